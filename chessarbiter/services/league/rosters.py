"""Teams and their rosters: imported from the roster workbook (rules 9-12), entered once the
fee and deposit arrive (rule 11), changed by the captain's dated letters (rule 13).

Every rule is the core's: a roster is read by :func:`read_roster`, a team built and frozen by
:func:`build_team` and registered or changed through :class:`Rosters`; this module loads the
season, asks, and writes what was accepted.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path

from sqlalchemy import delete, select

from chessarbiter.core.league.ratings import freeze_rating
from chessarbiter.core.league.roster_form import FormRow, build_team, form_problems
from chessarbiter.core.league.roster_log import Approval, LoggedChange, RosterChangeRefused
from chessarbiter.core.league.roster_rules import RosterChange, Verdict
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Registration, RosterEntry, Team
from chessarbiter.db.league_models import (
    LeagueSectionTeamRow,
    LeagueTeamRow,
)
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.files import write_atomically
from chessarbiter.services.league.convert import load_rosters, load_supplements, store_change
from chessarbiter.services.league.refusals import file_refused
from chessarbiter.services.league.season import Change, LeagueSeason

_FORM_CHECKS_ON_ADDITIONS = ("name", "uscf_id", "cell_phone", "home_phone", "work_phone",
                             "email", "address", "rating")  # membership: rule 13.g speaks


class RosterService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    # --- reading -------------------------------------------------------------------------
    def teams(self) -> tuple[Team, ...]:
        return self.season.current().teams

    def team(self, name: str) -> Team:
        return self.season.refusing(self.season.current().team, name)

    def log(self, team: str) -> tuple[LoggedChange, ...]:
        """The changes made to ``team``'s roster, its registration first."""
        return self.season.refusing(self.season.current().team_log, team)

    def write_template(self, path: Path, team: str = "") -> Path:
        """The roster workbook: blank, or filled with ``team``'s roster for its captain."""
        settings = self.season.settings()
        rows: list[FormRow] = []
        if team:
            current = self.team(team)
            rows = [FormRow(e.member, current.role(e.uscf_id), e.rating.value)
                    for e in current.roster]
        out = io.BytesIO()
        from chessarbiter.io.roster import write_roster_template  # Excel loads when needed

        write_roster_template(out, settings, team, rows)
        write_atomically(path, out.getvalue())
        return path

    # --- actions -------------------------------------------------------------------------
    def import_roster(self, data: bytes, source: str, on: date, team: str = "") -> Team:
        """Register the team of a filled roster workbook received on ``on``; ratings are
        frozen for that date. Returns the team (undo: :meth:`remove_team`)."""
        settings = self.season.settings()
        from chessarbiter.io.roster import read_roster  # Excel loads when needed

        imported = read_roster(data, source, settings)
        if not imported.ok:
            raise file_refused(source, "roster", imported.problems)
        name = _team_name(imported.team, team.strip(), source)
        with self.season.write() as change:
            session, event_id = change.session, self.season.event_id
            stored = load_rosters(session, event_id)
            supplements = load_supplements(session, event_id,
                                           [r.member.uscf_id for r in imported.rows])
            try:
                built = build_team(name, imported.rows, on, supplements, settings,
                                   Registration(roster_received=on))
                registered = stored.rosters.register(built, settings, on)
            except ValueError as exc:
                raise ActionRefused(f"{source}: {exc}", "team") from None
            row = LeagueTeamRow(event_id=event_id, name=name, roster_received=on,
                                created_at=datetime.now(UTC).replace(tzinfo=None))
            session.add(row)
            session.flush()
            store_change(session, row, registered.log[-1], (), roles=built)
            return built

    def change(
        self, team: str, on: date, add: Sequence[FormRow] = (), remove: Sequence[str] = (),
        approval: Approval | None = None,
    ) -> LoggedChange:
        """Make a dated roster change if rule 13 allows it (with ``approval`` where a rule
        asks for the Match Director's); returns the logged change with every decision."""
        settings = self.season.settings()
        _refuse_incomplete(add, settings)
        with self.season.write() as write:
            team_unchanged(write, team, "your roster change")
            session, event_id = write.session, self.season.event_id
            stored = load_rosters(session, event_id)
            row = stored.team_row(team)
            supplements = load_supplements(session, event_id, [r.member.uscf_id for r in add])
            try:
                entries = tuple(
                    RosterEntry(r.member, freeze_rating(r.member.uscf_id, on, supplements,
                                                        settings, r.rating), on)
                    for r in add
                )
                change = RosterChange(team, on, entries, tuple(remove))
                played = write.before.nights.appearances()
                logged = stored.rosters.apply(change, settings, played, approval).log[-1]
            except RosterChangeRefused as exc:
                raise ActionRefused(str(exc), _refused_field(exc, approval)) from None
            except ValueError as exc:
                raise ActionRefused(str(exc), "change") from None
            store_change(session, row, logged, stored.current[team])
            return logged

    def register(self, team: str, registration: Registration) -> Registration:
        """Record what has arrived for ``team``'s entry and when (rule 11), replacing the
        record; returns the old one."""
        with self.season.write() as change:
            team_unchanged(change, team, "your registration record")
            row = load_rosters(change.session, self.season.event_id).team_row(team)
            old = Registration(row.roster_received, row.fee_received, row.deposit_received)
            row.roster_received = registration.roster_received
            row.fee_received = registration.fee_received
            row.deposit_received = registration.deposit_received
            return old

    def remove_team(self, team: str) -> Team:
        """Take a team and its roster log out of the season (a roster imported by mistake);
        refused once the team is in a section."""
        with self.season.write() as change:
            session = change.session
            stored = load_rosters(session, self.season.event_id)
            row = stored.team_row(team)
            if session.scalars(select(LeagueSectionTeamRow.id)
                               .where(LeagueSectionTeamRow.team_id == row.id)).first():
                raise ActionRefused(f"{team} is in a section; change the sections first", "team")
            session.execute(delete(LeagueTeamRow).where(LeagueTeamRow.id == row.id))
            return stored.team(team)


def _team_name(in_file: str, given: str, source: str) -> str:
    if in_file and given and in_file != given:
        raise ActionRefused(f"{source}: the roster is for {in_file!r}, not {given!r}", "team")
    if not (given or in_file):
        raise ActionRefused(f"{source}: the roster names no team; fill in its Team cell or "
                            "name the team", "team")
    return given or in_file


def _refuse_incomplete(add: Sequence[FormRow], settings: LeagueSettings) -> None:
    """Rule 12 for each added player: the details every roster line must have."""
    problems = [p for p in form_problems(add, settings)
                if p.row is not None and p.field in _FORM_CHECKS_ON_ADDITIONS]
    if problems:
        raise ActionRefused("; ".join(
            f"added player {p.row + 1} ({add[p.row].member.name or add[p.row].member.uscf_id})"
            f": rule {p.rule}: {p.message}" for p in problems if p.row is not None), "add")


def _refused_field(exc: RosterChangeRefused, approval: Approval | None) -> str:
    """"approval" when the only thing missing is the Match Director's approval."""
    verdicts = {d.verdict for d in exc.decisions}
    return "approval" if approval is None and Verdict.REFUSED not in verdicts else "change"


def team_unchanged(change: Change, team: str, mine: str) -> None:
    """Refuse when another program changed ``team``'s roster or entry since this one read it."""
    change.unchanged(lambda s: s.team(team), lambda _now: EditConflict.on_record(
        f"The roster of {team}", mine))
