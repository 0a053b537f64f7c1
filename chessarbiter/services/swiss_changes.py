"""Swiss pairings changed by hand before the round starts: colours swapped on a board, or two
players swapped between boards.

Each change is one transaction (compare-and-set on the boards' versions). It says which
criteria it breaks against the engine's pairing of the round (:mod:`chessarbiter.core.
swiss_manual`), stores that sentence on the boards it changed (``games.manual_note``), marks
them for the pairing sheet when asked (``games.manual_marked``), and notes it in the audit
log. A board a change puts back as the engine paired it carries no note or mark any more (the
command line's way back: the same swap again). API for the window:
:meth:`SwissChanges.swap_colours`, :meth:`swap_players` (undo: :meth:`undo`, which puts back
the boards' earlier notes too), :meth:`changes`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.swiss_manual import Breach, Pairs, breaches
from chessarbiter.db.audit import note
from chessarbiter.db.models import EventRow, GameRow
from chessarbiter.services.concurrency import compare_and_set
from chessarbiter.services.convert import settings_of
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.swiss import engine_pairing
from chessarbiter.services.swiss_late import LateEntries

Boards = dict[int, tuple[int, int]]  # board → (white, black)


@dataclass(frozen=True, slots=True)
class StoredBoard:
    """A board as stored before a change: its players, its note and mark (for undo)."""

    white: int
    black: int
    note: str
    marked: bool


@dataclass(frozen=True, slots=True)
class PairingChange:
    """A change stored: the boards it changed (board → white, black), what it breaks, and
    those boards as they were before it."""

    round: int
    boards: dict[int, tuple[int, int]]
    breaches: tuple[Breach, ...]
    marked: bool
    before: dict[int, StoredBoard] = field(default_factory=dict)

    @property
    def note(self) -> str:
        if not self.breaches:
            return "changed by the arbiter; breaks no criterion"
        return "changed by the arbiter; breaks " + "; ".join(b.text for b in self.breaches)


def _conflict() -> EditConflict:
    return EditConflict("The round's boards were changed on another computer; your change was "
                        "not saved. Reload and check.")


class SwissChanges(LateEntries):
    """Changes to the pairing of the round last paired, while none of its games has a result
    (with the late entries it inherits, the window's one service of a Swiss event)."""

    def swap_colours(self, rnd: int, board: int, *, mark: bool = False) -> PairingChange:
        def change(boards: Boards) -> Boards:
            if board not in boards:
                raise ActionRefused(f"round {rnd} has no board {board}", "board")
            white, black = boards[board]
            return {board: (black, white)}
        return self._change(rnd, change, mark)

    def swap_players(self, rnd: int, first: int, second: int, *,
                     mark: bool = False) -> PairingChange:
        """Exchange two players between their boards, each taking the other's colour."""
        def change(boards: Boards) -> Boards:
            seat = {s: (b, k) for b, pair in boards.items() for k, s in enumerate(pair)}
            for s in (first, second):
                if s not in seat:
                    raise ActionRefused(f"no. {s} has no board in round {rnd} (absent or the "
                                        "bye): only players on boards can be swapped",
                                        "start_no")
            (b1, k1), (b2, k2) = seat[first], seat[second]
            if b1 == b2:
                raise ActionRefused(f"nos. {first} and {second} play each other on board "
                                    f"{b1}: swap their colours instead", "start_no")
            out = {b1: list(boards[b1]), b2: list(boards[b2])}
            out[b1][k1], out[b2][k2] = second, first
            return {b: (pair[0], pair[1]) for b, pair in out.items()}
        return self._change(rnd, change, mark)

    def changes(self, rnd: int) -> dict[int, tuple[str, bool]]:
        """Board → (what its change by hand breaks, marked on the pairing sheet)."""
        return {board: note for (r, board), note in self.all_changes().items() if r == rnd}

    def all_changes(self) -> dict[tuple[int, int], tuple[str, bool]]:
        """(round, board) → (what its change by hand breaks, marked), over every round."""
        with self.db.read() as session:
            rows = session.scalars(select(GameRow).where(
                GameRow.event_id == self.event_id, GameRow.manual_note != ""))
            return {(g.round, g.board): (g.manual_note, g.manual_marked) for g in rows}

    def _change(self, rnd: int, change: Callable[[Boards], Boards], mark: bool) -> PairingChange:
        with compare_and_set(self.db, _conflict) as session:
            event = self._event(session)
            rows = self._round_rows(session, event, rnd)
            by_no = {r.start_no: r for r in self._player_rows(session)}
            current = {g.board: (g.white.start_no, g.black.start_no) for g in rows.values()}
            changed = change(current)
            after = {**current, **changed}
            found, engine = self._breaches(session, event, rnd, list(after.values()))
            before = {b: StoredBoard(*current[b], rows[b].manual_note, rows[b].manual_marked)
                      for b in changed}
            made = PairingChange(rnd, changed, tuple(found), mark, before)
            for board, (white, black) in changed.items():
                row = rows[board]
                row.white_id, row.black_id = by_no[white].id, by_no[black].id
                as_engine = (white, black) in engine
                row.manual_note = "" if as_engine else made.note
                row.manual_marked = mark and not as_engine
            note(session, event.id, "games", {
                "round": rnd, "changed": {str(b): list(p) for b, p in changed.items()},
                "breaks": [b.text for b in found], "marked": mark})
            return made

    def undo(self, made: PairingChange) -> None:
        """Put the boards ``made`` changed back as they were, with their notes and marks;
        refused when they no longer are as ``made`` left them."""
        with compare_and_set(self.db, _conflict) as session:
            event = self._event(session)
            rows = self._round_rows(session, event, made.round)
            by_no = {r.start_no: r for r in self._player_rows(session)}
            for board, pair in made.boards.items():
                if board not in rows or (rows[board].white.start_no,
                                         rows[board].black.start_no) != pair:
                    raise _conflict()
            for board, old in made.before.items():
                row = rows[board]
                row.white_id, row.black_id = by_no[old.white].id, by_no[old.black].id
                row.manual_note, row.manual_marked = old.note, old.marked
            note(session, event.id, "games", {
                "round": made.round, "undone": {str(b): list(p) for b, p in made.boards.items()},
                "restored": {str(b): [o.white, o.black] for b, o in made.before.items()}})

    def _round_rows(self, session: Session, event: EventRow, rnd: int) -> dict[int, GameRow]:
        if not settings_of(event).swiss:
            raise ActionRefused("only a Swiss event's pairings are changed by hand; a round "
                                "robin follows its table", "round")
        if rnd != event.rounds or rnd < 1:
            raise ActionRefused(f"only the round last paired ({event.rounds}) can be changed"
                                if event.rounds else "no round is paired yet", "round")
        rows = {g.board: g for g in session.scalars(select(GameRow).where(
            GameRow.event_id == event.id, GameRow.round == rnd))}
        started = sorted(b for b, g in rows.items() if g.result)
        if started:
            raise ActionRefused(f"round {rnd} has started (board {started[0]} has a result): "
                                "its pairings can no longer change", "round")
        return rows

    def _breaches(self, session: Session, event: EventRow, rnd: int,
                  pairs: Pairs) -> tuple[list[Breach], list[tuple[int, int]]]:
        """What ``pairs`` breaks, and the engine's pairs (white, black) it is measured by."""
        made = engine_pairing(session, event, rnd)
        engine = made.pairing.pairs() if made.pairing is not None else []
        return breaches(made.tournament, made.request, made.settings, engine, pairs), engine
