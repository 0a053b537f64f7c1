"""The league workbook: Standings (rule 25), Schedule, Results and Board prizes sheets.

A made-up three-team section, round 1 on 2011-10-16: Knights – Rooks, Knights White on the
odd boards: board 1 1-0, board 2 (Rooks White) ½-½, board 3 0-1, board 4 (Rooks White) 1-0.
Knights 1 + ½ + 0 + 0 = 1½ game points, 0 match points; Rooks 2½, 1 match point (24.b);
the third team has the bye: 1 match point, 4 game points (24.c). Places: the bye team and
Rooks have 1 MP each, game points split them (25.b): bye team 1st, Rooks 2nd, Knights 3rd.
"""

from __future__ import annotations

from datetime import date
from io import BytesIO

from openpyxl import load_workbook

from chessarbiter.core.league.league_prizes import board_standings, team_prizes
from chessarbiter.core.league.league_standings import section_standings
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import BoardGame, MatchRecord, SectionRecord, TeamBye
from chessarbiter.core.league.schedule import SectionRound, SectionSchedule, TeamMatch
from chessarbiter.core.league.season_dates import Calendar, SeasonDate
from chessarbiter.core.results import Result
from chessarbiter.io.league_tables import LeagueTables, SectionTables
from chessarbiter.io.league_xlsx import league_workbook
from chessarbiter.io.xlsx_sheets import HEADER_ROW

OCT = date(2011, 10, 16)
BYE_TEAM = "<Bishops & Co>"  # markup in a name: the web pages must escape it
SNEAKY = "=cmd|' /C calc'!A0"  # a player typed as a formula
RULES = MatchRules()
NAMES = {"k1": "Adams, Kim", "k2": "Baker, Kay", "k3": "Cole, Ken", "k4": SNEAKY,
         "r1": "Ross, Rae", "r2": "Reed, Ray", "r3": "Rice, Roy", "r4": "Rios, Ron"}
MATCH = MatchRecord(1, OCT, "Knights", "Rooks", (
    BoardGame(1, "k1", "r1", Result.WHITE_WINS), BoardGame(2, "k2", "r2", Result.DRAW),
    BoardGame(3, "k3", "r3", Result.BLACK_WINS), BoardGame(4, "k4", "r4", Result.WHITE_WINS)))


def season() -> LeagueTables:
    teams = ("Knights", "Rooks", BYE_TEAM)
    record = SectionRecord(teams, (MATCH,), (TeamBye(1, BYE_TEAM),))
    standings = section_standings(record, RULES)
    schedule = SectionSchedule("A", (
        SectionRound(1, (TeamMatch(1, 1, "Knights", "Rooks"),), BYE_TEAM),
        SectionRound(2, (TeamMatch(2, 1, BYE_TEAM, "Knights"),), "Rooks")),
        Calendar((SeasonDate(OCT, (1, 2)),)))
    section = SectionTables("A", standings, schedule, (MATCH,), team_prizes(standings, RULES),
                            board_standings(record, RULES))
    return LeagueTables("Columbus Chess League 2011-12", OCT, date(2012, 4, 15), RULES, NAMES,
                        (section,))


def sheet_rows(sheet: object) -> list[list[object]]:
    return [[c.value for c in row] for row in sheet.iter_rows(min_row=HEADER_ROW + 1)]  # type: ignore[attr-defined]


def test_four_sheets_with_the_season_heading() -> None:
    book = load_workbook(BytesIO(league_workbook(season())))
    assert book.sheetnames == ["Standings", "Schedule", "Results", "Board prizes"]
    for sheet in book:
        assert [sheet.cell(r, 1).value for r in (1, 2, 3)] == [
            "Columbus Chess League 2011-12", "2011-10-16 to 2012-04-15",
            "Results to 2011-10-16"]
        assert sheet.cell(HEADER_ROW, 1).value == "Section A"


def test_standings_in_rule_25_order_with_numbers() -> None:
    rows = sheet_rows(load_workbook(BytesIO(league_workbook(season())))["Standings"])
    assert rows[0][:5] == ["Place", "Rank", "Team", "MP", "GP"]
    assert "Solkoff MP" in rows[0] and "Cum. MP" not in rows[0]  # 25.e: N/A to a round robin
    assert [r[:5] for r in rows[1:4]] == [[1, 1, BYE_TEAM, 1, 4], [2, 2, "Rooks", 1, 2.5],
                                          [3, 3, "Knights", 0, 1.5]]
    # Solkoff MP (25.f): Rooks' one opponent, Knights, ends with 0; Knights' has 1.
    column = rows[0].index("Solkoff MP")
    assert [r[column] for r in rows[1:4]] == [0, 0, 1]
    assert rows[4][0] == "Prize 1: <Bishops & Co>" and rows[5][0] == "Prize 2: Rooks"


def test_schedule_lists_pairings_and_byes_with_dates() -> None:
    rows = sheet_rows(load_workbook(BytesIO(league_workbook(season())))["Schedule"])
    assert rows == [["Round", "Date", "Table", "White", "Black"],
                    [1, "2011-10-16", 1, "Knights", "Rooks"],
                    [1, "2011-10-16", None, BYE_TEAM, "bye"],
                    [2, "2011-10-16", 1, BYE_TEAM, "Knights"],
                    [2, "2011-10-16", None, "Rooks", "bye"]]


def test_results_by_board_with_players_by_colour_and_the_match_score() -> None:
    book = load_workbook(BytesIO(league_workbook(season())))
    sheet = book["Results"]
    rows = sheet_rows(sheet)
    assert rows[1] == [1, "2011-10-16", None, "Knights", "1½ – 2½", "Rooks", "0 – 1"]
    assert rows[2:] == [
        [1, "2011-10-16", 1, "Adams, Kim", "1 – 0", "Ross, Rae", None],
        [1, "2011-10-16", 2, "Reed, Ray", "½ – ½", "Baker, Kay", None],
        [1, "2011-10-16", 3, "Cole, Ken", "0 – 1", "Rice, Roy", None],
        [1, "2011-10-16", 4, "Rios, Ron", "1 – 0", SNEAKY, None],
    ]
    assert sheet.cell(HEADER_ROW + 2, 4).font.bold
    formula = sheet.cell(HEADER_ROW + 6, 6)
    assert formula.data_type == "s" and formula.quotePrefix  # shown as typed, never run


def test_board_prizes_rank_each_board() -> None:
    rows = sheet_rows(load_workbook(BytesIO(league_workbook(season())))["Board prizes"])
    assert rows[0] == ["Board", "Rank", "Player", "Score", "Games", "Prize"]
    # Board 2 was drawn: both ½, tied on every tie-break, so both rank 1.
    assert [r for r in rows[1:] if r[0] == 2] == [[2, 1, "Baker, Kay", 0.5, 1, "prize"],
                                                  [2, 1, "Reed, Ray", 0.5, 1, "prize"]]
    assert [r[2:4] for r in rows[1:] if r[0] == 1] == [["Adams, Kim", 1], ["Ross, Rae", 0]]
