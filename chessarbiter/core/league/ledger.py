"""Each team's deposit ledger (rules 30-32), in cents so every split adds up exactly.

The automatic deductions are worked out again from the season's record each time, so
correcting a result corrects the ledger; the director's own entries (payments, damages
typed by hand, adjustments) are kept alongside. Balance = deposit − deductions + payments
(− the refund once paid). Decisions:
- 30.a counts boards a team lost by forfeit without a game (absence, equipment); a rule-16
  forfeit was played and rated, so it does not count. Fines follow the order of the season.
- 30.b: a team that forfeits every board of a match pays the $25 unless its notice came at
  least 24 hours before the round began.
- 30.c: a member whose membership expired before a date they played a rated league or
  extra game, once per member per date, charged to the team they played for.
- 30.d: the shortfall is split by weights (1 each unless the director says otherwise), any
  odd cents going to the largest remainders (ties: the team listed first).
- 31: a negative balance must be brought back up to the full deposit before the first round
  of a later month.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from enum import StrEnum

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import (
    MatchRecord,
    SectionRecord,
    appearances,
    forfeited_by,
)
from chessarbiter.core.league.roster_rules import Appearance
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team
from chessarbiter.core.league.withdrawn import gone


class EntryKind(StrEnum):
    DEPOSIT = "deposit"
    PAYMENT = "payment"
    DEDUCTION = "deduction"
    REFUND = "refund"


_SIGN = {EntryKind.DEPOSIT: 1, EntryKind.PAYMENT: 1, EntryKind.DEDUCTION: -1,
         EntryKind.REFUND: -1}


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    team: str
    on: date
    kind: EntryKind
    cents: int  # always positive; ``kind`` gives the direction
    rule: str  # "30.a" … for automatic deductions, "" for the director's entries
    note: str

    def __post_init__(self) -> None:
        if self.cents <= 0:
            raise ValueError(f"{self.team} {self.on.isoformat()} {self.kind.value}: the amount "
                             "must be more than $0.00")


def dollars(cents: int) -> str:
    """``-1250`` → ``-$12.50``."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100}.{abs(cents) % 100:02d}"


def _deduction(team: str, on: date, cents: int, rule: str, note: str) -> LedgerEntry:
    return LedgerEntry(team, on, EntryKind.DEDUCTION, cents, rule, note)


def forfeit_deductions(matches: Iterable[MatchRecord], rules: MatchRules,
                       withdrawn: Mapping[str, date] | None = None) -> list[LedgerEntry]:
    """Rule 30.a: the third and later game forfeits of each team's season (none of a team's
    matches once it has withdrawn, 30.f)."""
    count: dict[str, int] = {}
    out = []
    for m in sorted(matches, key=lambda m: (m.on, m.round)):
        for g in sorted(m.boards, key=lambda g: g.board):
            for first, team in ((True, m.first), (False, m.second)):
                if g.result is None or not forfeited_by(g.result, g.board, first) \
                        or gone(withdrawn or {}, team, m.on):
                    continue
                nth = count[team] = count.get(team, 0) + 1
                fine = rules.forfeit_fine(nth)
                if fine:
                    out.append(_deduction(team, m.on, fine * 100, "30.a",
                                          f"game forfeit {nth} (round {m.round}, board "
                                          f"{g.board})"))
    return out


@dataclass(frozen=True, slots=True)
class Notice:
    """A team's notice to the Match Director that it will not play a round (rule 30.b)."""

    team: str
    round: int
    given_at: datetime
    round_starts_at: datetime


def no_notice_deductions(matches: Iterable[MatchRecord], notices: Sequence[Notice],
                         rules: MatchRules, withdrawn: Mapping[str, date] | None = None
                         ) -> list[LedgerEntry]:
    """Rule 30.b: every board of a match forfeited without notice 24 hours ahead (not by a
    team that has withdrawn, 30.f)."""
    ahead = timedelta(hours=rules.notice_hours)
    out = []
    for m in matches:
        for first, team in ((True, m.first), (False, m.second)):
            lost = [g for g in m.boards if g.result and forfeited_by(g.result, g.board, first)]
            if len(lost) < rules.boards or gone(withdrawn or {}, team, m.on):
                continue
            if any(n.team == team and n.round == m.round
                   and n.round_starts_at - n.given_at >= ahead for n in notices):
                continue
            out.append(_deduction(team, m.on, rules.no_notice_fine * 100, "30.b",
                                  f"all {rules.boards} games of round {m.round} forfeited "
                                  f"without {rules.notice_hours} hours' notice"))
    return out


def membership_deductions(played: Iterable[Appearance], expiry: Mapping[str, date | None],
                          rules: MatchRules) -> list[LedgerEntry]:
    """Rule 30.c: once per member per date played on an expired membership."""
    charged = sorted({(a.team, a.on, a.uscf_id) for a in played
                      if (end := expiry.get(a.uscf_id)) is not None and end < a.on})
    return [_deduction(team, on, rules.membership_fine * 100, "30.c",
                       f"{uscf_id} played on an expired US Chess membership")
            for team, on, uscf_id in charged]


@dataclass(frozen=True, slots=True)
class FoodShortfall:
    """The food bought at the site on a date, and the teams scheduled to play that day."""

    on: date
    purchased_cents: int
    teams: tuple[str, ...]
    weights: Mapping[str, int] = field(default_factory=dict)  # the director's larger shares


