"""Each team's deposit ledger (rules 11 and 30-32): the director's own entries, kept beside
the automatic deductions the core works out again from the season every time
(:mod:`chessarbiter.core.league.season_ledger`)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from chessarbiter.core.league.season_ledger import SeasonLedger, season_ledger
from chessarbiter.core.league.stored import ManualEntry, ManualKind
from chessarbiter.db.league_night_models import LeagueLedgerEntryRow
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.league.season import LeagueSeason, delete_row
from chessarbiter.services.season_writes import entry_cents, write_ledger_entry


class LedgerService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def ledger(self) -> SeasonLedger:
        return self.season.refusing(season_ledger, self.season.current())

    def manual_entries(self) -> tuple[ManualEntry, ...]:
        """The director's own entries, date order, for taking one back."""
        return self.season.current().manual_entries

    def add(self, team: str, on: date, kind: ManualKind, cents: int, note: str = "") -> int:
        """A director's entry (:func:`~chessarbiter.services.season_writes.write_ledger_entry`,
        the command line's too); returns its id (undo: :meth:`remove`)."""
        cents = entry_cents(kind, cents)
        with self.season.write() as change:
            entry, change.after = write_ledger_entry(change.execute, change.before, team, on,
                                                     kind, cents, note, action=change.action)
            return entry

    def remove(self, entry_id: int) -> None:
        with self.season.write() as change:
            season = change.before
            change.unchanged(lambda s: next((e for e in s.manual_entries
                                             if e.entry_id == entry_id), None),
                             lambda _now: EditConflict.on_record(
                                 f"Ledger entry {entry_id}", "your removal of it"))
            if all(e.entry_id != entry_id for e in season.manual_entries):
                raise ActionRefused(f"there is no ledger entry {entry_id}", "entry")
            delete_row(change.session, LeagueLedgerEntryRow, entry_id)
            change.after = replace(season, manual_entries=tuple(
                e for e in season.manual_entries if e.entry_id != entry_id)).with_withdrawals()
