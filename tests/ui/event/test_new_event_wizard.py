"""The new-event wizard's safe defaults: the tie-break edition is shown and settled (the current
FIDE edition unless the rule book's own is chosen), and a missing documents folder is made on
Finish instead of disabling it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWizard
from pytestqt.qtbot import QtBot

from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event
from chessarbiter.ui.event.files import create_event_file
from chessarbiter.ui.event.new_event_wizard import NewEventWizard
from tests.ui.screens import assert_labels_whole, assert_not_blank, save


def wizard_at_file_page(qtbot: QtBot, folder: Path, edition_index: int = 0) -> NewEventWizard:
    wizard = NewEventWizard(folder)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.preset_page.select("us-junior-closed-2015")
    wizard.preset_page.edition.setCurrentIndex(edition_index)
    wizard.next()
    qtbot.keyClicks(wizard.details_page.name, "US Junior Closed 2026")
    wizard.next()
    return wizard


def stored_edition(path: Path) -> str:
    db = Database.open_file(path)
    try:
        return EventService(db, resolve_event(db, None)).settings().edition
    finally:
        db.close()


def test_the_edition_is_shown_with_the_current_one_first(qtbot: QtBot, tmp_path: Path) -> None:
    wizard = NewEventWizard(tmp_path)
    qtbot.addWidget(wizard)
    page = wizard.preset_page
    page.select("us-junior-closed-2015")
    choices = [page.edition.itemText(i) for i in range(page.edition.count())]
    assert choices[0] == "FIDE C.07, edition of 1 March 2026 — current (recommended)"
    # the 2015 rule book predates C.07's 2023 rewrite: its own choice is named
    assert "Tie-break rules before 2023 — this rule book's own choice" in choices
    assert page.chosen_edition() == "2026"


def test_finish_makes_a_missing_documents_folder_and_keeps_the_edition(
        qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "fresh-account" / "Documents"  # not there yet
    wizard = wizard_at_file_page(qtbot, folder)
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    assert finish.isEnabled()
    wizard.file_page.path.setText(wizard.file_page.path.text())  # the page says what happens
    assert wizard.file_page.note.text() == f"The folder {folder} will be created."
    finish.click()
    spec = wizard.new_event()
    assert folder.is_dir() and spec.path == folder / "US Junior Closed 2026.chessarbiter"
    create_event_file(spec)
    assert stored_edition(spec.path) == "2026"


def test_the_rule_books_own_edition_can_be_chosen_and_names_never_clash(
        qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "US Junior Closed 2026.chessarbiter").write_bytes(b"")
    wizard = wizard_at_file_page(qtbot, tmp_path, edition_index=2)  # pre-2023
    assert wizard.file_page.target().name == "US Junior Closed 2026-2.chessarbiter"
    wizard.button(QWizard.WizardButton.FinishButton).click()
    spec = wizard.new_event()
    create_event_file(spec)
    assert stored_edition(spec.path) == "pre-2023"
    wizard.file_page.path.setText(str(tmp_path / "US Junior Closed 2026.chessarbiter"))
    assert wizard.file_page.isComplete()  # Finish stays enabled, and says why it cannot
    assert not wizard.file_page.validatePage()
    assert "already exists" in wizard.file_page.problem.text()


def test_a_swiss_is_chosen_with_its_rounds(qtbot: QtBot, tmp_path: Path) -> None:
    wizard = NewEventWizard(tmp_path)
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.preset_page
    assert not page.rounds.isVisible()  # a round robin's schedule gives its rounds
    page.system.setCurrentIndex(page.system.findData("swiss-dutch"))
    assert [page.list.item(i).text() for i in range(page.list.count())] == [
        "Swiss, FIDE Dutch system"]
    assert page.rounds.isVisible() and page.rounds.value() == 9  # the rule book's default
    assert "FIDE Dutch system (C.04.3)" in page.summary.text()
    page.rounds.setValue(7)
    assert_not_blank(save(wizard, "new-event-swiss"))
    assert_labels_whole(wizard)
    wizard.next()
    qtbot.keyClicks(wizard.details_page.name, "Autumn Swiss")
    wizard.next()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    spec = wizard.new_event()
    assert (spec.preset_id, spec.rounds) == ("swiss-fide", 7)
    create_event_file(spec)
    db = Database.open_file(spec.path)
    try:
        settings = EventService(db, resolve_event(db, None)).settings()
    finally:
        db.close()
    assert (settings.system, settings.swiss_rounds) == ("swiss-dutch", 7)
    page.system.setCurrentIndex(page.system.findData("round-robin"))
    assert page.chosen_rounds() == 0 and page.preset_id() == "round-robin-fide"


def test_every_edition_choice_is_shown_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """The longest choice ("… — current (recommended)") was cut off in the side column on a
    desktop with larger type (the user guide's picture); here type one and a half times the
    default size."""
    font = QApplication.font()
    larger = QFont(font)
    larger.setPointSizeF(font.pointSizeF() * 1.5)
    QApplication.setFont(larger)
    try:
        wizard = NewEventWizard(tmp_path)
        qtbot.addWidget(wizard)
        wizard.show()
        page = wizard.preset_page
        for preset in ("round-robin-fide", "us-junior-closed-2015"):
            page.select(preset)
            qtbot.waitUntil(lambda: page.edition.isVisible() and page.edition.width() > 0)
            QApplication.processEvents()  # the new choices' layout request
            assert page.edition.width() >= page.edition.sizeHint().width()
    finally:
        QApplication.setFont(font)
