"""Small builders for league tests: members, roster entries and teams of the 2011-12 season."""

from __future__ import annotations

from datetime import date

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Registration, RosterEntry, Team

SEASON = COLUMBUS_2011_12
EXPIRY = date(2012, 5, 31)  # a membership that runs past the season's end (2012-04-15)
JOINED = date(2011, 9, 20)  # before the registration deadline (2011-10-02)


def uscf(n: int) -> str:
    """An 8-digit US Chess ID for player number ``n``."""
    return f"{12000000 + n}"


def member(n: int, **changes: object) -> Member:
    values: dict[str, object] = {
        "name": f"Player {n}", "uscf_id": uscf(n), "expiry": EXPIRY,
        "cell_phone": "614-555-0100", "email": f"p{n}@example.org",
        "address": f"{n} High St, Columbus OH 43215",
    }
    values.update(changes)
    return Member(**values)  # type: ignore[arg-type]


def entry(n: int, rating: int | None, added_on: date = JOINED, **changes: object) -> RosterEntry:
    return RosterEntry(member(n, **changes), FrozenRating(rating, RatingSource.ENTERED), added_on)


def team(name: str, players: dict[int, int | None]) -> Team:
    """A team of players numbered as the keys with the given ratings; the first is captain."""
    roster = tuple(entry(n, r) for n, r in players.items())
    return Team(name, roster, roster[0].uscf_id, registration=Registration())
