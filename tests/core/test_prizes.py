"""The prize ledger, worked by hand.

The rules are the US Junior Closed 2015 regulations' ("a fine of $200 to be deducted from their
prize for each occurrence"; "Players who withdraw or forfeit a game may not receive any prize
money"); the book does not publish its prize amounts, so the funds below are made up for the
arithmetic.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.incidents import Decision, Incident, LateArrival, fines_by_player
from chessarbiter.core.players import Player
from chessarbiter.core.prizes import Payout, PrizeFund, PrizeLedger, ineligible_players, payouts
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Game, Standing, Tournament

FUND = PrizeFund((4000, 2000, 1000, 500))
PASS_DOWN = FUND
FORFEITED = PrizeFund(FUND.amounts, ineligible_rule="forfeited")
BY_TIEBREAK = PrizeFund(FUND.amounts, tie_rule="tiebreak")


def table(*rows: tuple[int, int, float]) -> list[Standing]:
    """(rank, start number, points) → standings rows."""
    return [Standing(rank, start_no, f"Player {start_no}", points)
            for rank, start_no, points in rows]


# Five players, no ties after the tie-breaks: 1st no. 3, 2nd no. 1, 3rd no. 5 ...
CLEAR = table((1, 3, 6.5), (2, 1, 5.0), (3, 5, 4.5), (4, 2, 3.0), (5, 4, 1.0))


def by_player(ledger: PrizeLedger) -> dict[int, Payout]:
    return {p.start_no: p for p in ledger.payouts}


def test_prizes_by_place() -> None:
    rows = by_player(payouts(CLEAR, FUND, {}, set()))
    assert [rows[s].gross for s in (3, 1, 5, 2, 4)] == [4000, 2000, 1000, 500, 0]
    assert [rows[s].place_label for s in (3, 1, 5, 2, 4)] == ["1", "2", "3", "4", "5"]
    assert rows[4].prize_label == ""


def test_a_200_fine_reduces_the_prize_by_200() -> None:
    rows = by_player(payouts(CLEAR, FUND, {1: 200}, set()))
    assert (rows[1].gross, rows[1].fines, rows[1].net, rows[1].unpaid_fine) == (
        2000, 200, 1800, 0)
    assert "fine 200 deducted" in rows[1].note


def test_a_fine_larger_than_the_prize_leaves_nothing_and_reports_the_rest() -> None:
    ledger = payouts(CLEAR, FUND, {2: 600, 4: 200}, set())
    rows = by_player(ledger)
    assert (rows[2].gross, rows[2].net, rows[2].unpaid_fine) == (500, 0, 100)
    assert (rows[4].gross, rows[4].net, rows[4].unpaid_fine) == (0, 0, 200)
    assert ledger.unpaid_fines == 300
    assert ledger.kept_by_organiser == 500  # the whole 4th prize went to the fine


def test_a_player_who_forfeited_gets_nothing_and_the_prize_passes_down() -> None:
    ledger = payouts(CLEAR, PASS_DOWN, {}, {1})
    rows = by_player(ledger)
    assert rows[1].gross == 0 and rows[1].withheld == 0
    assert rows[1].place_label == "2" and rows[1].prize_label == ""
    assert "prize passed down" in rows[1].note
    # 3rd place takes the 2nd prize, 4th the 3rd, 5th the 4th.
    assert [rows[s].gross for s in (3, 5, 2, 4)] == [4000, 2000, 1000, 500]
    assert (rows[5].place_label, rows[5].prize_label) == ("3", "2")
    assert ledger.unawarded == 0 and ledger.paid == 7500


def test_passed_down_prizes_nobody_reaches_stay_with_the_organiser() -> None:
    three = table((1, 1, 2.0), (2, 2, 1.0), (3, 3, 0.0))
    ledger = payouts(three, PASS_DOWN, {}, {2})
    assert [p.gross for p in ledger.payouts] == [4000, 0, 2000]
    assert ledger.unawarded == 1000 + 500


def test_under_forfeited_the_organiser_keeps_the_ineligible_prize() -> None:
    ledger = payouts(CLEAR, FORFEITED, {}, {1})
    rows = by_player(ledger)
    assert (rows[1].gross, rows[1].withheld) == (0, 2000)
    assert "2000 kept by the organiser" in rows[1].note
    assert [rows[s].gross for s in (3, 5, 2)] == [4000, 1000, 500]
    assert ledger.kept_by_organiser == 2000


def test_tie_for_2nd_3rd_shares_the_2nd_and_3rd_prizes() -> None:
    tied = table((1, 3, 6.0), (2, 1, 5.0), (3, 5, 5.0), (4, 2, 3.0))
    rows = by_player(payouts(tied, FUND, {}, set()))
    assert rows[1].gross == rows[5].gross == (2000 + 1000) // 2
    assert rows[1].place_label == rows[5].place_label == "2–3"
    assert rows[2].gross == 500
    assert "prizes 2–3 shared by 2 players" in rows[1].note


def test_the_unit_left_over_goes_to_the_better_tiebreak() -> None:
    tied = table((1, 1, 3.0), (2, 2, 2.0), (3, 3, 2.0), (4, 4, 2.0))
    rows = by_player(payouts(tied, PrizeFund((100, 50, 30, 21)), {}, set()))
    # (50 + 30 + 21) / 3 = 33 rest 2: the two better tie-breaks get 34.
    assert [rows[s].gross for s in (2, 3, 4)] == [34, 34, 33]


def test_a_tie_beyond_the_last_prize_pools_only_the_prizes_there_are() -> None:
    tied = table((1, 1, 3.0), (2, 2, 2.0), (3, 3, 2.0))
    rows = by_player(payouts(tied, PrizeFund((100, 50)), {}, set()))
    assert rows[2].gross + rows[3].gross == 50
    assert rows[2].prize_label == "2–3"


def test_tie_with_an_ineligible_player_under_each_rule() -> None:
    tied = table((1, 3, 6.0), (2, 1, 5.0), (3, 5, 5.0), (4, 2, 3.0))
    passed = by_player(payouts(tied, PASS_DOWN, {}, {1}))
    assert (passed[5].gross, passed[2].gross) == (2000, 1000)  # places 2 and 3 for 5 and 2
    kept = by_player(payouts(tied, FORFEITED, {}, {1}))
    assert (kept[5].gross, kept[1].withheld, kept[2].gross) == (1500, 1500, 500)


def test_by_tiebreak_the_rank_decides() -> None:
    tied = table((1, 3, 6.0), (2, 1, 5.0), (3, 5, 5.0), (4, 2, 3.0))
    rows = by_player(payouts(tied, BY_TIEBREAK, {}, set()))
    assert [rows[s].gross for s in (3, 1, 5, 2)] == [4000, 2000, 1000, 500]


def test_by_tiebreak_players_the_chain_cannot_separate_share() -> None:
    tied = table((1, 3, 6.0), (2, 1, 5.0), (2, 5, 5.0), (4, 2, 3.0))
    rows = by_player(payouts(tied, BY_TIEBREAK, {}, set()))
    assert rows[1].gross == rows[5].gross == 1500


def test_the_playoff_champion_takes_first_place() -> None:
    tied = table((1, 3, 6.0), (2, 1, 6.0), (3, 5, 5.0), (4, 2, 3.0))
    ledger = payouts(tied, BY_TIEBREAK, {}, set(), champion=1)
    assert [p.start_no for p in ledger.payouts] == [1, 3, 5, 2]
    rows = by_player(ledger)
    assert (rows[1].gross, rows[3].gross) == (4000, 2000)
    assert "playoff champion" in rows[1].note
    shared = by_player(payouts(tied, FUND, {}, set(), champion=1))
    assert shared[1].gross == shared[3].gross == 3000  # the title only: money is shared
    with pytest.raises(ValueError, match="not tied for first"):
        payouts(tied, BY_TIEBREAK, {}, set(), champion=5)
    with pytest.raises(ValueError, match="not in the standings"):
        payouts(tied, BY_TIEBREAK, {}, set(), champion=9)


def test_fines_of_players_outside_the_standings_are_reported_unpaid() -> None:
    ledger = payouts(CLEAR, FUND, {8: 200}, set())
    last = ledger.payouts[-1]
    assert (last.start_no, last.unpaid_fine, last.note) == (
        8, 200, "not in the standings; fine 200 exceeds the prize: 200 unpaid")


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError, match="prize 2 cannot be negative"):
        payouts(CLEAR, PrizeFund((100, -5)), {}, set())
    with pytest.raises(ValueError, match="tie rule"):
        payouts(CLEAR, PrizeFund((100,), tie_rule="hort"), {}, set())
    with pytest.raises(ValueError, match="player 1 cannot be negative"):
        payouts(CLEAR, FUND, {1: -200}, set())
    with pytest.raises(ValueError, match="out of order"):
        payouts(table((1, 1, 2.0), (2, 2, 3.0)), FUND, {}, set())
    with pytest.raises(ValueError, match="twice"):
        payouts(table((1, 1, 2.0), (2, 1, 1.0)), FUND, {}, set())


def test_fund_round_trips_and_refuses_bad_stored_values() -> None:
    fund = PrizeFund((500, 300), "tiebreak", "forfeited")
    assert PrizeFund.from_dict(fund.to_dict()) == fund
    with pytest.raises(ValueError, match="ineligible rule"):
        PrizeFund.from_dict({"amounts": [1], "ineligible_rule": "keep"})


def _round_robin(results: dict[tuple[int, int], Result]) -> Tournament:
    players = tuple(Player(n, f"Player {n}") for n in range(1, 5))
    games = tuple(Game(r, b, w, bl, results.get((w, bl)))
                  for r, b, w, bl in ((1, 1, 1, 4), (1, 2, 2, 3), (2, 1, 4, 3), (2, 2, 1, 2),
                                      (3, 1, 2, 4), (3, 2, 3, 1)))
    return Tournament(players, games, rounds=3)


US_JUNIOR = EventSettings(forfeit_or_withdrawal_loses_prize=True)


def test_ineligible_players_withdrew_or_lost_by_forfeit() -> None:
    tournament = _round_robin({(1, 4): Result.WHITE_WINS_FORFEIT, (2, 3): Result.DOUBLE_FORFEIT,
                               (4, 3): Result.BLACK_WINS, (1, 2): Result.DRAW})
    assert ineligible_players(tournament, US_JUNIOR) == {4, 2, 3}  # 1 won by forfeit: eligible
    gone = Tournament((Player(1, "A", withdrawn_after=1), Player(2, "B")), rounds=1)
    assert ineligible_players(gone, US_JUNIOR) == {1}
    assert ineligible_players(tournament, EventSettings()) == set()


def test_late_forfeit_and_fine_flow_into_the_ledger() -> None:
    """Player 4 arrives 31 minutes late in round 1 (forfeit, $200); player 1 pays a $200 fine."""
    tournament = _round_robin({(1, 4): Result.WHITE_WINS_FORFEIT, (2, 3): Result.WHITE_WINS,
                               (4, 3): Result.WHITE_WINS, (1, 2): Result.WHITE_WINS,
                               (2, 4): Result.BLACK_WINS, (3, 1): Result.DRAW})
    assert tournament.scores == {1: 2.5, 4: 2.0, 2: 1.0, 3: 0.5}  # added up by hand
    standings = table((1, 1, 2.5), (2, 4, 2.0), (3, 2, 1.0), (4, 3, 0.5))
    incidents = [Incident(1, 4, "19:31", LateArrival(31), decision=Decision.FORFEIT, fine=200),
                 Incident(2, 1, "19:05", LateArrival(5), decision=Decision.FINE, fine=200)]
    ledger = payouts(standings, PrizeFund((1000, 600, 300)), fines_by_player(incidents),
                     ineligible_players(tournament, US_JUNIOR))
    rows = by_player(ledger)
    assert (rows[1].net, rows[4].gross, rows[4].unpaid_fine) == (800, 0, 200)
    assert (rows[2].gross, rows[3].gross) == (600, 300)  # prizes passed down past player 4


@st.composite
def ledgers(draw: st.DrawFn) -> tuple[list[Standing], PrizeFund, dict[int, int], set[int],
                                       int | None]:
    """Random standings (ties on points and on rank), fund, fines, ineligible players and a
    champion among those tied for first."""
    scored = sorted(draw(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 2)),
                                  max_size=10)), reverse=True)
    standings = [Standing(1 + next(i for i, s in enumerate(scored) if s == score), n, "",
                          score[0] / 2) for n, score in enumerate(scored, 1)]
    fund = PrizeFund(tuple(draw(st.lists(st.integers(0, 10_000), max_size=12))),
                     draw(st.sampled_from(("share", "tiebreak"))),
                     draw(st.sampled_from(("pass-down", "forfeited"))))
    numbers = list(range(1, len(standings) + 3))  # two fined players outside the standings
    fines = draw(st.dictionaries(st.sampled_from(numbers), st.integers(0, 3000)))
    ineligible = draw(st.sets(st.sampled_from(numbers)))
    tied_first = [r.start_no for r in standings if r.points == standings[0].points]
    champion = draw(st.none() | st.sampled_from(tied_first)) if tied_first else None
    return standings, fund, fines, ineligible, champion


@given(ledgers())
def test_every_unit_of_the_fund_is_accounted_for(
        case: tuple[list[Standing], PrizeFund, dict[int, int], set[int], int | None]) -> None:
    standings, fund, fines, ineligible, champion = case
    ledger = payouts(standings, fund, fines, ineligible, champion)
    awarded = sum(p.gross + p.withheld for p in ledger.payouts)
    assert awarded + ledger.unawarded == fund.total
    assert ledger.paid + ledger.kept_by_organiser == fund.total
    assert sorted(p.start_no for p in ledger.payouts) == sorted(
        {r.start_no for r in standings} | {s for s, f in fines.items() if f})
    for p in ledger.payouts:
        assert 0 <= p.net <= p.gross and p.withheld >= 0
        assert p.net == max(0, p.gross - p.fines) and p.unpaid_fine == max(0, p.fines - p.gross)
        if p.start_no in ineligible:
            assert p.gross == 0
    if fund.ineligible_rule == "pass-down":
        eligible = sum(1 for r in standings if r.start_no not in ineligible)
        assert ledger.unawarded == sum(fund.amounts[eligible:])


@given(ledgers())
def test_sharing_never_pays_a_lower_score_more(
        case: tuple[list[Standing], PrizeFund, dict[int, int], set[int], int | None]) -> None:
    standings, fund, _, _, _ = case
    descending = PrizeFund(tuple(sorted(fund.amounts, reverse=True)))
    gross = {p.start_no: p.gross for p in payouts(standings, descending, {}, set()).payouts}
    for a in standings:
        for b in standings:
            if a.points > b.points:
                assert gross[a.start_no] >= gross[b.start_no]
            elif a.points == b.points:
                assert abs(gross[a.start_no] - gross[b.start_no]) <= 1
