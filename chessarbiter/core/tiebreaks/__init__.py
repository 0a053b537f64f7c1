"""Tie-breaks of FIDE C.07 for round robins, one family per module.

Codes whose value belongs to one player (SB, KS, BPG, WIN, WON, and PTS for the score itself)
come from :class:`TiebreakValues`; Direct Encounter depends on who is tied, so the standings
drive it through :func:`order_by_direct_encounter`. The 2024-08 and 2026 editions give the same
values for these codes in a round robin; ``EventSettings.edition == "pre-2023"`` switches SB and
KS to the old unplayed-game rules (see :mod:`chessarbiter.core.tiebreaks.opponent_scores`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tiebreaks.counts import black_games, wins, won_games
from chessarbiter.core.tiebreaks.direct_encounter import (
    MutualScores,
    order_by_direct_encounter,
    split_by_value,
)
from chessarbiter.core.tiebreaks.history import Encounter, History
from chessarbiter.core.tiebreaks.opponent_scores import OpponentScores

DIRECT_ENCOUNTER = "DE"
SINGLE_PLAYER = ("PTS", "BPG", "KS", "SB", "WIN", "WON")
CODES = (DIRECT_ENCOUNTER, *SINGLE_PLAYER)


class TiebreakValues:
    """The single-player tie-breaks of one standings computation.

    SB and KS read the same opponent table, so it is built once, on first use.
    """

    def __init__(self, history: History, settings: EventSettings) -> None:
        self._history = history
        self._settings = settings

    @cached_property
    def _opponents(self) -> OpponentScores:
        return OpponentScores.of(self._history, self._settings.edition)

    def of(self, code: str) -> Mapping[int, float]:
        """Start number → value of ``code`` (one of :data:`SINGLE_PLAYER`)."""
        history = self._history
        if code == "PTS":
            return {p: history.score(p) for p in history.players}
        if code == "SB":
            return self._opponents.sonneborn_berger()
        if code == "KS":
            return self._opponents.koya(self._settings.koya_limit_offset)
        if code == "BPG":
            return black_games(history)
        if code == "WIN":
            return wins(history)
        if code == "WON":
            return won_games(history)
        raise ValueError(f"{code!r} is not a single-player tie-break: {', '.join(SINGLE_PLAYER)}")


__all__ = [
    "CODES",
    "DIRECT_ENCOUNTER",
    "SINGLE_PLAYER",
    "Encounter",
    "History",
    "MutualScores",
    "TiebreakValues",
    "order_by_direct_encounter",
    "split_by_value",
]
