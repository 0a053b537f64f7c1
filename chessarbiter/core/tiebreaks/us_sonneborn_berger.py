"""Sonneborn-Berger as US Chess counts it (34E8): the adjusted score of each opponent defeated
plus half the adjusted score of each opponent drawn, over games played."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field


def us_sonneborn_berger(field: Field) -> dict[int, float]:
    us = field.us
    return {p: sum(score * e.points / us.win
                   for score, e in zip(us.opponents(p), card, strict=True))
            for p, card in us.cards.items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("SB-US", "Sonneborn-Berger (US Chess)", "US Chess 34E8", us_sonneborn_berger),
)
