"""Rules 30-32: the deposit ledger.

30: "a. … $5 each for the third and fourth game forfeits, $7 each for the fifth and sixth …
and $10 for each additional game forfeit. b. … forfeits all four games in the same round
without giving the Match Director notice at least 24 hours in advance: $25 in addition …
c. … expired USCF membership … (including extra rated games): $15 per date for each such
team member. d. … the shortfall shall be divided by the number of teams scheduled to play
that day … e. … actual expenses plus 10%. f. … withdraws … after the registration deadline
and prior to the last round: $50."
31: "… pay … the amount necessary to cover the deductions and restore their deposit balance
to $50, prior to the next month's round." 32: refund "within two weeks of the final round".
"""

from dataclasses import replace
from datetime import date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.league.ledger import (
    Damage,
    EntryKind,
    FoodShortfall,
    LedgerEntry,
    Notice,
    SeasonFacts,
    amount_owed,
    automatic_deductions,
    balance,
    damages_deduction,
    dollars,
    expiry_of,
    food_deductions,
    forfeit_deductions,
    membership_deductions,
    no_notice_deductions,
    owing,
    payment_due,
    refund_statement,
    short_since,
    withdrawal_deduction,
)
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES as RULES
from chessarbiter.core.league.match_scoring import ExtraGame, SectionRecord, appearances
from chessarbiter.core.league.settings import COLUMBUS_2011_12 as SEASON
from chessarbiter.core.results import Result
from tests.core.league.factories import team, uscf
from tests.fixtures.team_events import match

OCT, NOV, DEC, JAN = (date(2011, 10, 16), date(2011, 11, 20), date(2011, 12, 18),
                      date(2012, 1, 15))


def test_rule_30a_third_and_later_forfeits_are_fined_in_season_order() -> None:
    matches = [
        match(1, "A", "B", "- 1 1 1", OCT),  # A's 1st forfeit
        match(2, "B", "A", "+ + 1 1", OCT),  # 2nd and 3rd ($5)
        match(3, "A", "C", "1 - - -", NOV),  # 4th ($5), 5th and 6th ($7)
        match(4, "A", "D", "1 1 1 --", DEC),  # 7th ($10); D's 1st, free
        match(5, "A", "D", "- 1 1 1", DEC),  # 8th ($10)
    ]
    a = [e for e in forfeit_deductions(matches, RULES) if e.team == "A"]
    assert [e.cents for e in a] == [500, 500, 700, 700, 1000, 1000]
    assert [e.on for e in a] == [OCT, NOV, NOV, NOV, DEC, DEC]
    assert [e.team for e in forfeit_deductions(matches, RULES)].count("D") == 0
    assert a[0].note == "game forfeit 3 (round 2, board 2)" and a[0].rule == "30.a"


def test_rule_16_forfeits_were_played_and_are_not_game_forfeits() -> None:
    ruled = match(1, "A", "B", "1 1 1 1", OCT)
    boards = tuple(replace(g, league_result=Result.BLACK_WINS_FORFEIT) for g in ruled.boards)
    assert forfeit_deductions([replace(ruled, boards=boards)] * 3, RULES) == []


STARTS = datetime(2011, 11, 20, 13, 0)
ALL_FOUR = match(3, "A", "B", "- - - -", NOV)


def test_rule_30b_all_four_forfeited_without_24_hours_notice_costs_25() -> None:
    [entry] = no_notice_deductions([ALL_FOUR], [], RULES)
    assert (entry.team, entry.cents, entry.rule) == ("A", 2500, "30.b")
    late = Notice("A", 3, datetime(2011, 11, 19, 14, 0), STARTS)  # 23 hours ahead
    assert len(no_notice_deductions([ALL_FOUR], [late], RULES)) == 1
    timely = Notice("A", 3, datetime(2011, 11, 19, 13, 0), STARTS)  # 24 hours ahead
    assert no_notice_deductions([ALL_FOUR], [timely], RULES) == []
    # … and the four game forfeits are charged as well: the first two free, then $5, $5.
    assert [e.cents for e in forfeit_deductions([ALL_FOUR], RULES)] == [500, 500]


