"""TRF-2026's pairing records of a Swiss: byes asked for (240), virtual points (250) and
forbidden pairs (260).

Columns as FIDE C.02.03 Annex A ("TRF26", approved 12 May 2025) gives them, read in the
transcription of handbook.fide.com/files/handbook/TRF26.pdf in echecsjs/trf ``SPEC.md``, and
as bbpPairings v6.0.0 reads them (``src/fileformats/trf.cpp``):

- 240: column 5 the bye, ``F`` full point, ``H`` half point, ``Z`` zero point (a known
  absence); columns 7-9 the round; start ranks in four columns every five from column 11;
- 250: columns 5-8 match points (blank for individuals; 0.0 is read as blank, as
  bbpPairings reads it), 10-13 the virtual points ("must
  differ from 0.0 in individual competitions"), 15-17 / 19-21 the first and last round,
  23-26 / 28-31 the first and last start rank;
- 260: columns 5-7 / 9-11 the first and last round, start ranks every five columns from
  column 13; no two players listed may meet in those rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import groupby

from chessarbiter.core.tournament import Acceleration, Bye, ByeKind, ForbiddenPair
from chessarbiter.io.trf.errors import TrfError
from chessarbiter.io.trf.xxa import POINTS

BYE, ACCELERATION, FORBIDDEN = "240", "250", "260"
CODES = (BYE, ACCELERATION, FORBIDDEN)
BYE_KINDS = {"F": ByeKind.FULL, "H": ByeKind.HALF, "Z": ByeKind.ZERO}
_NAMES = {ByeKind.FULL: "full-point", ByeKind.HALF: "half-point", ByeKind.ZERO: "zero-point"}


@dataclass(frozen=True, slots=True)
class Ranked:
    """A start rank as a record lists it, with its column for messages."""

    column: int
    rank: int


@dataclass(frozen=True, slots=True)
class ByeRecord:
    line: int
    kind: ByeKind
    round: int
    ranks: tuple[Ranked, ...]


@dataclass(frozen=True, slots=True)
class AccelerationRecord:
    line: int
    points: float
    first: int
    last: int
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class ForbiddenRecord:
    line: int
    first: int
    last: int
    ranks: tuple[Ranked, ...]


class _Cut:
    """One record's fields, each refused by file, line, column and field when malformed."""

    def __init__(self, line: str, number: int, source: str) -> None:
        self.text, self.number, self.source, self.code = line.rstrip(), number, source, line[:3]

    def error(self, column: int, field: str, message: str) -> TrfError:
        return TrfError(self.source, self.number, column, f"{self.code} {field}", message)

    def blank(self, *columns: int) -> None:
        for column in columns:
            if self.text[column - 1:column].strip():
                raise self.error(column, "record", f"column {column} must be blank (the "
                                 f"fields of record {self.code} sit in fixed columns)")

    def whole(self, first: int, last: int, field: str) -> int:
        raw = self.text[first - 1:last].strip()
        if not (raw.isascii() and raw.isdigit()) or int(raw) < 1:
            shown = self.text[first - 1:last]
            raise self.error(first, field, f"{shown.strip()!r} in columns {first}-{last} is "
                             f"not a {field} (a whole number from 1)")
        return int(raw)

    def ranks(self, first: int) -> tuple[Ranked, ...]:
        """Start ranks in four columns every five from ``first``, to the end of the line."""
        found = []
        for at in range(first, len(self.text) + 1, 5):
            self.blank(*([at - 1] if at > first else []))
            found.append(Ranked(at, self.whole(at, at + 3, "start rank")))
        if not found:
            raise self.error(first, "start rank", f"no start rank from column {first}")
        return tuple(found)


def read_bye(line: str, number: int, source: str) -> ByeRecord:
    cut = _Cut(line, number, source)
    letter = cut.text[4:5].upper()
    if letter not in BYE_KINDS:
        raise cut.error(5, "bye", f"{cut.text[4:5]!r} is not a bye of TRF-2026: F (full "
                        "point), H (half point) or Z (zero point)")
    cut.blank(4, 6, 10)
    return ByeRecord(number, BYE_KINDS[letter], cut.whole(7, 9, "round"), cut.ranks(11))


