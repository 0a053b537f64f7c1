"""Where things are on the roster sheet, shared by the template writer and the reader.

The reader finds the heading row and the columns by their headings, so a captain who
inserts a column or a row above the table does not break the import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

SHEET = "Roster"
TITLE_ROW = 1
TEAM_ROW = 2
NOTE_ROW = 3
HEADING_ROW = 4
FIRST_PLAYER_ROW = 5
TEAM_LABEL = "Team"
SEARCH_ROWS = 10  # the heading row must be among the first ten rows that are not blank
MAX_COLUMNS = 40  # cells right of column AN are not read


class Kind(Enum):
    """How a cell's value is read."""

    NUMBERING = "numbering"  # the template's 1..8, ignored on import
    TEXT = "text"
    ID = "id"
    DATE = "date"
    PHONE = "phone"
    ROLE = "role"
    RATING = "rating"


@dataclass(frozen=True, slots=True)
class Column:
    heading: str
    field: str  # a Member field name, "role", "rating" or "number"
    kind: Kind
    width: int
    aliases: tuple[str, ...] = ()


COLUMNS = (
    Column("No.", "number", Kind.NUMBERING, 5),
    Column("Name", "name", Kind.TEXT, 28, ("player", "player name")),
    Column("US Chess ID", "uscf_id", Kind.ID, 13, ("uscf id", "uscf id number", "uscf id #")),
    Column("Membership expiry", "expiry", Kind.DATE, 18,
           ("uscf membership expiration date", "uscf expiration", "membership expiration",
            "expiration date", "expiry")),
    Column("Cell phone", "cell_phone", Kind.PHONE, 15, ("cell",)),
    Column("Home phone", "home_phone", Kind.PHONE, 15, ("home",)),
    Column("Work phone", "work_phone", Kind.PHONE, 15, ("work",)),
    Column("E-mail", "email", Kind.TEXT, 28, ("email", "e-mail address", "email address")),
    Column("Postal address", "address", Kind.TEXT, 40, ("address",)),
    Column("Captain", "role", Kind.ROLE, 9, ("role", "captain (c/a)")),
    Column("Rating", "rating", Kind.RATING, 8, ("uscf rating",)),
)
REQUIRED = tuple(c for c in COLUMNS if c.kind is not Kind.NUMBERING)
BY_FIELD = {c.field: c for c in COLUMNS}


def normalized(heading: str) -> str:
    return re.sub(r"\s+", " ", heading).strip().lower()


BY_HEADING = {
    name: column
    for column in COLUMNS
    for name in (normalized(column.heading), *column.aliases)
}
