"""A league season in an event file: created from a league preset, found again, its settings.

An event file holds individual events or league seasons, never both; the league services
refuse an individual event as the individual ones refuse a season.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.errors import LeagueRefusal
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.setting_changes import fixed_now
from chessarbiter.core.league.settings import LeagueSettings, get_league_preset
from chessarbiter.db.database import Database, raw_execute
from chessarbiter.db.league_reads import read_season
from chessarbiter.db.models import Base, EventRow
from chessarbiter.db.queries import LEAGUE, Execute
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.season_writes import raise_revision, refused

T = TypeVar("T")
# The settings a report may name for itself (export uscf --affiliate …) without storing them.
REPORT_SETTINGS = ("uscf_affiliate_id", "uscf_chief_td_id", "uscf_assistant_td_id",
                   "uscf_other_td_ids", "city", "state", "zipcode", "country")


def season_settings(preset_id: str, changes: Mapping[str, Any] | None = None) -> LeagueSettings:
    """The preset's settings with ``changes`` applied, in their stored form (dates as ISO
    text, as :meth:`LeagueSettings.to_dict` gives them); refused when one is invalid."""
    try:
        preset = get_league_preset(preset_id)
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None
    return changed_settings(preset, changes or {})


def create_league(db: Database, settings: LeagueSettings, name: str = "") -> int:
    """A new season with ``settings`` (see :func:`season_settings`); returns its event id."""
    with db.transaction() as session:
        if session.scalars(select(EventRow.id).where(EventRow.kind != LEAGUE)).first():
            raise ActionRefused("this file holds an individual event; a league season needs "
                                "an event file of its own", "event")
        event = EventRow(
            name=name.strip() or settings.title, kind=LEAGUE,
            settings=settings.to_dict(),
            start_date=settings.season_start.isoformat(),
            end_date=settings.season_end.isoformat(),
            created_at=datetime.now(UTC).replace(tzinfo=None),
        )
        session.add(event)
        session.flush()
        return event.id


def resolve_league(db: Database, event_id: int | None) -> int:
    """The season to act on: the one named, else the file's latest event, which must be one."""
    with db.read() as session:
        kinds = dict(session.execute(select(EventRow.id, EventRow.kind).order_by(EventRow.id))
                     .all())
    if not kinds:
        raise ActionRefused("the file holds no league season yet; create one with league new",
                            "event")
    chosen = max(kinds) if event_id is None else event_id
    if chosen not in kinds:
        raise ActionRefused(f"there is no event {chosen} in this file", "event")
    _require_league(chosen, kinds[chosen])
    return chosen


def _require_league(event_id: int, kind: str) -> None:
    if kind != LEAGUE:
        raise ActionRefused(f"event {event_id} is an individual event, not a league season: "
                            "the league commands do not apply to it", "event")


@dataclass(slots=True)
class Change:
    """One action's write: the open transaction, the season it starts from (never stale),
    and the season after it, which the action sets (None: read the season again next time,
    for the actions that rebuild much of it). ``seen`` is the season this program showed
    when another program wrote since (None: what it showed is what is stored)."""

    session: Session
    before: Season
    after: Season | None = None
    seen: Season | None = None
    #: the service method, as the audit log names the action
    action: str = ""

    @property
    def execute(self) -> Execute:
        """The plain-SQL writes' ``execute`` in this transaction (:mod:`..season_writes`)."""
        return raw_execute(self.session)

    def unchanged(self, part: Callable[[Season], T],
                  conflict: Callable[[T | None], EditConflict]) -> None:
        """Compare-and-set: refuse with ``conflict(part as stored now)`` when another program
        changed the part of the season this action rests on since this one showed it (a
        board, a lineup, a setting; None: it is gone); changes elsewhere do not matter."""
        if self.seen is not None and _part(part, self.before) != _part(part, self.seen):
            raise conflict(_part(part, self.before))


def _part(part: Callable[[Season], T], season: Season) -> T | None:
    try:
        return part(season)
    except LeagueRefusal:  # not there (another program removed it)
        return None


