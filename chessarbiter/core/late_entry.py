"""Which player of a Swiss event is a late entry still to be paired.

A player entered after round 1 was paired has a zero- or half-point bye for each round they
missed (C.04.2: the rounds before their entry), and may be taken back while no round paired
since gives them a board or the pairing-allocated bye. This module is the one place that
answers it: the player's stored entry round (``Player.entered_round``) says they are a late
entry, and their byes say no round paired since has given them a board.
"""

from __future__ import annotations

from chessarbiter.core.tournament import ByeKind, Tournament

MISSED = (ByeKind.ZERO, ByeKind.HALF)


def unpaired_late_entry(tournament: Tournament, start_no: int) -> bool:
    """Whether ``start_no`` entered after round 1 was paired and has had no board since:
    every round paired so far (``tournament.rounds``) is a zero- or half-point bye."""
    player = next((p for p in tournament.players if p.start_no == start_no), None)
    if player is None or player.entered_round is None:
        return False
    kinds = {b.round: b.kind for b in tournament.byes if b.start_no == start_no}
    return (tournament.rounds >= 1 and not tournament.games_of.get(start_no)
            and all(kinds.get(rnd) in MISSED for rnd in range(1, tournament.rounds + 1)))
