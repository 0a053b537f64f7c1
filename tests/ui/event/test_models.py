"""Every table model passes Qt's model tester, with and without data, and keeps its rows'
identity across refreshes (so a result entered does not throw the cursor away)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSortFilterProxyModel, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from chessarbiter.core.boards import BoardState, BoardStatus, EventBoards, event_boards
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Game, Standing, Tournament
from chessarbiter.ui.event.crosstable_model import GAME_ROLE, CrosstableModel
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.models import SORT_ROLE, PairingsModel, PlayersModel, StandingsModel

pytestmark = pytest.mark.usefixtures("qapp")  # cells paint colour icons: a GUI app is needed

PLAYERS = (
    Player(1, "Abbott, Rhea", fide_rating=2405, title="IM", federation="USA"),
    Player(2, "Baptiste, Owen", uscf_rating=2390, withdrawn_after=1),
    Player(3, "Chen, Ivy"),
)
# A hand-made 3-player round robin (Berger: r1 2–3 with 1 free, r2 1–3, r3 2–1).
GAMES = (
    Game(1, 1, 2, 3, Result.DRAW),
    Game(2, 1, 1, 3, Result.WHITE_WINS_FORFEIT),
    Game(3, 1, 2, 1, None),
)
TOURNAMENT = Tournament(PLAYERS, GAMES, rounds=3)


def boards(t: Tournament = TOURNAMENT) -> EventBoards:
    """The boards as every view reads them; 2 withdrew after round 1, so their round-3 game
    is lost by forfeit under this rule."""
    return event_boards(t, EventSettings(withdrawal_rule="forfeit-remaining"))


STANDINGS = [
    Standing(1, 1, "Abbott, Rhea", 1.0, {"SB": 0.5, "BPG": 0}),
    Standing(2, 3, "Chen, Ivy", 0.5, {"SB": 0.25, "BPG": 1}),
    Standing(2, 2, "Baptiste, Owen", 0.5, {"SB": 0.25, "BPG": 0}),
]


def test_players_model(qtmodeltester: ModelTester) -> None:
    model = PlayersModel()
    qtmodeltester.check(model)
    model.set_players(PLAYERS)
    qtmodeltester.check(model)
    assert model.index(0, 1).data() == "Abbott, Rhea"
    assert model.index(1, 4).data() == ""  # no FIDE rating
    assert model.index(1, 5).data() == "2390"
    assert "round 1" in model.index(1, 8).data()
    assert model.index(1, 4).data(SORT_ROLE) == -1  # unrated sorts below everyone


def test_players_proxy_sorts_numbers_as_numbers(qtmodeltester: ModelTester) -> None:
    model = PlayersModel()
    model.set_players([Player(n, f"P{n}", fide_rating=r) for n, r in
                       ((1, 900), (2, 2100), (3, 10000 // 7))])
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(4, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)
    # As text "900" would sort above "2100"; as numbers the order is 2100, 1428, 900.
    assert [proxy.index(r, 4).data() for r in range(3)] == ["2100", "1428", "900"]


def test_pairings_model(qtmodeltester: ModelTester) -> None:
    model = PairingsModel()
    qtmodeltester.check(model)
    model.set_round(boards().games(1), {p.start_no: p for p in PLAYERS}, "uscf")
    qtmodeltester.check(model)
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row == ["1", "2", "Baptiste, Owen", "2390", "½ – ½", "3", "Chen, Ivy", ""]
    assert model.headers()[3] == "US Chess"
    model.set_round(boards().games(3), {p.start_no: p for p in PLAYERS}, "both")
    # Baptiste (White) withdrew after round 1: the game is lost by forfeit, marked "wd".
    assert [model.index(0, c).data() for c in (3, 4, 7)] == ["2390 / –", "− : + wd",
                                                             "– / 2405"]
    assert "withdrew after round 1" in model.index(0, 4).data(Qt.ItemDataRole.ToolTipRole)


def test_standings_model(qtmodeltester: ModelTester) -> None:
    model = StandingsModel()
    qtmodeltester.check(model)
    model.set_standings(STANDINGS, ("SB", "BPG"))
    qtmodeltester.check(model)
    assert model.headers()[4:] == ("SB", "BPG")
    assert "Sonneborn-Berger" in model.headerData(4, Qt.Orientation.Horizontal,
                                                  Qt.ItemDataRole.ToolTipRole)
    assert [model.index(1, c).data() for c in range(6)] == ["2", "3", "Chen, Ivy", "½",
                                                            "0.25", "1"]


def test_crosstable_model(qtmodeltester: ModelTester) -> None:
    model = CrosstableModel()
    qtmodeltester.check(model)
    model.set_state(boards(), STANDINGS)
    qtmodeltester.check(model)
    # Row 1 (Abbott) against column player 3: won by forfeit with White.
    assert model.index(0, 2 + 2).data() == "+"
    assert model.index(2, 2 + 0).data() == "−"
    # Abbott v Baptiste is lost by Baptiste's withdrawal: "+" though nothing was typed; the
    # colour is shown and the cell leads to round 3 board 1.
    assert model.index(0, 2 + 1).data() == "+"
    assert "withdrew" in model.index(0, 2 + 1).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(0, 2 + 1).data(Qt.ItemDataRole.DecorationRole) is not None
    assert model.index(0, 2 + 1).data(GAME_ROLE) == (3, 1)
    assert model.index(0, 2 + 0).data(GAME_ROLE) is None  # the diagonal
    assert [model.index(1, c).data() for c in (5, 6)] == ["½", "2"]  # points, shared rank
    # Under the annulment rule Baptiste played 1 of 2 games: half, so not annulled either;
    # a player who left after round 0 is annulled and their played games read "×".
    early = replace(TOURNAMENT, players=tuple(replace(p, withdrawn_after=0) if p.start_no == 2
                                              else p for p in PLAYERS))
    model.set_state(event_boards(early, EventSettings()), STANDINGS[:2])
    assert model.index(2, 2 + 1).data() == "×"  # Chen v Baptiste, round 1, annulled


def test_double_round_robin_cell_shows_both_games(qtmodeltester: ModelTester) -> None:
    games = (Game(1, 1, 1, 2, Result.WHITE_WINS), Game(2, 1, 2, 1, Result.DRAW))
    model = CrosstableModel()
    model.set_state(boards(Tournament(PLAYERS[:2], games, rounds=2, cycles=2)), [])
    qtmodeltester.check(model)
    assert model.index(0, 3).data() == "1 ½"
    assert model.index(1, 2).data() == "0 ½"
    tip = model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert "Round 1" in tip and "Round 2" in tip


def test_a_result_updates_cells_without_a_reset(qtbot: QtBot) -> None:
    model = PairingsModel()
    players = {p.start_no: p for p in PLAYERS}
    model.set_round(boards().games(3), players)
    played = BoardState(3, 1, 2, 1, BoardStatus.PLAYED, Result.BLACK_WINS, Result.BLACK_WINS)
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_round([played], players)
    assert model.index(0, 4).data() == "0 – 1"
    with qtbot.waitSignal(model.modelReset):
        model.set_round(boards().games(1), players)  # another round: other rows


def test_models_follow_a_real_event(
    qtmodeltester: ModelTester, event_file: Callable[..., Path]
) -> None:
    document = EventDocument.open(event_file(5, scheduled=True))
    try:
        state = document.state
        crosstable = CrosstableModel()
        crosstable.set_state(state.boards, state.standings)
        qtmodeltester.check(crosstable)
        # 5 players: 5 rounds, each with 2 boards and one free round (C.05 Annex 1).
        assert crosstable.columnCount() == 2 + 5 + 2
        assert len(state.tournament.byes) == 5
    finally:
        document.close()
