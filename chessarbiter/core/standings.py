"""Standings of an individual event: points, then the event's tie-break chain.

Each code of the chain splits the groups still tied, in order (FIDE C.07 Art. 4.2); players
still tied after the whole chain share the place (ranks 1, 2, 2, 4). Drawing lots is left to
the arbiter. Any code of :data:`~chessarbiter.core.tiebreaks.registry.INDIVIDUAL` may be in
the chain: round-robin and Swiss criteria (C.07) and US Chess ones (34E).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from chessarbiter.core.settings import EDITIONS, EventSettings
from chessarbiter.core.tiebreaks.engine import Criterion, ValueCriterion, order_tied, places
from chessarbiter.core.tiebreaks.field import Field, Rules
from chessarbiter.core.tiebreaks.history import History
from chessarbiter.core.tiebreaks.registry import INDIVIDUAL
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals

POINTS = "PTS"


def compute_standings(tournament: Tournament, settings: EventSettings,
                      chain: Sequence[str] | None = None) -> list[Standing]:
    """Rows sorted by rank; ``Standing.tiebreaks`` holds each code's value in chain order.

    ``chain`` defaults to ``settings.tiebreaks``. ``settings.withdrawal_rule`` is applied first
    and annulled players are left out. A criterion that depends on who is tied (DE) is 0 for
    a player who was not tied when it came up.
    """
    codes = tuple(settings.tiebreaks if chain is None else chain)
    _check(codes, settings)
    outcome = apply_withdrawals(tournament, settings.withdrawal_rule)
    ranked = sorted(p.start_no for p in outcome.tournament.players
                    if p.start_no not in outcome.annulled)
    history = History.of(outcome.tournament, ranked)
    field = Field(history, rules_of(settings), tournament.swiss,
                  {p.start_no: p.rating or 0 for p in tournament.players})
    bound = {code: INDIVIDUAL[code].build(field) for code in {POINTS, *codes}}
    seen: dict[str, dict[int, float]] = {}
    blocks = order_tied(ranked, [bound[POINTS], *(bound[c] for c in codes)], seen)
    names = {p.start_no: p.name for p in tournament.players}
    return [Standing(place, p, names[p], history.score(p),
                     {code: _value(bound[code], seen, p) for code in codes})
            for place, p in places(blocks)]


def rules_of(settings: EventSettings) -> Rules:
    """The settings the tie-breaks read."""
    return Rules(edition=settings.edition, koya_limit_offset=settings.koya_limit_offset,
                 unrated_rating=settings.unrated_rating,
                 kashdan_points=settings.kashdan_points)


def _value(criterion: Criterion[int], seen: Mapping[str, Mapping[int, float]],
           player: int) -> float:
    if isinstance(criterion, ValueCriterion):
        values = criterion.values
        return values[player] if values is not None else 0.0
    return seen.get(criterion.code, {}).get(player, 0.0)


def _check(codes: Sequence[str], settings: EventSettings) -> None:
    for code in codes:
        if code not in INDIVIDUAL:
            raise ValueError(f"unknown tie-break {code!r}; known: {', '.join(INDIVIDUAL)}")
    if settings.edition not in EDITIONS:
        raise ValueError(f"unknown edition {settings.edition!r}; known: {', '.join(EDITIONS)}")
