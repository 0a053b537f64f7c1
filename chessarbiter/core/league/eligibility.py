"""Who may play for a team on a date (rules 13.d, 13.e and 13.h), judged by the roster as it
stood on that date.

A roster entry spans from the change that added it to the one that removed it: a removal
dated D applies from D, so the player's games before D stay theirs (a result typed in
December for an October game of a player removed in November is still his). A player added
after the team registered may play from the first league date at least ``verification_days``
after the change (13.d: "far enough in advance to allow for verification … prior to the next
round"); the players the team registered with may play from the start. A player on two
rosters plays for one team only on any date (13.h); extra rated games do not count for a team
(rule 21), so they need only the roster on their date.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.roster_rules import eligible_from
from chessarbiter.core.league.settings import LeagueSettings


@dataclass(frozen=True, slots=True)
class RosterSpan:
    """One stay of a player on a team's roster, and the roster entry row holding it."""

    team: str
    uscf_id: str
    entry_id: int
    added_on: date
    removed_on: date | None = None  # the date of the change that removed the player
    registered: bool = False  # on the roster the team registered with (13.d does not apply)

    def covers(self, on: date) -> bool:
        return self.added_on <= on and (self.removed_on is None or on < self.removed_on)


@dataclass(frozen=True, slots=True)
class Seat:
    """A player designated for a team in a league round on a date."""

    uscf_id: str
    team: str
    on: date
    round: int


def span_on(spans: Iterable[RosterSpan], team: str, uscf_id: str, on: date
            ) -> RosterSpan | None:
    """The stay of ``uscf_id`` on ``team``'s roster that covers ``on``, if any."""
    return next((s for s in spans if s.team == team and s.uscf_id == uscf_id and s.covers(on)),
                None)


def teams_on(spans: Iterable[RosterSpan], uscf_id: str, on: date) -> list[str]:
    """The teams whose roster holds ``uscf_id`` on ``on``."""
    return sorted({s.team for s in spans if s.uscf_id == uscf_id and s.covers(on)})


def seat_problem(seat: Seat, spans: Sequence[RosterSpan], others: Iterable[Seat],
                 settings: LeagueSettings) -> str | None:
    """Why ``seat``'s player may not play for the team on that date (None: they may);
    ``others`` are the season's other designated seats, for rule 13.h."""
    span = span_on(spans, seat.team, seat.uscf_id, seat.on)
    when = seat.on.isoformat()
    if span is None:
        return f"{seat.uscf_id} is not on the roster of {seat.team} on {when}"
    if not span.registered:
        first = eligible_from(span.added_on, settings)
        if first is None or seat.on < first:
            since = f"may play from {first.isoformat()}" if first else "has no date left"
            return (f"{seat.uscf_id} was added to {seat.team} on {span.added_on.isoformat()} "
                    f"and {since} (rule 13.d)")
    elsewhere = sorted({o.team for o in others if o.uscf_id == seat.uscf_id
                        and o.on == seat.on and o.team != seat.team})
    if elsewhere:
        return (f"{seat.uscf_id} already plays for {', '.join(elsewhere)} on {when}; a player "
                "on several rosters plays for one team a day (rule 13.h)")
    return None
