"""Round cells of the US Chess detail file (formats.md §1.6): one per player per round.

A game played over the board is ``W14B``, ``L8W`` or ``D7W``: the outcome for this player, the
opponent's pairing number and this player's colour. Everything else has opponent 0: ``X0``
forfeit win, ``F0`` forfeit loss (both sides of a double forfeit), ``B0`` full-point bye,
``H0`` half-point bye, ``U0`` no game (the free round of an odd round robin, a zero-point bye,
a game not played or with no result yet, a round the player was not paired in).

A league board whose opponent never sat down is a bye of the present player in the
tournament (full or zero points, as FIDE TRF writes ``+``/``-`` against nobody) that is
written as the forfeit it was: ``X0`` or ``F0``. The caller lists those byes in ``forfeits``
as (start number, round).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator

from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

UNPLAYED = "U0"
CELL_WIDTH = 7

_BYE = {
    ByeKind.FREE: UNPLAYED,
    ByeKind.ZERO: UNPLAYED,
    ByeKind.HALF: "H0",
    ByeKind.FULL: "B0",
    ByeKind.PAIRING_ALLOCATED: "B0",
}
_OUTCOME = {1.0: "W", 0.5: "D", 0.0: "L"}
_PLAYED = re.compile(r"(?P<outcome>[WDL])(?P<opponent>[1-9][0-9]*)(?P<colour>[WB])")
_REPLY = {"W": "L", "D": "D", "L": "W"}
_OTHER_COLOUR = {"W": "B", "B": "W"}


def game_cell(game: Game, me: int) -> str:
    """The cell of player ``me`` for ``game``; ``U0`` while it has no result."""
    if game.result is None:
        return UNPLAYED
    points = game.points(me)
    if game.result.forfeit:
        return "X0" if points else "F0"
    colour = "W" if me == game.white else "B"
    return f"{_OUTCOME[points]}{game.opponent(me)}{colour}"


def bye_cell(bye: Bye, forfeit: bool = False) -> str:
    """The cell of a bye; of a forfeit against an opponent who never came when ``forfeit``."""
    if forfeit:
        return "X0" if bye.kind.points else "F0"
    return _BYE[bye.kind]


def round_entries(t: Tournament, rnd: int,
                  forfeits: Collection[tuple[int, int]] = ()) -> Iterator[tuple[int, str]]:
    """(start number, cell) for every game side and bye of round ``rnd``, boards in order and
    byes last; a player listed twice in the round appears twice."""
    for game in t.round_games(rnd):
        yield game.white, game_cell(game, game.white)
        yield game.black, game_cell(game, game.black)
    for bye in sorted(t.byes_in(rnd), key=lambda b: b.start_no):
        yield bye.start_no, bye_cell(bye, (bye.start_no, rnd) in forfeits)


def round_cells(t: Tournament, rounds: int,
                forfeits: Collection[tuple[int, int]] = ()) -> dict[int, tuple[str, ...]]:
    """Start number → cells of rounds 1..``rounds``, ``U0`` where the player has no entry.

    When a round lists a player twice the first entry is written; the pre-export checks
    report the clash, so this only decides what an overridden export shows.
    """
    table = {p.start_no: [UNPLAYED] * rounds for p in t.players}
    for rnd in range(1, rounds + 1):
        written: set[int] = set()
        for start_no, cell in round_entries(t, rnd, forfeits):
            if start_no in table and start_no not in written:
                table[start_no][rnd - 1] = cell
                written.add(start_no)
    return {start_no: tuple(cells) for start_no, cells in table.items()}


def reply(cell: str, me: int) -> tuple[int, str] | None:
    """For a played-game cell of player ``me``: the opponent and the cell they must have in the
    same round (``W14B`` of player 1 needs ``L1W`` from player 14); None for other cells."""
    match = _PLAYED.fullmatch(cell)
    if match is None:
        return None
    outcome, colour = _REPLY[match["outcome"]], _OTHER_COLOUR[match["colour"]]
    return int(match["opponent"]), f"{outcome}{me}{colour}"
