"""Rule 13, item by item, with worked examples from its wording. Season 2011-12: registration
deadline 2011-10-02, cut-off 2012-01-30, last league date 2012-04-15."""

from datetime import date, datetime

import pytest

from chessarbiter.core.league.roster_log import Approval, RosterChangeRefused, Rosters
from chessarbiter.core.league.roster_rules import (
    Appearance,
    Decision,
    RosterChange,
    Verdict,
    among_top,
    eligible_from,
    one_team_per_date,
)
from tests.core.league.factories import SEASON, entry, team, uscf

# Knights: 1900, 1800, 1700, 1600, 1500 → team rating (1900+1800+1700+1600) / 4 = 1750.
KNIGHTS = team("Knights", {1: 1900, 2: 1800, 3: 1700, 4: 1600, 5: 1500})
# Rooks: eight players, 2100 down to 1400 in steps of 100.
ROOKS = team("Rooks", {10 + i: 2100 - 100 * i for i in range(8)})
ROSTERS = Rosters((KNIGHTS, ROOKS))
DIRECTOR = Approval("M. Director", datetime(2011, 10, 20, 9, 30), "both captains consulted")


def knights(on: date, add: tuple[int, ...] = (), remove: tuple[int, ...] = (),
            ratings: dict[int, int | None] | None = None) -> RosterChange:
    ratings = ratings or {}
    return RosterChange("Knights", on, tuple(entry(n, ratings.get(n, 1200)) for n in add),
                        tuple(uscf(n) for n in remove))


def verdicts(change: RosterChange, rosters: Rosters = ROSTERS,
             appearances: tuple[Appearance, ...] = ()) -> dict[str, Verdict]:
    return {d.rule: d.verdict for d in rosters.review(change, SEASON, appearances)}


def refusal(change: RosterChange, rosters: Rosters = ROSTERS,
            appearances: tuple[Appearance, ...] = ()) -> str:
    with pytest.raises(RosterChangeRefused) as caught:
        rosters.apply(change, SEASON, appearances, approval=DIRECTOR)
    return str(caught.value)


# A swap that lifts the team rating by 100: the 1600 player out, a 2000 player in
# (top four then 2000, 1900, 1800, 1700 = 1850).
def strong_swap(on: date) -> RosterChange:
    return knights(on, add=(6,), remove=(4,), ratings={6: 2000})


def test_13a_changes_are_free_until_the_registration_deadline() -> None:
    # "Changes may be made freely until the registration deadline."
    change = strong_swap(date(2011, 10, 2))
    assert verdicts(change)["13.a"] is Verdict.ALLOWED and "13.b" not in verdicts(change)
    after = ROSTERS.apply(change, SEASON)
    assert after.teams[0].ids == {uscf(n) for n in (1, 2, 3, 5, 6)}
    assert after.log[-1].approval is None


def test_13b_after_the_deadline_a_move_over_30_points_needs_approval() -> None:
    # "After the registration deadline and until January 30th, changes which would alter the
    # team rating by more than 30 points shall require Match Director approval."
    change = strong_swap(date(2011, 10, 3))
    decision = next(d for d in ROSTERS.review(change, SEASON) if d.rule == "13.b")
    assert decision == Decision(Verdict.APPROVAL, "13.b",
                                "team rating 1750 → 1850 moves 100 points, more than 30")
    with pytest.raises(RosterChangeRefused, match=r"rule 13\.b: needs the Match Director's"):
        ROSTERS.apply(change, SEASON)
    approved = ROSTERS.apply(change, SEASON, approval=DIRECTOR)
    logged = approved.log[-1]
    assert logged.change == change and logged.approval == DIRECTOR
    assert (logged.approval.by, logged.approval.at) == ("M. Director", datetime(2011, 10, 20,
                                                                                  9, 30))


@pytest.mark.parametrize(("rating", "verdict"), [(1720, Verdict.ALLOWED),
                                                 (1721, Verdict.APPROVAL)])
