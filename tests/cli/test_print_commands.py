"""`print` writes each document as a PDF whose text carries the event's names and results."""

from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.cli.conftest import Cli, snapshot

NAMES = ("Nguyễn Thái Đại Văn", "Ødegård, Ørjan", "Широв, Алексей", "<b>Smith & Co</b>")


@pytest.fixture
def event(cli: Cli) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior Closed",
        "--site", "Saint Louis", "--arbiter", "Chief Arbiter")
    for i, name in enumerate(NAMES):
        cli("add-player", "--name", name, "--rating", str(2400 - i))
    cli("pair")
    cli("result", "--round", "1", "--board", "1", "1-0")
    cli("result", "--round", "1", "--board", "2", "½-½")


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


@pytest.mark.parametrize("document", ["crosstable", "standings", "players", "blank-chart"])
def test_each_document_prints_every_name(cli: Cli, event: None, tmp_path: Path,
                                         document: str) -> None:
    path = tmp_path / f"{document}.pdf"
    out = cli("print", document, "--paper", "letter", "-o", str(path), "--json")
    assert out.code == 0, out.err
    assert out.data == {"file": str(path)}
    text = text_of(path)
    for name in NAMES:
        assert name in text
    assert "Junior Closed" in text


def test_the_pairing_sheet_shows_the_round_and_its_results(cli: Cli, event: None,
                                                           tmp_path: Path) -> None:
    path = tmp_path / "r1.pdf"
    assert cli("print", "pairings", "--round", "1", "-o", str(path)).code == 0
    text = text_of(path)
    assert "round 1" in text.lower()
    assert "1 – 0" in text
    assert "½ – ½" in text


def test_a_pairing_sheet_needs_a_round_that_exists(cli: Cli, event: None, db_file: Path,
                                                   tmp_path: Path) -> None:
    before = snapshot(db_file)
    missing = cli("print", "pairings", "-o", str(tmp_path / "x.pdf"))
    assert missing.code == 1
    assert "--round: say which round" in missing.err
    wrong = cli("print", "pairings", "--round", "9", "-o", str(tmp_path / "x.pdf"))
    assert wrong.code == 1
    assert "9" in wrong.err
    assert not (tmp_path / "x.pdf").exists()
    assert snapshot(db_file) == before
