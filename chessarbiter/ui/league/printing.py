"""The league window's printouts (roster, schedule, result forms, standings, prizes, deposit
ledger): the PDF is rendered and saved where the arbiter says."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from chessarbiter.core.league.teams import Team
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.ui.common.report_files import save_report
from chessarbiter.ui.league.document import LeagueDocument

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
    return save_report(
        parent, parent.tr("Save the roster"), _beside(document, f"{_slug(team.name)}-{ending}"),
        _PDF,
        lambda: roster_sheet(team, document.state.settings, season_info(document),
                             PrintOptions(), director))


def print_schedule(parent: QWidget, document: LeagueDocument) -> Path | None:
    from chessarbiter.reports.league import schedule_sheet

    state = document.state
    return save_report(
        parent, parent.tr("Save the schedule"), _beside(document, "schedule.pdf"), _PDF,
        lambda: schedule_sheet(state.schedules, state.settings.dates, season_info(document),
                               PrintOptions()))


def print_result_forms(parent: QWidget, document: LeagueDocument, rnd: int) -> Path | None:
    """The captains' result forms of every section's round ``rnd`` (rule 20)."""
    from chessarbiter.reports.league import matches_of, result_forms

    league = document.league
    return save_report(
        parent, parent.tr("Save the result forms of round {0}").format(rnd),
        _beside(document, f"round-{rnd}-forms.pdf"), _PDF,
        lambda: result_forms(matches_of(record := league.matches.record(), rnd),
                             document.state.teams, record.rules, season_info(document),
                             PrintOptions()))


def print_league_standings(parent: QWidget, document: LeagueDocument) -> Path | None:
    from chessarbiter.reports.league import league_standings_sheet

    settings = document.state.settings
    return save_report(
        parent, parent.tr("Save the standings"), _beside(document, "standings.pdf"), _PDF,
        lambda: league_standings_sheet(document.league.standings.standings(),
                                       season_info(document), PrintOptions(),
                                       settings.team_place_tiebreaks,
                                       settings.team_trophy_tiebreaks))


def print_prizes(parent: QWidget, document: LeagueDocument) -> Path | None:
    from chessarbiter.reports.league import prizes_sheet

    league = document.league
    return save_report(
        parent, parent.tr("Save the prizes"), _beside(document, "prizes.pdf"), _PDF,
        lambda: prizes_sheet(league.standings.prizes(), league.standings.standings(),
                             document.state.teams, league.matches.record().rules,
                             season_info(document), PrintOptions()))


def print_ledger(parent: QWidget, document: LeagueDocument, team: str | None) -> Path | None:
    """One team's deposit statement, or every team's (``team`` None), a page each."""
    from chessarbiter.reports.league import ledger_statements

    ending = f"{_slug(team)}-ledger.pdf" if team else "ledger.pdf"
    return save_report(
        parent, parent.tr("Save the deposit ledger"), _beside(document, ending), _PDF,
        lambda: ledger_statements([t for t in document.league.ledger.ledger().teams
                                   if team in (None, t.team)], season_info(document),
                                  PrintOptions()))


def _slug(name: str) -> str:
    """A file name part of a team name: "Knights & <Rooks>" → "knights-rooks"."""
    return "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())


def _beside(document: LeagueDocument, ending: str) -> Path:
    return document.path.with_name(f"{document.path.stem}-{ending}")
