"""`league settings [--set NAME=VALUE]`: the season settings shown, and the US Chess report's
affiliate, directors and place changed during the season (the rest is fixed at creation)."""

from __future__ import annotations

from tests.cli.conftest import Cli


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


def test_a_setting_fixed_at_creation_is_refused_and_nothing_changes(cli: Cli) -> None:
    new_season(cli)
    before = cli("league", "settings", "--json").data
    out = cli("league", "settings", "--set", "city=Columbus", "--set", "boards=5")
    assert out.code == 1
    assert "--set: 'boards' cannot change during a season" in out.err
    assert cli("league", "settings", "--json").data == before


def test_an_unknown_setting_is_refused(cli: Cli) -> None:
    new_season(cli)
    out = cli("league", "settings", "--set", "affiliate=A1234567")
    assert out.code == 1
    assert "'affiliate' cannot change during a season" in out.err
