"""Who may play for a team on a date (issue 17.1), judged by the roster as it stood on the
game's date, through the command line on the scheduled 8-team section (five players a
team, rated 2100 - 40k - 20(p - 1); league dates the third Sundays, rounds 9-10 on
2012-02-19, 11-12 on 2012-03-18; round 9 is Team 02 – Team 01, round 11 Team 04 – Team 01
and Team 03 – Team 02, round 12 Team 02 – Team 04).

Rule 13.d: "All player additions shall be submitted to the Match Director far enough in
advance to allow for verification of player eligibility prior to the next round" (the lead
time is ``verification_days``, 2 by default). Rule 13.h: "provided such players may compete
for only one team in any given round on the same day".
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

NEW = "12999901"
NORA = (f"id={NEW}; name=Newcomer, Nora; expiry=2012-12-31; email=n@example.org; "
        "cell=614-555-0199; address=9 Main St, Columbus OH 43215; rating=1500")


def _add(cli: Cli, team: str, on: str) -> None:
    # after January 30 every change needs the Match Director (13.c); 1500 is below the top
    # four, so the team rating does not move (13.b) and she is no top-five player (13.h)
    done = cli("league", "change", team, "--add", NORA, "--on", on, "--approved-by",
               "M. Director")
    assert done.code == 0, done.err


def test_an_addition_plays_from_the_first_date_after_its_verification(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    _add(cli, "Team 01", "2012-02-18")
    before = snapshot(db_file)
    # one day before round 9: less than the 2 days rule 13.d leaves for verification
    early = cli("league", "lineup", "9", "Team 01", *lineup(1, 1, 2, 3), NEW)
    assert (f"{NEW} was added to Team 01 on 2012-02-18 and may play from 2012-03-18 "
            "(rule 13.d)") in early.err
    # and never in a round before she joined
    october = cli("league", "lineup", "1", "Team 01", *lineup(1, 1, 2, 3), NEW)
    assert f"{NEW} is not on the roster of Team 01 on 2011-10-16" in october.err
    assert snapshot(db_file) == before
    assert cli("league", "lineup", "11", "Team 01", *lineup(1, 1, 2, 3), NEW).code == 0


def test_the_lead_time_is_a_setting(cli: Cli, section: list[str]) -> None:
    assert cli("league", "settings", "--set", "verification_days=0").code == 0
    _add(cli, "Team 01", "2012-02-18")
    assert cli("league", "lineup", "9", "Team 01", *lineup(1, 1, 2, 3), NEW).code == 0


def test_a_player_on_two_rosters_plays_for_one_team_a_date(cli: Cli, section: list[str],
                                                           db_file: Path) -> None:
    _add(cli, "Team 01", "2012-02-18")
    _add(cli, "Team 02", "2012-02-18")
    assert cli("league", "lineup", "11", "Team 01", *lineup(1, 1, 2, 3), NEW).code == 0
    before = snapshot(db_file)
    for rnd in ("11", "12"):  # both rounds of 2012-03-18
        twice = cli("league", "lineup", rnd, "Team 02", *lineup(2, 1, 2, 3), NEW)
        assert (f"{NEW} already plays for Team 01 on 2012-03-18; a player on several rosters "
                "plays for one team a day (rule 13.h)") in twice.err
    assert snapshot(db_file) == before


def test_an_extra_game_is_judged_by_the_roster_of_its_date(cli: Cli, section: list[str]
                                                           ) -> None:
    # Player 1-5 never played for Team 01, so he may leave it (13.e) on 2011-12-01 …
    assert cli("league", "change", "Team 01", "--remove", uscf(1, 5), "--on",
               "2011-12-01").code == 0
    # … and the extra game he played on 2011-10-16, typed in afterwards, is still his
    late = cli("league", "extra-game", "2011-10-16", uscf(1, 5), uscf(8, 5), "1-0")
    assert late.code == 0, late.err
    after = cli("league", "extra-game", "2011-12-18", uscf(1, 5), uscf(8, 5), "1-0")
    assert f"{uscf(1, 5)} is on no roster on 2011-12-18" in after.err
