"""A team's rating (rule 5): the average of its four highest frozen ratings.

Unrated members have no rating to average, so they are left out; a team with fewer rated
members than the count averages those it has (the director can assign ratings, rule 4).
"""

from __future__ import annotations

from collections.abc import Iterable

from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team


def average_of_top(ratings: Iterable[int | None], top: int) -> float | None:
    """Mean of the ``top`` highest ratings (None for unrated ones); None when none is rated."""
    best = sorted((r for r in ratings if r is not None), reverse=True)[:top]
    return sum(best) / len(best) if best else None


def team_rating(team: Team, settings: LeagueSettings) -> float | None:
    return average_of_top((e.rating.value for e in team.roster), settings.team_rating_top)
