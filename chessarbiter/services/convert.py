"""Translation between stored rows and the core's frozen values."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.db.models import ByeRow, EventRow, GameRow, PlayerRow

PLAYER_FIELDS = (
    "name", "fide_rating", "uscf_rating", "federation", "fide_id", "uscf_id",
    "uscf_expiry", "title", "sex", "birth_date", "withdrawn_after",
)


def player_from_row(row: PlayerRow) -> Player:
    return Player(row.start_no, **{f: getattr(row, f) for f in PLAYER_FIELDS})


def fill_player_row(row: PlayerRow, player: Player) -> None:
    row.start_no = player.start_no
    for f in PLAYER_FIELDS:
        setattr(row, f, getattr(player, f))


def settings_of(event: EventRow) -> EventSettings:
    return EventSettings.from_dict(dict(event.settings))


def load_tournament(session: Session, event: EventRow) -> Tournament:
    """The core's view of a stored event, read with three plain queries (no lazy loads)."""
    players = session.scalars(
        select(PlayerRow).where(PlayerRow.event_id == event.id).order_by(PlayerRow.start_no)
    ).all()
    white, black = aliased(PlayerRow), aliased(PlayerRow)
    game_rows = session.execute(
        select(GameRow.round, GameRow.board, white.start_no, black.start_no, GameRow.result)
        .join(white, GameRow.white_id == white.id)
        .join(black, GameRow.black_id == black.id)
        .where(GameRow.event_id == event.id)
        .order_by(GameRow.round, GameRow.board)
    ).all()
    bye_rows = session.execute(
        select(ByeRow.round, PlayerRow.start_no, ByeRow.kind)
        .join(PlayerRow, ByeRow.player_id == PlayerRow.id)
        .where(ByeRow.event_id == event.id)
        .order_by(ByeRow.round, PlayerRow.start_no)
    ).all()
    return Tournament(
        players=tuple(player_from_row(p) for p in players),
        games=tuple(
            Game(r, b, w, k, Result(res) if res else None) for r, b, w, k, res in game_rows
        ),
        byes=tuple(Bye(r, s, ByeKind(kind)) for r, s, kind in bye_rows),
        rounds=event.rounds,
        cycles=settings_of(event).cycles,
        name=event.name,
    )
