"""Team prizes (rules 26-27) and board prizes (rule 28) of a section.

Team prizes go down the trophy order of the rule-25 standings, skipping a team that owes
the league (a negative deposit balance, rule 27) or already holds a prize; a prize with no
eligible team left is forfeited. Each prize names the co-winners of its place (rule 25).

Board prizes: a player competes only on the lowest-numbered board they sat on in a league
match (rule 28); extra rated games never count. Their score is every league game point
(rule 24) of the season, or only those on that board when ``board_prize_all_games`` is off.
Ties: the plus/minus of the games among the tied players (US Chess 34E5, applied again to
smaller ties), then US Chess 34E: Modified Median, Solkoff, Cumulative, Opponents'
Cumulative. Opponents' scores are adjusted (34E1): their unplayed league games count ½,
and the tied player's own unplayed games count as opponents scoring 0. A game is unplayed
when no game was played over the board (a rule-16 forfeit was played, so it counts as
played). "Nine or more rounds" for the median means nine or more games. Players still tied
share the prize.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import accumulate

from chessarbiter.core.league.league_standings import (
    Criterion,
    SectionStandings,
    order_tied,
    split_by,
    value_criterion,
)
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import SectionRecord, board_points

HEAD_TO_HEAD = "head_to_head"
MODIFIED_MEDIAN = "modified_median"
SOLKOFF = "solkoff"
CUMULATIVE = "cumulative"
OPP_CUMULATIVE = "opponents_cumulative"


@dataclass(frozen=True, slots=True)
class TeamPrize:
    prize: int  # 1 = first prize
    teams: tuple[str, ...]  # one team, or the teams a pending coin toss will decide between
    place: int
    co_winners: tuple[str, ...]  # eligible teams sharing that place award


def team_prizes(standings: SectionStandings, rules: MatchRules, owing: Collection[str] = (),
                awarded: Collection[str] = ()) -> tuple[TeamPrize, ...]:
    """Rules 26-27 for one section; ``awarded`` holds teams with a prize from elsewhere."""
    eligible = [r for r in standings.rows if r.team not in owing and r.team not in awarded]
    prizes: list[TeamPrize] = []
    for rank in sorted({r.rank for r in eligible}):
        group = tuple(r.team for r in eligible if r.rank == rank)
        place = next(r.place for r in eligible if r.rank == rank)
        sharing = tuple(r.team for r in eligible if r.place == place)
        for _ in group:
            if len(prizes) < rules.team_prizes:
                prizes.append(TeamPrize(len(prizes) + 1, group, place, sharing))
    return tuple(prizes)


@dataclass(frozen=True, slots=True)
class _Game:
    on: date
    round: int
    board: int
    opponent: str | None
    points: float
    against: float  # the opponent's points on that board
    played: bool


@dataclass(frozen=True, slots=True)
class BoardContender:
    board: int
    player: str
    score: float
    games: int
    rank: int
    tiebreaks: dict[str, float | None]


@dataclass(frozen=True, slots=True)
class BoardPrize:
    board: int
    players: tuple[str, ...]  # several when still tied after every tie-break
    score: float


def _games(record: SectionRecord, rules: MatchRules) -> dict[str, list[_Game]]:
    out: dict[str, list[_Game]] = {}
    for m in record.matches:
        for g in m.boards:
            if g.scored is None:
                continue
            played = g.result is not None and g.result.played
            for first in (True, False):
                player = g.player(first)
                if player is not None:
                    out.setdefault(player, []).append(_Game(
                        m.on, m.round, g.board, g.player(not first),
                        board_points(g, first, rules), board_points(g, not first, rules),
                        played))
    return {p: sorted(gs, key=lambda g: (g.on, g.round, g.board)) for p, gs in out.items()}


def board_standings(record: SectionRecord, rules: MatchRules
                    ) -> dict[int, tuple[BoardContender, ...]]:
    """Each prize board's contenders in prize order (rule 28)."""
    games = _games(record, rules)
    board_of = {p: min(g.board for g in gs) for p, gs in games.items()}
    counted = {p: [g for g in gs if rules.board_prize_all_games or g.board == board_of[p]]
               for p, gs in games.items()}
    score = {p: sum(g.points for g in gs) for p, gs in counted.items()}
    adjusted = {p: sum(g.points if g.played else 0.5 for g in gs) for p, gs in games.items()}
    cumulative = {p: sum(accumulate(g.points for g in gs))
                  - sum(rules.forfeit_win for g in gs if not g.played and g.points > 0)
                  for p, gs in counted.items()}

    def opponents(p: str) -> list[float]:
        return [adjusted[g.opponent] if g.played and g.opponent else 0.0 for g in counted[p]]

    def median(p: str) -> float:
        scores, n = sorted(opponents(p)), len(counted[p])
        cut = 2 if n >= 9 else 1
        half = n * rules.game_win / 2
        low = cut if score[p] >= half else 0
        high = cut if score[p] <= half else 0
        return sum(scores[low:len(scores) - high]) if low + high < len(scores) else 0.0

    fixed = {
        MODIFIED_MEDIAN: {p: median(p) for p in counted},
        SOLKOFF: {p: sum(opponents(p)) for p in counted},
        CUMULATIVE: cumulative,
        OPP_CUMULATIVE: {p: sum(cumulative.get(g.opponent, 0.0) for g in counted[p]
                                if g.played and g.opponent) for p in counted},
    }

    def plus_minus(group: Sequence[str]) -> Mapping[str, float]:
        return {p: sum(g.points - g.against for g in counted[p] if g.opponent in group)
                for p in group}

    criteria = [Criterion(HEAD_TO_HEAD, plus_minus, within_group=True)] + [
        value_criterion(code, values) for code, values in fixed.items()]
    out: dict[int, tuple[BoardContender, ...]] = {}
    for board in range(1, rules.prize_boards + 1):
        seen: dict[str, dict[str, float]] = {}
        rows: list[BoardContender] = []
        players = sorted(p for p, b in board_of.items() if b == board)
        for group in split_by(players, score):
            for block in order_tied(group, criteria, seen):
                rank = len(rows) + 1
                rows += [BoardContender(board, p, score[p], len(counted[p]), rank,
                                        {HEAD_TO_HEAD: seen.get(HEAD_TO_HEAD, {}).get(p),
                                         **{c: v[p] for c, v in fixed.items()}})
                         for p in block]
        out[board] = tuple(rows)
    return out


def board_prizes(record: SectionRecord, rules: MatchRules) -> tuple[BoardPrize, ...]:
    """The winner (or winners, tied after every tie-break) of each board prize."""
    prizes = []
    for board, rows in board_standings(record, rules).items():
        winners = tuple(r.player for r in rows if r.rank == 1)
        if winners:
            prizes.append(BoardPrize(board, winners, rows[0].score))
    return tuple(prizes)
