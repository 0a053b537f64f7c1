"""File ▸ Export: the US Chess report with its checks (fix first / export anyway), a monthly
report by date range, FIDE TRF (TRF16 or TRF-2026), the Excel standings and the HTML
standings site."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import dbfread
import openpyxl
import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.common.uscf_dialogs import ExportProblemsDialog, UscfExportDialog
from chessarbiter.ui.event.main_window import MainWindow
from tests.ui.dialogs import DBF_FILES, Handler, dialogs_in_turn, read_into
from tests.ui.screens import assert_labels_whole, assert_not_blank, save


@pytest.fixture
def event(window: MainWindow, event_file: Callable[..., Path]) -> Path:
    """Four players, scheduled, dated: round 1 on 7 March 2026, 2 on the 14th, 3 on the 21st."""
    path = event_file(4, scheduled=True)
    window.open_file(path)
    assert window.document is not None
    service = window.document.service
    service.update_header(start_date="2026-03-07", end_date="2026-03-21", site="Reno")
    service.update_settings(round_dates=("2026-03-07", "2026-03-14", "2026-03-21"))
    window.document.refresh()
    return path


def export_menu_texts(window: MainWindow) -> list[str]:
    return [a.text() for a in window.exports.menu.actions()]


def test_the_export_menu_holds_the_exports(window: MainWindow, event: Path) -> None:
    assert export_menu_texts(window) == [
        "&US Chess rating report…", "&FIDE TRF16…", "FIDE TRF-&2026…", "&Excel standings…",
        "&HTML standings site…"]
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert window.exports.menu in [a.menu() for a in file_menu.actions()]
    assert window.export_action is window.exports.trf_action
    window.close_event_file()
    assert not any(a.isEnabled() for a in window.exports.menu.actions())


def test_uscf_problems_fix_first_writes_nothing_then_export_anyway(
    qtbot: QtBot, window: MainWindow, event: Path, tmp_path: Path
) -> None:
    target = tmp_path / "uscf"
    shown: list[list[str]] = []

    def choose_folder(dialog: QWidget) -> None:
        assert isinstance(dialog, UscfExportDialog)
        assert dialog.range.isEnabled()  # the event has round dates
        dialog.folder.setText(str(target))
        dialog.accept()

    def fix_first(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        shown.append([dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount())])
        dialog.fix_button.click()

    def anyway(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        dialog.anyway_button.click()

    with dialogs_in_turn(qtbot, choose_folder, fix_first):
        window.exports.uscf_action.trigger()
    # Nobody in the fixture has a US Chess ID; the event has no affiliate ID.
    assert "no US Chess ID" in shown[0]
    assert any(p.startswith("affiliate ID") for p in shown[0])
    assert not target.exists()

    with dialogs_in_turn(qtbot, choose_folder, anyway):
        window.exports.uscf_action.trigger()
    assert {p.name for p in target.iterdir()} == DBF_FILES
    assert len(list(dbfread.DBF(target / "TDEXPORT.DBF"))) == 4  # one record per player
    assert str(target) in window.statusBar().currentMessage()


def test_a_monthly_report_checks_only_the_games_in_its_dates(
    qtbot: QtBot, window: MainWindow, event: Path, tmp_path: Path
) -> None:
    unplayed: list[set[str]] = []

    def period(first: QDate | None, last: QDate | None) -> Handler:
        def choose(dialog: QWidget) -> None:
            assert isinstance(dialog, UscfExportDialog)
            dialog.folder.setText(str(tmp_path / "report"))
            if first is not None and last is not None:
                dialog.range.setChecked(True)
                dialog.date_from.setDate(first)
                dialog.date_to.setDate(last)
            dialog.accept()
        return choose

    def read_rounds(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        table = dialog.table
        unplayed.append({table.item(r, 1).text() for r in range(table.rowCount())
                         if table.item(r, 2).text().endswith("has no result")})
        dialog.reject()

    with dialogs_in_turn(qtbot, period(None, None), read_rounds):
        window.exports.uscf_action.trigger()
    with dialogs_in_turn(qtbot, period(QDate(2026, 3, 1), QDate(2026, 3, 10)), read_rounds):
        window.exports.uscf_action.trigger()
    # No game has a result: the whole event reports all three rounds' games, the first ten
    # days of March only round 1's (played on the 7th).
    assert unplayed == [{"1", "2", "3"}, {"1"}]


def test_double_clicking_a_players_problem_goes_to_the_player(
    qtbot: QtBot, window: MainWindow, event: Path, tmp_path: Path
) -> None:
    def choose_folder(dialog: QWidget) -> None:
        assert isinstance(dialog, UscfExportDialog)
        dialog.folder.setText(str(tmp_path / "uscf"))
        dialog.accept()

    def chen(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        row = next(r for r in range(dialog.table.rowCount())
                   if dialog.table.item(r, 0).text() == "3 Chen, Ivy")
        dialog.table.itemDoubleClicked.emit(dialog.table.item(row, 2))

    with dialogs_in_turn(qtbot, choose_folder, chen):
        window.exports.uscf_action.trigger()
    assert window.tabs.currentWidget() is window.players_tab
    player = window.players_tab.selected_player()
    assert player is not None and player.name == "Chen, Ivy"


def test_a_refusal_without_a_problem_list_is_shown_as_it_is(
    qtbot: QtBot, window: MainWindow, event_file: Callable[..., Path], tmp_path: Path
) -> None:
    window.open_file(event_file(4, scheduled=True, name="undated"))
    messages: list[str] = []

    def choose_folder(dialog: QWidget) -> None:
        assert isinstance(dialog, UscfExportDialog)
        assert not dialog.range.isEnabled()  # no round dates: no monthly report
        dialog.folder.setText(str(tmp_path / "uscf"))
        dialog.accept()

    with dialogs_in_turn(qtbot, choose_folder, read_into(messages)):
        window.exports.uscf_action.trigger()
    assert "start date" in messages[0]


def test_excel_and_html_exports(
    window: MainWindow, event: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    workbook = tmp_path / "standings.xlsx"
    site = tmp_path / "site"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(workbook), ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(site))
    window.exports.xlsx_action.trigger()
    cells = {str(c.value) for row in openpyxl.load_workbook(workbook).active.iter_rows()
             for c in row}
    assert {"Abbott, Rhea", "Dorsey, Malik"} <= cells
    window.exports.html_action.trigger()
    assert "Chen, Ivy" in (site / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("action", "records"), [("trf_action", []), ("trf26_action", [
    # four players: three rounds; Berger round 1 has number 1 White; the US Junior chain and
    # 90 minutes for 40 moves then 30, each move +30 s
    "142 3", "152 W", "192 BERGER_ROUNDROBIN", "202 DE,BPG,KS,SB,WON",
    "212 PTS,DE,BPG,KS,SB,WON",
    "222 40/5400+30:1800+30"])])
def test_fide_trf_with_or_without_the_trf26_records(
    window: MainWindow, event: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    action: str, records: list[str],
) -> None:
    target = tmp_path / "event.trf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    getattr(window.exports, action).trigger()
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if line[:3] in ("142", "152", "192", "202", "212",
                                                    "222")] == records
    assert ("XXR 3" in lines) == (not records)  # TRF-2026 says it with 142
    assert str(target) in window.statusBar().currentMessage()


def test_the_file_type_is_the_encoding_and_folded_names_are_listed(
    window: MainWindow, event: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
) -> None:
    assert window.document is not None
    service = window.document.service
    service.update_player(replace(service.tournament().players[0], name="Nguyễn, Thị"))
    target = tmp_path / "event.trf"
    offered: list[str] = []

    def save_as(_parent: QWidget, _title: str, _path: str, types: str) -> tuple[str, str]:
        offered.extend(types.split(";;"))
        return str(target), offered[1]  # the arbiter picks Latin-1

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    messages: list[str] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        assert_not_blank(save(box, "trf-folded-names"))
        messages.append(box.text())
        box.accept()

    with dialogs_in_turn(qtbot, read):
        window.exports.trf_action.trigger()
    assert offered == ["FIDE TRF, UTF-8 (*.trf)",
                       "FIDE TRF, Latin-1 for programs that read no UTF-8 (*.trf)",
                       "FIDE TRF, ASCII (*.trf)"]
    assert "Nguyen, Thi" in target.read_bytes().decode("latin-1")
    assert "player 1: 'Nguyễn, Thị' written as 'Nguyen, Thi' (Latin-1 has no ễ, ị)" \
        in messages[0]


def test_a_disk_error_is_shown_and_not_raised(
    window: MainWindow, event: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        lambda *a, **k: str(blocker / "site"))
    messages: list[str] = []

    with dialogs_in_turn(qtbot, read_into(messages)):
        window.exports.html_action.trigger()
    assert messages[0].startswith(f"{blocker / 'site'}: cannot write")


def test_screenshots_of_the_uscf_dialogs(
    qtbot: QtBot, window: MainWindow, event: Path, tmp_path: Path
) -> None:
    def shoot_and_go(dialog: QWidget) -> None:
        assert isinstance(dialog, UscfExportDialog)
        dialog.folder.setText(str(tmp_path / "uscf"))
        assert_not_blank(save(dialog, "uscf-export"))
        assert_labels_whole(dialog)
        dialog.accept()

    def shoot_problems(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportProblemsDialog)
        assert_not_blank(save(dialog, "uscf-problems"))
        assert_labels_whole(dialog)
        table = dialog.table
        assert table.viewport().width() >= table.horizontalHeader().length() - 1  # no sideways
        dialog.reject()

    with dialogs_in_turn(qtbot, shoot_and_go, shoot_problems):
        window.exports.uscf_action.trigger()