def read_acceleration(line: str, number: int, source: str) -> AccelerationRecord:
    cut = _Cut(line, number, source)
    cut.blank(4, 9, 14, 18, 22, 27)
    team = cut.text[4:8].strip()
    if team and not (POINTS.fullmatch(team) and float(team) == 0):
        raise cut.error(5, "match points", f"{team!r}: an individual event leaves columns "
                        "5-8 (a team's match points) blank, or 0.0")
    raw = cut.text[9:13].strip()
    if not POINTS.fullmatch(raw) or float(raw) == 0:
        raise cut.error(10, "points", f"{raw!r} is not a number of virtual points other than "
                        "0.0 (like 1.0) in columns 10-13")
    if len(cut.text) > 31:
        raise cut.error(32, "record", "the record ends at column 31 (the last start rank)")
    record = AccelerationRecord(number, float(raw), cut.whole(15, 17, "first round"),
                                cut.whole(19, 21, "last round"),
                                cut.whole(23, 26, "first start rank"),
                                cut.whole(28, 31, "last start rank"))
    if record.first > record.last:
        raise cut.error(19, "last round", f"round {record.last} comes before the first "
                        f"round, {record.first}")
    if record.low > record.high:
        raise cut.error(28, "last start rank", f"start rank {record.high} comes before the "
                        f"first start rank, {record.low}")
    return record


def read_forbidden(line: str, number: int, source: str) -> ForbiddenRecord:
    cut = _Cut(line, number, source)
    cut.blank(4, 8, 12)
    first, last = cut.whole(5, 7, "first round"), cut.whole(9, 11, "last round")
    if first > last:
        raise cut.error(9, "last round", f"round {last} comes before the first round, {first}")
    ranks = cut.ranks(13)
    if len(ranks) < 2:
        raise cut.error(18, "start rank", "a forbidden pair needs two start ranks (columns "
                        "13-16 and 18-21)")
    return ForbiddenRecord(number, first, last, ranks)


def check_byes(records: list[ByeRecord], shown: Mapping[tuple[int, int], str],
               byes: tuple[Bye, ...], paired: int, ranks: set[int], rounds: int,
               source: str) -> tuple[tuple[Bye, ...], frozenset[tuple[int, int]]]:
    """The file's byes with those its 240 records ask for in rounds not yet paired, and the
    (round, start rank) the records name. ``shown``: what a player's line writes in a round
    ((round, rank) → its text, blanks left out); a record for a round paired, or for a round
    the line writes something in, must say what the line says."""
    table = {(b.round, b.start_no): b for b in byes}
    named: dict[tuple[int, int], int] = {}
    for r in records:
        _in_rounds(source, r.line, 7, f"{BYE} round", r.round, rounds)
        for ranked in r.ranks:
            _known(source, r.line, BYE, ranked, ranks)
            key = (r.round, ranked.rank)
            if key in named:
                raise TrfError(source, r.line, ranked.column, "240 start rank",
                               f"start rank {ranked.rank} has a 240 bye in round {r.round} "
                               f"on line {named[key]} already")
            named[key] = r.line
            have = table.get(key)
            if r.round > paired and key not in shown:
                table[key] = Bye(r.round, ranked.rank, r.kind)
            elif have is None or have.kind is not r.kind:
                cell = f"{shown[key]!r}" if key in shown else "nothing (a zero-point bye)"
                raise TrfError(source, r.line, ranked.column, "240 start rank",
                               f"a {_NAMES[r.kind]} bye for start rank {ranked.rank} in round "
                               f"{r.round}, but their 001 line shows {cell} there")
    return tuple(sorted(table.values(), key=lambda b: (b.round, b.start_no))), frozenset(named)


def check_forbidden(records: list[ForbiddenRecord], ranks: set[int], rounds: int,
                    source: str) -> tuple[ForbiddenPair, ...]:
    """Every two players of each record, refused when a rank or a round is not the event's."""
    out = []
    for r in records:
        _in_rounds(source, r.line, 9, f"{FORBIDDEN} last round", r.last, rounds)
        for ranked in r.ranks:
            _known(source, r.line, FORBIDDEN, ranked, ranks)
        listed = sorted({x.rank for x in r.ranks})
        out += [ForbiddenPair(r.first, r.last, a, b)
                for i, a in enumerate(listed) for b in listed[i + 1:]]
    return tuple(out)


def check_accelerations(records: list[AccelerationRecord], ranks: set[int], rounds: int,
                        source: str) -> dict[tuple[int, int], tuple[float, int]]:
    """(round, start rank) → virtual points and the line giving them; a rank or round that is
    not the event's, or two values for one player and round, is refused."""
    table: dict[tuple[int, int], tuple[float, int]] = {}
    for r in records:
        _in_rounds(source, r.line, 19, f"{ACCELERATION} last round", r.last, rounds)
        for column, rank in ((23, r.low), (28, r.high)):
            _known(source, r.line, ACCELERATION, Ranked(column, rank), ranks)
        for rnd in range(r.first, r.last + 1):
            for rank in sorted(ranks & set(range(r.low, r.high + 1))):
                was = table.setdefault((rnd, rank), (r.points, r.line))
                if was[0] != r.points:
                    raise TrfError(source, r.line, 10, "250 points",
                                   f"start rank {rank} has {was[0]:.1f} virtual points in "
                                   f"round {rnd} on line {was[1]}, {r.points:.1f} here")
    return table


