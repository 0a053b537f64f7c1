"""Reading a FIDE TRF file (TRF06, TRF16, TRF-2026 and the XX/BB extensions) into a document.

``read_trf`` is a pure function of the file's text or bytes: it refuses what it cannot read
with a TrfError naming the line and column, and lists what it tolerated in ``warnings``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chessarbiter.core.text import first_hidden
from chessarbiter.core.tournament import (
    Acceleration,
    Bye,
    ForbiddenPair,
    Tournament,
    paired_rounds,
)
from chessarbiter.io.trf.boards import Boards, assign_boards
from chessarbiter.io.trf.document import TrfDocument
from chessarbiter.io.trf.encoding import Decoded, EncodingRefused, decode
from chessarbiter.io.trf.errors import TrfError
from chessarbiter.io.trf.kinds import TEAM, Evidence, format_version, tournament_kind
from chessarbiter.io.trf.layout import (
    HEADER_RECORDS,
    LONGEST_LINE,
    MAX_ROUNDS,
    MODELLED_RECORDS,
    ROUND_START,
    ROUND_WIDTH,
    START_RANK,
    player_field_at,
)
from chessarbiter.io.trf.pairings import link_rounds
from chessarbiter.io.trf.player_line import BLANK, PlayerRow, RoundEntry, parse_player_line
from chessarbiter.io.trf.swiss26 import (
    ACCELERATION,
    BYE,
    CODES,
    FORBIDDEN,
    agreed_accelerations,
    check_accelerations,
    check_byes,
    check_forbidden,
    read_acceleration,
    read_bye,
    read_forbidden,
)
from chessarbiter.io.trf.xxa import CODE as XXA
from chessarbiter.io.trf.xxa import check_xxa, read_xxa

# TRF prescribes CR; real files use LF, CRLF or bare CR, sometimes mixed in one file.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_ROUND_COUNT = ("XXR", "142")  # JaVaFo's extension and its TRF-2026 successor
_SCORE_ENTRY = re.compile(r"([A-Za-z])\s*([0-9]{1,3}(?:\.[0-9]+)?)")
_SCORE_SYMBOLS = "WDLAPX"


def read_trf(data: str | bytes, source: str = "<input>") -> TrfDocument:
    """The document in ``data``; ``source`` (usually the file name) starts every message."""
    decoded = _decoded(data, source)
    text = decoded.text
    head, end, rest = text.partition("\x1a")  # DOS programs end a file with Ctrl-Z
    lines = _LINE_BREAK.split(head if end and not rest.strip("\x1a \r\n") else text)
    # Asked first, so that a picture or a database file is named as such, not by its bytes.
    if not any(line.startswith("001") for line in lines):
        raise TrfError(source, 1, 1, "file", "no player records (001 lines): is this a TRF file?")
    records = _Records(source)
    for number, line in enumerate(lines, start=1):
        if line.strip() and not line.startswith("###"):
            records.take(line, number)
    rows = records.rows
    present = max((len(row.rounds) for row in rows), default=0)
    warnings = [*decoded.warnings, *records.check(present)]
    linked = link_rounds(rows, present, source)
    start_nos = [row.player.start_no for row in rows]
    boards = assign_boards(linked.meetings, linked.byes, start_nos, present)
    players = tuple(row.player for row in rows)
    scores = Tournament(players, boards.games, boards.byes).scores
    warnings += linked.warnings
    warnings += [
        f"line {row.line}: points {row.points:.1f} differ from results "
        f"{scores[row.player.start_no]:.1f}"
        for row in rows
        if row.points is not None and abs(row.points - scores[row.player.start_no]) > 1e-9
    ]
    rounds = max(present, *(n for _, _, n in records.declared), 0)
    evidence = Evidence(frozenset(records.first), records.text("082"), records.text("192"),
                        records.header.get("tournament_type", ""))
    kind = tournament_kind(evidence, len(players), boards.games, rounds, boards.berger)
    pairing = _Pairing(boards.byes, check_xxa(records.xxa, start_nos, rounds, source))
    if kind != TEAM:  # a team file's 240-260 records name teams; it is refused on import
        pairing = records.pairing(boards, pairing, rounds)
    return TrfDocument(
        players=players,
        games=boards.games,
        byes=pairing.byes,
        rounds=rounds,
        accelerations=pairing.accelerations,
        forbidden=pairing.forbidden,
        bye_records=pairing.named,
        round_dates=records.round_dates,
        extra_lines=tuple(records.extra),
        trf26=None,  # TRF-2026 records read in stay extra lines; an export writes its own
        warnings=tuple(warnings),
        kind=kind,
        version=format_version(records.first),
        scoring=records.scoring,
        scoring_line=records.first.get("162", 0),
        tiebreak_codes=records.tiebreak_codes(),
        lines=tuple(lines[:-1] if lines and not lines[-1] else lines),
        encoding=decoded.encoding,
        **records.header,
    )


def _decoded(data: str | bytes, source: str) -> Decoded:
    try:
        return decode(data)
    except EncodingRefused as exc:
        raise TrfError(source, 1, 1, "file", str(exc)) from None


@dataclass(frozen=True, slots=True)
class _Pairing:
    """What the pairing records give: byes (the 001 lines' and 240's), virtual points (XXA
    and 250), forbidden pairs (260) and the (round, start rank) a 240 record names."""

    byes: tuple[Bye, ...]
    accelerations: tuple[Acceleration, ...]
    forbidden: tuple[ForbiddenPair, ...] = ()
    named: frozenset[tuple[int, int]] = frozenset()


@dataclass
class _Records:
    """The file's records sorted by kind, before the rounds of the player lines are linked."""

    source: str
    rows: list[PlayerRow] = field(default_factory=list)
    header: dict[str, str] = field(default_factory=dict)
    round_dates: tuple[str, ...] = ()
    declared: list[tuple[int, str, int]] = field(default_factory=list)  # line, code, rounds
    extra: list[str] = field(default_factory=list)
    xxa: list[tuple[int, int, tuple[float, ...]]] = field(default_factory=list)  # line, rank
    swiss26: list[tuple[int, str]] = field(default_factory=list)  # line, text: 240-260
    warnings: list[str] = field(default_factory=list)
    scoring: tuple[tuple[str, float], ...] = ()
    first: dict[str, int] = field(default_factory=dict)  # record code → its first line
    _texts: dict[str, str] = field(default_factory=dict)  # record code → its first text
    _first_line: dict[str, int] = field(default_factory=dict)
    _tabs: list[tuple[int, int, str]] = field(default_factory=list)  # line, column, code
    _rank_line: dict[int, int] = field(default_factory=dict)
    _player_count: tuple[int, str] | None = None

    def take(self, line: str, number: int) -> None:
        self._check_text(line, number)
        code = line[:3]
        if code not in self.first:
            self.first[code] = number
            self._texts[code] = line[3:].strip()
        if code == "001":
            self._player(line, number)
        elif code in _ROUND_COUNT:
            self.declared.append((number, code, self._round_count(line, number)))
        elif code == "072":
            return  # rated players: the writer counts them again
        elif code == XXA:
            self.xxa.append((number, *read_xxa(line, number, self.source)))
        elif code in CODES:
            self.swiss26.append((number, line))
            self.extra.append(line)
        elif code == "062":
            self._player_count = (number, line[3:].strip())
        elif code == "112":
            deputies = (self.header.get("deputies", ""), line[3:].strip())
            self.header["deputies"] = "\n".join(filter(None, deputies))
        elif code in self._first_line:
            self.warnings.append(
                f"line {number}: a second {code} record (the first is on line "
                f"{self._first_line[code]}); kept unchanged as an extra line"
            )
            self.extra.append(line)
        elif code in HEADER_RECORDS:
            self._first_line[code] = number
            self.header[HEADER_RECORDS[code]] = line[3:].strip()
        elif code == "132":
            self._first_line[code] = number
            self.round_dates = _round_dates(line)
        else:
            if code == "162" and self.first[code] == number:
                self.scoring = self._scoring(line, number)
            self.extra.append(line)

    def pairing(self, boards: Boards, xxa: _Pairing, rounds: int) -> _Pairing:
        """The 240, 250 and 260 records read, checked against the players, the rounds and
        what the 001 lines and XXA records say (see :mod:`.swiss26`)."""
        lines = {code: [(n, text) for n, text in self.swiss26 if text[:3] == code]
                 for code in CODES}
        ranks = {row.player.start_no for row in self.rows}
        shown = {(rnd, row.player.start_no): _cell(entry) for row in self.rows
                 for rnd, entry in enumerate(row.rounds, start=1) if entry != BLANK}
        paired = paired_rounds(Tournament((), boards.games, boards.byes))
        byes, named = check_byes(
            [read_bye(text, n, self.source) for n, text in lines[BYE]],
            shown, boards.byes, paired, ranks, rounds, self.source)
        table = check_accelerations(
            [read_acceleration(text, n, self.source)
             for n, text in lines[ACCELERATION]], ranks, rounds, self.source)
        forbidden = check_forbidden(
            [read_forbidden(text, n, self.source) for n, text in lines[FORBIDDEN]],
            ranks, rounds, self.source)
        xxa_lines = {rank: n for n, rank, _ in self.xxa}
        accelerations = agreed_accelerations(xxa.accelerations, xxa_lines, table,
                                                     self.source)
        return _Pairing(byes, accelerations, forbidden, named)

    def text(self, code: str) -> str:
        """The text of the first ``code`` record ('' when there is none)."""
        return self._texts.get(code, "")

    def tiebreak_codes(self) -> tuple[str, ...]:
        """Record 202's tie-breaks, else 212's without PTS."""
        listed = self.text("202") or self.text("212")
        codes = (code.strip().upper() for code in listed.split(","))
        return tuple(code for code in codes if code and code != "PTS")

    def check(self, present: int) -> list[str]:
        """Warnings about counts the file states that disagree with its player lines."""
        found: list[str] = []
        if self._player_count is not None and self._player_count[1] != str(len(self.rows)):
            number, said = self._player_count
            found.append(
                f"line {number}: 062 gives {said!r} players but {len(self.rows)} are listed"
            )
        found += [
            f"line {number}: {code} gives {rounds} rounds but the player lines have {present}"
            for number, code, rounds in self.declared
            if rounds < present
        ]
        if self.declared:
            first, first_code, first_rounds = self.declared[0]
            found += [
                f"line {number}: {code} gives {rounds} rounds but {first_code} on line {first} "
                f"gives {first_rounds}"
                for number, code, rounds in self.declared[1:]
                if rounds != first_rounds
            ]
        if self._tabs:
            number, column, code = self._tabs[0]
            more = len(self._tabs) - 1
            found.append(f"line {number}:{column}: record {code}: a tab (TRF lays records out "
                         "in columns); kept as it is" + (f", as on {more} more lines" * bool(more)))
        return self.warnings + found

    def _player(self, line: str, number: int) -> None:
        row = parse_player_line(line, number, self.source)
        start_no = row.player.start_no
        if start_no in self._rank_line:
            raise TrfError(
                self.source,
                number,
                START_RANK.first,
                START_RANK.label,
                f"start rank {start_no} is already used on line {self._rank_line[start_no]}",
            )
        self._rank_line[start_no] = number
        self.rows.append(row)
        self.warnings.extend(row.warnings)

    def _round_count(self, line: str, number: int) -> int:
        raw = line[3:].strip()
        if not (raw.isascii() and raw.isdigit()):
            raise TrfError(self.source, number, 5, "rounds", f"{raw!r} is not a number of rounds")
        digits = raw.lstrip("0") or "0"
        if len(digits) > len(str(MAX_ROUNDS)) or int(digits) > MAX_ROUNDS:
            shown = digits if len(digits) <= 12 else f"{digits[:12]}… ({len(digits)} digits)"
            raise TrfError(self.source, number, 5, "rounds",
                           f"{shown} rounds: a TRF file holds at most {MAX_ROUNDS}")
        return int(digits)

    def _check_text(self, line: str, number: int) -> None:
        """Refuse what no TRF writer makes: an absurdly long line, or hidden characters."""
        code = line[:3]

        def field(column: int) -> str:
            if code == "001":
                return player_field_at(column)
            return f"record {code}" if code.isprintable() else "record code"

        if len(line) > LONGEST_LINE:
            raise TrfError(
                self.source, number, LONGEST_LINE + 1, field(LONGEST_LINE + 1),
                f"the line is {len(line):,} characters long; no TRF record goes past column "
                f"{LONGEST_LINE} (a player line of {MAX_ROUNDS} rounds)",
            )
        verbatim = code not in MODELLED_RECORDS and code not in HEADER_RECORDS
        at = first_hidden(line, "\t" if verbatim else "")
        if at is not None:
            raise TrfError(self.source, number, at + 1, field(at + 1), _hidden_message(line[at]))
        if verbatim and "\t" in line:
            self._tabs.append((number, line.index("\t") + 1, code))

    def _scoring(self, line: str, number: int) -> tuple[tuple[str, float], ...]:
        """Record 162: a result symbol (W D L A P X) and its points, repeated."""
        found = []
        for match in _SCORE_ENTRY.finditer(line, 4):
            symbol = match.group(1).upper()
            if symbol not in _SCORE_SYMBOLS:
                raise TrfError(self.source, number, match.start() + 1, "record 162",
                               f"unknown result symbol {match.group(1)!r}: use W D L A P X")
            found.append((symbol, float(match.group(2))))
        if not found and line[3:].strip():
            raise TrfError(self.source, number, 5, "record 162",
                           f"{line[3:].strip()!r} is not a scoring system like 'W 1.0 D 0.5'")
        return tuple(found)


def _cell(entry: RoundEntry) -> str:
    """A round of a 001 line as written (opponent, colour, result), for messages."""
    return f"{entry.opponent or 0:04d} {entry.colour or '-'} {entry.code}"


def _hidden_message(char: str) -> str:
    code = f"U+{ord(char):04X}"
    if char == "\t":
        return f"a tab ({code}): TRF records are laid out in columns; use spaces"
    if "\x80" <= char <= "\x9f":
        return (f"control character {code}; if the file was saved as Windows-1252, "
                "save it again as UTF-8")
    if char > "\u2029":
        return (f"invisible direction control {code}: it makes the text display in another "
                "order than it is stored; delete it")
    return f"invisible control character {code}; delete it"


def _round_dates(line: str) -> tuple[str, ...]:
    """Record 132: round r's date sits in round r's ten columns of a player line (TRF puts
    it where the opponent is; some programs write it a column early or late)."""
    dates: dict[int, str] = {}
    for match in re.finditer(r"\S+", line[ROUND_START - 1 :]):
        dates.setdefault(match.start() // ROUND_WIDTH + 1, match.group())
    return tuple(dates.get(rnd, "") for rnd in range(1, max(dates, default=0) + 1))
