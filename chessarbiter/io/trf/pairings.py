"""Games and byes from the player lines, checking that the two lines of every game agree.

TRF writes each game twice, once on each player's line; a game is accepted only when both
lines name each other, give opposite colours and matching results. The error points at the
second line of the pair and names the first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind
from chessarbiter.io.trf.errors import TrfError
from chessarbiter.io.trf.layout import (
    BYE_OF_CODE,
    CODE_OF_BYE,
    COLOUR_OFFSET,
    FORFEIT_WITHOUT_OPPONENT,
    OPPONENT_OFFSET,
    RESULT_OF_CODES,
    RESULT_OFFSET,
    UNRATED_CODES,
    round_column,
)
from chessarbiter.io.trf.player_line import PlayerRow, RoundEntry

_COLOUR_NAME = {"w": "White", "b": "Black"}


@dataclass(frozen=True, slots=True)
class Meeting:
    """A game read from the file, before it gets a board number.

    When neither line gives a colour (allowed for forfeits and unplayed pairings),
    ``white`` is the lower start rank and ``colours_known`` is False.
    """

    round: int
    white: int
    black: int
    result: Result | None
    colours_known: bool = True

    def flipped(self) -> Meeting:
        result = self.result.reversed() if self.result is not None else None
        return Meeting(self.round, self.black, self.white, result, self.colours_known)


@dataclass(frozen=True, slots=True)
class Linked:
    meetings: tuple[Meeting, ...]
    byes: tuple[Bye, ...]
    warnings: tuple[str, ...]


def link_rounds(rows: Sequence[PlayerRow], rounds: int, source: str) -> Linked:
    """Every player's rounds 1..``rounds`` as games (one per pair) and byes."""
    by_start_no = {row.player.start_no: row for row in rows}
    meetings: list[Meeting] = []
    byes: list[Bye] = []
    warnings: list[str] = []
    for row in rows:
        me = row.player.start_no
        for rnd in range(1, rounds + 1):
            entry = row.entry(rnd)
            if entry.opponent is None:
                byes.append(Bye(rnd, me, _bye_kind(row, rnd, entry, warnings)))
                continue
            other = _partner(row, rnd, entry.opponent, by_start_no, source)
            if row.line < other.line:
                meetings.append(_meeting(row, other, rnd, source, warnings))
    return Linked(tuple(meetings), tuple(byes), tuple(warnings))


def _bye_kind(row: PlayerRow, rnd: int, entry: RoundEntry, warnings: list[str]) -> ByeKind:
    kind = BYE_OF_CODE.get(entry.code)
    if kind is not None:
        return kind
    kind = FORFEIT_WITHOUT_OPPONENT[entry.code]
    warnings.append(
        f"line {row.line}: round {rnd}: {entry.code} without an opponent read as "
        f"a {kind.points:g}-point bye ({CODE_OF_BYE[kind]})"
    )
    return kind


def _partner(
    row: PlayerRow, rnd: int, opponent: int, by_start_no: dict[int, PlayerRow], source: str
) -> PlayerRow:
    """The opponent's row, after checking that it names this player back."""
    where = (source, row.line, round_column(rnd, OPPONENT_OFFSET), f"round {rnd} opponent")
    other = by_start_no.get(opponent)
    if other is None:
        raise TrfError(*where, f"opponent {opponent} is not a player's start rank")
    if other is row:
        raise TrfError(*where, f"player {opponent} is named as their own opponent")
    said = other.entry(rnd).opponent
    if said != row.player.start_no:
        theirs = f"opponent {said}" if said is not None else "no opponent"
        raise TrfError(
            *where,
            f"line {row.line} pairs {row.player.start_no} with {opponent} in round {rnd}, "
            f"but line {other.line} (player {opponent}) has {theirs}",
        )
    return other


def _meeting(
    first: PlayerRow, second: PlayerRow, rnd: int, source: str, warnings: list[str]
) -> Meeting:
    """The game of two rows that name each other; ``second`` is the later line."""
    a, b = first.entry(rnd), second.entry(rnd)
    codes = (a.code, b.code)
    result: Result | None
    if codes in RESULT_OF_CODES:
        result = RESULT_OF_CODES[codes]
    elif codes in UNRATED_CODES:
        result = UNRATED_CODES[codes]
        warnings.append(
            f"line {first.line}: round {rnd}: {a.code}/{b.code} (game of less than one move, "
            f"unrated) read as {result}"
        )
    else:
        raise TrfError(
            source,
            second.line,
            round_column(rnd, RESULT_OFFSET),
            f"round {rnd} result",
            f"result {_shown(b.code)} here and {_shown(a.code)} on line {first.line} "
            f"(player {first.player.start_no}) cannot both be true",
        )
    played = result is not None and result.played
    for row, entry in ((first, a), (second, b)):
        if played and not entry.colour:
            raise TrfError(
                source,
                row.line,
                round_column(rnd, COLOUR_OFFSET),
                f"round {rnd} colour",
                "a played game needs colour w or b",
            )
    if a.colour and a.colour == b.colour:
        raise TrfError(
            source,
            second.line,
            round_column(rnd, COLOUR_OFFSET),
            f"round {rnd} colour",
            f"both players have {_COLOUR_NAME[a.colour]}: line {first.line} says {a.colour} too",
        )
    me, them = first.player.start_no, second.player.start_no
    meeting = Meeting(rnd, me, them, result, colours_known=bool(a.colour or b.colour))
    if a.colour == "b" or b.colour == "w" or (not meeting.colours_known and them < me):
        return meeting.flipped()
    return meeting


def _shown(code: str) -> str:
    return code if code.strip() else "blank"
