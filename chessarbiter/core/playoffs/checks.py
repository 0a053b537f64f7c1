"""Whether an action may be recorded now. A refusal says what is wrong and what comes next."""

from __future__ import annotations

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.playoffs.actions import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlayoffError,
    SelectFour,
)
from chessarbiter.core.playoffs.plan import Plan, PlanStep, StepKind, StepStatus
from chessarbiter.core.results import Result

FOUR = 4


def check(action: Action, plan: Plan) -> None:
    """Raise :class:`PlayoffError` unless ``action`` is legal in the play-off ``plan`` shows."""
    if isinstance(action, SelectFour):
        _check_selection(action, plan)
        return
    step = plan.step(action.step)
    if isinstance(action, ColourLot):
        _require_kind(step, StepKind.RAPID_MATCH, "its colours follow the bids, not a lot")
        _require(step, StepStatus.COLOUR_LOT, "draw the colours")
        if action.white is not None:
            _require_player(step, action.white)
    elif isinstance(action, Bid):
        _check_bid(action, step)
    elif isinstance(action, CoinFlip):
        _require_kind(step, StepKind.ARMAGEDDON, "only an Armageddon game has a coin flip")
        _require(step, StepStatus.COIN_FLIP, "flip the coin")
        if action.winner is not None:
            _require_player(step, action.winner)
    elif isinstance(action, ColourChoice):
        _check_choice(action, step)
    else:
        _check_result(action, step)


def _needs(step: PlanStep) -> str:
    status = step.status
    if status is StepStatus.WAITING:
        return (f"its players are not known until {' and '.join(step.after)} "
                f"{'is' if len(step.after) == 1 else 'are'} decided")
    if status is StepStatus.COLOUR_LOT:
        return "the colours of game 1 are drawn by lot first"
    if status is StepStatus.BIDS and step.players and step.bidding:
        missing = [str(p) for p in step.players if p not in step.bidding.bids_in]
        plural = "s" if len(missing) > 1 else ""
        return f"waiting for the sealed bid{plural} of player{plural} {' and '.join(missing)}"
    if status is StepStatus.COIN_FLIP:
        return "the bids are equal: the coin flip comes next"
    if status is StepStatus.COLOUR_CHOICE and step.bidding:
        return f"player {step.bidding.chooser} chooses a colour next"
    if status is StepStatus.PLAYING and step.next_game:
        return f"the result of game {step.next_game.number} comes next"
    return "the step is finished"


def _require(step: PlanStep, status: StepStatus, doing: str) -> None:
    if step.status is not status:
        raise PlayoffError(f"step {step.id}: cannot {doing} now: {_needs(step)}")


def _require_kind(step: PlanStep, kind: StepKind, why: str) -> None:
    if step.kind is not kind:
        name = "a rapid match" if step.kind is StepKind.RAPID_MATCH else "an Armageddon game"
        raise PlayoffError(f"step {step.id} is {name}: {why}")


def _require_player(step: PlanStep, player: int) -> None:
    if step.players is not None and player not in step.players:
        a, b = step.players
        raise PlayoffError(f"step {step.id}: player {player} does not play in it "
                           f"(its players are {a} and {b})")


def _check_bid(bid: Bid, step: PlanStep) -> None:
    _require_kind(step, StepKind.ARMAGEDDON, "only an Armageddon game has bids")
    if step.status is StepStatus.WAITING:
        _require(step, StepStatus.BIDS, "bid")
    _require_player(step, bid.player)
    assert step.bidding is not None  # every Armageddon step has one
    if bid.player in step.bidding.bids_in:
        raise PlayoffError(f"step {step.id}: player {bid.player} has already bid, and a sealed "
                           "bid cannot be changed")
    base = step.bidding.base_seconds
    if bid.seconds < 1:
        raise PlayoffError(f"step {step.id}: a bid must be at least 0:01")
    if bid.seconds > base:
        raise PlayoffError(f"step {step.id}: the bid {format_clock_time(bid.seconds)} is over "
                           f"the base time {format_clock_time(base)}")


def _check_choice(choice: ColourChoice, step: PlanStep) -> None:
    _require_kind(step, StepKind.ARMAGEDDON, "its colours are drawn by lot")
    _require(step, StepStatus.COLOUR_CHOICE, "choose a colour")
    assert step.bidding is not None
    chooser = step.bidding.chooser
    if choice.player != chooser:
        why = "won the coin flip" if step.bidding.coin_flip else "bid less time"
        raise PlayoffError(f"step {step.id}: player {choice.player} cannot choose the colour: "
                           f"player {chooser} {why}")


def _check_result(entry: GameResult, step: PlanStep) -> None:
    _require(step, StepStatus.PLAYING, "record a result")
    expected = step.next_game
    if expected is not None and entry.game != expected.number:
        raise PlayoffError(f"step {step.id}: game {expected.number} is next, not game "
                           f"{entry.game}")
    if entry.result is Result.DOUBLE_FORFEIT:
        raise PlayoffError(f"step {step.id}: a double forfeit leaves nobody to advance; "
                           "a play-off game needs a winner or a draw")


def _check_selection(selection: SelectFour, plan: Plan) -> None:
    if len(plan.tied) <= FOUR:
        raise PlayoffError(f"the arbiter selects four players only when more than four are "
                           f"tied ({len(plan.tied)} are)")
    if plan.started:
        raise PlayoffError("the four players can only be changed before the play-off starts")
    if len(selection.players) != FOUR or len(set(selection.players)) != FOUR:
        raise PlayoffError(f"select exactly four different players, not {selection.players}")
    outside = [p for p in selection.players if p not in plan.tied]
    if outside:
        raise PlayoffError(f"player {outside[0]} is not tied for first")
    if not selection.note.strip():
        raise PlayoffError("the selection needs a note saying why it departs from the "
                           "tie-break order")
