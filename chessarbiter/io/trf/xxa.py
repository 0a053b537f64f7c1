"""JaVaFo's record XXA: a Swiss player's virtual points (acceleration) round by round.

``XXA NNNN pp.p pp.p …``: the start rank in columns 5-8, then one four-column field per
round from column 10, a blank column between fields. Every round up to the last one written
has its field: JaVaFo's manual asks for "the full history of fictitious points assigned round
by round" and bbpPairings v6.0.0 refuses a blank field, so a blank one is refused here too
(0.0 is no virtual points). The values count for pairing only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from chessarbiter.core.tournament import Acceleration
from chessarbiter.io.trf.errors import TrfError

CODE = "XXA"
_FIRST = 10  # the column of round 1's field (1-based)
_WIDTH, _STEP = 4, 5
POINTS = re.compile(r"[0-9]{1,2}(?:\.[0-9])?|\.[0-9]")


def read_xxa(line: str, number: int, source: str) -> tuple[int, tuple[float, ...]]:
    """The start rank and the virtual points per round of one XXA line (TrfError naming the
    line, column and field of anything else)."""
    rank = line[4:8].strip()
    if line[3:4].strip() or line[8:9].strip() or not (rank.isascii() and rank.isdigit()) \
            or int(rank) < 1:
        raise TrfError(source, number, 5, "XXA start rank",
                       f"{line[3:9].strip()!r} is not a start rank in columns 5-8")
    values = []
    line = line.rstrip()  # trailing blanks give no rounds
    for k, at in enumerate(range(_FIRST - 1, len(line), _STEP), start=1):
        raw, gap = line[at:at + _WIDTH], line[at + _WIDTH:at + _STEP]
        if gap.strip():
            raise TrfError(source, number, at + _WIDTH + 1, f"XXA round {k}",
                           f"{line[at:at + _STEP + 1].strip()!r} runs past columns "
                           f"{at + 1}-{at + _WIDTH}: each round has four columns and a blank")
        if not raw.strip():
            raise TrfError(source, number, at + 1, f"XXA round {k}",
                           "blank: XXA gives every round's virtual points up to its last "
                           "(JaVaFo keeps \"the full history … round by round\"); write 0.0")
        if not POINTS.fullmatch(raw.strip()):
            raise TrfError(source, number, at + 1, f"XXA round {k}",
                           f"{raw.strip()!r} is not a number of virtual points (like 1.0)")
        values.append(float(raw))
    return int(rank), tuple(values)


def check_xxa(records: Sequence[tuple[int, int, tuple[float, ...]]], ranks: Iterable[int],
              rounds: int, source: str) -> tuple[Acceleration, ...]:
    """The virtual points of the file's XXA lines (line, start rank, values), refused whole
    when one names no player, repeats one, or gives more rounds than the event has."""
    known, seen = set(ranks), dict[int, int]()
    out = []
    for number, rank, values in records:
        if rank not in known:
            raise TrfError(source, number, 5, "XXA start rank",
                           f"no player has start rank {rank} (no 001 line for it)")
        if rank in seen:
            raise TrfError(source, number, 5, "XXA start rank",
                           f"start rank {rank} has an XXA line already (line {seen[rank]})")
        seen[rank] = number
        if len(values) > rounds:
            column = _FIRST + _STEP * rounds
            raise TrfError(source, number, column, f"XXA round {rounds + 1}",
                           f"virtual points for {len(values)} rounds; the event has {rounds}")
        out += [Acceleration(r, rank, v) for r, v in enumerate(values, start=1)]
    return tuple(out)


def xxa_lines(accelerations: Iterable[Acceleration]) -> list[str]:
    """One XXA line per player with virtual points, up to the last round they have any."""
    table: dict[int, dict[int, float]] = {}
    for a in accelerations:
        table.setdefault(a.start_no, {})[a.round] = a.points
    return [f"{CODE} {rank:>4}" + "".join(f" {values.get(r, 0.0):>4.1f}"
                                          for r in range(1, max(values) + 1))
            for rank, values in sorted(table.items())]
