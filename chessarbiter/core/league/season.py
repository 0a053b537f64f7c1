"""A league season as one value, as :mod:`chessarbiter.core.tournament` is an individual
event: settings, teams and their roster log, sections and schedule, match nights, and every
entry of the director (claims, tosses, ledger entries, notices, food, decisions).

Services load it once per open document and give back a new value with each action's change
applied, beside the change they write; every derived table (standings, prizes, the ledger,
the director's log) is worked out from it in :mod:`season_standings`, :mod:`season_ledger`
and :mod:`director_log`, so a view redraws without reading the file again. ``revision``
counts the season's changes in the file: a value whose revision is behind the file's is
stale and is loaded again before anything is decided on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date

from chessarbiter.core.league.director_log import Decision, LogEntry, LogSources, StoredToss
from chessarbiter.core.league.director_log import director_log as _director_log
from chessarbiter.core.league.eligibility import RosterSpan, Seat
from chessarbiter.core.league.errors import LeagueRefusal
from chessarbiter.core.league.roster_log import LoggedChange, Rosters
from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.core.league.season_record import SeasonRecord, StoredMatch
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.stored import (
    Assigned,
    FoodBought,
    ManualEntry,
    ManualKind,
    StoredClaim,
    StoredNotice,
    StoredPlayoff,
)
from chessarbiter.core.league.team_rating import team_rating
from chessarbiter.core.league.teams import Team


@dataclass(frozen=True, slots=True)
class Season:
    """Everything stored of one season, and the row ids an action writes back to."""

    event_id: int
    revision: int
    name: str
    settings: LeagueSettings
    rosters: Rosters
    team_ids: Mapping[str, int]  # team name → row id
    spans: tuple[RosterSpan, ...]  # every stay on a roster, removed players' included
    sections: tuple[Section, ...] = ()  # stored ones, in order (empty until proposed)
    section_ids: Mapping[str, int] = field(default_factory=dict)
    schedules: tuple[SectionSchedule, ...] = ()
    record: SeasonRecord | None = None  # None: read as an empty record of the settings
    claims: tuple[StoredClaim, ...] = ()
    tosses: tuple[StoredToss, ...] = ()
    manual_entries: tuple[ManualEntry, ...] = ()
    notices: tuple[StoredNotice, ...] = ()
    food: tuple[FoodBought, ...] = ()
    assignments: tuple[Assigned, ...] = ()
    rating_months: Mapping[date, int] = field(default_factory=dict)
    decisions: tuple[Decision, ...] = ()
    playoffs: tuple[StoredPlayoff, ...] = ()  # rule 25.a, in the order they were recorded

    @property
    def teams(self) -> tuple[Team, ...]:
        return self.rosters.teams

    @property
    def nights(self) -> SeasonRecord:
        """The match nights (an empty record before the schedule is made)."""
        return self.record or SeasonRecord(self.settings, (), ())

    def team(self, name: str) -> Team:
        team = next((t for t in self.rosters.teams if t.name == name), None)
        if team is None:
            raise LeagueRefusal(f"there is no team named {name!r}", "team")
        return team

    def team_on(self, name: str, on: date) -> Team:
        """``name`` with the roster it had on ``on``: removed players who were still on it
        then are in, players added later are not."""
        team = self.team(name)
        known = {e.uscf_id: e for c in self.rosters.log if c.change.team == name
                 for e in c.change.add} | {e.uscf_id: e for e in team.roster}
        roster = tuple(known[s.uscf_id] for s in self.spans
                       if s.team == name and s.covers(on) and s.uscf_id in known)
        return replace(team, roster=roster)

    def team_log(self, name: str) -> tuple[LoggedChange, ...]:
        """The changes made to ``name``'s roster, its registration first."""
        self.team(name)
        return tuple(c for c in self.rosters.log if c.change.team == name)

    def team_ratings(self) -> dict[str, float | None]:
        """Each team's rating (rule 5), in registration order; None for an unrated team."""
        return {t.name: team_rating(t, self.settings) for t in self.rosters.teams}

    def section_of(self, team: str) -> str:
        return next((s.name for s in self.sections if team in s.teams), "")

    def match(self, rnd: int, team: str) -> StoredMatch:
        """The match ``team`` plays in round ``rnd``, refused with the reason when none."""
        self.team(team)
        return self.nights.match(rnd, team)

    def names(self) -> dict[str, str]:
        """Every rostered player's name by US Chess ID (removed players included)."""
        out = {e.uscf_id: e.member.name for c in self.rosters.log for e in c.change.add}
        return out | {e.uscf_id: e.member.name for t in self.teams for e in t.roster}

    def entry_id(self, team: str, uscf_id: str, on: date | None = None) -> int:
        """The row of ``uscf_id`` on ``team``'s roster on ``on`` (None: now), refused when
        not on it then."""
        found = next((s for s in self.spans if s.team == team and s.uscf_id == uscf_id
                      and (s.removed_on is None if on is None else s.covers(on))), None)
        if found is None:
            when = "" if on is None else f" on {on.isoformat()}"
            raise LeagueRefusal(f"{uscf_id} is not on the roster of {team}{when}", "player")
        return found.entry_id

    def seats(self) -> tuple[Seat, ...]:
        """Every player designated to play in a stored lineup (absent ones left out)."""
        return tuple(Seat(p, team, m.on, m.round) for m in self.nights.all_matches()
                     for team, side in m.lineups.items() for p in side.players
                     if p not in side.absent)

    def with_withdrawals(self) -> Season:
        """The season whose match record knows when teams withdrew (rule 30.f: their
        remaining matches are settled by the ``withdrawn_matches`` setting)."""
        withdrawn = {e.team: e.on for e in self.manual_entries
                     if e.kind is ManualKind.WITHDRAWAL}
        return replace(self, record=replace(self.nights, withdrawn=withdrawn))

    def with_match(self, match: StoredMatch) -> Season:
        return replace(self, record=self.nights.with_match(match))

    def director_log(self) -> tuple[LogEntry, ...]:
        return _director_log(LogSources(self.rosters.log, self.claims, self.assignments,
                                        self.decisions, self.tosses, self.schedules,
                                        self.names(), self.playoffs))
