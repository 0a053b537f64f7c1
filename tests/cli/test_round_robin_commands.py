"""The CLI contract of DESIGN.md §3 for a round robin, end to end through the event file."""

from pathlib import Path

import pytest

from chessarbiter.core.berger import berger_round
from chessarbiter.core.players import Player
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from tests.cli.conftest import Cli, snapshot


def new_event_with_players(cli: Cli, n: int, preset: str = "round-robin-fide") -> None:
    assert cli("new-event", "--preset", preset, "--name", "Test RR").code == 0
    for i in range(1, n + 1):
        out = cli("add-player", "--name", f"Player, No{i}", "--rating", str(2600 - i))
        assert out.code == 0, out.err


def test_new_event_returns_its_id(cli: Cli) -> None:
    out = cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior", "--json")
    assert out.code == 0
    assert out.data["event_id"] == 1
    # The current FIDE edition unless asked; the rule book's own choice is named.
    assert (out.data["edition"], out.data["preset_edition"]) == ("2026", "pre-2023")
    assert "settings --set edition=pre-2023" in cli("new-event", "--preset",
                                                      "us-junior-closed-2015", "--name", "J").out


def test_pairings_of_a_ten_player_event_follow_the_published_table(cli: Cli) -> None:
    new_event_with_players(cli, 10)
    assert cli("pair", "--json").data == {"rounds": 9, "cycles": 1}
    out = cli("pairings", "--round", "2", "--json")
    assert out.data == {
        "round": 2,
        "pairings": [
            {"board": 1, "white": 10, "black": 6, **OPEN},
            {"board": 2, "white": 7, "black": 5, **OPEN},
            {"board": 3, "white": 8, "black": 4, **OPEN},
            {"board": 4, "white": 9, "black": 3, **OPEN},
            {"board": 5, "white": 1, "black": 2, **OPEN},
        ],
        "bye": None, "complete": False, "decided": 0,
    }


OPEN = {"result": None, "status": "open", "entered": None, "incident": None}


def expected_rounds(n: int) -> list[dict[str, object]]:
    rounds = []
    for r in range(1, n + n % 2):
        rnd = berger_round(n, r)
        rounds.append({
            "round": r,
            "pairings": [{"board": p.board, "white": p.white, "black": p.black, **OPEN}
                         for p in rnd.pairings],
            "bye": rnd.bye, "complete": False, "decided": 0,
        })
    return rounds


@pytest.mark.parametrize("n", range(3, 101))
def test_pair_then_pairings_all_equals_the_berger_tables(cli: Cli, db_file: Path, n: int) -> None:
    db = Database.open_file(db_file)
    service = EventService(db, create_event(db, f"RR{n}", "round-robin-fide"))
    service.add_players([Player(0, f"P{i}") for i in range(n)])
    db.close()
    assert cli("pair").code == 0
    assert cli("pairings", "--all", "--json").data == {"rounds": expected_rounds(n)}


def test_double_round_robin_second_cycle_reverses_colours(cli: Cli) -> None:
    new_event_with_players(cli, 4)
    assert cli("pair", "--cycles", "2", "--json").data == {"rounds": 6, "cycles": 2}
    rounds = cli("pairings", "--all", "--json").data["rounds"]
    table = expected_rounds(4)
    # first cycle: the table with its last two rounds swapped; second: the table reversed
    assert [r["pairings"] for r in rounds[:3]] == [table[i]["pairings"] for i in (0, 2, 1)]
    for a, b in zip(table, rounds[3:], strict=True):
        assert [(p["black"], p["white"]) for p in a["pairings"]] == [
            (p["white"], p["black"]) for p in b["pairings"]
        ]


def test_results_show_in_pairings_and_can_be_cleared(cli: Cli) -> None:
    new_event_with_players(cli, 4)
    cli("pair")
    assert cli("result", "--round", "1", "--board", "1", "½-½", "--json").data == {
        "round": 1, "board": 1, "result": "1/2-1/2", "round_complete": False,
        "incident": None, "playoff_out_of_date": None}
    cli("result", "--round", "1", "--board", "2", "+-")
    pairings = cli("pairings", "--round", "1", "--json").data["pairings"]
    assert [p["result"] for p in pairings] == ["1/2-1/2", "+-"]
    for typed, stored in (("-+", "-+"), ("--", "--"), ("0-1f", "-+"), ("1-0f", "+-")):
        assert cli("result", "--round", "1", "--board", "2", typed).code == 0
        assert cli("pairings", "--round", "1", "--json").data["pairings"][1]["result"] == stored
    cli("result", "--round", "1", "--board", "2", "clear")
    assert cli("pairings", "--round", "1", "--json").data["pairings"][1]["result"] is None


