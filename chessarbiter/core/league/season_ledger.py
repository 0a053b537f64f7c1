"""Each team's deposit ledger of a season (rules 11 and 30-32): the deposit received, the
director's own entries, and the automatic deductions worked out from the season's record,
notices and food every time (never stored, so a corrected result corrects the ledger)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from chessarbiter.core.league.ledger import (
    Damage,
    EntryKind,
    FoodShortfall,
    LedgerEntry,
    Notice,
    RefundStatement,
    SeasonFacts,
    amount_owed,
    automatic_deductions,
    balance,
    expiry_of,
    payment_due,
    refund_statement,
    short_since,
)
from chessarbiter.core.league.match_rules import start_time
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import SeasonRecord
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.stored import ManualKind
from chessarbiter.core.league.withdrawn import gone


@dataclass(frozen=True, slots=True)
class TeamLedger:
    team: str
    entries: tuple[LedgerEntry, ...]  # date order
    balance: int  # cents
    owed: int  # rule 31: what restores the deposit (a team that plays no further round: what
    # covers its deductions), 0 when the balance is not negative
    due: date | None  # rule 31: before the first round of the next month
    refund: RefundStatement | None  # rule 32, once the team's section has played out


@dataclass(frozen=True, slots=True)
class SeasonLedger:
    teams: tuple[TeamLedger, ...]

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return tuple(e for t in self.teams for e in t.entries)


def season_ledger(season: Season) -> SeasonLedger:
    """Every team's ledger, in registration order."""
    settings, record = season.settings, season.nights
    entries = [LedgerEntry(t.name, t.registration.deposit_received, EntryKind.DEPOSIT,
                           settings.deposit * 100, "11", "deposit received")
               for t in season.teams
               if t.registration.deposit_received is not None and settings.deposit]
    damages, withdrawals = [], []
    for e in season.manual_entries:
        if e.kind is ManualKind.DAMAGES:
            damages.append(Damage(e.team, e.on, e.cents, e.note))
        elif e.kind is ManualKind.WITHDRAWAL:
            withdrawals.append((e.team, e.on))
        else:
            entries.append(LedgerEntry(e.team, e.on, EntryKind(e.kind.value), e.cents, "",
                                       e.note))
    facts = SeasonFacts(record.records(), expiry_of(season.teams), notices_of(season),
                        food_of(season), tuple(damages), tuple(withdrawals))
    entries += automatic_deductions(facts, settings, settings)
    finished = {t for s in record.sections if record.played_out(s.name) for t in s.teams}
    return SeasonLedger(tuple(_team_ledger(t.name, entries, settings, t.name in finished,
                                           t.name in record.withdrawn)
                              for t in season.teams))


def notices_of(season: Season) -> tuple[Notice, ...]:
    """The season's notices, each with the moment its round starts (rule 30.b)."""
    starts = start_time(season.settings.round_start)
    assert starts is not None, "stored settings are validated"
    return tuple(Notice(n.team, n.round, n.given_at,
                        datetime.combine(season.nights.match(n.round, n.team).on, starts))
                 for n in season.notices)


def food_of(season: Season) -> tuple[FoodShortfall, ...]:
    """The food records with the teams scheduled to play each date (rule 30.d)."""
    playing = dates_played(season.nights)
    gratuity = season.settings.food_gratuity_percent
    return tuple(FoodShortfall(f.on, f.food_cents(gratuity), playing.get(f.on, ()), f.weights)
                 for f in season.food)


def dates_played(record: SeasonRecord) -> dict[date, tuple[str, ...]]:
    """The teams scheduled to play on each date (a team with a bye is not, nor one that has
    withdrawn from the tournament by then, rule 30.f)."""
    out: dict[date, list[str]] = {}
    for section in record.sections:
        for m in section.matches:
            teams = out.setdefault(m.on, [])
            teams += [t for t in (m.first, m.second)
                      if t not in teams and not gone(record.withdrawn, t, m.on)]
    return {on: tuple(teams) for on, teams in out.items()}


def _team_ledger(team: str, entries: Sequence[LedgerEntry], settings: LeagueSettings,
                 finished: bool, withdrawn: bool) -> TeamLedger:
    """A ``withdrawn`` team, or one whose section has ``finished``, plays no further round:
    rule 31 restores the deposit "prior to the next month's round", so neither is asked to
    restore it, only to pay what its deductions exceed its funds by."""
    mine = tuple(sorted((e for e in entries if e.team == team),
                        key=lambda e: (e.on, e.kind is not EntryKind.DEPOSIT, e.rule)))
    left = balance(mine, team)
    plays_on = not (withdrawn or finished)
    owed = amount_owed(left, settings) if plays_on else max(-left, 0)
    short = short_since(mine, team)
    due = payment_due(short, settings) if owed and short and plays_on else None
    refund = refund_statement(mine, team, settings, settings) if finished else None
    return TeamLedger(team, mine, left, owed, due, refund)
