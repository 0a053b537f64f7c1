"""Rules 26-28: team prizes and board prizes.

26: "Team prizes shall be awarded to the top two scoring teams in each section."
27: "No team may receive more than one prize, and no prize at all if deductions in excess of
that team's deposit remain outstanding … awarded to the next highest-scoring eligible team
or, if none, shall be forfeited."
28: "Board prizes … for the top scoring player on each board (1-4). A player is eligible …
only for the lowest board number on which he or she played … Extra rated games shall not be
considered … Ties will be broken based on prior results of head to head games between those
players tied, then standard USCF tie breaks."
Expected values were worked out by hand from the games written here.
"""

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.league_prizes import (
    CUMULATIVE,
    HEAD_TO_HEAD,
    MODIFIED_MEDIAN,
    SOLKOFF,
    BoardPrize,
    TeamPrize,
    board_prizes,
    board_standings,
    team_prizes,
)
from chessarbiter.core.league.league_standings import SectionStandings, TeamStanding
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.match_scoring import ExtraGame, SectionRecord
from chessarbiter.core.results import Result
from tests.fixtures.team_events import FIRST_DATE, match


def table(*rows: tuple[str, int, int]) -> SectionStandings:
    return SectionStandings(tuple(TeamStanding(p, r, t, 0.0, 0.0, {}) for t, p, r in rows), ())


def test_the_top_two_teams_win_the_team_prizes() -> None:
    prizes = team_prizes(table(("A", 1, 1), ("B", 2, 2), ("C", 3, 3)), RULES)
    assert prizes == (TeamPrize(1, ("A",), 1, ("A",)), TeamPrize(2, ("B",), 2, ("B",)))


def test_a_team_owing_deductions_passes_its_prize_to_the_next_eligible_team() -> None:
    prizes = team_prizes(table(("A", 1, 1), ("B", 2, 2), ("C", 3, 3)), RULES, owing={"A"})
    assert [(p.prize, p.teams, p.place) for p in prizes] == [(1, ("B",), 2), (2, ("C",), 3)]


def test_a_prize_with_no_eligible_team_left_is_forfeited() -> None:
    prizes = team_prizes(table(("A", 1, 1), ("B", 2, 2)), RULES, owing={"B"})
    assert [p.teams for p in prizes] == [("A",)]


def test_no_team_receives_more_than_one_prize() -> None:
    prizes = team_prizes(table(("A", 1, 1), ("B", 2, 2), ("C", 3, 3)), RULES, awarded={"A"})
    assert [p.teams for p in prizes] == [("B",), ("C",)]


def test_co_winners_of_a_place_are_named_with_each_prize() -> None:
    prizes = team_prizes(table(("B", 1, 1), ("A", 1, 2), ("C", 3, 3)), RULES)
    assert [(p.teams, p.co_winners) for p in prizes] == [(("B",), ("B", "A")),
                                                         (("A",), ("B", "A"))]


def test_a_pending_coin_toss_leaves_both_prizes_between_the_tied_teams() -> None:
    prizes = team_prizes(table(("A", 1, 1), ("B", 1, 1), ("C", 3, 3)), RULES)
    assert [p.teams for p in prizes] == [("A", "B"), ("A", "B")]


# Two-board teams keep the examples small.
TWO = RULES.with_changes(boards=2, prize_boards=2, match_win_at=1.5, match_draw_at=1.0,
                         bye_game_points=2.0)
# Board 1: a1, b1, c1 all score 2 and drew each other; d1 scores 0.
# Board 2: b2 scores 2; a2 and c2 1½ (c2's first point a forfeit: d2 was absent in round 1).
SEASON = SectionRecord(("A", "B", "C", "D"), (
    match(1, "A", "B", "½ 1"),
    match(1, "C", "D", "1 +", players=[("C1", "D1"), ("C2", None)]),
    match(2, "A", "C", "½ ½"),
    match(2, "B", "D", "1 1"),
    match(3, "A", "D", "1 0"),
    match(3, "B", "C", "½ 1"),
))


def test_board_1_three_way_tie_is_broken_by_cumulative_score() -> None:
    rows = board_standings(SEASON, TWO)[1]
    assert [(r.player, r.score, r.rank) for r in rows] == [
        ("C1", 2.0, 1), ("B1", 2.0, 2), ("A1", 2.0, 3), ("D1", 0.0, 4)]
    top = {r.player: r.tiebreaks for r in rows[:3]}
    # All draws among them; plus scores drop the lowest opponent (D1, 0): 2 + 2 each.
    assert {p: (t[HEAD_TO_HEAD], t[MODIFIED_MEDIAN], t[SOLKOFF]) for p, t in top.items()} == \
        {p: (0.0, 4.0, 4.0) for p in top}
    # C1: 1, ½, ½ → 1 + 1½ + 2; B1: ½, 1, ½ → ½ + 1½ + 2; A1: ½, ½, 1 → ½ + 1 + 2.
    assert [top[p][CUMULATIVE] for p in ("C1", "B1", "A1")] == [4.5, 4.0, 3.5]


