"""Standings of a round robin: points, then the event's tie-break chain (FIDE C.07).

Each code of the chain splits the groups still tied, in order; players still tied after the whole
chain share the place (ranks 1, 2, 2, 4). Drawing lots is left to the arbiter.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from chessarbiter.core.settings import EDITIONS, EventSettings
from chessarbiter.core.tiebreaks import (
    CODES,
    DIRECT_ENCOUNTER,
    History,
    MutualScores,
    TiebreakValues,
    order_by_direct_encounter,
    split_by_value,
)
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals


def compute_standings(tournament: Tournament, settings: EventSettings,
                      chain: Sequence[str] | None = None) -> list[Standing]:
    """Rows sorted by rank; ``Standing.tiebreaks`` holds each code's value in chain order.

    ``chain`` defaults to ``settings.tiebreaks``. ``settings.withdrawal_rule`` is applied first
    and annulled players are left out. DE is 0 for a player who was not tied when DE came up.
    """
    codes = tuple(settings.tiebreaks if chain is None else chain)
    _check(codes, settings)
    outcome = apply_withdrawals(tournament, settings.withdrawal_rule)
    ranked = [p for p in outcome.tournament.players if p.start_no not in outcome.annulled]
    history = History.of(outcome.tournament, (p.start_no for p in ranked))
    single = TiebreakValues(history, settings)
    values = {code: single.of(code) for code in set(codes) - {DIRECT_ENCOUNTER}}
    ranking = _Ranking(codes, values, MutualScores(history))
    scores = {p: history.score(p) for p in history.players}
    blocks = [block for tied in split_by_value(history.players, scores)
              for block in ranking.order(tied, 0)]
    names = {p.start_no: p.name for p in ranked}
    rows: list[Standing] = []
    for block in blocks:
        rank = len(rows) + 1
        rows.extend(Standing(rank, p, names[p], scores[p], ranking.row_values(p))
                    for p in block)
    return rows


def _check(codes: Sequence[str], settings: EventSettings) -> None:
    for code in codes:
        if code not in CODES:
            raise ValueError(f"unknown tie-break {code!r}; known: {', '.join(CODES)}")
    if settings.edition not in EDITIONS:
        raise ValueError(f"unknown edition {settings.edition!r}; known: {', '.join(EDITIONS)}")


class _Ranking:
    """Applies the chain to tied groups and remembers the DE values it found."""

    def __init__(self, codes: tuple[str, ...], values: Mapping[str, Mapping[int, float]],
                 mutual: MutualScores) -> None:
        self._codes = codes
        self._values = values
        self._mutual = mutual
        self._direct_encounter: dict[int, float] = {}

    def order(self, group: list[int], position: int) -> list[list[int]]:
        """``group`` (tied so far) in blocks, best first, using the chain from ``position``."""
        if len(group) == 1 or position == len(self._codes):
            return [group]
        code = self._codes[position]
        if code == DIRECT_ENCOUNTER:
            blocks, found = order_by_direct_encounter(group, self._mutual)
            self._direct_encounter.update(found)
        else:
            blocks = split_by_value(group, self._values[code])
        return [b for block in blocks for b in self.order(block, position + 1)]

    def row_values(self, player: int) -> dict[str, float]:
        return {code: self._direct_encounter.get(player, 0.0) if code == DIRECT_ENCOUNTER
                else self._values[code][player] for code in self._codes}