def test_rule_30c_expired_membership_once_per_member_per_date() -> None:
    roster = team("A", {1: 1800, 2: 1700})
    expiry = expiry_of([roster]) | {uscf(2): date(2011, 12, 31)}
    played = [
        *appearances([match(1, "A", "B", "1 1 1 1", NOV,
                            players=[(uscf(2), "b1"), (uscf(1), "b2"), ("a3", "b3"),
                                     ("a4", "b4")])]),
        *appearances([match(5, "A", "B", "1 1 1 1", JAN,
                            players=[(uscf(2), "b1"), (uscf(1), "b2"), ("a3", "b3"),
                                     ("a4", "b4")])],
                     [ExtraGame(JAN, uscf(2), "c9", "A", "C", Result.DRAW)]),
    ]
    entries = membership_deductions(played, expiry, RULES)
    # Expired on 31 December: nothing for November; one $15 for January, extra game or not.
    assert [(e.team, e.on, e.cents) for e in entries] == [("A", JAN, 1500)]


def test_rule_30d_the_food_shortfall_is_split_over_the_teams_of_the_day() -> None:
    # $40 bought against the $50 minimum: $10 over three teams; the odd cent to the first.
    shares = food_deductions(FoodShortfall(NOV, 4000, ("A", "B", "C")), RULES)
    assert [(e.team, e.cents) for e in shares] == [("A", 334), ("B", 333), ("C", 333)]
    # The director assigns an absent team a larger share: $30 over weights 1, 1, 4.
    weighted = food_deductions(FoodShortfall(NOV, 2000, ("A", "B", "C"), {"C": 4}), RULES)
    assert [e.cents for e in weighted] == [500, 500, 2000]
    assert food_deductions(FoodShortfall(NOV, 5000, ("A", "B")), RULES) == []
    with pytest.raises(ValueError, match="food shares"):
        food_deductions(FoodShortfall(NOV, 0, ("A",), {"A": 0}), RULES)


def test_rule_30e_damages_cost_plus_10_percent() -> None:
    assert damages_deduction("A", NOV, 4000, "broken chair", RULES).cents == 4400
    assert damages_deduction("A", NOV, 1235, "spilled soda", RULES).cents == 1359  # 123.5 up


def test_rule_30f_withdrawal_after_the_deadline_and_before_the_last_round() -> None:
    assert withdrawal_deduction("A", date(2011, 9, 30), SEASON, RULES) is None
    entry = withdrawal_deduction("A", DEC, SEASON, RULES)
    assert entry is not None and entry.cents == 5000 and entry.rule == "30.f"
    assert withdrawal_deduction("A", SEASON.dates[-1], SEASON, RULES) is None


def test_rule_31_a_negative_balance_is_restored_to_50_before_next_month() -> None:
    entries = [LedgerEntry("A", OCT, EntryKind.DEPOSIT, 5000, "", "deposit"),
               LedgerEntry("A", NOV, EntryKind.DEDUCTION, 2500, "30.b", "no notice"),
               LedgerEntry("A", NOV, EntryKind.DEDUCTION, 3900, "30.e", "damages")]
    assert balance(entries, "A") == -1400 and dollars(-1400) == "-$14.00"
    assert amount_owed(-1400, RULES) == 6400  # $14 to cover, $50 to restore
    assert amount_owed(1000, RULES) == 0  # $10 left still covers: nothing is due
    assert payment_due(NOV, SEASON) == DEC
    assert balance(entries, "A", until=OCT) == 5000
    assert owing(entries) == {"A"}
    paid = [*entries, LedgerEntry("A", DEC, EntryKind.PAYMENT, 6400, "", "cheque")]
    assert balance(paid, "A") == 5000 and owing(paid) == frozenset()


def test_rule_31_the_payment_is_due_from_the_day_the_balance_fell_below_zero() -> None:
    entries = [LedgerEntry("A", OCT, EntryKind.DEPOSIT, 5000, "", "deposit"),
               LedgerEntry("A", NOV, EntryKind.DEDUCTION, 6000, "", "damages")]
    assert short_since(entries, "A") == NOV and short_since(entries, "B") is None
    # $5 paid in January leaves -$5: still short since November, so still due in December.
    part = [*entries, LedgerEntry("A", JAN, EntryKind.PAYMENT, 500, "", "cash")]
    assert short_since(part, "A") == NOV
    # Paid up in December, short again in January: the new debt counts from January.
    again = [*entries, LedgerEntry("A", DEC, EntryKind.PAYMENT, 6000, "", "cheque"),
             LedgerEntry("A", JAN, EntryKind.DEDUCTION, 5100, "", "fine")]
    assert short_since(again, "A") == JAN


