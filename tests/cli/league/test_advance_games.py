"""Games played in advance (rule 18): the boards they could take, placing them, undoing that.

Round 1 of the 8-team section: Team 01 – Team 08, Team 01 named first, so it has White on
boards 1 and 3. Team k's player p is rated 2100 - 40k - 20(p - 1):
Team 01 is 2060, 2040, 2020, 2000, 1980; Team 08 is 1780, 1760, 1740, 1720, 1700.
Rule 15 lets a lower board be rated above a higher one by at most 75 points, so only
players 1 and 5 of a team (80 apart) cannot sit with player 5 above player 1.
Every expected value below is worked out by hand from those ratings.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league import open_league
from tests.cli.conftest import Cli, snapshot
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

ROUND1 = ("1", "Team 01")
WINDOW = "members may switch only within 75 points"
# Team 01's player 1 (2060) against Team 08's player 5 (1700), played before the round.
GAME = (uscf(1, 1), uscf(8, 5))


def store(cli: Cli, t01: list[str] | None, t08: list[str] | None) -> None:
    for team, players in (("Team 01", t01), ("Team 08", t08)):
        if players is not None:
            done = cli("league", "lineup", "1", team, *players)
            assert done.code == 0, done.err


def options(cli: Cli, *game: str) -> list[tuple[int, list[str]]]:
    out = cli("league", "advance", *ROUND1, *(game or GAME), "--json")
    assert out.code == 0, out.err
    return [(o["board"], o["problems"]) for o in out.data["options"]]


def test_the_game_goes_on_the_only_board_both_orders_allow_and_counts_for_its_prize(
    cli: Cli, section: list[str]
) -> None:
    # Team 01 seats players 2, 5, 4 (2040, 1980, 2000): player 1 must sit above player 5,
    # so on board 1 or 2. Team 08 seats 1, 2, 4 (1780, 1760, 1720): player 5 must sit below
    # player 1, so on boards 2-4. Board 1 puts 8-5 (1700) above 8-1 (1780); boards 3 and 4
    # put 1-1 (2060) below 1-5 (1980) on board 2: 80 points each time.
    store(cli, lineup(1, 2, 5, 4), lineup(8, 1, 2, 4))
    assert options(cli) == [
        (2, []),
        (1, [f"rule 15: board 2 Player 8-1 (1780) is rated 80 above board 1 Player 8-5 "
             f"(1700); {WINDOW}"]),
        (3, [f"rule 15: board 3 Player 1-1 (2060) is rated 80 above board 2 Player 1-5 "
             f"(1980); {WINDOW}"]),
        (4, [f"rule 15: board 4 Player 1-1 (2060) is rated 80 above board 2 Player 1-5 "
             f"(1980); {WINDOW}"]),
    ]
    # Board 2: Team 08 has White, so Team 01's player 1 winning with Black is 0-1.
    placed = cli("league", "advance", *ROUND1, *GAME, "2", "0-1", "--json")
    assert placed.code == 0, placed.err
    match = placed.data
    assert match["problems"] == []
    assert [p["player"] for p in match["lineups"]["Team 01"]["players"]] == lineup(1, 2, 1, 5, 4)
    assert [p["player"] for p in match["lineups"]["Team 08"]["players"]] == lineup(8, 1, 5, 2, 4)
    assert [(b["board"], b["white_team_player"], b["black_team_player"], b["result"],
             b["in_advance"]) for b in match["boards"]] == [
        (1, uscf(1, 2), uscf(8, 1), None, False),
        (2, uscf(1, 1), uscf(8, 5), "0-1", True),
        (3, uscf(1, 5), uscf(8, 2), None, False),
        (4, uscf(1, 4), uscf(8, 4), None, False)]
    # Rule 18: the game is complete on board 2, the lowest board 1-1 and 8-5 played on
    # (rule 28), though the match's other boards are still being played.
    prizes = cli("league", "prizes", "--json").data["sections"][0]
    assert prizes["board_prizes"] == [{"board": 2, "players": [uscf(1, 1)], "score": 1.0}]
    assert [(c["rank"], c["player"], c["score"], c["games"]) for c in prizes["boards"]["2"]] \
        == [(1, uscf(1, 1), 1.0, 1), (2, uscf(8, 5), 0.0, 1)]


def test_when_no_board_keeps_both_orders_the_game_is_placed_with_its_problems(
    cli: Cli, section: list[str]
) -> None:
    # Team 01 seats 5, 2, 3 (1980, 2040, 2020): player 1 fits only above player 5, board 1.
    # Team 08 seats 1, 2, 3: player 5 fits only below player 1, boards 2-4. No board is
    # perfect; every one breaks one team's order by 80 points.
    store(cli, lineup(1, 5, 2, 3), lineup(8, 1, 2, 3))
    team01 = f"rule 15: board {{0}} Player 1-1 (2060) is rated 80 above board 1 Player 1-5 " \
             f"(1980); {WINDOW}"
    assert options(cli) == [
        (1, [f"rule 15: board 2 Player 8-1 (1780) is rated 80 above board 1 Player 8-5 "
             f"(1700); {WINDOW}"]),
        (2, [team01.format(2)]), (3, [team01.format(3)]), (4, [team01.format(4)])]
    # Board 3: Team 01 has White; a draw.
    placed = cli("league", "advance", *ROUND1, *GAME, "3", "1/2-1/2", "--json")
    assert placed.code == 0, placed.err
    assert placed.data["problems"] == [team01.format(3)]
    board3 = placed.data["boards"][2]
    assert (board3["white_team_player"], board3["black_team_player"], board3["result"],
            board3["in_advance"]) == (uscf(1, 1), uscf(8, 5), "1/2-1/2", True)


def test_the_game_can_be_named_from_the_other_team_and_listed_as_text(
    cli: Cli, section: list[str]
) -> None:
    store(cli, lineup(1, 2, 5, 4), lineup(8, 1, 2, 4))
    listed = cli("league", "advance", "1", "Team 08", uscf(8, 5), uscf(1, 1))
    assert listed.code == 0, listed.err
    # board 2 keeps the board order and is listed first; board 1 breaks rule 15
    assert listed.out.startswith("Boards the game played in advance could take:\n"
                                 "  board 2: no board-order problem\n  board 1: rule 15: ")


def refused(cli: Cli, db_file: Path, *args: str) -> str:
    """The refusal's message, after checking the command changed nothing."""
    before = snapshot(db_file)
    out = cli("league", "advance", *args)
    assert out.code == 1
    assert snapshot(db_file) == before
    return out.err


