"""Fields FIDE's TRF16 marks "warning if wrong" (C.04 Annex 2, column R "□": sex, title,
name, rating, federation, birth date) read with a warning located at line and column; the
event takes the field as blank, and the line itself keeps the text (see test_trf_merge.py).
Columns: sex 10, title 11-13, rating 49-52, federation 54-56, birth date 70-79."""

from __future__ import annotations

from datetime import date

import pytest

from chessarbiter.io.trf import read_trf
from tests.io.test_trf_errors import LINES, edit


@pytest.mark.parametrize(
    ("column", "text", "field", "attribute", "blank"),
    [
        (10, "x", "sex", "sex", ""),
        (10, "u", "sex", "sex", ""),  # Gacrux writes u for "unknown"
        (11, " XX", "title", "title", ""),
        (49, "19x0", "rating", "fide_rating", None),
        (49, "9999", "rating", "fide_rating", None),
        (54, "usa", "federation", "federation", ""),
        (70, "1990/13/01", "birth date", "birth_date", None),
        (70, "12.5.1990 ", "birth date", "birth_date", None),
        (70, "=TODAY()  ", "birth date", "birth_date", None),
    ],
)
def test_a_wrong_field_is_a_located_warning_and_the_field_is_blank(
    column: int, text: str, field: str, attribute: str, blank: object
) -> None:
    doc = read_trf(edit(2, column, text), source="event.trf")
    assert getattr(doc.players[0], attribute) == blank
    assert len(doc.warnings) == 1
    assert doc.warnings[0].startswith(f"line 2:{column}: {field}: ")
    assert repr(text.strip()) in doc.warnings[0]


@pytest.mark.parametrize(
    ("text", "born", "warned"),
    [
        ("1990/00/00", date(1990, 1, 1), False),  # year only, TRF16 practice
        ("1969.12.06", date(1969, 12, 6), False),  # TRF06
        ("1993-12-20", date(1993, 12, 20), False),
        ("1978      ", date(1978, 1, 1), True),  # JaVaFo's TRF(x) sample, Swiss-Manager
        ("1975.  .  ", date(1975, 1, 1), True),  # ICU's Galway Major 2011
        ("    .  .  ", None, False),  # nothing known
        ("0000/00/00", None, False),
    ],
)
def test_partial_birth_dates(text: str, born: date | None, warned: bool) -> None:
    doc = read_trf(edit(2, 70, text), source="event.trf")
    assert doc.players[0].birth_date == born
    assert bool(doc.warnings) == warned


def test_a_hidden_character_is_still_refused_in_a_warning_field() -> None:
    from chessarbiter.io.trf import TrfError

    with pytest.raises(TrfError) as caught:
        read_trf(edit(2, 11, "\u202eGM"), source="event.trf")
    assert (caught.value.line, caught.value.column) == (2, 11)


def test_a_tab_in_a_record_kept_as_it_is_is_a_warning() -> None:
    # Swiss-Manager ends TRF-2026 bye records (240) with a tab (the form of
    # tests/fixtures/trf/real/sharly_import_test.trf); the fields sit in their columns.
    text = "\n".join([*LINES, "240 H   2    2\t "]) + "\n"
    doc = read_trf(text, source="event.trf")
    assert doc.warnings == ("line 5:15: record 240: a tab (TRF lays records out in columns); "
                            "kept as it is",)
    assert doc.lines[-1] == "240 H   2    2\t "
