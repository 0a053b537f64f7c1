"""The start page is built only when it is first on screen, and only once."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.ui.common.start_pages import StartPages


def _pages(qtbot: QtBot) -> tuple[StartPages, QWidget, list[QLabel]]:
    built: list[QLabel] = []

    def build() -> QLabel:
        built.append(QLabel("Welcome"))
        return built[-1]

    event_page = QWidget()
    pages = StartPages(build, event_page)
    qtbot.addWidget(pages)
    return pages, event_page, built


def test_a_window_that_opens_an_event_before_it_shows_never_builds_the_start_page(
        qtbot: QtBot) -> None:
    pages, event_page, built = _pages(qtbot)
    pages.show_event(True)
    pages.show()
    assert pages.currentWidget() is event_page and built == [] and not pages.start_built
    pages.show_event(False)  # the event closed: the start page is built and shown, once
    pages.show_event(True)
    pages.show_event(False)
    assert len(built) == 1 and pages.currentWidget() is built[0] and pages.start_built
    assert pages.count() == 2  # its placeholder is gone


def test_shown_with_nothing_open_it_builds_the_start_page_as_it_shows(qtbot: QtBot) -> None:
    pages, event_page, built = _pages(qtbot)
    pages.show_event(False)  # hidden: nothing built yet
    assert built == []
    pages.show()
    assert len(built) == 1 and pages.currentWidget() is built[0]
    pages.show_event(True)
    assert pages.currentWidget() is event_page
    assert pages.start_page() is built[0] and len(built) == 1
