"""Made-up events for the US Chess report tests, and checks that they are what they claim.

Every expected value in the US Chess tests is worked out by hand from these facts and from
formats.md §1; none is copied from the program's output.
"""

from __future__ import annotations

from datetime import date

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.io.uscf import UscfEventInfo

WRITTEN = date(2026, 3, 20)
GAME_DATES = {1: date(2026, 3, 14), 2: date(2026, 3, 14), 3: date(2026, 3, 15),
              4: date(2026, 3, 15), 5: date(2026, 3, 16)}

INFO = UscfEventInfo(
    event_name="Reno Spring Round Robin 2026",
    begin_date=date(2026, 3, 14),
    end_date=date(2026, 3, 16),
    section_name="Championship",
    time_control=parse_time_control("G/90;d5"),
    affiliate_id="A1234567",
    chief_td_id="12345670",
    city="Reno",
    state="NV",
    zipcode="89501",
    assistant_td_id="23456781",
    other_td_ids=("34567892", "45678903"),
)

# Five players on the Berger table for 5/6 (C.05 Annex 1, the 6th number is the free round):
# R1 2-5 3-4 (1 free)  R2 5-3 1-2 (4 free)  R3 3-1 4-5 (2 free)  R4 1-4 2-3 (5 free)
# R5 4-2 5-1 (3 free). First named has White.
FIVE = Tournament(
    players=(
        Player(1, "Ødegård, Ørjan", uscf_rating=2105, uscf_id="12345678"),
        Player(2, "Nguyễn, Thị Hương", uscf_rating=1850, uscf_id="00123456"),
        Player(3, "Smith, John", uscf_id="30987654"),
        Player(4, "Wolfeschlegelsteinhausen-Bergerdorff, Hubert Blaine", uscf_rating=1500,
               uscf_id="14000001"),
        Player(5, "Strauß,  Łukasz", uscf_rating=987, uscf_id="99999999"),
    ),
    games=(
        Game(1, 1, 2, 5, Result.WHITE_WINS), Game(1, 2, 3, 4, Result.DRAW),
        Game(2, 1, 5, 3, Result.WHITE_WINS_FORFEIT), Game(2, 2, 1, 2, Result.BLACK_WINS),
        Game(3, 1, 3, 1, Result.DOUBLE_FORFEIT), Game(3, 2, 4, 5, Result.BLACK_WINS),
        Game(4, 1, 1, 4, Result.WHITE_WINS), Game(4, 2, 2, 3, Result.BLACK_WINS_FORFEIT),
        Game(5, 1, 4, 2, Result.DRAW), Game(5, 2, 5, 1, Result.BLACK_WINS),
    ),
    byes=(Bye(1, 1), Bye(2, 4), Bye(3, 2), Bye(4, 5), Bye(5, 3)),
    rounds=5,
    name="Reno Spring Round Robin 2026",
)  # fmt: skip

# The round cells of FIVE by hand (formats.md §1.6): outcome, opponent, own colour; forfeits
# X0/F0 (a double forfeit is F0 for both), the free round U0.
FIVE_CELLS = {
    1: ("U0", "L2W", "F0", "W4W", "W5B"),
    2: ("W5W", "W1B", "U0", "F0", "D4B"),
    3: ("D4W", "F0", "F0", "X0", "U0"),
    4: ("D3B", "U0", "L5W", "L1B", "D2W"),
    5: ("L2B", "X0", "W4B", "U0", "L1W"),
}


def ten_player_round_robin() -> Tournament:
    """Ten players on the Berger schedule: the lower start number wins every game, except that
    every game of the last round (9) is drawn."""
    players = tuple(
        Player(k, f"Player{k:02d}, Given", uscf_rating=2000 - 50 * k, uscf_id=f"{k:08d}")
        for k in range(1, 11)
    )
    games = []
    for rnd in schedule(10):
        for p in rnd.pairings:
            if rnd.number == 9:
                result = Result.DRAW
            else:
                result = Result.WHITE_WINS if p.white < p.black else Result.BLACK_WINS
            games.append(Game(rnd.number, p.board, p.white, p.black, result))
    return Tournament(players, tuple(games), rounds=9, name="Ten")


def test_five_player_scores_match_the_hand_count() -> None:
    # 1: L, F, W, W = 2; 2: W, W, F, D = 2.5; 3: D, F, F, X = 1.5; 4: D, L, L, D = 1;
    # 5: L, X, W, L = 2. Free rounds score 0.
    assert FIVE.scores == {1: 2.0, 2: 2.5, 3: 1.5, 4: 1.0, 5: 2.0}
    assert all(b.kind is ByeKind.FREE for b in FIVE.byes)


# Round 9 of the Berger table for 10 (x = 5): 5-10, then ((x+b-2) mod 9)+1 against
# ((x-b) mod 9)+1 for boards 2..5: 6-4, 7-3, 8-2, 9-1. Player k beats the 10 - k higher
# numbers except a higher round-9 opponent, and draws round 9.
TEN_SCORES = {1: 8.5, 2: 7.5, 3: 6.5, 4: 5.5, 5: 4.5, 6: 4.5, 7: 3.5, 8: 2.5, 9: 1.5, 10: 0.5}


def test_ten_player_event_is_a_full_single_round_robin() -> None:
    t = ten_player_round_robin()
    pairs = {frozenset((g.white, g.black)) for g in t.games}
    assert len(t.games) == 45 and len(pairs) == 45  # C(10, 2) distinct pairs
    assert {frozenset((g.white, g.black)) for g in t.round_games(9)} == {
        frozenset(p) for p in ((5, 10), (6, 4), (7, 3), (8, 2), (9, 1))}
    assert t.scores == TEN_SCORES
