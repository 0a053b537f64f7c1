"""Rule 7: "Pairings in each section shall be made as a double round robin, two rounds against
every other team in the section, alternating colors." """

from collections import Counter
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.schedule import SectionRound, schedule_section, section_rounds
from chessarbiter.core.league.sections import Section
from tests.core.league.factories import SEASON

NO_SWAP = SEASON.with_changes(swap_last_two=False)


def pairs(rounds: tuple[SectionRound, ...]) -> list[list[tuple[str, str]]]:
    return [[(m.white, m.black) for m in r.matches] for r in rounds]


def test_four_teams_follow_the_fide_berger_table_then_reverse_colours() -> None:
    # FIDE C.05 Annex 1, table for 3 or 4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
    rounds = section_rounds(["Kings", "Queens", "Rooks", "Bishops"], NO_SWAP)
    k, q, r, b = "Kings", "Queens", "Rooks", "Bishops"
    assert pairs(rounds) == [
        [(k, b), (q, r)], [(b, r), (k, q)], [(q, b), (r, k)],
        [(b, k), (r, q)], [(r, b), (q, k)], [(b, q), (k, r)],
    ]
    assert [m.table for m in rounds[0].matches] == [1, 2]


def test_the_last_two_rounds_of_the_first_cycle_are_swapped_by_default() -> None:
    plain = pairs(section_rounds(["A", "B", "C", "D"], NO_SWAP))
    swapped = pairs(section_rounds(["A", "B", "C", "D"], SEASON))
    assert swapped[:3] == [plain[0], plain[2], plain[1]]


def test_an_odd_section_gives_each_team_a_bye_in_each_cycle() -> None:
    rounds = section_rounds(["A", "B", "C", "D", "E"], SEASON)
    assert len(rounds) == 10 and all(len(r.matches) == 2 for r in rounds)
    assert Counter(r.bye for r in rounds) == {t: 2 for t in "ABCDE"}


@given(st.integers(2, 14), st.booleans())
def test_every_pair_meets_twice_once_with_each_colour(n: int, swap: bool) -> None:
    teams = [f"T{i}" for i in range(n)]
    rounds = section_rounds(teams, SEASON.with_changes(swap_last_two=swap))
    assert len(rounds) == 2 * (n - 1 + n % 2)
    meetings = Counter((m.white, m.black) for r in rounds for m in r.matches)
    for a, b in combinations(teams, 2):
        assert meetings[(a, b)] == 1 and meetings[(b, a)] == 1
    for r in rounds:
        playing = [t for m in r.matches for t in (m.white, m.black)]
        assert len(playing) == len(set(playing))
        assert set(playing) | ({r.bye} if r.bye else set()) == set(teams)
        assert (r.bye is None) == (n % 2 == 0)


def test_a_section_is_scheduled_on_the_season_dates() -> None:
    # Six teams: ten rounds, two on each of the first five dates.
    section = schedule_section(Section("A", tuple("ABCDEF")), SEASON)
    assert section.section == "A" and len(section.rounds) == 10
    assert section.calendar.date_of(10) == SEASON.dates[4]


def test_a_team_listed_twice_is_refused() -> None:
    try:
        section_rounds(["A", "B", "A"], SEASON)
    except ValueError as e:
        assert "listed twice" in str(e)
    else:
        raise AssertionError("a repeated team was accepted")
