"""Swiss printouts: the wall chart, the pairing sheets by board and by name, the standings.

The expected cells are read from the bbpPairings tournament file itself (see
tests/fixtures/swiss/README.md): its "13 w 1" is the chart's "W13 +"."""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

import pytest

from chessarbiter.core.boards import event_boards
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.reports import (
    PrintOptions,
    pairing_sheet,
    pairing_sheet_by_name,
    standings_sheet,
    swiss_chart,
)
from chessarbiter.reports.cells import swiss_cells
from chessarbiter.reports.formatting import name_sort_key
from tests.reports.events import AT, INFO, OPTS
from tests.reports.pdftext import fragments, page_count, row_of, rows, text
from tests.reports.swiss_events import SETTINGS, SWISS_CHAIN, golden_event

_SIGN = {"1": "+", "=": "=", "0": "−", "+": "+F", "-": "−F"}
_BYE = {"U": "PAB 1", "H": "bye ½", "Z": "bye 0", "F": "bye 1"}


def _file_cell(opp: int, colour: str, res: str) -> str:
    """A round of the TRF file as the chart writes it (worked from the TRF16 codes)."""
    if opp == 0:
        return _BYE[res]
    return f"{colour.upper()}{opp} {_SIGN[res]}"


def test_every_cell_is_the_files_round() -> None:
    golden, _t, boards, _ = golden_event()
    cells = swiss_cells(boards)
    for start_no, rounds in golden.cells.items():
        assert cells[start_no] == tuple(_file_cell(*rounds[r])
                                        for r in range(1, golden.rounds + 1)), start_no


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_sixty_players_nine_rounds_fit_few_sheets_at_a_readable_size(
        paper: Literal["a4", "letter"]) -> None:
    golden, _t, boards, standings = golden_event()
    pdf = swiss_chart(boards, standings, INFO, PrintOptions(paper=paper, printed_at=AT))
    pages = rows(pdf)
    assert len(pages) == 3  # 59 lines of 9 rounds: three landscape sheets, 20 lines or fewer
    names = [line[1] for page in pages for line in page if line and line[0].isdigit()
             and len(line) > 1 and line[1].startswith("Player")]
    assert names == [p.name for p in golden.players]
    per_page = [sum(1 for line in page if len(line) > 1 and line[1].startswith("Player"))
                for page in pages]
    assert max(per_page) - min(per_page) <= 1  # shared evenly, no near-empty last sheet
    sizes = {round(size, 1) for page in fragments(pdf) for _, y, t, size in page
             if t.startswith("W") and t[1:2].isdigit() and y > 100}  # the key is lower
    assert min(sizes) >= 10.0


def test_chart_row_has_rounds_points_and_rank() -> None:
    # Player 1 of t053: 8 points from the file's cells, first in the standings.
    _g, _t, boards, standings = golden_event()
    page = rows(swiss_chart(boards, standings, INFO, OPTS))[0]
    line = row_of(page, "Player0001")
    assert line[:2] == ["1", "Player0001"]
    assert line[-2:] == ["8", "1"]
    assert page[0][-1] == "Wall chart" and page[1][-1] == "Final"


def test_changed_pairings_are_marked_and_explained() -> None:
    _g, _t, boards, standings = golden_event()
    changed = {(3, 5), (3, 16)}  # round 3: 5 (White) against 16, changed by hand
    chart = text(swiss_chart(boards, standings, INFO, OPTS, changed=changed))
    assert "W16 +*" in chart and "B5 −*" in chart
    assert "pairing changed by the arbiter" in " ".join(chart.split())
    sheet = rows(pairing_sheet(boards, 3, INFO, OPTS, changed=changed))[0]
    assert row_of(sheet, "Player0005")[0] == "5*"
    assert "pairing changed by the arbiter" not in text(pairing_sheet(boards, 3, INFO, OPTS))


