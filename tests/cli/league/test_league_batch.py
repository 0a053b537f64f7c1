"""A match night scripted through ``batch``: the season is read once and kept across the
lines, and a refused line stops the night with the lines before it stored.

The expected score is worked out by hand as in test_match_night: round 1 of the 8-team
section is Team 01 – Team 08, Team 01 White on boards 1 and 3; 1-0, ½-½, 0-1 and (Team 08
White) 1-0 give Team 01 1 + ½ + 0 + 0 = 1½ game points, Team 08 2½ and the match (24.b).
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli
from tests.fixtures.league.night_setup import lineup

NIGHT = f"""\
league lineup 1 "Team 01" {" ".join(lineup(1, 1, 2, 3, 4))}
league lineup 1 "Team 08" {" ".join(lineup(8, 1, 2, 3, 4))}
league result 1 "Team 01" 1 1-0
league result 1 "Team 01" 2 1/2-1/2
league result 1 "Team 01" 3 0-1
league result 1 "Team 01" 4 1-0
"""


def test_a_night_through_batch_scores_the_match(cli: Cli, section: list[str],
                                                tmp_path: Path) -> None:
    script = tmp_path / "night.txt"
    script.write_text(NIGHT + 'league match 1 "Team 01"\n', encoding="utf-8")
    out = cli("batch", str(script), "--json")
    assert out.code == 0, out.err
    match = out.data["lines"][-1]["answer"]
    assert match["score"] == {"complete": True,
                              "white": {"game_points": 1.5, "match_points": 0.0},
                              "black": {"game_points": 2.5, "match_points": 1.0}}


def test_a_refused_board_stops_the_night(cli: Cli, section: list[str], tmp_path: Path) -> None:
    script = tmp_path / "night.txt"
    # board 5 does not exist: the 2011-12 rules play 4 boards (rule 15)
    script.write_text(NIGHT.replace("4 1-0", "5 1-0") + 'league result 1 "Team 08" 4 1-0\n',
                      encoding="utf-8")
    out = cli("batch", str(script))
    assert out.code == 1
    assert out.err.startswith('chessarbiter: error: line 6 (league result 1 "Team 01" 5 1-0): ')
    boards = cli("league", "match", "1", "Team 01", "--json").data["boards"]
    assert [b["result"] for b in boards] == ["1-0", "1/2-1/2", "0-1", None]
