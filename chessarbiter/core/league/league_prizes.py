"""Team prizes (rules 26-27) and board prizes (rule 28) of a section.

Team prizes go down the trophy order of the rule-25 standings, skipping a team that owes
the league (a negative deposit balance, rule 27) or already holds a prize; a prize with no
eligible team left is forfeited. Each prize names the co-winners of its place (rule 25).

Board prizes: a player competes only on the lowest-numbered board they sat on in a league
match (rule 28); extra rated games never count. Their score is every league game point
(rule 24) of the season, or only those on that board when ``board_prize_all_games`` is off.
Ties: the plus/minus of the games among the tied players (US Chess 34E5, applied again to
smaller ties), then US Chess 34E: Modified Median, Solkoff, Cumulative, Opponents'
Cumulative, the criteria of :mod:`chessarbiter.core.tiebreaks` that individual events use.
Opponents' scores are adjusted (34E1): their unplayed league games count half a win, and
the tied player's own unplayed games count as opponents scoring 0. A game is unplayed
when no game was played over the board (a rule-16 forfeit was played, so it counts as
played). "Nine or more rounds" for the median means nine or more games. Players still tied
share the prize.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.league_standings import SectionStandings
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import SectionRecord, board_points
from chessarbiter.core.tiebreaks.cards import Card, Entry, Kind
from chessarbiter.core.tiebreaks.cumulative import opponents_cumulative
from chessarbiter.core.tiebreaks.engine import Criterion, ValueCriterion, order_tied, places
from chessarbiter.core.tiebreaks.modified_median import modified_median
from chessarbiter.core.tiebreaks.plus_minus import plus_minus
from chessarbiter.core.tiebreaks.solkoff import solkoff
from chessarbiter.core.tiebreaks.us_scores import UsCards

HEAD_TO_HEAD = "head_to_head"
MODIFIED_MEDIAN = "modified_median"
SOLKOFF = "solkoff"
CUMULATIVE = "cumulative"
OPP_CUMULATIVE = "opponents_cumulative"
_SCORE = "score"


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
    pool = {p: _card(gs) for p, gs in games.items()}
    counted = {p: _card([g for g in gs if rules.board_prize_all_games or g.board == board_of[p]])
               for p, gs in games.items()}
    us = UsCards(counted, pool, rules.game_win)
    fixed = {MODIFIED_MEDIAN: modified_median(us), SOLKOFF: solkoff(us),
             CUMULATIVE: us.cumulative, OPP_CUMULATIVE: opponents_cumulative(us)}
    criteria: list[Criterion[str]] = [
        _known(_SCORE, us.scores), plus_minus(HEAD_TO_HEAD, counted),
        *(_known(code, values) for code, values in fixed.items())]
    out: dict[int, tuple[BoardContender, ...]] = {}
    for board in range(1, rules.board_prize_count + 1):
        seen: dict[str, dict[str, float]] = {}
        players = sorted(p for p, b in board_of.items() if b == board)
        blocks = order_tied(players, criteria, seen)
        out[board] = tuple(
            BoardContender(board, p, us.scores[p], len(counted[p]), rank,
                           {HEAD_TO_HEAD: seen.get(HEAD_TO_HEAD, {}).get(p),
                            **{c: v[p] for c, v in fixed.items()}})
            for rank, p in places(blocks))
    return out


def _known(code: str, values: Mapping[str, float]) -> Criterion[str]:
    return ValueCriterion(code, lambda: values)


def _card(games: list[_Game]) -> Card[str]:
    """A player's league games in date order, as the US Chess tie-breaks read them."""
    def kind(g: _Game) -> Kind:
        if g.played:
            return Kind.GAME
        return Kind.FORFEIT_WIN if g.points > 0 else Kind.FORFEIT_LOSS
    return tuple(Entry(n, g.opponent, g.points, kind(g), against=g.against)
                 for n, g in enumerate(games, 1))


def board_prizes(record: SectionRecord, rules: MatchRules) -> tuple[BoardPrize, ...]:
    """The winner (or winners, tied after every tie-break) of each board prize."""
    prizes = []
    for board, rows in board_standings(record, rules).items():
        winners = tuple(r.player for r in rows if r.rank == 1)
        if winners:
            prizes.append(BoardPrize(board, winners, rows[0].score))
    return tuple(prizes)
