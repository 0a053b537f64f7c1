"""A season's match nights as stored: lineups (with absences and short equipment), board
results, rulings' league results and extra games, each with the id of the row it came from.

Only what the director entered is kept here. Who sits on which board, which boards are
forfeits and every score are worked out again from it by :mod:`match_scoring` on every read,
so correcting an entry corrects everything that follows from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date

from chessarbiter.core.league.attendance import seat_team
from chessarbiter.core.league.errors import LeagueRefusal
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
from chessarbiter.core.league.withdrawn import settled
from chessarbiter.core.results import Result


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
    """A board's row: the result played, a ruling's league result, played in advance."""

    row_id: int
    result: Result | None
    league_result: Result | None = None
    in_advance: bool = False

    @property
    def empty(self) -> bool:
        """Nothing is stored on it any more (its row goes)."""
        return self.result is None and self.league_result is None


@dataclass(frozen=True, slots=True)
class StoredMatch:
    match_id: int
    section: str
    round: int
    on: date
    first: str
    second: str
    lineups: Mapping[str, SideLineup]  # by team, once entered
    boards: Mapping[int, StoredBoard]
    # the record once worked out, with the rules it was worked out for (see :meth:`record`)
    _known: list[object] = field(default_factory=list, init=False, compare=False, repr=False)

    def with_board(self, board: int, stored: StoredBoard | None) -> StoredMatch:
        """The match with one board's row replaced (None or empty: removed)."""
        boards = {n: b for n, b in self.boards.items() if n != board}
        if stored is not None and not stored.empty:
            boards[board] = stored
        return replace(self, boards=boards)

    def with_lineup(self, team: str, side: SideLineup | None) -> StoredMatch:
        """The match with ``team``'s lineup replaced (None: taken back)."""
        lineups = {t: s for t, s in self.lineups.items() if t != team}
        if side is not None:
            lineups[team] = side
        return replace(self, lineups=lineups)

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
        """The match on paper: :meth:`seated` with the stored results and league results
        (worked out once per rules: the value never changes)."""
        if self._known and self._known[0] is rules:
            return self._known[1]  # type: ignore[return-value]
        worked_out = self._worked_out(rules)
        self._known[:] = [rules, worked_out]
        return worked_out

    def _worked_out(self, rules: MatchRules) -> MatchRecord | None:
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
    # each section's record once worked out: the value never changes, so neither do they
    # (init=False: a copy made with ``replace`` starts without them)
    _records: dict[int, tuple[SectionNights, SectionRecord]] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    withdrawn: Mapping[str, date] = field(default_factory=dict)  # team → withdrew on (30.f)

    def record(self, section: SectionNights) -> SectionRecord:
        """The core's record of a section: matches with both lineups in, and the byes of
        rounds whose matches are all complete; extra games of its teams' players."""
        known = self._records.get(id(section))
        if known is None or known[0] is not section:
            known = self._records[id(section)] = (section, self._worked_out(section))
        return known[1]

    def _worked_out(self, section: SectionNights) -> SectionRecord:
        matches: dict[int, MatchRecord] = {}
        byes, unfinished = list(section.byes), set()
        for m in section.matches:
            walkover = self.walkover(m)
            record = m.record(self.rules) if walkover is None else walkover[0]
            if walkover is not None and walkover[1] is not None:
                byes.append(walkover[1])
            if record is not None:
                matches[m.match_id] = record
            if (record is None and walkover is None) or (
                    record is not None and not score_match(record, self.rules).complete):
                unfinished.add(m.round)
        byes = [b for b in byes if b.round not in unfinished]
        teams = set(section.teams)
        extra = tuple(e for e in self.extra_games if e.white_team in teams)
        return SectionRecord(section.teams, tuple(matches.values()), tuple(byes), extra)

    def walkover(self, m: StoredMatch) -> tuple[MatchRecord | None, TeamBye | None] | None:
        """How a withdrawn team's match without results is settled (None: it is not one)."""
        if m.boards or not self.withdrawn:
            return None
        return settled(m.round, m.on, (m.first, m.second), self.withdrawn, self.rules)

    def match_record(self, m: StoredMatch) -> MatchRecord | None:
        """``m`` on paper as the standings count it (a withdrawn team's match settled)."""
        walkover = self.walkover(m)
        return m.record(self.rules) if walkover is None else walkover[0]

    def finished(self, m: StoredMatch) -> bool:
        """Whether ``m`` is over: every board scored, or settled by a withdrawal (as a bye
        it leaves no match record to score)."""
        walkover = self.walkover(m)
        if walkover is not None and walkover[0] is None:
            return True
        record = self.match_record(m)
        return record is not None and all(g.scored is not None for g in record.boards)

    def played_out(self, section: str) -> bool:
        """Whether every match of ``section`` is over: its standings are final (rule 25's
        playoff and rule 32's refund wait for it)."""
        nights = self.section(section)
        return bool(nights.matches) and all(self.finished(m) for m in nights.matches)

    def records(self) -> tuple[SectionRecord, ...]:
        return tuple(self.record(s) for s in self.sections)

    def section(self, name: str) -> SectionNights:
        for s in self.sections:
            if s.name == name:
                return s
        raise LeagueRefusal(f"there is no section {name!r} in the schedule", "section")

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
                raise LeagueRefusal(f"{team} has the bye in round {rnd}", "round")
            raise LeagueRefusal(f"section {s.name} has no round {rnd}", "round")
        raise LeagueRefusal(f"{team} is in no scheduled section", "team")

    def with_match(self, match: StoredMatch) -> SeasonRecord:
        """The record with ``match`` (found by its id) replaced."""
        sections = tuple(
            replace(s, matches=tuple(match if m.match_id == match.match_id else m
                                     for m in s.matches))
            if s.name == match.section else s for s in self.sections)
        return replace(self, sections=sections)

    def with_extra_games(self, games: tuple[ExtraGame, ...]) -> SeasonRecord:
        return replace(self, extra_games=games)

    def all_matches(self) -> tuple[StoredMatch, ...]:
        return tuple(m for s in self.sections for m in s.matches)

    def appearances(self) -> list[Appearance]:
        """Who has played for which team on which date (rules 13.e and 30.c)."""
        matches = [m for r in self.records() for m in r.matches]
        return appearances(matches, self.extra_games)