def test_rule_32_refund_statement_after_the_final_round() -> None:
    entries = [LedgerEntry("A", OCT, EntryKind.DEPOSIT, 5000, "", "deposit"),
               LedgerEntry("A", NOV, EntryKind.DEDUCTION, 500, "30.a", "forfeit 3"),
               LedgerEntry("B", NOV, EntryKind.DEDUCTION, 700, "30.a", "forfeit 5")]
    s = refund_statement(entries, "A", SEASON, RULES)
    assert (s.deposits, s.deductions, s.payments, s.balance) == (5000, 500, 0, 4500)
    assert (s.refund, s.still_owed) == (4500, 0)
    assert s.refund_by == date(2012, 4, 29)  # two weeks after 15 April 2012
    assert len(s.entries) == 2


def test_the_automatic_deductions_of_a_season() -> None:
    record = SectionRecord(("A", "B"), (ALL_FOUR,))
    facts = SeasonFacts((record,), {}, food=(FoodShortfall(NOV, 4700, ("A", "B")),),
                        damages=(Damage("B", NOV, 1000, "broken clock"),),
                        withdrawals=(("B", DEC),))
    entries = automatic_deductions(facts, SEASON, RULES)
    assert [(e.team, e.rule, e.cents) for e in entries] == [
        ("A", "30.a", 500), ("A", "30.a", 500), ("A", "30.b", 2500), ("A", "30.d", 150),
        ("B", "30.d", 150), ("B", "30.e", 1100), ("B", "30.f", 5000)]


def test_an_entry_needs_a_positive_amount() -> None:
    with pytest.raises(ValueError, match=r"A 2011-10-16 payment: the amount must be more"):
        LedgerEntry("A", OCT, EntryKind.PAYMENT, 0, "", "")


ENTRIES = st.lists(st.tuples(st.sampled_from(list(EntryKind)),
                             st.integers(min_value=1, max_value=10_000)), max_size=20)


@given(ENTRIES)
def test_balance_is_deposit_minus_deductions_plus_payments(kinds: list[tuple[EntryKind, int]]
                                                           ) -> None:
    entries = [LedgerEntry("A", OCT, kind, cents, "", "") for kind, cents in kinds]

    def total(kind: EntryKind) -> int:
        return sum(c for k, c in kinds if k is kind)

    assert balance(entries, "A") == total(EntryKind.DEPOSIT) - total(EntryKind.DEDUCTION) \
        + total(EntryKind.PAYMENT) - total(EntryKind.REFUND)
    left = balance(entries, "A")
    if left < 0:
        assert left + amount_owed(left, RULES) == RULES.deposit * 100


@given(st.integers(min_value=0, max_value=5000),
       st.lists(st.integers(min_value=0, max_value=5), min_size=1, max_size=8)
       .filter(lambda w: sum(w) > 0))
def test_food_shares_add_up_to_the_shortfall_and_follow_the_weights(
    purchased: int, weights: list[int]
) -> None:
    teams = tuple(f"T{i}" for i in range(len(weights)))
    shares = food_deductions(FoodShortfall(NOV, purchased, teams, dict(zip(teams, weights,
                                                                           strict=True))),
                             RULES)
    short = 5000 - purchased
    assert sum(e.cents for e in shares) == short
    by_team = {e.team: e.cents for e in shares}
    for t, w in zip(teams, weights, strict=True):
        assert abs(by_team.get(t, 0) - short * w / sum(weights)) < 1


@given(st.integers(min_value=0, max_value=30))
def test_forfeit_fines_follow_the_schedule(n: int) -> None:
    matches = [match(r, "A", "B", "- 1 1 1", OCT) for r in range(1, n + 1)]
    total = sum(e.cents for e in forfeit_deductions(matches, RULES))
    expected = sum([0, 0, 5, 5, 7, 7][:n]) + 10 * max(0, n - 6)
    assert total == expected * 100
