"""Random damage to valid input: the readers either read it or refuse it in a located way,
and never fail any other way (hypothesis, at most 100 examples each so that CI stays fast)."""

from __future__ import annotations

import io
import os
import re
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.db.database import Database, EventFileError
from chessarbiter.io.roster import read_roster
from chessarbiter.io.roster.layout import COLUMNS, FIRST_PLAYER_ROW
from chessarbiter.io.trf import TrfError, read_trf
from tests.corpus.conftest import HIDDEN
from tests.corpus.trf_cases import BASE, text
from tests.corpus.xlsx_cases import ROWS

FUZZ = settings(max_examples=100)
LINE_BREAK = re.compile(rb"\r\n|\r|\n")
VALID_TRF = text(BASE, "\r\n")


@st.composite
def damaged_trf(draw: st.DrawFn) -> bytes:
    """The base file after a few flipped bytes, cut lines, shifted columns or pasted bytes."""
    data = bytearray(VALID_TRF)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(("flip", "cut", "shift", "paste", "drop_line")))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        elif kind == "cut":  # part of a line gone, often with its line end
            del data[at : at + draw(st.integers(1, 120))]
        elif kind == "shift":  # a line's columns moved right by some blanks
            data[at:at] = b" " * draw(st.integers(1, 12))
        elif kind == "paste":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        else:
            lines = LINE_BREAK.split(bytes(data))
            del lines[draw(st.integers(0, len(lines) - 1))]
            data = bytearray(b"\r\n".join(lines))
        if not data:
            break
    return bytes(data)


@FUZZ
@given(damaged_trf())
def test_damaged_trf_is_read_or_refused_at_a_line_and_column_it_has(data: bytes) -> None:
    try:
        doc = read_trf(data, source="fuzz.trf")
    except TrfError as error:
        assert 1 <= error.line <= len(LINE_BREAK.split(data))
        assert error.column >= 1 and error.field
        assert str(error).startswith(f"fuzz.trf:{error.line}:{error.column}: {error.field}: ")
        assert not HIDDEN.search(str(error))
    else:
        start_nos = {p.start_no for p in doc.players}
        assert all({g.white, g.black} <= start_nos for g in doc.games)


TEXT = st.text(max_size=40).map(lambda s: ILLEGAL_CHARACTERS_RE.sub("", s))
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**53), 2**53), TEXT,
    st.floats(allow_nan=False, allow_infinity=False), st.dates(),
    st.datetimes(min_value=datetime(1900, 3, 1)), st.times(), st.timedeltas(timedelta(0)),
    st.sampled_from(("=1+1", '=HYPERLINK("http://x","y")', "#N/A", "#REF!", "@SUM(A1)", "+cmd",
                     "C", "a", "unr", "12000009", "2012-05-31", "\u202eC", "<b>C</b>")),
)
PLAYER_CELLS = st.tuples(st.integers(FIRST_PLAYER_ROW, FIRST_PLAYER_ROW + 9),
                         st.integers(1, len(COLUMNS) + 2), VALUES)


def roster(changes: list[tuple[int, int, Any]]) -> bytes:
    """The template's layout filled with five valid players, then ``changes`` to cells."""
    grid: dict[tuple[int, int], Any] = {(2, 1): "Team", (2, 2): "Knights"}
    grid |= {(4, col): c.heading for col, c in enumerate(COLUMNS, start=1)}
    for row, form in enumerate(ROWS, start=FIRST_PLAYER_ROW):
        m = form.member
        values = [row - 4, m.name, m.uscf_id, m.expiry, m.cell_phone, "", "", m.email,
                  m.address, form.role.value, form.rating]
        grid |= {(row, col): v for col, v in enumerate(values, start=1)}
    grid |= {(row, col): value for row, col, value in changes}
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Roster"
    for (row, col), value in grid.items():
        sheet.cell(row, col, value)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


@FUZZ
@given(st.lists(PLAYER_CELLS, max_size=12))
def test_any_cell_values_give_a_roster_or_located_problems(
    changes: list[tuple[int, int, Any]],
) -> None:
    result = read_roster(roster(changes), "fuzz.xlsx", COLUMBUS_2011_12)
    for problem in result.problems:
        assert problem.sheet == "Roster"
        # Only whole-roster rules (9: how many players, 10: the captain) have no row.
        assert problem.row is not None or problem.rule in ("9", "10"), problem
        assert problem.row is None or FIRST_PLAYER_ROW <= problem.row <= FIRST_PLAYER_ROW + 9
        assert not HIDDEN.search(str(problem))
    assert result.ok == (result.problems == ()) and (result.rows == ()) != result.ok
    if result.ok:
        assert COLUMBUS_2011_12.roster_min <= len(result.rows) <= COLUMBUS_2011_12.roster_max


@FUZZ
@given(st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=6))
def test_a_damaged_event_file_opens_or_is_refused_untouched(
    event_file: bytes, tmp_path_factory: pytest.TempPathFactory, flips: list[tuple[int, int]]
) -> None:
    data = bytearray(event_file)
    for at, value in flips:
        data[at % len(data)] = value
    folder: Path = tmp_path_factory.mktemp("flipped")
    path = folder / "event.chessarbiter"
    path.write_bytes(bytes(data))
    try:
        Database.open_file(path).close()
    except EventFileError as refusal:
        assert str(refusal).startswith(f"{path}: ")
        assert path.read_bytes() == data and os.listdir(folder) == [path.name]


def test_the_fuzzed_inputs_start_valid() -> None:
    assert read_trf(VALID_TRF).warnings == ()
    assert read_roster(roster([]), "fuzz.xlsx", COLUMBUS_2011_12).rows == tuple(ROWS)
