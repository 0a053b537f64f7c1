"""Which teams a playoff may decide (rule 25.a): those level on what the chain puts before
it. Rule 25 by default puts only the match points first (25.a comes before (b), total game
points), so teams level on match points form a group whatever their game points."""

from __future__ import annotations

from chessarbiter.core.league.league_standings import TeamStanding
from chessarbiter.core.league.playoff_groups import level_groups
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25_PLACES


def row(team: str, mp: float, gp: float) -> TeamStanding:
    return TeamStanding(place=1, rank=1, team=team, match_points=mp, game_points=gp,
                        tiebreaks={})


ROWS = (row("Rooks", 3, 9), row("Knights", 3, 7.5), row("Bishops", 2, 8), row("Pawns", 1, 4),
        row("Kings", 1, 4))


def test_teams_level_on_match_points_form_a_group_in_standings_order() -> None:
    assert level_groups(ROWS, RULE_25_PLACES) == (("Rooks", "Knights"), ("Pawns", "Kings"))


def test_a_chain_that_puts_game_points_first_splits_them_there() -> None:
    chain = ("match_points", "game_points", "playoff")
    assert level_groups(ROWS, chain) == (("Pawns", "Kings"),)


def test_a_chain_without_a_playoff_has_none() -> None:
    assert level_groups(ROWS, ("match_points", "game_points")) == ()
