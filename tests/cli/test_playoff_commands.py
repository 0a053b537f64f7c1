"""A two-player tie for first, played off through the command line, one process per step
(so every step is also an interruption and a resume from the file)."""

from pathlib import Path

import pytest

from tests.cli.conftest import Cli, snapshot


@pytest.fixture
def tied_event(cli: Cli) -> None:
    """4 players; 1 and 2 draw each other and beat 3 and 4: 1 and 2 tie on 2½."""
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    for i in range(1, 5):
        cli("add-player", "--name", f"Player, No{i}", "--rating", str(2500 - i))
    cli("pair")
    for rnd in cli("pairings", "--all", "--json").data["rounds"]:
        for p in rnd["pairings"]:
            pair = {p["white"], p["black"]}
            value = ("1/2-1/2" if pair in ({1, 2}, {3, 4})
                     else "1-0" if p["white"] < p["black"] else "0-1")
            assert cli("result", "--round", str(rnd["round"]), "--board", str(p["board"]),
                       value).code == 0


def test_no_playoff_before_the_round_robin_ends(cli: Cli, db_file: Path) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    for i in range(1, 5):
        cli("add-player", "--name", f"P, {i}")
    cli("pair")
    before = snapshot(db_file)
    shown = cli("playoff", "plan")  # a read: it says why, and stores nothing
    assert (shown.code, shown.out) == (0, "No play-off yet: the round robin is not finished "
                                          "(6 games still open).\n")
    out = cli("playoff", "start")
    assert out.code == 1
    assert "not finished: 6 games have no result" in out.err
    assert snapshot(db_file) == before


def test_match_drawn_then_armageddon_drawn_black_advances(cli: Cli, tied_event: None) -> None:
    plan = cli("playoff", "start", "--json").data
    assert sorted(plan["tied"]) == [1, 2]  # level on every tie-break: seeded by lot
    (final,) = plan["steps"]
    assert final["kind"] == "rapid-match"
    assert sorted(final["players"]) == [1, 2]
    assert cli("playoff", "lot", "final", "--white", "1").code == 0
    assert cli("playoff", "result", "final", "1-0").code == 0
    retry = cli("playoff", "result", "final", "1-0")  # a retry, or game 2? it asks
    assert retry.code == 1 and "--game 2" in retry.err
    plan = cli("playoff", "result", "final", "1-0", "--game", "2", "--json").data  # 2 White
    assert plan["champion"] is None
    armageddon = next(s for s in plan["steps"] if s["kind"] == "armageddon")
    step = armageddon["id"]
    over = cli("playoff", "bid", step, "1", "10:01")
    assert over.code == 1
    assert "10:00" in over.err
    cli("playoff", "bid", step, "1", "8:30")
    hidden = cli("playoff", "plan", "--json").data
    assert "8:30" not in str(hidden) and "510" not in str(hidden)
    cli("playoff", "bid", step, "2", "7:45")
    assert cli("playoff", "colour", step, "2", "black").code == 0
    plan = cli("playoff", "result", step, "1/2-1/2", "--json").data
    assert plan["champion"] == 2  # Black has draw odds


def test_equal_bids_need_a_coin_flip(cli: Cli, tied_event: None) -> None:
    cli("playoff", "start")
    cli("playoff", "lot", "final", "--seed", "7")
    cli("playoff", "result", "final", "1-0", "--game", "1")
    step = next(s for s in cli("playoff", "result", "final", "1-0", "--game", "2",
                               "--json").data["steps"]
                if s["kind"] == "armageddon")["id"]
    cli("playoff", "bid", step, "1", "9:00")
    cli("playoff", "bid", step, "2", "9:00")
    early = cli("playoff", "colour", step, "1", "white")
    assert early.code == 1
    assert cli("playoff", "flip", step, "--winner", "2").code == 0
    assert cli("playoff", "colour", step, "2", "white").code == 0
    plan = cli("playoff", "result", step, "1-0", "--json").data
    assert plan["champion"] == 2


def test_a_refused_playoff_action_changes_nothing(cli: Cli, tied_event: None,
                                                  db_file: Path) -> None:
    cli("playoff", "start")
    before = snapshot(db_file)
    for words in (("bid", "final", "1", "5:00"), ("result", "nowhere", "1-0"),
                  ("colour", "final", "1", "green"), ("bid", "final")):
        out = cli("playoff", *words)
        assert out.code == 1
        assert "playoff" in out.err
    assert snapshot(db_file) == before