def test_a_complete_four_player_event_gives_the_worked_example_standings(cli: Cli) -> None:
    """rules-notes-style example: A=1, B=2, C=3, D=4; A-B 1-0, A-C ½, D-A 1-0, B-C 1-0,
    B-D 1-0, C-D 1-0 → B 2, A 1½, C 1½, D 1; A before C on SB (2.75 v 1.75)."""
    new_event_with_players(cli, 4)
    cli("pair")
    winner = {frozenset({1, 2}): 1, frozenset({1, 3}): None, frozenset({1, 4}): 4,
              frozenset({2, 3}): 2, frozenset({2, 4}): 2, frozenset({3, 4}): 3}
    for rnd in cli("pairings", "--all", "--json").data["rounds"]:
        for p in rnd["pairings"]:
            w = winner[frozenset({p["white"], p["black"]})]
            value = "1/2-1/2" if w is None else ("1-0" if w == p["white"] else "0-1")
            out = cli("result", "--round", str(rnd["round"]), "--board", str(p["board"]), value)
            assert out.code == 0, out.err
    out = cli("standings", "--tiebreaks", "DE,SB", "--json").data
    assert out["tiebreaks"] == ["DE", "SB"]
    table = [(s["rank"], s["start_no"], s["points"], s["tiebreaks"]["SB"])
             for s in out["standings"]]
    assert table == [(1, 2, 2.0, 2.5), (2, 1, 1.5, 2.75), (3, 3, 1.5, 1.75), (4, 4, 1.0, 1.5)]


def test_players_are_locked_once_paired(cli: Cli, db_file: Path) -> None:
    new_event_with_players(cli, 4)
    cli("pair")
    before = snapshot(db_file)
    out = cli("add-player", "--name", "Late, Comer")
    assert out.code == 1
    assert "locked" in out.err
    assert snapshot(db_file) == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("result", "--round", "9", "--board", "1", "1-0"), "--round: round 9 does not exist"),
        (("result", "--round", "1", "--board", "7", "1-0"), "--board: round 1 has no board 7"),
        (("result", "--round", "1", "--board", "1", "2-0"), "RESULT: unknown result '2-0'"),
        (("pairings", "--round", "0"), "--round 0: the event has rounds 1..3"),
        (("standings", "--tiebreaks", "DE,XYZ"), "--tiebreaks: unknown tie-break 'XYZ'"),
        (("settings", "--set", "koya_limit_offset=0.3"), "half-point steps"),
        (("settings", "--set", "nonsense=1"), "--set 'nonsense=1': expected KEY=VALUE"),
        (("withdraw", "--start-no", "9", "--after-round", "1"), "--start-no: there is no player"),
        (("pair",), "the schedule is already made"),
        (("players", "--event", "7"), "--event: there is no event 7"),
    ],
)
def test_errors_name_the_argument_and_change_nothing(
    cli: Cli, db_file: Path, args: tuple[str, ...], message: str
) -> None:
    new_event_with_players(cli, 4)
    cli("pair")
    before = snapshot(db_file)
    out = cli(*args)
    assert out.code != 0
    assert message in out.err
    assert out.out == ""
    assert snapshot(db_file) == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--name", "X", "--uscf-id", "123"), "--uscf-id: US Chess ID must be exactly 8 digits"),
        (("--name", " "), "--name: name is empty"),
        (("--name", "X", "--rating", "4000"), "--rating: rating 4000 is outside 0..3500"),
        (("--name", "X", "--federation", "us"), "--federation: federation must be three"),
        (("--name", "X", "--start-no", "9"), "--start-no: start number must be between 1 and 5"),
        (("--name", "X", "--birth-date", "1999-13-01"), "is not a date like"),
        (("--name", "X" * 201,), "--name: name is longer than 200 characters"),
        (("--name", "evil\u202eXD",), "--name: name contains the invisible character U+202E"),
        (("--name", "X", "--fide-id", "1" * 13), "--fide-id: FIDE ID must be digits only"),
    ],
)
def test_invalid_players_are_refused_with_the_field(
    cli: Cli, db_file: Path, args: tuple[str, ...], message: str
) -> None:
    new_event_with_players(cli, 4)
    before = snapshot(db_file)
    out = cli("add-player", *args)
    assert out.code != 0
    assert message in out.err
    assert snapshot(db_file) == before


def test_a_missing_event_file_is_reported_and_not_created(cli: Cli, tmp_path: Path) -> None:
    missing = tmp_path / "nope.chessarbiter"
    out = cli("standings", db=missing)
    assert out.code == 1
    assert f"{missing}: no such event file" in out.err
    assert not missing.exists()


def test_settings_change_is_stored(cli: Cli) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "J")
    data = cli("settings", "--set", "koya_limit_offset=0.5", "--set", "tiebreaks=SB,DE",
               "--json").data
    assert data["koya_limit_offset"] == 0.5
    assert data["tiebreaks"] == ["SB", "DE"]
    assert cli("settings", "--json").data["late_fine"] == 200


def test_draw_lots_records_a_repeatable_seed(cli: Cli, tmp_path: Path) -> None:
    new_event_with_players(cli, 6)
    first = cli("draw-lots", "--seed", "stage-1", "--json").data
    other = tmp_path / "other.chessarbiter"
    cli("new-event", "--name", "Test RR", db=other)
    for i in range(1, 7):
        cli("add-player", "--name", f"Player, No{i}", "--rating", str(2600 - i), db=other)
    second = cli("draw-lots", "--seed", "stage-1", "--json", db=other).data
    assert first == second
    assert first["seed"] == "stage-1"
    names = [p["name"] for p in first["players"]]
    assert sorted(names) == sorted(f"Player, No{i}" for i in range(1, 7))
    assert names != [f"Player, No{i}" for i in range(1, 7)]


def test_event_header_fields_have_limits(cli: Cli, db_file: Path) -> None:
    out = cli("new-event", "--name", "Open", "--site", "S" * 201)
    assert out.code == 1
    assert "site is longer than 200 characters" in out.err
    assert not db_file.exists() or cli("players").code == 1
