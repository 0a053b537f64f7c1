"""Why a stored play-off is out of date, as the arbiter reads it: the facts that changed and
who is tied for first now, the names as a sentence gives them ("Leo Shen", not "Shen, Leo")
in an English list — commas, then "and" before the last."""

from __future__ import annotations

from chessarbiter.core.decisions import Basis, Staleness, named

NAMES = {1: "Abbott, Rhea", 2: "Baptiste, Owen", 3: "Chen, Ivy", 4: "Dorsey, Malik",
         5: "Madonna"}


def test_players_are_named_in_an_english_list() -> None:
    assert named([], NAMES) == "nobody"
    assert named([3], NAMES) == "Ivy Chen"
    assert named([2, 3], NAMES) == "Owen Baptiste and Ivy Chen"
    assert named([1, 2, 3, 5], NAMES) == "Rhea Abbott, Owen Baptiste, Ivy Chen and Madonna"
    assert named([9], NAMES) == "player 9"  # not in the register any more


def test_the_message_lists_the_changes_then_the_tie() -> None:
    then = Basis({"9.1": "1-0", "9.2": "1/2-1/2"}, {"4": None},
                 {"tiebreaks": ["DE", "SB"], "edition": "2026"})
    now = Basis({"9.1": "0-1", "9.2": "1/2-1/2"}, {"4": 8},
                {"tiebreaks": ["SB"], "edition": "2026"})
    changes = tuple(then.changes(now, NAMES))
    assert changes == ("the result of round 9 board 1 changed from 1-0 to 0-1",
                       "Malik Dorsey withdrew after round 8",
                       "the setting tiebreaks changed from (DE, SB) to (SB)")
    stale = Staleness(changes, (1, 2, 3), (2, 3))
    assert stale.message(NAMES) == (
        "Since the play-off was started, the result of round 9 board 1 changed from 1-0 to "
        "0-1, Malik Dorsey withdrew after round 8 and the setting tiebreaks changed from "
        "(DE, SB) to (SB). Now tied for first: Owen Baptiste and Ivy Chen; the play-off was "
        "started for Rhea Abbott, Owen Baptiste and Ivy Chen.")


def test_more_than_three_changes_are_counted() -> None:
    changes = tuple(f"change {k}" for k in range(1, 6))
    message = Staleness(changes, (1, 2), (1, 2)).message(NAMES)
    assert message == ("Since the play-off was started, change 1, change 2, change 3 and 2 "
                       "more changes. The players tied for first are still Rhea Abbott and "
                       "Owen Baptiste.")
