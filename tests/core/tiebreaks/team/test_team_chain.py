"""A league's team chain is a setting: rule 25 by default, game points first, "SB with real
points" and FIDE's team SB (C.07 Art. 13.2) on request. Every value is worked out by hand.

A four-team single round robin (4 boards, 1 MP for a won match, ½ for a drawn one):
  round 1: W 2½–1½ X, Y 2–2 Z;  round 2: W 2½–1½ Y, X 4–0 Z;  round 3: W 0–4 Z, X 4–0 Y.
Match points: W 2, X 2, Y ½, Z 1½. Game points: W 5, X 9½, Y 3½, Z 6.
"""

from __future__ import annotations

import pytest

from chessarbiter.core.league.league_standings import section_standings
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.match_scoring import SectionRecord
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.tiebreaks.team.registry import TEAM
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25, RULE_25_PLACES, RULE_25_TROPHIES
from tests.fixtures.team_events import match

FOUR = SectionRecord(("W", "X", "Y", "Z"), (
    match(1, "W", "X", "1 1 ½ 0"), match(1, "Y", "Z", "1 1 0 0"),
    match(2, "W", "Y", "1 1 ½ 0"), match(2, "X", "Z", "1 1 1 1"),
    match(3, "W", "Z", "0 0 0 0"), match(3, "X", "Y", "1 1 1 1"),
))


def order(places: tuple[str, ...], trophies: tuple[str, ...] = ()) -> list[str]:
    rows = section_standings(FOUR, RULES, places=places, trophies=trophies).rows
    return [r.team for r in rows]


def test_rule_25_breaks_the_match_point_tie_by_game_points() -> None:
    # W and X on 2 MP, no playoff: (b) X 9½ GP before W 5.
    assert order(RULE_25_PLACES, RULE_25_TROPHIES) == ["X", "W", "Z", "Y"]


def test_game_points_first_ranks_by_game_points() -> None:
    assert order(("game_points", "match_points")) == ["X", "Z", "W", "Y"]


def test_sb_with_real_points_is_opponents_game_points_times_the_match_result() -> None:
    rows = section_standings(FOUR, RULES, places=("match_points", "sb_real_points")).rows
    sb = {r.team: r.tiebreaks["sb_real_points"] for r in rows}
    # W: X 9½ × 1 + Y 3½ × 1 + Z 6 × 0 = 13; X: W 5 × 0 + Y 3½ × 1 + Z 6 × 1 = 9½;
    # Y: W 5 × 0 + X 9½ × 0 + Z 6 × ½ = 3; Z: W 5 × 1 + X 9½ × 0 + Y 3½ × ½ = 6¾.
    assert sb == {"W": 13.0, "X": 9.5, "Y": 3.0, "Z": 6.75}
    assert [r.team for r in rows] == ["W", "X", "Z", "Y"]  # 13 > 9½ breaks the W–X tie


def test_fide_team_sb_is_opponents_game_points_times_own_game_points() -> None:
    rows = section_standings(FOUR, RULES, places=("match_points",),
                             trophies=("fide_team_sb",)).rows
    # W: 9½ × 2½ + 3½ × 2½ + 6 × 0 = 32½; X: 5 × 1½ + 3½ × 4 + 6 × 4 = 45½;
    # Y: 5 × 1½ + 9½ × 0 + 6 × 2 = 19½; Z: 5 × 4 + 9½ × 0 + 3½ × 2 = 27.
    assert {r.team: r.tiebreaks["fide_team_sb"] for r in rows} == {
        "W": 32.5, "X": 45.5, "Y": 19.5, "Z": 27.0}
    # Trophies only: W and X share place 1, X gets the better trophy rank.
    assert [(r.team, r.place, r.rank) for r in rows][:2] == [("X", 1, 1), ("W", 1, 2)]


def test_the_rule_25_codes_stay_reported_whatever_the_chain() -> None:
    row = section_standings(FOUR, RULES, places=("game_points",), trophies=()).rows[0]
    assert set(RULE_25) <= set(row.tiebreaks)


def test_every_default_code_is_registered() -> None:
    assert set(RULE_25_PLACES) | set(RULE_25_TROPHIES) <= set(TEAM)
    assert (COLUMBUS_2011_12.team_place_tiebreaks, COLUMBUS_2011_12.team_trophy_tiebreaks) == (
        RULE_25_PLACES, RULE_25_TROPHIES)


@pytest.mark.parametrize(("change", "message"), [
    ({"team_place_tiebreaks": ("match_points", "buchholz")}, "unknown team tie-break 'buchholz'"),
    ({"team_place_tiebreaks": ("playoff", "match_points")}, "starts with a score"),
    ({"team_place_tiebreaks": ()}, "starts with a score"),
    ({"team_trophy_tiebreaks": ("coin_toss", "coin_toss")}, "coin_toss is listed twice"),
    ({"team_trophy_tiebreaks": ("game_points",)}, "game_points is listed twice"),
])
def test_impossible_chains_are_refused(change: dict[str, tuple[str, ...]], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        COLUMBUS_2011_12.with_changes(**change)
