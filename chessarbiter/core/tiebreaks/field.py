"""What the individual tie-breaks of one standings computation read: the games, the rules and
the tables several criteria share, each built the first time a criterion asks for it.

``Rules`` carries the few settings the tie-breaks read, so that this package does not depend
on the settings module (which lists the registered codes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from chessarbiter.core.tiebreaks.cards import Card, cards_of, totals
from chessarbiter.core.tiebreaks.codes import EDITION_2026
from chessarbiter.core.tiebreaks.history import WIN_POINTS, History
from chessarbiter.core.tiebreaks.opponent_scores import OpponentScores, round_robin_maximum
from chessarbiter.core.tiebreaks.us_scores import UsCards


@dataclass(frozen=True, slots=True)
class Rules:
    """The event's tie-break settings (see ``EventSettings`` for their meaning)."""

    edition: str = EDITION_2026
    koya_limit_offset: float = 0.0
    unrated_rating: int = 0  # 0: unrated opponents are left out of rating-based tie-breaks
    kashdan_points: tuple[float, ...] = (4.0, 2.0, 1.0, 0.0)


class Field:
    """One event's standings data. ``swiss``: pairings were made round by round, so C.07
    Art. 16 manages unplayed rounds; otherwise they were pre-determined (Art. 15.2)."""

    def __init__(self, history: History, rules: Rules, swiss: bool = False,
                 ratings: Mapping[int, int] | None = None) -> None:
        self.history = history
        self.rules = rules
        self.swiss = swiss
        self.ratings = dict(ratings or {})

    @property
    def players(self) -> tuple[int, ...]:
        return self.history.players

    @property
    def rounds(self) -> int:
        """Rounds the tie-breaks count: up to the latest round with any result."""
        return self.history.reached

    @cached_property
    def cards(self) -> dict[int, Card[int]]:
        """Every ranked player's rounds 1..``rounds``, unplayed ones included (Art. 16)."""
        return cards_of(self.history)

    @cached_property
    def scores(self) -> dict[int, float]:
        """Points in the rounds counted (a bye recorded for a later round is not in them)."""
        return totals(self.cards)

    @cached_property
    def maximum(self) -> dict[int, float]:
        """Each player's maximum possible score so far (Koya, C.07 Art. 9.2): a win per round
        reached in a Swiss; in a round robin a win per game scheduled plus what the free
        round scores (see :func:`round_robin_maximum`)."""
        if self.swiss:
            return dict.fromkeys(self.players, WIN_POINTS * self.rounds)
        return round_robin_maximum(self.history)

    @cached_property
    def opponents(self) -> OpponentScores:
        """Each player's games with the opponent's score as a round robin counts it (SB, KS)."""
        return OpponentScores.of(self.history, self.rules.edition, self.maximum)

    @cached_property
    def us(self) -> UsCards[int]:
        """The cards as the US Chess tie-breaks read them (34E1 adjusted scores)."""
        return UsCards(self.cards)

    def values(self, compute: Mapping[int, float]) -> dict[int, float]:
        """``compute`` restricted to the ranked players (0 for a player it leaves out)."""
        return {p: compute.get(p, 0.0) for p in self.players}
