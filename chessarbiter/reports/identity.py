"""The columns that say who a player is on public sheets, and nothing more.

Only title, name, rating and federation are shown: birth dates, sex, IDs' expiry and any
contact details stay off the wall.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chessarbiter.core.players import Player
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import rating_text


@dataclass(frozen=True, slots=True)
class Identity:
    """Title, rating and federation columns appear only when some player has a value for
    them (no empty columns); the name always does."""

    titles: bool
    ratings: bool
    federations: bool

    @classmethod
    def of(cls, players: Iterable[Player]) -> Identity:
        field = list(players)
        return cls(any(p.title for p in field), any(p.rating for p in field),
                   any(p.federation for p in field))

    def columns(self) -> list[Column]:
        return [
            *([Column("Title")] if self.titles else []),
            Column("Name", align="LEFT", stretch=True),
            *([Column("Rtg")] if self.ratings else []),
            *([Column("Fed")] if self.federations else []),
        ]

    def values(self, player: Player) -> list[str | int | None]:
        """The cells of :meth:`columns` with the rating as a number (None when unrated), for
        tables that sort."""
        return [
            *([player.title.upper()] if self.titles else []),
            player.name,
            *([player.rating] if self.ratings else []),
            *([player.federation] if self.federations else []),
        ]

    def cells(self, player: Player) -> list[str]:
        """The cells of :meth:`columns` as text."""
        return [v if isinstance(v, str) else rating_text(v) for v in self.values(player)]
