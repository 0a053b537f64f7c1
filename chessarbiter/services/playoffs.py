"""The play-off for first place of one event, stored as its replayable record.

Reading never writes: :meth:`PlayoffService.status` shows the stored play-off, or who would
play one. :meth:`~PlayoffService.start` stores it, with the facts it was started on (its basis,
see :mod:`chessarbiter.core.decisions`), once every game of the round robin is decided. Each
action reads, checks and rewrites the record in one transaction with a version check, so two
computers recording at the same moment never both succeed: the second is told, nothing lost.
A correction of the facts afterwards marks the play-off out of date until the arbiter keeps or
redoes it; either choice goes to the audit log.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.decisions import Basis, tied_for_first
from chessarbiter.core.playoff_status import PlayoffStatus, parse_record, playoff_status
from chessarbiter.core.playoffs import Action, GameResult, Playoff, PlayoffError
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.audit import note
from chessarbiter.db.database import caller_name
from chessarbiter.db.models import PlayoffRow
from chessarbiter.services.concurrency import UNSET, Unset, check_shown, compare_and_set
from chessarbiter.services.convert import load_tournament, settings_of
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.events import EventService
from chessarbiter.services.playoff_repeats import repeated
from chessarbiter.services.result_checks import forfeit_links

Record = dict[str, Any]


class PlayoffService:
    def __init__(self, events: EventService) -> None:
        self.events = events

    # --- reading -----------------------------------------------------------------------
    def record(self) -> Record | None:
        with self.events.db.read() as session:
            row = self._row(session)
            return dict(row.record) if row else None

    def status(self) -> PlayoffStatus:
        """Everything the views say about the play-off; reads only."""
        with self.events.db.read() as session:
            return self._status(session)

    def _status(self, session: Session) -> PlayoffStatus:
        tournament, settings = self._facts(session)
        row = self._row(session)
        return playoff_status(dict(row.record) if row else None, tournament, settings,
                              forfeit_links(session, self.events.event_id))

    def playoff(self) -> Playoff:
        """The stored play-off; refused (with what is missing) while none is stored."""
        status = self.status()
        if status.playoff is None:
            raise ActionRefused(status.problem or _not_started(status), "playoff")
        return status.playoff

    def champion(self) -> int | None:
        return self.status().champion

    # --- writing -----------------------------------------------------------------------
    def start(self) -> Record | None:
        """Seed the players tied for first and store their play-off with its basis."""
        def started(before: Record | None, session: Session) -> Record:
            if before is not None:
                raise AlreadyRecorded("The play-off is already started: nothing changed.")
            status = self._status(session)
            if not status.finished or len(status.tied) < 2:
                raise ActionRefused(_not_started(status), "playoff")
            tournament, settings = self._facts(session)
            try:
                playoff = Playoff.from_standings(compute_standings(tournament, settings),
                                                 settings, lot_seed=secrets.randbits(32))
            except PlayoffError as exc:
                raise ActionRefused(str(exc), "playoff") from None
            return {**playoff.to_dict(), "basis": Basis.of(tournament, settings).to_dict()}

        return self._write(started, "start of the play-off")

    def apply(self, action: Action, expected: Record | Unset | None = UNSET) -> Record | None:
        """Record ``action``; returns the record before it (for undo). With ``expected``
        (the record the window showed) a record changed elsewhere meanwhile is refused, so a
        result typed for game 1 never lands as game 2 behind another computer's game 1."""
        def applied(before: Record | None, _session: Session) -> Record:
            check_shown(before, expected, lambda _stored: _conflict("entry"))
            playoff = self._stored(before)
            again = repeated(action, playoff)
            if again is not None:
                raise AlreadyRecorded(again)
            try:
                updated = playoff.apply(_numbered(action, playoff))
            except PlayoffError as exc:
                raise ActionRefused(str(exc), "playoff") from None
            assert before is not None
            return {**before, **updated.to_dict()}

        return self._write(applied, "entry")

    def restore(self, record: Record | None, expected: Record | Unset | None = UNSET) -> None:
        """Put the stored record back as it was (None removes the play-off); with ``expected``
        (what this window stored last) a record changed elsewhere meanwhile is refused."""
        def restored(before: Record | None, _session: Session) -> Record | None:
            check_shown(before, expected, lambda _stored: _conflict("undo"))
            return record

        self._write(restored, "undo")

    def keep(self) -> Record | None:
        """The arbiter keeps an out-of-date play-off: its basis becomes the facts of now."""
        def kept(before: Record | None, session: Session) -> Record:
            reason = self._stale_reason(before, session)
            tournament, settings = self._facts(session)
            note(session, self.events.event_id, "playoffs",
                 {"choice": "kept the play-off", "reason": reason})
            assert before is not None
            return {**before, "basis": Basis.of(tournament, settings).to_dict()}

        return self._write(kept, "choice")

    def redo(self) -> Record | None:
        """The arbiter redoes an out-of-date play-off: it is put aside and, when players are
        still tied for first, started afresh from the standings of now."""
        def redone(before: Record | None, session: Session) -> Record | None:
            reason = self._stale_reason(before, session)
            note(session, self.events.event_id, "playoffs",
                 {"choice": "redid the play-off", "reason": reason, "put_aside": before})
            tournament, settings = self._facts(session)
            standings = compute_standings(tournament, settings)
            if len(tied_for_first(standings, tournament)) < 2:
                return None
            playoff = Playoff.from_standings(standings, settings, lot_seed=secrets.randbits(32))
            return {**playoff.to_dict(), "basis": Basis.of(tournament, settings).to_dict()}

        return self._write(redone, "choice")

    # --- helpers -------------------------------------------------------------------------
    def _stale_reason(self, before: Record | None, session: Session) -> str:
        self._stored(before)
        status = self._status(session)
        if status.stale is None:
            raise ActionRefused("The play-off is not out of date: there is nothing to keep "
                                "or redo.", "playoff")
        return status.stale_message

    def _stored(self, record: Record | None) -> Playoff:
        playoff, problem = parse_record(record)
        if playoff is None:
            raise ActionRefused(problem or "the play-off is not started yet "
                                "(playoff start stores it)", "playoff")
        return playoff

    def _facts(self, session: Session) -> tuple[Tournament, EventSettings]:
        event = self.events._event(session)
        return load_tournament(session, event), settings_of(event)

    def _write(self, change: Callable[[Record | None, Session], Record | None],
               what: str) -> Record | None:
        """One transaction: read the row, let ``change`` decide the new record, write it
        where the version is still the one read (a new record where none is yet); returns the
        record before. The audit log names the action after the public method."""
        with compare_and_set(self.events.db, lambda: _conflict(what),
                             on_duplicate=lambda: _conflict(what),
                             action=caller_name(2)) as session:
            row = self._row(session)
            before = dict(row.record) if row else None
            after = change(before, session)
            if after is None:
                if row is not None:
                    session.delete(row)
            elif row is None:
                session.add(PlayoffRow(event_id=self.events.event_id, record=after,
                                       created_at=datetime.now(UTC).replace(tzinfo=None)))
            else:
                row.record = after
            return before

    def _row(self, session: Session) -> PlayoffRow | None:
        return session.scalars(
            select(PlayoffRow).where(PlayoffRow.event_id == self.events.event_id)
        ).one_or_none()


def _numbered(action: Action, playoff: Playoff) -> Action:
    """A result for "the next game" (game 0) given that game's number."""
    if not isinstance(action, GameResult) or action.game:
        return action
    game = playoff.plan.step(action.step).next_game
    if game is None:
        raise PlayoffError(f"step {action.step} has no game waiting for a result")
    return replace(action, game=game.number)


def _conflict(what: str) -> EditConflict:
    return EditConflict(f"The play-off was changed on another computer; your {what} was not "
                        "saved. Reload and check.")


def _not_started(status: PlayoffStatus) -> str:
    if not status.scheduled:
        return "the round robin has no games yet"
    if status.open_games:
        games = "game has" if status.open_games == 1 else "games have"
        return f"the round robin is not finished: {status.open_games} {games} no result yet"
    if len(status.tied) == 1:
        return (f"no play-off is needed: {status.names.get(status.tied[0], status.tied[0])} "
                "is first alone")
    return "the play-off is not started yet (playoff start stores it)"