def food_deductions(food: FoodShortfall, rules: MatchRules) -> list[LedgerEntry]:
    """Rule 30.d: the shortfall below the minimum purchase, split over the teams."""
    short = rules.food_minimum * 100 - food.purchased_cents
    weights = [food.weights.get(t, 1) for t in food.teams]
    if short <= 0 or not food.teams:
        return []
    if any(w < 0 for w in weights) or not sum(weights):
        raise ValueError(f"{food.on.isoformat()}: food shares must be 0 or more, not all 0")
    shares = [short * w // sum(weights) for w in weights]
    order = sorted(range(len(weights)), key=lambda i: -(short * weights[i] % sum(weights)))
    for i in order[:short - sum(shares)]:
        shares[i] += 1
    return [_deduction(t, food.on, s, "30.d", f"share of the {dollars(short)} food shortfall")
            for t, s in zip(food.teams, shares, strict=True) if s]


def damages_deduction(team: str, on: date, cost_cents: int, note: str,
                      rules: MatchRules) -> LedgerEntry:
    """Rule 30.e: actual expenses plus 10%, rounded half up to the cent."""
    surcharge = (cost_cents * rules.damages_surcharge_percent + 50) // 100
    return _deduction(team, on, cost_cents + surcharge, "30.e", note)


def withdrawal_deduction(team: str, on: date, settings: LeagueSettings,
                         rules: MatchRules) -> LedgerEntry | None:
    """Rule 30.f: withdrawing after the registration deadline and before the last round."""
    if settings.registration_deadline < on < settings.dates[-1]:
        return _deduction(team, on, rules.withdrawal_fine * 100, "30.f", "withdrew")
    return None


@dataclass(frozen=True, slots=True)
class Damage:
    team: str
    on: date
    cost_cents: int
    note: str


@dataclass(frozen=True, slots=True)
class SeasonFacts:
    """What the automatic deductions are worked out from: the sections' records, each
    player's membership expiry, and the director's notes of notices, food, damages and
    withdrawals."""

    records: tuple[SectionRecord, ...]
    expiry: Mapping[str, date | None]
    notices: tuple[Notice, ...] = ()
    food: tuple[FoodShortfall, ...] = ()
    damages: tuple[Damage, ...] = ()
    withdrawals: tuple[tuple[str, date], ...] = ()  # (team, date)


def expiry_of(teams: Iterable[Team]) -> dict[str, date | None]:
    """Each rostered player's membership expiry (rule 12.c)."""
    return {e.uscf_id: e.member.expiry for t in teams for e in t.roster}


def automatic_deductions(facts: SeasonFacts, settings: LeagueSettings,
                         rules: MatchRules) -> tuple[LedgerEntry, ...]:
    """Every deduction of rule 30 the facts call for, in date order."""
    matches = [m for r in facts.records for m in r.matches]
    extra = [e for r in facts.records for e in r.extra_games]
    withdrawn = dict(facts.withdrawals)
    out = forfeit_deductions(matches, rules, withdrawn) + no_notice_deductions(
        matches, facts.notices, rules, withdrawn)
    out += membership_deductions(appearances(matches, extra), facts.expiry, rules)
    out += [e for food in facts.food for e in food_deductions(food, rules)]
    out += [damages_deduction(d.team, d.on, d.cost_cents, d.note, rules) for d in facts.damages]
    out += [e for team, on in facts.withdrawals
            if (e := withdrawal_deduction(team, on, settings, rules)) is not None]
    return tuple(sorted(out, key=lambda e: (e.on, e.team, e.rule)))


def balance(entries: Iterable[LedgerEntry], team: str, until: date | None = None) -> int:
    """The team's deposit balance in cents, on ``until`` inclusive (default: all)."""
    return sum(_SIGN[e.kind] * e.cents for e in entries
               if e.team == team and (until is None or e.on <= until))


def amount_owed(balance_cents: int, rules: MatchRules) -> int:
    """Rule 31: what restores a balance below zero to the full deposit (0 otherwise)."""
    return rules.deposit * 100 - balance_cents if balance_cents < 0 else 0


def short_since(entries: Iterable[LedgerEntry], team: str) -> date | None:
    """The date the team's balance last fell below zero, None when it is not below zero: a
    part payment does not move the day rule 31's payment is due."""
    running, since = 0, None
    for on, cents in sorted((e.on, _SIGN[e.kind] * e.cents) for e in entries if e.team == team):
        running += cents
        since = (since or on) if running < 0 else None
    return since


def payment_due(on: date, settings: LeagueSettings) -> date | None:
    """Rule 31: the first league date in a later month than ``on``."""
    return next((d for d in settings.dates if (d.year, d.month) > (on.year, on.month)), None)


def owing(entries: Sequence[LedgerEntry]) -> frozenset[str]:
    """Teams whose deductions exceed their deposit (no prize, rule 27)."""
    return frozenset(t for t in {e.team for e in entries} if balance(entries, t) < 0)


@dataclass(frozen=True, slots=True)
class RefundStatement:
    """Rule 32: the season's account of one team after the final round."""

    team: str
    entries: tuple[LedgerEntry, ...]
    deposits: int
    payments: int
    deductions: int
    balance: int
    refund: int  # paid back to the captain
    still_owed: int  # when the deductions exceed what the team paid in
    refund_by: date


def refund_statement(entries: Iterable[LedgerEntry], team: str, settings: LeagueSettings,
                     rules: MatchRules) -> RefundStatement:
    mine = tuple(sorted((e for e in entries if e.team == team and e.kind is not EntryKind.REFUND),
                        key=lambda e: (e.on, e.kind != EntryKind.DEPOSIT)))

    def total(kind: EntryKind) -> int:
        return sum(e.cents for e in mine if e.kind is kind)

    left = balance(mine, team)
    return RefundStatement(team, mine, total(EntryKind.DEPOSIT), total(EntryKind.PAYMENT),
                           total(EntryKind.DEDUCTION), left, max(left, 0), max(-left, 0),
                           settings.dates[-1] + timedelta(days=rules.refund_days))
