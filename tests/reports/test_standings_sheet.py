"""The standings sheet: rank order, points and tie-breaks in chain order, and the legend."""

from __future__ import annotations

import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing
from chessarbiter.core.withdrawal import apply_withdrawals
from chessarbiter.reports import standings_sheet
from tests.fixtures.crosstables import candidates_2024 as c24
from tests.fixtures.crosstables import tournament
from tests.reports.events import (
    EARLY_WITHDRAWAL,
    EARLY_WITHDRAWAL_RESULTS,
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
    early_withdrawal,
    lower_number_wins,
    numbered,
    worked_example,
)
from tests.reports.pdftext import rows, text

ANNUL = EventSettings(withdrawal_rule="annul-under-half")


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


def test_withdrawal_after_round_one_of_nine_comes_last_marked_wd() -> None:
    # Hand-worked values in tests/reports/events.py (EARLY_WITHDRAWAL_RESULTS); ratings are
    # 2600 − 10k, federations ISL for odd k and NOR for even, GM for k ≤ 3.
    entered = early_withdrawal()
    standings = compute_standings(entered, ANNUL, ("SB",))
    counted = apply_withdrawals(entered, "annul-under-half").tournament
    names = numbered(10)
    expected = [
        [str(rank), str(k), *(["GM"] if k <= 3 else []), names[k - 1], str(2600 - 10 * k),
         "ISL" if k % 2 else "NOR", _spelt(points), _spelt(sb)]
        for k, (points, rank, sb) in sorted(EARLY_WITHDRAWAL_RESULTS.items(),
                                            key=lambda item: item[1][1])
    ]
    expected.append(["wd", "4", names[3], "2560", "NOR"])
    # The tournament as entered (as the print service passes it) and as counted print alike.
    for t in (entered, counted):
        pdf = standings_sheet(t, standings, ("SB",), INFO, OPTS)
        assert rows(pdf)[0][3:13] == expected
        assert "wd withdrew: results annulled, not ranked" in " ".join(text(pdf).split())


def test_only_an_annulled_player_may_be_left_out() -> None:
    # Withdrawn after round 7 of 9: seven games of nine stand, so the player is ranked and a
    # list without them is stale. A player who did not withdraw is never excused either.
    late = early_withdrawal(withdrawn_after=7)
    standings = compute_standings(late, ANNUL, ("SB",))
    assert EARLY_WITHDRAWAL in {s.start_no for s in standings}
    stale = [s for s in standings if s.start_no != EARLY_WITHDRAWAL]
    with pytest.raises(ValueError, match=r"no line for start no\. 4$"):
        standings_sheet(late, stale, ("SB",), INFO, OPTS)
    early = early_withdrawal()
    annulled = compute_standings(early, ANNUL, ("SB",))
    with pytest.raises(ValueError, match=r"no line for start no\. 5$"):
        standings_sheet(early, [s for s in annulled if s.start_no != 5], ("SB",), INFO, OPTS)


def _spelt(value: float) -> str:
    """Whole points as digits (the event above has no fractions)."""
    assert value == int(value)
    return str(int(value))
