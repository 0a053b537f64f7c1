"""`league settings [--set NAME=VALUE]`: the season settings shown and changed during the
season, except what the season has already used (the dates once scheduled, the boards once a
lineup is in)."""

from __future__ import annotations

from tests.cli.conftest import Cli
from tests.fixtures.league.night_setup import lineup, section

__all__ = ["section"]  # the fixture


def new_season(cli: Cli) -> None:
    assert cli("league", "new").code == 0


def test_a_new_season_has_no_officials_and_the_country_usa(cli: Cli) -> None:
    new_season(cli)
    settings = cli("league", "settings", "--json").data["settings"]
    assert {k: settings[k] for k in ("uscf_affiliate_id", "uscf_chief_td_id",
                                     "uscf_assistant_td_id", "uscf_other_td_ids", "city",
                                     "state", "zipcode", "country")} == {
        "uscf_affiliate_id": "", "uscf_chief_td_id": "", "uscf_assistant_td_id": "",
        "uscf_other_td_ids": [], "city": "", "state": "", "zipcode": "", "country": "USA"}


def test_ids_stay_text_and_other_tds_are_a_list(cli: Cli) -> None:
    new_season(cli)
    out = cli("league", "settings", "--set", "uscf_chief_td_id=01234567", "--set",
              "uscf_other_td_ids=12345678, 23456789", "--set", "zipcode=43215", "--json")
    assert out.code == 0, out.err
    settings = out.data["settings"]
    assert (settings["uscf_chief_td_id"], settings["uscf_other_td_ids"],
            settings["zipcode"]) == ("01234567", ["12345678", "23456789"], "43215")
    again = cli("league", "settings", "--json").data["settings"]
    assert again == settings


def test_any_number_changes_until_the_season_uses_it(cli: Cli) -> None:
    new_season(cli)
    out = cli("league", "settings", "--set", "boards=3", "--set", "roster_min=3",
              "--set", "team_rating_top=3",
              "--set", "match_win=2", "--set", "match_draw=1", "--set", "bye_game_points=none",
              "--set", "forfeit_fines=0,2,2", "--json")
    assert out.code == 0, out.err
    settings = out.data["settings"]
    assert (settings["boards"], settings["match_win"], settings["forfeit_fines"],
            settings["bye_game_points"]) == (3, 2, [0, 2, 2], None)


def test_what_the_season_has_used_is_refused_and_nothing_changes(
        cli: Cli, section: list[str]) -> None:
    before = cli("league", "settings", "--json").data
    out = cli("league", "settings", "--set", "city=Columbus", "--set",
              "dates=2011-10-16,2011-11-20")
    assert out.code == 1
    assert "cannot change dates: the schedule is made from it" in out.err
    assert cli("league", "settings", "--json").data == before
    assert cli("league", "settings", "--set", "boards=5", "--set", "roster_min=5").code == 0
    assert cli("league", "lineup", "1", "Team 01", *lineup(1, 1, 2, 3, 4, 5)).code == 0
    out = cli("league", "settings", "--set", "boards=4")
    assert "cannot change boards: lineups are stored board by board" in out.err


def test_an_unknown_setting_is_refused(cli: Cli) -> None:
    new_season(cli)
    out = cli("league", "settings", "--set", "affiliate=A1234567")
    assert out.code == 1
    assert "unknown league setting 'affiliate' (known: appeal_overrule_share" in out.err
    out = cli("league", "settings", "--set", "match_win=two")
    assert "--set: match_win: 'two' is not a number like 2.5" in out.err
