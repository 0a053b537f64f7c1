"""A match night on paper: boards, forfeits, game points and match points (rules 17–24).

A match is between the team named White in the schedule (``first``: White on the odd boards,
as :mod:`schedule` pairs them) and its opponent (``second``). Results are written by colour
as on the score sheet. A board's ``league_result`` is the score for the league when a ruling
(rule 16) replaced the result played and rated over the board.
Extra rated games (rule 21) are kept apart and never scored (rule 24.d).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.attendance import Seating
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.roster_rules import Appearance
from chessarbiter.core.results import Result


def first_has_white(board: int) -> bool:
    """The team named White has White on the odd boards."""
    return board % 2 == 1


@dataclass(frozen=True, slots=True)
class BoardGame:
    """One board: the two teams' players (None: nobody sat there) and its results."""

    board: int
    first: str | None
    second: str | None
    result: Result | None = None  # by colour; None while the game is going on
    league_result: Result | None = None  # rule 16: scored instead of ``result``

    @property
    def scored(self) -> Result | None:
        return self.league_result or self.result

    def player(self, first: bool) -> str | None:
        return self.first if first else self.second


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One match of a round, dated by the round's league date."""

    round: int
    on: date
    first: str
    second: str
    boards: tuple[BoardGame, ...]

    def side(self, team: str) -> bool:
        """True when ``team`` is the first-named team of this match."""
        if team not in (self.first, self.second):
            raise ValueError(f"{team} does not play in the round {self.round} match "
                             f"{self.first} – {self.second}")
        return team == self.first


@dataclass(frozen=True, slots=True)
class TeamBye:
    """A round without an opponent in an odd section (scored by rule 24.c)."""

    round: int
    team: str


@dataclass(frozen=True, slots=True)
class ExtraGame:
    """An extra rated game (rule 21): rated, reported for membership (30.c), never scored."""

    on: date
    white: str
    black: str
    white_team: str
    black_team: str
    result: Result | None = None
    game_id: int = 0  # the stored game's id (0: not stored)


@dataclass(frozen=True, slots=True)
class SectionRecord:
    """A section's season so far; teams in pairing-number order."""

    teams: tuple[str, ...]
    matches: tuple[MatchRecord, ...] = ()
    byes: tuple[TeamBye, ...] = ()
    extra_games: tuple[ExtraGame, ...] = ()


@dataclass(frozen=True, slots=True)
class MatchScore:
    first_game_points: float
    second_game_points: float
    first_match_points: float
    second_match_points: float
    complete: bool  # every board has a result


def points_for(result: Result, white: bool, rules: MatchRules) -> float:
    """Rule 24.a: game points of one side of a board."""
    mine = result.points(white)
    if mine == 0.0:
        return 0.0
    if not result.played:
        return rules.forfeit_win
    return rules.game_win if mine == 1.0 else rules.game_draw


def board_points(game: BoardGame, first: bool, rules: MatchRules) -> float:
    """A team's game points on one board (0 while it has no result)."""
    result = game.scored
    if result is None:
        return 0.0
    return points_for(result, first == first_has_white(game.board), rules)


def score_match(match: MatchRecord, rules: MatchRules) -> MatchScore:
    first = sum(board_points(g, True, rules) for g in match.boards)
    second = sum(board_points(g, False, rules) for g in match.boards)
    complete = len(match.boards) == rules.boards and all(g.scored for g in match.boards)
    return MatchScore(first, second, rules.match_points(first), rules.match_points(second),
                      complete)


def forfeit_result(board: int, first_loses: bool, second_loses: bool) -> Result:
    """The result by colour of a board lost by forfeit by one team or both."""
    if first_loses and second_loses:
        return Result.DOUBLE_FORFEIT
    white_loses = first_loses == first_has_white(board)
    return Result.BLACK_WINS_FORFEIT if white_loses else Result.WHITE_WINS_FORFEIT


