"""Round-robin schedules from the FIDE Berger tables (C.05 Annex 1).

For N players (N even; an odd field adds a bye as number N) and m = N − 1, round r has
x = (r + 1) / 2 when r is odd, else N / 2 + r / 2. Board 1 is x–N (r odd) or N–x (r even);
board b ≥ 2 is ((x + b − 2) mod m) + 1 against ((x − b) mod m) + 1; the first named has White.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pairing:
    """One board of a round: start numbers of White and Black."""

    board: int
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class ScheduledRound:
    """A round of the schedule; ``bye`` is the player with the free round of an odd field."""

    number: int
    pairings: tuple[Pairing, ...]
    bye: int | None = None


def table_size(players: int) -> int:
    """The Berger table used for a field: the next even number."""
    if players < 2:
        raise ValueError("a round robin needs at least 2 players")
    return players + players % 2


def berger_round(players: int, rnd: int) -> ScheduledRound:
    """Round ``rnd`` (1-based) of a single round robin for ``players`` start numbers."""
    n = table_size(players)
    m = n - 1
    if not 1 <= rnd <= m:
        raise ValueError(f"round {rnd} is outside 1..{m} for {players} players")
    x = (rnd + 1) // 2 if rnd % 2 else n // 2 + rnd // 2
    pairs = [(x, n) if rnd % 2 else (n, x)]
    pairs += [((x + b - 2) % m + 1, (x - b) % m + 1) for b in range(2, n // 2 + 1)]
    bye = None
    boards: list[Pairing] = []
    for white, black in pairs:
        if n > players and n in (white, black):
            bye = black if white == n else white
            continue
        boards.append(Pairing(len(boards) + 1, white, black))
    return ScheduledRound(rnd, tuple(boards), bye)


def schedule(players: int, cycles: int = 1, swap_last_two: bool = True) -> list[ScheduledRound]:
    """The whole schedule; a second cycle repeats the table with colours reversed.

    With two cycles FIDE recommends swapping the last two rounds of the first cycle so no
    player gets three games in a row with the same colour at the turn (``swap_last_two``).
    The second cycle then follows the table in its own order, as FIDE's Candidates
    tournaments of 2022 and 2024 were paired.
    """
    if cycles not in (1, 2):
        raise ValueError("cycles must be 1 or 2")
    table = [berger_round(players, r) for r in range(1, table_size(players))]
    if cycles == 1:
        return table
    first = list(table)
    if swap_last_two and len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    second = [
        ScheduledRound(0, tuple(Pairing(p.board, p.black, p.white) for p in r.pairings), r.bye)
        for r in table
    ]
    return [
        ScheduledRound(i + 1, r.pairings, r.bye) for i, r in enumerate(first + second)
    ]
