"""The ``league`` command's help: it names the team league season it runs under any preset,
not one league's rules, and lists every preset the program knows."""

from __future__ import annotations

import pytest

from chessarbiter.core.league.settings import LEAGUE_PRESETS
from tests.cli.conftest import Cli


def _help(cli: Cli, *words: str) -> str:
    shown = cli(*words, "--help")
    assert shown.code == 0, shown.err
    return " ".join(shown.out.split())  # as one line, whatever the terminal width


def test_the_command_list_says_what_league_runs(cli: Cli) -> None:
    text = _help(cli)
    assert "league a team league season under any league preset: rosters, match nights, " \
           "standings, prizes, deposits" in text
    assert "Columbus Chess League rules" not in text
    assert "run a round robin, a Swiss or a team league season" in text


def test_league_help_points_to_the_presets_and_says_whose_rule_numbers_it_cites(
        cli: Cli) -> None:
    text = _help(cli, "league")
    assert text.count("Run a team league season under any league preset") == 1
    assert "rule numbers below are those of the Columbus Chess League 2011-12 rule book" in text


@pytest.mark.parametrize("preset", sorted(LEAGUE_PRESETS))
def test_league_new_names_every_preset(cli: Cli, preset: str) -> None:
    assert preset in _help(cli, "league", "new")
