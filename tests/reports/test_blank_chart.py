"""The blank wall chart: players entered, every result cell left for the pen."""

from __future__ import annotations

import pytest

from chessarbiter.core.tournament import Tournament
from chessarbiter.reports import blank_chart
from tests.reports.events import INFO, MARKUP_NAME, OPTS, SIXTEEN, UNICODE_NAMES, lower_number_wins
from tests.reports.pdftext import page_count, rows, text


def test_sixteen_players_on_one_page_with_no_results() -> None:
    pdf = blank_chart(lower_number_wins(SIXTEEN), INFO, OPTS)
    assert page_count(pdf) == 1
    page = rows(pdf)[0]
    assert page[2] == ["No.", "Title", "Name", "FIDE", "Fed",
                       *(str(k) for k in range(1, 17)), "Pts", "Rank"]
    # Each player's line holds only who they are: No., (title), name, rating, federation.
    for k, name in enumerate(SIXTEEN, start=1):
        line = next(line for line in page if name in line)
        assert line[0] == str(k) and line[-1] in ("ISL", "NOR")
    printed = text(pdf)
    for name in (*UNICODE_NAMES, MARKUP_NAME):
        assert name in printed


def test_no_players_is_refused() -> None:
    with pytest.raises(ValueError, match="no players"):
        blank_chart(Tournament(()), INFO, OPTS)
