"""The worked example of rules-notes §1.7 (a 4-player round robin, Berger numbers A=1 … D=4).

The A and C values are the hand-worked numbers printed there; the B and D values and the
pre-2023 Koya values were worked out by hand for these tests (each is derived in a comment).
Berger colours for 4 players: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1 (first named has White).
"""

import pytest

from chessarbiter.core.settings import EDITIONS, EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Standing
from tests.fixtures.crosstables import round_robin

A, B, C, D = 1, 2, 3, 4
ALL_PLAYED = [(A, B, "1-0"), (A, C, "1/2-1/2"), (D, A, "1-0"),
              (B, C, "1-0"), (B, D, "1-0"), (C, D, "1-0")]
# The same event with C–D (round 2, D White) won by C by forfeit.
C_WINS_BY_FORFEIT = [*ALL_PLAYED[:5], (C, D, "+-")]
CHAIN = ("DE", "SB", "WIN", "WON", "KS", "BPG")
CURRENT_EDITIONS = ("2026", "2024-08")


def standings(results: list[tuple[int, int, str]], edition: str) -> dict[int, Standing]:
    rows = compute_standings(round_robin(4, results), EventSettings(edition=edition), CHAIN)
    return {row.start_no: row for row in rows}


@pytest.mark.parametrize("edition", EDITIONS)
def test_all_played_gives_the_printed_values_in_every_edition(edition: str) -> None:
    rows = standings(ALL_PLAYED, edition)
    assert {p: row.points for p, row in rows.items()} == {A: 1.5, B: 2.0, C: 1.5, D: 1.0}
    assert rows[A].tiebreaks == {"DE": 0.5, "SB": 2.75, "WIN": 1, "WON": 1, "KS": 1.5, "BPG": 1}
    assert rows[C].tiebreaks == {"DE": 0.5, "SB": 1.75, "WIN": 1, "WON": 1, "KS": 0.5, "BPG": 2}
    # B: SB 1.5 (beat C) + 1 (beat D); KS counts C (1.5 ≥ 1.5), not D; Black only in R2.
    assert rows[B].tiebreaks == {"DE": 0.0, "SB": 2.5, "WIN": 2, "WON": 2, "KS": 1.0, "BPG": 1}
    # D: SB 1.5 (beat A); KS counts A; Black in R1 and R3.
    assert rows[D].tiebreaks == {"DE": 0.0, "SB": 1.5, "WIN": 1, "WON": 1, "KS": 1.0, "BPG": 2}
    # A and C are tied on DE (½ each); SB puts A ahead.
    assert [rows[p].rank for p in (A, B, C, D)] == [2, 1, 3, 4]


@pytest.mark.parametrize("edition", CURRENT_EDITIONS)
def test_forfeit_changes_only_won_and_blacks_under_current_rules(edition: str) -> None:
    rows = standings(C_WINS_BY_FORFEIT, edition)
    assert rows[C].points == 1.5
    assert rows[A].tiebreaks == {"DE": 0.5, "SB": 2.75, "WIN": 1, "WON": 1, "KS": 1.5, "BPG": 1}
    assert rows[C].tiebreaks == {"DE": 0.5, "SB": 1.75, "WIN": 1, "WON": 0, "KS": 0.5, "BPG": 1}
    assert rows[B].tiebreaks["SB"] == 2.5
    assert rows[D].tiebreaks == {"DE": 0.0, "SB": 1.5, "WIN": 1, "WON": 1, "KS": 1.0, "BPG": 2}


def test_forfeit_under_pre_2023_rules_uses_draws_and_a_virtual_opponent() -> None:
    rows = standings(C_WINS_BY_FORFEIT, "pre-2023")
    # SB(A) = 2 (B) + ½ × 1.0 (C with the forfeit counted as a draw); SB(C) = ½ × 1.5 (A)
    # + 1 × Svon, Svon = 0 (C before round 2) + (1 − 1) + ½ × (3 − 2) = 0.5.
    assert rows[A].tiebreaks["SB"] == 2.5
    assert rows[C].tiebreaks["SB"] == 1.25
    # KS limit 1.5. A: B (2) qualifies, C (adjusted 1.0) does not, D (adjusted 1.5) does but
    # A lost to D → 1.0. C: A (1.5) → ½; virtual opponent 0.5 does not qualify → 0.5.
    assert rows[A].tiebreaks["KS"] == 1.0
    assert rows[C].tiebreaks["KS"] == 0.5
    # B: beat C (adjusted 1.0) and D (adjusted 1.5) → SB 2.5, KS 1 (only D qualifies).
    assert rows[B].tiebreaks["SB"] == 2.5
    assert rows[B].tiebreaks["KS"] == 1.0
    # Played-game counts do not depend on the edition.
    assert (rows[C].tiebreaks["WON"], rows[C].tiebreaks["BPG"]) == (0, 1)
    assert [rows[p].rank for p in (A, B, C, D)] == [2, 1, 3, 4]
