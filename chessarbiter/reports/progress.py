"""How far the event has got, as the printouts state it: scores before a round, rounds done."""

from __future__ import annotations

from chessarbiter.core.tournament import Tournament


def scheduled_rounds(t: Tournament) -> int:
    """The number of rounds: the event's own figure, else the last round with a game."""
    return t.rounds or max((g.round for g in t.games), default=0)


def points_before(t: Tournament, rnd: int) -> dict[int, float]:
    """Start number → points from the games and byes of rounds before ``rnd``."""
    totals = {p.start_no: 0.0 for p in t.players}
    for game in t.finished_games():
        if game.round < rnd:
            for side in (game.white, game.black):
                totals[side] = totals.get(side, 0.0) + game.points(side)
    for bye in t.byes:
        if bye.round < rnd:
            totals[bye.start_no] = totals.get(bye.start_no, 0.0) + bye.kind.points
    return totals


def rounds_complete(t: Tournament) -> int:
    """The last round r such that every game of rounds 1..r has its result."""
    pending = [g.round for g in t.games if g.result is None]
    last = scheduled_rounds(t)
    return min(pending) - 1 if pending else last


def progress_text(t: Tournament, announced: int = 0) -> str:
    """"Final", "After round 5 of 9", or "Before round 1" for a heading. A Swiss pairs round
    by round: give its ``announced`` rounds, and the rounds done are those paired and
    finished."""
    done, last = rounds_complete(t), scheduled_rounds(t)
    if announced:
        paired = max((g.round for g in t.games), default=0)
        done, last = min(done, paired), announced
    if done == 0:
        return "Before round 1"
    return "Final" if done >= last else f"After round {done} of {last}"
