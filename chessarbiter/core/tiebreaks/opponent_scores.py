"""Sonneborn-Berger and Koya (C.07 Art. 9): own points weighed by, or filtered on, opponent scores.

A round robin has pre-determined pairings, so under the 2024-08 and 2026 editions a forfeit is a
game against the scheduled opponent like any other (Art. 15.2). Under the pre-2023 rules a
forfeit in which the player is only *indirectly* involved counts as a draw in the opponent's
score, and the player's own forfeit is a game against a virtual opponent who had the player's
score before that round, took the other side of the forfeit and then drew every round reached:
``Svon = SPR + (1 − SfPR) + 0.5 × (n − R)``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from chessarbiter.core.tiebreaks.codes import PRE_2023
from chessarbiter.core.tiebreaks.history import WIN_POINTS, History

DRAW_POINTS = 0.5

# One game as these tie-breaks see it: (the opponent's score for tie-break purposes, the most
# that opponent could have scored so far — Koya's maximum —, the player's own points).
# Plain tuples: some ten thousand are built for a 100-player event.
Faced = tuple[float, float, float]


@dataclass(frozen=True, slots=True)
class OpponentScores:
    """Each ranked player's games, in round order, with the opponent's score as the edition
    counts it; built once and shared by SB and KS."""

    faced: dict[int, list[Faced]]

    @classmethod
    def of(cls, history: History, edition: str,
           maximum: Mapping[int, float] | None = None) -> OpponentScores:
        """``maximum``: each player's maximum possible score (default: the round robin's,
        see :func:`round_robin_maximum`)."""
        most = round_robin_maximum(history) if maximum is None else maximum
        if edition == PRE_2023:
            return cls(_faced_pre_2023(history, most))
        score = history.scores
        return cls({p: [(score.get(opponent, 0.0), most.get(opponent, 0.0), points)
                        for _, opponent, points, _, _ in history.games(p)]
                    for p in history.players})

    def sonneborn_berger(self) -> Mapping[int, float]:
        """SB = Σ opponent's score × own points in that game."""
        return {p: sum(score * points for score, _, points in faced)
                for p, faced in self.faced.items()}

    def koya(self, limit_offset: float) -> Mapping[int, float]:
        """KS = own points against opponents with at least half their maximum possible score;
        the limit moves by ``limit_offset`` (half-point steps, Art. 14.5)."""
        return {p: sum(points for score, most, points in faced
                       if score >= 0.5 * most + limit_offset)
                for p, faced in self.faced.items()}


def round_robin_maximum(history: History) -> dict[int, float]:
    """The most each player could have scored in the rounds reached: a win's points per game
    scheduled, and what their free round (or bye) scores under the event's rules — nothing
    for a free round of our own events, a point where an imported file scored it one. Counted
    per player, so mid-event values make sense."""
    reached = history.reached
    return {p: WIN_POINTS * history.scheduled.get(p, 0)
            + sum(points for rnd, points, _ in history.byes.get(p, ()) if rnd <= reached)
            for p in set(history.scheduled) | set(history.byes)}


def _faced_pre_2023(history: History, most: Mapping[int, float]) -> dict[int, list[Faced]]:
    # Opponents' scores with every forfeit drawn; a forfeit against the player being ranked
    # keeps its real result (that round is met by the virtual opponent instead).
    drawn = dict(history.scores)
    own_game_change: dict[tuple[int, int], float] = defaultdict(float)
    for player, games in history.encounters.items():
        for _, opponent, points, played, _ in games:
            if not played:
                drawn[player] += DRAW_POINTS - points
                own_game_change[player, opponent] += DRAW_POINTS - points
    reached = history.reached
    faced: dict[int, list[Faced]] = {}
    for player in history.players:
        before = _score_before_each_round(history, player)
        faced[player] = [
            (drawn.get(opponent, 0.0) - own_game_change.get((opponent, player), 0.0),
             most.get(opponent, 0.0), points)
            if played else
            (virtual_opponent(before[rnd], points, rnd, reached), most.get(player, 0.0), points)
            for rnd, opponent, points, played, _ in history.games(player)]
    return faced


def virtual_opponent(before: float, points: float, rnd: int, reached: int) -> float:
    """Pre-2023: the score of the opponent a player without one is deemed to have met in round
    ``rnd``: the player's score before the round, the other side of the round's result, then
    a draw in every round after it: Svon = SPR + (1 − SfPR) + ½ × (n − R)."""
    return before + (WIN_POINTS - points) + DRAW_POINTS * (reached - rnd)


def _score_before_each_round(history: History, player: int) -> dict[int, float]:
    running, before = 0.0, {}
    for rnd, points in sorted(history.points_by_round(player).items()):
        before[rnd] = running
        running += points
    return before
