"""Play-offs for first place (US Junior Closed 2015 procedure), as a replayable plain value.

Start one with :meth:`Playoff.from_standings` (or :meth:`Playoff.start` with a seeding), record
what happens with :meth:`Playoff.apply`, read the current steps from :attr:`Playoff.plan`, and
store :meth:`Playoff.to_dict`. Nothing here reads a clock, a file or an unseeded random source.
"""

from chessarbiter.core.playoffs.actions import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlayoffError,
    SelectFour,
    parse_bid,
)
from chessarbiter.core.playoffs.plan import (
    Bidding,
    Draw,
    Plan,
    PlannedGame,
    PlanStep,
    StepKind,
    StepStatus,
)
from chessarbiter.core.playoffs.rules import PlayoffRules
from chessarbiter.core.playoffs.seeding import seed_playoff
from chessarbiter.core.playoffs.state import Playoff

__all__ = [
    "Action",
    "Bid",
    "Bidding",
    "CoinFlip",
    "ColourChoice",
    "ColourLot",
    "Draw",
    "GameResult",
    "Plan",
    "PlanStep",
    "PlannedGame",
    "Playoff",
    "PlayoffError",
    "PlayoffRules",
    "SelectFour",
    "StepKind",
    "StepStatus",
    "parse_bid",
    "seed_playoff",
]
