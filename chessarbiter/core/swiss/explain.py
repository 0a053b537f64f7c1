"""Why each board is what it is: floats, the colour article, the criteria the pair misses."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.swiss.colours import STRENGTH_NAMES
from chessarbiter.core.swiss.criteria import RoundContext, compatible
from chessarbiter.core.swiss.model import Colour
from chessarbiter.core.swiss.state import DOWN, UP, PlayerState
from chessarbiter.core.text import plural

COLOUR_REASONS = {
    "5.2.1": "both colour preferences granted",
    "5.2.2": "the stronger colour preference granted",
    "5.2.3": "colours alternated from the last round they differed",
    "5.2.4": "the higher-ranked player's preference granted",
    "5.2.5": "by pairing number and the initial colour",
}


def _score(x: float) -> str:
    return f"{x:g}"


def board_explanation(white: PlayerState, black: PlayerState, article: str,
                      brackets: dict[int, float], ctx: RoundContext,
                      states: Sequence[PlayerState] = ()) -> tuple[str, ...]:
    """Lines for one board, for the window and ``pairings --explain``; with the round's
    ``states`` a downfloater's line says why its scoregroup could not pair it."""
    bracket = brackets.get(white.tpn, min(white.score, black.score))
    lines = [f"paired in the {_score(bracket)}-point bracket"]
    for p, other in ((white, black), (black, white)):
        if p.score > bracket:
            lines.append(f"{p.tpn} floats down from {_score(p.score)} to meet {other.tpn} "
                         f"({_score(other.score)}), who floats up")
            if states:
                lines.append(float_reason(p, states, ctx))
    lines.append(f"colours: {COLOUR_REASONS[article]} (C.04.3 {article})")
    for p, got in ((white, Colour.WHITE), (black, Colour.BLACK)):
        pref = p.pref
        if pref.colour is not None and pref.colour is not got:
            crit = "C13" if pref.strength >= 2 else "C12"
            lines.append(f"{p.tpn} does not get their {STRENGTH_NAMES[pref.strength]} "
                         f"preference for {pref.colour.name.lower()} ({crit})")
    for p, other in ((white, black), (black, white)):
        if p.score > other.score:
            for when, flt, crit in ((1, p.float_1, "C18"), (2, p.float_2, "C20")):
                if flt == DOWN:
                    lines.append(f"{p.tpn} also floated down {plural(when, 'round')} before "
                                 f"({crit})")
            for when, flt, crit in ((1, other.float_1, "C15"), (2, other.float_2, "C17")):
                if flt == UP:
                    lines.append(f"{other.tpn} also floated up {plural(when, 'round')} before "
                                 f"({crit})")
    if ctx.final_round and (white.tpn in ctx.topscorers or black.tpn in ctx.topscorers):
        lines.append("final round, topscorer on this board: colour limits may be exceeded "
                     "(C10-C11)")
    return tuple(lines)


def float_reason(p: PlayerState, states: Sequence[PlayerState], ctx: RoundContext) -> str:
    """Why ``p`` left its scoregroup: nobody there it may meet (C1, C3), an odd group, or a
    group that could not pair everyone without breaking the criteria (C4-C7)."""
    group = [q for q in states if q.score == p.score and q.tpn != p.tpn]
    if not group:
        return f"{p.tpn} is alone on {_points(p.score)}"
    if not any(compatible(p, q, ctx) for q in group):
        met = [q.tpn for q in group if q.tpn in p.opponents]
        barred = [q.tpn for q in group if q.tpn in p.forbidden and q.tpn not in met]
        same = [q.tpn for q in group if q.tpn not in p.opponents and q.tpn not in p.forbidden]
        parts = []
        if met:
            parts.append(f"has played {_numbers(met)} (C1)")
        if barred:
            parts.append(f"may not be paired with {_numbers(barred)} (forbidden pair, C1)")
        if same:
            colour = p.pref.colour.name.lower() if p.pref.colour else ""
            parts.append(f"shares an absolute preference for {colour} with {_numbers(same)} "
                         "(C3)")
        return f"{p.tpn} may meet nobody else on {_score(p.score)}: " + " and ".join(parts)
    size = len(group) + 1
    if size % 2:
        return f"{size} players on {_points(p.score)}: an odd number, one floats (C6)"
    return (f"the {size} players on {_points(p.score)} cannot all be paired among "
            "themselves with the rest of the round still pairable (C4-C7)")


def _points(x: float) -> str:
    return f"{_score(x)} point" + ("" if x == 1 else "s")


def _numbers(numbers: list[int]) -> str:
    return ", ".join(str(n) for n in sorted(numbers))


def bye_explanation(player: PlayerState, states: list[PlayerState]) -> tuple[str, ...]:
    eligible = [p for p in states if p.pab_eligible]
    lowest = min(p.score for p in eligible)
    lines = [f"{player.tpn} receives the pairing-allocated bye (C.04.1 art. 3)"]
    if player.score == lowest:
        lines.append(f"lowest score among players who may receive it: {_score(lowest)} (C5)")
    else:
        lines.append("no lower player could take it with everyone else paired (C4-C5)")
    if player.unplayed:
        lines.append(f"{plural(player.unplayed, 'unplayed round')} before this one (C9)")
    lines.append(f"{plural(len(states) - len(eligible), 'player')} may not receive it: a bye or a "
                 "win without playing already (C2)")
    return tuple(lines)
