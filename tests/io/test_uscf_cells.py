"""Round cells of the US Chess detail file: codes for every kind of round, and the mirror rule
(player 1 ``W14B`` ↔ player 14 ``L1W``) for every game of any round robin (formats.md §1.6)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.io.uscf.cells import bye_cell, game_cell, reply, round_cells
from chessarbiter.io.uscf.checks import check_report
from tests.io.test_uscf_events import INFO


@pytest.mark.parametrize(("result", "white_cell", "black_cell"), [
    (Result.WHITE_WINS, "W14W", "L3B"),
    (Result.BLACK_WINS, "L14W", "W3B"),
    (Result.DRAW, "D14W", "D3B"),
    (Result.WHITE_WINS_FORFEIT, "X0", "F0"),
    (Result.BLACK_WINS_FORFEIT, "F0", "X0"),
    (Result.DOUBLE_FORFEIT, "F0", "F0"),
    (None, "U0", "U0"),
])
def test_game_cells(result: Result | None, white_cell: str, black_cell: str) -> None:
    game = Game(2, 1, white=3, black=14, result=result)
    assert (game_cell(game, 3), game_cell(game, 14)) == (white_cell, black_cell)


@pytest.mark.parametrize(("kind", "cell"), [
    (ByeKind.FREE, "U0"),  # the free round of an odd round robin: no game, no points
    (ByeKind.ZERO, "U0"),
    (ByeKind.HALF, "H0"),
    (ByeKind.FULL, "B0"),
    (ByeKind.PAIRING_ALLOCATED, "B0"),
])
def test_bye_cells(kind: ByeKind, cell: str) -> None:
    assert bye_cell(Bye(1, 7, kind)) == cell


def test_a_round_without_an_entry_is_unplayed() -> None:
    t = Tournament((Player(1, "A"), Player(2, "B"), Player(3, "C")),
                   (Game(1, 1, 1, 2, Result.DRAW),), rounds=2)
    assert round_cells(t, 2) == {1: ("D2W", "U0"), 2: ("D1B", "U0"), 3: ("U0", "U0")}


def test_reply_names_the_opponent_and_their_cell() -> None:
    assert reply("W14B", 1) == (14, "L1W")
    assert reply("D7W", 12) == (7, "D12B")
    assert reply("L8W", 3) == (8, "W3B")
    assert [reply(c, 1) for c in ("X0", "F0", "U0", "B0", "H0")] == [None] * 5


@st.composite
def round_robins(draw: st.DrawFn) -> Tournament:
    """Single or double round robins of 2-14 players with any mix of results, some missing."""
    n = draw(st.integers(2, 14))
    cycles = draw(st.sampled_from((1, 2)))
    outcomes = st.sampled_from((*Result, None))
    games, byes = [], []
    for rnd in schedule(n, cycles):
        games += [Game(rnd.number, p.board, p.white, p.black, draw(outcomes))
                  for p in rnd.pairings]
        if rnd.bye is not None:
            byes.append(Bye(rnd.number, rnd.bye))
    players = tuple(Player(k, f"P{k}, X", uscf_id=f"{k:08d}") for k in range(1, n + 1))
    return Tournament(players, tuple(games), tuple(byes), rounds=len(schedule(n, cycles)),
                      cycles=cycles)


@given(round_robins())
def test_every_game_has_mirrored_cells(t: Tournament) -> None:
    cells = round_cells(t, t.rounds)
    for g in t.games:
        white, black = cells[g.white][g.round - 1], cells[g.black][g.round - 1]
        if g.result is None:
            assert (white, black) == ("U0", "U0")
        elif g.result.played:
            assert reply(white, g.white) == (g.black, black)
            assert reply(black, g.black) == (g.white, white)
            assert (white[-1], black[-1]) == ("W", "B")
        else:  # forfeits name no opponent; the winner has X0 and a loser F0
            assert {white, black} <= {"X0", "F0"}
            assert (white == "X0") == (g.result.points(True) == 1)
            assert (black == "X0") == (g.result.points(False) == 1)
    for bye in t.byes:
        assert cells[bye.start_no][bye.round - 1] == "U0"
    assert not [p for p in check_report(t, INFO) if p.code == "mirror-mismatch"]


@given(round_robins())
def test_points_read_from_the_cells_equal_the_scores(t: Tournament) -> None:
    value = {"W": 1.0, "X": 1.0, "D": 0.5, "B": 1.0, "H": 0.5}
    for start_no, row in round_cells(t, t.rounds).items():
        assert sum(value.get(c[0], 0.0) for c in row) == t.scores[start_no]
