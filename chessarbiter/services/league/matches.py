"""Match night: lineups (rule 15), absences (17), equipment (19), board results (18, 24) and
extra rated games (21). Each action is one transaction that asks the core, then writes.

A lineup is fixed once a board of its match has a result (clear the results to change it),
so a result always belongs to the players the lineup seated on its board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.lineups import Equipment, Lineup, LineupProblem, check_lineup
from chessarbiter.core.league.match_scoring import MatchRecord
from chessarbiter.core.results import Result
from chessarbiter.db.league_models import (
    LeagueBoardResultRow,
    LeagueExtraGameRow,
    LeagueLineupBoardRow,
    LeagueLineupRow,
    LeagueRosterEntryRow,
)
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import StoredRosters, load_rosters
from chessarbiter.services.league.ratings import load_assignments
from chessarbiter.services.league.records import (
    SeasonRecord,
    SideLineup,
    StoredMatch,
    load_season,
)
from chessarbiter.services.league.season import LeagueSeason, match_rules_of


@dataclass(frozen=True, slots=True)
class LineupSaved:
    """A stored lineup: the one it replaced (None: there was none) and the rule-15 problems
    of a lineup recorded as played out of order (see :meth:`MatchService.lineup`)."""

    previous: tuple[str, ...] | None
    problems: tuple[LineupProblem, ...]


class MatchService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    # --- reading -------------------------------------------------------------------------
    def record(self) -> SeasonRecord:
        with self.season.db.read() as session:
            return self.load(session)

    def load(self, session: Session) -> SeasonRecord:
        event = self.season.event(session)
        return load_season(session, event.id, match_rules_of(event))

    def match(self, rnd: int, team: str) -> tuple[StoredMatch, MatchRecord | None]:
        """The stored match of ``team`` in round ``rnd`` and the core's record of it."""
        season = self.record()
        found = season.match(rnd, team)
        return found, found.record(season.rules)

    # --- lineups, absences, equipment ----------------------------------------------------
    def lineup(self, rnd: int, team: str, players: Sequence[str],
               as_played: bool = False) -> LineupSaved:
        """Store ``team``'s designated players for round ``rnd``, board 1 first (none: the
        team did not come). Refused for a player not on the roster, one on two boards, too
        many players, or (unless ``as_played``, the lineup as actually seated, which a
        rule-16 claim can then address) a board order rule 15 does not allow."""
        with self.season.db.transaction() as session:
            season, match, stored = self._match(session, rnd, team)
            _refuse_with_results(match)
            lineup = Lineup(team, rnd, tuple(players))
            assigned = [a.assignment for a in load_assignments(session, self.season.event_id)
                        if a.team == team]
            problems = check_lineup(lineup, stored.team(team), season.rules, assigned)
            wrong = [p for p in problems if not p.boards or not as_played]
            if wrong:
                raise ActionRefused(f"lineup of {team} for round {rnd} not stored: "
                                    + "; ".join(str(p) for p in wrong), "players")
            old = match.lineups.get(team)
            row = session.get(LeagueLineupRow, old.row_id) if old else None
            if row is None:
                row = LeagueLineupRow(match_id=match.match_id,
                                      team_id=stored.team_row(team).id)
                session.add(row)
                session.flush()
            else:
                session.execute(delete(LeagueLineupBoardRow)
                                .where(LeagueLineupBoardRow.lineup_id == row.id))
            entries = {e.uscf_id: e.id for e in stored.current[team]}
            session.add_all(LeagueLineupBoardRow(lineup_id=row.id, board=n,
                                                 entry_id=entries[p], absent=False)
                            for n, p in enumerate(players, start=1))
            return LineupSaved(old.players if old else None, tuple(problems))

    def absent(self, rnd: int, team: str, uscf_id: str, absent: bool = True) -> bool:
        """Mark a designated player absent (not expected, rule 17) or present again;
        returns whether they were marked absent before."""
        with self.season.db.transaction() as session:
            _, match, _ = self._match(session, rnd, team)
            _refuse_with_results(match)
            side = _side(match, team)
            if uscf_id not in side.players:
                raise ActionRefused(f"{uscf_id} is not in {team}'s lineup for round {rnd}",
                                    "uscf_id")
            row = session.scalars(
                select(LeagueLineupBoardRow).join(LeagueRosterEntryRow)
                .where(LeagueLineupBoardRow.lineup_id == side.row_id,
                       LeagueRosterEntryRow.uscf_id == uscf_id)).one()
            was, row.absent = row.absent, absent
            return was

    def equipment(self, rnd: int, team: str, brought: Equipment | None) -> Equipment | None:
        """Record what ``team`` brought (rule 19; None: all it must); returns the old record."""
        with self.season.db.transaction() as session:
            _, match, _ = self._match(session, rnd, team)
            _refuse_with_results(match)
            side = _side(match, team)
            if brought is not None and min(brought.boards, brought.sets, brought.clocks) < 0:
                raise ActionRefused("equipment counts cannot be negative", "equipment")
            row = session.get(LeagueLineupRow, side.row_id)
            assert row is not None
            row.equipment_boards = brought.boards if brought else None
            row.equipment_sets = brought.sets if brought else None
            row.equipment_clocks = brought.clocks if brought else None
            return side.equipment

    # --- results -------------------------------------------------------------------------
    def result(self, rnd: int, team: str, board: int, result: Result | None,
               in_advance: bool = False) -> Result | None:
        """Set (None: clear) the result of a board as played, by colour as on the score
        sheet; returns the result it replaced. Forfeited boards (rules 17 and 19) take no
        result: their forfeit follows from the lineups."""
        with self.season.db.transaction() as session:
            season, match, _ = self._match(session, rnd, team)
            record = match.seated(season.rules)
            if not 1 <= board <= season.rules.boards:
                raise ActionRefused(f"board {board}: a match has boards 1-{season.rules.boards}",
                                    "board")
            if record is None:
                missing = [t for t in (match.first, match.second) if t not in match.lineups]
                raise ActionRefused(f"round {rnd} {match.first} – {match.second}: the lineup "
                                    f"of {', '.join(missing)} is not in yet", "board")
            game = record.boards[board - 1]
            if game.result is not None:
                raise ActionRefused(f"board {board} of round {rnd} {match.first} – "
                                    f"{match.second} is a forfeit ({game.result}) by the "
                                    "lineups, absences or equipment (rules 17 and 19)", "board")
            row = session.scalars(select(LeagueBoardResultRow).where(
                LeagueBoardResultRow.match_id == match.match_id,
                LeagueBoardResultRow.board == board)).first()
            before = match.boards.get(board)
            if row is None:
                row = LeagueBoardResultRow(match_id=match.match_id, board=board)
                session.add(row)
            row.result = result.value if result else None
            row.in_advance = in_advance
            if result is None and row.league_result is None:
                session.delete(row)
            return before.result if before else None

    def extra_game(self, on: date, white: str, black: str, result: Result | None,
                   teams: tuple[str | None, str | None] = (None, None)) -> int:
        """Record an extra rated game (rule 21) on a date of the season; ``teams`` names
        the team of a player on several rosters. Returns its id (undo deletes it)."""
        with self.season.db.transaction() as session:
            event_id = self.season.event(session).id
            if on not in self.season.settings().dates:
                raise ActionRefused(f"{on.isoformat()} is not a date of the season", "date")
            stored = load_rosters(session, event_id)
            ids = [_entry_id(stored, p, t) for p, t in zip((white, black), teams, strict=True)]
            if white == black:
                raise ActionRefused("a player cannot play themselves", "black")
            row = LeagueExtraGameRow(event_id=event_id, on_date=on, white_entry_id=ids[0],
                                     black_entry_id=ids[1],
                                     result=result.value if result else None)
            session.add(row)
            session.flush()
            return row.id

    def _match(self, session: Session, rnd: int, team: str
               ) -> tuple[SeasonRecord, StoredMatch, StoredRosters]:
        stored = load_rosters(session, self.season.event(session).id)
        stored.team_row(team)
        season = self.load(session)
        return season, season.match(rnd, team), stored


def _side(match: StoredMatch, team: str) -> SideLineup:
    side = match.lineups.get(team)
    if side is None:
        raise ActionRefused(f"{team} has no lineup for round {match.round} yet", "team")
    return side


def _refuse_with_results(match: StoredMatch) -> None:
    if any(b.result is not None or b.league_result is not None for b in match.boards.values()):
        raise ActionRefused(f"round {match.round} {match.first} – {match.second} has results; "
                            "clear them before changing the lineups", "round")


def _entry_id(stored: StoredRosters, uscf_id: str, team: str | None) -> int:
    found = [(name, e.id) for name, entries in stored.current.items() for e in entries
             if e.uscf_id == uscf_id and (team is None or name == team)]
    if not found:
        where = f" of {team}" if team else ""
        raise ActionRefused(f"{uscf_id} is on no roster{where}", "player")
    if len(found) > 1:
        raise ActionRefused(f"{uscf_id} is on the rosters of "
                            f"{', '.join(n for n, _ in found)}: name the team", "team")
    return found[0][1]
