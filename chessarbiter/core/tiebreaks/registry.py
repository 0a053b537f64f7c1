"""Every tie-break by code: the individual ones (FIDE C.07 and US Chess 34E) and a league
team's (the Columbus rule 25, FIDE C.07 Art. 13). A code's entry names it, cites its source and
binds it to an event's data; the settings check chains against these tables."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from chessarbiter.core.tiebreaks import (
    average_buchholz,
    black_games,
    black_wins,
    buchholz,
    cumulative,
    direct_encounter,
    elected_rounds,
    fore_buchholz,
    games_won,
    kashdan,
    koya,
    modified_median,
    pairing_number,
    perfect_performance,
    performance,
    plus_minus,
    points,
    progressive,
    rating,
    rating_average,
    solkoff,
    sonneborn_berger,
    standard_points,
    us_sonneborn_berger,
    wins,
)
from chessarbiter.core.tiebreaks.definition import F, K, Tiebreak
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.team import (
    coin_toss,
    head_to_head,
    playoff,
)
from chessarbiter.core.tiebreaks.team import (
    cumulative as team_cumulative,
)
from chessarbiter.core.tiebreaks.team import (
    points as team_points,
)
from chessarbiter.core.tiebreaks.team import (
    solkoff as team_solkoff,
)
from chessarbiter.core.tiebreaks.team import (
    sonneborn_berger as team_sonneborn_berger,
)
from chessarbiter.core.tiebreaks.team.field import TeamField


def _index(*groups: Iterable[Tiebreak[F, K]]) -> dict[str, Tiebreak[F, K]]:
    table: dict[str, Tiebreak[F, K]] = {}
    for group in groups:
        for tiebreak in group:
            if tiebreak.code in table:
                raise ValueError(f"tie-break {tiebreak.code} is registered twice")
            table[tiebreak.code] = tiebreak
    return table


# Round-robin criteria first, in the order the settings have always listed them.
INDIVIDUAL: Mapping[str, Tiebreak[Field, int]] = _index(
    direct_encounter.TIEBREAKS, points.TIEBREAKS, black_games.TIEBREAKS, koya.TIEBREAKS,
    sonneborn_berger.TIEBREAKS, wins.TIEBREAKS, games_won.TIEBREAKS, black_wins.TIEBREAKS,
    elected_rounds.TIEBREAKS, standard_points.TIEBREAKS, progressive.TIEBREAKS,
    pairing_number.TIEBREAKS, buchholz.TIEBREAKS, fore_buchholz.TIEBREAKS,
    average_buchholz.TIEBREAKS, rating_average.TIEBREAKS, performance.TIEBREAKS,
    perfect_performance.TIEBREAKS, rating.TIEBREAKS, modified_median.TIEBREAKS, solkoff.TIEBREAKS,
    cumulative.TIEBREAKS, us_sonneborn_berger.TIEBREAKS, kashdan.TIEBREAKS,
    plus_minus.TIEBREAKS,
)
# Codes that depend on who is tied: may be listed more than once in a chain (C.07 Art. 4.3).
GROUP_CODES = frozenset({direct_encounter.CODE, plus_minus.CODE})


def individual_names() -> dict[str, str]:
    """Code → name of every individual tie-break, in registry order (for the settings)."""
    return {code: t.name for code, t in INDIVIDUAL.items()}

TEAM: Mapping[str, Tiebreak[TeamField, str]] = _index(
    team_points.TIEBREAKS, playoff.TIEBREAKS, head_to_head.TIEBREAKS,
    team_cumulative.TIEBREAKS, team_solkoff.TIEBREAKS, team_sonneborn_berger.TIEBREAKS,
    coin_toss.TIEBREAKS,
)

# A team ranking starts with one of these, its primary score (C.07 Art. 13).
TEAM_SCORES = (team_points.MATCH_POINTS, team_points.GAME_POINTS)


def team_names() -> dict[str, str]:
    """Code → name of every team tie-break, in registry order."""
    return {code: t.name for code, t in TEAM.items()}
