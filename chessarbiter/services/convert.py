"""Translation between stored rows and the core's frozen values."""

from __future__ import annotations

from sqlalchemy.orm import Session

from chessarbiter.core.players import Player
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.database import raw_execute
from chessarbiter.db.models import EventRow, PlayerRow
from chessarbiter.db.queries import read_event

PLAYER_FIELDS = (
    "name", "fide_rating", "uscf_rating", "federation", "fide_id", "uscf_id",
    "uscf_expiry", "title", "sex", "birth_date", "withdrawn_after", "entered_round",
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
    """The core's view of a stored event (the same plain-SQL loader the fast CLI path uses)."""
    return read_event(raw_execute(session), event.id)[0]