def test_13b_exactly_30_points_is_not_more_than_30(rating: int, verdict: Verdict) -> None:
    # Out goes the 1600; in comes 1720: (1900+1800+1720+1700)/4 = 1780, up 30 exactly.
    # With 1721 the rating becomes 1780.25: more than 30.
    change = knights(date(2012, 1, 30), add=(6,), remove=(4,), ratings={6: rating})
    assert verdicts(change)["13.b"] is verdict


def test_13b_a_change_below_the_top_four_moves_nothing() -> None:
    change = knights(date(2011, 12, 1), add=(6,), ratings={6: 1550})
    assert verdicts(change) == {"13.b": Verdict.ALLOWED, "13.d": Verdict.ALLOWED}


def test_13c_after_january_30th_every_change_needs_approval() -> None:
    # "No changes shall be allowed after January 30th except due to unusual and unforeseen
    # circumstances, and only with approval of the Match Director."
    change = knights(date(2012, 1, 31), add=(6,), ratings={6: 1550})
    assert verdicts(change) == {"13.c": Verdict.APPROVAL, "13.d": Verdict.ALLOWED}
    with pytest.raises(RosterChangeRefused, match=r"rule 13\.c: .*unusual and unforeseen"):
        ROSTERS.apply(change, SEASON)
    assert ROSTERS.apply(change, SEASON, approval=DIRECTOR).log[-1].approval == DIRECTOR


def test_13d_an_added_player_plays_once_eligibility_can_be_verified() -> None:
    # "far enough in advance to allow for verification of player eligibility prior to the next
    # round": two days (a setting). Added the day before the November date: December.
    assert eligible_from(date(2011, 11, 19), SEASON) == date(2011, 12, 18)
    assert eligible_from(date(2011, 11, 18), SEASON) == date(2011, 11, 20)
    assert eligible_from(date(2012, 4, 14), SEASON) is None
    decision = next(d for d in ROSTERS.review(knights(date(2011, 11, 19), add=(6,)), SEASON)
                    if d.rule == "13.d")
    assert decision.reason == "added players may play from 2011-12-18"


def test_13e_nobody_who_has_played_for_the_team_is_removed() -> None:
    # "No player shall be removed from a team roster once he or she has played for the team in
    # any round (extra rated games excluded)."
    played = (Appearance(uscf(5), "Knights", date(2011, 10, 16)),)
    change = knights(date(2011, 11, 1), remove=(5,))
    assert "rule 13.e: refused: Player 5 already played for Knights" in refusal(change,
                                                                              appearances=played)


def test_13e_extra_rated_games_and_games_for_another_team_do_not_count() -> None:
    games = (Appearance(uscf(5), "Knights", date(2011, 10, 16), extra=True),
             Appearance(uscf(5), "Rooks", date(2011, 10, 16)))
    change = knights(date(2011, 11, 1), remove=(5,))
    assert "13.e" not in verdicts(change, appearances=games)


def test_13f_a_player_removed_after_the_deadline_never_returns_to_that_team() -> None:
    # "After the registration deadline, a player removed from a team roster shall not be added
    # to the same team's roster again for the remainder of the season."
    removed = ROSTERS.apply(knights(date(2011, 11, 1), remove=(5,)), SEASON)
    again = knights(date(2011, 12, 1), add=(5,), ratings={5: 1500})
    assert "rule 13.f: refused: Player 5 was removed from Knights after" in refusal(again, removed)


def test_13f_a_removal_before_the_deadline_was_a_free_change() -> None:
    removed = ROSTERS.apply(knights(date(2011, 9, 25), remove=(5,)), SEASON)
    again = knights(date(2011, 11, 1), add=(5,), ratings={5: 1500})
    assert "13.f" not in verdicts(again, removed)


