"""Taking back a late entry to a Swiss event made by mistake.

A player entered after round 1 was paired (:meth:`.SwissService.late_entry`) may be taken off
the list again as long as no round paired since has given them a board or the pairing-
allocated bye (:func:`chessarbiter.core.late_entry.unpaired_late_entry` decides it): nobody
has met them, so removing them changes no one else's pairing. A player something else stored
names (an incident, a forbidden pair from the event's file) stays: undo could not bring it
back. Their byes go with them (those
of the rounds they missed and any asked for ahead), and later pairing numbers move up by one,
as they moved down when the player came in. The audit log records every row the removal
deletes or renumbers, under the action "remove late entry".
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import flag_modified

from chessarbiter.core.late_entry import unpaired_late_entry
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind
from chessarbiter.db.models import (
    ByeRow,
    EventRow,
    ForbiddenPairRow,
    IncidentRow,
    PlayerRow,
    PlayoffRow,
)
from chessarbiter.services.concurrency import compare_and_set
from chessarbiter.services.convert import load_tournament, player_from_row, settings_of
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.swiss import SwissService


@dataclass(frozen=True, slots=True)
class RemovedEntry:
    """A late entry taken back: the player as stored, the kind of their missed byes, and
    the byes they had asked for in rounds still to be paired (round, kind), for undo."""

    player: Player
    missed: ByeKind
    ahead: tuple[tuple[int, ByeKind], ...] = ()


def _changed_meanwhile() -> EditConflict:
    return EditConflict("The event was changed on another computer while this was saved; "
                        "nothing was saved. Reload and check.")


class LateEntries(SwissService):
    """Late entries of one Swiss event, and taking one back."""

    def remove_late_entry(self, start_no: int) -> RemovedEntry:
        """Take the late entry ``start_no`` off the list with all their byes (the undo of
        :meth:`late_entry`); refused once a round paired since has them on a board."""
        with compare_and_set(self.db, _changed_meanwhile) as session:
            event = self._event(session)
            if not settings_of(event).swiss:
                raise ActionRefused("late entries are for Swiss events", "start_no")
            row = self._player_row(session, start_no)
            self._refuse_unless_unpaired(session, event, row)
            byes = session.scalars(select(ByeRow).where(
                ByeRow.event_id == event.id, ByeRow.player_id == row.id)).all()
            first = next(ByeKind(b.kind) for b in byes if b.round == 1)
            ahead = tuple(sorted((b.round, ByeKind(b.kind)) for b in byes
                                 if b.round > event.rounds))
            removed = RemovedEntry(player_from_row(row), first, ahead)
            for bye in byes:
                session.delete(bye)
            session.delete(row)
            session.flush()
            rest = [r for r in self._player_rows(session) if r.start_no > start_no]
            self._renumber(session, {r.start_no: r.start_no - 1 for r in rest})
            flag_modified(event, "rounds")  # refused whole if a round was paired meanwhile
            return removed

    def _refuse_unless_unpaired(self, session: Session, event: EventRow,
                                row: PlayerRow) -> None:
        who = f"no. {row.start_no} ({row.name})"
        tournament = load_tournament(session, event)
        if not unpaired_late_entry(tournament, row.start_no):
            game = next(iter(tournament.games_of.get(row.start_no, ())), None)
            if game is not None:
                raise ActionRefused(f"{who} is paired in round {game.round} (board "
                                    f"{game.board}): a player on a paired list stays on "
                                    "it; withdraw them instead", "start_no")
            raise ActionRefused(f"{who} is not a late entry still to be paired: only a "
                                "player entered after round 1 was paired, with no board "
                                "or pairing-allocated bye since, can be removed", "start_no")
        if session.scalar(select(func.count()).select_from(IncidentRow).where(
                IncidentRow.player_id == row.id)):
            raise ActionRefused(f"{who} has incidents recorded: delete them first",
                                "start_no")
        if session.scalar(select(func.count()).select_from(ForbiddenPairRow).where(
                (ForbiddenPairRow.player_a_id == row.id)
                | (ForbiddenPairRow.player_b_id == row.id))):
            # the pairs would go with the player, and undo could not bring them back
            raise ActionRefused(f"{who} is in a forbidden pair the event's file gave: a "
                                "player the pairing must keep apart stays on the list; "
                                "withdraw them instead", "start_no")
        if session.scalar(select(func.count()).select_from(PlayoffRow).where(
                PlayoffRow.event_id == event.id)):
            raise ActionRefused("the play-off is stored: its players keep their numbers",
                                "start_no")
