"""The inverses the league window's undo calls: taking back a first lineup, an extra game, a
coin toss and a ruling of forfeits; reading the stored rulings and the director's ledger
entries back; the standings and prizes from one read.

Round 1 of the 8-team section (tests/fixtures/league/night_setup.py) is Team 01 – Team 08, Team 01
named first, so it has White on boards 1 and 3. Team k's player p is rated
2100 - 40k - 20(p - 1): player 5 (80 below player 1) on board 1 above player 1 on board 2
breaks rule 15's 75 points. The time control is G/75: half is 37½ minutes.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from chessarbiter.core.league.claims import Branch, Claim, Remedy, Ruling
from chessarbiter.core.league.league_standings import CoinToss
from chessarbiter.core.league.stored import ManualKind, StoredClaim
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league import League, open_league
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

NIGHT = date(2011, 10, 16)
WIN, LOSS = Result.WHITE_WINS, Result.BLACK_WINS


@pytest.fixture
def league(section: list[str], db_file: Path) -> Iterator[League]:
    db = Database.open_file(db_file)
    try:
        yield open_league(db)
    finally:
        db.close()


def boards(league: League) -> list[tuple[Result | None, Result | None]]:
    """Round 1 Team 01 – Team 08: each stored board's (result, league result)."""
    match = league.matches.match(1, "Team 01")[0]
    return [(b.result, b.league_result) if (b := match.boards.get(n)) else (None, None)
            for n in range(1, 5)]


def seat(league: League, t01: list[str], t08: list[str]) -> None:
    league.matches.lineup(1, "Team 01", t01, as_played=True)
    league.matches.lineup(1, "Team 08", t08, as_played=True)
    for board in range(1, 5):
        league.matches.result(1, "Team 01", board, WIN)


def test_a_first_lineup_is_taken_back_until_the_match_has_results(league: League) -> None:
    before = league.matches.match(1, "Team 01")[0]
    league.matches.lineup(1, "Team 01", lineup(1, 1, 2, 3, 4))
    assert league.matches.clear_lineup(1, "Team 01") == tuple(lineup(1, 1, 2, 3, 4))
    assert league.matches.match(1, "Team 01")[0] == before
    with pytest.raises(ActionRefused, match="Team 01 has no lineup for round 1 yet"):
        league.matches.clear_lineup(1, "Team 01")
    seat(league, lineup(1, 1, 2, 3, 4), lineup(8, 1, 2, 3, 4))
    with pytest.raises(ActionRefused, match="has results; clear them"):
        league.matches.clear_lineup(1, "Team 08")


def test_an_extra_game_is_removed_once(league: League) -> None:
    game = league.matches.extra_game(NIGHT, uscf(1, 5), uscf(8, 5), Result.DRAW)
    assert [(g.white, g.black) for g in league.matches.record().extra_games] == [
        (uscf(1, 5), uscf(8, 5))]
    league.matches.remove_extra_game(game)
    assert league.matches.record().extra_games == ()
    with pytest.raises(ActionRefused, match=f"there is no extra rated game {game}"):
        league.matches.remove_extra_game(game)


def test_the_latest_toss_is_deleted_and_the_tie_is_pending_again(league: League) -> None:
    # Team 01 and Team 03 sweep their matches, the other two are drawn: Team 01 and
    # Team 03 are tied on everything (1 MP, 4 GP, never met, opponents on 0).
    for first, second, result in ((1, 8, None), (2, 7, Result.DRAW), (3, 6, None),
                                  (4, 5, Result.DRAW)):
        for team in (first, second):
            league.matches.lineup(1, f"Team {team:02d}", lineup(team, 1, 2, 3, 4))
        for board in range(1, 5):
            won = WIN if board % 2 else LOSS  # the first-named team has White on odd boards
            league.matches.result(1, f"Team {first:02d}", board, result or won)
    assert league.standings.standings()["A"].pending_tosses[0] == ("Team 01", "Team 03")
    toss = league.standings.toss("A", ["Team 03", "Team 01"], note="TD's coin")
    assert league.standings.standings()["A"].pending_tosses[0] == ("Team 02", "Team 04",
                                                                   "Team 05", "Team 07")
    with pytest.raises(ActionRefused, match="latest coin toss of section A is not "
                                            "Team 01, Team 03"):
        league.standings.remove_toss("A", CoinToss(("Team 01", "Team 03")))
    league.standings.remove_toss("A", toss)
    assert league.standings.standings()["A"].pending_tosses[0] == ("Team 01", "Team 03")
    with pytest.raises(ActionRefused, match="latest coin toss of section A is not"):
        league.standings.remove_toss("A", toss)


