"""The league season as published tables: standings (rule 25), schedule, match results and
board prizes (rule 28), one set per section.

The Excel workbook and the web site lay out the same rows, built here once. Only what a
wall chart shows is published: team and player names, scores and dates; no US Chess IDs,
phone numbers, e-mail or home addresses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.league_prizes import BoardContender, TeamPrize
from chessarbiter.core.league.league_standings import (
    COIN_TOSS,
    CUMULATIVE_GP,
    CUMULATIVE_MP,
    H2H_GP,
    H2H_MP,
    RULE_25,
    SB_GP,
    SB_MP,
    SOLKOFF_GP,
    SOLKOFF_MP,
    SectionStandings,
)
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import MatchRecord, first_has_white, score_match
from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.reports.formatting import number_text, result_text

Value = str | int | float | None
Rows = list[list[Value]]

# Rule 25's tie-breaks as column headings, (b) game points being a column of its own.
TIEBREAK_HEADINGS = {
    H2H_MP: "H2H MP", H2H_GP: "H2H GP", CUMULATIVE_MP: "Cum. MP", SOLKOFF_MP: "Solkoff MP",
    SB_MP: "SB MP", CUMULATIVE_GP: "Cum. GP", SOLKOFF_GP: "Solkoff GP", SB_GP: "SB GP",
    COIN_TOSS: "Toss",
}
STANDINGS_KEY = [
    ("MP", "match points: 1 for 2½ or more game points, ½ for 2 (rule 24.b)"),
    ("GP", "game points (rule 24.a)"),
    ("H2H", "points in the matches among the tied teams (rule 25.c, 25.d)"),
    ("Solkoff", "the opponents' final points (rule 25.f, 25.i)"),
    ("SB", "Sonneborn-Berger (rule 25.g, 25.j)"),
]
SCHEDULE_HEADINGS = ["Round", "Date", "Table", "White", "Black"]
RESULT_HEADINGS = ["Round", "Date", "Board", "White", "Result", "Black", "Match points"]
PRIZE_HEADINGS = ["Board", "Rank", "Player", "Score", "Games", "Prize"]
NOBODY = "(no player)"
BYE = "bye"


@dataclass(frozen=True, slots=True)
class SectionTables:
    """One section's published facts; ``matches`` are those with both lineups in."""

    name: str
    standings: SectionStandings
    schedule: SectionSchedule | None
    matches: tuple[MatchRecord, ...]
    team_prizes: tuple[TeamPrize, ...]
    boards: Mapping[int, Sequence[BoardContender]]


@dataclass(frozen=True, slots=True)
class LeagueTables:
    """The season as published; ``names`` maps US Chess IDs to player names."""

    title: str
    first_date: date
    last_date: date
    rules: MatchRules
    names: Mapping[str, str]
    sections: tuple[SectionTables, ...]

    def meta(self) -> str:
        return f"{self.first_date.isoformat()} to {self.last_date.isoformat()}"

    def progress(self) -> str:
        """How far the season has got: the last date with a complete match."""
        done = [m.on for s in self.sections for m in s.matches
                if score_match(m, self.rules).complete]
        return f"Results to {max(done).isoformat()}" if done else "No results yet"

    def player(self, uscf_id: str | None) -> str:
        return NOBODY if uscf_id is None else self.names.get(uscf_id, uscf_id)


def tiebreak_codes(standings: SectionStandings) -> list[str]:
    """The rule-25 tie-breaks after game points that have a value for some team."""
    return [code for code in RULE_25 if code in TIEBREAK_HEADINGS
            and any(row.tiebreaks.get(code) is not None for row in standings.rows)]


def standings_headings(standings: SectionStandings) -> list[str]:
    return ["Place", "Rank", "Team", "MP", "GP",
            *(TIEBREAK_HEADINGS[c] for c in tiebreak_codes(standings))]


def standings_rows(standings: SectionStandings) -> Rows:
    codes = tiebreak_codes(standings)
    return [[row.place, row.rank, row.team, row.match_points, row.game_points,
             *(row.tiebreaks.get(code) for code in codes)] for row in standings.rows]


def team_prize_lines(section: SectionTables) -> list[str]:
    """"Prize 1: Team 08", with the teams a coin toss will decide between."""
    return [f"Prize {p.prize}: {' or '.join(p.teams)}" for p in section.team_prizes]


def schedule_rows(schedule: SectionSchedule) -> Rows:
    rows: Rows = []
    for rnd in schedule.rounds:
        day = schedule.calendar.date_of(rnd.number).isoformat()
        rows += [[rnd.number, day, m.table, m.white, m.black] for m in rnd.matches]
        if rnd.bye is not None:
            rows.append([rnd.number, day, None, rnd.bye, BYE])
    return rows


def match_rows(match: MatchRecord, tables: LeagueTables) -> tuple[list[Value], Rows]:
    """The match line (teams, game points, match points) and one line per board, players by
    colour; a board scored by a rule-16 ruling shows that score, marked."""
    score = score_match(match, tables.rules)
    head: list[Value] = [
        match.round, match.on.isoformat(), None, match.first,
        f"{number_text(score.first_game_points)} – {number_text(score.second_game_points)}",
        match.second,
        f"{number_text(score.first_match_points)} – {number_text(score.second_match_points)}"
        if score.complete else None]
    boards: Rows = []
    for g in match.boards:
        white, black = (g.first, g.second) if first_has_white(g.board) else (g.second, g.first)
        shown = result_text(g.scored)
        if g.league_result is not None:
            shown += " (rule 16)"
        boards.append([match.round, match.on.isoformat(), g.board, tables.player(white), shown,
                       tables.player(black), None])
    return head, boards


def prize_rows(boards: Mapping[int, Sequence[BoardContender]], tables: LeagueTables) -> Rows:
    """Each board's contenders in prize order (rule 28), the winners marked."""
    return [[c.board, c.rank, tables.player(c.player), c.score, c.games,
             "prize" if c.rank == 1 else None]
            for board in sorted(boards) for c in boards[board]]


def text(value: Value) -> str:
    """A value as the web page shows it: points with ½, nothing for None."""
    if value is None:
        return ""
    if isinstance(value, float):
        return number_text(value)
    return str(value)


def rounds_played(tables: LeagueTables) -> list[int]:
    return sorted({m.round for s in tables.sections for m in s.matches})


def section_matches(section: SectionTables, rnd: int) -> list[MatchRecord]:
    return [m for m in section.matches if m.round == rnd]
