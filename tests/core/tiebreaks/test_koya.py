"""Koya's maximum counts games scheduled in the rounds reached, never the free round.

Every value here is worked by hand in the comments.
"""

from pathlib import Path

import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.io.trf import read_trf
from tests.fixtures.crosstables import round_robin


def koya(results: list[tuple[int, int, str]], players: int, offset: float) -> dict[int, float]:
    rows = compute_standings(round_robin(players, results),
                             EventSettings(koya_limit_offset=offset), ("KS", "SB", "WIN"))
    return {r.start_no: r.tiebreaks["KS"] for r in rows}


ALL_DRAWN_FIVE = [(a, b, "1/2-1/2") for a in range(1, 6) for b in range(a + 1, 6)]


@pytest.mark.parametrize(("offset", "expected"), [(0.0, 2.0), (-0.5, 2.0), (0.5, 0.0)])
def test_odd_field_maximum_is_the_games_not_the_rounds(offset: float, expected: float) -> None:
    # Five players, all drawn: each has 2 from 4 games (5 rounds, one free). Maximum 4, limit 2,
    # so every opponent qualifies and KS = 2; had the free round counted, the limit would be 2½.
    assert koya(ALL_DRAWN_FIVE, 5, offset) == dict.fromkeys(range(1, 6), expected)


def test_free_round_is_in_no_sum() -> None:
    rows = compute_standings(round_robin(5, ALL_DRAWN_FIVE), EventSettings(), ("SB", "WIN"))
    # SB = 4 draws × ½ × 2 = 4; no win, the free round gives nothing.
    assert {r.start_no: (r.points, r.tiebreaks["SB"], r.tiebreaks["WIN"]) for r in rows} == \
        dict.fromkeys(range(1, 6), (2.0, 4.0, 0))


def test_mid_event_maximum_counts_rounds_reached() -> None:
    # Four players after round 1 (1–4 1-0, 2–3 ½): maximum 1 game, limit ½. Player 1 beat
    # player 4 (0 points) → 0; players 2 and 3 drew an opponent on ½ → ½ each; player 4 lost.
    assert koya([(1, 4, "1-0"), (2, 3, "1/2-1/2")], 4, 0.0) == {1: 0.0, 2: 0.5, 3: 0.5, 4: 0.0}


def test_a_scored_free_round_counts_in_the_maximum() -> None:
    # tests/fixtures/tiebreaks/rr9_scored_free_round.trf: nine players, every free round a
    # point (F). The maximum is 8 games + 1 = 9, the limit 4½ (C.07 Art. 9.2), as FIDE's
    # TieBreakServer has it. Player 1 (5 points) scored 0 against 2 (5½) and 6 (6), ½ against
    # 7 (4½), 8 (6) and 9 (6): KS 1½. Half the games (4) would let in 3, 4 and 5 (4 points
    # each, against whom player 1 scored 1 + ½ + 1) for a KS of 4.
    path = Path(__file__).parents[2] / "fixtures" / "tiebreaks" / "rr9_scored_free_round.trf"
    event = read_trf(path.read_bytes(), path.name).to_tournament()
    rows = {r.start_no: r for r in compute_standings(event, EventSettings(), ("KS",))}
    assert (rows[1].points, rows[1].tiebreaks["KS"]) == (5.0, 1.5)
