"""Writing a document as TRF16 with JaVaFo's XXR record, as FIDE's rating tools read it, or,
when the document asks for TRF-2026, with the records 142-222 instead of XXR (see
:mod:`chessarbiter.io.trf.trf26`). Dates the document holds as ISO dates are written as both
versions ask: ``YYYY/MM/DD`` in 042/052, ``YY/MM/DD`` in 132; other text as it is.

Lines end in CR LF: the TRF text asks for a CR at the end of each line, FIDE's own example
files and the Windows programs arbiters report with use CR LF, and readers that split on
LF alone still see whole lines. The text is meant to be saved as UTF-8.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import paired_rounds
from chessarbiter.io.trf.dates import round_date, trf_date
from chessarbiter.io.trf.document import TrfDocument, last_round
from chessarbiter.io.trf.layout import (
    BIRTH_DATE,
    CODE_OF_BYE,
    COLOUR_OFFSET,
    FEDERATION,
    FIDE_ID,
    GAME_CODES,
    HEADER_RECORDS,
    NAME,
    OPPONENT_OFFSET,
    OPPONENT_WIDTH,
    POINTS,
    RANK,
    RATING,
    RESULT_OFFSET,
    ROUND_DATE_WIDTH,
    SEX,
    START_RANK,
    TITLE,
    Field,
    round_column,
    trf_sex,
)
from chessarbiter.io.trf.swiss26 import swiss26_lines
from chessarbiter.io.trf.trf26 import TRF26_CODES, trf26_lines
from chessarbiter.io.trf.xxa import xxa_lines

LINE_END = "\r\n"

_Cell = tuple[str, str, str]  # opponent, colour, result letter


def write_trf(doc: TrfDocument, ranks: Mapping[int, int] | None = None) -> str:
    """The TRF text of ``doc``; ``ranks`` (start rank → place) defaults to places by points.

    With ``doc.trf26`` the event's own TRF-2026 records are written (and no XXR; virtual
    points as 250, not XXA; byes asked for and forbidden pairs as 240 and 260) and any kept
    from an imported file (in ``extra_lines``) are dropped: the event's values win.

    Names longer than the 33 columns TRF gives them are cut; any other value too wide for
    its columns, or a player with two entries in one round, raises ValueError.
    """
    rounds = max(doc.rounds, last_round(doc.games, doc.byes))
    scores = doc.to_tournament().scores
    places = ranks if ranks is not None else _places(scores)
    cells = _round_cells(doc)
    lines = [*_header_lines(doc)]
    extra = doc.extra_lines
    if doc.trf26 is not None:
        lines += trf26_lines(doc.trf26, rounds, doc.games)
        extra = tuple(line for line in extra if line[:3] not in TRF26_CODES)
    elif rounds:
        lines.append(f"XXR {rounds}")
    lines += [
        _player_line(p, scores.get(p.start_no, 0.0), places.get(p.start_no), cells, rounds)
        for p in doc.players
    ]
    if doc.trf26 is not None:  # 250 is XXA's TRF-2026 form
        paired = paired_rounds(doc.to_tournament())
        lines += swiss26_lines(doc.byes, doc.accelerations, doc.forbidden, paired)
    else:
        lines += xxa_lines(doc.accelerations)
    lines += extra
    return "".join(line + LINE_END for line in lines)


def _header_lines(doc: TrfDocument) -> Iterator[str]:
    text = {code: getattr(doc, attribute) for code, attribute in HEADER_RECORDS.items()}
    text["042"], text["052"] = trf_date(doc.start_date), trf_date(doc.end_date)
    text["062"] = str(len(doc.players))
    text["072"] = str(sum(1 for p in doc.players if p.fide_rating))
    for code in sorted(text):  # the codes sort in the order the TRF text lists the records
        value: str = text[code]
        for part in value.splitlines() if code == "112" else [" ".join(value.splitlines())]:
            if part.strip():
                yield f"{code} {part.strip()}"
    if any(doc.round_dates):
        yield _compose(
            [(1, "132")]
            + [
                (round_column(r, OPPONENT_OFFSET),
                 _fit(f"round {r} date", round_date(d), ROUND_DATE_WIDTH))
                for r, d in enumerate(doc.round_dates, start=1)
            ]
        )


def _player_line(
    player: Player,
    points: float,
    place: int | None,
    cells: dict[tuple[int, int], _Cell],
    rounds: int,
) -> str:
    born = player.birth_date
    fields: list[tuple[Field, str]] = [
        (START_RANK, str(player.start_no)),
        (SEX, trf_sex(player.sex)),
        (TITLE, player.title),
        (NAME, player.name[: NAME.width]),
        (RATING, str(player.fide_rating or "")),
        (FEDERATION, player.federation),
        (FIDE_ID, player.fide_id),
        (BIRTH_DATE, f"{born.year:04d}/{born.month:02d}/{born.day:02d}" if born else ""),
        (POINTS, f"{points:.1f}"),
        (RANK, "" if place is None else str(place)),
    ]
    parts = [(1, "001")] + [(f.first, _fit(f.label, v, f.width, f.right)) for f, v in fields]
    for rnd in range(1, rounds + 1):
        cell = cells.get((player.start_no, rnd))
        if cell is not None:
            opponent, colour, code = cell
            parts += [
                (
                    round_column(rnd, OPPONENT_OFFSET),
                    _fit("opponent", opponent, OPPONENT_WIDTH, right=True),
                ),
                (round_column(rnd, COLOUR_OFFSET), colour),
                (round_column(rnd, RESULT_OFFSET), code),
            ]
    return _compose(parts)


def _round_cells(doc: TrfDocument) -> dict[tuple[int, int], _Cell]:
    """(start rank, round) → what that player's line shows for the round."""
    cells: dict[tuple[int, int], _Cell] = {}

    def put(start_no: int, rnd: int, cell: _Cell) -> None:
        if (start_no, rnd) in cells:
            raise ValueError(f"player {start_no} has two entries in round {rnd}")
        cells[start_no, rnd] = cell

    for game in doc.games:
        white_code, black_code = GAME_CODES[game.result]
        put(game.white, game.round, (str(game.black), "w", white_code))
        put(game.black, game.round, (str(game.white), "b", black_code))
    for bye in doc.byes:
        put(bye.start_no, bye.round, ("0000", "-", CODE_OF_BYE[bye.kind]))
    return cells


def _places(scores: Mapping[int, float]) -> dict[int, int]:
    """Places by points alone; equal points share the place (1, 2, 2, 4)."""
    ordered = sorted(scores.values(), reverse=True)
    first_at: dict[float, int] = {}
    for index, points in enumerate(ordered, start=1):
        first_at.setdefault(points, index)
    return {start_no: first_at[points] for start_no, points in scores.items()}


def _fit(label: str, text: str, width: int, right: bool = False) -> str:
    if len(text) > width:
        raise ValueError(f"{label} {text!r} does not fit in the {width} columns TRF gives it")
    return text.rjust(width) if right else text.ljust(width)


def _compose(parts: Iterable[tuple[int, str]]) -> str:
    """A line with each text starting at its 1-based column (columns ascending)."""
    line = ""
    for column, text in parts:
        line = line.ljust(column - 1) + text
    return line.rstrip()