class LeagueSeason:
    """One season of an open file, as every league service acts on it: the season value
    read once (:meth:`current`) and each action's :meth:`write`, which keeps it up to date."""

    def __init__(self, db: Database, event_id: int) -> None:
        self.db = db
        self.event_id = event_id
        self._state: Season | None = None
        # the event row's version when the season was read: a write to the row by anything
        # but a league action (which raises the revision) moves it, so the value is read again
        self._version: int | None = None

    def current(self) -> Season:
        """The season as this program last read or wrote it (read the first time)."""
        if self._state is None:
            with self.db.read() as session:
                self._state = self._load(session)
        return self._state

    def _fresh(self, revision: int, version: int) -> bool:
        return self._state is not None and self._state.revision == revision \
            and self._version == version

    def reload(self) -> Season:
        """The season as stored now: read again only if another program changed it."""
        with self.db.read() as session:
            stored = session.execute(select(EventRow.revision, EventRow.version)
                                     .where(EventRow.id == self.event_id)).one_or_none()
            if stored is None or not self._fresh(*stored):
                self._state = self._load(session)
        assert self._state is not None
        return self._state

    def settings(self) -> LeagueSettings:
        return self.current().settings

    @staticmethod
    def refusing(read: Callable[..., T], *args: Any) -> T:
        """``read(*args)`` on the season value, a core refusal becoming :class:`ActionRefused`."""
        try:
            return read(*args)
        except LeagueRefusal as exc:
            raise refused(exc) from None

    def name(self) -> str:
        return self.current().name

    @contextmanager
    def write(self) -> Iterator[Change]:
        """One action's transaction. Its first statement raises the season's revision,
        which takes the file's write lock (a row lock on PostgreSQL) before anything is
        decided, so two computers' actions on a season never interleave; when the revision
        shows that another program wrote since the season was read, it is read again inside
        the transaction. A core refusal becomes the action's :class:`ActionRefused`."""
        action = sys._getframe(2).f_code.co_name.replace("_", " ")  # 2: the service method
        known: Season | None = None
        try:
            with self.db.transaction() as session:
                session.info["action"], session.info["event_id"] = action, self.event_id
                revision, version = raise_revision(raw_execute(session), self.event_id)
                fresh = self._state is not None and self._fresh(revision - 1, version)
                seen = None if fresh else self._state
                known = self._state if fresh and self._state \
                    else replace(self._load(session), revision=revision - 1)
                change = Change(session, known, seen=seen, action=action)
                yield change
        except LeagueRefusal as exc:
            self._state = known
            raise refused(exc) from None
        except BaseException:
            self._state = known
            raise
        self._state = None if change.after is None else replace(change.after, revision=revision)

    def _load(self, session: Session) -> Season:
        event = self.event(session)
        self._version = event.version
        return read_season(raw_execute(session), event.id)

    def update_settings(self, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Store ``changes`` (stored form, as :func:`parse_setting` gives them) of any
        setting the season's progress still allows (see :func:`fixed_now`); returns their
        previous values, which undo stores back. Everything derived (scores, standings,
        prizes, the ledger) follows from the new numbers."""
        with self.write() as change:
            season = change.before
            change.unchanged(lambda s: {k: s.settings.to_dict().get(k) for k in changes},
                             lambda _now: EditConflict.on_record(
                                 "The season's settings", "your change of " + ", ".join(
                                     k.replace("_", " ") for k in sorted(changes))))
            old = season.settings
            new = changed_settings(old, changes)
            fixed = fixed_now({k for k, v in new.to_dict().items() if v != old.to_dict()[k]},
                              bool(season.schedules), _played(season))
            if fixed:
                raise ActionRefused("cannot change " + "; ".join(fixed), "settings")
            event = self.event(change.session)
            event.settings = new.to_dict()
            change.after = replace(season, settings=new,
                                   record=replace(season.nights, rules=new))
            before = old.to_dict()
            return {k: before[k] for k in changes}

    def event(self, session: Session) -> EventRow:
        """The season's event row, refused when missing or not a league season."""
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise ActionRefused(f"there is no event {self.event_id} in this file", "event")
        _require_league(event.id, event.kind)
        session.info["event_id"] = event.id  # the audit log files the season's rows under it
        return event


def delete_row(session: Session, model: type[Base], row_id: int) -> None:
    """Delete one stored row through the ORM, so the audit log records what it held."""
    row = session.get(model, row_id)
    if row is not None:
        session.delete(row)


def changed_settings(settings: LeagueSettings, changes: Mapping[str, Any]) -> LeagueSettings:
    """``settings`` with ``changes`` (stored form); refused naming an unknown setting or
    what the new values break."""
    stored = settings.to_dict()
    unknown = sorted(set(changes) - set(stored))
    if unknown:
        raise ActionRefused(f"unknown league setting {unknown[0]!r} (known: "
                            f"{', '.join(sorted(stored))})", "settings")
    try:
        return LeagueSettings.from_dict(stored | dict(changes))
    except (ValueError, TypeError) as exc:
        raise ActionRefused(str(exc), "settings") from None


def _played(season: Season) -> bool:
    """Whether any lineup is stored."""
    return any(m.lineups for m in season.nights.all_matches())
