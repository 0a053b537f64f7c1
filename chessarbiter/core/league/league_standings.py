"""Team standings of a section (rule 25): match points, then the tie-break chain.

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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import SectionRecord, score_match, team_totals

PLAYOFF = "playoff"
GAME_POINTS = "game_points"
H2H_MP = "h2h_match_points"
H2H_GP = "h2h_game_points"
CUMULATIVE_MP = "cumulative_match_points"
SOLKOFF_MP = "solkoff_match_points"
SB_MP = "sb_match_points"
CUMULATIVE_GP = "cumulative_game_points"
SOLKOFF_GP = "solkoff_game_points"
SB_GP = "sb_game_points"
COIN_TOSS = "coin_toss"
RULE_25 = {code: f"25.{letter}" for code, letter in zip(
    (PLAYOFF, GAME_POINTS, H2H_MP, H2H_GP, CUMULATIVE_MP, SOLKOFF_MP, SB_MP, CUMULATIVE_GP,
     SOLKOFF_GP, SB_GP, COIN_TOSS), "abcdefghijk", strict=True)}


GroupValues = Callable[[Sequence[str]], Mapping[str, float] | None]


@dataclass(frozen=True, slots=True)
class Criterion:
    """A tie-break: values for a tied group (None: not applicable to it), higher is better.

    ``within_group`` criteria depend on the group (head-to-head) and are applied again to
    the smaller groups they leave tied.
    """

    code: str
    values: GroupValues
    within_group: bool = False


def value_criterion(code: str, values: Mapping[str, float] | None) -> Criterion:
    """A criterion whose values do not depend on the group; None: not applicable."""
    return Criterion(code, lambda group: None if values is None else {t: values[t] for t in group})


def split_by(group: Sequence[str], values: Mapping[str, float]) -> list[list[str]]:
    """``group`` in blocks of equal value, best first, keeping the given order within."""
    blocks: dict[float, list[str]] = {}
    for item in group:
        blocks.setdefault(values[item], []).append(item)
    return [blocks[v] for v in sorted(blocks, reverse=True)]


def order_tied(group: Sequence[str], criteria: Sequence[Criterion],
               seen: dict[str, dict[str, float]]) -> list[list[str]]:
    """Blocks still tied after ``criteria``, best first; values used are kept in ``seen``."""
    if len(group) == 1 or not criteria:
        return [list(group)]
    first, rest = criteria[0], criteria[1:]
    values = first.values(group)
    if values is None:
        return order_tied(group, rest, seen)
    seen.setdefault(first.code, {}).update(values)
    blocks = split_by(group, values)
    again = criteria if first.within_group and len(blocks) > 1 else rest
    return [b for block in blocks for b in order_tied(block, again, seen)]


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


@dataclass(frozen=True, slots=True)
class _Match:
    round: int
    opponent: str
    mp: float
    gp: float


def _matches(record: SectionRecord, rules: MatchRules) -> dict[str, list[_Match]]:
    out: dict[str, list[_Match]] = {t: [] for t in record.teams}
    for m in record.matches:
        s = score_match(m, rules)
        if s.complete:
            out[m.first].append(_Match(m.round, m.second, s.first_match_points,
                                       s.first_game_points))
            out[m.second].append(_Match(m.round, m.first, s.second_match_points,
                                        s.second_game_points))
    return out


def section_standings(
    record: SectionRecord, rules: MatchRules, *, round_robin: bool = True,
    playoff: Mapping[str, float] | None = None, tosses: Sequence[CoinToss] = (),
) -> SectionStandings:
    """The rule-25 standings of a section; ``playoff`` maps teams to their playoff score."""
    totals = team_totals(record, rules)
    mp = {t: v[0] for t, v in totals.items()}
    gp = {t: v[1] for t, v in totals.items()}
    played = _matches(record, rules)
    byes = {t: [b.round for b in record.byes if b.team == t] for t in record.teams}

    def per_team(fn: Callable[[str], float]) -> dict[str, float]:
        return {t: fn(t) for t in record.teams}

    def cumulative(points: Callable[[_Match], float], bye: float) -> dict[str, float]:
        def of(team: str) -> float:
            rounds = [(m.round, points(m)) for m in played[team]]
            rounds += [(r, bye) for r in byes[team]]
            return sum(accumulate(p for _, p in sorted(rounds))) - bye * len(byes[team])
        return per_team(of)

    def head_to_head(points: Callable[[_Match], float]) -> GroupValues:
        return lambda group: {t: sum(points(m) for m in played[t] if m.opponent in group)
                              for t in group}

    global_values = {
        GAME_POINTS: gp,
        SOLKOFF_MP: per_team(lambda t: sum(mp[m.opponent] for m in played[t])),
        SB_MP: per_team(lambda t: sum(mp[m.opponent] * m.mp for m in played[t])),
        SOLKOFF_GP: per_team(lambda t: sum(gp[m.opponent] for m in played[t])),
        SB_GP: per_team(lambda t: sum(gp[m.opponent] * m.gp for m in played[t])),
    }
    if not round_robin:
        global_values[CUMULATIVE_MP] = cumulative(lambda m: m.mp, rules.bye_match_points)
        global_values[CUMULATIVE_GP] = cumulative(lambda m: m.gp, rules.bye_game_points)

    def by_playoff(group: Sequence[str]) -> Mapping[str, float] | None:
        scores = playoff or {}
        return {t: scores[t] for t in group} if all(t in scores for t in group) else None

    def by_toss(group: Sequence[str]) -> Mapping[str, float] | None:
        toss = next((c for c in tosses if set(c.order) == set(group)), None)
        return None if toss is None else {t: -float(toss.order.index(t)) for t in group}

    places = [Criterion(PLAYOFF, by_playoff), value_criterion(GAME_POINTS, gp),
              Criterion(H2H_MP, head_to_head(lambda m: m.mp), within_group=True),
              Criterion(H2H_GP, head_to_head(lambda m: m.gp), within_group=True)]
    trophies = [value_criterion(code, global_values.get(code)) for code in (
        CUMULATIVE_MP, SOLKOFF_MP, SB_MP, CUMULATIVE_GP, SOLKOFF_GP, SB_GP)]
    trophies.append(Criterion(COIN_TOSS, by_toss))
    seen: dict[str, dict[str, float]] = {}
    placed: list[tuple[int, int, str]] = []  # place, rank, team
    pending: list[tuple[str, ...]] = []
    for score_group in split_by(record.teams, mp):
        for place_block in order_tied(score_group, places, seen):
            place = len(placed) + 1
            for block in order_tied(place_block, trophies, seen):
                if len(block) > 1:
                    pending.append(tuple(block))
                rank = len(placed) + 1
                placed += [(place, rank, t) for t in block]
    rows = tuple(TeamStanding(p, r, t, mp[t], gp[t], _reported(t, global_values, seen))
                 for p, r, t in placed)
    return SectionStandings(rows, tuple(pending))


def _reported(team: str, global_values: Mapping[str, Mapping[str, float]],
              seen: Mapping[str, Mapping[str, float]]) -> dict[str, float | None]:
    """Each code's value for a team: global ones always, group ones where applied."""
    out: dict[str, float | None] = {}
    for code in RULE_25:
        values = global_values.get(code) or seen.get(code, {})
        value = values.get(team)
        out[code] = -value + 1 if code == COIN_TOSS and value is not None else value
    return out
