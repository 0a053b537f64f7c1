"""The season's match nights as the core sees them, loaded from the stored rows.

Only what the director entered is stored: lineups (with absences and short equipment), board
results, rulings' league results, extra games. Who sits on which board, which boards are
forfeits and every score are worked out again by :mod:`chessarbiter.core.league` on each load,
so correcting an entry corrects everything that follows from it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.attendance import seat_team
from chessarbiter.core.league.lineups import Equipment, equipment_forfeits
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import (
    ExtraGame,
    MatchRecord,
    SectionRecord,
    TeamBye,
    appearances,
    score_match,
    seat_match,
)
from chessarbiter.core.league.roster_rules import Appearance
from chessarbiter.core.league.season_dates import Calendar
from chessarbiter.core.results import Result
from chessarbiter.db.league_models import (
    LeagueBoardResultRow,
    LeagueExtraGameRow,
    LeagueLineupBoardRow,
    LeagueLineupRow,
    LeagueMatchRow,
    LeagueRosterEntryRow,
    LeagueRoundRow,
    LeagueTeamRow,
)
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.schedule import load_schedules
from chessarbiter.services.league.sections import load_sections


@dataclass(frozen=True, slots=True)
class SideLineup:
    """One team's stored lineup for a match: designated players board 1 first."""

    row_id: int
    players: tuple[str, ...]
    absent: frozenset[str]
    equipment: Equipment | None  # None: the team brought all it must

    def equipment_or_full(self, rules: MatchRules) -> Equipment:
        full = rules.equipment_per_team
        return self.equipment or Equipment(full, full, full)


@dataclass(frozen=True, slots=True)
class StoredBoard:
    result: Result | None
    league_result: Result | None
    in_advance: bool


@dataclass(frozen=True, slots=True)
class StoredMatch:
    match_id: int
    section: str
    round: int
    on: date
    first: str
    second: str
    lineups: dict[str, SideLineup]  # by team, once entered
    boards: dict[int, StoredBoard]

    def seated(self, rules: MatchRules) -> MatchRecord | None:
        """Who sits where, and the boards forfeited by absence (rule 17) or for want of
        equipment (rule 19); None until both lineups are in."""
        first, second = self.lineups.get(self.first), self.lineups.get(self.second)
        if first is None or second is None:
            return None
        seatings = (seat_team(first.players, set(first.players) - first.absent, (), rules.boards),
                    seat_team(second.players, set(second.players) - second.absent, (),
                              rules.boards))
        lacking = equipment_forfeits(first.equipment_or_full(rules),
                                     second.equipment_or_full(rules), rules)
        return seat_match(self.round, self.on, (self.first, self.second), seatings, lacking)

    def record(self, rules: MatchRules) -> MatchRecord | None:
        """The match on paper: :meth:`seated` with the stored results and league results."""
        seated = self.seated(rules)
        if seated is None:
            return None
        boards = []
        for game in seated.boards:
            stored = self.boards.get(game.board)
            if stored is not None:
                game = replace(game, result=game.result or stored.result,
                               league_result=stored.league_result)
            boards.append(game)
        return replace(seated, boards=tuple(boards))


@dataclass(frozen=True, slots=True)
class SectionNights:
    name: str
    section_id: int
    teams: tuple[str, ...]  # pairing order
    calendar: Calendar
    matches: tuple[StoredMatch, ...]
    byes: tuple[TeamBye, ...]  # every scheduled bye, played or not


@dataclass(frozen=True, slots=True)
class SeasonRecord:
    """Every section's match nights and the season's extra rated games."""

    rules: MatchRules
    sections: tuple[SectionNights, ...]
    extra_games: tuple[ExtraGame, ...]

    def record(self, section: SectionNights) -> SectionRecord:
        """The core's record of a section: matches with both lineups in, and the byes of
        rounds whose matches are all complete; extra games of its teams' players."""
        matches = {m.match_id: r for m in section.matches
                   if (r := m.record(self.rules)) is not None}
        unfinished = {m.round for m in section.matches
                      if (r := matches.get(m.match_id)) is None
                      or not score_match(r, self.rules).complete}
        byes = tuple(b for b in section.byes if b.round not in unfinished)
        teams = set(section.teams)
        extra = tuple(e for e in self.extra_games if e.white_team in teams)
        return SectionRecord(section.teams, tuple(matches.values()), byes, extra)

    def records(self) -> tuple[SectionRecord, ...]:
        return tuple(self.record(s) for s in self.sections)

    def section(self, name: str) -> SectionNights:
        for s in self.sections:
            if s.name == name:
                return s
        raise ActionRefused(f"there is no section {name!r} in the schedule", "section")

    def match(self, rnd: int, team: str) -> StoredMatch:
        """The match ``team`` plays in round ``rnd``, refused with the reason when none."""
        for s in self.sections:
            if team not in s.teams:
                continue
            found = next((m for m in s.matches if m.round == rnd and team in (m.first, m.second)),
                         None)
            if found is not None:
                return found
            if any(b.round == rnd and b.team == team for b in s.byes):
                raise ActionRefused(f"{team} has the bye in round {rnd}", "round")
            raise ActionRefused(f"section {s.name} has no round {rnd}", "round")
        raise ActionRefused(f"{team} is in no scheduled section", "team")

    def appearances(self) -> list[Appearance]:
        """Who has played for which team on which date (rules 13.e and 30.c)."""
        matches = [m for r in self.records() for m in r.matches]
        return appearances(matches, self.extra_games)


