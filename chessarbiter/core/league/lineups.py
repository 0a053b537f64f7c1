"""Who plays on which board: board order (rule 15), boards for games played in advance
(rule 18) and boards lost for want of equipment (rule 19).

Rule 15 reads pairwise: of two rated members, the one on the lower board may be rated
above the one on the higher board by no more than the switch window (75 points, inclusive).
Unrated members may sit anywhere. A member who was unrated and got a rating from the Match
Director (rule 4) may sit higher than that rating allows, never lower: the window still
applies below them. A lineup is per round, so rounds sharing a date may differ.
Seating when members are missing is :func:`attendance.seat_team` (rule 17); its boards are
checked here with the gaps closed, as rule 17 asks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.ratings import RatingAssignment, RatingSource
from chessarbiter.core.league.teams import Team


@dataclass(frozen=True, slots=True)
class LineupPlayer:
    """A member as board order sees them: league rating (None: unrated)."""

    player: str  # US Chess ID
    rating: int | None
    floor_only: bool = False  # an unrated member with an assigned rating (rule 15)
    name: str = ""

    @property
    def label(self) -> str:
        rating = "unrated" if self.rating is None else str(self.rating)
        return f"{self.name or self.player} ({rating})"


@dataclass(frozen=True, slots=True)
class Lineup:
    """The members a captain designates for one round, board 1 first (rule 15)."""

    team: str
    round: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LineupProblem:
    rule: str
    message: str
    boards: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"rule {self.rule}: {self.message}"


def lineup_player(team: Team, uscf_id: str,
                  assignments: Sequence[RatingAssignment] = ()) -> LineupPlayer:
    """A roster member with the frozen rating; ``floor_only`` when an assignment (rule 4)
    gave an unrated member their rating."""
    entry = team.entry(uscf_id)
    if entry is None:
        raise ValueError(f"{uscf_id} is not on the roster of {team.name}")
    was_unrated = any(a.uscf_id == uscf_id and a.previous is None for a in assignments)
    floor = entry.rating.source is RatingSource.ASSIGNED and was_unrated
    return LineupPlayer(uscf_id, entry.rating.value, floor, entry.member.name)


def order_problems(boards: Sequence[LineupPlayer | None], rules: MatchRules
                   ) -> list[LineupProblem]:
    """Rule 15 on seated boards (None: an empty board, skipped), one problem per pair."""
    seated = [(n, p) for n, p in enumerate(boards, start=1) if p is not None]
    out = []
    for i, (upper_board, upper) in enumerate(seated):
        for lower_board, lower in seated[i + 1:]:
            if upper.rating is None or lower.rating is None or upper.floor_only:
                continue
            gap = lower.rating - upper.rating
            if gap > rules.switch_window:
                out.append(LineupProblem(
                    "15", f"board {lower_board} {lower.label} is rated {gap} above board "
                    f"{upper_board} {upper.label}; members may switch only within "
                    f"{rules.switch_window} points", (upper_board, lower_board)))
    return out


def check_lineup(lineup: Lineup, team: Team, rules: MatchRules,
                 assignments: Sequence[RatingAssignment] = ()) -> list[LineupProblem]:
    """Everything wrong with a designated lineup: members, count, then board order."""
    out = [LineupProblem("15", f"{p} is not a member of {team.name}")
           for p in lineup.players if team.entry(p) is None]
    if len(set(lineup.players)) < len(lineup.players):
        out.append(LineupProblem("15", "a member is designated for two boards"))
    if len(lineup.players) > rules.boards:
        out.append(LineupProblem("15", f"{len(lineup.players)} members designated for "
                                 f"{rules.boards} boards"))
    if out:
        return out
    return order_problems([lineup_player(team, p, assignments) for p in lineup.players],
                          rules)


@dataclass(frozen=True, slots=True)
class BoardOption:
    """A board for a game played in advance and the rule-15 problems it leaves."""

    board: int
    problems: tuple[LineupProblem, ...]


def advance_board_options(
    first: Sequence[LineupPlayer], second: Sequence[LineupPlayer],
    played: tuple[LineupPlayer, LineupPlayer], rules: MatchRules,
) -> list[BoardOption]:
    """Rule 18: every board the advance game could take, fewest board-order problems first.

    ``first`` and ``second`` are both teams' players of the other boards, in board order;
    the advance game's players take board b and the others keep their order around it.
    Rule 18 expects that a perfect board may not exist, so all options are returned.
    """
    if len(first) >= rules.boards or len(second) >= rules.boards:
        raise ValueError(f"at most {rules.boards - 1} other boards per team")
    options = []
    for board in range(1, rules.boards + 1):
        problems: list[LineupProblem] = []
        for team, player in ((first, played[0]), (second, played[1])):
            order = [*team[:board - 1], player, *team[board - 1:]]
            problems += order_problems(order, rules)
        options.append(BoardOption(board, tuple(problems)))
    return sorted(options, key=lambda o: (len(o.problems), o.board))


@dataclass(frozen=True, slots=True)
class Equipment:
    """What one team brought (rule 19); only delay-capable clocks count."""

    boards: int
    sets: int
    clocks: int

    @property
    def complete(self) -> int:
        return min(self.boards, self.sets, self.clocks)


def equipment_forfeits(
    first: Equipment, second: Equipment, rules: MatchRules
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Rule 19: boards each team forfeits for want of equipment, lowest board up.

    Only the games that cannot be equipped are lost, and only by a team short of its own
    two sets; when both teams are short, those games are double forfeits.
    """
    lacking = max(0, rules.boards - first.complete - second.complete)
    lost = tuple(range(rules.boards, rules.boards - lacking, -1))
    need = rules.equipment_per_team
    return (lost if first.complete < need else (), lost if second.complete < need else ())