def forfeited_by(result: Result, board: int, first: bool) -> bool:
    """Whether a team lost this board by forfeit (a double forfeit counts for both)."""
    if result.played:
        return False
    return result is Result.DOUBLE_FORFEIT or result.points(first == first_has_white(board)) == 0


def seat_match(
    rnd: int, on: date, teams: tuple[str, str], seatings: tuple[Seating, Seating],
    lacking: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
) -> MatchRecord:
    """The boards of a match from both teams' seatings (rule 17) and equipment (rule 19).

    A board with nobody on one side, or lacking that side's equipment, is a forfeit; the
    other boards wait for their results.
    """
    boards = []
    for number, (a, b) in enumerate(zip(*(s.boards for s in seatings), strict=True), start=1):
        first_loses = a is None or number in lacking[0]
        second_loses = b is None or number in lacking[1]
        result = forfeit_result(number, first_loses, second_loses) \
            if first_loses or second_loses else None
        boards.append(BoardGame(number, a, b, result))
    return MatchRecord(rnd, on, teams[0], teams[1], tuple(boards))


def team_totals(record: SectionRecord, rules: MatchRules) -> dict[str, tuple[float, float]]:
    """Each team's (match points, game points) from complete matches and byes (rule 24)."""
    problems = record_problems(record, rules)
    if problems:
        raise ValueError("; ".join(problems))
    totals = {t: [0.0, 0.0] for t in record.teams}
    for match in record.matches:
        score = score_match(match, rules)
        if score.complete:
            for team, mp, gp in ((match.first, score.first_match_points,
                                  score.first_game_points),
                                 (match.second, score.second_match_points,
                                  score.second_game_points)):
                totals[team][0] += mp
                totals[team][1] += gp
    for bye in record.byes:
        totals[bye.team][0] += rules.bye_match_points
        totals[bye.team][1] += rules.bye_game_total
    return {t: (mp, gp) for t, (mp, gp) in totals.items()}


def appearances(matches: Iterable[MatchRecord], extra: Iterable[ExtraGame] = ()
                ) -> list[Appearance]:
    """Who played for which team on which date: games played over the board (rated), and
    extra rated games marked ``extra`` (rules 13.e and 30.c)."""
    out = [
        Appearance(player, team, m.on)
        for m in matches for g in m.boards if g.result is not None and g.result.played
        for player, team in ((g.first, m.first), (g.second, m.second)) if player is not None
    ]
    out += [Appearance(p, t, e.on, extra=True)
            for e in extra if e.result is not None and e.result.played
            for p, t in ((e.white, e.white_team), (e.black, e.black_team))]
    return out


def record_problems(record: SectionRecord, rules: MatchRules) -> list[str]:
    """What makes a section's record unusable, one message each naming round and match."""
    out: list[str] = []
    known = set(record.teams)
    if len(known) < len(record.teams):
        out.append("a team is listed twice in the section")
    busy: dict[int, list[str]] = {}
    for m in record.matches:
        where = f"round {m.round} {m.first} – {m.second}"
        out += [f"{where}: {t} is not in the section" for t in (m.first, m.second)
                if t not in known]
        numbers = sorted(g.board for g in m.boards)
        if numbers != sorted(set(numbers)) or any(not 1 <= n <= rules.boards for n in numbers):
            out.append(f"{where}: boards must be numbered 1-{rules.boards}, each once")
        players = [p for g in m.boards for p in (g.first, g.second) if p is not None]
        if len(set(players)) < len(players):
            out.append(f"{where}: a player sits on two boards")
        busy.setdefault(m.round, []).extend((m.first, m.second))
    for bye in record.byes:
        if bye.team not in known:
            out.append(f"round {bye.round} bye: {bye.team} is not in the section")
        busy.setdefault(bye.round, []).append(bye.team)
    for rnd, teams in sorted(busy.items()):
        twice = sorted({t for t in teams if teams.count(t) > 1})
        if twice:
            out.append(f"round {rnd}: {', '.join(twice)} scheduled twice")
    return out
