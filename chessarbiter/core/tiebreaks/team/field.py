"""A league section as the team tie-breaks read it: each team's complete matches and byes,
round by round, twice — once scored in match points, once in game points."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from chessarbiter.core.tiebreaks.cards import Card, totals


@dataclass(frozen=True)
class TeamField:
    """``round_robin``: cumulative systems do not apply (rule 25.e). ``playoff``: the score of
    each team in a playoff the director held (25.a); ``tosses``: recorded coin tosses, each
    the order it gave a tied group, winner first (25.k)."""

    teams: tuple[str, ...]
    match_points: Mapping[str, Card[str]]
    game_points: Mapping[str, Card[str]]
    round_robin: bool = True
    playoff: Mapping[str, float] = field(default_factory=dict)
    tosses: tuple[tuple[str, ...], ...] = ()

    @cached_property
    def mp(self) -> dict[str, float]:
        return totals(self.match_points)

    @cached_property
    def gp(self) -> dict[str, float]:
        return totals(self.game_points)
