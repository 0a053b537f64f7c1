"""Arbiter actions on one event: players, lots, schedule, results, settings.

Each public method is one transaction: it validates first, writes, commits, and returns
what the caller needs to show the change or to undo it. Where two computers may edit the same
thing (a result, the settings), the caller passes what it showed as ``expected`` and the write
is a compare-and-set on the row's version, so a concurrent edit is refused, never overwritten.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert, select

from chessarbiter.core import berger
from chessarbiter.core.boards import EventBoards
from chessarbiter.core.presets import get_preset
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import ByeKind, Standing, Tournament
from chessarbiter.db.audit import note
from chessarbiter.db.database import Database, raw_execute
from chessarbiter.db.event_reads import AuditEntry as AuditEntry  # the window shows them
from chessarbiter.db.event_reads import read_audit
from chessarbiter.db.models import ByeRow, EventRow, GameRow
from chessarbiter.db.queries import HEADER_FIELDS
from chessarbiter.services.concurrency import (
    UNSET,
    Unset,
    compare_and_set,
    retried,
)
from chessarbiter.services.convert import (
    load_tournament,
    settings_of,
)
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.event_writes import write_settings
from chessarbiter.services.players import PlayerActions
from chessarbiter.services.result_checks import forfeit_links, stored_boards
from chessarbiter.services.result_write import conflict_now, write_result

HEADER_WIDTHS = {"name": 200, "site": 200, "federation": 200, "start_date": 200,
                 "end_date": 200, "arbiter": 200}


def create_event(db: Database, name: str, preset_id: str, *, edition: str | None = None,
                 **header: str) -> int:
    """A new event with the preset's settings copied into it; returns its id.

    ``edition`` overrides the preset's FIDE C.07 edition (the front ends offer the current
    one by default and the preset's historical choice by name).
    """
    return create_event_from(db, name, preset_settings(preset_id, edition), **header)


def preset_settings(preset_id: str, edition: str | None = None,
                    **changes: Any) -> EventSettings:
    """The preset's settings with ``edition`` and other ``changes`` (a Swiss:
    ``system="swiss-dutch", swiss_rounds=9``), refused in one sentence when one is invalid."""
    try:
        settings = get_preset(preset_id).settings
        if edition is not None:
            changes["edition"] = edition
        return settings.with_changes(**changes) if changes else settings
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None


def create_event_from(db: Database, name: str, settings: EventSettings, **header: str) -> int:
    """A new event with ``settings`` (see :func:`preset_settings`); returns its id."""
    _refuse_bad_header({"name": name, **header})
    with db.transaction() as session:
        event = EventRow(
            name=name.strip(),
            settings=settings.to_dict(),
            created_at=datetime.now(UTC).replace(tzinfo=None),
            **header,
        )
        session.add(event)
        session.flush()
        return event.id


def list_events(db: Database) -> list[tuple[int, str]]:
    with db.read() as session:
        return [(e.id, e.name) for e in session.scalars(select(EventRow).order_by(EventRow.id))]


def resolve_event(db: Database, event_id: int | None) -> int:
    """The event to act on: the one named, else the file's latest."""
    events = list_events(db)
    if not events:
        raise ActionRefused("the file holds no event yet; create one with new-event", "event")
    if event_id is None:
        return events[-1][0]
    if event_id not in dict(events):
        raise ActionRefused(f"there is no event {event_id} in this file", "event")
    return event_id


