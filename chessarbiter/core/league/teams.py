"""Teams of a league season: members, their frozen ratings, captain and alternates.

A team is named uniquely within its season; players are known by US Chess ID, the one
identity the rule book asks every roster to give (rule 12.b).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum

from chessarbiter.core.league.ratings import FrozenRating


class Role(StrEnum):
    """A member's role as the roster spreadsheet marks it (rule 10)."""

    PLAYER = ""
    CAPTAIN = "C"
    ALTERNATE = "A"  # alternate captain, serving in the captain's absence (rule 10.b)


@dataclass(frozen=True, slots=True)
class Member:
    """A team member's details as rule 12 asks for them."""

    name: str
    uscf_id: str
    expiry: date | None = None
    cell_phone: str = ""
    home_phone: str = ""
    work_phone: str = ""
    email: str = ""
    address: str = ""


@dataclass(frozen=True, slots=True)
class RosterEntry:
    """A member on a roster with the league rating frozen when they were added (rule 4)."""

    member: Member
    rating: FrozenRating
    added_on: date

    @property
    def uscf_id(self) -> str:
        return self.member.uscf_id


@dataclass(frozen=True, slots=True)
class Registration:
    """What the organizer has received for a team's entry (rule 11), and when."""

    roster_received: date | None = None
    fee_received: date | None = None
    deposit_received: date | None = None


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its roster, its captain and alternate captains (US Chess IDs), registration."""

    name: str
    roster: tuple[RosterEntry, ...]
    captain: str
    alternates: tuple[str, ...] = ()
    registration: Registration = field(default_factory=Registration)

    def entry(self, uscf_id: str) -> RosterEntry | None:
        return next((e for e in self.roster if e.uscf_id == uscf_id), None)

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(e.uscf_id for e in self.roster)

    def role(self, uscf_id: str) -> Role:
        if uscf_id == self.captain:
            return Role.CAPTAIN
        return Role.ALTERNATE if uscf_id in self.alternates else Role.PLAYER

    def with_captain(self, uscf_id: str, banned: Collection[str] = ()) -> Team:
        """Rule 10.a: the captain may change at any time; 10.d: not to a banned person."""
        self._require_member(uscf_id)
        if uscf_id in banned:
            raise ValueError(f"rule 10.d: {uscf_id} is banned from serving as team captain")
        alternates = tuple(a for a in self.alternates if a != uscf_id)
        return replace(self, captain=uscf_id, alternates=alternates)

    def with_alternates(self, uscf_ids: Collection[str]) -> Team:
        """Rule 10.b/10.c: alternate captains, named by the team or appointed by a TD."""
        for uscf_id in uscf_ids:
            self._require_member(uscf_id)
        if self.captain in uscf_ids:
            raise ValueError("the captain cannot also be an alternate captain")
        return replace(self, alternates=tuple(uscf_ids))

    def with_rating(self, uscf_id: str, rating: FrozenRating) -> Team:
        """The team with one member's league rating replaced (an assigned rating, rule 4)."""
        entry = self._require_member(uscf_id)
        roster = tuple(replace(e, rating=rating) if e is entry else e for e in self.roster)
        return replace(self, roster=roster)

    def _require_member(self, uscf_id: str) -> RosterEntry:
        entry = self.entry(uscf_id)
        if entry is None:
            raise ValueError(f"{uscf_id} is not on the roster of {self.name}")
        return entry
