"""The event settings dialog: chain editing, every preset number, refusals, undo."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.settings import EventSettings
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.settings_dialog import SettingsDialog
from chessarbiter.ui.event.tiebreak_editor import TiebreakEditor
from tests.ui.conftest import ModalArm


def test_every_setting_has_an_editor(qtbot: QtBot) -> None:
    dialog = SettingsDialog(EventSettings(), {"name": "Open"}, False, lambda s, h: None)
    qtbot.addWidget(dialog)
    assert {f.name for f in fields(EventSettings)} - {"preset"} <= set(dialog.widgets)
    assert dialog.changes() == ({}, {})  # nothing touched, nothing to change


def test_chain_editor_reorders_adds_and_removes(qtbot: QtBot) -> None:
    editor = TiebreakEditor(("DE", "SB", "KS"))
    qtbot.addWidget(editor)
    editor.list.setCurrentRow(2)
    editor.move_current(-1)
    assert editor.chain() == ("DE", "KS", "SB")
    editor.list.setCurrentRow(0)
    editor.remove_current()
    editor.add("WIN")
    assert editor.chain() == ("KS", "SB", "WIN")
    editor.move_current(+1)  # already last: stays
    assert editor.chain() == ("KS", "SB", "WIN")


def test_change_through_the_menu_then_undo(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4))

    def edit(d: QWidget) -> None:
        assert isinstance(d, SettingsDialog)
        chain = d.widgets["tiebreaks"]
        assert isinstance(chain, TiebreakEditor)
        chain.list.setCurrentRow(3)  # SB to the top
        for _ in range(3):
            chain.move_current(-1)
        late = d.widgets["late_fine"]
        assert isinstance(late, QSpinBox) and late.value() == 200  # the preset's number
        late.setValue(150)
        rule = d.widgets["withdrawal_rule"]
        assert isinstance(rule, QComboBox)
        rule.setCurrentIndex(rule.findData("forfeit-remaining"))
        site = d.widgets["site"]
        assert isinstance(site, QLineEdit)
        site.setText("Saint Louis")
        d.accept()

    with modal(edit):
        window.settings_action.trigger()
    assert window.document is not None
    s = window.document.service.settings()
    assert s.tiebreaks == ("SB", "DE", "BPG", "KS", "WON")
    assert (s.late_fine, s.withdrawal_rule) == (150, "forfeit-remaining")
    assert window.document.service.header()["site"] == "Saint Louis"
    window.undo()
    assert window.document.service.settings().late_fine == 200
    assert window.document.service.header()["site"] == ""


def test_refusal_is_shown_and_nothing_changes(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4))
    shown: list[str] = []

    def empty_name(d: QWidget) -> None:
        assert isinstance(d, SettingsDialog)
        name = d.widgets["name"]
        assert isinstance(name, QLineEdit)
        name.setText("")
        d.accept()
        shown.append(d.forms[0].message("name"))
        d.reject()

    with modal(empty_name):
        window.settings_action.trigger()
    assert shown == ["the event needs a name"]
    assert window.document is not None and window.document.undo_stack.count() == 0


def test_cycles_are_fixed_once_scheduled(qtbot: QtBot) -> None:
    dialog = SettingsDialog(EventSettings(), {"name": "Open"}, True, lambda s, h: None)
    qtbot.addWidget(dialog)
    assert not dialog.widgets["cycles"].isEnabled()
    assert not dialog.widgets["swap_last_two"].isEnabled()
    assert dialog.widgets["koya_limit_offset"].isEnabled()


def test_prize_amounts_are_read_as_a_list(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    window.open_file(event_file(4))
    shown: list[str] = []

    def prizes(d: QWidget) -> None:
        assert isinstance(d, SettingsDialog)
        amounts = d.widgets["prize_amounts"]
        assert isinstance(amounts, QLineEdit)
        amounts.setText("5000, 3000, about 1000")
        d.accept()
        shown.append(next(f.message("prize_amounts") for f in d.forms
                          if f.has_field("prize_amounts")))
        amounts.setText("5000, 3000; 1500")
        d.accept()

    with modal(prizes):
        window.settings_action.trigger()
    assert "whole amounts" in shown[0]
    assert window.document is not None
    assert window.document.service.settings().prize_amounts == (5000, 3000, 1500)


def test_kashdan_points_are_read_as_numbers(
    qtbot: QtBot, window: MainWindow, modal: ModalArm, event_file: Callable[..., Path],
) -> None:
    """US Chess 34E7's Kashdan points (win 4, draw 2, loss 1, unplayed 0) are shown without
    decimals and may be set to halves."""
    window.open_file(event_file(4))
    shown: list[str] = []

    def points(d: QWidget) -> None:
        assert isinstance(d, SettingsDialog)
        box = d.widgets["kashdan_points"]
        assert isinstance(box, QLineEdit)
        shown.append(box.text())
        box.setText("4, 2, one, 0")
        d.accept()
        shown.append(next(f.message("kashdan_points") for f in d.forms
                          if f.has_field("kashdan_points")))
        box.setText("4, 2, 1, 0.5")
        d.accept()

    with modal(points):
        window.settings_action.trigger()
    assert shown[0] == "4, 2, 1, 0"
    assert "numbers separated by commas" in shown[1]
    assert window.document is not None
    assert window.document.service.settings().kashdan_points == (4.0, 2.0, 1.0, 0.5)
