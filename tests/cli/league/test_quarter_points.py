"""Quarter points (a league's Sonnenborn-Berger: game points × game points) are spelt ¼ and ¾
like the half point ½ on every surface of a league: the command line's text, the PDF
standings and the web pages (the window's are in tests/ui/league/test_quarter_points_window).

The season is tests/fixtures/league/withdrawn_season.py in "forfeits" mode; its values are
worked out by hand in tests/cli/league/test_withdrawn_season.py (SB on game points, 25.j:
Team 01 147¾, Team 03 136¼, Team 02 143¼, Team 04 51¾; game points 15½, 14½, 14½, 3½).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.cli.conftest import Cli
from tests.fixtures.league.withdrawn_season import build_season
from tests.reports.pdftext import text

# place, team, MP, GP, H2H MP, Solkoff MP, SB MP, Solkoff GP, SB GP
ROWS = [["1", "Team", "01", "4", "15½", "16", "8", "65", "147¾"],
        ["2", "Team", "03", "4", "14½", "1½", "16", "8", "67", "136¼"],
        ["3", "Team", "02", "4", "14½", "½", "16", "8", "67", "143¼"],
        ["4", "Team", "04", "0", "3½", "24", "0", "89", "51¾"]]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("withdrawn")
    return build_season(folder, "forfeits")


@pytest.fixture
def season(built: Path, db_file: Path) -> Path:
    shutil.copy(built, db_file)
    return db_file


def test_the_standings_text_spells_quarters(cli: Cli, season: Path) -> None:
    lines = cli("league", "standings").out.splitlines()
    assert lines[1].split() == ["Pl", "Team", "MP", "GP", "H-MP", "Solk-MP", "SB-MP",
                                "Solk-GP", "SB-GP"]
    assert [line.split() for line in lines[2:6]] == ROWS
    assert "0.25" not in "".join(lines) and "0.75" not in "".join(lines)


def test_the_printed_standings_spell_quarters(cli: Cli, season: Path, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    done = cli("league", "print", "standings", "-o", str(out))
    assert done.code == 0, done.err
    printed = text(out.read_bytes())
    cells = printed.splitlines()  # the table comes out a cell a line
    first = cells.index("Team 01")
    # rank, place, team, MP, GP, H-MP (not needed to break Team 01's tie: —), the trophy four
    assert cells[first - 2:first + 8] == ["1", "1", "Team 01", "4", "15½", "—", "16", "8",
                                          "65", "147¾"]
    for value in ("136¼", "143¼", "51¾", "1½"):
        assert value in cells, value
    assert ".75" not in printed and ".25" not in printed


def test_the_web_pages_spell_quarters(cli: Cli, season: Path, tmp_path: Path) -> None:
    done = cli("export", "html", "-o", str(tmp_path / "site"))
    assert done.code == 0, done.err
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    for value in ("147¾", "136¼", "143¼", "51¾", "15½"):
        assert f">{value}<" in page, value
    assert ".75<" not in page and ".25<" not in page