class EventService(PlayerActions):
    """The actions on one event of an open file (player actions in :mod:`.players`)."""

    # --- reading -------------------------------------------------------------------------
    def tournament(self) -> Tournament:
        with self.db.read() as session:
            return load_tournament(session, self._event(session))

    def header(self) -> dict[str, str]:
        with self.db.read() as session:
            e = self._event(session)
            return {field: getattr(e, field) for field in HEADER_FIELDS}

    def audit_log(self, limit: int | None = None) -> list[AuditEntry]:
        """The event's audit log, newest first (``limit`` entries at most)."""
        with self.db.read() as session:
            return read_audit(raw_execute(session), self.event_id, limit)

    def extra_trf_lines(self) -> tuple[str, ...]:
        """TRF records kept verbatim from a file imported before schema 0009, written back
        after the players on export."""
        with self.db.read() as session:
            stored = self._event(session).extra_trf
            return tuple(line for line in stored.split("\n") if line)

    def trf_import(self) -> tuple[str, str]:
        """The imported TRF file's lines and the event as imported in our writer's TRF (both
        '' for an event not imported from TRF), for ``services.trf_files.export_trf``."""
        with self.db.read() as session:
            event = self._event(session)
            return event.trf_source, event.trf_base

    def standings(self, chain: list[str] | None = None) -> list[Standing]:
        """Standings by the event's chain, or by ``chain`` when given (validated first)."""
        settings = self.settings()
        if chain is not None:
            try:
                settings = settings.with_changes(tiebreaks=tuple(chain))
            except ValueError as exc:
                raise ActionRefused(str(exc), "tiebreaks") from None
        return compute_standings(self.tournament(), settings)

    def schedule_made(self) -> bool:
        with self.db.read() as session:
            return self._has_games(session)


    # --- schedule and results ------------------------------------------------------------
    def make_schedule(self) -> int:
        """Create every round of the round robin from the start numbers; returns the rounds."""
        with self.db.transaction() as session:
            event = self._event(session)
            settings = settings_of(event)
            if settings.swiss:
                raise ActionRefused("a Swiss event is paired round by round (pair --next)",
                                    "schedule")
            if self._has_games(session):
                raise ActionRefused("the schedule is already made", "schedule")
            rows = {r.start_no: r for r in self._player_rows(session)}
            if len(rows) < 3:
                raise ActionRefused("a round robin needs at least 3 players", "players")
            rounds = berger.schedule(len(rows), settings.cycles, settings.swap_last_two)
            games = [
                {"event_id": event.id, "round": rnd.number, "board": p.board,
                 "white_id": rows[p.white].id, "black_id": rows[p.black].id, "version": 1}
                for rnd in rounds for p in rnd.pairings
            ]
            byes = [
                {"event_id": event.id, "round": rnd.number, "player_id": rows[rnd.bye].id,
                 "kind": ByeKind.FREE.value}
                for rnd in rounds if rnd.bye is not None
            ]
            session.execute(insert(GameRow), games)  # bulk: 4,950 rows for 100 players
            if byes:
                session.execute(insert(ByeRow), byes)
            note(session, event.id, "games", {"rounds": len(rounds), "games": len(games),
                                              "cycles": settings.cycles})
            event.rounds = len(rounds)
            return len(rounds)

    def clear_schedule(self, discard_results: bool = False) -> int:
        """Delete the schedule (unlocking the player list); returns how many results it lost."""
        with self.db.transaction() as session:
            event = self._event(session)
            games = session.scalars(select(GameRow).where(GameRow.event_id == event.id)).all()
            lost = sum(1 for g in games if g.result)
            if lost and not discard_results:
                raise ActionRefused(
                    f"{lost} results are entered; clearing the schedule would delete them",
                    "schedule",
                )
            for g in games:
                session.delete(g)
            for b in session.scalars(select(ByeRow).where(ByeRow.event_id == event.id)):
                session.delete(b)
            event.rounds = 0
            return lost

    def set_result(self, rnd: int, board: int, result: Result | None,
                   expected: Result | Unset | None = UNSET, *,
                   confirmed: bool = False) -> Result | None:
        """Enter (or clear, with None) a result; returns the previous one for undo.

        With ``expected`` (the result the window showed), a game that holds anything else, or
        that another computer changes before this write lands, raises :class:`EditConflict`.
        A result contradicting an incident's forfeit decision, or changing who is tied for
        first after the play-off started, raises :class:`NeedsConfirmation` unless
        ``confirmed``; a contradiction stored is linked to its decisions in the audit log.
        """
        def changed_meanwhile() -> EditConflict:
            with self.db.read() as session:
                return conflict_now(raw_execute(session), self.event_id, rnd, board, result)

        with compare_and_set(self.db, changed_meanwhile) as session:
            written = write_result(raw_execute(session), self.event_id, rnd, board, result,
                                   expected, confirmed=confirmed,
                                   action=session.info["action"])
        self._backup_rounds(written.completed, written.settings)
        return written.old

    def forfeit_links(self) -> dict[tuple[int, int], int]:
        """(round, start number) → the incident whose decision forfeited that game."""
        with self.db.read() as session:
            return forfeit_links(session, self.event_id)

    def boards(self) -> EventBoards:
        """Every board's status, as every view shows it (see :mod:`chessarbiter.core.boards`)."""
        with self.db.read() as session:
            return stored_boards(session, self._event(session))

    # --- settings ------------------------------------------------------------------------
    def update_settings(self, *, expected: Mapping[str, Any] | None = None,
                        confirmed: bool = False, **changes: Any) -> EventSettings:
        """Change settings; returns the old ones. Cycles cannot change once scheduled.

        ``expected``: the values shown for the settings being changed; :class:`EditConflict`
        if one is stored differently now. Other settings may change meanwhile (the write is
        tried again over them); without ``expected`` the values first read count as shown.
        A change of who is tied for first after the play-off started needs ``confirmed``.
        """
        shown = dict(expected) if expected is not None else None

        def first_read(values: dict[str, Any]) -> None:
            nonlocal shown
            shown = values

        def attempt() -> EventSettings:
            with compare_and_set(self.db, None, action="update settings") as session:
                return write_settings(raw_execute(session), self.event_id, changes, shown,
                                      confirmed=confirmed, action=session.info["action"],
                                      first_read=first_read)

        return retried(attempt, lambda: EditConflict.on_settings(sorted(changes)))

    def update_header(self, **header: str) -> dict[str, str]:
        """Change name, site, dates or arbiter; returns the old values. A field changed on
        another computer since it was read here is refused, others are written over."""
        _refuse_bad_header(header)
        first: dict[str, str] = {}

        def attempt() -> dict[str, str]:
            with compare_and_set(self.db, None, action="update header") as session:
                event = self._event(session)
                old = {k: getattr(event, k) for k in header}
                first.update(old | first)
                differ = sorted(k for k in header if old[k] != first[k])
                if differ:
                    raise EditConflict.on_settings(differ)
                for k, v in header.items():
                    setattr(event, k, v)
                return old

        return retried(attempt, lambda: EditConflict.on_settings(sorted(header)))


def _refuse_bad_header(header: dict[str, str]) -> None:
    unknown = sorted(set(header) - set(HEADER_WIDTHS))
    if unknown:
        raise ActionRefused(f"unknown event field {unknown[0]!r}", unknown[0])
    if "name" in header and not header["name"].strip():
        raise ActionRefused("the event needs a name", "name")
    for field, value in header.items():
        if len(value) > HEADER_WIDTHS[field]:
            raise ActionRefused(
                f"{field.replace('_', ' ')} is longer than {HEADER_WIDTHS[field]} characters",
                field)
