"""A late entry made by mistake is taken back with ``remove-player N`` while no round paired
since has the player on a board: their byes go with them and the later pairing numbers move
back up (C.04.2: a late entry takes the place the initial order gives, later numbers move
down by one; taking it back is the inverse). Refused, in a sentence, once they are paired."""

from tests.cli.conftest import Cli
from tests.cli.test_swiss_manual_changes import round_one


def _numbers(cli: Cli) -> dict[str, int]:
    return {p["name"]: p["start_no"] for p in cli("players", "--json").data["players"]}


def test_a_late_entry_not_yet_paired_is_removed_with_its_byes(cli: Cli) -> None:
    round_one(cli)
    # C.04.2 initial order: 2250 comes after P2 (2300), before P3 (2200), so no. 3
    late = cli("add-player", "--name", "Late, Lou", "--fide-rating", "2250", "--missed",
               "half", "--json").data
    assert late["start_no"] == 3 and late["late_entry"] is True
    assert cli("bye", "--start-no", "3", "--round", "2", "--kind", "zero").code == 0
    out = cli("remove-player", "3", "--name", "Late, Lou")
    assert out.code == 0, out.err
    assert out.out == ("Removed no. 3: Late, Lou; later numbers moved up by one.\n"
                       "The late entry's half-point byes went with them.\n")
    assert _numbers(cli) == {"P1": 1, "P2": 2, "P3": 3, "P4": 4}
    shown = cli("pairings", "--round", "1", "--json").data
    assert [(b["white"], b["black"]) for b in shown["pairings"]] == [(1, 3), (4, 2)]
    assert shown["absent"] == []
    assert cli("pairings", "--round", "2", "--json").code == 1  # not paired, no bye left
    logged = [e for e in cli("audit", "--json").data["entries"]
              if e["action"] == "remove late entry"]
    deleted = {(e["table"], e["details"].get("name", e["details"].get("kind")))
               for e in logged if e["change"] == "delete"}
    assert deleted == {("players", "Late, Lou"), ("byes", "H"), ("byes", "Z")}


def test_a_late_entry_paired_since_stays(cli: Cli) -> None:
    round_one(cli)
    cli("result", "--round", "1", "--board", "1", "1-0")
    cli("result", "--round", "1", "--board", "2", "0-1")
    cli("add-player", "--name", "Late, Lou", "--fide-rating", "2250")
    cli("add-player", "--name", "Later, Max", "--fide-rating", "2000")  # six: no bye
    second = cli("pair", "--next", "--json").data
    board = next(b["board"] for b in second["pairings"] if 3 in (b["white"], b["black"]))
    refused = cli("remove-player", "3")
    assert refused.code == 1
    assert refused.err.endswith(f"no. 3 (Late, Lou) is paired in round 2 (board {board}): a "
                                "player on a paired list stays on it; withdraw them instead\n")
    assert _numbers(cli)["Late, Lou"] == 3


def test_only_a_late_entry_leaves_a_paired_list(cli: Cli) -> None:
    round_one(cli)
    refused = cli("remove-player", "1")
    assert refused.code == 1
    assert refused.err.endswith("no. 1 (P1) is paired in round 1 (board 1): a player on a "
                                "paired list stays on it; withdraw them instead\n")
    cli("add-player", "--name", "Late, Lou", "--fide-rating", "2250")
    wrong = cli("remove-player", "3", "--name", "P3")
    assert wrong.code == 1
    assert wrong.err.endswith("no. 3 is Late, Lou, not P3: nothing removed\n")
    assert len(_numbers(cli)) == 5


def test_before_the_schedule_a_player_is_simply_removed(cli: Cli) -> None:
    assert cli("new-event", "--name", "Club").code == 0
    for name in ("Ames, Dana", "Bell, Kim", "Cole, Sam", "Dunn, Lee"):
        cli("add-player", "--name", name)
    out = cli("remove-player", "2", "--json").data
    assert out["name"] == "Bell, Kim" and "late_entry" not in out
    assert _numbers(cli) == {"Ames, Dana": 1, "Cole, Sam": 2, "Dunn, Lee": 3}
    assert cli("pair").code == 0
    refused = cli("remove-player", "1")
    assert refused.code == 1
    assert refused.err.endswith("the player list is locked because the schedule is made; "
                                "clear the schedule first\n")
