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
