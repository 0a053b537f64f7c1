"""The match-night printouts of a league season, read back with pypdf: result forms,
standings, prizes and deposit statements of the season of
:mod:`tests.fixtures.league.played_season`, whose every expected value is worked out by hand
there and below."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime

import pytest

from chessarbiter.core.league.league_standings import (
    COIN_TOSS,
    SectionStandings,
    TeamStanding,
)
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.season_ledger import TeamLedger
from chessarbiter.core.league.season_record import SeasonRecord
from chessarbiter.core.league.season_standings import SectionPrizes
from chessarbiter.core.league.teams import Team
from chessarbiter.db.database import Database
from chessarbiter.reports.formatting import MINUS
from chessarbiter.reports.league import (
    league_standings_sheet,
    ledger_statements,
    matches_of,
    prizes_sheet,
    result_forms,
)
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.services.league import open_league
from tests.fixtures.league.played_season import LONG_PLAYER, LONG_TEAM, build_season
from tests.reports.pdftext import page_count, row_of, rows, text

INFO = EventInfo("Columbus 2011-12", start_date="2011-10-16", end_date="2012-04-15")
OPTS = PrintOptions(printed_at=datetime(2012, 3, 20, 9, 0))


@dataclass(frozen=True)
class Season:
    record: SeasonRecord
    teams: tuple[Team, ...]
    standings: dict[str, SectionStandings]
    prizes: tuple[SectionPrizes, ...]
    ledger: tuple[TeamLedger, ...]

    @property
    def rules(self) -> MatchRules:
        return self.record.rules


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Season:
    db = Database.open_file(build_season(tmp_path_factory.mktemp("season")))
    try:
        league = open_league(db)
        return Season(league.matches.record(), league.rosters.teams(),
                      league.standings.standings(), league.standings.prizes(),
                      league.ledger.ledger().teams)
    finally:
        db.close()


def _words(pdf: bytes) -> str:
    return " ".join(text(pdf).split())


def test_round_6_forms_show_players_colours_points_and_totals(season: Season) -> None:
    pdf = result_forms(matches_of(season.record, 6), season.teams, season.rules, INFO, OPTS)
    assert page_count(pdf) == 1  # two forms share the page
    page = rows(pdf)[0]
    # Dublin Dragons (named first: White on boards 1 and 3) v Bexley Bishops. Bexley wins
    # boards 1 and 2; Dublin's players 3 and 4 are absent, so boards 3 and 4 are forfeits.
    assert row_of(page, "Player 4-1") == ["A", "White", "Player 4-1", "12000401", "1700", "0"]
    assert row_of(page, "Player 2-2") == ["B", "White", "Player 2-2", "12000202", "1880", "1"]
    assert row_of(page, "Player 2-4") == ["B", "White", "Player 2-4", "12000204", "1840", "+"]
    forfeited = [r for r in page if "nobody: the board is forfeited" in r]
    assert forfeited == [["A", "White", "nobody: the board is forfeited", MINUS],
                         ["A", "Black", "nobody: the board is forfeited", MINUS]]
    # Totals: Bexley 1 + 1 + 1 + 1 = 4 game points, 1 match point; Dublin 0 and 0.
    assert row_of(page, "Bexley Bishops") == ["B", "Bexley Bishops", "4", "1"]
    assert row_of(page, "Dublin Dragons") == ["A", "Dublin Dragons", "0", "0"]
    # The long names, escaped and whole: Knights beat Clintonville 3-1 (1, 1, ½, ½).
    assert row_of(page, LONG_PLAYER) == ["A", "White", LONG_PLAYER, "12000101", "2000", "1"]
    # (set smaller to fit, the name sits a point off its row's baseline)
    assert [LONG_TEAM] in page and ["A", "3", "1"] in page
    assert row_of(page, "Player 3-4") == ["B", "White", "Player 3-4", "12000304", "1740", "½"]
    words = _words(pdf)
    assert "Section A · Round 6 · Sunday 18 March 2012" in words
    assert "Captain's signature" in words and "Director's notes" in words


@pytest.mark.parametrize("opts", [OPTS, replace(OPTS, paper="letter")])
def test_forms_before_the_lineups_leave_lines_to_fill_in(season: Season,
                                                        opts: PrintOptions) -> None:
    matches = [replace(m, lineups={}, boards={}) for m in matches_of(season.record, 1)]
    pdf = result_forms(matches, season.teams, season.rules, INFO, opts)
    assert page_count(pdf) == 1
    page = rows(pdf)[0]
    assert [r for r in page if r[:1] == ["A"] or r[:1] == ["B"]][:4] == [
        ["A", "White"], ["B", "Black"], ["A", "Black"], ["B", "White"]]
    assert "Player" not in _words(pdf).replace("Player ", "")  # the header only
    assert "12000101" not in _words(pdf)


def test_forms_are_deterministic(season: Season) -> None:
    matches = matches_of(season.record, 3)
    assert result_forms(matches, season.teams, season.rules, INFO, OPTS) == \
        result_forms(matches, season.teams, season.rules, INFO, OPTS)


def test_standings_columns_are_the_rule_25_values(season: Season) -> None:
    pdf = league_standings_sheet(season.standings, INFO, OPTS)
    page = rows(pdf)[0]
    assert row_of(page, "Team") == ["Place", "Rank", "Team", "MP", "GP", "Solk-MP", "SB-MP",
                                     "Solk-GP", "SB-GP"]
    # Knights win all six matches 3-1: 6 MP, 18 GP; opponents' MP 4, 1½, ½ twice each = 12,
    # all won so SB-MP = 12; opponents' GP (15 + 10 + 5) × 2 = 60, SB-GP = 3 × 60 = 180.
    assert row_of(page, LONG_TEAM) == ["1", "1", LONG_TEAM, "6", "18", "12", "12", "60", "180"]
    # Bexley: 2 + 6 + 7 = 15 GP, 4 MP; Solk-MP 6·2 + 1½·2 + ½·2 = 16; SB-MP 1½·2 + ½·2 = 4;
    # Solk-GP 36 + 20 + 10 = 66; SB-GP 18·1·2 + 10·3·2 + 5·3 + 5·4 = 131.
    assert row_of(page, "Bexley Bishops") == ["2", "2", "Bexley Bishops", "4", "15", "16", "4",
                                              "66", "131"]
    assert "Sonneborn-Berger" in _words(pdf) and "(rule 25.g)" in _words(pdf)


def test_standings_name_co_winners_and_a_pending_coin_toss() -> None:
    def row(place: int, rank: int, team: str, toss: float | None = None) -> TeamStanding:
        return TeamStanding(place, rank, team, 2.0, 6.0, {COIN_TOSS: toss})

    table = SectionStandings((row(1, 1, "Ames & Co"), row(1, 2, "Brook"), row(3, 3, "Cole", 1),
                              row(3, 4, "Dale", 2), row(5, 5, "Eton"), row(5, 5, "Fife")),
                             (("Eton", "Fife"),))
    words = _words(league_standings_sheet({"B": table}, INFO, OPTS))
    assert "Co-winners of place 1: Ames & Co, Brook (rule 25.a-d)" in words
    assert "Co-winners of place 5: Eton, Fife" in words
    assert "Tied after every tie-break: Eton, Fife; a coin toss decides" in words
    assert "Ordered by a recorded coin toss (rule 25.k): Cole, Dale." in words


def test_prizes_pass_down_and_name_the_deciding_tie_break(season: Season) -> None:
    pdf = prizes_sheet(season.prizes, season.standings, season.teams, season.rules, INFO, OPTS)
    page = rows(pdf)[0]
    # Bexley (2nd) owes $16.00 (rule 27): the second prize goes to Clintonville (3rd).
    assert row_of(page, "First") == ["First", LONG_TEAM, "1"]
    assert row_of(page, "Second") == ["Second", "Clintonville Castles", "3"]
    words = _words(pdf)
    assert "Bexley Bishops (rank 2) owes the league: its prize passed down (rule 27)." in words
    # Board 1: the Knights' player won all six games. Board 3: players 3 of Bexley and
    # Clintonville both 3½ of 6, level on head-to-head (two draws), Modified Median and
    # Solkoff (14); Cumulative 10½ v 10 (see tests/fixtures/league/played_season.py).
    assert row_of(page, LONG_PLAYER) == ["1", LONG_PLAYER, "6", "6", "score"]
    assert row_of(page, "Player 3-3") == ["3", "Player 3-3", "3½", "6", "Cumulative (10½ v 10)"]


def test_ledger_statements_a_page_each_with_running_balance(season: Season) -> None:
    pdf = ledger_statements(season.ledger, INFO, OPTS)
    assert page_count(pdf) == 4
    bexley = rows(pdf)[1]
    assert row_of(bexley, "2011-09-30") == ["2011-09-30", "deposit", "11", "deposit received",
                                            "$50.00", "$50.00"]
    # $60.00 of damages + 10% (rule 30.e) = $66.00; $50.00 - $66.00 = -$16.00.
    assert row_of(bexley, "2012-03-18") == ["2012-03-18", "deduction", "30.e",
                                            "broken clock & <table>", "-$66.00", "-$16.00"]
    words = _words(pdf)
    # The section has played out: no "next month's round" is left for rule 31's restored
    # deposit, so rule 32's account alone says what Bexley owes: $66.00 - $50.00 = $16.00.
    assert "Still owed: $16.00" in words
    assert "To pay" not in words
    # The same statement before the final round (the balance fell below zero on 2012-03-18):
    # rule 31 asks $50.00 - (-$16.00) = $66.00 before the first date of a later month.
    mid_season = replace(season.ledger[1], owed=6600, due=date(2012, 4, 15), refund=None)
    words = _words(ledger_statements([mid_season], INFO, OPTS))
    assert "To pay: $66.00, before Sunday 15 April 2012, to restore the deposit (rule 31)." \
        in words
    assert "After the final round" not in words
    # Dublin: 4 forfeits, fines $0, $0, $5, $5 (rule 30.a); $40.00 back by 15 April + 14 days.
    dublin = _words(ledger_statements(season.ledger[3:], INFO, OPTS))
    assert "game forfeit 4 (round 6, board 4) -$5.00 $40.00" in dublin
    assert "Refund: $40.00 to the team captain by Sunday 29 April 2012." in dublin


def test_a_directors_entry_names_him_whole() -> None:
    """"director" in the narrow rule column once wrapped as "direct/or" (issue 17)."""
    from datetime import date

    from chessarbiter.core.league.ledger import EntryKind, LedgerEntry

    entry = LedgerEntry("Bexley", date(2011, 10, 16), EntryKind.PAYMENT, 1000, "",
                        "a payment entered by the director after the match")
    pdf = ledger_statements([TeamLedger("Bexley", (entry,), 1000, 0, None, None)], INFO, OPTS)
    assert row_of(rows(pdf)[0], "2011-10-16")[:3] == ["2011-10-16", "payment", "director"]


def test_no_contact_details_on_any_sheet(season: Season) -> None:
    pdfs = [result_forms(matches_of(season.record, 1), season.teams, season.rules, INFO, OPTS),
            prizes_sheet(season.prizes, season.standings, season.teams, season.rules, INFO,
                         OPTS)]
    for pdf in pdfs:
        words = _words(pdf)
        assert "614-555" not in words and "@example.org" not in words and "High St" not in words
