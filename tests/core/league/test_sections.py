"""Rule 6: "The league shall be divided into Sections of six or eight teams each, divided
according to team rating. If there is not an even multiple of six or eight teams, the Match
Director shall determine how to organize the sections." """

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.sections import (
    Section,
    move_team,
    propose_sections,
    proposed_sizes,
    section_name,
    unusual_sections,
)
from tests.core.league.factories import SEASON


@pytest.mark.parametrize(
    ("teams", "sizes"),
    [
        (6, (6,)), (8, (8,)),
        (12, (6, 6)),  # two sections of six, not 8 + 4
        (14, (8, 6)),  # the larger section on top
        (16, (8, 8)),  # not 6 + 6 + 4: fewest sections
        (24, (8, 8, 8)),  # fewest sections, though 6 × 4 also fits
        (22, (8, 8, 6)),
    ],
)
def test_counts_made_of_sixes_and_eights(teams: int, sizes: tuple[int, ...]) -> None:
    assert proposed_sizes(teams, SEASON.section_sizes) == sizes


@pytest.mark.parametrize(
    ("teams", "sizes"),
    [(10, (5, 5)), (11, (6, 5)), (7, (7,)), (9, (5, 4)), (4, (4,)), (2, (2,)), (17, (6, 6, 5))],
)
def test_other_counts_get_even_sections_of_at_most_eight(teams: int, sizes: tuple[int, ...]
                                                         ) -> None:
    assert proposed_sizes(teams, SEASON.section_sizes) == sizes


def test_a_league_needs_two_teams() -> None:
    with pytest.raises(ValueError, match="at least 2 teams"):
        proposed_sizes(1, SEASON.section_sizes)


@given(st.integers(2, 200))
def test_sizes_cover_every_team_with_the_fewest_sections_none_too_big(teams: int) -> None:
    sizes = proposed_sizes(teams, (6, 8))
    assert sum(sizes) == teams
    assert max(sizes) <= 8 and max(sizes) - min(sizes) <= 2
    assert len(sizes) == math.ceil(teams / 8)
    assert list(sizes) == sorted(sizes, reverse=True)
    if (teams % 2 == 0 and teams >= 12) or teams in (6, 8):  # 6a + 8b has a solution
        assert set(sizes) <= {6, 8}


def test_sections_are_cut_by_team_rating_strongest_first() -> None:
    ratings: dict[str, float | None] = {f"T{i:02}": 1000.0 + 10 * i for i in range(15)}
    ratings["Newcomers"] = None  # no rated player: placed last
    ratings["T00"] = None
    sections = propose_sections(ratings, SEASON)
    # 16 teams: two sections of eight; T14 is strongest, unrated teams last (by name).
    assert [s.name for s in sections] == ["A", "B"]
    assert sections[0].teams == tuple(f"T{i:02}" for i in range(14, 6, -1))
    assert sections[1].teams[-2:] == ("Newcomers", "T00")
    assert unusual_sections(sections, SEASON) == []


def test_equal_team_ratings_are_ordered_by_name() -> None:
    sections = propose_sections({"Pawns": 1500.0, "Bishops": 1500.0, "Kings": 1600.0}, SEASON)
    assert sections == (Section("A", ("Kings", "Bishops", "Pawns")),)


def test_the_director_moves_a_team_and_unusual_sizes_are_flagged() -> None:
    sections = propose_sections({f"T{i}": float(2000 - i) for i in range(12)}, SEASON)
    edited = move_team(sections, "T5", "B")
    assert [len(s.teams) for s in edited] == [5, 7] and edited[1].teams[-1] == "T5"
    assert unusual_sections(edited, SEASON) == [
        "section A has 5 teams; rule 6 asks for 6 or 8, so the Match Director decides",
        "section B has 7 teams; rule 6 asks for 6 or 8, so the Match Director decides",
    ]
    with pytest.raises(ValueError, match="no section named 'C'"):
        move_team(sections, "T5", "C")
    with pytest.raises(ValueError, match="in no section"):
        move_team(sections, "T99", "A")


def test_a_section_emptied_by_moves_disappears() -> None:
    sections = (Section("A", ("X",)), Section("B", ("Y", "Z")))
    assert move_team(sections, "X", "B") == (Section("B", ("Y", "Z", "X")),)


def test_section_names_run_like_spreadsheet_columns() -> None:
    assert [section_name(i) for i in (0, 1, 25, 26, 27)] == ["A", "B", "Z", "AA", "AB"]
