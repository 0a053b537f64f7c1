"""Files a director would hand the program: filled roster workbooks, monthly rating lists.

Rosters are written with the program's own template writer (rule 12's "spreadsheet provided
by the organizer"), then read back by the import under test.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Role
from chessarbiter.io.roster import write_roster_template

SEASON = COLUMBUS_2011_12
EXPIRY = date(2012, 12, 31)  # after the season's end, 2012-04-15 (rule 12.c)
BEFORE_DEADLINE = "2011-09-25"  # rosters received before the 2011-10-02 deadline (rule 11)


def uscf(team: int, player: int) -> str:
    """An 8-digit US Chess ID for player ``player`` of team ``team``."""
    return f"{12000000 + 100 * team + player}"


def member(team: int, player: int, **changes: object) -> Member:
    values: dict[str, object] = {
        "name": f"Player {team}-{player}", "uscf_id": uscf(team, player), "expiry": EXPIRY,
        "cell_phone": "614-555-0100", "email": f"p{team}x{player}@example.org",
        "address": f"{player} High St, Columbus OH 43215",
    }
    values.update(changes)
    return Member(**values)  # type: ignore[arg-type]


def team_rows(team: int, size: int = 5, rating: int | None = None) -> list[FormRow]:
    """A roster of ``size`` players, the first the captain, the second an alternate."""
    roles = [Role.CAPTAIN, Role.ALTERNATE] + [Role.PLAYER] * (size - 2)
    return [FormRow(member(team, p), roles[p - 1], rating) for p in range(1, size + 1)]


def roster_file(folder: Path, name: str, rows: Sequence[FormRow]) -> Path:
    path = folder / f"{name.lower().replace(' ', '-')}.xlsx"
    write_roster_template(path, SEASON, name, rows)
    return path


def rating_csv(folder: Path, name: str, ratings: Mapping[str, int | str]) -> Path:
    path = folder / name
    path.write_text("ID,Rating\n" + "".join(f"{i},{r}\n" for i, r in ratings.items()))
    return path
