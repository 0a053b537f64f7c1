"""Appeals of decisions and rulings (rule 35): who may appeal what, to whom, and how the
committee of all team captains overrules the Match Director.

Each maker of a decision has one route: a captain's decision goes to a TD or the Match
Director, and only for a violation of league or US Chess rules (35.a); a TD's ruling under
US Chess rules leaves the league for US Chess's own procedures (35.b); a TD's decision under
league rules goes only to the Match Director (35.c); a Match Director's decision goes only
to the committee, which overrules it only by 3/4 of its entire membership, not of those
voting (35.d). The committee decides last: nothing in the rule book appeals it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction


class Official(StrEnum):
    """Who makes a decision or hears an appeal."""

    CAPTAIN = "captain"
    TD = "td"
    DIRECTOR = "director"  # the Match Director
    COMMITTEE = "committee"  # all team captains (35.d)


class Under(StrEnum):
    """The rules a decision applies; it decides where a TD's ruling is appealed (35.b/c)."""

    LEAGUE = "league"
    USCF = "uscf"


class Outcome(StrEnum):
    UPHELD = "upheld"
    OVERRULED = "overruled"


@dataclass(frozen=True, slots=True)
class Route:
    """Rule 35's route for one maker's decisions: the bodies that hear the appeal (none:
    outside the league or final) and the condition the rule sets."""

    rule: str
    maker: Official
    under: Under | None  # None: whatever rules the decision applies
    to: tuple[Official, ...]
    condition: str = ""


ROUTES = (
    Route("35.a", Official.CAPTAIN, None, (Official.TD, Official.DIRECTOR),
          "only if the decision violates league or US Chess rules"),
    Route("35.b", Official.TD, Under.USCF, (),
          "appealed using normal US Chess procedures, outside the league"),
    Route("35.c", Official.TD, Under.LEAGUE, (Official.DIRECTOR,)),
    Route("35.d", Official.DIRECTOR, None, (Official.COMMITTEE,),
          "overruled only by a 3/4 majority of the entire committee"),
)


def route(maker: Official, under: Under) -> Route | None:
    """The route for a decision by ``maker`` under ``under``; None for the committee's."""
    return next((r for r in ROUTES if r.maker is maker and r.under in (None, under)), None)


def check_appeal(maker: Official, under: Under, to: Official, grounds: str) -> Route:
    """The route an appeal to ``to`` takes; ValueError naming the rule when rule 35 sends it
    elsewhere (or nowhere). ``grounds``: the rule a captain's decision is said to break."""
    found = route(maker, under)
    if found is None:
        raise ValueError("rule 35: the committee of team captains decides last; its decision "
                         "cannot be appealed")
    if not found.to:
        raise ValueError(f"rule {found.rule}: a TD ruling under US Chess rules is "
                         f"{found.condition}")
    if to not in found.to:
        bodies = " or ".join(_NAMES[b] for b in found.to)
        raise ValueError(f"rule {found.rule}: a decision of {_NAMES[maker]} is appealed only "
                         f"to {bodies}, not to {_NAMES[to]}")
    if maker is Official.CAPTAIN and not grounds.strip():
        raise ValueError(f"rule 35.a: a captain's decision is appealed {found.condition}; "
                         "name the rule it breaks")
    return found


def votes_needed(committee_size: int, share: float) -> int:
    """Votes to overrule: ``share`` of the entire committee, rounded up (3/4 of 7 is 5.25,
    so 6)."""
    return math.ceil(Fraction(str(share)) * committee_size)


def committee_outcome(votes_to_overrule: int, committee_size: int, share: float) -> Outcome:
    """Rule 35.d: the committee's decision on an appeal of the Match Director's decision."""
    if committee_size < 1:
        raise ValueError("the committee has at least one captain")
    if not 0 <= votes_to_overrule <= committee_size:
        raise ValueError(f"{votes_to_overrule} votes to overrule cannot come from a committee "
                         f"of {committee_size}")
    overrules = votes_to_overrule >= votes_needed(committee_size, share)
    return Outcome.OVERRULED if overrules else Outcome.UPHELD


_NAMES = {Official.CAPTAIN: "a team captain", Official.TD: "a TD",
          Official.DIRECTOR: "the Match Director",
          Official.COMMITTEE: "the committee of all team captains"}
