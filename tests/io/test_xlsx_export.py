"""The Excel export: standings and crosstable read back with openpyxl, numbers kept as numbers,
and text that looks like a formula kept as text (CSV/formula injection)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from dataclasses import replace
from io import BytesIO
from typing import Any

import openpyxl
import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals
from chessarbiter.io.xlsx_export import HEADER_ROW, standings_workbook
from chessarbiter.reports.options import EventInfo
from tests.io.test_uscf_events import FIVE
from tests.reports.events import (
    EARLY_WITHDRAWAL,
    EARLY_WITHDRAWAL_RESULTS,
    early_withdrawal,
    numbered,
)

EVENT = EventInfo("Reno Spring Round Robin 2026", site="Reno, NV", start_date="2026-03-14",
                  end_date="2026-03-16", arbiter="A. Arbiter", rating_shown="uscf")
CHAIN = ("SB",)
NAMES = {p.start_no: p.name for p in FIVE.players}
# Scores of FIVE by hand (tests/io/test_uscf_events.py); SB = sum of opponent's score x own
# points, forfeits counted (round robin): no. 2 beats 5 (2) and 1 (2), draws 4 (1 x ½) = 4.5;
# no. 1 beats 4 (1) and 5 (2) = 3; no. 5 beats 3 by forfeit (1.5) and 4 (1) = 2.5;
# no. 3 draws 4 (½), beats 2 by forfeit (2.5) = 3; no. 4 draws 3 (0.75) and 2 (1.25) = 2.
# Nos. 1 and 5 share 2 points; SB puts no. 1 ahead.
STANDINGS = [
    Standing(1, 2, NAMES[2], 2.5, {"SB": 4.5}),
    Standing(2, 1, NAMES[1], 2.0, {"SB": 3.0}),
    Standing(3, 5, NAMES[5], 2.0, {"SB": 2.5}),
    Standing(4, 3, NAMES[3], 1.5, {"SB": 3.0}),
    Standing(5, 4, NAMES[4], 1.0, {"SB": 2.0}),
]
MINUS = "\u2212"  # the crosstable's forfeit loss is a real minus sign, as on the printed chart
# Row of each player against nos. 1-5, by hand from the games of FIVE; then bye, points, rank.
CROSSTABLE = {
    1: ("", "0w", MINUS, "1w", "1b", "R1", 2.0, 2),
    2: ("1b", "", MINUS, "½b", "1w", "R3", 2.5, 1),
    3: (MINUS, "+", "", "½w", MINUS, "R5", 1.5, 4),
    4: ("0b", "½w", "½b", "", "0w", "R2", 1.0, 5),
    5: ("0w", "0b", "+", "1b", "", "R4", 2.0, 3),
}


def load(data: bytes) -> Any:
    return openpyxl.load_workbook(BytesIO(data))


def rows(sheet: Any) -> list[tuple[Any, ...]]:
    return [tuple(c.value for c in row) for row in sheet.iter_rows(min_row=HEADER_ROW)]


def test_standings_sheet_in_rank_order_with_numbers() -> None:
    book = load(standings_workbook(FIVE, STANDINGS, CHAIN, EVENT))
    assert book.sheetnames == ["Standings", "Crosstable"]
    sheet = book["Standings"]
    assert [sheet.cell(r, 1).value for r in (1, 2, 3)] == [
        "Reno Spring Round Robin 2026", "Reno, NV · 2026-03-14 – 2026-03-16", "Final"]
    table = rows(sheet)
    assert table[0] == ("Rank", "No.", "Name", "US Chess", "Pts", "SB")
    assert table[1:6] == [
        (1, 2, "Nguyễn, Thị Hương", 1850, 2.5, 4.5),
        (2, 1, "Ødegård, Ørjan", 2105, 2, 3),
        (3, 5, "Strauß,  Łukasz", 987, 2, 2.5),
        (4, 3, "Smith, John", None, 1.5, 3),
        (5, 4, "Wolfeschlegelsteinhausen-Bergerdorff, Hubert Blaine", 1500, 1, 2),
    ]
    assert table[-1] == ("SB", "Sonneborn-Berger", None, None, None, None)  # the key
    assert all(sheet.cell(HEADER_ROW + 1, c).data_type == "n" for c in (1, 2, 4, 5, 6))


def test_crosstable_sheet_by_start_number() -> None:
    sheet = load(standings_workbook(FIVE, STANDINGS, CHAIN, EVENT))["Crosstable"]
    table = rows(sheet)
    assert table[0] == ("No.", "Name", "US Chess", "1", "2", "3", "4", "5", "Bye", "Pts", "Rank")
    for k in range(1, 6):
        no, name, _rating, *rest = table[k]
        assert (no, name) == (k, NAMES[k])
        assert tuple("" if v is None else v for v in rest) == CROSSTABLE[k]
    # each player's own cell is shaded
    assert sheet.cell(HEADER_ROW + 2, 5).fill.fgColor.rgb.endswith("B0B0B0")
    assert sheet.cell(HEADER_ROW + 2, 4).fill.fill_type is None


def test_double_round_robin_has_two_columns_per_opponent() -> None:
    t = replace(FIVE, cycles=2)
    sheet = load(standings_workbook(t, STANDINGS, CHAIN, EVENT))["Crosstable"]
    assert [c.value for c in sheet[HEADER_ROW]][3:7] == ["1 (1)", "1 (2)", "2 (1)", "2 (2)"]


HOSTILE = {1: '=HYPERLINK("http://evil.example","click")', 2: "+1-555-0100",
           3: "-2+3", 4: "@SUM(1+1)*cmd|' /C calc'!A0", 5: "\t=1+1"}


def hostile_event() -> tuple[Tournament, list[Standing], EventInfo]:
    t = replace(FIVE, players=tuple(replace(p, name=HOSTILE[p.start_no]) for p in FIVE.players))
    standings = [replace(s, name=HOSTILE[s.start_no]) for s in STANDINGS]
    return t, standings, replace(EVENT, name="=1+1", site="@home")


def test_formula_like_text_stays_text() -> None:
    t, standings_list, info = hostile_event()
    data = standings_workbook(t, standings_list, CHAIN, info)
    with zipfile.ZipFile(BytesIO(data)) as archive:
        sheets = [n for n in archive.namelist() if n.startswith("xl/worksheets/")]
        assert len(sheets) == 2
        for name in sheets:
            assert b"<f>" not in archive.read(name) and b"<f " not in archive.read(name)
    book = load(data)
    standings, crosstable = book["Standings"], book["Crosstable"]
    texts = [standings.cell(1, 1), crosstable.cell(1, 1)]
    texts += [standings.cell(HEADER_ROW + r, 3) for r in range(1, 6)]
    texts += [crosstable.cell(HEADER_ROW + r, 2) for r in range(1, 6)]
    texts.append(crosstable.cell(HEADER_ROW + 3, 4 + 1))  # no. 3 against no. 2: "+"
    for cell in texts:
        assert cell.data_type == "s" and cell.quotePrefix, (cell.coordinate, cell.value)
    assert [standings.cell(HEADER_ROW + r, 3).value for r in range(1, 6)] == [
        HOSTILE[s.start_no] for s in STANDINGS]  # shown exactly as typed
    assert standings.cell(2, 1).value.startswith("@home")
    assert not standings.cell(HEADER_ROW + 1, 2).quotePrefix  # ordinary cells are untouched


def test_a_stale_standings_list_is_refused() -> None:
    with pytest.raises(ValueError, match=r"standings: no line for start no\. 4"):
        standings_workbook(FIVE, [s for s in STANDINGS if s.start_no != 4], CHAIN, EVENT)


def annulled_event() -> tuple[Tournament, list[Standing]]:
    """No. 4 of ten withdrew after round 1 of 9; its games annulled (tests/reports/events.py)."""
    entered = early_withdrawal()
    standings = compute_standings(entered, EventSettings(withdrawal_rule="annul-under-half"),
                                  CHAIN)
    return apply_withdrawals(entered, "annul-under-half").tournament, standings


def test_an_annulled_player_keeps_a_row_marked_wd() -> None:
    t, standings = annulled_event()
    book = load(standings_workbook(t, standings, CHAIN, replace(EVENT, rating_shown="fide")))
    table = [tuple("" if v is None else v for v in row) for row in rows(book["Standings"])]
    assert table[0] == ("Rank", "No.", "Title", "Name", "FIDE", "Fed", "Pts", "SB")
    # Hand-worked ranks, points and SB (EARLY_WITHDRAWAL_RESULTS), in rank order, then no. 4.
    by_rank = sorted(EARLY_WITHDRAWAL_RESULTS.items(), key=lambda item: item[1][1])
    assert [(line[0], line[1], line[6], line[7]) for line in table[1:10]] == [
        (rank, k, points, sb) for k, (points, rank, sb) in by_rank]
    assert table[10] == ("wd", EARLY_WITHDRAWAL, "", numbered(10)[3], 2560, "NOR", "", "")
    assert ("wd", "withdrew: results annulled, not ranked") in [line[:2] for line in table]

    cross = rows(book["Crosstable"])
    assert cross[0][-2:] == ("Pts", "Rank")
    wd = cross[EARLY_WITHDRAWAL]  # start-number order
    assert wd[0] == EARLY_WITHDRAWAL and wd[-2:] == (None, "wd")
    assert all(v is None for v in wd[5:-2])  # no game left to show
    for k, (points, rank, _sb) in EARLY_WITHDRAWAL_RESULTS.items():
        line = cross[k]
        assert line[-2:] == (points, rank)
        assert sum(1 for v in line[5:-2] if v) == 8  # nine rounds less the annulled game
    assert ("wd", "withdrew: results annulled, not ranked") in [line[:2] for line in cross]


def test_columns_nobody_has_a_value_for_are_left_out() -> None:
    # FIVE without ratings: no Rtg column, and the rows keep in step with the header.
    t = replace(FIVE, players=tuple(replace(p, uscf_rating=None) for p in FIVE.players))
    book = load(standings_workbook(t, STANDINGS, CHAIN, EVENT))
    assert rows(book["Standings"])[:2] == [("Rank", "No.", "Name", "Pts", "SB"),
                                           (1, 2, NAMES[2], 2.5, 4.5)]
    cross = rows(book["Crosstable"])
    assert cross[0][:3] == ("No.", "Name", "1") and cross[1][:3] == (1, NAMES[1], None)


def test_the_export_does_not_load_the_pdf_library() -> None:
    code = "import sys, chessarbiter.io.xlsx_export; print('reportlab' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"
