"""The play-off for first place of one event, stored as its replayable record.

The play-off starts (and is stored) the first time it is asked for once every game of the
round robin has a result; each later action rewrites the record in one transaction, so a
play-off interrupted at any step resumes from the file.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.playoffs import Action, Playoff, PlayoffError
from chessarbiter.db.models import PlayoffRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService


class PlayoffService:
    def __init__(self, events: EventService) -> None:
        self.events = events

    def playoff(self) -> Playoff:
        """The stored play-off, started from the final standings when there is none yet."""
        stored = self.record()
        if stored is not None:
            return Playoff.from_dict(stored)
        tournament = self.events.tournament()
        open_games = sum(1 for g in tournament.games if g.result is None)
        if not tournament.games or open_games:
            raise ActionRefused(
                f"the round robin is not finished: {open_games} games have no result yet"
                if tournament.games else "the round robin has no games yet", "playoff")
        try:
            playoff = Playoff.from_standings(self.events.standings(), self.events.settings(),
                                             lot_seed=secrets.randbits(32))
        except PlayoffError as exc:
            raise ActionRefused(str(exc), "playoff") from None
        self.restore(playoff.to_dict())
        return playoff

    def record(self) -> dict[str, Any] | None:
        with self.events.db.read() as session:
            row = self._row(session)
            return dict(row.record) if row else None

    def apply(self, action: Action) -> dict[str, Any] | None:
        """Record ``action``; returns the record before it (for undo)."""
        before = self.record()
        try:
            updated = self.playoff().apply(action)
        except PlayoffError as exc:
            raise ActionRefused(str(exc), "playoff") from None
        self.restore(updated.to_dict())
        return before

    def restore(self, record: dict[str, Any] | None) -> None:
        """Put the stored record back as it was (None removes the play-off)."""
        with self.events.db.transaction() as session:
            row = self._row(session)
            if record is None:
                if row is not None:
                    session.delete(row)
                return
            if row is None:
                session.add(PlayoffRow(event_id=self.events.event_id, record=record,
                                       created_at=datetime.now(UTC).replace(tzinfo=None)))
            else:
                row.record = record

    def champion(self) -> int | None:
        record = self.record()
        return Playoff.from_dict(record).plan.champion if record else None

    def _row(self, session: Session) -> PlayoffRow | None:
        return session.scalars(
            select(PlayoffRow).where(PlayoffRow.event_id == self.events.event_id)
        ).one_or_none()
