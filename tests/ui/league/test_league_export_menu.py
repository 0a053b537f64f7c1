"""The league window's Export menu: the month's US Chess report through the problems dialog,
the Excel workbook and the web pages, on the October of tests/cli/test_league_export.py."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import dbfread
import pytest
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.common.uscf_dialogs import ExportProblemsDialog
from chessarbiter.ui.league.uscf_dialog import LeagueUscfDialog, months
from chessarbiter.ui.league.window import LeagueWindow
from tests.cli.league.test_league_export import october_file  # noqa: F401
from tests.fixtures.league.night_setup import section_file  # noqa: F401
from tests.ui.dialogs import DBF_FILES, dialogs_in_turn

SHOTS = Path("/tmp/league-export")


@pytest.fixture
def season(october_file: Path, tmp_path: Path) -> Path:  # noqa: F811
    path = tmp_path / "season.chessarbiter"
    shutil.copy(october_file, path)
    return path


def enabled(menu: QMenu) -> list[str]:
    menu.aboutToShow.emit()  # as when the arbiter opens it
    return [a.text() for a in menu.actions() if a.isEnabled()]


def test_the_menu_sits_in_the_file_menu_and_follows_the_season(
        league_window: LeagueWindow) -> None:
    menu = league_window.export_menu
    assert enabled(menu) == ["&US Chess rating report…", "&Excel workbook…", "&HTML site…"]
    file_menu = league_window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu) and menu.menuAction() in file_menu.actions()
    league_window.close_season()
    assert enabled(menu) == []


def test_months_of_the_league_dates() -> None:
    assert months([date(2011, 10, 16), date(2012, 2, 19), date(2011, 10, 30)]) == [
        (date(2011, 10, 1), date(2011, 10, 31)), (date(2012, 2, 1), date(2012, 2, 29))]


def test_the_october_report_shows_its_problems_then_is_written_anyway(
        qtbot: QtBot, league_window: LeagueWindow, tmp_path: Path) -> None:
    menu = league_window.export_menu
    menu.aboutToShow.emit()
    target = tmp_path / "october"
    shown: list[list[str]] = []
    SHOTS.mkdir(exist_ok=True)

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, LeagueUscfDialog)
        assert dialog.month.itemText(0) == "October 2011"
        assert dialog.month.currentText() != "October 2011"  # today is after the season
        dialog.month.setCurrentIndex(0)
        dialog.folder.setText(str(target))
        for edit, text in ((dialog.affiliate, "A1234567"), (dialog.chief_td, "12345678"),
                           (dialog.city, "Columbus"), (dialog.state, "oh"),
                           (dialog.zipcode, "43215")):
            edit.setText(text)
        dialog.grab().save(str(SHOTS / "uscf-dialog.png"))
        dialog.accept()

    def fix_first(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        table = dialog.table.model()
        shown.append([str(table.index(r, 2).data()) for r in range(table.rowCount())])
        dialog.grab().save(str(SHOTS / "problems.png"))
        dialog.fix_button.click()

    def anyway(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        dialog.anyway_button.click()

    uscf = next(a for a in menu.actions() if a.text().startswith("&US Chess"))
    with dialogs_in_turn(qtbot, choose, fix_first):
        uscf.trigger()
    assert len(shown[0]) == 7  # the seven October matches without lineups
    assert all(p.startswith("Section ") and "the lineups are not both in" in p
               for p in shown[0])
    assert not target.exists()

    def choose_again(dialog: QWidget) -> None:
        assert isinstance(dialog, LeagueUscfDialog)
        assert dialog.affiliate.text() == "A1234567"  # offered again
        assert dialog.state.text() == "OH"
        dialog.month.setCurrentIndex(0)
        dialog.folder.setText(str(target))
        dialog.accept()

    with dialogs_in_turn(qtbot, choose_again, anyway):
        uscf.trigger()
    assert {p.name for p in target.iterdir()} == DBF_FILES
    assert len(list(dbfread.DBF(target / "TDEXPORT.DBF"))) == 10  # 8 in the match, 2 extra
    assert str(target) in league_window.statusBar().currentMessage()


def test_the_officials_come_from_the_season_and_can_be_remembered_there(
        qtbot: QtBot, league_window: LeagueWindow, tmp_path: Path) -> None:
    document = league_window.document
    assert document is not None
    document.league.season.update_settings({"uscf_affiliate_id": "A1234567",
                                            "city": "Columbus"})
    document.refresh()
    menu = league_window.export_menu
    menu.aboutToShow.emit()
    uscf = next(a for a in menu.actions() if a.text().startswith("&US Chess"))

    def remember(dialog: QWidget) -> None:
        assert isinstance(dialog, LeagueUscfDialog)
        assert (dialog.affiliate.text(), dialog.city.text(), dialog.chief_td.text()) == (
            "A1234567", "Columbus", "")
        assert not dialog.remember.isChecked()
        dialog.month.setCurrentIndex(0)  # October
        dialog.folder.setText(str(tmp_path / "out"))
        for edit, text in ((dialog.chief_td, "12345678"), (dialog.state, "oh"),
                           (dialog.zipcode, "43215")):
            edit.setText(text)
        dialog.remember.setChecked(True)
        dialog.accept()

    def leave(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)  # the lineups still missing
        dialog.reject()

    with dialogs_in_turn(qtbot, remember, leave):
        uscf.trigger()
    stored = document.league.season.settings()
    assert (stored.uscf_affiliate_id, stored.uscf_chief_td_id, stored.city, stored.state,
            stored.zipcode) == ("A1234567", "12345678", "Columbus", "OH", "43215")
    document.undo()
    undone = document.league.season.settings()
    assert (undone.uscf_chief_td_id, undone.state, undone.zipcode, undone.city) == (
        "", "", "", "Columbus")


def test_excel_and_web_pages(league_window: LeagueWindow, tmp_path: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    menu = league_window.export_menu
    menu.aboutToShow.emit()
    workbook, site = tmp_path / "season.xlsx", tmp_path / "site"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(workbook), ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(site))
    actions = menu.actions()
    actions[1].trigger()
    assert workbook.is_file()
    actions[2].trigger()
    assert sorted(p.name for p in site.iterdir()) == [
        "index.html", "prizes.html", "round-1.html", "schedule.html"]
    assert str(site) in league_window.statusBar().currentMessage()
