"""Audit log details in words: a record column is described, never shown as "(record)" or
as raw JSON. The records are written here as the program stores them (the play-off record
of chessarbiter/core/playoffs/serial.py, a roster change's decisions, an event's settings)."""

from __future__ import annotations

from chessarbiter.core.audit_text import action_text, details_text

LOT = {"type": "colour-lot", "step": "final", "seed": None, "white": 1}
GAME = {"type": "result", "step": "final", "game": 1, "result": "1-0"}
BASIS = {"results": {"1.1": "1-0"}, "withdrawn": {"1": None}, "ranking": {"edition": "2026"}}


def _playoff(*actions: dict[str, object], tied: list[int] | None = None) -> dict[str, object]:
    return {"tied": tied or [2, 1], "lot_seed": 7, "rules": {}, "actions": list(actions),
            "basis": BASIS}


def test_a_play_off_command_is_the_action_it_added_or_undid() -> None:
    added = {"record": [_playoff(LOT), _playoff(LOT, GAME)]}
    assert details_text("playoffs", "update", added) == "record added: final, game 1: 1-0"
    undone = {"record": [_playoff(LOT, GAME), _playoff(LOT)]}
    assert details_text("playoffs", "update", undone) == "record undone: final, game 1: 1-0"
    kept = {"record": [_playoff(LOT), _playoff(LOT) | {"basis": {}}]}
    assert details_text("playoffs", "update", kept) == \
        "record kept on the facts as they are now"
    redone = {"record": [_playoff(LOT), _playoff(tied=[3, 2])]}
    assert details_text("playoffs", "update", redone) == (
        "record play-off for players 2 and 1, 1 action (last: colour lot, final: White "
        "player 1) → play-off for players 3 and 2, 0 actions")


def test_a_play_off_stored_or_removed_is_who_it_is_for() -> None:
    assert details_text("playoffs", "delete", {"id": 1, "record": _playoff(LOT, GAME)}) == (
        "id 1; record play-off for players 2 and 1, 2 actions (last: final, game 1: 1-0)")


def test_every_kind_of_play_off_action_reads_as_words() -> None:
    assert action_text({"type": "bid", "step": "armageddon", "player": 2, "seconds": 412}) \
        == "sealed bid of player 2, armageddon"  # the sealed time stays out
    assert action_text({"type": "coin-flip", "step": "armageddon", "winner": 1}) == \
        "coin flip, armageddon: won by player 1"
    assert action_text({"type": "colour-choice", "step": "armageddon", "player": 1,
                        "colour": "black"}) == "player 1 takes black, armageddon"
    assert action_text({"type": "select-four", "players": [1, 4, 6, 7], "note": ""}) == \
        "play-off players chosen: 1, 4, 6 and 7"


def test_settings_say_which_changed_and_other_records_their_fields() -> None:
    update = {"settings": [{"edition": "2024", "tiebreaks": ["DE", "SB"], "cycles": 1},
                           {"edition": "2026", "tiebreaks": ["SB"], "cycles": 1}]}
    assert details_text("events", "update", update) == \
        "settings edition 2024 → 2026, tiebreaks (DE, SB) → (SB)"
    created = {"name": "Club", "settings": {"preset": "fide-2026", "cycles": 1}}
    assert details_text("events", "insert", created) == \
        "name Club; settings 2 settings, preset fide-2026"
    decisions = {"decisions": [{"rule": "13.d", "verdict": "allowed",
                                "reason": "added players may play from 2011-11-20"}]}
    assert details_text("league_roster_changes", "insert", decisions) == (
        "decisions rule 13.d, verdict allowed, reason added players may play from 2011-11-20")
    assert details_text("games", "update", {"result": [None, "1-0"]}) == \
        "result (empty) → 1-0"
