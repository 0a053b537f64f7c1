"""What the US Chess tie-breaks (rule 34E) read: each tied player's rounds, and every player's
*adjusted* score (34E1): unplayed rounds — byes, forfeits, rounds not played after a
withdrawal — count half a win each. A player's own unplayed rounds count as opponents with an
adjusted score of 0. Used for individual events and for a league's board prizes (rule 28).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import cached_property
from typing import Generic, TypeVar

from chessarbiter.core.tiebreaks.cards import Card, cumulative, totals

K = TypeVar("K", bound=Hashable)


class UsCards(Generic[K]):
    """``cards``: the rounds each ranked player's tie-breaks count; ``pool``: every player's
    rounds, from which opponents' adjusted scores come (a board prize may count one board's
    games while the opponents' scores count all of theirs); ``win``: a win's points."""

    def __init__(self, cards: Mapping[K, Card[K]], pool: Mapping[K, Card[K]] | None = None,
                 win: float = 1.0) -> None:
        self.cards = cards
        self.pool = cards if pool is None else pool
        self.win = win

    @cached_property
    def scores(self) -> dict[K, float]:
        return totals(self.cards)

    @cached_property
    def adjusted(self) -> dict[K, float]:
        half = self.win / 2
        return {k: sum(e.points if e.played else half for e in card)
                for k, card in self.pool.items()}

    def opponents(self, player: K) -> list[float]:
        """The adjusted scores of the player's opponents, round by round (0 for a round the
        player did not play)."""
        adjusted = self.adjusted
        return [adjusted.get(e.opponent, 0.0) if e.played and e.opponent is not None else 0.0
                for e in self.cards[player]]

    @cached_property
    def cumulative(self) -> dict[K, float]:
        """34E3, see :func:`~chessarbiter.core.tiebreaks.cards.cumulative`."""
        return {k: cumulative(card) for k, card in self.cards.items()}
