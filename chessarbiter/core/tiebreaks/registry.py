"""Every individual tie-break by code (FIDE C.07 and US Chess 34E); a league team's (the
Columbus rule 25, FIDE C.07 Art. 13) are in :mod:`chessarbiter.core.tiebreaks.team.registry`,
apart, so that neither kind of event loads the other's. A code's entry names it, cites its
source and binds it to an event's data. The settings check chains against
:mod:`codes`, which lists the same codes without loading the criteria."""

from __future__ import annotations

from collections.abc import Mapping

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
from chessarbiter.core.tiebreaks.codes import INDIVIDUAL_CODES
from chessarbiter.core.tiebreaks.definition import Tiebreak, index
from chessarbiter.core.tiebreaks.field import Field

_BOUND: Mapping[str, Tiebreak[Field, int]] = index(
    direct_encounter.TIEBREAKS, points.TIEBREAKS, black_games.TIEBREAKS, koya.TIEBREAKS,
    sonneborn_berger.TIEBREAKS, wins.TIEBREAKS, games_won.TIEBREAKS, black_wins.TIEBREAKS,
    elected_rounds.TIEBREAKS, standard_points.TIEBREAKS, progressive.TIEBREAKS,
    pairing_number.TIEBREAKS, buchholz.TIEBREAKS, fore_buchholz.TIEBREAKS,
    average_buchholz.TIEBREAKS, rating_average.TIEBREAKS, performance.TIEBREAKS,
    perfect_performance.TIEBREAKS, rating.TIEBREAKS, modified_median.TIEBREAKS, solkoff.TIEBREAKS,
    cumulative.TIEBREAKS, us_sonneborn_berger.TIEBREAKS, kashdan.TIEBREAKS,
    plus_minus.TIEBREAKS,
)
if set(_BOUND) != set(INDIVIDUAL_CODES):
    raise ValueError("codes.INDIVIDUAL_CODES must list exactly the registered tie-breaks; "
                     f"they differ on {', '.join(sorted(set(_BOUND) ^ set(INDIVIDUAL_CODES)))}")
#: code → tie-break, in the settings' order
INDIVIDUAL: Mapping[str, Tiebreak[Field, int]] = {c: _BOUND[c] for c in INDIVIDUAL_CODES}


def individual_names() -> dict[str, str]:
    """Code → name of every individual tie-break, in registry order (for the settings)."""
    return {code: t.name for code, t in INDIVIDUAL.items()}
