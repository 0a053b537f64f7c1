"""The crosstable checked against hand-worked and published values, read back with pypdf."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals
from chessarbiter.reports import PrintOptions, crosstable
from tests.fixtures.crosstables import candidates_2024 as c24
from tests.fixtures.crosstables import tournament
from tests.reports.events import (
    AT,
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
from tests.reports.pdftext import fragments, page_count, row_of, rows, text

CHAIN5 = ("DE", "SB", "WIN", "KS", "BPG")
Paper = Literal["a4", "letter"]


def _print(t: Tournament, chain: tuple[str, ...], opts: PrintOptions = OPTS) -> bytes:
    return crosstable(t, compute_standings(t, EventSettings(), chain), chain, INFO, opts)


def test_worked_example_rows_show_cells_points_rank_and_tiebreaks() -> None:
    # Hand-worked (rules notes §1.7, with C–D won by C by forfeit): points A 1½, B 2, C 1½,
    # D 1; SB A 2¾, B 2½, C 1¾, D 1½; DE ½ for the tied A and C; KS limit 1½; BPG counts
    # Black games played over the board (C's forfeit win was not).
    page = rows(_print(worked_example(), WORKED_CHAIN))[0]
    # No., name, cells against 1..4 (own diagonal empty), Pts, Rank, DE SB WIN WON KS BPG
    assert row_of(page, WORKED_NAMES[A]) == [
        "1", WORKED_NAMES[A], "1w", "½b", "0w", "1½", "2", "½", "2¾", "1", "1", "1½", "1"]
    assert row_of(page, WORKED_NAMES[B]) == [
        "2", WORKED_NAMES[B], "0b", "1w", "1w", "2", "1", "0", "2½", "2", "2", "1", "1"]
    assert row_of(page, WORKED_NAMES[C]) == [
        "3", WORKED_NAMES[C], "½w", "0b", "+", "1½", "3", "½", "1¾", "1", "0", "½", "1"]
    assert row_of(page, WORKED_NAMES[D]) == [
        "4", WORKED_NAMES[D], "1b", "0b", "−", "1", "4", "0", "1½", "1", "1", "1", "2"]
    assert page[2][-len(WORKED_CHAIN):] == list(WORKED_CHAIN)  # the table's header row


def test_every_row_matches_the_core_standings() -> None:
    t = lower_number_wins(SIXTEEN)
    standings = compute_standings(t, EventSettings(), CHAIN5)
    page = rows(crosstable(t, standings, CHAIN5, INFO, OPTS))[0]
    for s in standings:
        line = row_of(page, s.name)
        tail = [_points(s.points), str(s.rank), *(_points(s.tiebreaks[c]) for c in CHAIN5)]
        assert line[-len(tail):] == tail


def test_lower_number_wins_values_worked_by_hand() -> None:
    # Player k of 16 scores 16 − k; SB = Σ_{j>k} (16 − j) = (16 − k)(15 − k)/2; WIN = 16 − k;
    # KS counts opponents with ≥ 7½ (k ≤ 8): 8 − k for k < 8. Nobody is tied, so DE is 0.
    page = rows(_print(lower_number_wins(SIXTEEN), CHAIN5))[0]
    # Pts, Rank, DE, SB, WIN, KS (BPG, last, depends on the colours only)
    expected = {1: ["15", "1", "0", "105", "15", "7"], 5: ["11", "5", "0", "55", "11", "3"],
                8: ["8", "8", "0", "28", "8", "0"], 16: ["0", "16", "0", "0", "0", "0"]}
    for k, values in expected.items():
        assert row_of(page, SIXTEEN[k - 1])[-7:-1] == values


def test_double_round_robin_gives_two_cells_per_opponent_in_round_order() -> None:
    # Candidates 2024 (published results): Firouzja–Gukesh 1-0 in round 7, Gukesh–Firouzja
    # 1-0 in round 13; Caruana–Gukesh ½ in round 4, Gukesh–Caruana ½ in round 11.
    t = tournament(c24.NAMES, c24.GAMES, c24.ROUNDS, cycles=2)
    page = rows(_print(t, c24.CHAIN))[0]
    gukesh = row_of(page, c24.NAMES[c24.GUKESH])
    cells = gukesh[2:2 + 14]
    assert cells[0:2] == ["½b", "½w"]  # against Caruana (1)
    assert cells[4:6] == ["0b", "1w"]  # against Firouzja (3)
    # Published: Gukesh 9 points, first; Nakamura and Nepomniachtchi SB 56, Caruana SB 54;
    # Nakamura 5 wins, Nepomniachtchi 3.
    assert gukesh[16:18] == ["9", "1"]
    assert row_of(page, c24.NAMES[c24.NAKAMURA])[16:20] == ["8½", "2", "56", "5"]
    assert row_of(page, c24.NAMES[c24.NEPOMNIACHTCHI])[16:20] == ["8½", "3", "56", "3"]
    assert row_of(page, c24.NAMES[c24.CARUANA])[16:19] == ["8½", "4", "54"]


def test_unicode_and_markup_names_print_as_written() -> None:
    printed = text(_print(lower_number_wins(SIXTEEN), CHAIN5))
    for name in (*UNICODE_NAMES, MARKUP_NAME):
        assert name in printed
    assert "Smith & Co" in printed and "&amp;" not in printed


def test_free_round_is_a_note_in_the_row_not_a_game() -> None:
    # 9 players use the Berger table for 10; whoever meets number 10 is free. Round r odd:
    # x = (r + 1)/2 meets 10; r even: x = 5 + r/2. So 1 is free in R1, 6 in R2, 2 in R3, 9 in R8.
    t = lower_number_wins(SIXTEEN[:9])
    page = rows(_print(t, CHAIN5))[0]
    assert page[2][-8] == "Bye"
    for k, note in ((1, "R1"), (6, "R2"), (2, "R3"), (9, "R8")):
        line = row_of(page, SIXTEEN[k - 1])
        assert line[-8:-6] == [note, str(9 - k)]
        games = [c for c in line if re.fullmatch(r"[01½][wb]", c)]
        assert len(games) == 8  # eight games, and nothing for the free round in the grid


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_sixteen_players_with_five_tiebreaks_fit_one_landscape_page_at_9pt(paper: Paper) -> None:
    pdf = _print(lower_number_wins(SIXTEEN), CHAIN5, PrintOptions(paper=paper, printed_at=AT))
    assert page_count(pdf) == 1
    sizes = {name: size for _, _, name, size in fragments(pdf)[0] if name in SIXTEEN}
    assert set(sizes) == set(SIXTEEN)
    assert min(sizes.values()) >= 9


def test_thirty_players_span_pages_each_with_the_header_row() -> None:
    names = numbered(30)
    pdf = _print(lower_number_wins(names), CHAIN5)
    pages = rows(pdf)
    assert len(pages) >= 2
    for number, page in enumerate(pages, start=1):
        header = page[2]  # heading, its second line, then the table
        assert header[:3] == ["No.", "Title", "Name"]
        assert f"Page {number} of {len(pages)}" in page[-1]
    # Every player's points appear once, on the page carrying the Pts column.
    with_points = [p for p in pages if "Pts" in p[2]]
    for k, name in enumerate(names, start=1):
        lines = [line for page in with_points for line in page if name in line]
        assert [line[-7] for line in lines] == [str(30 - k)]


def test_standings_that_do_not_match_the_event_are_refused() -> None:
    t = worked_example()
    good = compute_standings(t, EventSettings(), WORKED_CHAIN)
    with pytest.raises(ValueError, match=r"no line for start no\. 4"):
        crosstable(t, good[:3], WORKED_CHAIN, INFO, OPTS)
    stray = [*good, Standing(5, 9, "Nobody", 0.0, dict(good[0].tiebreaks))]
    with pytest.raises(ValueError, match=r"start no\. 9 .* not in the event"):
        crosstable(t, stray, WORKED_CHAIN, INFO, OPTS)
    with pytest.raises(ValueError, match="no value for KS"):
        crosstable(t, compute_standings(t, EventSettings(), ("SB",)), ("SB", "KS"), INFO, OPTS)


def test_event_in_progress_says_so_and_leaves_unplayed_games_blank() -> None:
    t = lower_number_wins(SIXTEEN, played_rounds=6)
    page = rows(_print(t, CHAIN5))[0]
    assert page[1][-1] == "After round 6 of 15"
    games = [c for c in row_of(page, SIXTEEN[0]) if re.fullmatch(r"[01½][wb]", c)]
    assert len(games) == 6 and all(g.startswith("1") for g in games)  # 1 beats everyone
    not_started = lower_number_wins(SIXTEEN, played_rounds=0)
    assert rows(_print(not_started, CHAIN5))[0][1][-1] == "Before round 1"


def test_annulled_withdrawal_is_marked_and_counts_for_nobody() -> None:
    # D withdrew after round 1, one game of three: under annul-under-half its games count for
    # nobody. Without A–D and B–D: A 1½ (beat B, drew C), B 1 (beat C), C ½; SB A = 1 + ¼,
    # B = ½, C = ¾ (½ × A's 1½).
    played = worked_example()
    withdrawn = tuple(replace(p, withdrawn_after=1) if p.start_no == D else p
                      for p in played.players)
    t = Tournament(withdrawn, played.games, rounds=3)
    standings = compute_standings(t, EventSettings(withdrawal_rule="annul-under-half"), ("SB",))
    counted = apply_withdrawals(t, "annul-under-half").tournament
    page = rows(crosstable(counted, standings, ("SB",), INFO, OPTS))[0]
    assert row_of(page, WORKED_NAMES[A]) == ["1", WORKED_NAMES[A], "1w", "½b", "1½", "1", "1¼"]
    assert row_of(page, WORKED_NAMES[C]) == ["3", WORKED_NAMES[C], "½w", "0b", "½", "3", "¾"]
    assert row_of(page, WORKED_NAMES[D]) == ["4", WORKED_NAMES[D], "wd"]
    with pytest.raises(ValueError, match=r"no line for start no\. 3"):
        crosstable(counted, [s for s in standings if s.start_no != C], ("SB",), INFO, OPTS)


def test_withdrawal_after_round_one_of_nine_keeps_the_row_marked_wd() -> None:
    # Hand-worked values in tests/reports/events.py (EARLY_WITHDRAWAL_RESULTS).
    entered = early_withdrawal()
    standings = compute_standings(entered, EventSettings(withdrawal_rule="annul-under-half"),
                                  ("SB",))
    counted = apply_withdrawals(entered, "annul-under-half").tournament
    pdf = crosstable(counted, standings, ("SB",), INFO, OPTS)
    page = rows(pdf)[0]
    names = numbered(10)
    # No., name, rating, federation and "wd": no game cell, no points, no SB.
    assert row_of(page, names[EARLY_WITHDRAWAL - 1]) == [
        str(EARLY_WITHDRAWAL), names[EARLY_WITHDRAWAL - 1], "2560", "NOR", "wd"]
    for k, (points, rank, sb) in EARLY_WITHDRAWAL_RESULTS.items():
        line = row_of(page, names[k - 1])
        assert line[-3:] == [_points(points), str(rank), _points(sb)]
        games = [c for c in line if re.fullmatch(r"[01½][wb]", c)]
        assert len(games) == 8  # nine rounds, less the annulled game against no. 4
    assert "withdrew: results annulled, not ranked" in " ".join(text(pdf).split())


def test_an_event_without_players_is_refused() -> None:
    with pytest.raises(ValueError, match="no players"):
        crosstable(Tournament(()), [], (), INFO, OPTS)


def _points(value: float) -> str:
    """Spelt by hand the way arbiters write: whole points and the fraction glyph."""
    whole, part = divmod(round(value * 4), 4)
    glyph = ("", "¼", "½", "¾")[part]
    return f"{whole}{glyph}" if whole or not glyph else glyph
