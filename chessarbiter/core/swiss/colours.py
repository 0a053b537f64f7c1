"""Colour preferences (C.04.3 1.6-1.7) and the allocation of colours to a pair (5.2)."""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.swiss.model import Colour

NONE, MILD, STRONG, ABSOLUTE = 0, 1, 2, 3
STRENGTH_NAMES = {NONE: "no", MILD: "mild", STRONG: "strong", ABSOLUTE: "absolute"}


@dataclass(frozen=True, slots=True)
class Preference:
    colour: Colour | None
    strength: int


def difference(history: tuple[Colour, ...]) -> int:
    """Colour difference (1.6): games with White minus games with Black."""
    return sum(1 if c is Colour.WHITE else -1 for c in history)


def preference(history: tuple[Colour, ...]) -> Preference:
    """The preference after the played games ``history`` (unplayed rounds left out, C.04.2 3.4)."""
    if not history:
        return Preference(None, NONE)
    cd = difference(history)
    if cd < -1:
        return Preference(Colour.WHITE, ABSOLUTE)
    if cd > 1:
        return Preference(Colour.BLACK, ABSOLUTE)
    if len(history) >= 2 and history[-1] is history[-2]:
        return Preference(history[-1].other, ABSOLUTE)
    if cd == 1:
        return Preference(Colour.BLACK, STRONG)
    if cd == -1:
        return Preference(Colour.WHITE, STRONG)
    return Preference(history[-1].other, MILD)


@dataclass(frozen=True, slots=True)
class Side:
    """What allocation needs of one player: history, preference, place in the round (5.2.5)."""

    number: int
    history: tuple[Colour, ...]
    pref: Preference


def allocate(higher: Side, lower: Side, initial: Colour) -> tuple[Colour, str]:
    """Colour of the higher-ranked player and the article of 5.2 that decided it."""
    hp, lp = higher.pref, lower.pref
    if hp.colour is None and lp.colour is not None:
        return lp.colour.other, "5.2.1"
    if hp.colour is not None and (lp.colour is None or lp.colour is not hp.colour):
        return hp.colour, "5.2.1"
    if hp.colour is not None and lp.colour is not None:
        if hp.strength != lp.strength:
            winner_is_higher = hp.strength > lp.strength
            return (hp.colour if winner_is_higher else hp.colour.other), "5.2.2"
        if hp.strength == ABSOLUTE:
            hd, ld = abs(difference(higher.history)), abs(difference(lower.history))
            if hd != ld:
                return (hp.colour if hd > ld else hp.colour.other), "5.2.2"
        for mine, theirs in zip(reversed(higher.history), reversed(lower.history), strict=False):
            if mine is not theirs:
                return mine.other, "5.2.3"
        return hp.colour, "5.2.4"
    return (initial if higher.number % 2 == 1 else initial.other), "5.2.5"
