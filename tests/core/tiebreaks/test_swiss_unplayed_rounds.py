"""Swiss tie-breaks with unplayed rounds (C.07 Art. 16), by edition; every value worked by hand.

Six players, four rounds, ratings 1 2000, 2 1900, 3 1800, 4 unrated, 5 1600, 6 1500:
  round 1: 1–2 1-0, 3–4 ½-½, 5–6 0-1
  round 2: 1–3 won by 1 by forfeit, 4–6 1-0, 2 half-point bye, 5 pairing-allocated bye
  round 3: 1–4 ½-½, 6–2 1-0, 3–5 1-0
  round 4: 1–6 1-0, 3–4 0-1, 5 half-point bye; 2 withdrew after round 3 (absent)
Scores: 1 3½, 2 ½, 3 1½, 4 3, 5 1½, 6 2.
Adjusted scores (16.3): 2's round-2 bye is followed by a played round (16.2.3, counted as
scored) but its round-4 absence is last (16.2.5, a draw): 0 + ½ + 0 + ½ = 1; 5's last-round
bye is a draw, as it scored: 1½; every other score is unchanged.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament

W, B, D, F = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS_FORFEIT
RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: None, 5: 1600, 6: 1500}
EVENT = Tournament(
    tuple(Player(n, f"Player {n}", fide_rating=r) for n, r in RATINGS.items()),
    (Game(1, 1, 1, 2, W), Game(1, 2, 3, 4, D), Game(1, 3, 5, 6, B),
     Game(2, 1, 1, 3, F), Game(2, 2, 4, 6, W),
     Game(3, 1, 1, 4, D), Game(3, 2, 6, 2, W), Game(3, 3, 3, 5, W),
     Game(4, 1, 1, 6, W), Game(4, 2, 3, 4, B)),
    (Bye(2, 2, ByeKind.HALF), Bye(2, 5, ByeKind.PAIRING_ALLOCATED), Bye(4, 5, ByeKind.HALF)),
    rounds=4, swiss=True)


def values(code: str, edition: str = "2026", event: Tournament = EVENT,
           **settings: object) -> dict[int, float]:
    rows = compute_standings(event, EventSettings(edition=edition, **settings), (code,))
    return {r.start_no: r.tiebreaks[code] for r in rows}


def test_scores() -> None:
    assert values("PTS") == {1: 3.5, 2: 0.5, 3: 1.5, 4: 3.0, 5: 1.5, 6: 2.0}


def test_buchholz_2024_counts_own_score_for_each_unplayed_round() -> None:
    # 1: 2's 1 + dummy 3½ (forfeit win) + 4's 3 + 6's 2 = 9½. 2: 3½ + dummy ½ + 2 + dummy ½.
    # 3: 3 + dummy 1½ (forfeit loss) + 1½ + 3. 5: 2 + dummy 1½ (bye) + 1½ + dummy 1½.
    assert values("BH", "2024-08") == {1: 9.5, 2: 6.5, 3: 9.0, 4: 8.5, 5: 6.5, 6: 9.0}


def test_buchholz_2026_caps_the_dummy() -> None:
    # 1's forfeit win: the dummy is capped at the scheduled opponent's adjusted score (3's
    # 1½, Art. 16.4.1): 1 + 1½ + 3 + 2 = 7½. The others' dummies are below a draw per round
    # (2, Art. 16.4.2) or a forfeit opponent's score, so nothing else changes.
    assert values("BH") == {1: 7.5, 2: 6.5, 3: 9.0, 4: 8.5, 5: 6.5, 6: 9.0}


def test_the_2026_cap_of_a_draw_per_round() -> None:
    # Player 4 takes a half-point bye in round 2 instead of beating 6 (6 then has a
    # pairing-allocated bye): 4 scores ½ + ½ + ½ + 1 = 2½, over the cap of ½ × 4 = 2.
    event = replace(EVENT, games=tuple(g for g in EVENT.games if (g.round, g.white) != (2, 4)),
                    byes=(*EVENT.byes, Bye(2, 4, ByeKind.HALF),
                          Bye(2, 6, ByeKind.PAIRING_ALLOCATED)))
    # 4's elements: 3's 1½, dummy, 1's 3½, 3's 1½; dummy 2½ (2024-08) or 2 (2026).
    assert (values("BH", "2024-08", event)[4], values("BH", "2026", event)[4]) == (9.0, 8.5)


def test_sonneborn_berger_with_the_dummy() -> None:
    # 1: 2's 1 × 1 + dummy × 1 + 4's 3 × ½ + 6's 2 × 1: dummy 3½ (2024-08) or 1½ (2026).
    assert (values("SB", "2024-08")[1], values("SB")[1]) == (8.0, 6.0)


def test_pre_2023_virtual_opponent_and_drawn_unplayed_rounds() -> None:
    # Opponents' unplayed rounds count as draws: 2 → 0 + ½ + 0 + ½ = 1, 1 → 1 + ½ + ½ + 1 = 3,
    # 3 → ½ + ½ + 1 + 0 = 2. 1's round 2 is a game against a virtual opponent with 1's score
    # before it, the other side of the forfeit and draws after: 1 + 0 + ½ × (4 − 2) = 2.
    # BH(1) = 1 + 2 + 3 + 2 = 8. 2's round 2: 0 + ½ + 1 = 1½; round 4: ½ + 1 + 0 = 1½;
    # BH(2) = 3 + 1½ + 2 + 1½ = 8. 4 met 3 twice: 2 + 2 + 3 + 2 = 9.
    bh = values("BH", "pre-2023")
    assert (bh[1], bh[2], bh[4]) == (8.0, 8.0, 9.0)


def test_fore_buchholz_draws_the_final_round() -> None:
    # Round 4's games drawn: 1 3, 3 2, 4 2½, 6 2½ (5's bye and 2's absence are not games).
    # FB(1) = 2's 1 + dummy 3 + 4's 2½ + 6's 2½ = 9 (2024-08); FB(4) = 2 + 2½ + 3 + 2.
    assert (values("FB", "2024-08")[1], values("FB", "2024-08")[4]) == (9.0, 9.5)


def test_fore_buchholz_is_known_before_the_final_round_is_played() -> None:
    pending = replace(EVENT, games=tuple(g if g.round < 4 else replace(g, result=None)
                                         for g in EVENT.games))
    assert values("FB", "2024-08", pending) == values("FB", "2024-08")
    assert values("BH", "2024-08", pending) != values("BH", "2024-08")


def test_rating_based_tiebreaks_count_only_rated_games_over_the_board() -> None:
    # 1 played 2 (1900), 4 (unrated, left out) and 6 (1500); the forfeit is no game.
    assert values("ARO")[1] == 1700
    assert values("ARO-C1")[1] == 1700  # the unrated opponent left out is the cut
    # Unrated players rated 1000: (1900 + 1000 + 1500) / 3 = 1466⅔ → 1467; Cut-1 drops 1000.
    assert values("ARO", unrated_rating=1000)[1] == 1467
    assert values("ARO-C1", unrated_rating=1000)[1] == 1700
    # TPR: 2 of 2 against the rated ones = 100 %, dp 800: 1700 + 800.
    assert values("TPR")[1] == 2500
    # PTP: every expected score must be 1.00, i.e. 736 above 1900 (Table 8.1b: > 735).
    assert values("PTP")[1] == 2636
    # A zero score: 800 below the lowest-rated opponent met (2 lost to 1 and 6).
    assert values("PTP")[2] == 1500 - 800


def test_rounds_elected_to_play_and_progressive_score() -> None:
    # REP: 2 loses its half-point bye and its absence, 3 its forfeit loss, 5 its last bye.
    assert values("REP") == {1: 4, 2: 2, 3: 3, 4: 4, 5: 3, 6: 4}
    # PS(1): 1 + 2 + 2½ + 3½ = 9; Cut-1 leaves out the 1 after round 1.
    assert (values("PS")[1], values("PS-C1")[1]) == (9.0, 8.0)


def test_wins_count_byes_and_forfeits_but_games_won_do_not() -> None:
    assert (values("WIN")[1], values("WON")[1], values("WIN")[5], values("WON")[5]) == (3, 2, 1, 0)


def test_koya_in_a_swiss_counts_a_point_per_round() -> None:
    # Limit ½ × 4 = 2: 1 (3½), 4 (3) and 6 (2) qualify. KS(1) = ½ against 4 + 1 against 6.
    assert values("KS")[1] == 1.5


@pytest.mark.parametrize(("edition", "expected"), [("2026", 8.5), ("2024-08", 8.5),
                                                 ("pre-2023", 9.0)])
def test_a_round_robin_ignores_the_swiss_rules(edition: str, expected: float) -> None:
    # The same games as pre-determined pairings (Art. 15.2): 4's opponents' scores as they
    # stand, 1½ + 2 + 3½ + 1½ = 8½; pre-2023 draws 1's forfeit win over 3 in both their scores
    # (4 was not involved): 2 + 2 + 3 + 2 = 9.
    robin = replace(EVENT, swiss=False)
    assert values("BH", edition, robin)[4] == expected


def test_standard_points_compare_each_round_with_the_opponent_or_a_draw() -> None:
    # 1: win, forfeit win, draw, win = 3½. 2: loss, half-point bye (a draw's points: ½),
    # loss, absent = ½. 3: draw, forfeit loss, win, loss = 1½. 5: loss, pairing-allocated
    # bye (more than a draw: 1), loss, half-point bye = 1½.
    std = values("STD")
    assert (std[1], std[2], std[3], std[5]) == (3.5, 0.5, 1.5, 1.5)


def test_pairing_number_and_rating_rank_directly() -> None:
    rows = compute_standings(EVENT, EventSettings(), ("TPN",))
    assert [r.start_no for r in rows if r.points == 1.5] == [3, 5]  # 3 before 5
    assert values("RTNG") == {1: 2000, 2: 1900, 3: 1800, 4: 0, 5: 1600, 6: 1500}
    assert values("RTNG", unrated_rating=1000)[4] == 1000
