"""An incident's forfeit decision sets its board's result; changing, undoing or deleting the
decision puts back the result it replaced — unless the board was changed since, by hand.

The decision and the board change in one transaction, and the audit log links them; a board
change that would alter who is tied for first after the play-off started needs the arbiter's
confirmation first, as a typed result does.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from chessarbiter.core.incidents import Decision, IncidentKind
from chessarbiter.core.results import Result
from chessarbiter.db.audit import note
from chessarbiter.db.models import EventRow, GameRow, IncidentRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.result_checks import change_of


def follow_decision(session: Session, event: EventRow, row: IncidentRow, was: Decision,
                    now: Decision, kind: IncidentKind, confirmed: bool) -> None:
    """Set or put back the board of ``row`` for a decision going from ``was`` to ``now``."""
    if (was is Decision.FORFEIT) == (now is Decision.FORFEIT):
        return
    game = _game(session, event.id, row)
    if now is Decision.FORFEIT:
        current = Result(game.result) if game.result else None
        forfeited = _forfeit(game, row.player_id, kind, current)
        _change_board(session, event, game, forfeited, row.id, confirmed)
        row.result_set = forfeited.value
        row.result_before = current.value if current else None
        return
    if row.result_set is not None and game.result == row.result_set:
        before = Result(row.result_before) if row.result_before else None
        _change_board(session, event, game, before, row.id, confirmed)
    row.result_set = row.result_before = None


def _change_board(session: Session, event: EventRow, game: GameRow, result: Result | None,
                  incident_id: int, confirmed: bool) -> None:
    change = change_of(session, event)
    after = change.before.with_games(
        replace(g, result=result) if (g.round, g.board) == (game.round, game.board) else g
        for g in change.before.games)
    change = replace(change, after=after)
    change.refuse_unless(confirmed, change.playoff_question())
    game.result = result.value if result else None
    session.flush()
    note(session, event.id, "games", {"round": game.round, "board": game.board,
                                      "result": game.result, "set_by_incident": incident_id})


def _game(session: Session, event_id: int, row: IncidentRow) -> GameRow:
    game = session.scalars(select(GameRow).where(
        GameRow.event_id == event_id, GameRow.round == row.round,
        or_(GameRow.white_id == row.player_id, GameRow.black_id == row.player_id))).first()
    if game is None:
        raise ActionRefused(f"player {row.player.start_no} has no game in round {row.round} "
                            "to lose by forfeit", "decision")
    return game


def _forfeit(game: GameRow, player_id: int, kind: IncidentKind,
             current: Result | None) -> Result:
    """The result when ``player_id`` loses by forfeit: both players for an agreed draw before
    the move limit (both agreed it), and both when the opponent had lost by forfeit too."""
    if kind is IncidentKind.EARLY_DRAW:
        return Result.DOUBLE_FORFEIT
    white = game.white_id == player_id
    if current is not None and current.forfeit and current.points(white):
        return Result.DOUBLE_FORFEIT  # the opponent already forfeited: nobody played
    return Result.BLACK_WINS_FORFEIT if white else Result.WHITE_WINS_FORFEIT
