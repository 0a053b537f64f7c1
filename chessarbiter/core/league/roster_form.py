"""A submitted roster checked against rules 9, 10 and 12 before any team is built from it.

Problems point at a row of the form (0-based) and a field so the spreadsheet reader can turn
them into a sheet, row and column; the rules themselves live here, not in the reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.ratings import RatingSupplement, freeze_rating
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Member, Registration, Role, RosterEntry, Team

_USCF_ID = re.compile(r"\d{8}")
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")
_PHONE = re.compile(r"\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class FormRow:
    """One line of a roster form; ``rating`` is what the captain typed, if anything."""

    member: Member
    role: Role = Role.PLAYER
    rating: int | None = None


@dataclass(frozen=True, slots=True)
class FormProblem:
    """One thing wrong with a form: ``row`` None means the roster as a whole.

    ``field`` is a :class:`Member` field name, ``"role"`` or ``"rating"``; ``same_as`` is the
    earlier row a duplicate repeats.
    """

    row: int | None
    field: str | None
    rule: str
    message: str
    same_as: int | None = None


def membership_covers_season(expiry: date | None, settings: LeagueSettings) -> bool:
    """Rule 12.c: the membership must expire after the end of the season (13.g likewise)."""
    return expiry is not None and expiry > settings.season_end


def form_problems(rows: Sequence[FormRow], settings: LeagueSettings) -> list[FormProblem]:
    """Everything wrong with a submitted roster, in row order after the whole-roster ones."""
    out = _size_and_captain(rows, settings)
    first_row: dict[str, int] = {}
    for i, row in enumerate(rows):
        out += _row_problems(i, row, settings)
        uscf_id = row.member.uscf_id
        if uscf_id in first_row:
            out.append(FormProblem(i, "uscf_id", "12.b", f"US Chess ID {uscf_id} is listed twice",
                                   first_row[uscf_id]))
        elif uscf_id:
            first_row[uscf_id] = i
    return out


def _size_and_captain(rows: Sequence[FormRow], settings: LeagueSettings) -> list[FormProblem]:
    out: list[FormProblem] = []
    if len(rows) < settings.roster_min:
        out.append(FormProblem(None, None, "9", f"{len(rows)} players listed; a team needs "
                               f"at least {settings.roster_min}"))
    if len(rows) > settings.roster_max:
        out.append(FormProblem(None, None, "9", f"{len(rows)} players listed; a team has "
                               f"at most {settings.roster_max}"))
    captains = [i for i, row in enumerate(rows) if row.role is Role.CAPTAIN]
    if not captains and rows:
        out.append(FormProblem(None, "role", "10", "no captain: mark one player "
                               f"{Role.CAPTAIN.value!r}"))
    out += [FormProblem(i, "role", "10", "a team has one captain", captains[0])
            for i in captains[1:]]
    return out


def _row_problems(i: int, row: FormRow, settings: LeagueSettings) -> list[FormProblem]:
    m = row.member
    captain = row.role is Role.CAPTAIN
    out: list[FormProblem] = []

    def add(field: str, rule: str, message: str) -> None:
        out.append(FormProblem(i, field, rule, message))

    if not m.name.strip():
        add("name", "12.a", "the name is missing")
    if not _USCF_ID.fullmatch(m.uscf_id):
        add("uscf_id", "12.b", "must be 8 digits" if m.uscf_id else "the US Chess ID is missing")
    if m.expiry is None:
        add("expiry", "12.c", "the membership expiration date is missing")
    elif not membership_covers_season(m.expiry, settings):
        add("expiry", "12.c", f"membership expires {m.expiry.isoformat()}; it must run past "
                              f"the end of the season ({settings.season_end.isoformat()})")
    for name in ("cell_phone", "home_phone", "work_phone"):
        number = getattr(m, name)
        if number and not _valid_phone(number):
            add(name, "12.d", f"{number!r} is not a phone number (7 to 15 digits)")
    if captain and not m.cell_phone:
        add("cell_phone", "12.d", "the captain's cell phone number is mandatory")
    if m.email and not _EMAIL.fullmatch(m.email):
        add("email", "12.e", f"{m.email!r} is not an e-mail address")
    if captain and not m.email:
        add("email", "12.e", "the captain's e-mail address is mandatory")
    if not m.address.strip():
        add("address", "12.f", "the postal address is missing")
    if row.rating is not None and not 0 <= row.rating <= 3500:
        add("rating", "4", f"rating {row.rating} is outside 0..3500")
    return out


def _valid_phone(number: str) -> bool:
    digits = sum(c.isdigit() for c in number)
    return bool(_PHONE.fullmatch(number.strip())) and 7 <= digits <= 15


def build_team(
    name: str,
    rows: Sequence[FormRow],
    joined: date,
    supplements: Sequence[RatingSupplement],
    settings: LeagueSettings,
    registration: Registration | None = None,
) -> Team:
    """A team from a form without problems, each rating frozen for ``joined`` (rule 4)."""
    problems = form_problems(rows, settings)
    if problems:
        raise ValueError(f"roster of {name} refused: " + "; ".join(
            f"rule {p.rule}: {p.message}" for p in problems))
    roster = tuple(
        RosterEntry(r.member, freeze_rating(r.member.uscf_id, joined, supplements, settings,
                                            r.rating), joined)
        for r in rows
    )
    captain = next(r.member.uscf_id for r in rows if r.role is Role.CAPTAIN)
    alternates = tuple(r.member.uscf_id for r in rows if r.role is Role.ALTERNATE)
    return Team(name, roster, captain, alternates, registration or Registration())