def agreed_accelerations(xxa: tuple[Acceleration, ...], xxa_lines: dict[int, int],
                         table: dict[tuple[int, int], tuple[float, int]],
                         source: str) -> tuple[Acceleration, ...]:
    """The virtual points of a file's XXA and 250 records, which must agree where both give
    them (a round and player one leaves out has none)."""
    if not table:
        return xxa
    if xxa:
        given = {(a.round, a.start_no): a.points for a in xxa}
        for key in sorted(set(given) | set(table)):
            ours, (theirs, line) = given.get(key, 0.0), table.get(key, (0.0, 0))
            if ours != theirs:
                rnd, rank = key
                where = line or next(iter(table.values()))[1]
                raise TrfError(source, where, 10, "250 points",
                               f"start rank {rank}, round {rnd}: {theirs:.1f} virtual points "
                               f"in the 250 records, {ours:.1f} in the XXA record"
                               + (f" on line {xxa_lines[rank]}" if rank in xxa_lines else ""))
        return xxa
    return tuple(Acceleration(rnd, rank, points)
                 for (rnd, rank), (points, _) in sorted(table.items()))


def _in_rounds(source: str, line: int, column: int, field: str, last: int, rounds: int) -> None:
    if last > rounds:
        raise TrfError(source, line, column, field, f"round {last}: the event has {rounds}")


def _known(source: str, line: int, code: str, ranked: Ranked, ranks: set[int]) -> None:
    if ranked.rank not in ranks:
        raise TrfError(source, line, ranked.column, f"{code} start rank",
                       f"no player has start rank {ranked.rank} (no 001 line for it)")


def swiss26_lines(byes: Iterable[Bye], accelerations: Iterable[Acceleration],
                  forbidden: Iterable[ForbiddenPair], paired: int) -> Iterator[str]:
    """Records 240 (the byes asked for in rounds not yet paired: TRF-2026 asks for them when
    a file is handed on during the event), 250 and 260, in the columns of the module text."""
    asked = sorted((b.round, b.kind.value, b.start_no) for b in byes
                   if b.round > paired and b.kind in _NAMES)
    for (rnd, letter), group in groupby(asked, key=lambda x: x[:2]):
        yield f"{BYE} {letter} {rnd:03d}" + "".join(f" {s:>4}" for _, _, s in group)
    for points, first, last, low, high in _acceleration_ranges(accelerations):
        yield f"{ACCELERATION}      {points:4.1f} {first:03d} {last:03d} {low:>4} {high:>4}"
    for f in sorted(set(forbidden), key=lambda f: (f.first, f.last, f.a, f.b)):
        yield f"{FORBIDDEN} {f.first:03d} {f.last:03d} {f.a:>4} {f.b:>4}"


def _acceleration_ranges(accelerations: Iterable[Acceleration]
                         ) -> list[tuple[float, int, int, int, int]]:
    """(points, first round, last round, first rank, last rank): each player's rounds with
    the same points joined while they follow each other, then players with the same rounds
    and points joined while their ranks follow each other."""
    by_player: dict[int, list[tuple[int, float]]] = {}
    for a in sorted(accelerations, key=lambda a: (a.start_no, a.round)):
        if a.points:
            by_player.setdefault(a.start_no, []).append((a.round, a.points))
    spans: dict[tuple[int, int, float], list[int]] = {}
    for rank, rounds in by_player.items():
        for run in _runs(rounds, lambda prev, cur: cur[0] == prev[0] + 1 and cur[1] == prev[1]):
            spans.setdefault((run[0][0], run[-1][0], run[0][1]), []).append(rank)
    out = []
    for (first, last, points), ranks in sorted(spans.items()):
        for run in _runs([(r, 0.0) for r in ranks], lambda prev, cur: cur[0] == prev[0] + 1):
            out.append((points, first, last, run[0][0], run[-1][0]))
    return out


_Item = tuple[int, float]


def _runs(items: list[_Item], follows: Callable[[_Item, _Item], bool]) -> list[list[_Item]]:
    """``items`` cut where an item does not follow the one before."""
    runs: list[list[_Item]] = []
    for item in items:
        if runs and follows(runs[-1][-1], item):
            runs[-1].append(item)
        else:
            runs.append([item])
    return runs
