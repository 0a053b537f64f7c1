"""``league print``: each printout written as a PDF file, refusals naming the option."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.cli.conftest import Cli
from tests.fixtures.league.played_season import build_season
from tests.reports.pdftext import page_count, text


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_season(tmp_path_factory.mktemp("played"))


@pytest.fixture
def season(played: Path, db_file: Path) -> Path:
    shutil.copy(played, db_file)
    return db_file


@pytest.mark.parametrize(("args", "pages", "words"), [
    (["forms", "--round", "6"], 1, "Section A · Round 6 · Sunday 18 March 2012"),
    (["forms", "--date", "2011-10-16"], 1, "Round 1 · Sunday 16 October 2011"),
    (["standings"], 1, "Dublin Dragons"),
    (["prizes"], 1, "its prize passed down (rule 27)"),
    (["ledger"], 4, "Deposit ledger"),
    (["ledger", "--team", "Bexley Bishops", "--paper", "letter"], 1, "Still owed: $16.00"),
    (["schedule"], 1, "Sunday 16 October 2011"),
    (["roster", "--team", "Dublin Dragons"], 1, "Player 4-5"),
])
def test_each_printout_is_written(cli: Cli, season: Path, tmp_path: Path, args: list[str],
                                  pages: int, words: str) -> None:
    out = tmp_path / "out.pdf"
    done = cli("league", "print", *args, "-o", str(out), "--json")
    assert done.code == 0, done.err
    assert done.data == {"file": str(out), "document": args[0]}
    pdf = out.read_bytes()
    assert page_count(pdf) == pages
    assert words in " ".join(text(pdf).split())


@pytest.mark.parametrize(("args", "message"), [
    (["forms"], "--round/--date: say which round or date"),
    (["forms", "--round", "9"], "--round/--date: no match is scheduled then"),
    (["ledger", "--team", "Nobody"], "--team: there is no team named 'Nobody'"),
    (["roster"], "--team: say whose roster"),
])
def test_refusals_write_nothing(cli: Cli, season: Path, tmp_path: Path, args: list[str],
                                message: str) -> None:
    out = tmp_path / "out.pdf"
    done = cli("league", "print", *args, "-o", str(out))
    assert done.code == 1 and message in done.err
    assert not out.exists()