def test_a_ruling_of_forfeits_is_read_back_and_withdrawn(league: League) -> None:
    seat(league, lineup(1, 5, 1, 2, 3), lineup(8, 1, 2, 3, 4))
    # 40 minutes > 37½: rule 16.a; boards 1 and 2 (the pair out of order) are Team 01's
    # forfeits: board 1 (Team 01 White) -+, board 2 (Team 01 Black) +-.
    ruling = league.claims.claim(1, "Team 01", NIGHT, 40 * 60)
    assert boards(league) == [(WIN, Result.BLACK_WINS_FORFEIT),
                              (WIN, Result.WHITE_WINS_FORFEIT), (WIN, None), (WIN, None)]
    (stored,) = league.claims.claims()
    assert stored.ruling == ruling == Ruling(Claim(1, "Team 01", NIGHT, 2400), Branch.FORFEITS,
                                             (1, 2))
    assert stored.match_id == league.matches.match(1, "Team 01")[0].match_id
    assert league.claims.claims(1) == (stored,) and league.claims.claims(2) == ()
    assert league.claims.withdraw_claim(stored.id) == stored
    assert boards(league) == [(WIN, None)] * 4
    assert league.claims.claims() == ()
    with pytest.raises(ActionRefused, match=f"there is no claim {stored.id}"):
        league.claims.withdraw_claim(stored.id)


def test_overlapping_rulings_are_withdrawn_latest_first(league: League) -> None:
    seat(league, lineup(1, 5, 1, 2, 3), lineup(8, 5, 1, 2, 3))
    first = league.claims.rule(1, "Team 01", NIGHT, 40 * 60)
    second = league.claims.rule(1, "Team 08", NIGHT, 45 * 60)
    # Both teams lose boards 1 and 2: double forfeits.
    assert boards(league)[:2] == [(WIN, Result.DOUBLE_FORFEIT)] * 2
    with pytest.raises(ActionRefused, match="a later ruling on round 1 covers board"):
        league.claims.withdraw_claim(first.id)
    league.claims.withdraw_claim(second.id)  # back to Team 01's forfeits alone
    assert boards(league)[:2] == [(WIN, Result.BLACK_WINS_FORFEIT),
                                  (WIN, Result.WHITE_WINS_FORFEIT)]
    league.claims.withdraw_claim(first.id)
    assert boards(league) == [(WIN, None)] * 4


def test_a_restart_stays_since_the_results_it_cleared_are_gone(league: League) -> None:
    seat(league, lineup(1, 5, 1, 2, 3), lineup(8, 1, 2, 3, 4))
    stored = league.claims.rule(1, "Team 01", NIGHT, 30 * 60, remedy=Remedy.RESTART)
    assert boards(league) == [(None, None), (None, None), (WIN, None), (WIN, None)]
    assert isinstance(stored, StoredClaim) and stored.ruling.remedy is Remedy.RESTART
    with pytest.raises(ActionRefused, match="a restart cleared the results of board"):
        league.claims.withdraw_claim(stored.id)
    assert league.claims.claims() == (stored,)


def test_manual_entries_come_back_with_their_ids_in_date_order(league: League) -> None:
    later = league.ledger.add("Team 02", date(2011, 11, 20), ManualKind.PAYMENT, 1500, "check")
    earlier = league.ledger.add("Team 01", date(2011, 10, 16), ManualKind.DAMAGES, 800)
    entries = league.ledger.manual_entries()
    assert [(e.entry_id, e.team, e.on, e.kind, e.cents, e.note) for e in entries] == [
        (earlier, "Team 01", date(2011, 10, 16), ManualKind.DAMAGES, 800, ""),
        (later, "Team 02", date(2011, 11, 20), ManualKind.PAYMENT, 1500, "check")]
    league.ledger.remove(earlier)
    assert [e.entry_id for e in league.ledger.manual_entries()] == [later]


def test_standings_and_prizes_from_one_read_match_the_two_reads(league: League) -> None:
    seat(league, lineup(1, 1, 2, 3, 4), lineup(8, 1, 2, 3, 4))
    standings, prizes = league.standings.standings_and_prizes()
    assert standings == league.standings.standings()
    assert prizes == league.standings.prizes()
    assert [p.section for p in prizes] == ["A"]