@pytest.mark.parametrize("expiry", [date(2012, 3, 31), date(2012, 4, 15), None])
def test_13g_no_added_player_whose_membership_expires_before_the_season_ends(
        expiry: date | None) -> None:
    # "No player shall be added to a team roster whose USCF membership expires prior to the end
    # of the league season." Expiring on the last date counts as expiring (rule 12.c: "after").
    change = RosterChange("Knights", date(2011, 11, 1), (entry(6, 1500, expiry=expiry),))
    assert "rule 13.g: refused: membership must run past the season's end 2012-04-15" in (
        refusal(change))


def test_13h_a_player_on_two_rosters_must_be_outside_both_top_fives() -> None:
    # "A player may appear on more than one team roster only if he or she is not among the
    # five highest rated players on any such teams". Rooks' 7th (1500) may join Knights only
    # where five Knights are rated higher; with 1900..1500 on the Knights he ties the fifth.
    sixth = team("Knights", {1: 1900, 2: 1800, 3: 1700, 4: 1600, 5: 1550})
    rosters = Rosters((sixth, ROOKS))
    joins = RosterChange("Knights", date(2011, 11, 1), (entry(16, 1500),))
    assert "13.h" not in verdicts(joins, rosters)
    assert "among the 5 highest rated of Knights" in refusal(joins, ROSTERS)  # ties the fifth
    # Rooks' third (1900) is among the Rooks' five highest: refused whatever the Knights say.
    third = RosterChange("Knights", date(2011, 11, 1), (entry(12, 1900),))
    assert "among the 5 highest rated of Knights, Rooks" in refusal(third, rosters)


def test_13h_a_removal_that_lifts_a_shared_player_into_the_top_five_is_refused() -> None:
    # Knights of six with Rooks' 1500 sixth: removing a higher Knight makes him fifth.
    six = team("Knights", {1: 1900, 2: 1800, 3: 1700, 4: 1600, 5: 1550})
    rosters = Rosters((six, ROOKS)).apply(
        RosterChange("Knights", date(2011, 11, 1), (entry(16, 1500),)), SEASON)
    assert "rule 13.h" in refusal(knights(date(2011, 11, 2), remove=(2,)), rosters)


def test_13h_shared_players_compete_for_one_team_per_date() -> None:
    # "provided such players may compete for only one team in any given round on the same day"
    games = [Appearance(uscf(16), "Rooks", date(2011, 11, 20)),
             Appearance(uscf(16), "Knights", date(2011, 11, 20)),
             Appearance(uscf(16), "Knights", date(2011, 12, 18)),
             Appearance(uscf(3), "Rooks", date(2011, 12, 18), extra=True),
             Appearance(uscf(3), "Knights", date(2011, 12, 18))]
    assert one_team_per_date(games) == [Decision(
        Verdict.REFUSED, "13.h", f"{uscf(16)} played for Knights, Rooks on 2011-11-20")]


def test_among_top_counts_ties_in_and_ranks_unrated_players_last() -> None:
    pawns = team("Pawns", {1: 1500, 2: None, 3: 1400, 4: 1300, 5: 1200, 6: 1100, 7: 1000})
    assert among_top(pawns, uscf(6), 5) and not among_top(pawns, uscf(7), 5)
    assert not among_top(pawns, uscf(2), 5)  # six rated players above the unrated one
    tied = team("Ties", {1: 1500, 2: 1400, 3: 1300, 4: 1200, 5: 1100, 6: 1100})
    assert among_top(tied, uscf(6), 5)  # tied with the fifth
    assert among_top(team("Duo", {1: 1500, 2: None}), uscf(2), 5)


def test_13i_never_more_than_eight_but_a_swap_at_eight_is_one_change() -> None:
    # "At no time shall any team roster include more than eight players."
    rooks = RosterChange("Rooks", date(2011, 9, 20), (entry(30, 1300),))
    assert "rule 13.i: refused: the roster would have 9 players, more than 8" in refusal(rooks)
    swap = RosterChange("Rooks", date(2011, 9, 20), (entry(30, 1300),), (uscf(17),))
    assert ROSTERS.apply(swap, SEASON).teams[1].ids == ROOKS.ids - {uscf(17)} | {uscf(30)}


