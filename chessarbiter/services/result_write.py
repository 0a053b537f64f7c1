"""Entering one result, written once in plain SQL for both ways of storing it.

:meth:`~chessarbiter.services.events.EventService.set_result` runs it on its session (the
window, a server, the ordinary command line) and the ``result`` command on a local file runs
it on a :mod:`sqlite3` connection without loading SQLAlchemy (:mod:`chessarbiter.cli.fast_write`).
Either way it reads what judging the one board needs — the board, the players, that round
(and every game of a withdrawn player, or the whole event when the result can change another
round or who is first) — compares and sets the game's version, and logs the change as the
ORM's audit listener would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.audit_rows import log
from chessarbiter.db.queries import Execute, read_event
from chessarbiter.services.change import Change, names
from chessarbiter.services.compare import UNSET, StaleWrite, Unset, check_shown
from chessarbiter.services.errors import EditConflict, no_board, no_event, not_individual

EVENT = "select kind, rounds from events where id = :event"
GAME = (
    "select g.id, g.version, g.result, w.start_no, b.start_no, w.withdrawn_after,"
    " b.withdrawn_after from games g join players w on w.id = g.white_id"
    " join players b on b.id = g.black_id"
    " where g.event_id = :event and g.round = :round and g.board = :board"
)
GAME_RESULT = ("select result from games"
               " where event_id = :event and round = :round and board = :board")
PLAYOFF = "select id from playoffs where event_id = :event"
DECIDED = (
    "select i.id, p.start_no from incidents i join players p on p.id = i.player_id"
    " where i.event_id = :event and i.round = :round and i.decision = 'forfeit' order by i.id"
)
SET_RESULT = (
    "update games set result = :result, version = version + 1"
    " where id = :id and version = :version returning version"
)

Decided = tuple[int, int]  # a forfeit decision: (incident id, the start number it forfeits)


@dataclass(frozen=True, slots=True)
class ResultWritten:
    """What was stored: the result before (for undo), the rounds the result completed (each
    to be backed up once committed), whether its round is complete now, and the settings."""

    old: Result | None
    completed: tuple[int, ...]
    round_complete: bool
    settings: EventSettings


def write_result(execute: Execute, event_id: int, rnd: int, board: int,
                 result: Result | None, expected: Result | Unset | None = UNSET, *,
                 confirmed: bool = False, action: str = "set result") -> ResultWritten:
    """Store ``result`` on the board in the caller's transaction (see ``set_result``);
    :class:`StaleWrite` when the game changed between reading and writing it."""
    game = _game(execute, event_id, rnd, board)
    game_id, version, stored, white, black, white_out, black_out = game
    old = Result(stored) if stored else None
    check_shown(old, expected, lambda now: EditConflict.on_result(rnd, board, now, result))
    playoff = bool(execute(PLAYOFF, {"event": event_id}))
    # a withdrawn player's result can annul (or restore) their games in every round
    whole = playoff or white_out is not None or black_out is not None
    before, settings = read_event(execute, event_id, None if whole else rnd)
    after = before.with_games(
        replace(g, result=result) if (g.round, g.board) == (rnd, board) else g
        for g in before.games)
    change = Change(before, after, settings, settings, playoff, None if whole else rnd)
    overridden = forfeit_contradictions(execute, event_id, rnd, {white: True, black: False},
                                        result)
    change.refuse_unless(confirmed, contradiction_question(overridden, before, result),
                         change.playoff_question())
    new = result.value if result else None
    if new != stored:  # as the ORM: the same value again is no change, stored or logged
        if not execute(SET_RESULT, {"result": new, "id": game_id, "version": version}):
            raise StaleWrite
        log(execute, event_id, action, "games", game_id, "update", {"result": [stored, new]})
    if overridden:  # the audit log's link between the result and the decisions it overrode
        log(execute, event_id, action, "games", None, "bulk", {
            "round": rnd, "board": board, "result": new,
            "contradicts_incidents": [i for i, _ in overridden]})
    return ResultWritten(old, tuple(change.newly_complete()), rnd in change.complete_after,
                         settings)


def conflict_now(execute: Execute, event_id: int, rnd: int, board: int,
                 mine: Result | None) -> EditConflict:
    """The conflict of a :class:`StaleWrite`, saying what the board holds now (read after
    the rollback)."""
    rows = execute(GAME_RESULT, {"event": event_id, "round": rnd, "board": board})
    now = Result(rows[0][0]) if rows and rows[0][0] else None
    return EditConflict.on_result(rnd, board, now, mine)


def forfeit_contradictions(execute: Execute, event_id: int, rnd: int,
                           players: dict[int, bool], result: Result | None) -> list[Decided]:
    """The confirmed forfeit decisions of round ``rnd`` that ``result`` contradicts.

    ``players`` maps each player of the board to True for White. A decision forfeits its
    player's game, so any result but a forfeit loss for that player contradicts it.
    """
    out = []
    for incident, start_no in execute(DECIDED, {"event": event_id, "round": rnd}):
        white = players.get(start_no)
        if white is None:
            continue
        if result is None or result.played or result.points(white) > 0:
            out.append((incident, start_no))
    return out


def contradiction_question(incidents: Sequence[Decided], tournament: Tournament,
                           result: Result | None) -> str | None:
    if not incidents:
        return None
    typed = f"{result.value}" if result else "clearing the result"
    which = "; ".join(f"incident {i} decided that {names(tournament, [start_no])} "
                      "loses this game by forfeit" for i, start_no in incidents)
    return f"{which[0].upper()}{which[1:]}: {typed} contradicts that decision."


def event_rounds(execute: Execute, event_id: int) -> int:
    """The individual event's rounds, or the refusal saying why it cannot be written."""
    events = execute(EVENT, {"event": event_id})
    if not events:
        raise no_event(event_id)
    kind, rounds = events[0]
    if kind != "individual":
        raise not_individual(event_id)
    return int(rounds)


def _game(execute: Execute, event_id: int, rnd: int, board: int) -> Sequence[Any]:
    """The board's row, or the refusal that names what does not exist."""
    rounds = event_rounds(execute, event_id)
    rows = execute(GAME, {"event": event_id, "round": rnd, "board": board})
    if not rows:
        raise no_board(rnd, board, rounds)
    return rows[0]
