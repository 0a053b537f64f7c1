"""What a change to the facts of an event is checked for before it is stored.

A result, a withdrawal or a setting may contradict an incident's forfeit decision, or change who
is tied for first after the play-off started; both are stored only once the arbiter confirms
(:class:`~chessarbiter.services.errors.NeedsConfirmation`). A change may also complete a round,
which takes a backup. Each check compares the event before and after the change, read in the
change's own transaction, so it judges exactly what is about to be stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from chessarbiter.core.boards import EventBoards, event_boards
from chessarbiter.core.decisions import named, tied_for_first
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.audit import note
from chessarbiter.db.models import EventRow, IncidentRow, PlayoffRow
from chessarbiter.db.queries import read_forfeits
from chessarbiter.services.convert import load_tournament, settings_of
from chessarbiter.services.errors import NeedsConfirmation


def forfeit_links(session: Session, event_id: int) -> dict[tuple[int, int], int]:
    def execute(sql: str, params: dict[str, Any]) -> Sequence[Sequence[Any]]:
        return session.execute(text(sql), params).all()

    return read_forfeits(execute, event_id)


def stored_boards(session: Session, event: EventRow) -> EventBoards:
    """Every board's status as stored now (see :mod:`chessarbiter.core.boards`)."""
    return event_boards(load_tournament(session, event), settings_of(event),
                        forfeit_links(session, event.id))


def names(tournament: Tournament, players: Sequence[int]) -> str:
    return named(players, {p.start_no: p.name for p in tournament.players})


@dataclass(frozen=True)
class Change:
    """The event before and after one change, as the checks read it."""

    session: Session
    event: EventRow
    before: Tournament
    after: Tournament
    settings_before: EventSettings
    settings_after: EventSettings

    @classmethod
    def of(cls, session: Session, event: EventRow, after: Tournament | None = None,
           settings: EventSettings | None = None) -> Change:
        before = load_tournament(session, event)
        current = settings_of(event)
        return cls(session, event, before, after or before, current, settings or current)

    def playoff_question(self) -> str | None:
        """The question to ask when this change alters who is tied for first while a play-off
        is stored; None when it does not (or there is no play-off)."""
        stored = self.session.scalar(
            select(PlayoffRow.id).where(PlayoffRow.event_id == self.event.id))
        if stored is None:
            return None
        was = tied_for_first(compute_standings(self.before, self.settings_before), self.before)
        now = tied_for_first(compute_standings(self.after, self.settings_after), self.after)
        if set(was) == set(now):
            return None
        alone = (f"{names(self.after, now)} alone would be first" if len(now) == 1 else
                 f"{names(self.after, now)} would be tied for first" if now else
                 "nobody would be first")
        return (f"This changes who is tied for first: {alone}, but the play-off was started "
                f"for {names(self.before, was)}. Stored, it marks the play-off out of date.")

    def newly_complete(self) -> list[int]:
        """Rounds this change completes (for the round-complete backup)."""
        links = forfeit_links(self.session, self.event.id)
        old = event_boards(self.before, self.settings_before, links)
        new = event_boards(self.after, self.settings_after, links)
        rounds = sorted({s.round for s in new.games()})
        return [r for r in rounds if new.round_complete(r) and not old.round_complete(r)]

    def refuse_unless(self, confirmed: bool, *questions: str | None) -> None:
        asked = [q for q in questions if q]
        if asked and not confirmed:
            raise NeedsConfirmation(" ".join(asked))


def forfeit_contradictions(session: Session, event_id: int, rnd: int,
                           players: dict[int, bool], result: Result | None
                           ) -> list[IncidentRow]:
    """The confirmed forfeit decisions of round ``rnd`` that ``result`` contradicts.

    ``players`` maps each player of the board to True for White. A decision forfeits its
    player's game, so any result but a forfeit loss for that player contradicts it.
    """
    decided = session.scalars(select(IncidentRow).where(
        IncidentRow.event_id == event_id, IncidentRow.round == rnd,
        IncidentRow.decision == "forfeit").order_by(IncidentRow.id)).all()
    out = []
    for incident in decided:
        white = players.get(incident.player.start_no)
        if white is None:
            continue
        if result is None or result.played or result.points(white) > 0:
            out.append(incident)
    return out


def contradiction_question(incidents: Sequence[IncidentRow], tournament: Tournament,
                           result: Result | None) -> str | None:
    if not incidents:
        return None
    typed = f"{result.value}" if result else "clearing the result"
    which = "; ".join(f"incident {i.id} decided that {names(tournament, [i.player.start_no])} "
                      "loses this game by forfeit" for i in incidents)
    return f"{which[0].upper()}{which[1:]}: {typed} contradicts that decision."


def log_contradictions(session: Session, event_id: int, rnd: int, board: int,
                       incidents: Sequence[IncidentRow], result: Result | None) -> None:
    """The audit log's link between a typed result and the decisions it overrode."""
    if incidents:
        note(session, event_id, "games", {
            "round": rnd, "board": board, "result": result.value if result else None,
            "contradicts_incidents": [i.id for i in incidents]})