def load_season(session: Session, event_id: int, rules: MatchRules) -> SeasonRecord:
    """The whole season in a handful of queries (one per table)."""
    names = dict(session.execute(select(LeagueTeamRow.id, LeagueTeamRow.name)
                                 .where(LeagueTeamRow.event_id == event_id)).all())
    section_rows = {row.name: (row.id, s.teams) for row, s in load_sections(session, event_id)}
    calendars = {s.section: s.calendar for s in load_schedules(session, event_id)}
    section_of = {sid: name for name, (sid, _) in section_rows.items()}
    rounds = list(session.scalars(select(LeagueRoundRow).where(
        LeagueRoundRow.section_id.in_(list(section_of)))))
    by_round = {r.id: r for r in rounds}
    match_rows = list(session.scalars(select(LeagueMatchRow).where(
        LeagueMatchRow.round_id.in_(list(by_round))).order_by(LeagueMatchRow.table_no)))
    lineups = _lineups(session, [m.id for m in match_rows], names)
    boards: dict[int, dict[int, StoredBoard]] = defaultdict(dict)
    for b in session.scalars(select(LeagueBoardResultRow).where(
            LeagueBoardResultRow.match_id.in_([m.id for m in match_rows]))):
        boards[b.match_id][b.board] = StoredBoard(_result(b.result), _result(b.league_result),
                                                  b.in_advance)
    matches: dict[str, list[StoredMatch]] = defaultdict(list)
    for m in sorted(match_rows, key=lambda m: (by_round[m.round_id].number, m.table_no)):
        rnd = by_round[m.round_id]
        section = section_of[rnd.section_id]
        matches[section].append(StoredMatch(
            m.id, section, rnd.number, rnd.on_date, names[m.white_team_id],
            names[m.black_team_id], lineups.get(m.id, {}), dict(boards.get(m.id, {}))))
    sections = tuple(
        SectionNights(name, sid, teams, calendars.get(name, Calendar(())),
                      tuple(matches[name]),
                      tuple(TeamBye(r.number, names[r.bye_team_id]) for r in rounds
                            if section_of[r.section_id] == name and r.bye_team_id is not None))
        for name, (sid, teams) in section_rows.items())
    return SeasonRecord(rules, sections, load_extra_games(session, event_id, names))


def _lineups(session: Session, match_ids: list[int], names: dict[int, str]
             ) -> dict[int, dict[str, SideLineup]]:
    rows = list(session.scalars(select(LeagueLineupRow)
                                .where(LeagueLineupRow.match_id.in_(match_ids))))
    seated: dict[int, list[tuple[int, str, bool]]] = defaultdict(list)
    for board, uscf_id in session.execute(
            select(LeagueLineupBoardRow, LeagueRosterEntryRow.uscf_id)
            .join(LeagueRosterEntryRow, LeagueRosterEntryRow.id == LeagueLineupBoardRow.entry_id)
            .where(LeagueLineupBoardRow.lineup_id.in_([r.id for r in rows]))):
        seated[board.lineup_id].append((board.board, uscf_id, board.absent))
    out: dict[int, dict[str, SideLineup]] = defaultdict(dict)
    for r in rows:
        players = sorted(seated[r.id])
        equipment = None if r.equipment_boards is None else Equipment(
            r.equipment_boards, r.equipment_sets or 0, r.equipment_clocks or 0)
        out[r.match_id][names[r.team_id]] = SideLineup(
            r.id, tuple(p for _, p, _ in players),
            frozenset(p for _, p, absent in players if absent), equipment)
    return out


def load_extra_games(session: Session, event_id: int, names: dict[int, str]
                     ) -> tuple[ExtraGame, ...]:
    entries = {e.id: (e.uscf_id, names[e.team_id]) for e in session.scalars(
        select(LeagueRosterEntryRow).where(LeagueRosterEntryRow.team_id.in_(list(names))))}
    return tuple(
        ExtraGame(g.on_date, entries[g.white_entry_id][0], entries[g.black_entry_id][0],
                  entries[g.white_entry_id][1], entries[g.black_entry_id][1], _result(g.result))
        for g in session.scalars(select(LeagueExtraGameRow)
                                 .where(LeagueExtraGameRow.event_id == event_id)
                                 .order_by(LeagueExtraGameRow.on_date, LeagueExtraGameRow.id)))


def _result(text: str | None) -> Result | None:
    return None if text is None else Result(text)
