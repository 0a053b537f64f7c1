"""A TRF file as data: the header text, the event in core terms, and what we do not model."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypedDict, Unpack

from chessarbiter.core.berger import table_size
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Acceleration, Bye, ForbiddenPair, Game, Tournament
from chessarbiter.io.trf.trf26 import Trf26


def last_round(games: Iterable[Game], byes: Iterable[Bye]) -> int:
    """The highest round that has a game or a bye (0 when there is none)."""
    return max([g.round for g in games] + [b.round for b in byes], default=0)


class TrfHeader(TypedDict, total=False):
    """The parts of a TRF file a Tournament does not carry, for ``from_tournament``."""

    name: str
    city: str
    federation: str
    start_date: str
    end_date: str
    arbiter: str
    deputies: str
    time_control: str
    tournament_type: str
    round_dates: tuple[str, ...]
    extra_lines: tuple[str, ...]
    trf26: Trf26 | None


@dataclass(frozen=True, kw_only=True)
class TrfDocument:
    """Everything read from (or to be written to) a TRF file.

    Header fields are the text of records 012..122 ('' when absent); ``deputies`` holds one
    112 record per line; ``round_dates`` the text of record 132, round by round.
    ``games`` are in (round, board) order, ``byes`` in (round, start rank) order.
    ``accelerations`` are a Swiss's virtual points (XXA or 250 records, see :mod:`.xxa` and
    :mod:`.swiss26`), ``forbidden`` its forbidden pairs (260), ``bye_records`` the (round,
    start rank) of the byes its 240 records ask for (``byes`` holds them);
    ``extra_lines`` are records kept verbatim so an export gives them back;
    ``trf26``, when set, asks the writer for the TRF-2026 records 142-222 as well;
    ``warnings`` are the oddities the reader tolerated, each with its line.

    What a file read in says beyond that: ``kind`` (round robin, swiss or team, see
    :mod:`.kinds`), ``version`` (TRF16 or TRF-2026), ``scoring`` (record 162's symbols and
    points, ``scoring_line`` its line), ``tiebreak_codes`` (record 202, else 212), and the
    file itself: ``lines`` (every line in order, as decoded) and ``encoding`` (the codec it
    was read with). The file's text takes no part in comparing documents.
    """

    players: tuple[Player, ...]
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    rounds: int = 0
    accelerations: tuple[Acceleration, ...] = ()
    forbidden: tuple[ForbiddenPair, ...] = ()
    bye_records: frozenset[tuple[int, int]] = frozenset()
    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    arbiter: str = ""
    deputies: str = ""
    time_control: str = ""
    tournament_type: str = ""
    round_dates: tuple[str, ...] = ()
    extra_lines: tuple[str, ...] = ()
    trf26: Trf26 | None = None
    warnings: tuple[str, ...] = ()
    kind: str = "round robin"
    version: str = "TRF16"
    scoring: tuple[tuple[str, float], ...] = ()
    scoring_line: int = 0
    tiebreak_codes: tuple[str, ...] = ()
    lines: tuple[str, ...] = field(default=(), compare=False)
    encoding: str = field(default="utf-8", compare=False)

    def to_tournament(self) -> Tournament:
        """The event for the rules; more rounds than one cycle of the field means two cycles."""
        n = len(self.players)
        cycles = 2 if n >= 2 and self.rounds > table_size(n) - 1 else 1
        return Tournament(self.players, self.games, self.byes, self.rounds, cycles, self.name,
                          accelerations=self.accelerations, forbidden=self.forbidden)

    @classmethod
    def from_tournament(cls, t: Tournament, **header: Unpack[TrfHeader]) -> TrfDocument:
        """A document to write ``t``; the event name defaults to ``t.name``."""
        fields: TrfHeader = {"name": t.name, **header}
        return cls(
            players=tuple(sorted(t.players, key=lambda p: p.start_no)),
            games=tuple(sorted(t.games, key=lambda g: (g.round, g.board))),
            byes=tuple(sorted(t.byes, key=lambda b: (b.round, b.start_no))),
            rounds=max(t.rounds, last_round(t.games, t.byes)),
            accelerations=t.accelerations,
            forbidden=t.forbidden,
            **fields,
        )
