"""What every action on one individual event stands on: finding its rows, refusing what the
state of the event forbids, and backing the file up."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from chessarbiter.core.settings import EventSettings
from chessarbiter.db.backups import BackupError, take_backup
from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow, GameRow, PlayerRow
from chessarbiter.services.convert import settings_of
from chessarbiter.services.errors import ActionRefused


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

    def _event(self, session: Session) -> EventRow:
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise ActionRefused(f"there is no event {self.event_id} in this file", "event")
        if event.kind != "individual":
            raise ActionRefused(f"event {self.event_id} is a league season, not an individual "
                                "event: use the league commands", "event")
        return event

    def _game_row(self, session: Session, rnd: int, board: int) -> GameRow:
        game = session.scalars(select(GameRow).where(
            GameRow.event_id == self.event_id, GameRow.round == rnd, GameRow.board == board
        )).one_or_none()
        if game is None:
            rounds = self._event(session).rounds
            if not 1 <= rnd <= rounds:
                raise ActionRefused(f"round {rnd} does not exist (1..{rounds})", "round")
            raise ActionRefused(f"round {rnd} has no board {board}", "board")
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
            raise ActionRefused(f"there is no player with start number {start_no}", "start_no")
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
