"""A stored Swiss event as the Dutch engine reads it: which round is next, who is absent, and
whether the previous round is finished.

The engine (:mod:`chessarbiter.core.swiss`) pairs a :class:`Tournament`; this module turns an
event's boards and settings into that tournament and the :class:`RoundRequest`, so the
services, the command line and the window ask the same questions the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.swiss import Colour, RoundRequest, SwissSettings
from chessarbiter.core.swiss.baku import acceleration_table, with_baku
from chessarbiter.core.text import numbered, plural
from chessarbiter.core.tournament import Acceleration, ByeKind, Tournament, paired_rounds

REQUESTED = (ByeKind.HALF, ByeKind.ZERO, ByeKind.FULL)  # byes asked for before the pairing


def swiss_settings(settings: EventSettings) -> SwissSettings:
    """The engine's settings from the event's (the point system is FIDE's 1-½-0)."""
    return SwissSettings(pab_points=settings.pab_points, acceleration=settings.acceleration,
                         pab_downfloat=settings.pab_downfloat)


def with_virtual_points(tournament: Tournament, settings: EventSettings) -> Tournament:
    """The tournament with the virtual points of every round, the stored ones and those the
    event's acceleration gives the rounds still to come (an export writes them all, so
    another program pairs on with the same)."""
    if not settings.swiss or settings.acceleration != "baku":
        return tournament
    table = with_baku(tournament.players, acceleration_table(tournament),
                      settings.swiss_rounds, settings.swiss_rounds)
    return replace(tournament, accelerations=tuple(
        Acceleration(rnd, s, v) for rnd, points in sorted(table.items())
        for s, v in sorted(points.items())))


def absent(tournament: Tournament, rnd: int) -> dict[int, ByeKind]:
    """Start number → the bye asked for in round ``rnd`` (half, zero or full point)."""
    return {b.start_no: b.kind for b in tournament.byes if b.round == rnd and b.kind in REQUESTED}


@dataclass(frozen=True, slots=True)
class NextRound:
    """What pairing the next round needs, or why it cannot be paired now (``refusal``)."""

    number: int
    tournament: Tournament
    request: RoundRequest | None
    refusal: str | None


def next_round(boards: EventBoards, settings: EventSettings,
               initial: Colour | None = None) -> NextRound:
    """The next round of a Swiss event from its boards: the tournament as the pairing counts
    it (a withdrawal's forfeits filled in, every game played as entered) and the request.

    ``initial``: the colour of round 1's top player when the setting is still "lot".
    """
    tournament = boards.reported
    rnd = paired_rounds(tournament) + 1
    refusal = _refusal(boards, settings, rnd, initial)
    if refusal is not None:
        return NextRound(rnd, tournament, None, refusal)
    colour = initial if settings.initial_colour == "lot" else Colour(settings.initial_colour[0])
    assert colour is not None
    return NextRound(rnd, tournament, request_for(tournament, settings, rnd, colour), None)


def request_for(tournament: Tournament, settings: EventSettings, rnd: int,
                initial: Colour) -> RoundRequest:
    """The request to pair round ``rnd`` (the engine reads only what lies before it)."""
    return RoundRequest(rnd, settings.swiss_rounds, initial, frozenset(absent(tournament, rnd)))


def before(tournament: Tournament, rnd: int) -> Tournament:
    """The tournament as it stood when round ``rnd`` was paired: the games and byes of the
    rounds before, and the byes asked for in ``rnd``."""
    byes = tuple(b for b in tournament.byes
                 if b.round < rnd or (b.round == rnd and b.kind in REQUESTED))
    return replace(tournament.with_games(g for g in tournament.games if g.round < rnd),
                   byes=byes)


def _refusal(boards: EventBoards, settings: EventSettings, rnd: int,
             initial: Colour | None) -> str | None:
    if not settings.swiss:
        return "this event is a round robin: its schedule is made with pair, not pair --next"
    if rnd > settings.swiss_rounds:
        return f"all {settings.swiss_rounds} rounds are paired"
    if rnd > 1:
        waiting = boards.open(rnd - 1)
        if waiting:
            boards_open = numbered("board", (b.board for b in waiting))
            return (f"round {rnd - 1} has {plural(len(waiting), 'game')} without a result "
                    f"({boards_open}); enter them before pairing round {rnd}")
    elif settings.initial_colour == "lot" and initial is None:
        return "the initial colour is to be drawn by lot: draw it first"
    playing = [p for p in boards.source.players
               if not (p.withdrawn_after is not None and p.withdrawn_after < rnd)
               and p.start_no not in absent(boards.source, rnd)]
    if len(playing) < 2:
        return f"round {rnd} needs at least 2 players to pair ({len(playing)} present)"
    return None
