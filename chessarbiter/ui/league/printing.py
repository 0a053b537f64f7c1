"""Print roster… and Print schedule…: the PDF is rendered and saved where the arbiter says."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from chessarbiter.core.league.teams import Team
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.report_files import save_report

_PDF = "PDF files (*.pdf)"


def season_info(document: LeagueDocument) -> EventInfo:
    settings = document.state.settings
    return EventInfo(document.state.name, start_date=settings.season_start.isoformat(),
                     end_date=settings.season_end.isoformat())


def ask_director_copy(parent: QWidget, team: str) -> bool | None:
    """True for the director's copy (with contact details), False for the public one, None
    when the arbiter cancelled."""
    box = QMessageBox(QMessageBox.Icon.Question, parent.tr("Print roster"),
                      parent.tr("Which copy of the roster of {0}?").format(team), parent=parent)
    box.setInformativeText(parent.tr("The public copy leaves out phone numbers, e-mail "
                                     "addresses and home addresses."))
    public = box.addButton(parent.tr("Public copy"), QMessageBox.ButtonRole.AcceptRole)
    director = box.addButton(parent.tr("Director's copy"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(public)
    box.exec()
    clicked = box.clickedButton()
    return True if clicked is director else False if clicked is public else None


def print_roster(parent: QWidget, document: LeagueDocument, team: Team) -> Path | None:
    director = ask_director_copy(parent, team.name)
    if director is None:
        return None
    from chessarbiter.reports.league import roster_sheet

    ending = "roster-director.pdf" if director else "roster.pdf"
    slug = "-".join(team.name.lower().split())
    return save_report(
        parent, parent.tr("Save the roster"), _beside(document, f"{slug}-{ending}"), _PDF,
        lambda: roster_sheet(team, document.state.settings, season_info(document),
                             PrintOptions(), director))


def print_schedule(parent: QWidget, document: LeagueDocument) -> Path | None:
    from chessarbiter.reports.league import schedule_sheet

    state = document.state
    return save_report(
        parent, parent.tr("Save the schedule"), _beside(document, "schedule.pdf"), _PDF,
        lambda: schedule_sheet(state.schedules, state.settings.dates, season_info(document),
                               PrintOptions()))


def _beside(document: LeagueDocument, ending: str) -> Path:
    return document.path.with_name(f"{document.path.stem}-{ending}")
