"""Pairing numbers (C.04.2 art. 2, initial order) and the order of the boards (C.04.2)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from chessarbiter.core.players import TITLES, Player

RATINGS: dict[str, Callable[[Player], int]] = {
    "fide": lambda p: p.fide_rating or 0,
    "uscf": lambda p: p.uscf_rating or 0,
    "fide-then-uscf": lambda p: p.rating or 0,
}


def _title_rank(title: str) -> int:
    return TITLES.index(title.upper()) if title.upper() in TITLES else len(TITLES)


def initial_order(players: Iterable[Player], rating: str = "fide") -> list[Player]:
    """Players in initial order: rating (the ``rating`` setting) high first, then FIDE title,
    then name alphabetically; position + 1 is the pairing number (C.04.2 2.2-2.3)."""
    try:
        rate = RATINGS[rating]
    except KeyError:
        raise ValueError(f"unknown rating {rating!r}: use {', '.join(RATINGS)}") from None
    return sorted(players, key=lambda p: (-rate(p), _title_rank(p.title), p.name.casefold()))
