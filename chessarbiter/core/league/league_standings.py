"""Team standings of a section (rule 25): match points, then the tie-break chain.

The chain is a setting (``LeagueSettings.team_place_tiebreaks`` and
``team_trophy_tiebreaks``, team codes of :mod:`chessarbiter.core.tiebreaks.registry`); rule
25's is the default:

(a) a playoff the director held, (b) total game points, (c) match points and (d) game points
in head-to-head matches decide places; teams still tied after (d) are co-winners of the
place. (e)-(k) order them for trophies only: cumulative match points (not applicable to a
round robin), Solkoff and Sonneborn-Berger on match points, the same three on game points,
then a recorded coin toss. Each criterion splits only the groups still tied; head-to-head
is applied again inside every smaller group it leaves tied, as the individual DE is.

Definitions (DESIGN.md §2), over complete matches: Solkoff = Σ over matches of the
opponent's final MP (GP); SB = Σ over matches of the opponent's final MP × own MP in that
match (GP × GP). A team met twice counts twice. A bye has no opponent, so it adds to the
team's own totals (rule 24.c) but nothing to Solkoff or SB, and is no head-to-head match.
Head-to-head sums every match between the tied teams played so far. Cumulative: the sum of
the running totals after each of the team's rounds, less each bye's points (US Chess 34E3).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import SectionRecord, score_match, team_totals
from chessarbiter.core.tiebreaks.cards import Entry, Kind
from chessarbiter.core.tiebreaks.engine import Criterion, ValueCriterion, order_tied
from chessarbiter.core.tiebreaks.team.coin_toss import CODE as COIN_TOSS
from chessarbiter.core.tiebreaks.team.cumulative import CUMULATIVE_GP, CUMULATIVE_MP
from chessarbiter.core.tiebreaks.team.field import TeamField
from chessarbiter.core.tiebreaks.team.head_to_head import H2H_GP, H2H_MP
from chessarbiter.core.tiebreaks.team.playoff import CODE as PLAYOFF
from chessarbiter.core.tiebreaks.team.points import GAME_POINTS, MATCH_POINTS
from chessarbiter.core.tiebreaks.team.registry import TEAM
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25, RULE_25_PLACES, RULE_25_TROPHIES
from chessarbiter.core.tiebreaks.team.solkoff import SOLKOFF_GP, SOLKOFF_MP
from chessarbiter.core.tiebreaks.team.sonneborn_berger import SB_GP, SB_MP

__all__ = ["COIN_TOSS", "CUMULATIVE_GP", "CUMULATIVE_MP", "GAME_POINTS", "H2H_GP", "H2H_MP",
           "MATCH_POINTS", "PLAYOFF", "RULE_25", "RULE_25_PLACES", "RULE_25_TROPHIES",
           "SB_GP", "SB_MP", "SOLKOFF_GP", "SOLKOFF_MP", "CoinToss", "SectionStandings",
           "TeamStanding", "section_standings", "toss_coin"]


@dataclass(frozen=True, slots=True)
class CoinToss:
    """Rule 25.k: the order a toss gave a tied group, winner first; ``seed`` None means a
    physical toss the TD recorded."""

    order: tuple[str, ...]
    seed: int | None = None
    note: str = ""


def toss_coin(teams: Sequence[str], seed: int) -> CoinToss:
    """A reproducible toss: the same seed and teams always give the same order."""
    order = sorted(teams)
    random.Random(seed).shuffle(order)
    return CoinToss(tuple(order), seed)


@dataclass(frozen=True, slots=True)
class TeamStanding:
    place: int  # by (a)-(d): co-winners share it
    rank: int  # trophy order after (e)-(k); shared while a coin toss is pending
    team: str
    match_points: float
    game_points: float
    tiebreaks: dict[str, float | None]  # by code, None when not applicable or not applied


@dataclass(frozen=True, slots=True)
class SectionStandings:
    rows: tuple[TeamStanding, ...]
    pending_tosses: tuple[tuple[str, ...], ...]  # tied after (j) with no toss recorded


def section_standings(
    record: SectionRecord, rules: MatchRules, *, round_robin: bool = True,
    playoff: Mapping[str, float] | None = None, tosses: Sequence[CoinToss] = (),
    places: Sequence[str] = RULE_25_PLACES, trophies: Sequence[str] = RULE_25_TROPHIES,
) -> SectionStandings:
    """The standings of a section; ``playoff`` maps teams to their playoff score. ``places``
    and ``trophies`` are the chain (team codes of the tie-break registry), the first code of
    ``places`` being the primary score."""
    totals = team_totals(record, rules)  # refuses an inconsistent record
    field = _field(record, rules, round_robin, playoff or {}, tosses)
    bound = {code: TEAM[code].build(field) for code in {*places, *trophies, *RULE_25}}
    seen: dict[str, dict[str, float]] = {}
    placed: list[tuple[int, int, str]] = []  # place, rank, team
    pending: list[tuple[str, ...]] = []
    for place_block in order_tied(record.teams, [bound[c] for c in places], seen):
        place = len(placed) + 1
        for block in order_tied(place_block, [bound[c] for c in trophies], seen):
            if len(block) > 1:
                pending.append(tuple(block))
            rank = len(placed) + 1
            placed += [(place, rank, t) for t in block]
    shown = [c for c in dict.fromkeys([*RULE_25, *places, *trophies]) if c != MATCH_POINTS]
    rows = tuple(TeamStanding(p, r, t, totals[t][0], totals[t][1],
                              {c: _reported(bound[c], seen, t) for c in shown})
                 for p, r, t in placed)
    return SectionStandings(rows, tuple(pending))


def _field(record: SectionRecord, rules: MatchRules, round_robin: bool,
           playoff: Mapping[str, float], tosses: Sequence[CoinToss]) -> TeamField:
    """Each team's complete matches and byes, scored once in match and once in game points."""
    mp: dict[str, list[Entry[str]]] = {t: [] for t in record.teams}
    gp: dict[str, list[Entry[str]]] = {t: [] for t in record.teams}
    for m in record.matches:
        s = score_match(m, rules)
        if s.complete:
            for team, other, match_points, game_points in (
                    (m.first, m.second, s.first_match_points, s.first_game_points),
                    (m.second, m.first, s.second_match_points, s.second_game_points)):
                mp[team].append(Entry(m.round, other, match_points))
                gp[team].append(Entry(m.round, other, game_points))
    for bye in record.byes:
        mp[bye.team].append(Entry(bye.round, None, rules.bye_match_points, Kind.PAIRING_BYE))
        gp[bye.team].append(Entry(bye.round, None, rules.bye_game_total, Kind.PAIRING_BYE))
    return TeamField(
        record.teams,
        {t: tuple(sorted(c, key=lambda e: e.round)) for t, c in mp.items()},
        {t: tuple(sorted(c, key=lambda e: e.round)) for t, c in gp.items()},
        round_robin, playoff, tuple(t.order for t in tosses))


def _reported(criterion: Criterion[str], seen: Mapping[str, Mapping[str, float]],
              team: str) -> float | None:
    """A code's value for a team: a global one always (None when not applicable), a group
    one where it was applied; a coin toss as the team's position in it (1 = winner)."""
    if isinstance(criterion, ValueCriterion):
        values = criterion.values
        return None if values is None else values[team]
    value = seen.get(criterion.code, {}).get(team)
    return -value + 1 if criterion.code == COIN_TOSS and value is not None else value
