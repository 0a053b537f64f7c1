"""The audit log: every change with who, when, the action and before/after; it survives undo
(an undo is logged as the change it makes)."""

from tests.cli.conftest import Cli


def test_a_result_and_its_correction_are_logged_with_before_and_after(cli: Cli) -> None:
    cli("new-event", "--name", "Club")
    for i in range(4):
        cli("add-player", "--name", f"P, {i}")
    cli("pair")
    cli("result", "--round", "1", "--board", "1", "1-0")
    cli("result", "--round", "1", "--board", "1", "0-1")
    cli("result", "--round", "1", "--board", "1", "clear")  # what the window's undo does
    entries = cli("audit", "--json").data["entries"]
    results = [e for e in entries if e["action"] == "set result"]
    assert [e["details"]["result"] for e in results] == [
        ["0-1", None], ["1-0", "0-1"], [None, "1-0"]]
    assert all(e["table"] == "games" and e["change"] == "update" for e in results)
    assert all("@" in e["who"] for e in entries)
    (scheduled,) = [e for e in entries if e["action"] == "make schedule" and e["change"] == "bulk"]
    assert scheduled["details"] == {"rounds": 3, "games": 6, "cycles": 1}
    added = [e for e in entries if e["action"] == "add players"]
    assert [e["details"]["name"] for e in reversed(added)] == ["P, 0", "P, 1", "P, 2", "P, 3"]


def test_a_refused_action_leaves_no_log_entry(cli: Cli) -> None:
    cli("new-event", "--name", "Club")
    before = cli("audit", "--json").data["entries"]
    assert cli("add-player", "--name", "X", "--uscf-id", "12").code == 1
    assert cli("audit", "--json").data["entries"] == before


def test_play_off_entries_say_what_each_command_did(cli: Cli) -> None:
    """A play-off's record is its list of actions: the log names the one a command added or
    took back, not "(record)"."""
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    for i in range(1, 5):
        cli("add-player", "--name", f"Player, No{i}", "--rating", str(2500 - i))
    cli("pair")
    for rnd in cli("pairings", "--all", "--json").data["rounds"]:
        for p in rnd["pairings"]:  # 1 and 2 draw each other and beat 3 and 4: tied on 2½
            pair = {p["white"], p["black"]}
            value = ("1/2-1/2" if pair in ({1, 2}, {3, 4})
                     else "1-0" if p["white"] < p["black"] else "0-1")
            cli("result", "--round", str(rnd["round"]), "--board", str(p["board"]), value)
    seeded = cli("playoff", "start", "--json").data["tied"]
    assert cli("playoff", "lot", "final", "--white", "1").code == 0
    assert cli("playoff", "result", "final", "1-0").code == 0
    text = cli("audit").out
    assert "(record)" not in text
    # each line: when, who, "action: change table row", then the columns
    log = [line.split("  ", 2)[-1] for line in text.splitlines() if "playoffs 1" in line]
    first, second = seeded
    assert log[0] == "apply: update playoffs 1  record added: final, game 1: 1-0"
    assert log[1] == "apply: update playoffs 1  record added: colour lot, final: White player 1"
    assert log[2].startswith(f"start: insert playoffs 1  id 1; event_id 1; record play-off for "
                             f"players {first} and {second}, 0 actions; created_at ")
