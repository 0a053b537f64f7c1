"""The games the ratings-based tie-breaks count (C.07 Art. 10): played over the board (a
forfeit never counts, Art. 15.2), against an opponent with a rating. An unrated opponent is
left out unless the event gives unrated players a rating (``Rules.unrated_rating``)."""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.tiebreaks.field import Field


@dataclass(frozen=True, slots=True)
class RatedGames:
    ratings: tuple[int, ...]  # the rated opponents' ratings, in round order
    points: float  # scored against them
    unrated: int  # games over the board against unrated opponents left out


def rated_games(field: Field) -> dict[int, RatedGames]:
    fallback = field.rules.unrated_rating
    out: dict[int, RatedGames] = {}
    for p, card in field.cards.items():
        ratings: list[int] = []
        points, unrated = 0.0, 0
        for e in card:
            if not e.played or e.opponent is None:
                continue
            rating = field.ratings.get(e.opponent) or fallback
            if rating:
                ratings.append(rating)
                points += e.points
            else:
                unrated += 1
        out[p] = RatedGames(tuple(ratings), points, unrated)
    return out


def rounded_mean(values: list[int]) -> int:
    """The mean rounded to the nearest whole number, 0.5 up (0 for no value)."""
    if not values:
        return 0
    return (2 * sum(values) + len(values)) // (2 * len(values))
