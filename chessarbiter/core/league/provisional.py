"""Rule 4's provisional ratings: a rating the captain typed for a player who joined in a
month whose US Chess supplement had not been supplied is the league rating only until that
list arrives; then the list's rating replaces it, logged, and the team ratings (rule 5)
follow. Once the sections are fixed (rule 6) the Match Director is asked before a list
whose ratings would put a team in another section is taken.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from chessarbiter.core.league.ratings import (
    FrozenRating,
    RatingAssignment,
    RatingSource,
    RatingSupplement,
    rating_month,
)
from chessarbiter.core.league.sections import Section, propose_sections
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.stored import Assigned
from chessarbiter.core.league.team_rating import team_rating
from chessarbiter.core.league.teams import Team


@dataclass(frozen=True, slots=True)
class Replacement:
    """A provisional rating the list replaces, and the log line that says so."""

    logged: Assigned
    rating: FrozenRating


def replacements(teams: Sequence[Team], supplement: RatingSupplement,
                 settings: LeagueSettings, at: datetime) -> tuple[Replacement, ...]:
    """Every provisional (typed) rating on a current roster whose joining month is the
    supplement's: replaced by the list's rating (None: the list has the player unrated)."""
    by = f"{supplement.month:%B %Y}"
    out = []
    for team in teams:
        for entry in team.roster:
            if entry.rating.source is not RatingSource.ENTERED or \
                    rating_month(entry.added_on, settings) != supplement.month:
                continue
            new = FrozenRating(supplement.ratings.get(entry.uscf_id), RatingSource.SUPPLEMENT,
                               supplement.month)
            log = RatingAssignment(entry.uscf_id, entry.rating.value, new.value, by, at, "",
                                   RatingSource.SUPPLEMENT)
            out.append(Replacement(Assigned(team.name, log), new))
    return tuple(out)


def moved_teams(sections: Sequence[Section], before: Mapping[str, float | None],
                after: Mapping[str, float | None], settings: LeagueSettings) -> list[str]:
    """Sentences naming each team that the new team ratings would put in another section
    than the old ones did (empty before the sections are fixed)."""
    if not sections:
        return []
    was = {t: s.name for s in propose_sections(before, settings) for t in s.teams}
    now = {t: s.name for s in propose_sections(after, settings) for t in s.teams}
    return [f"{team} ({_rating(before[team])} → {_rating(after[team])}) would be in section "
            f"{now[team]}, not {was[team]}" for team in after if was.get(team) != now[team]]


def _rating(value: float | None) -> str:
    return "unrated" if value is None else f"{value:g}"


def with_replacements(teams: Sequence[Team], done: Sequence[Replacement]) -> tuple[Team, ...]:
    """``teams`` with the replaced ratings on their rosters."""
    new = {(r.logged.team, r.logged.assignment.uscf_id): r.rating for r in done}
    return tuple(replace(t, roster=tuple(
        replace(e, rating=new.get((t.name, e.uscf_id), e.rating)) for e in t.roster))
        for t in teams)


def team_ratings(teams: Sequence[Team], settings: LeagueSettings) -> dict[str, float | None]:
    return {t.name: team_rating(t, settings) for t in teams}
