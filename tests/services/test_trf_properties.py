"""Any event → export-trf → import-trf → export-trf gives the same bytes (hypothesis).

Events are made through the services as an arbiter makes them: a header (some dates ISO,
some free text), players with every TRF field (names in any script, ratings, titles, year-only
birth dates), settings (cycles, tie-break chain, a time control or none, round dates), the
Berger schedule and any results so far, a withdrawal. Exported as TRF16 or TRF-2026, in
UTF-8, Latin-1 or ASCII; the file imported again and exported again is the same file.
"""

from __future__ import annotations

import tempfile
from datetime import date, timedelta
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.players import TITLES, Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import TIEBREAK_CODES
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from chessarbiter.services.trf_files import export_trf, import_trf

PRESET = "round-robin-fide"
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéöőřŁßЖễị,.-' "
TEXT = st.text(st.sampled_from(LETTERS), min_size=1, max_size=40).map(str.strip).filter(bool)
CONTROLS = ("", "90 min/40 moves + 30 min, 30 s increment", "G/90;+30", "40/120, 60",
            "All moves in 90 minutes")  # the last one no parser reads: kept as text


@st.composite
def players(draw: st.DrawFn) -> list[Player]:
    count = draw(st.integers(3, 9))  # a round robin needs three players
    return [
        Player(
            start_no=n,
            name=draw(TEXT.map(lambda s: s[:33].strip()).filter(bool)),
            fide_rating=draw(st.none() | st.integers(1000, 2900)),
            federation=draw(st.sampled_from(("", "USA", "IRL", "GER"))),
            fide_id=draw(st.sampled_from(("", "2000011", "14101068"))),
            title=draw(st.sampled_from(("", *TITLES[:8]))),
            sex=draw(st.sampled_from(("", "m", "w"))),
            birth_date=draw(st.none() | st.dates(date(1930, 1, 1), date(2015, 12, 31))),
        )
        for n in range(1, count + 1)
    ]


@st.composite
def events(draw: st.DrawFn) -> dict[str, object]:
    start = draw(st.dates(date(2000, 1, 1), date(2030, 12, 31)))
    field = draw(players())
    return {
        "header": {
            "name": draw(TEXT),
            "site": draw(st.sampled_from(("", "Cork", "Łódź"))),
            "federation": draw(st.sampled_from(("", "IRL", "Lichess"))),
            "start_date": draw(st.sampled_from((start.isoformat(), "", "10.09.13"))),
            "end_date": draw(st.sampled_from(((start + timedelta(days=4)).isoformat(), ""))),
            "arbiter": draw(st.sampled_from(("", "IA Ann Arbiter"))),
        },
        "players": field,
        "cycles": draw(st.sampled_from((1, 2))),
        "tiebreaks": tuple(draw(st.lists(st.sampled_from(TIEBREAK_CODES[1:]), max_size=4,
                                         unique=True))),
        "time_control": draw(st.sampled_from(CONTROLS)),
        "dated": draw(st.booleans()),
        "start": start,
        "results": draw(st.lists(st.sampled_from([*Result, None]), max_size=40)),
        "withdraw": draw(st.booleans()),
        "trf26": draw(st.booleans()),
        "encoding": draw(st.sampled_from(("utf-8", "latin-1", "ascii"))),
    }


def make(db: Database, spec: dict[str, object]) -> EventService:
    header = dict(spec["header"])  # type: ignore[call-overload]
    service = EventService(db, create_event(db, header.pop("name"), PRESET, **header))
    service.add_players(spec["players"])  # type: ignore[arg-type]
    service.update_settings(cycles=spec["cycles"], tiebreaks=spec["tiebreaks"],
                            time_control=spec["time_control"])
    rounds = service.make_schedule()
    if spec["dated"]:
        start: date = spec["start"]  # type: ignore[assignment]
        service.update_settings(round_dates=tuple(
            (start + timedelta(days=r)).isoformat() for r in range(rounds)))
    games = sorted(service.tournament().games, key=lambda g: (g.round, g.board))
    for game, result in zip(games, spec["results"], strict=False):  # type: ignore[call-overload]
        service.set_result(game.round, game.board, result)
    if spec["withdraw"]:
        service.withdraw(1, 1)
    return service


@settings(max_examples=20)
@given(events())
def test_export_import_export_gives_the_same_bytes(spec: dict[str, object]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        first, second = here / "first.trf", here / "second.trf"
        db = Database.open_file(here / "a.chessarbiter")
        copy = Database.open_file(here / "b.chessarbiter")
        try:
            service = make(db, spec)
            trf26, encoding = bool(spec["trf26"]), str(spec["encoding"])
            if trf26 and spec["time_control"] == CONTROLS[-1]:
                trf26 = False  # TRF-2026 refuses a time control it cannot encode (tested apart)
            export_trf(service, first, trf26=trf26, encoding=encoding)
            imported = import_trf(copy, first, PRESET)
            export_trf(EventService(copy, imported.event_id), second, encoding=encoding)
            assert second.read_bytes() == first.read_bytes()
        finally:
            db.close()
            copy.close()
