"""What rule 13 says about a roster change before it is made, for the change dialog.

The window holds no rule: this reads the season as the roster service does and asks the
core's :meth:`Rosters.review`, the same check :meth:`RosterService.change` makes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from chessarbiter.core.league.ratings import freeze_rating
from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.roster_rules import Decision, RosterChange
from chessarbiter.core.league.teams import RosterEntry
from chessarbiter.services.league.convert import load_rosters, load_supplements

if TYPE_CHECKING:
    from chessarbiter.services.league import League


def review_change(league: League, team: str, on: date, add: Sequence[FormRow],
                  remove: Sequence[str]) -> tuple[Decision, ...]:
    """Every rule-13 decision on the change; ValueError when the added players' ratings
    cannot be frozen (no supplement for the month, rule 4)."""
    settings = league.season.settings()
    with league.season.db.read() as session:
        event_id = league.season.event(session).id
        stored = load_rosters(session, event_id)
        supplements = load_supplements(session, event_id, [r.member.uscf_id for r in add])
    entries = tuple(
        RosterEntry(r.member, freeze_rating(r.member.uscf_id, on, supplements, settings,
                                            r.rating), on)
        for r in add
    )
    return stored.rosters.review(RosterChange(team, on, entries, tuple(remove)), settings)
