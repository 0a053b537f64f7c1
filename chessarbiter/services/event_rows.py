"""What every action on one individual event stands on: finding its rows, refusing what the
state of the event forbids, and backing the file up."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from chessarbiter.core.settings import EventSettings
from chessarbiter.db.backups import BackupError, completed_rounds_backed_up, take_backup
from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow, GameRow, PlayerRow
from chessarbiter.services.convert import settings_of
from chessarbiter.services.errors import (
    ActionRefused,
    no_board,
    no_event,
    no_player,
    not_individual,
)


class EventRows:
    """One event of an open file, and the row look-ups its actions share."""

    def __init__(self, db: Database, event_id: int) -> None:
        self.db = db
        self.event_id = event_id
        #: why the last automatic backup could not be made (the action itself was saved)
        self.backup_problem: str | None = None

    def settings(self) -> EventSettings:
        with self.db.read() as session:
            return settings_of(self._event(session))

    def _backup(self, reason: str) -> None:
        """A copy of the event file when a round is complete (files only, not a server)."""
        self.backup_problem = None
        if self.db.path is not None:
            try:
                take_backup(self.db.path, reason, self.settings().backups_kept)
            except BackupError as exc:
                self.backup_problem = str(exc)

    def _backup_rounds(self, rounds: Sequence[int], settings: EventSettings) -> None:
        """:meth:`_backup` for each round an action completed, with the settings it read."""
        self.backup_problem = None
        if self.db.path is not None:
            self.backup_problem = completed_rounds_backed_up(self.db.path, rounds,
                                                             settings.backups_kept)

    def _event(self, session: Session) -> EventRow:
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise no_event(self.event_id)
        if event.kind != "individual":
            raise not_individual(self.event_id)
        return event

    def _game_row(self, session: Session, rnd: int, board: int) -> GameRow:
        game = session.scalars(select(GameRow).where(
            GameRow.event_id == self.event_id, GameRow.round == rnd, GameRow.board == board
        )).one_or_none()
        if game is None:
            raise no_board(rnd, board, self._event(session).rounds)
        return game

    def _player_rows(self, session: Session) -> list[PlayerRow]:
        return list(session.scalars(
            select(PlayerRow).where(PlayerRow.event_id == self.event_id)
            .order_by(PlayerRow.start_no)
        ))

    def _player_row(self, session: Session, start_no: int) -> PlayerRow:
        row = session.scalars(select(PlayerRow).where(
            PlayerRow.event_id == self.event_id, PlayerRow.start_no == start_no
        )).one_or_none()
        if row is None:
            raise no_player(start_no)
        return row

    def _player_count(self, session: Session) -> int:
        return session.scalar(
            select(func.count()).select_from(PlayerRow).where(PlayerRow.event_id == self.event_id)
        ) or 0

    def _has_games(self, session: Session) -> bool:
        return session.scalar(
            select(func.count()).select_from(GameRow).where(GameRow.event_id == self.event_id)
        ) != 0

    def _refuse_if_scheduled(self, session: Session) -> None:
        if self._has_games(session):
            raise ActionRefused(
                "the player list is locked because the schedule is made; "
                "clear the schedule first", "players"
            )
