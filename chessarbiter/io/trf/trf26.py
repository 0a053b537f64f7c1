"""The TRF-2026 tournament records 142-222 (FIDE C.02.03 Annex A), written on request.

Our tie-break codes are the acronyms of FIDE C.07, which records 202 and 212 use as they are
(DE, BPG, KS, SB, WIN, WON), so no code is translated. The export writes these records from
the event's own values: records with the same codes kept from an imported file are left out,
so a file read in and written again never holds two of them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from chessarbiter.core.tournament import Game

TRF26_CODES = frozenset({"142", "152", "192", "202", "212", "222", "240", "250", "260"})
TYPE_CODES = {1: "BERGER_ROUNDROBIN", 2: "FIDE_DOUBLEROUNDROBIN"}


@dataclass(frozen=True, slots=True)
class Trf26:
    """What records 192-222 need from the event: its cycles, chain and encoded time control
    (``TimeControl.trf222``; '' leaves record 222 out), and a Swiss's type code for 192
    (``FIDE_DUTCH_2025``; '' names a round robin by its cycles)."""

    cycles: int
    tiebreaks: tuple[str, ...]
    time_control: str = ""
    type_code: str = ""


def trf26_lines(records: Trf26, rounds: int, games: Sequence[Game]) -> Iterator[str]:
    """Records 142-222 in code order; 152 only when start number 1 has a game in round 1."""
    yield f"142 {rounds}"
    colour = next(("W" if g.white == 1 else "B" for g in games
                   if g.round == 1 and 1 in (g.white, g.black)), "")
    if colour:
        yield f"152 {colour}"
    yield f"192 {records.type_code or TYPE_CODES[records.cycles]}"
    chain = [code for code in records.tiebreaks if code != "PTS"]
    if chain:
        yield f"202 {','.join(chain)}"
    yield f"212 {','.join(['PTS', *chain])}"
    if records.time_control:
        yield f"222 {records.time_control}"
