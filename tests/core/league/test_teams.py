"""Rule 10: captains and alternate captains; rule 4: an assigned rating replaces the frozen one
on the roster and so moves the team rating (rule 5)."""

from datetime import datetime

import pytest

from chessarbiter.core.league.ratings import assign_higher_rating
from chessarbiter.core.league.team_rating import team_rating
from chessarbiter.core.league.teams import Role
from tests.core.league.factories import SEASON, team, uscf

KNIGHTS = team("Knights", {1: 1900, 2: 1800, 3: 1700, 4: 1600, 5: None})


def test_10a_the_captain_may_change_at_any_time() -> None:
    # "A team may change its Captain at any time upon notice to the Match Director."
    changed = KNIGHTS.with_alternates([uscf(2)]).with_captain(uscf(2))
    assert changed.captain == uscf(2) and changed.alternates == ()
    assert changed.role(uscf(2)) is Role.CAPTAIN and changed.role(uscf(1)) is Role.PLAYER


def test_10b_alternate_captains_come_from_the_roster() -> None:
    # "A team may designate an Alternate Captain(s) to serve in the Captain's absence."
    named = KNIGHTS.with_alternates([uscf(3), uscf(4)])
    assert [named.role(uscf(n)) for n in (1, 3, 4, 5)] == [
        Role.CAPTAIN, Role.ALTERNATE, Role.ALTERNATE, Role.PLAYER]
    with pytest.raises(ValueError, match=f"{uscf(9)} is not on the roster of Knights"):
        KNIGHTS.with_alternates([uscf(9)])
    with pytest.raises(ValueError, match="captain cannot also be an alternate"):
        KNIGHTS.with_alternates([uscf(1)])


def test_10d_a_banned_person_cannot_be_made_captain() -> None:
    # "The Match Director may ban or remove a person from serving as Team Captain"
    with pytest.raises(ValueError, match=r"rule 10\.d"):
        KNIGHTS.with_captain(uscf(3), banned={uscf(3)})


def test_an_assigned_rating_moves_the_team_rating() -> None:
    # The unrated fifth member is assigned 2000: top four become 2000, 1900, 1800, 1700.
    assert team_rating(KNIGHTS, SEASON) == 1750.0
    entry = KNIGHTS.entry(uscf(5))
    assert entry is not None
    raised, _ = assign_higher_rating(uscf(5), entry.rating, 2000, "M. Director",
                                     datetime(2011, 11, 20, 12, 0), "plays far above unrated")
    assert team_rating(KNIGHTS.with_rating(uscf(5), raised), SEASON) == 1850.0
