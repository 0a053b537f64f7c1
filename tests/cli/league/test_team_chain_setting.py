"""`league new|settings --set team_place_tiebreaks=… --set team_trophy_tiebreaks=…`: a season's team
chain (codes of the tie-break registry), kept in its settings; a chain that does not start
with a score is refused with the reason and no season is made."""

from __future__ import annotations

from tests.cli.conftest import Cli


def test_a_game_points_first_chain_is_kept(cli: Cli) -> None:
    out = cli("league", "new", "--set", "team_place_tiebreaks=game_points,match_points",
              "--set", "team_trophy_tiebreaks=sb_real_points,coin_toss")
    assert out.code == 0, out.err
    settings = cli("league", "settings", "--json").data["settings"]
    assert (settings["team_place_tiebreaks"], settings["team_trophy_tiebreaks"]) == (
        ["game_points", "match_points"], ["sb_real_points", "coin_toss"])


def test_a_chain_without_a_score_first_is_refused(cli: Cli) -> None:
    out = cli("league", "new", "--set", "team_place_tiebreaks=playoff,game_points")
    assert out.code == 1
    assert "the team ranking starts with a score: match_points or game_points" in out.err
    assert cli("league", "settings").code == 1  # no season was made


def test_the_chain_changes_during_a_season(cli: Cli) -> None:
    assert cli("league", "new").code == 0
    out = cli("league", "settings", "--set", "team_trophy_tiebreaks=fide_team_sb,coin_toss")
    assert out.code == 0, out.err
    settings = cli("league", "settings", "--json").data["settings"]
    assert settings["team_trophy_tiebreaks"] == ["fide_team_sb", "coin_toss"]
    refused = cli("league", "settings", "--set", "team_trophy_tiebreaks=buchholz")
    assert refused.code == 1 and "unknown team tie-break 'buchholz'" in refused.err
    assert cli("league", "settings", "--json").data["settings"] == settings
