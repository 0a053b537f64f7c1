"""The league window's print functions for match night: each asks where (the save dialog is
answered by the test) and writes the PDF there; a cancelled dialog writes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.printing import (
    print_league_standings,
    print_ledger,
    print_prizes,
    print_result_forms,
)
from tests.fixtures.league.played_season import LONG_TEAM, build_season
from tests.reports.pdftext import page_count, text


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_season(tmp_path_factory.mktemp("played"), rounds=6)


@pytest.fixture
def document(played: Path) -> Iterator[LeagueDocument]:
    opened = LeagueDocument.open(played)
    yield opened
    opened.close()


def _answer(monkeypatch: pytest.MonkeyPatch, target: Path | None, asked: list[str]) -> None:
    def dialog(_parent: QWidget, _title: str, default: str, _filter: str) -> tuple[str, str]:
        asked.append(Path(default).name)
        return (str(target) if target else "", "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))


def test_each_print_function_writes_its_pdf(qtbot: QtBot, document: LeagueDocument,
                                            tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    asked: list[str] = []
    target = tmp_path / "out.pdf"
    _answer(monkeypatch, target, asked)
    assert print_result_forms(parent, document, 6) == target
    assert "Round 6 · Sunday 18 March 2012" in " ".join(text(target.read_bytes()).split())
    assert print_league_standings(parent, document) == target
    assert LONG_TEAM in text(target.read_bytes())
    assert print_prizes(parent, document) == target
    assert "Clintonville Castles" in text(target.read_bytes())
    assert print_ledger(parent, document, None) == target
    assert page_count(target.read_bytes()) == 4
    assert print_ledger(parent, document, LONG_TEAM) == target
    assert page_count(target.read_bytes()) == 1
    assert asked == ["season-round-6-forms.pdf", "season-standings.pdf", "season-prizes.pdf",
                     "season-ledger.pdf", "season-knights-rooks-of-the-olentangy-vales-ledger.pdf"]


def test_a_cancelled_dialog_writes_nothing(qtbot: QtBot, document: LeagueDocument,
                                           tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    _answer(monkeypatch, None, [])
    assert print_result_forms(parent, document, 1) is None
    assert print_ledger(parent, document, "Dublin Dragons") is None
    assert list(tmp_path.iterdir()) == []
