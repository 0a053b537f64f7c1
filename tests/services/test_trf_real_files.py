"""Real TRF files (tests/fixtures/trf/real/README.md) through import_trf and export_trf.

A round robin imports as an event; exported untouched, every record comes back byte for
byte (lines end in CR LF, as the export writes them), and its standings equal those FIDE's
TieBreakServer computed for the same file (tiebreakserver.json says which version, commit
and command). A Swiss file imports as a Swiss event and comes back the same; team files are
refused, naming the kind.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from chessarbiter.db.database import Database
from chessarbiter.io.trf import read_trf
from chessarbiter.io.trf.kinds import ROUND_ROBIN, SWISS, TEAM
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, list_events
from chessarbiter.services.trf_files import export_trf, import_trf
from tests.io.test_trf_real_files import FILES, KINDS, REAL

TBS = json.loads((REAL / "tiebreakserver.json").read_text(encoding="utf-8"))
ROUND_ROBINS = [p for p in FILES if KINDS[p.stem] == ROUND_ROBIN]
SWISSES = [p for p in FILES if KINDS[p.stem] == SWISS]
TEAMS = [p for p in FILES if KINDS[p.stem] == TEAM]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open_file(tmp_path / "event.chessarbiter")
    yield database
    database.close()


def crlf(data: bytes) -> bytes:
    lines = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
    return b"".join(line + b"\r\n" for line in (lines[:-1] if not lines[-1] else lines))


def test_the_round_robins_are_those_tiebreakserver_ranked() -> None:
    assert sorted(p.stem for p in ROUND_ROBINS) == sorted(k for k in TBS if k != "_provenance")


@pytest.mark.parametrize("path", ROUND_ROBINS, ids=lambda p: p.stem)
def test_a_round_robin_comes_back_byte_for_byte(db: Database, tmp_path: Path,
                                                path: Path) -> None:
    service = EventService(db, import_trf(db, path, "round-robin-fide").event_id)
    out = tmp_path / "out.trf"
    assert export_trf(service, out) == ()
    assert out.read_bytes() == crlf(path.read_bytes())


@pytest.mark.parametrize("path", ROUND_ROBINS, ids=lambda p: p.stem)
def test_its_standings_are_tiebreakservers(db: Database, path: Path) -> None:
    service = EventService(db, import_trf(db, path, "round-robin-fide").event_id)
    assert service.settings().tiebreaks == ("DE", "SB", "WIN", "KS")
    assert TBS[path.stem]["program"] in TBS["_provenance"]["programs"]
    header, *rows = TBS[path.stem]["table"]
    assert header == "StartNo Rank PTS DE SB WIN KS"
    expected = {int(r.split()[0]): r.split()[1:] for r in rows}
    ours = {s.start_no: s for s in service.standings()}
    assert set(ours) == set(expected)
    for start_no, (rank, points, _de, sb, wins, ks) in expected.items():
        s = ours[start_no]
        assert (s.rank, s.points, s.tiebreaks["SB"], s.tiebreaks["WIN"], s.tiebreaks["KS"]) \
            == (int(rank), float(points), float(sb), int(wins), float(ks)), start_no


@pytest.mark.parametrize("path", SWISSES, ids=lambda p: p.stem)
def test_a_swiss_imports_as_a_swiss_event_and_comes_back_byte_for_byte(
        db: Database, tmp_path: Path, path: Path) -> None:
    service = EventService(db, import_trf(db, path, "round-robin-fide").event_id)
    settings = service.settings()
    assert (settings.system, settings.preset) == ("swiss-dutch", "swiss-fide")
    out = tmp_path / "out.trf"
    encoding = read_trf(path.read_bytes()).encoding  # written back in the file's own
    export_trf(service, out, encoding="latin-1" if encoding != "utf-8" else encoding)
    assert out.read_bytes() == crlf(path.read_bytes())


@pytest.mark.parametrize("path", TEAMS, ids=lambda p: p.stem)
def test_a_team_file_is_refused_and_nothing_is_written(db: Database, path: Path) -> None:
    with pytest.raises(ActionRefused, match=f"^{path}: this is a team tournament"):
        import_trf(db, path, "round-robin-fide")
    assert list_events(db) == []
