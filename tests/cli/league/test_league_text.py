"""The league answers as text (without --json): tables a person can read at the terminal.

One match of the scheduled 8-team section: Team 01 – Team 08 1-0, ½-½, 0-1, 0-1 by colour
(Team 01 White on boards 1 and 3): Team 01 1½ game points, Team 08 2½ and the match point.
"""

from __future__ import annotations

from tests.cli.conftest import Cli
from tests.cli.league.test_match_night import results, seat_both


def rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines()]


def test_standings_prizes_ledger_and_log_as_tables(cli: Cli, section: list[str]) -> None:
    seat_both(cli)
    results(cli, "1-0", "1/2-1/2", "0-1", "1-0")
    table = rows(cli("league", "standings").out)
    assert table[0] == ["Section", "A"]
    # every tie-break of rule 25 with a value, head-to-head ones (25.c, d) included
    assert table[1] == ["Pl", "Team", "MP", "GP", "H-MP", "H-GP", "Solk-MP", "SB-MP",
                        "Solk-GP", "SB-GP"]
    # Head to head counts among tied teams only: blank for these two, not tied. Solkoff: the
    # opponent's total
    # (Team 01 0 MP, 1½ GP; Team 08 1 MP, 2½ GP). SB on match points: the opponent's MP ×
    # the match point won (Team 01 × 1 = 0 for Team 08; nothing won by Team 01). SB on game
    # points: the opponent's 1½ × Team 08's own 2½ = 3¾ (and 2½ × 1½ for Team 01).
    assert table[2] == ["1", "Team", "08", "1", "2½", "0", "0", "1½", "3¾"]
    assert table[3] == ["2", "Team", "01", "0", "1½", "1", "0", "2½", "3¾"]
    # the six teams without a result are tied on everything, head to head too (0 and 0)
    assert table[4][3:] == ["0"] * 8
    prizes = rows(cli("league", "prizes").out)
    assert prizes[1:3] == [["prize", "1:", "Team", "08"], ["prize", "2:", "Team", "01"]]
    ledger = rows(cli("league", "ledger").out)
    assert ledger[0] == ["Team", "Balance", "Owes", "Due"]
    assert ["Team", "01", "$50.00", "$0.00"] in ledger
    assert cli("league", "log").out == "no decisions recorded\n"
    assert cli("league", "decision", "round 2 starts late", "--on", "2011-10-16", "--by",
               "director", "--subject", "round 2").code == 0
    log = cli("league", "log").out.split()
    assert log[0] == "2011-10-16" and "round 2 starts late" in " ".join(log)


def test_the_teams_as_a_table_with_their_rating_and_entry(cli: Cli, section: list[str]) -> None:
    table = rows(cli("league", "teams").out)
    assert table[0] == ["Team", "Rating", "Players", "Captain", "Entered"]
    # Team 01's players are rated 2060, 2040, 2020, 2000, 1980 (tests/fixtures/league): the
    # mean of the top four is 2030; Team 08's 1780 … 1700 give 1750. (The captain's name,
    # several words, stands between the players and "yes".)
    assert (table[1][:4], table[1][-1]) == (["Team", "01", "2030", "5"], "yes")
    assert (table[8][:4], table[8][-1]) == (["Team", "08", "1750", "5"], "yes")
