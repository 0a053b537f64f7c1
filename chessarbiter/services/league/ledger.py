"""Each team's deposit ledger (rules 11 and 30-32): the deposit received, the director's own
entries, and the automatic deductions the core works out again from the record every time
(never stored, so a corrected result corrects the ledger)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.ledger import (
    Damage,
    EntryKind,
    LedgerEntry,
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
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.db.league_models import LeagueLedgerEntryRow, LeagueTeamRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.ledger_facts import ledger_facts
from chessarbiter.services.league.records import SeasonRecord, load_season
from chessarbiter.services.league.season import LeagueSeason, settings_of


class ManualKind(StrEnum):
    """What a director's entry records: money (the core's entry kinds) or a fact a rule-30
    deduction is worked out from."""

    DEPOSIT = "deposit"
    PAYMENT = "payment"
    DEDUCTION = "deduction"
    REFUND = "refund"
    DAMAGES = "damages"  # 30.e: the actual cost; the surcharge is added by the rule
    WITHDRAWAL = "withdrawal"  # 30.f: the date the team withdrew (no amount)


@dataclass(frozen=True, slots=True)
class ManualEntry:
    """A ledger entry the director made, with the id :meth:`LedgerService.remove` needs."""

    entry_id: int
    team: str
    on: date
    kind: ManualKind
    cents: int
    note: str


@dataclass(frozen=True, slots=True)
class TeamLedger:
    team: str
    entries: tuple[LedgerEntry, ...]  # date order
    balance: int  # cents
    owed: int  # rule 31: what restores the deposit, 0 when the balance is not negative
    due: date | None  # rule 31: before the first round of the next month
    refund: RefundStatement | None  # rule 32, once the team's section has played out


@dataclass(frozen=True, slots=True)
class SeasonLedger:
    teams: tuple[TeamLedger, ...]

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return tuple(e for t in self.teams for e in t.entries)


class LedgerService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def ledger(self) -> SeasonLedger:
        with self.season.db.read() as session:
            event = self.season.event(session)
            rules = settings_of(event)
            return season_ledger(session, event.id, settings_of(event), rules,
                                 load_season(session, event.id, rules))

    def manual_entries(self) -> tuple[ManualEntry, ...]:
        """The director's own entries, date order, for taking one back."""
        with self.season.db.read() as session:
            rows = session.execute(
                select(LeagueLedgerEntryRow, LeagueTeamRow.name).join(LeagueTeamRow)
                .where(LeagueTeamRow.event_id == self.season.event(session).id)
                .order_by(LeagueLedgerEntryRow.on_date, LeagueLedgerEntryRow.id)).all()
            return tuple(ManualEntry(row.id, name, row.on_date, ManualKind(row.kind),
                                     row.cents, row.note) for row, name in rows)

    def add(self, team: str, on: date, kind: ManualKind, cents: int, note: str = "") -> int:
        """A director's entry; returns its id (undo: :meth:`remove`)."""
        if kind is ManualKind.WITHDRAWAL:
            cents = 0
        elif cents <= 0:
            raise ActionRefused(f"{kind.value}: the amount must be more than $0.00", "amount")
        with self.season.db.transaction() as session:
            row = load_rosters(session, self.season.event(session).id).team_row(team)
            entry = LeagueLedgerEntryRow(team_id=row.id, on_date=on, kind=kind.value,
                                         cents=cents, note=note.strip(),
                                         created_at=datetime.now(UTC).replace(tzinfo=None))
            session.add(entry)
            session.flush()
            return entry.id

    def remove(self, entry_id: int) -> None:
        with self.season.db.transaction() as session:
            event_id = self.season.event(session).id
            row = session.scalars(select(LeagueLedgerEntryRow).join(LeagueTeamRow).where(
                LeagueLedgerEntryRow.id == entry_id, LeagueTeamRow.event_id == event_id)).first()
            if row is None:
                raise ActionRefused(f"there is no ledger entry {entry_id}", "entry")
            session.delete(row)


def season_ledger(session: Session, event_id: int, settings: LeagueSettings, rules: MatchRules,
                  record: SeasonRecord) -> SeasonLedger:
    """Every team's ledger from the stored rows and the season's record."""
    teams = list(session.scalars(select(LeagueTeamRow).where(LeagueTeamRow.event_id == event_id)
                                 .order_by(LeagueTeamRow.id)))
    names = {t.id: t.name for t in teams}
    entries = [LedgerEntry(t.name, t.deposit_received, EntryKind.DEPOSIT, rules.deposit * 100,
                           "11", "deposit received")
               for t in teams if t.deposit_received is not None and rules.deposit]
    damages, withdrawals = [], []
    for row in session.scalars(select(LeagueLedgerEntryRow).where(
            LeagueLedgerEntryRow.team_id.in_(list(names))).order_by(LeagueLedgerEntryRow.id)):
        team, kind = names[row.team_id], ManualKind(row.kind)
        if kind is ManualKind.DAMAGES:
            damages.append(Damage(team, row.on_date, row.cents, row.note))
        elif kind is ManualKind.WITHDRAWAL:
            withdrawals.append((team, row.on_date))
        else:
            entries.append(LedgerEntry(team, row.on_date, EntryKind(kind.value), row.cents, "",
                                       row.note))
    notices, food = ledger_facts(session, event_id, record)
    facts = SeasonFacts(record.records(), expiry_of(load_rosters(session, event_id).rosters.teams),
                        notices, food, tuple(damages), tuple(withdrawals))
    entries += automatic_deductions(facts, settings, rules)
    finished = {t for s in record.sections if _played_out(record, s.name) for t in s.teams}
    return SeasonLedger(tuple(_team_ledger(t.name, entries, settings, rules,
                                           t.name in finished) for t in teams))


def _played_out(record: SeasonRecord, section: str) -> bool:
    nights = record.section(section)
    done = record.record(nights).matches
    return bool(nights.matches) and len(done) == len(nights.matches) and all(
        all(g.scored is not None for g in m.boards) for m in done)


def _team_ledger(team: str, entries: Sequence[LedgerEntry], settings: LeagueSettings,
                 rules: MatchRules, finished: bool) -> TeamLedger:
    mine = tuple(sorted((e for e in entries if e.team == team),
                        key=lambda e: (e.on, e.kind is not EntryKind.DEPOSIT, e.rule)))
    left = balance(mine, team)
    owed = amount_owed(left, rules)
    short = short_since(mine, team)
    due = payment_due(short, settings) if owed and short else None
    refund = refund_statement(mine, team, settings, rules) if finished else None
    return TeamLedger(team, mine, left, owed, due, refund)
