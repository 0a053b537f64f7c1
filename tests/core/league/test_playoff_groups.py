"""Which teams a playoff may decide (rule 25.a): those level on what the chain puts before
it. Rule 25 by default puts only the match points first (25.a comes before (b), total game
points), so teams level on match points form a group whatever their game points."""

from __future__ import annotations

from datetime import date

from chessarbiter.core.league.league_standings import TeamStanding
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.playoff_groups import PlayoffOpening, level_groups, playoff_opening
from chessarbiter.core.league.season_dates import Calendar
from chessarbiter.core.league.season_record import (
    SeasonRecord,
    SectionNights,
    SideLineup,
    StoredBoard,
    StoredMatch,
)
from chessarbiter.core.results import Result
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


# --- playoff_opening: the one rule the service refuses by and the window offers by ---------
# Section A of four teams, two rounds: round 1 Rooks – Knights and Bishops – Pawns, round 2
# Rooks – Bishops and Knights – Pawns; played matches are four draws.

def _match(match_id: int, rnd: int, first: str, second: str, played: bool) -> StoredMatch:
    if not played:
        return StoredMatch(match_id, "A", rnd, DAY, first, second, {}, {})
    lineups = {t: SideLineup(10 * match_id + k, tuple(f"{t}{p}" for p in range(1, 5)),
                             frozenset(), None) for k, t in enumerate((first, second))}
    boards = {n: StoredBoard(n, Result.DRAW) for n in range(1, 5)}
    return StoredMatch(match_id, "A", rnd, DAY, first, second, lineups, boards)


def _record(*played: bool) -> SeasonRecord:
    pairs = ((1, "Rooks", "Knights"), (1, "Bishops", "Pawns"), (2, "Rooks", "Bishops"),
             (2, "Knights", "Pawns"))
    matches = tuple(_match(k, rnd, a, b, p)
                    for k, ((rnd, a, b), p) in enumerate(zip(pairs, played, strict=True), 1))
    nights = SectionNights("A", 1, ("Rooks", "Knights", "Bishops", "Pawns"), Calendar(()),
                           matches, ())
    return SeasonRecord(MatchRules(), (nights,), ())


DAY = date(2011, 10, 16)


def test_the_playoff_waits_for_the_section_s_last_match() -> None:
    assert playoff_opening(_record(False, False, False, False), "A", ROWS,
                           RULE_25_PLACES) == PlayoffOpening("A", (), (
        "The playoff waits for section A's last match: 4 matches are open, the last round 2, "
        "Knights – Pawns (rule 25.a)"))
    assert playoff_opening(_record(True, True, False, True), "A", ROWS,
                           RULE_25_PLACES).reason == (
        "The playoff waits for section A's last match: round 2, Rooks – Bishops (rule 25.a)")


def test_once_played_out_the_level_teams_may_play_one_off() -> None:
    opening = playoff_opening(_record(True, True, True, True), "A", ROWS, RULE_25_PLACES)
    assert opening.open
    assert opening.groups == (("Rooks", "Knights"), ("Pawns", "Kings"))


def test_no_level_teams_no_playoff() -> None:
    rows = (row("Rooks", 3, 9), row("Knights", 2, 7.5))
    assert playoff_opening(_record(True, True, True, True), "A", rows,
                           ("match_points", "game_points", "playoff")).reason == (
        "No teams of section A are level on match points and game points (rule 25.a)")


def test_a_chain_without_a_playoff_says_so_first() -> None:
    assert playoff_opening(_record(False, False, False, False), "A", ROWS,
                           ("match_points", "game_points")).reason == (
        "The season's team chain has no playoff (team_place_tiebreaks, rule 25.a)")
