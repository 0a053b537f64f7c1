"""The standings sheet: rank order, points and tie-breaks in chain order, and the legend."""

from __future__ import annotations

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing
from chessarbiter.reports import standings_sheet
from tests.fixtures.crosstables import candidates_2024 as c24
from tests.fixtures.crosstables import tournament
from tests.reports.events import (
    INFO,
    MARKUP_NAME,
    OPTS,
    SIXTEEN,
    UNICODE_NAMES,
    WORKED_CHAIN,
    WORKED_NAMES,
    A,
    B,
    C,
    D,
    lower_number_wins,
    worked_example,
)
from tests.reports.pdftext import rows, text


def test_worked_example_in_rank_order_with_hand_worked_values() -> None:
    # Rules notes §1.7 with C–D won by C by forfeit (values derived in test_crosstable).
    t = worked_example()
    pdf = standings_sheet(t, compute_standings(t, EventSettings(), WORKED_CHAIN),
                          WORKED_CHAIN, INFO, OPTS)
    page = rows(pdf)[0]
    assert page[2] == ["Rank", "No.", "Name", "Pts", *WORKED_CHAIN]  # nobody has a rating
    assert page[3:7] == [
        ["1", "2", WORKED_NAMES[B], "2", "0", "2½", "2", "2", "1", "1"],
        ["2", "1", WORKED_NAMES[A], "1½", "½", "2¾", "1", "1", "1½", "1"],
        ["3", "3", WORKED_NAMES[C], "1½", "½", "1¾", "1", "0", "½", "1"],
        ["4", "4", WORKED_NAMES[D], "1", "0", "1½", "1", "1", "1", "2"],
    ]


def test_legend_names_every_code_of_the_chain() -> None:
    t = worked_example()
    printed = text(standings_sheet(t, compute_standings(t, EventSettings(), WORKED_CHAIN),
                                   WORKED_CHAIN, INFO, OPTS))
    legend = " ".join(printed.split("BPG\n", 1)[1].split())  # after the header row
    for phrase in ("DE Direct encounter", "SB Sonneborn-Berger", "WIN Rounds won",
                   "WON Games won", "KS Koya system", "BPG Games played with Black"):
        assert phrase in legend


def test_candidates_2024_published_order_points_and_sonneborn_berger() -> None:
    t = tournament(c24.NAMES, c24.GAMES, c24.ROUNDS, cycles=2)
    pdf = standings_sheet(t, compute_standings(t, EventSettings(), c24.CHAIN), c24.CHAIN,
                          INFO, OPTS)
    body = rows(pdf)[0][3:3 + 8]
    assert [line[2] for line in body] == [c24.NAMES[p] for p in c24.FINAL_ORDER]
    # Published: 9, 8½ ×3, 7, 6, 5, 3½ and SB 56, 56, 54 for places 2–4.
    assert [line[3] for line in body] == ["9", "8½", "8½", "8½", "7", "6", "5", "3½"]
    assert [line[4] for line in body[1:4]] == ["56", "56", "54"]


def test_shared_places_print_the_same_rank() -> None:
    t = worked_example()
    standings = [Standing(1, B, WORKED_NAMES[B], 2.0), Standing(2, A, WORKED_NAMES[A], 1.5),
                 Standing(2, C, WORKED_NAMES[C], 1.5), Standing(4, D, WORKED_NAMES[D], 1.0)]
    page = rows(standings_sheet(t, standings, (), INFO, OPTS))[0]
    assert [line[0] for line in page[3:7]] == ["1", "2", "2", "4"]


def test_names_print_as_written() -> None:
    t = lower_number_wins(SIXTEEN)
    chain = ("SB",)
    printed = text(standings_sheet(t, compute_standings(t, EventSettings(), chain), chain,
                                   INFO, OPTS))
    for name in (*UNICODE_NAMES, MARKUP_NAME):
        assert name in printed
