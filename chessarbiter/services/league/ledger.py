"""Each team's deposit ledger (rules 11 and 30-32): the director's own entries, kept beside
the automatic deductions the core works out again from the season every time
(:mod:`chessarbiter.core.league.season_ledger`)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime

from chessarbiter.core.league.season_ledger import SeasonLedger, season_ledger
from chessarbiter.core.league.stored import ManualEntry, ManualKind
from chessarbiter.db.league_night_models import LeagueLedgerEntryRow
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.league.season import LeagueSeason, delete_row


class LedgerService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def ledger(self) -> SeasonLedger:
        return self.season.refusing(season_ledger, self.season.current())

    def manual_entries(self) -> tuple[ManualEntry, ...]:
        """The director's own entries, date order, for taking one back."""
        return self.season.current().manual_entries

    def add(self, team: str, on: date, kind: ManualKind, cents: int, note: str = "") -> int:
        """A director's entry; returns its id (undo: :meth:`remove`)."""
        if kind is ManualKind.WITHDRAWAL:
            cents = 0
        elif cents <= 0:
            raise ActionRefused(f"{kind.value}: the amount must be more than $0.00", "amount")
        with self.season.write() as change:
            season = change.before
            season.team(team)
            key = (team, on, kind, cents, note.strip())
            same = next((e for e in season.manual_entries
                         if (e.team, e.on, e.kind, e.cents, e.note) == key), None)
            if same is not None:  # a retry after a crash or a lost answer
                raise AlreadyRecorded(f"ledger entry {same.entry_id} already records this "
                                      f"({kind.value} of {team} on {on.isoformat()}): nothing "
                                      "changed; a second one needs a note of its own",
                                      same.entry_id)
            row = LeagueLedgerEntryRow(team_id=season.team_ids[team], on_date=on,
                                       kind=kind.value, cents=cents, note=note.strip(),
                                       created_at=datetime.now(UTC).replace(tzinfo=None))
            change.session.add(row)
            change.session.flush()
            entry = ManualEntry(row.id, team, on, kind, cents, row.note)
            entries = sorted((*season.manual_entries, entry), key=lambda e: (e.on, e.entry_id))
            change.after = replace(season, manual_entries=tuple(entries)).with_withdrawals()
            return row.id

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