def test_board_2_modified_median_with_a_forfeit_win() -> None:
    rows = board_standings(SEASON, TWO)[2]
    assert [(r.player, r.score) for r in rows] == [
        ("B2", 2.0), ("C2", 1.5), ("A2", 1.5), ("D2", 1.0)]
    t = {r.player: r.tiebreaks for r in rows}
    # Even scores (1½ of 3) drop the highest and lowest opponent. A2's opponents: B2 2,
    # C2 1 (½ + 0 + ½ for its forfeit win), D2 1 → 1. C2's: the absent D2 counts 0, A2 1½,
    # B2 2 → 1½.
    assert (t["C2"][MODIFIED_MEDIAN], t["A2"][MODIFIED_MEDIAN]) == (1.5, 1.0)
    # Cumulative subtracts the forfeit win: 1 + 1½ + 1½ − 1.
    assert t["C2"][CUMULATIVE] == 3.0
    assert board_prizes(SEASON, TWO) == (BoardPrize(1, ("C1",), 2.0), BoardPrize(2, ("B2",), 2.0))


def test_head_to_head_comes_first_among_tied_players() -> None:
    # Board 1: A1 beat B1, lost to C1, drew D1; B1 lost to A1, beat D1, drew C1: both 1½,
    # with the same opponents, so only their own game separates them.
    record = SectionRecord(("A", "B", "C", "D"), (
        match(1, "A", "B", "1 ½"), match(1, "C", "D", "1 ½"),
        match(2, "A", "C", "0 ½"), match(2, "B", "D", "1 ½"),
        match(3, "A", "D", "½ ½"), match(3, "B", "C", "½ ½"),
    ))
    rows = board_standings(record, TWO)[1]
    assert [(r.player, r.score, r.rank) for r in rows] == [
        ("C1", 2.5, 1), ("A1", 1.5, 2), ("B1", 1.5, 3), ("D1", 0.5, 4)]
    assert [r.tiebreaks[HEAD_TO_HEAD] for r in rows] == [None, 1.0, -1.0, None]
    assert rows[1].tiebreaks[MODIFIED_MEDIAN] == rows[2].tiebreaks[MODIFIED_MEDIAN] == 1.5


SWITCHER = SectionRecord(("A", "B"), (
    match(1, "A", "B", "1 1", players=[("A1", "B1"), ("X", "B2")]),
    match(2, "B", "A", "0 0", players=[("B1", "X"), ("B2", "A2")]),
    match(3, "A", "B", "1 1", players=[("A1", "B1"), ("X", "B2")]),
))


def test_a_player_competes_only_on_the_lowest_board_number_played() -> None:
    boards = board_standings(SWITCHER, TWO)
    assert "X" in {r.player for r in boards[1]} and "X" not in {r.player for r in boards[2]}
    # Every league game counts: X won on board 2 twice and on board 1 once.
    assert next(r for r in boards[1] if r.player == "X").score == 3.0
    only_board_1 = TWO.with_changes(board_prize_all_games=False)
    assert next(r for r in board_standings(SWITCHER, only_board_1)[1]
                if r.player == "X").score == 1.0


def test_extra_rated_games_are_not_considered() -> None:
    extra = ExtraGame(FIRST_DATE, "B1", "D1", "B", "D", Result.WHITE_WINS)
    with_extra = SectionRecord(SEASON.teams, SEASON.matches, extra_games=(extra,))
    assert board_standings(with_extra, TWO) == board_standings(SEASON, TWO)


@given(st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=8),
       st.sets(st.integers(min_value=0, max_value=7)))
def test_prizes_go_to_distinct_eligible_teams(ranks: list[int], owing: set[int]) -> None:
    names = [f"T{i}" for i in range(len(ranks))]
    rows = sorted(zip(names, sorted(ranks), sorted(ranks), strict=True), key=lambda r: r[2])
    owes = {f"T{i}" for i in owing}
    prizes = team_prizes(table(*rows), RULES, owing=owes)
    eligible = [n for n in names if n not in owes]
    assert [p.prize for p in prizes] == list(range(1, min(2, len(eligible)) + 1))
    assert all(set(p.teams) <= set(eligible) for p in prizes)
    decided = [p.teams[0] for p in prizes if len(p.teams) == 1]
    assert len(decided) == len(set(decided))