def test_rule_9_and_10_a_removal_keeps_four_players_and_the_captain() -> None:
    small = Rosters((team("Knights", {1: 1900, 2: 1800, 3: 1700, 4: 1600}), ROOKS))
    assert "rule 9: refused: the roster would have 3 players" in refusal(
        knights(date(2011, 9, 20), remove=(4,)), small)
    assert "rule 10: refused: the captain cannot be removed" in refusal(
        knights(date(2011, 9, 20), remove=(1,)))


def test_an_approval_does_not_lift_a_refusal() -> None:
    # After the cut-off (13.c wants approval) and a player who has played (13.e refuses).
    played = (Appearance(uscf(5), "Knights", date(2011, 10, 16)),)
    message = refusal(knights(date(2012, 2, 1), remove=(5,)), appearances=played)
    assert "rule 13.c" in message and "rule 13.e" in message


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (knights(date(2011, 9, 20), remove=(99,)), f"{uscf(99)} is not on the roster"),
        (knights(date(2011, 9, 20), add=(2,)), f"{uscf(2)} is already on the roster"),
        (knights(date(2011, 9, 20), add=(2,), remove=(2,)), "already on the roster"),
        (knights(date(2011, 9, 20), add=(6, 6)), "a player is named twice"),
        (knights(date(2011, 9, 20)), "neither adds nor removes"),
    ],
)
def test_a_malformed_change_is_refused_and_nothing_changes(change: RosterChange, reason: str
                                                           ) -> None:
    assert reason in refusal(change)
    with pytest.raises(ValueError, match="no team named 'Bishops'"):
        ROSTERS.review(RosterChange("Bishops", date(2011, 9, 20), remove=(uscf(1),)), SEASON)


def test_an_approval_names_who_gave_it() -> None:
    with pytest.raises(ValueError, match="name the Match Director"):
        ROSTERS.apply(strong_swap(date(2011, 11, 1)), SEASON,
                      approval=Approval(" ", datetime(2011, 11, 1)))


def test_the_log_keeps_every_change_in_order_with_its_decisions() -> None:
    first = ROSTERS.apply(knights(date(2011, 9, 20), add=(7,), ratings={7: 1400}), SEASON)
    second = first.apply(strong_swap(date(2011, 11, 1)), SEASON, approval=DIRECTOR)
    assert [e.change.on for e in second.log] == [date(2011, 9, 20), date(2011, 11, 1)]
    assert [d.rule for d in second.log[0].decisions] == ["13.a", "13.d"]
    assert second.log[1].approval == DIRECTOR
    assert second.teams[0].entry(uscf(6)) is not None
    assert second.teams[0].entry(uscf(6)).added_on == date(2011, 11, 1)  # type: ignore[union-attr]


def test_a_registered_team_is_checked_against_the_teams_already_in() -> None:
    # Bishops' second-highest player is Rooks' 1500 (seventh there): among Bishops' top five.
    bishops = team("Bishops", {40: 1700, 16: 1500, 41: 1400, 42: 1300})
    with pytest.raises(RosterChangeRefused, match=r"rule 13\.h: refused: Player 16 is also on "
                                                  "Rooks and among the 5 highest rated of "
                                                  "Bishops"):
        ROSTERS.register(bishops, SEASON, date(2011, 9, 25))
    pawns = team("Pawns", {40: 1700, 41: 1400, 42: 1300, 43: 1200})
    entered = ROSTERS.register(pawns, SEASON, date(2011, 9, 25))
    assert entered.teams[-1] == pawns and entered.log[-1].change.add == pawns.roster
    with pytest.raises(ValueError, match="already registered"):
        entered.register(pawns, SEASON, date(2011, 9, 26))
