"""Rule 11: "A registration is not complete and the team not entered, until the organizer has
received a complete team roster …, payment of the entry fee, and payment of a $50 deposit",
"at least two weeks prior to the first scheduled round"."""

from dataclasses import replace
from datetime import date

from chessarbiter.core.league.registration import registration_problems
from chessarbiter.core.league.teams import Registration
from tests.core.league.factories import SEASON, member, team

ON_TIME = date(2011, 9, 25)


def test_a_team_with_roster_fee_and_deposit_in_time_is_entered() -> None:
    knights = replace(team("Knights", {1: 1800, 2: 1700, 3: 1600, 4: 1500}),
                      registration=Registration(ON_TIME, ON_TIME, ON_TIME))
    assert registration_problems(knights, SEASON) == []


def test_each_missing_or_late_part_is_named() -> None:
    settings = SEASON.with_changes(entry_fee=80)
    knights = replace(team("Knights", {1: 1800, 2: 1700, 3: 1600, 4: 1500}),
                      registration=Registration(ON_TIME, None, date(2011, 10, 3)))
    assert registration_problems(knights, settings) == [
        "rule 11: the $80 entry fee has not been received",
        "rule 11: the $50 deposit arrived 2011-10-03, after the registration deadline 2011-10-02",
    ]


def test_an_incomplete_roster_keeps_the_team_out() -> None:
    knights = team("Knights", {1: 1800, 2: 1700, 3: 1600})
    roster = list(knights.roster)
    roster[1] = replace(roster[1], member=member(2, address=""))
    knights = replace(knights, roster=tuple(roster),
                      registration=Registration(ON_TIME, ON_TIME, ON_TIME))
    assert registration_problems(knights, SEASON) == [
        "rule 9: 3 players listed; a team needs at least 4",
        "rule 12.f: Player 2: the postal address is missing",
    ]
