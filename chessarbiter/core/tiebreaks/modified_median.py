"""Modified Median (US Chess 34E1): the opponents' adjusted scores, without the highest and
lowest for an even score (exactly half the maximum possible), the lowest for a plus score, the
highest for a minus score; two of each from nine rounds (for a board prize: games) on."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.us_scores import UsCards

K = TypeVar("K", bound=Hashable)
LONG_EVENT = 9  # rounds from which two scores are discarded at each end


def modified_median(us: UsCards[K]) -> dict[K, float]:
    out: dict[K, float] = {}
    for player, card in us.cards.items():
        scores, n = sorted(us.opponents(player)), len(card)
        cut = 2 if n >= LONG_EVENT else 1
        half = n * us.win / 2
        own = us.scores[player]
        low = cut if own >= half else 0
        high = cut if own <= half else 0
        out[player] = sum(scores[low:len(scores) - high]) if low + high < len(scores) else 0.0
    return out


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("MM", "Modified median", "US Chess 34E1", lambda f: modified_median(f.us)),
)
