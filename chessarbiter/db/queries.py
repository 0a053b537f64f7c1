"""Reading an event with plain SQL, so the same loader serves two callers.

The window and most commands read through SQLAlchemy; the read-only commands (``standings``,
``pairings``, ``players``) read an up-to-date SQLite file with the standard library alone,
which saves importing SQLAlchemy and keeps a scripted ``standings --json`` fast. Both pass an
``execute(sql, params)`` callable; the statements use ``:name`` parameters that ``sqlite3`` and
SQLAlchemy's ``text()`` both understand.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported when an event is read: a league's commands need none of them
    from chessarbiter.core.players import Player
    from chessarbiter.core.settings import EventSettings
    from chessarbiter.core.tournament import Bye, ByeKind, Tournament

INDIVIDUAL, LEAGUE = "individual", "league"  # the kinds of event (events.kind)
SCHEMA_HEAD = "0015"  # the newest migration; a test keeps it equal to Alembic's head

Execute = Callable[[str, dict[str, Any]], Sequence[Sequence[Any]]]

EVENT_IDS = "select id from events order by id"
HEADER_FIELDS = ("name", "site", "federation", "start_date", "end_date", "arbiter")
HEADER = f"select {', '.join(HEADER_FIELDS)} from events where id = :event"
EVENT = "select name, settings, rounds from events where id = :event and kind = 'individual'"
PLAYERS = (
    "select start_no, name, fide_rating, uscf_rating, federation, fide_id, uscf_id,"
    " uscf_expiry, title, sex, birth_date, withdrawn_after, entered_round"
    " from players where event_id = :event order by start_no"
)
GAMES = (
    "select g.round, g.board, w.start_no, b.start_no, g.result from games g"
    " join players w on w.id = g.white_id join players b on b.id = g.black_id"
    " where g.event_id = :event{} order by g.round, g.board"
)
#: a round's games, and every game of a withdrawn player (the rule reads all of them)
ROUND, AROUND_ROUND = " and g.round = :round", (
    " and (g.round = :round or w.withdrawn_after is not null or b.withdrawn_after is not null)")
BYES = (
    "select y.round, p.start_no, y.kind from byes y join players p on p.id = y.player_id"
    " where y.event_id = :event{} order by y.round, p.start_no"
)
ACCELERATIONS = (
    "select a.round, p.start_no, a.points from accelerations a"
    " join players p on p.id = a.player_id"
    " where a.event_id = :event order by a.round, p.start_no"
)
FORBIDDEN = (
    "select f.first_round, f.last_round, a.start_no, b.start_no from forbidden_pairs f"
    " join players a on a.id = f.player_a_id join players b on b.id = f.player_b_id"
    " where f.event_id = :event order by f.first_round, f.last_round, a.start_no, b.start_no"
)

FORFEITS = (
    "select i.round, p.start_no, i.id from incidents i join players p on p.id = i.player_id"
    " where i.event_id = :event and i.decision = 'forfeit' order by i.id"
)


def json_value(value: Any) -> Any:
    """A JSON column's value: text from SQLite's raw rows, already parsed elsewhere."""
    return json.loads(value) if isinstance(value, str) else value


def read_forfeits(execute: Execute, event_id: int) -> dict[tuple[int, int], int]:
    """(round, start number) → the incident whose confirmed decision forfeited that game (the
    first when several did): how a forfeit on a board names its reason."""
    out: dict[tuple[int, int], int] = {}
    for rnd, start_no, incident_id in execute(FORFEITS, {"event": event_id}):
        out.setdefault((rnd, start_no), incident_id)
    return out


def read_playoff(execute: Execute, event_id: int) -> dict[str, Any] | None:
    """The stored play-off record of the event (None when there is none)."""
    rows = execute("select record from playoffs where event_id = :event", {"event": event_id})
    if not rows:
        return None
    record = rows[0][0]
    return dict(json.loads(record) if isinstance(record, str) else record)


def read_event(execute: Execute, event_id: int, around: int | None = None
               ) -> tuple[Tournament, EventSettings]:
    """The core's view of a stored event and its settings (KeyError if there is none).

    ``around`` a round: only what that round's boards depend on — its games and byes, and
    every game of a withdrawn player (the withdrawal rule counts them all) — for a write
    that changes one board and need not read 4,950 games to judge it."""
    from chessarbiter.core.results import Result
    from chessarbiter.core.settings import EventSettings
    from chessarbiter.core.tournament import (
        Acceleration,
        ByeKind,
        ForbiddenPair,
        Game,
        Tournament,
    )

    rows = execute(EVENT, {"event": event_id})
    if not rows:
        raise KeyError(event_id)
    name, settings_data, rounds = rows[0]
    settings = EventSettings.from_dict(json_value(settings_data))
    params: dict[str, Any] = {"event": event_id}
    if around is not None:
        params["round"] = around
    players = tuple(_player(row) for row in execute(PLAYERS, params))
    games = GAMES.format("" if around is None else
                         AROUND_ROUND if any(p.withdrawn for p in players) else ROUND)
    byes = BYES.format("" if around is None else " and y.round = :round")
    tournament = Tournament(
        players=players,
        games=tuple(
            Game(r, b, w, k, Result(res) if res else None)
            for r, b, w, k, res in execute(games, params)
        ),
        byes=tuple(_bye(r, s, ByeKind(kind), settings) for r, s, kind in execute(byes, params)),
        rounds=rounds,
        cycles=settings.cycles,
        name=name,
        swiss=settings.swiss,
        accelerations=() if around is not None else tuple(
            Acceleration(r, s, points) for r, s, points in execute(ACCELERATIONS, params)),
        forbidden=() if around is not None or not settings.swiss else tuple(
            ForbiddenPair(*row) for row in execute(FORBIDDEN, params)),
    )
    return tournament, settings


def _bye(rnd: int, start_no: int, kind: ByeKind, settings: EventSettings) -> Bye:
    """A bye as stored; a Swiss's pairing-allocated bye scores the event's ``pab_points``."""
    from chessarbiter.core.tournament import Bye, ByeKind

    special = kind is ByeKind.PAIRING_ALLOCATED and settings.pab_points != kind.points
    return Bye(rnd, start_no, kind, settings.pab_points if special else None)


def _player(row: Sequence[Any]) -> Player:
    from chessarbiter.core.players import Player

    (start_no, name, fide_rating, uscf_rating, federation, fide_id, uscf_id, uscf_expiry,
     title, sex, birth_date, withdrawn_after, entered_round) = row
    return Player(
        start_no, name, fide_rating, uscf_rating, federation, fide_id, uscf_id,
        _date(uscf_expiry), title, sex, _date(birth_date), withdrawn_after, entered_round,
    )


def _date(value: date | str | None) -> date | None:
    return date.fromisoformat(value) if isinstance(value, str) else value
