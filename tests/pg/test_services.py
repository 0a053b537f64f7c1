"""A small event run end to end on either store, through the services and through the CLI
with ``--db URL``: what is written reads back the same (dates, JSON settings, incidents)."""

import json
from datetime import date
from pathlib import Path

import pytest

from chessarbiter.cli import main
from chessarbiter.core.incidents import Incident, LateArrival
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.io.trf import read_trf
from chessarbiter.services.events import EventService, create_event
from chessarbiter.services.incidents import IncidentService
from chessarbiter.services.trf_files import import_trf
from tests.pg.conftest import OpenDb

FIXTURES = Path(__file__).parent.parent / "fixtures" / "trf"

PLAYERS = [
    Player(0, "Abernathy, Colin", fide_rating=2512, federation="USA", fide_id="2000011",
           title="GM", sex="m", birth_date=date(1985, 4, 12)),
    Player(0, "Baptiste, Rene", fide_rating=2431, uscf_rating=2450, federation="FRA",
           uscf_id="12345678", uscf_expiry=date(2027, 1, 31), title="IM", sex="m"),
    Player(0, "Chen, Mei", fide_rating=2340, federation="CHN", title="WGM", sex="w",
           birth_date=date(1998, 2, 3)),
    Player(0, "Dvorak, Pavel", federation="CZE"),
]


def lower_number_wins(white: int, black: int) -> Result:
    """The scoring used below: with four players, 1 scores 3, 2 scores 2, 3 one, 4 none."""
    return Result.WHITE_WINS if white < black else Result.BLACK_WINS


def test_a_small_round_robin_end_to_end_through_the_services(open_db: OpenDb) -> None:
    db = open_db()
    service = EventService(db, create_event(db, "Club Championship", "round-robin-fide",
                                            site="Columbus", start_date="2026/03/07"))
    service.add_players(PLAYERS)
    service.update_settings(tiebreaks=["SB", "WIN"], late_fine=20)
    assert service.make_schedule() == 3
    for game in service.tournament().games:
        service.set_result(game.round, game.board, lower_number_wins(game.white, game.black),
                           expected=None)
    incidents = IncidentService(service)
    incidents.record(Incident(round=2, start_no=4, at="19:12", details=LateArrival(12)))

    again = EventService(open_db(), service.event_id)  # another computer reads it all back
    tournament = again.tournament()
    assert [p.name for p in tournament.players] == [p.name for p in PLAYERS]
    assert tournament.players[0].birth_date == date(1985, 4, 12)
    assert tournament.players[1].uscf_expiry == date(2027, 1, 31)
    assert again.settings().tiebreaks == ("SB", "WIN")
    assert again.header()["start_date"] == "2026/03/07"
    assert [(s.rank, s.start_no, s.points) for s in again.standings()] == [
        (1, 1, 3.0), (2, 2, 2.0), (3, 3, 1.0), (4, 4, 0.0)
    ]
    [late] = IncidentService(again).incidents()
    assert (late.start_no, late.details, late.suggestion is not None) == (4, LateArrival(12), True)


def test_an_imported_trf_reads_back_as_the_file_says(open_db: OpenDb) -> None:
    path = FIXTURES / "rr6_forfeits.trf"
    db = open_db()
    imported = import_trf(db, path, "round-robin-fide")
    stored = EventService(db, imported.event_id).tournament()
    assert stored == read_trf(path.read_bytes(), source=str(path)).to_tournament()


def _cli(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> object:
    code = main(["--db", url, "--json", *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_the_command_line_runs_an_event_on_a_database_url(
    store_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    made = _cli(capsys, store_url, "new-event", "--name", "Rapid", "--preset", "round-robin-fide")
    assert (made["event_id"], made["name"]) == (1, "Rapid")  # type: ignore[index]
    for player in PLAYERS:
        _cli(capsys, store_url, "add-player", "--name", player.name)
    assert _cli(capsys, store_url, "pair") == {"rounds": 3, "cycles": 1}
    rounds = _cli(capsys, store_url, "pairings", "--all")["rounds"]  # type: ignore[index]
    for rnd in rounds:
        for p in rnd["pairings"]:
            value = lower_number_wins(p["white"], p["black"]).value
            _cli(capsys, store_url, "result", "--round", str(rnd["round"]),
                 "--board", str(p["board"]), value)
    table = _cli(capsys, store_url, "standings")["standings"]  # type: ignore[index]
    assert [(s["rank"], s["start_no"], s["points"]) for s in table] == [
        (1, 1, 3.0), (2, 2, 2.0), (3, 3, 1.0), (4, 4, 0.0)
    ]
    # the audit log reads back its times and JSON details on either store: newest first
    log = _cli(capsys, store_url, "audit", "--limit", "2")["entries"]  # type: ignore[index]
    assert [(e["action"], e["table"], e["change"]) for e in log] == [
        ("set result", "games", "update")] * 2
    assert all(set(e["details"]) == {"result"} for e in log)
