"""A player as the arbiter registers them: identity, ratings and IDs of both bodies."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.text import first_hidden

TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM", "AGM", "AIM", "AFM", "ACM")
_FEDERATION = re.compile(r"[A-Z]{3}")
_USCF_ID = re.compile(r"\d{8}")
MAX_NAME = 200  # the event file's column width, also enforced by a server database
RATINGS_SHOWN = ("uscf", "fide", "both")
"""Which rating pairing sheets, standings, crosstables and exports show (setting
``rating_shown``): US Chess, FIDE, or both as "US Chess / FIDE"."""


@dataclass(frozen=True, slots=True)
class Player:
    """One entrant. FIDE and US Chess ratings are kept apart: they are different lists.

    ``start_no`` is the pairing number of a round robin (drawn by lot), 1-based.
    ``withdrawn_after`` is the last round the player took part in when they withdrew.
    ``entered_round`` is the first round a late entry of a Swiss could be paired in (None:
    registered before round 1 was paired).
    """

    start_no: int
    name: str
    fide_rating: int | None = None
    uscf_rating: int | None = None
    federation: str = ""
    fide_id: str = ""
    uscf_id: str = ""
    uscf_expiry: date | None = None
    title: str = ""
    sex: str = ""
    birth_date: date | None = None
    withdrawn_after: int | None = None
    entered_round: int | None = None

    @property
    def rating(self) -> int | None:
        """The rating that orders seeds and sorts: FIDE first, else US Chess."""
        return self.fide_rating if self.fide_rating else self.uscf_rating

    def rating_label(self, shown: str) -> str:
        """The rating as the event shows it (``shown`` is one of :data:`RATINGS_SHOWN`):
        "2380"; both as "2380 / 2405", a missing one as "–"; "" when there is none."""
        ratings = {"uscf": (self.uscf_rating,), "fide": (self.fide_rating,),
                   "both": (self.uscf_rating, self.fide_rating)}[shown]
        if not any(ratings):
            return ""
        return " / ".join(str(r) if r else "–" for r in ratings)

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_after is not None


def validate_player(player: Player) -> dict[str, str]:
    """Field name → message for everything wrong with ``player`` (empty when it is valid)."""
    problems: dict[str, str] = {}
    if player.start_no < 1:
        problems["start_no"] = "start number must be 1 or more"
    if not player.name.strip():
        problems["name"] = "name is empty"
    elif (at := first_hidden(player.name)) is not None:
        problems["name"] = (f"name contains the invisible character "
                            f"U+{ord(player.name[at]):04X} at position {at + 1}")
    elif len(player.name) > MAX_NAME:
        problems["name"] = f"name is longer than {MAX_NAME} characters"
    for field, value in (("fide_rating", player.fide_rating), ("uscf_rating", player.uscf_rating)):
        if value is not None and not 0 <= value <= 3500:
            problems[field] = f"rating {value} is outside 0..3500"
    if player.federation and not _FEDERATION.fullmatch(player.federation):
        problems["federation"] = "federation must be three capital letters, e.g. USA"
    if player.fide_id and not (player.fide_id.isdigit() and len(player.fide_id) <= 12):
        problems["fide_id"] = "FIDE ID must be digits only, at most 12"
    if player.uscf_id and not _USCF_ID.fullmatch(player.uscf_id):
        problems["uscf_id"] = "US Chess ID must be exactly 8 digits"
    if player.title and player.title.upper() not in TITLES:
        problems["title"] = f"unknown title {player.title!r}; use one of {', '.join(TITLES)}"
    if player.sex and player.sex.lower() not in ("m", "w", "f"):
        problems["sex"] = "sex must be m or w"
    return problems
