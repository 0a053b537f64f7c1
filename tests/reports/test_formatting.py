"""How numbers, results and names are spelt, and how charts are cut into pages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.results import Result
from chessarbiter.reports.chart import _split_across
from chessarbiter.reports.fonts import REGULAR, fit_text, register_fonts, text_width
from chessarbiter.reports.formatting import (
    name_sort_key,
    number_text,
    result_text,
    score_cell,
)
from chessarbiter.reports.tables import split_down

GLYPHS = {"¼": 0.25, "½": 0.5, "¾": 0.75}


@pytest.mark.parametrize(("value", "spelt"), [
    (0.0, "0"), (0.5, "½"), (6.5, "6½"), (4.0, "4"), (25.75, "25¾"), (0.25, "¼"),
    (105.0, "105"), (-0.5, "−½"), (1 / 3, "0.33"),
])
def test_number_text(value: float, spelt: str) -> None:
    assert number_text(value) == spelt


@given(st.integers(min_value=0, max_value=4000))
def test_quarter_points_read_back_and_never_as_decimals(quarters: int) -> None:
    spelt = number_text(quarters / 4)
    assert "." not in spelt
    whole = spelt.rstrip("¼½¾")
    assert int(whole or 0) + GLYPHS.get(spelt[-1], 0.0) == quarters / 4


@pytest.mark.parametrize(("result", "box", "white", "black"), [
    (Result.WHITE_WINS, "1 – 0", "1w", "0b"),
    (Result.BLACK_WINS, "0 – 1", "0w", "1b"),
    (Result.DRAW, "½ – ½", "½w", "½b"),
    (Result.WHITE_WINS_FORFEIT, "+ : −", "+", "−"),
    (Result.BLACK_WINS_FORFEIT, "− : +", "−", "+"),
    (Result.DOUBLE_FORFEIT, "− : −", "−", "−"),
])
def test_result_box_and_crosstable_cells(result: Result, box: str, white: str,
                                         black: str) -> None:
    assert result_text(result) == box
    assert (score_cell(result, white=True), score_cell(result, white=False)) == (white, black)
    assert result_text(None) == ""


def test_fit_text_keeps_what_fits_and_shortens_the_rest() -> None:
    register_fonts()
    name = "Vidit, Santosh Gujrathi"
    width = text_width(name, REGULAR, 10)
    assert fit_text(name, REGULAR, 10, width) == name
    short = fit_text(name, REGULAR, 10, width / 2)
    assert short.endswith("…") and name.startswith(short[:-1])
    assert text_width(short, REGULAR, 10) <= width / 2


def test_sort_key_files_letters_without_their_accents() -> None:
    assert name_sort_key("Ødegård")[0] == "odegard"
    assert name_sort_key("Łukasz Żółć")[0] == "lukasz zolc"
    assert name_sort_key("Nguyễn Thái Đại Văn")[0] == "nguyen thai dai van"


@given(n=st.integers(1, 300), per_page=st.integers(1, 60), on_last=st.integers(1, 60))
def test_pages_across_cover_every_opponent_once_within_capacity(
    n: int, per_page: int, on_last: int
) -> None:
    on_last = min(on_last, per_page)  # the last page also carries the tail: never roomier
    blocks = _split_across(n, per_page, on_last)
    assert [p for block in blocks for p in block] == list(range(n))
    assert all(0 < len(block) <= per_page for block in blocks[:-1])
    assert 0 < len(blocks[-1]) <= on_last
    fewest = 1 if n <= on_last else 1 + -(-(n - on_last) // per_page)
    assert len(blocks) == fewest


@given(n=st.integers(1, 300), per_page=st.integers(1, 60))
def test_pages_down_cover_every_row_once_evenly(n: int, per_page: int) -> None:
    chunks = split_down(n, per_page)
    assert [r for chunk in chunks for r in chunk] == list(range(n))
    assert len(chunks) == -(-n // per_page)
    sizes = [len(chunk) for chunk in chunks]
    assert all(size == sizes[0] for size in sizes[:-1]) and 0 < sizes[-1] <= sizes[0] <= per_page
    assert sizes[0] - sizes[-1] < len(chunks)  # shared out, not 30 + 30 + 30 + 10
