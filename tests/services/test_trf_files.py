# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""import_trf / export_trf: what the event takes from a file, what it refuses, and what an
export gives back after the arbiter's edits (formats.md §2.2 for the header records)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, list_events
from chessarbiter.services.trf_files import export_trf, import_trf
from tests.corpus.trf_cases import player_line
from tests.fixtures.trf import DIRECTORY

PRESET = "round-robin-fide"
# Four players, three rounds (Berger for 4: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1), all played.
ROUND_ROBIN = [
    "012 Club Closed",
    "032 Lichess",
    "042 28. 07. 2005",
    "052 10.09.13",
    "092 Individual: Round-Robin",
    "112 Deputy, Dan",
    "122 40/120, 60",
    "132                                                                                        05/07/28  05/07/29  05/07/30",
    "001    1 m    One, Ann                          2000 IRL           0 1990/00/00  2.0    1     4 w 1     2 w W     3 b 0",
    "001    2 m    Two, Bob                          1900 IRL           0             1.5    2     3 w =     1 b L     4 w 1",
    "001    3 m    Three, Cy                         1800 IRL           0             2.5    1     2 b =     4 b 1     1 w 1",
    "001    4 m    Four, Di                          1700 IRL           0             0.5    4     1 b 0     3 w 0     2 b 0",
    "XYZ a record nobody knows",
]
SWISS = [  # six players, one round, not the Berger table's (1-6 2-5 3-4), 092 says Swiss
    "012 Weekend Swiss",
    "092 Individual: Swiss-System",
    "XXR 5",
    *(player_line(n, "m", "", f"Player {n}", "", "", "", "", "0.5", n, [f"{m} {c} ="])
      for n, m, c in ((1, 4, "w"), (2, 5, "w"), (3, 6, "w"), (4, 1, "b"), (5, 2, "b"),
                      (6, 3, "b"))),
]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open_file(tmp_path / "event.chessarbiter")
    yield database
    database.close()


def trf(tmp_path: Path, lines: list[str], name: str = "in.trf") -> Path:
    path = tmp_path / name
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))
    return path


def exported(service: EventService, tmp_path: Path, **options: object) -> list[str]:
    path = tmp_path / "out.trf"
    export_trf(service, path, **options)  # type: ignore[arg-type]
    return path.read_bytes().decode(str(options.get("encoding", "utf-8"))).split("\r\n")[:-1]


def test_the_event_takes_the_header_at_full_length_and_reads_dates_with_one_reading(
        db: Database, tmp_path: Path) -> None:
    imported = import_trf(db, trf(tmp_path, ROUND_ROBIN), PRESET)
    service = EventService(db, imported.event_id)
    header = service.header()
    assert header["federation"] == "Lichess"  # not cut to 3
    assert header["start_date"] == "2005-07-28"  # 28 > 12: one reading
    assert header["end_date"] == "10.09.13"  # 10 Sep 2013 or 13 Sep 2010: kept as text
    settings = service.settings()
    assert settings.time_control == "40/120, 60"  # the file's, not the preset's
    assert settings.round_dates == ("2005-07-28", "2005-07-29", "2005-07-30")
    assert "line 4: end date '10.09.13' is not a date with one reading; kept as text" \
        in imported.warnings


def test_an_untouched_import_exports_as_the_file_was(db: Database, tmp_path: Path) -> None:
    imported = import_trf(db, trf(tmp_path, ROUND_ROBIN), PRESET)
    assert exported(EventService(db, imported.event_id), tmp_path) == ROUND_ROBIN


def test_a_corrected_result_and_header_come_out_and_the_rest_stays(db: Database,
                                                                    tmp_path: Path) -> None:
    service = EventService(db, import_trf(db, trf(tmp_path, ROUND_ROBIN), PRESET).event_id)
    service.set_result(1, 2, Result.WHITE_WINS)  # round 1 board 2: 2-3, was a draw
    service.update_header(site="Cork")
    out = exported(service, tmp_path)
    # 022 added after 012 (the file had none). 1, 2 and 3 now have 2 points each and beat
    # each other in a circle: every tie-break is equal and they share first place.
    assert out[:2] == ["012 Club Closed", "022 Cork"]
    assert out[2:10] == ROUND_ROBIN[1:9]
    assert out[10] == "001    2 m    Two, Bob                          1900 IRL           0             2.0    1     3 w 1     1 b L     4 w 1"
    assert out[11] == "001    3 m    Three, Cy                         1800 IRL           0             2.0    1     2 b 0     4 b 1     1 w 1"
    assert out[12:] == ROUND_ROBIN[11:]


def test_no_time_control_is_invented(db: Database, tmp_path: Path) -> None:
    lines = [line for line in ROUND_ROBIN if not line.startswith("122")]
    service = EventService(db, import_trf(db, trf(tmp_path, lines), PRESET).event_id)
    assert service.settings().time_control == ""
    assert not [line for line in exported(service, tmp_path) if line[:3] in ("122", "222")]
    assert not [line for line in exported(service, tmp_path, trf26=True) if line[:3] == "222"]


