"""Armageddon: sealed bids buy the choice of colour, and Black has draw odds.

The lower bidder chooses a colour and starts with the time bid; the other player gets the full
base time; both get the increment. Equal bids go to a coin flip. A draw stays a draw in the
record, and Black advances.
"""

from __future__ import annotations

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs.actions import StepRecord
from chessarbiter.core.playoffs.lots import drawn
from chessarbiter.core.playoffs.plan import (
    Bidding,
    Draw,
    PlannedGame,
    PlanStep,
    StepKind,
    StepStatus,
)
from chessarbiter.core.playoffs.rules import PlayoffRules
from chessarbiter.core.results import Result


def advancing(result: Result, white: int, black: int) -> int:
    """Who goes through: the winner, and Black on a draw (draw odds)."""
    return white if result.points(True) > result.points(False) else black


def armageddon_step(step_id: str, players: tuple[int, int] | None, after: tuple[str, ...],
                    rules: PlayoffRules, record: StepRecord) -> PlanStep:
    base = rules.armageddon_base_seconds
    nominal = rules.armageddon(base)
    bidding = _bidding(players, base, record)
    if players is None or bidding.bids is None:
        status = StepStatus.WAITING if players is None else StepStatus.BIDS
        return PlanStep(step_id, StepKind.ARMAGEDDON, players, after, nominal, status,
                        (PlannedGame(1),), bidding=bidding)
    chooser, colour = bidding.chooser, bidding.colour
    if chooser is None or colour is None:
        status = StepStatus.COIN_FLIP if chooser is None else StepStatus.COLOUR_CHOICE
        return PlanStep(step_id, StepKind.ARMAGEDDON, players, after, nominal, status,
                        (PlannedGame(1),), bidding=bidding)
    other = players[1] if chooser == players[0] else players[0]
    white, black = (chooser, other) if colour is Side.WHITE else (other, chooser)
    clocks = {chooser: rules.armageddon(dict(zip(players, bidding.bids, strict=True))[chooser]),
              other: nominal}
    result = record.results[0] if record.results else None
    game = PlannedGame(1, white, black, clocks[white], clocks[black], result)
    status = StepStatus.PLAYING if result is None else StepStatus.FINISHED
    winner = None if result is None else advancing(result, white, black)
    return PlanStep(step_id, StepKind.ARMAGEDDON, players, after, nominal, status, (game,),
                    winner, bidding=bidding)


def _bidding(players: tuple[int, int] | None, base: int, record: StepRecord) -> Bidding:
    """The bids (hidden until both are in), the coin flip and who chooses which colour."""
    if players is None:
        return Bidding(base)
    bids = {bid.player: bid.seconds for bid in record.bids}
    bids_in = tuple(p for p in players if p in bids)
    if len(bids_in) < len(players):
        return Bidding(base, bids_in)
    a, b = players
    flip = record.flip
    coin = None if flip is None else Draw(drawn(players, flip.seed, flip.winner), flip.seed)
    if bids[a] != bids[b]:
        chooser: int | None = a if bids[a] < bids[b] else b
    else:
        chooser = None if coin is None else coin.player
    colour = None if record.choice is None else record.choice.colour
    return Bidding(base, bids_in, (bids[a], bids[b]), coin, chooser, colour)
