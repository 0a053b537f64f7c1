"""Rule 35: the route of each maker's decisions and the committee's 3/4 of its entire
membership (35.d), worked out by hand: 3/4 of 8 is 6, 3/4 of 7 is 5.25 so 6, 3/4 of 4 is 3."""

from __future__ import annotations

import pytest

from chessarbiter.core.league.appeals import (
    Official,
    Outcome,
    Under,
    check_appeal,
    committee_outcome,
    route,
    votes_needed,
)
from chessarbiter.core.league.match_rules import MatchRules

SHARE = MatchRules().appeal_overrule_share


def test_the_default_share_is_three_fourths() -> None:
    assert SHARE == 0.75


@pytest.mark.parametrize(("size", "needed"), [(8, 6), (7, 6), (6, 5), (5, 4), (4, 3), (1, 1)])
def test_votes_needed_are_three_fourths_of_the_entire_committee_rounded_up(
        size: int, needed: int) -> None:
    assert votes_needed(size, SHARE) == needed


@pytest.mark.parametrize(("votes", "size", "outcome"), [
    (6, 8, Outcome.OVERRULED),  # 6 of 8 is exactly 3/4
    (5, 8, Outcome.UPHELD),
    (6, 7, Outcome.OVERRULED),  # 3/4 of 7 = 5.25: 6 needed
    (5, 7, Outcome.UPHELD),  # 5 of the 6 captains present would be 5/6, yet not enough
    (8, 8, Outcome.OVERRULED),
    (0, 8, Outcome.UPHELD),
])
def test_the_committee_overrules_only_with_three_fourths_of_all_captains(
        votes: int, size: int, outcome: Outcome) -> None:
    assert committee_outcome(votes, size, SHARE) is outcome


def test_a_simple_majority_share_counts_the_same_way() -> None:
    assert committee_outcome(5, 8, 0.5) is Outcome.OVERRULED  # 4 needed
    assert votes_needed(7, 0.5) == 4  # 3.5 → 4


@pytest.mark.parametrize(("votes", "size", "message"), [
    (9, 8, "9 votes to overrule cannot come from a committee of 8"),
    (-1, 8, "-1 votes to overrule cannot come from a committee of 8"),
    (0, 0, "the committee has at least one captain"),
])
def test_impossible_votes_are_refused(votes: int, size: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        committee_outcome(votes, size, SHARE)


@pytest.mark.parametrize(("maker", "under", "to", "rule"), [
    (Official.CAPTAIN, Under.LEAGUE, Official.TD, "35.a"),
    (Official.CAPTAIN, Under.USCF, Official.DIRECTOR, "35.a"),
    (Official.TD, Under.LEAGUE, Official.DIRECTOR, "35.c"),
    (Official.DIRECTOR, Under.LEAGUE, Official.COMMITTEE, "35.d"),
])
def test_each_appeal_goes_to_the_body_rule_35_names(
        maker: Official, under: Under, to: Official, rule: str) -> None:
    assert check_appeal(maker, under, to, "rule 15").rule == rule


@pytest.mark.parametrize(("maker", "under", "to", "message"), [
    (Official.TD, Under.LEAGUE, Official.COMMITTEE,
     "rule 35.c: a decision of a TD is appealed only to the Match Director, not to the "
     "committee of all team captains"),
    (Official.DIRECTOR, Under.LEAGUE, Official.TD,
     "rule 35.d: a decision of the Match Director is appealed only to the committee of all "
     "team captains, not to a TD"),
    (Official.CAPTAIN, Under.LEAGUE, Official.COMMITTEE,
     "rule 35.a: a decision of a team captain is appealed only to a TD or the Match "
     "Director, not to the committee"),
    (Official.TD, Under.USCF, Official.DIRECTOR,
     "rule 35.b: a TD ruling under US Chess rules is appealed using normal US Chess "
     "procedures, outside the league"),
    (Official.COMMITTEE, Under.LEAGUE, Official.DIRECTOR,
     "rule 35: the committee of team captains decides last"),
])
def test_appeals_to_another_body_are_refused_naming_the_rule(
        maker: Official, under: Under, to: Official, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        check_appeal(maker, under, to, "rule 15")
    assert str(refused.value).startswith(message)


def test_a_captains_decision_is_appealed_only_for_a_rule_it_breaks() -> None:
    with pytest.raises(ValueError) as refused:
        check_appeal(Official.CAPTAIN, Under.LEAGUE, Official.DIRECTOR, "  ")
    assert str(refused.value) == ("rule 35.a: a captain's decision is appealed only if the "
                                  "decision violates league or US Chess rules; name the rule "
                                  "it breaks")


def test_a_td_ruling_takes_its_route_from_the_rules_it_applied() -> None:
    routes = [route(Official.TD, u) for u in (Under.LEAGUE, Under.USCF)]
    assert [r.rule if r else None for r in routes] == ["35.c", "35.b"]
    assert route(Official.COMMITTEE, Under.LEAGUE) is None


def test_the_share_must_be_above_0_and_at_most_1() -> None:
    assert MatchRules(appeal_overrule_share=0).problems() == [
        "appeal overrule share must be above 0 and at most 1"]
    assert MatchRules(appeal_overrule_share=1.5).problems() == [
        "appeal overrule share must be above 0 and at most 1"]
    assert MatchRules(appeal_overrule_share=1).problems() == []