def test_refusals_name_the_reason_and_change_nothing(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    store(cli, lineup(1, 2, 5, 4), None)
    assert "Team 08 has no lineup for round 1 yet" in refused(cli, db_file, *ROUND1, *GAME)
    store(cli, None, lineup(8, 1, 2, 3, 4))
    assert ("Team 08's lineup for round 1 has 4 players; a game played in advance joins "
            "those of the other 3 boards") in refused(cli, db_file, *ROUND1, *GAME, "2", "0-1")
    store(cli, None, lineup(8, 1, 2, 4))
    assert f"OWN_ID: {uscf(8, 3)} is not on the roster of Team 01" in refused(
        cli, db_file, *ROUND1, uscf(8, 3), uscf(8, 5))
    assert f"OTHER_ID: {uscf(1, 3)} is not on the roster of Team 08" in refused(
        cli, db_file, *ROUND1, uscf(1, 1), uscf(1, 3))
    assert f"OWN_ID: {uscf(1, 5)} already sits on board 2 of Team 01's lineup for round 1" \
        in refused(cli, db_file, *ROUND1, uscf(1, 5), uscf(8, 5), "2", "0-1")
    assert f"OTHER_ID: {uscf(1, 4)} already sits on board 3 of Team 01's lineup" in refused(
        cli, db_file, "1", "Team 08", uscf(8, 3), uscf(1, 4))
    for board in ("0", "5"):
        assert f"BOARD: board {board}: a match has boards 1-4" in refused(
            cli, db_file, *ROUND1, *GAME, board, "1-0")
    assert "a game played in advance is placed with its result" in refused(
        cli, db_file, *ROUND1, *GAME, "2")
    assert "a game played in advance is placed with its result" in refused(
        cli, db_file, *ROUND1, *GAME, "2", "clear")
    assert "unknown result 'won'" in refused(cli, db_file, *ROUND1, *GAME, "2", "won")


def test_an_absence_that_moves_the_board_and_earlier_results_refuse_placing(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    store(cli, lineup(1, 2, 5, 4), lineup(8, 1, 2, 4))
    # Team 08's player 2 is absent: on board 3 the game would be seated on board 2 (rule 17).
    assert cli("league", "absent", "1", "Team 08", uscf(8, 2)).code == 0
    assert ("BOARD: board 3 of round 1 Team 01 – Team 08 would not seat that game: absences "
            "or equipment (rules 17 and 19) change who plays there") in refused(
        cli, db_file, *ROUND1, *GAME, "3", "1-0")
    assert cli("league", "absent", "1", "Team 08", uscf(8, 2), "--present").code == 0
    # A result already in would move to other players once the boards are renumbered.
    assert cli("league", "result", *ROUND1, "2", "1-0").code == 0
    assert ("ROUND: round 1 Team 01 – Team 08 has results; clear them before changing the "
            "lineups") in refused(cli, db_file, *ROUND1, *GAME, "2", "0-1")


def test_unplacing_puts_the_lineups_back_until_another_board_has_a_result(
    cli: Cli, section: list[str], db_file: Path
) -> None:
    store(cli, lineup(1, 2, 5, 4), lineup(8, 1, 2, 4))
    cli("league", "absent", "1", "Team 01", uscf(1, 4))
    before = cli("league", "match", *ROUND1, "--json").data
    db = Database.open_file(db_file)
    try:
        matches = open_league(db).matches
        placed = matches.place_advance_game(1, "Team 08", 2, GAME[1], GAME[0], Result.BLACK_WINS)
        assert placed.previous == (tuple(lineup(1, 2, 5, 4)), tuple(lineup(8, 1, 2, 4)))
        matches.unplace_advance_game(1, "Team 01", placed)
        assert cli("league", "match", *ROUND1, "--json").data == before  # absence kept
        placed = matches.place_advance_game(1, "Team 01", 2, *GAME, Result.BLACK_WINS)
        matches.result(1, "Team 01", 1, Result.BLACK_WINS)
        with pytest.raises(ActionRefused, match="has results; clear them before changing"):
            matches.unplace_advance_game(1, "Team 01", placed)
        matches.result(1, "Team 01", 1, None)
        matches.result(1, "Team 01", 2, None)
        with pytest.raises(ActionRefused, match="no longer holds that game played in advance"):
            matches.unplace_advance_game(1, "Team 01", placed)
    finally:
        db.close()
