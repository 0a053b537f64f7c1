"""Rule 18: a game played in advance, given its board in both lineups once the other boards'
players are known, and taken back again.

Placing renumbers the boards below it, so it is refused once the match has a result; the
order it makes may break rule 15 (rule 18 allows that) and its problems are returned.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import delete
from sqlalchemy.orm import Session

from chessarbiter.core.league.lineups import (
    BoardOption,
    LineupPlayer,
    LineupProblem,
    advance_board_options,
    lineup_player,
)
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import SideLineup, StoredBoard, StoredMatch
from chessarbiter.core.results import Result
from chessarbiter.db.league_night_models import LeagueBoardResultRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.night_common import (
    refuse_with_results,
    side_of,
    write_boards,
)
from chessarbiter.services.season_writes import refuse_board_range


@dataclass(frozen=True, slots=True)
class PlacedAdvance:
    """A game played in advance put on ``board`` (rule 18): both teams' lineups before it
    (the match's first-named team first), for undoing it, and the rule-15 problems of the
    order it made."""

    board: int
    previous: tuple[tuple[str, ...], tuple[str, ...]]
    problems: tuple[LineupProblem, ...]


@dataclass(frozen=True, slots=True)
class AdvanceGame:
    """What placing an advance game starts from: the match, its two lineups and players."""

    match: StoredMatch
    sides: tuple[SideLineup, SideLineup]  # first-named team first
    played: tuple[str, str]  # the advance game's players, first-named team's first
    options: list[BoardOption]


def advance_game(season: Season, rnd: int, team: str, own_player: str, other_player: str
                 ) -> AdvanceGame:
    match = season.match(rnd, team)
    refuse_with_results(match)
    boards = season.settings.boards
    opponent = match.second if team == match.first else match.first
    seats: dict[str, tuple[SideLineup, list[LineupPlayer], LineupPlayer]] = {}
    for name, uscf_id, field in ((team, own_player, "own_player"),
                                 (opponent, other_player, "other_player")):
        roster, side = season.team_on(name, match.on), side_of(match, name)
        if roster.entry(uscf_id) is None:
            raise ActionRefused(f"{uscf_id} is not on the roster of {name} on "
                                f"{match.on.isoformat()}", field)
        if uscf_id in side.players:
            raise ActionRefused(f"{uscf_id} already sits on board "
                                f"{side.players.index(uscf_id) + 1} of {name}'s lineup "
                                f"for round {rnd}", field)
        if len(side.players) != boards - 1:
            raise ActionRefused(f"{name}'s lineup for round {rnd} has {len(side.players)} "
                                "players; a game played in advance joins those of the other "
                                f"{boards - 1} boards", "team")
        assigned = [a.assignment for a in season.assignments if a.team == name]
        seats[name] = (side, [lineup_player(roster, p, assigned) for p in side.players],
                       lineup_player(roster, uscf_id, assigned))
    (first, others1, played1), (second, others2, played2) = (seats[match.first],
                                                             seats[match.second])
    options = advance_board_options(others1, others2, (played1, played2), season.settings)
    return AdvanceGame(match, (first, second), (played1.player, played2.player), options)


def place_advance(session: Session, season: Season, game: AdvanceGame, board: int,
                  result: Result) -> tuple[PlacedAdvance, Season]:
    """Write the placed game: both lineups' boards and its result, marked in advance."""
    refuse_board_range(board, season.settings)
    match = game.match
    placed = tuple(replace(s, players=(*s.players[:board - 1], p, *s.players[board - 1:]))
                   for s, p in zip(game.sides, game.played, strict=True))
    after = match.with_lineup(match.first, placed[0]).with_lineup(match.second, placed[1])
    seated = after.seated(season.settings)
    assert seated is not None, "both lineups are in"
    on_board = seated.boards[board - 1]
    if on_board.result is not None or (on_board.first, on_board.second) != game.played:
        raise ActionRefused(f"board {board} of round {match.round} {match.first} – "
                            f"{match.second} would not seat that game: absences or equipment "
                            "(rules 17 and 19) change who plays there", "board")
    for name, side in zip((match.first, match.second), placed, strict=True):
        write_boards(session, season, side.row_id, side.players, name, match.on, side.absent)
    row = LeagueBoardResultRow(match_id=match.match_id, board=board, result=result.value,
                               in_advance=True)
    session.add(row)
    session.flush()
    problems = next(o.problems for o in game.options if o.board == board)
    done = PlacedAdvance(board, (game.sides[0].players, game.sides[1].players), problems)
    return done, season.with_match(after.with_board(board, StoredBoard(row.id, result, None,
                                                                       True)))


def unplace_advance(session: Session, season: Season, rnd: int, team: str,
                    placed: PlacedAdvance) -> Season:
    """Clear the advance game's board and put both lineups back."""
    match = season.match(rnd, team)
    board = match.boards.get(placed.board)
    refuse_with_results(match.with_board(placed.board, None))
    sides = (side_of(match, match.first), side_of(match, match.second))
    if board is None or not board.in_advance or any(
            s.players[:placed.board - 1] + s.players[placed.board:] != old
            for s, old in zip(sides, placed.previous, strict=True)):
        raise ActionRefused(f"board {placed.board} of round {rnd} {match.first} – "
                            f"{match.second} no longer holds that game played in advance",
                            "board")
    session.execute(delete(LeagueBoardResultRow).where(LeagueBoardResultRow.id == board.row_id))
    after = match.with_board(placed.board, None)
    for name, side, old in zip((match.first, match.second), sides, placed.previous,
                               strict=True):
        write_boards(session, season, side.row_id, old, name, match.on, side.absent)
        after = after.with_lineup(name, replace(side, players=old))
    return season.with_match(after)
