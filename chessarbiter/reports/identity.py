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

RATING_TITLES = {"uscf": "US Chess", "fide": "FIDE", "both": "US Chess / FIDE"}


@dataclass(frozen=True, slots=True)
class Identity:
    """Title, rating and federation columns appear only when some player has a value for
    them (no empty columns); the name always does."""

    titles: bool
    ratings: bool
    federations: bool
    rating_shown: str = "fide"  # the event's rating_shown setting

    @classmethod
    def of(cls, players: Iterable[Player], rating_shown: str = "fide") -> Identity:
        field = list(players)
        return cls(any(p.title for p in field),
                   any(p.rating_label(rating_shown) for p in field),
                   any(p.federation for p in field), rating_shown)

    def columns(self) -> list[Column]:
        return [
            *([Column("Title")] if self.titles else []),
            Column("Name", align="LEFT", stretch=True),
            *([Column(RATING_TITLES[self.rating_shown])] if self.ratings else []),
            *([Column("Fed")] if self.federations else []),
        ]

    def values(self, player: Player) -> list[str | int | None]:
        """The cells of :meth:`columns` with one rating as a number (None when unrated), for
        tables that sort; both ratings as text."""
        return [
            *([player.title.upper()] if self.titles else []),
            player.name,
            *([self._rating(player)] if self.ratings else []),
            *([player.federation] if self.federations else []),
        ]

    def _rating(self, player: Player) -> str | int | None:
        if self.rating_shown == "both":
            return player.rating_label("both")
        return player.uscf_rating if self.rating_shown == "uscf" else player.fide_rating

    def cells(self, player: Player) -> list[str]:
        """The cells of :meth:`columns` as text."""
        return [v if isinstance(v, str) else rating_text(v) for v in self.values(player)]
