"""Season ▸ Settings… (issue 17.3): every number of the rule book edited in the window as
``league settings --set`` reads it, one undo step; a value that cannot be read is named and
nothing changes; what the season has used is greyed with the reason."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from chessarbiter.ui.league.settings_dialog import SettingsDialog
from chessarbiter.ui.league.window import LeagueWindow
from tests.ui.conftest import ModalArm
from tests.ui.league.acting import large_type
from tests.ui.league.test_match_night_tab import SHOTS


def _ok(dialog: SettingsDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.click()


def test_match_points_and_boards_change_and_undo(league_window: LeagueWindow,
                                                 modal: ModalArm) -> None:
    document = league_window.document
    assert document is not None

    def edit(widget: QWidget) -> None:
        assert isinstance(widget, SettingsDialog)
        widget.set_value("match_win", "2")
        widget.set_value("match_draw", "1")
        widget.set_value("boards", "3")
        SHOTS.mkdir(exist_ok=True)
        widget.grab().save(str(SHOTS / "league-settings.png"))
        _ok(widget)

    with modal(edit):
        league_window.settings_action.trigger()
    settings = document.league.season.settings()
    # 2/1/0 match points on three boards (the second preset's numbers)
    assert (settings.match_win, settings.match_draw, settings.boards) == (2.0, 1.0, 3)
    assert settings.match_points(2.0) == 2.0 and settings.match_points(1.5) == 1.0
    league_window.undo_action.trigger()
    settings = document.league.season.settings()
    assert (settings.match_win, settings.match_draw, settings.boards) == (1.0, 0.5, 4)


def test_a_value_that_cannot_be_read_is_named(league_window: LeagueWindow) -> None:
    document = league_window.document
    assert document is not None
    season = document.league.season.current()
    dialog = SettingsDialog(season.settings, scheduled=True, played=False)
    dialog.set_value("match_win", "two")
    try:
        dialog.changes()
    except ValueError as exc:
        assert str(exc) == "match_win: 'two' is not a number like 2.5"
    else:
        raise AssertionError("an unreadable value was taken")
    # the schedule is made from the dates: greyed, the reason in the tooltip
    row = list(season.settings.to_dict()).index("dates")
    item = dialog.table.item(row, 1)
    assert item is not None and not item.flags() & Qt.ItemFlag.ItemIsEditable
    assert "the schedule is made from it" in item.toolTip()
    dialog.deleteLater()


def test_each_setting_shows_its_label_rule_and_meaning(league_window: LeagueWindow,
                                                       modal: ModalArm) -> None:
    """Rule 30.c's fine ("$15 per date for each such team member") by its label and rule,
    its explanation under the table when its row is chosen and in every cell's tooltip."""
    document = league_window.document
    assert document is not None
    seen: list[str] = []

    def look(widget: QWidget) -> None:
        assert isinstance(widget, SettingsDialog)
        row = list(document.league.season.settings().to_dict()).index("membership_fine")
        cells = [widget.table.item(row, c) for c in range(3)]
        assert [c.text() for c in cells if c is not None] == [
            "Expired-membership fine", "15", "rule 30.c"]
        widget.table.setCurrentCell(row, 1)
        seen.append(widget.explanation.text())
        seen.extend(c.toolTip() for c in cells if c is not None)
        widget.resize(1280, 720)
        widget.grab().save(str(SHOTS / "league-settings-meanings.png"))
        widget.reject()

    with modal(look):
        league_window.settings_action.trigger()
    meaning = "fine per player per date with an expired membership (rule 30.c)"
    assert seen[0] == ("<b>Expired-membership fine</b> (<code>membership_fine</code>): "
                       + meaning)
    assert seen[1:] == [f"membership_fine: {meaning}"] * 3

    season = document.league.season.current()
    with large_type():
        dialog = SettingsDialog(season.settings, scheduled=False, played=False)
        dialog.resize(1280, 720)
        dialog.show()
        QApplication.processEvents()
        label = dialog.table.horizontalHeader()
        # the labels and rules shown whole: their columns are as wide as their longest text
        assert label.sectionSize(0) >= dialog.table.sizeHintForColumn(0)
        assert label.sectionSize(2) >= dialog.table.sizeHintForColumn(2)
        dialog.grab().save(str(SHOTS / "league-settings-meanings-large.png"))
        dialog.close()
        dialog.deleteLater()


def test_a_setting_the_rule_book_leaves_open_says_so(league_window: LeagueWindow) -> None:
    """Rule 28 names a player's prize board, not which of their games count: the Rule column
    says "rule 28, program's choice", the explanation why."""
    document = league_window.document
    assert document is not None
    settings = document.league.season.settings()
    dialog = SettingsDialog(settings, scheduled=False, played=False)
    row = list(settings.to_dict()).index("board_prize_all_games")
    rule = dialog.table.item(row, 2)
    assert rule is not None and rule.text() == "rule 28, program's choice"
    dialog.table.setCurrentCell(row, 1)
    assert dialog.explanation.text().endswith(
        "(rule 28); 28 names the board a player competes on, not which of their games count: "
        "the program&#x27;s choice, see docs/rules.md")
    dialog.deleteLater()
