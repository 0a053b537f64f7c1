"""Match night: lineups (rule 15), absences (17), equipment (19), board results (24), games
played in advance (18) and extra rated games (21). Each action is one transaction that asks
the core, then writes.

A lineup is fixed once a board of its match has a result (clear the results to change it),
so a result always belongs to the players the lineup seated on its board. A game played in
advance is therefore placed before the other boards' results are in: placing it renumbers
the boards below it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.lineups import (
    BoardOption,
    Equipment,
    Lineup,
    LineupPlayer,
    LineupProblem,
    advance_board_options,
    check_lineup,
    lineup_player,
)
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import MatchRecord
from chessarbiter.core.league.ratings import RatingAssignment
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
from chessarbiter.services.league.season import LeagueSeason, settings_of


@dataclass(frozen=True, slots=True)
class LineupSaved:
    """A stored lineup: the one it replaced (None: there was none) and the rule-15 problems
    of a lineup recorded as played out of order (see :meth:`MatchService.lineup`)."""

    previous: tuple[str, ...] | None
    problems: tuple[LineupProblem, ...]


@dataclass(frozen=True, slots=True)
class PlacedAdvance:
    """A game played in advance put on ``board`` (rule 18): both teams' lineups before it
    (the match's first-named team first), for :meth:`MatchService.unplace_advance_game`,
    and the rule-15 problems of the order it made."""

    board: int
    previous: tuple[tuple[str, ...], tuple[str, ...]]
    problems: tuple[LineupProblem, ...]


@dataclass(frozen=True, slots=True)
class _AdvanceGame:
    """What placing an advance game starts from: the match, its two lineups and players."""

    match: StoredMatch
    rules: MatchRules
    rosters: StoredRosters
    sides: tuple[SideLineup, SideLineup]  # first-named team first
    played: tuple[str, str]  # the advance game's players, first-named team's first
    options: list[BoardOption]


class MatchService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    # --- reading -------------------------------------------------------------------------
    def record(self) -> SeasonRecord:
        with self.season.db.read() as session:
            return self.load(session)

    def load(self, session: Session) -> SeasonRecord:
        event = self.season.event(session)
        return load_season(session, event.id, settings_of(event))

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
            problems = check_lineup(lineup, stored.team(team), season.rules,
                                    self._assigned(session, team))
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
            _write_boards(session, row.id, players, stored, team)
            return LineupSaved(old.players if old else None, tuple(problems))

    def clear_lineup(self, rnd: int, team: str) -> tuple[str, ...]:
        """Take back ``team``'s lineup for round ``rnd`` (undo of a first :meth:`lineup`);
        returns the players it held. Refused once the match has results."""
        with self.season.db.transaction() as session:
            _, match, _ = self._match(session, rnd, team)
            _refuse_with_results(match)
            side = _side(match, team)
            session.execute(delete(LeagueLineupBoardRow)
                            .where(LeagueLineupBoardRow.lineup_id == side.row_id))
            session.execute(delete(LeagueLineupRow).where(LeagueLineupRow.id == side.row_id))
            return side.players

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
            _refuse_board_range(board, season.rules)
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

    # --- games played in advance (rule 18) ----------------------------------------------
    def advance_options(self, rnd: int, team: str, own_player: str, other_player: str
                        ) -> list[BoardOption]:
        """Every board a game played in advance between ``own_player`` (of ``team``) and
        ``other_player`` (of its opponent) could take, fewest rule-15 problems first; both
        teams' stored lineups hold the players of the other boards, as seated."""
        with self.season.db.read() as session:
            return self._advance_game(session, rnd, team, own_player, other_player).options

    def place_advance_game(self, rnd: int, team: str, board: int, own_player: str,
                           other_player: str, result: Result) -> PlacedAdvance:
        """Put a game played in advance on ``board`` of both stored lineups (the other
        players keep their order around it) and store its ``result``, marked in advance.

        ``result`` is by colour as on board ``board``'s score sheet, as :meth:`result`
        takes it: the match's first-named team has White on the odd boards. Allowed when the
        order breaks rule 15 (rule 18: it may not be possible to comply perfectly); the
        problems come back. Refused once the match has results, since placing renumbers
        the boards below ``board``, and when ``board`` would be a forfeit (rules 17, 19).
        """
        with self.season.db.transaction() as session:
            game = self._advance_game(session, rnd, team, own_player, other_player)
            _refuse_board_range(board, game.rules)
            placed = tuple(replace(s, players=_inserted(s.players, board, p))
                           for s, p in zip(game.sides, game.played, strict=True))
            match = game.match
            seated = replace(match, lineups={match.first: placed[0], match.second: placed[1]}
                             ).seated(game.rules)
            assert seated is not None
            on_board = seated.boards[board - 1]
            if on_board.result is not None or (on_board.first, on_board.second) != game.played:
                raise ActionRefused(f"board {board} of round {rnd} {match.first} – "
                                    f"{match.second} would not seat that game: absences or "
                                    "equipment (rules 17 and 19) change who plays there",
                                    "board")
            for name, side in zip((match.first, match.second), placed, strict=True):
                _write_boards(session, side.row_id, side.players, game.rosters, name,
                              side.absent)
            row = session.scalars(select(LeagueBoardResultRow).where(
                LeagueBoardResultRow.match_id == match.match_id,
                LeagueBoardResultRow.board == board)).first()
            if row is None:
                row = LeagueBoardResultRow(match_id=match.match_id, board=board)
                session.add(row)
            row.result, row.in_advance = result.value, True
            problems = next(o.problems for o in game.options if o.board == board)
            return PlacedAdvance(board, (game.sides[0].players, game.sides[1].players),
                                 problems)

    def unplace_advance_game(self, rnd: int, team: str, placed: PlacedAdvance) -> None:
        """Undo :meth:`place_advance_game`: clear the advance game's board and put both
        lineups back; refused once another board has a result or a lineup changed."""
        with self.season.db.transaction() as session:
            _, match, stored = self._match(session, rnd, team)
            board = match.boards.get(placed.board)
            _refuse_with_results(replace(match, boards={
                n: b for n, b in match.boards.items() if n != placed.board}))
            sides = (_side(match, match.first), _side(match, match.second))
            if board is None or not board.in_advance or any(
                    s.players[:placed.board - 1] + s.players[placed.board:] != old
                    for s, old in zip(sides, placed.previous, strict=True)):
                raise ActionRefused(f"board {placed.board} of round {rnd} {match.first} – "
                                    f"{match.second} no longer holds that game played in "
                                    "advance", "board")
            session.execute(delete(LeagueBoardResultRow).where(
                LeagueBoardResultRow.match_id == match.match_id,
                LeagueBoardResultRow.board == placed.board))
            for name, side, old in zip((match.first, match.second), sides, placed.previous,
                                       strict=True):
                _write_boards(session, side.row_id, old, stored, name, side.absent)

    def _advance_game(self, session: Session, rnd: int, team: str, own_player: str,
                      other_player: str) -> _AdvanceGame:
        season, match, stored = self._match(session, rnd, team)
        _refuse_with_results(match)
        opponent = match.second if team == match.first else match.first
        seats: dict[str, tuple[SideLineup, list[LineupPlayer], LineupPlayer]] = {}
        for name, uscf_id, field in ((team, own_player, "own_player"),
                                     (opponent, other_player, "other_player")):
            roster, side = stored.team(name), _side(match, name)
            if roster.entry(uscf_id) is None:
                raise ActionRefused(f"{uscf_id} is not on the roster of {name}", field)
            if uscf_id in side.players:
                raise ActionRefused(f"{uscf_id} already sits on board "
                                    f"{side.players.index(uscf_id) + 1} of {name}'s lineup "
                                    f"for round {rnd}", field)
            if len(side.players) != season.rules.boards - 1:
                raise ActionRefused(f"{name}'s lineup for round {rnd} has "
                                    f"{len(side.players)} players; a game played in advance "
                                    f"joins those of the other {season.rules.boards - 1} "
                                    "boards", "team")
            assigned = self._assigned(session, name)
            seats[name] = (side, [lineup_player(roster, p, assigned) for p in side.players],
                           lineup_player(roster, uscf_id, assigned))
        (first, others1, played1), (second, others2, played2) = (seats[match.first],
                                                                 seats[match.second])
        options = advance_board_options(others1, others2, (played1, played2), season.rules)
        return _AdvanceGame(match, season.rules, stored, (first, second),
                            (played1.player, played2.player), options)

    def _assigned(self, session: Session, team: str) -> list[RatingAssignment]:
        """Rating assignments (rule 4) to ``team``'s members, which board order reads."""
        return [a.assignment for a in load_assignments(session, self.season.event_id)
                if a.team == team]

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

    def remove_extra_game(self, game_id: int) -> None:
        """Undo :meth:`extra_game`; refused when the game is no longer stored."""
        with self.season.db.transaction() as session:
            row = session.scalars(select(LeagueExtraGameRow).where(
                LeagueExtraGameRow.id == game_id,
                LeagueExtraGameRow.event_id == self.season.event(session).id)).first()
            if row is None:
                raise ActionRefused(f"there is no extra rated game {game_id}", "game")
            session.delete(row)

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


def _refuse_board_range(board: int, rules: MatchRules) -> None:
    if not 1 <= board <= rules.boards:
        raise ActionRefused(f"board {board}: a match has boards 1-{rules.boards}", "board")


def _inserted(players: tuple[str, ...], board: int, player: str) -> tuple[str, ...]:
    return (*players[:board - 1], player, *players[board - 1:])


def _write_boards(session: Session, lineup_id: int, players: Sequence[str],
                  stored: StoredRosters, team: str, absent: frozenset[str] = frozenset()
                  ) -> None:
    """Replace a lineup's boards with ``players``, board 1 first."""
    session.execute(delete(LeagueLineupBoardRow)
                    .where(LeagueLineupBoardRow.lineup_id == lineup_id))
    session.flush()
    entries = {e.uscf_id: e.id for e in stored.current[team]}
    session.add_all(LeagueLineupBoardRow(lineup_id=lineup_id, board=n, entry_id=entries[p],
                                         absent=p in absent)
                    for n, p in enumerate(players, start=1))


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
