"""A league season's results out: the monthly US Chess report (rule 22), the Excel workbook
and the web pages of standings (rule 23)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.files import write_atomically, writing
from chessarbiter.services.league.season import REPORT_SETTINGS, changed_settings

if TYPE_CHECKING:  # the export libraries load only when an export is made
    from chessarbiter.io.league_tables import LeagueTables
    from chessarbiter.io.uscf import ExportProblem
    from chessarbiter.io.uscf.league import LeagueSection
    from chessarbiter.services.league import League


def export_league_uscf(league: League, directory: str | Path, date_from: date | None = None,
                       date_to: date | None = None, override: bool = False,
                       officials: Mapping[str, Any] | None = None) -> list[Path]:
    """The three DBF files of the games played from ``date_from`` to ``date_to`` (either
    open: the whole season), one section per league section and one for the extra rated
    games; refused with every problem listed unless ``override``.

    The affiliate, directors and place come from the season settings; ``officials`` (names
    of ``REPORT_SETTINGS``) overrides them for this report only. A missing one is a problem.

    A match of the period whose lineups are not both in is a problem: its games are missing.
    """
    from chessarbiter.io.uscf import ExportRefused, write_report
    from chessarbiter.io.uscf.event_checks import event_problems
    from chessarbiter.io.uscf.league import league_event_info, league_problems
    from chessarbiter.io.uscf.report import build_sections_report

    sections, missing = _report_sections(league, date_from, date_to)
    if not sections:
        raise ActionRefused(f"no league game was played {_period(date_from, date_to)}", "from")
    named = sorted(set(officials or {}) - set(REPORT_SETTINGS))
    if named:
        raise ActionRefused(f"{named[0]!r} is not named by a report; a report names "
                            f"{', '.join(REPORT_SETTINGS)}", "settings")
    settings = changed_settings(league.season.settings(), officials or {})
    try:
        control = parse_time_control(settings.time_control)
    except TimeControlError as exc:
        raise ActionRefused(f"time control: {exc}", "time_control") from None
    info = league_event_info(settings, league.season.name(), control, sections)
    fine = league.season.settings().membership_fine
    problems = [*event_problems(info, None), *missing, *league_problems(sections, fine)]
    report = build_sections_report([s.report for s in sections], info)
    try:
        with writing():
            return write_report(Path(directory), report, problems, override)
    except ExportRefused as exc:
        raise ActionRefused(str(exc), "uscf") from None


def export_league_xlsx(league: League, path: str | Path) -> Path:
    from chessarbiter.io.league_xlsx import league_workbook

    write_atomically(Path(path), league_workbook(league_tables(league)))
    return Path(path)


def export_league_html(league: League, directory: str | Path) -> list[Path]:
    from chessarbiter.io.league_html import write_league_site

    tables = league_tables(league)
    with writing():
        return write_league_site(Path(directory), tables)


def league_tables(league: League) -> LeagueTables:
    """The season as the workbook and the web pages publish it."""
    from chessarbiter.io.league_tables import LeagueTables, SectionTables

    record = league.matches.record()
    standings = league.standings.standings()
    prizes = {p.section: p for p in league.standings.prizes()}
    schedules = {s.section: s for s in league.schedule.schedules()}
    settings = league.season.settings()
    names = {e.uscf_id: e.member.name for t in league.rosters.teams() for e in t.roster}
    sections = tuple(
        SectionTables(s.name, standings[s.name], schedules.get(s.name),
                      tuple(r for m in s.matches if (r := m.record(record.rules)) is not None),
                      prizes[s.name].teams, prizes[s.name].contenders)
        for s in record.sections)
    return LeagueTables(league.season.name(), settings.season_start, settings.season_end,
                        record.rules, names, sections)


def _report_sections(league: League, date_from: date | None, date_to: date | None
                     ) -> tuple[list[LeagueSection], list[ExportProblem]]:
    """The report's sections, and a problem for each match of the period not yet seated."""
    from chessarbiter.io.uscf import ExportProblem
    from chessarbiter.io.uscf.league import entrants, extra_section, match_section

    def within(day: date) -> bool:
        return (date_from is None or day >= date_from) and (date_to is None or day <= date_to)

    record = league.matches.record()
    people = entrants(league.rosters.teams())
    sections: list[LeagueSection] = []
    missing: list[ExportProblem] = []
    for nights in record.sections:
        matches = []
        for m in (m for m in nights.matches if within(m.on)):
            seated = m.record(record.rules)
            if seated is None:
                missing.append(ExportProblem(
                    "lineups-missing", f"{m.first} – {m.second} on {m.on.isoformat()}: the "
                    "lineups are not both in, so its games are not in the report",
                    round=m.round, section=nights.name))
            else:
                matches.append(seated)
        built = match_section(nights.name, nights.teams, matches, people)
        if built is not None:
            sections.append(built)
    extra = extra_section([e for e in record.extra_games if within(e.on)], people)
    return [*sections, *([extra] if extra else [])], missing


def _period(date_from: date | None, date_to: date | None) -> str:
    if date_from is None and date_to is None:
        return "this season"
    return f"from {date_from or 'the start'} to {date_to or 'the end'}"
