"""The rapid match of the two-player format: two games, colours of the first by lot and
reversed in the second. A 1–1 score leaves the match without a winner: an Armageddon follows."""

from __future__ import annotations

from chessarbiter.core.playoffs.actions import StepRecord
from chessarbiter.core.playoffs.lots import drawn
from chessarbiter.core.playoffs.plan import Draw, PlannedGame, PlanStep, StepKind, StepStatus
from chessarbiter.core.playoffs.rules import PlayoffRules

GAMES = 2


def rapid_step(step_id: str, players: tuple[int, int] | None, after: tuple[str, ...],
               rules: PlayoffRules, record: StepRecord) -> PlanStep:
    control = rules.rapid
    lot = record.lot
    if players is None or lot is None:
        games = tuple(PlannedGame(n, white_control=control, black_control=control)
                      for n in range(1, GAMES + 1))
        status = StepStatus.WAITING if players is None else StepStatus.COLOUR_LOT
        return PlanStep(step_id, StepKind.RAPID_MATCH, players, after, control, status, games)
    white = drawn(players, lot.seed, lot.white)
    black = players[1] if white == players[0] else players[0]
    results = record.results + (None,) * (GAMES - len(record.results))
    games = tuple(PlannedGame(n, *((white, black) if n % 2 else (black, white)), control,
                              control, result)
                  for n, result in enumerate(results, 1))
    a, b = (sum(g.points(p) for g in games) for p in players)
    finished = None not in results
    winner = players[0] if a > b else players[1] if b > a else None
    return PlanStep(step_id, StepKind.RAPID_MATCH, players, after, control,
                    StepStatus.FINISHED if finished else StepStatus.PLAYING, games,
                    winner if finished else None, Draw(white, lot.seed))
