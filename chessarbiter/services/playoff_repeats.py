"""A play-off action that repeats what is stored already: a retry after a crash or a lost
answer must not record a second game, nor be mistaken for one.

A result naming its game (``--game N``) that the game already has is a repeat; without a game
number, a result equal to the one just stored for that step is refused as a likely retry,
with the way to say otherwise. A colour choice or a selection of four made again the same is a
repeat too. A bid never is: saying so would reveal a sealed bid.
"""

from __future__ import annotations

from chessarbiter.core.playoffs import (
    Action,
    ColourChoice,
    GameResult,
    Playoff,
    PlayoffError,
    SelectFour,
)
from chessarbiter.services.errors import ActionRefused


def repeated(action: Action, playoff: Playoff) -> str | None:
    """What is stored already when ``action`` repeats it (nothing is to change); raises
    :class:`ActionRefused` for a result that looks like a retry but may not be one."""
    if isinstance(action, GameResult):
        return _repeated_result(action, playoff)
    if isinstance(action, ColourChoice):
        previous = next((a for a in playoff.actions if isinstance(a, ColourChoice)
                         and a.step == action.step), None)
        if previous == action:
            return (f"Player {action.player} has already taken {action.colour.value} in "
                    f"{action.step}: nothing changed.")
    if isinstance(action, SelectFour) and action in playoff.actions:
        return "These four players are already selected: nothing changed."
    return None


def _repeated_result(action: GameResult, playoff: Playoff) -> str | None:
    try:
        step = playoff.plan.step(action.step)
    except PlayoffError:
        return None  # the ordinary check says what is wrong with the step
    if action.game:
        games = [g for g in step.games if g.number == action.game]
        if games and games[0].result is action.result:
            return (f"Game {action.game} of {action.step} is already recorded as "
                    f"{action.result.value}: nothing changed.")
        return None
    last = playoff.actions[-1] if playoff.actions else None
    if isinstance(last, GameResult) and last.step == action.step and \
            last.result is action.result:
        raise ActionRefused(
            f"game {last.game} of {action.step} was just recorded as {last.result.value}; "
            f"if this is not a retry and game {last.game + 1} ended {action.result.value} "
            f"too, say --game {last.game + 1}", "playoff")
    return None
