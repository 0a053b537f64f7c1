"""Pairing sheets: boards, ratings, points before the round, result boxes and the bye."""

from __future__ import annotations

import pytest

from chessarbiter.core.boards import EventBoards, event_boards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports import pairing_sheet
from tests.fixtures.crosstables import candidates_2024 as c24
from tests.fixtures.crosstables import tournament
from tests.reports.events import INFO, MARKUP_NAME, OPTS, SIXTEEN, UNICODE_NAMES, lower_number_wins
from tests.reports.pdftext import row_of, rows, text


def boards(t: Tournament) -> EventBoards:
    return event_boards(t, EventSettings())


def test_candidates_round_9_shows_published_scores_after_round_8_and_results() -> None:
    # Round 9 pairings and results, and the standings after round 8, as published (see the
    # sources in tests/fixtures/crosstables/candidates_2024.py).
    t = tournament(c24.NAMES, c24.GAMES, c24.ROUNDS, cycles=2)
    page = rows(pairing_sheet(boards(t), 9, INFO, OPTS))[0]
    assert page[0][-1] == "Pairings – round 9"
    assert page[2] == ["Bd", "No.", "White", "FIDE", "Pts", "Result", "Pts", "FIDE", "Black",
                       "No."]
    # board, No., White, Pts, result, Pts, Black, No. (no ratings in this roster)
    assert row_of(page, c24.NAMES[c24.VIDIT]) == [
        "1", "5", c24.NAMES[c24.VIDIT], "3½", "1 – 0", "4½", c24.NAMES[c24.NAKAMURA], "8"]
    assert row_of(page, c24.NAMES[c24.GUKESH]) == [
        "2", "4", c24.NAMES[c24.GUKESH], "5", "½ – ½", "4½", c24.NAMES[c24.PRAGGNANANDHAA], "6"]
    assert row_of(page, c24.NAMES[c24.FIROUZJA]) == [
        "3", "3", c24.NAMES[c24.FIROUZJA], "3", "½ – ½", "5", c24.NAMES[c24.NEPOMNIACHTCHI], "7"]
    assert row_of(page, c24.NAMES[c24.ABASOV]) == [
        "4", "2", c24.NAMES[c24.ABASOV], "2½", "½ – ½", "4", c24.NAMES[c24.CARUANA], "1"]


def test_round_not_yet_played_shows_points_so_far_and_empty_boxes() -> None:
    # Lower number wins every game; rounds 1–3 played. Berger for 16, worked by hand:
    # R1 1–16, 2–15, 3–14, 4–13 … 7–10; R2 1–2 (board 8), 15–3, 14–4, 10–8; R3 3–1, 2–16,
    # 4–15, 9–10. Round 4 (x = 10): 16–10, …, board 7 1–4, board 8 2–3. Before round 4:
    # 1 has 3 points, 2 has 2, 3 has 2, 4 has 3; 10 and 16 met only lower numbers: 0.
    t = lower_number_wins(SIXTEEN, played_rounds=3)
    page = rows(pairing_sheet(boards(t), 4, INFO, OPTS))[0]
    table = page[3:-1]
    assert table[0] == ["1", "16", SIXTEEN[15], "2440", "0", "0", "2500", SIXTEEN[9], "10"]
    assert table[6] == ["7", "1", SIXTEEN[0], "2590", "3", "3", "2560", SIXTEEN[3], "4"]
    assert table[7] == ["8", "2", SIXTEEN[1], "2580", "2", "2", "2570", SIXTEEN[2], "3"]
    assert len(table) == 8


def test_odd_field_lists_the_free_round() -> None:
    # 9 players: the one meeting number 10 of the Berger table is free; round 2 → x = 6.
    t = lower_number_wins(SIXTEEN[:9])
    page = rows(pairing_sheet(boards(t), 2, INFO, OPTS))[0]
    line = row_of(page, SIXTEEN[5])
    assert line[0] == "6" and line[-1] == "free round"


def test_names_print_as_written() -> None:
    t = lower_number_wins(SIXTEEN)
    printed = "".join(text(pairing_sheet(boards(t), r, INFO, OPTS)) for r in (1, 2))
    for name in (*UNICODE_NAMES, MARKUP_NAME):
        assert name in printed


def test_round_without_pairings_is_refused() -> None:
    with pytest.raises(ValueError, match=r"round 16 has no pairings .*rounds 1\.\.15"):
        pairing_sheet(boards(lower_number_wins(SIXTEEN)), 16, INFO, OPTS)