def test_by_name_lists_every_player_alphabetically_with_board_colour_and_opponent() -> None:
    golden, t, boards, _ = golden_event()
    roster = [Player(p.start_no, name, fide_rating=p.fide_rating) for p, name in
              zip(t.players, ["Zeller, Ann", "Ødegård, Ørjan", "Łukasz, Żółć", "Abel, Bo",
                              "obst, Carl", *(p.name for p in t.players[5:])], strict=True)]
    boards = event_boards(replace(t, players=tuple(roster)), SETTINGS)
    pages = rows(pairing_sheet_by_name(boards, 4, INFO, OPTS))
    lines = [line for page in pages for line in page[3:] if line and line[0] != "Name"
             and not line[0].startswith(("Arbiter", "*"))]
    names = [line[0] for line in lines]
    assert names == sorted((p.name for p in roster), key=name_sort_key)
    assert names[:4] == ["Abel, Bo", "Łukasz, Żółć", "obst, Carl", "Ødegård, Ørjan"]
    by_no = {p.start_no: p.name for p in roster}
    for line in lines:
        start_no = int(line[1])
        opp, colour, res = golden.cells[start_no][4]
        if opp == 0:
            assert line[-1] == {"U": "pairing-allocated bye", "H": "bye, ½ point",
                                "Z": "bye, 0 points", "F": "bye, 1 point"}[res]
        else:
            assert line[5:8] == [{"w": "White", "b": "Black"}[colour], str(opp), by_no[opp]]


def test_swiss_standings_name_their_tiebreaks() -> None:
    _g, _t, boards, standings = golden_event()
    printed = text(standings_sheet(boards.counted, standings, SWISS_CHAIN, INFO, OPTS))
    for name in ("Buchholz Cut-1", "Buchholz", "Sonneborn-Berger", "Progressive score"):
        assert name in printed


def test_open_round_withdrawal_and_changed_cells() -> None:
    # Worked by hand: round 1 1–2 drawn, 3 gets the PAB; round 2 3–1 open, 2 asked for a
    # zero-point bye; 2 then withdrew after round 2, round 3 is paired without them.
    players = tuple(Player(n, f"P{n}") for n in (1, 2, 3))
    t = Tournament(players, (Game(1, 1, 1, 2, Result.DRAW), Game(2, 1, 3, 1),
                             Game(3, 1, 1, 3)),
                   (Bye(1, 3, ByeKind.PAIRING_ALLOCATED), Bye(2, 2, ByeKind.ZERO)),
                   rounds=4, swiss=True)
    t = replace(t, players=(players[0], replace(players[1], withdrawn_after=2), players[2]))
    cells = swiss_cells(event_boards(t, SETTINGS), changed={(3, 1)}, rounds=4)
    assert cells == {1: ("W2 =", "B3", "W3*", ""), 2: ("B1 =", "bye 0", "wd", ""),
                     3: ("PAB 1", "W1", "B1", "")}


def test_chart_of_an_event_without_players_is_refused() -> None:
    boards = event_boards(Tournament((), rounds=5, swiss=True), SETTINGS)
    with pytest.raises(ValueError, match="no players yet"):
        swiss_chart(boards, [], INFO, OPTS)


def test_the_board_sheet_shares_its_boards_evenly_over_two_pages() -> None:
    # Round 1 of the file: 27 boards and five players without a game (the pairing-allocated
    # bye and four byes asked for or absences): 32 lines, 16 a page.
    _g, _t, boards, _ = golden_event()
    pdf = pairing_sheet(boards, 1, INFO, OPTS)
    assert page_count(pdf) == 2
    lines = [[line for line in page if (line and line[0].isdigit()) or "bye" in " ".join(line)]
             for page in rows(pdf)]
    assert [len(page) for page in lines] == [16, 16]


def test_a_chart_in_progress_has_a_column_for_every_round_announced() -> None:
    # After round 3 of 9, stored as a Swiss is (the tournament's rounds: those paired).
    _g, t, _b, _s = golden_event(played=3)
    t = replace(t, rounds=3)
    boards = event_boards(t, SETTINGS)
    page = rows(swiss_chart(boards, [], INFO, OPTS, rounds=9))[0]
    assert page[1][-1] == "After round 3 of 9"
    assert page[2][3:14] == [str(r) for r in range(1, 10)] + ["Pts", "Rank"]
    sheet = rows(pairing_sheet_by_name(boards, 3, INFO, OPTS, rounds=9))[0]
    assert sheet[1][-1] == "9 rounds"
