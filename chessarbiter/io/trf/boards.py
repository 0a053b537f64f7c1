"""Board numbers for games read from TRF, which has none.

A round robin that follows the FIDE Berger tables gets the tables' boards, and the player
the table leaves out gets the free round (ByeKind.FREE) instead of a zero-point bye.
Any other event numbers each round's boards by the better (lower) start rank of the pair.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from chessarbiter.core.berger import ScheduledRound, berger_round, schedule, table_size
from chessarbiter.core.tournament import Bye, ByeKind, Game
from chessarbiter.io.trf.pairings import Meeting


@dataclass(frozen=True, slots=True)
class Boards:
    """Games with boards, in (round, board) order, the byes in (round, start rank) order, and
    whether the rounds are those of the Berger tables."""

    games: tuple[Game, ...]
    byes: tuple[Bye, ...]
    berger: bool


def assign_boards(
    meetings: Sequence[Meeting], byes: Sequence[Bye], start_nos: Sequence[int], rounds: int
) -> Boards:
    """The games and byes of ``rounds`` rounds, numbered as the module docstring says."""
    by_round: dict[int, list[Meeting]] = defaultdict(list)
    for meeting in meetings:
        by_round[meeting.round].append(meeting)
    berger = _berger_schedule(by_round, start_nos, rounds)
    if berger is None:
        games = [
            _game(meeting, board)
            for rnd_meetings in by_round.values()
            for board, meeting in enumerate(
                sorted(rnd_meetings, key=lambda m: min(m.white, m.black)), start=1
            )
        ]
    else:
        board_of = {(r.number, p.white, p.black): p.board for r in berger for p in r.pairings}
        oriented = (m if (m.round, m.white, m.black) in board_of else m.flipped() for m in meetings)
        games = [_game(m, board_of[m.round, m.white, m.black]) for m in oriented]
        free = {(r.number, r.bye) for r in berger[:rounds] if r.bye is not None}
        byes = [
            Bye(b.round, b.start_no, ByeKind.FREE)
            if b.kind is ByeKind.ZERO and (b.round, b.start_no) in free
            else b
            for b in byes
        ]
    return Boards(
        tuple(sorted(games, key=lambda g: (g.round, g.board))),
        tuple(sorted(byes, key=lambda b: (b.round, b.start_no))),
        berger is not None,
    )


def _berger_schedule(
    by_round: dict[int, list[Meeting]], start_nos: Sequence[int], rounds: int
) -> list[ScheduledRound] | None:
    """The Berger schedule (single, or double with or without the swap) every round follows."""
    players = len(start_nos)
    if players < 2 or sorted(start_nos) != list(range(1, players + 1)) or not by_round:
        return None
    per_cycle = table_size(players) - 1
    # Round 1 is the same in every variant: a cheap test that turns a Swiss away at once.
    if rounds > 2 * per_cycle or not _follows(by_round[1], berger_round(players, 1)):
        return None
    candidates = [schedule(players, 1)] if rounds <= per_cycle else []
    candidates += [schedule(players, 2, swap_last_two=swap) for swap in (True, False)]
    for candidate in candidates:
        if all(_follows(by_round[r], candidate[r - 1]) for r in range(1, rounds + 1)):
            return candidate
    return None


def _follows(meetings: list[Meeting], scheduled: ScheduledRound) -> bool:
    """True when the round's games are exactly the scheduled pairings, colours included."""
    if len(meetings) != len(scheduled.pairings):
        return False
    pairs = {(p.white, p.black) for p in scheduled.pairings}
    return all(
        (m.white, m.black) in pairs or (not m.colours_known and (m.black, m.white) in pairs)
        for m in meetings
    )


def _game(meeting: Meeting, board: int) -> Game:
    return Game(meeting.round, board, meeting.white, meeting.black, meeting.result)
