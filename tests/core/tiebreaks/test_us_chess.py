"""US Chess tie-breaks (rule 34E), values worked by hand; where the rule book (7th edition, as
quoted on ochess.org/tiebreaks and in rules-notes §3) gives an example, the event reproduces it.

Seven players, five rounds (U = pairing-allocated bye, a point):
  round 1: 2–3 ½-½, 4–5 1-0, 6–7 1-0, 1 U
  round 2: 1–6 1-0, 4–3 1-0, 2–7 0-1, 5 U
  round 3: 3–1 1-0, 2–4 1-0, 5–6 ½-½, 7 U
  round 4: 1–7 ½-½, 2–5 1-0, 3–6 0-1; 4 withdrew
  round 5: 1–5 1-0, 6–2 ½-½, 7–3 0-1
Scores: 1 3½, 2 3, 3 2½, 4 2, 5 1½, 6 3, 7 2½. Player 1 is 34E3's example (bye, win, loss,
draw, win); player 4 is 34E1's (won two, lost the third, withdrew from rounds 4 and 5).
Adjusted scores (34E1, unplayed rounds ½): 1 3, 2 3, 3 2½, 4 1+1+0+½+½ = 3, 5 1, 6 3, 7 2.
"""

from __future__ import annotations

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tiebreaks.cards import Entry
from chessarbiter.core.tiebreaks.modified_median import modified_median
from chessarbiter.core.tiebreaks.us_scores import UsCards
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

W, B, D = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW
U = ByeKind.PAIRING_ALLOCATED
GAMES = [(1, 2, 3, D), (1, 4, 5, W), (1, 6, 7, W), (2, 1, 6, W), (2, 4, 3, W), (2, 2, 7, B),
         (3, 3, 1, W), (3, 2, 4, W), (3, 5, 6, D), (4, 1, 7, D), (4, 2, 5, W), (4, 3, 6, B),
         (5, 1, 5, W), (5, 6, 2, D), (5, 7, 3, B)]
EVENT = Tournament(
    tuple(Player(n, f"Player {n}") for n in range(1, 8)),
    tuple(Game(r, n, w, b, res) for n, (r, w, b, res) in enumerate(GAMES, 1)),
    (Bye(1, 1, U), Bye(2, 5, U), Bye(3, 7, U)), rounds=5, swiss=True)


def values(code: str, **settings: object) -> dict[int, float]:
    rows = compute_standings(EVENT, EventSettings(**settings), (code,))
    return {r.start_no: r.tiebreaks[code] for r in rows}


def test_scores() -> None:
    assert values("PTS") == {1: 3.5, 2: 3.0, 3: 2.5, 4: 2.0, 5: 1.5, 6: 3.0, 7: 2.5}


def test_solkoff_counts_adjusted_scores_and_an_own_bye_as_zero() -> None:
    # 1: bye 0 + 6's 3 + 3's 2½ + 7's 2 + 5's 1. 4: 5's 1 + 3's 2½ + 2's 3 + 0 + 0.
    assert (values("SOLK")[1], values("SOLK")[4]) == (8.5, 6.5)


def test_modified_median_drops_by_plus_minus_or_even_score() -> None:
    mm = values("MM")
    assert mm[1] == 8.5  # plus score: the lowest (its own bye, 0) dropped
    assert mm[4] == 3.5  # minus score (2 of 5): the highest (2's 3) dropped from 6½
    assert mm[3] == 9.0  # even score (2½ of 5): 3, 3, 3, 3, 2 less the 3 and the 2


def test_modified_median_drops_two_from_nine_rounds() -> None:
    # A 9-round card with a plus score (6 of 9): the two lowest opponents (1 and 2) go.
    scores = {"X": 6.0, **{f"o{i}": float(i) for i in range(1, 10)}}
    cards = {"X": tuple(Entry(i, f"o{i}", 1.0 if i <= 6 else 0.0) for i in range(1, 10))}
    pool = {k: (Entry(1, "X", v),) for k, v in scores.items()}  # each opponent's score
    assert modified_median(UsCards(cards, pool)) == {"X": sum(range(3, 10))}


def test_cumulative_is_the_rule_book_example() -> None:
    # 34E3: 1 + 2 + 2 + 2½ + 3½ = 11, less 1 for the bye: 10.
    cumulative = values("CUM")
    assert cumulative[1] == 10.0
    # 4: 1 + 2 + 2 + 2 + 2 (rounds after withdrawing add the score as it stood) = 9.
    # 5: 0 + 1 + 1½ + 1½ + 1½ = 5½ less its bye = 4½; 7: 0 + 1 + 2 + 2½ + 2½ = 8 − 1 = 7.
    assert (cumulative[4], cumulative[5], cumulative[7]) == (9.0, 4.5, 7.0)


def test_opponents_cumulative_sums_the_opponents_played() -> None:
    # 6: 1 + 1 + 1½ + 2½ + 3 = 9; 3: ½ + ½ + 1½ + 1½ + 2½ = 6½. 1: 9 + 6½ + 7 + 4½ = 27.
    assert values("OPPCUM")[1] == 27.0


def test_us_sonneborn_berger_uses_adjusted_scores() -> None:
    # 34E8: 1 beat 6 (3) and 5 (1), drew 7 (2 → 1), lost to 3: 5.
    assert values("SB-US")[1] == 5.0


def test_kashdan_scores_four_two_one_nothing_for_unplayed() -> None:
    kashdan = values("KASH")
    # 1: bye 0, win 4, loss 1, draw 2, win 4. 4: 4 + 4 + 1 + 0 + 0.
    assert (kashdan[1], kashdan[4]) == (11.0, 9.0)
    # The points are a setting: 3 for a win, 1 for a draw or a loss, 0 unplayed.
    assert values("KASH", kashdan_points=(3.0, 1.0, 1.0, 0.0))[1] == 8.0


def test_the_result_between_tied_players_is_a_plus_or_minus() -> None:
    rows = compute_standings(EVENT, EventSettings(), ("PM",))
    by = {r.start_no: r for r in rows}
    # 3 and 7 (2½ each): 3 beat 7 in round 5, +1 and −1. 2 and 6 (3 each) drew: still tied.
    assert (by[3].tiebreaks["PM"], by[7].tiebreaks["PM"]) == (1.0, -1.0)
    assert by[3].rank < by[7].rank
    assert by[2].rank == by[6].rank
