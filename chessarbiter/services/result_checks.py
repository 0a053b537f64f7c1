"""What a change to the facts of an event is checked for before it is stored, read in the
change's own session.

A result, a withdrawal or a setting may contradict an incident's forfeit decision, or change who
is tied for first after the play-off started; both are stored only once the arbiter confirms
(:class:`~chessarbiter.services.errors.NeedsConfirmation`). A change may also complete a round,
which takes a backup. Each check compares the event before and after the change
(:class:`~chessarbiter.services.change.Change`), read in the change's own transaction, so it
judges exactly what is about to be stored. A result is checked by
:mod:`chessarbiter.services.result_write`, which reads only the round it is in.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.boards import EventBoards, event_boards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.database import raw_execute
from chessarbiter.db.models import EventRow, PlayoffRow
from chessarbiter.db.queries import read_forfeits
from chessarbiter.services.change import Change
from chessarbiter.services.change import names as names
from chessarbiter.services.convert import load_tournament, settings_of


def forfeit_links(session: Session, event_id: int) -> dict[tuple[int, int], int]:
    return read_forfeits(raw_execute(session), event_id)


def stored_boards(session: Session, event: EventRow) -> EventBoards:
    """Every board's status as stored now (see :mod:`chessarbiter.core.boards`)."""
    return event_boards(load_tournament(session, event), settings_of(event),
                        forfeit_links(session, event.id))


def change_of(session: Session, event: EventRow, after: Tournament | None = None,
              settings: EventSettings | None = None) -> Change:
    """The whole event as stored (``before``) and as it will be: ``after``, ``settings``
    (both default to the stored ones)."""
    before = load_tournament(session, event)
    current = settings_of(event)
    playoff = session.scalar(select(PlayoffRow.id).where(PlayoffRow.event_id == event.id))
    return Change(before, after or before, current, settings or current, playoff is not None)