def test_a_swiss_imports_as_a_swiss_event_of_the_rounds_announced(db: Database,
                                                                   tmp_path: Path) -> None:
    service = EventService(db, import_trf(db, trf(tmp_path, SWISS, "swiss.trf"), PRESET)
                           .event_id)
    s = service.settings()
    # XXR 5: the rounds announced; round 1 gave no. 1 White, so White was the initial colour
    assert (s.system, s.swiss_rounds, s.initial_colour, s.preset) == (
        "swiss-dutch", 5, "white", "swiss-fide")
    assert service.tournament().rounds == 1


def test_a_team_file_is_refused(db: Database, tmp_path: Path) -> None:
    lines = [*ROUND_ROBIN[:1], "310   1 Team One                          1.0    2.0   1     1    2",
             *ROUND_ROBIN[1:]]
    with pytest.raises(ActionRefused, match="this is a team tournament"):
        import_trf(db, trf(tmp_path, lines), PRESET)
    assert list_events(db) == []


def test_scoring_of_record_162_is_applied_when_it_is_the_events(db: Database,
                                                                tmp_path: Path) -> None:
    same = [*ROUND_ROBIN[:7], "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5",
            *ROUND_ROBIN[7:]]
    service = EventService(db, import_trf(db, trf(tmp_path, same), PRESET).event_id)
    # 162 makes it a TRF-2026 file, which writes 042 as YYYY/MM/DD.
    assert exported(service, tmp_path) == [
        "042 2005/07/28" if line.startswith("042") else line for line in same]


def test_other_scoring_in_record_162_is_refused_at_its_line(db: Database,
                                                            tmp_path: Path) -> None:
    three = [*ROUND_ROBIN[:7], "162  W 3.0    D 1.0    L 0.0", *ROUND_ROBIN[7:]]
    path = trf(tmp_path, three)
    with pytest.raises(ActionRefused) as caught:
        import_trf(db, path, PRESET)
    assert str(caught.value).startswith(f"{path}:8:6: record 162: W 3.0 points, but the event "
                                        "scores W 1.0")
    assert list_events(db) == []


def test_a_trf26_file_exports_as_trf26_or_on_request_as_trf16(db: Database,
                                                              tmp_path: Path) -> None:
    lines = [*ROUND_ROBIN[:8], "142 3", "152 W", "192 BERGER_ROUNDROBIN", "202 SB,WIN",
             "212 PTS,SB,WIN", "222 7200:3600", *ROUND_ROBIN[8:]]
    service = EventService(db, import_trf(db, trf(tmp_path, lines), PRESET).event_id)
    assert service.settings().tiebreaks == ("SB", "WIN")  # 202's, all computed here
    as26 = exported(service, tmp_path)
    assert [line for line in as26 if line[:3] in ("042", "052")] == ["042 2005/07/28",
                                                                     "052 10.09.13"]
    assert [line for line in as26 if line[:3] != "042"] == [x for x in lines if x[:3] != "042"]
    as16 = exported(service, tmp_path, trf26=False)
    assert not [line for line in as16 if line[:3] in ("142", "152", "192", "202", "212", "222")]
    assert as16[as16.index(ROUND_ROBIN[7]) + 1] == "XXR 3"
    assert [line for line in as16 if line[:3] not in ("XXR",)] == ROUND_ROBIN


def test_latin1_export_folds_names_with_a_warning(db: Database, tmp_path: Path) -> None:
    lines = [line.replace("One, Ann ", "Nguyễn, A") for line in ROUND_ROBIN]
    service = EventService(db, import_trf(db, trf(tmp_path, lines), PRESET).event_id)
    warnings = export_trf(service, tmp_path / "out.trf", encoding="latin-1")
    assert warnings == ("player 1: 'Nguyễn, A' written as 'Nguyen, A' (Latin-1 has no ễ)",)
    assert exported(service, tmp_path, encoding="latin-1") == [
        *ROUND_ROBIN[:8], ROUND_ROBIN[8].replace("One, Ann ", "Nguyen, A"), *ROUND_ROBIN[9:]]


def test_an_event_imported_before_schema_0009_writes_its_kept_records_after_the_players(
        db: Database, tmp_path: Path) -> None:
    """Such an event has no file text, only the unknown records in ``extra_trf``."""
    event_id = import_trf(db, DIRECTORY / "rr6_forfeits.trf", PRESET).event_id
    with db.transaction() as session:
        event = session.get(EventRow, event_id)
        assert event is not None
        event.trf_source, event.trf_base, event.extra_trf = "", "", "XYZ kept\nXXC white1"
    out = exported(EventService(db, event_id), tmp_path)
    assert out[-2:] == ["XYZ kept", "XXC white1"]
    assert [line[:3] for line in out[:-2]].count("001") == 6


def test_a_trf26_file_with_only_record_222_gives_the_event_its_time_control(
        db: Database, tmp_path: Path) -> None:
    lines = [line for line in ROUND_ROBIN if not line.startswith("122")]
    lines = [*lines[:7], "142 3", "222 5400+30", *lines[7:]]  # 90 minutes, +30 s a move
    service = EventService(db, import_trf(db, trf(tmp_path, lines), PRESET).event_id)
    assert service.settings().time_control == "G/90;+30"
    out = exported(service, tmp_path)
    assert [line for line in out if line[:3] in ("122", "222")] == ["222 5400+30"]
    service.update_settings(time_control="G/60;+30")
    out = exported(service, tmp_path)
    assert [line for line in out if line[:3] in ("122", "222")] == ["122 G/60;+30",
                                                                    "222 3600+30"]
