"""A league season in an event file: created from a league preset, found again, its settings.

An event file holds individual events or league seasons, never both; the league services
refuse an individual event as the individual ones refuse a season.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.setting_changes import fixed_now
from chessarbiter.core.league.settings import LeagueSettings, get_league_preset
from chessarbiter.db.database import Database
from chessarbiter.db.league_models import (
    LeagueLineupRow,
    LeagueMatchRow,
    LeagueRoundRow,
    LeagueSectionRow,
)
from chessarbiter.db.models import EventRow
from chessarbiter.db.queries import LEAGUE
from chessarbiter.services.errors import ActionRefused

MATCH = "match"  # where schema 0005-0010 kept the match-night rules, apart from the rest
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


class LeagueSeason:
    """One season of an open file; the roster, rating, section and schedule services act on it."""

    def __init__(self, db: Database, event_id: int) -> None:
        self.db = db
        self.event_id = event_id

    def settings(self) -> LeagueSettings:
        with self.db.read() as session:
            return settings_of(self.event(session))

    def name(self) -> str:
        with self.db.read() as session:
            return self.event(session).name

    def update_settings(self, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Store ``changes`` (stored form, as :func:`parse_setting` gives them) of any
        setting the season's progress still allows (see :func:`fixed_now`); returns their
        previous values, which undo stores back. Everything derived (scores, standings,
        prizes, the ledger) follows from the new numbers."""
        with self.db.transaction() as session:
            event = self.event(session)
            old = settings_of(event)
            new = changed_settings(old, changes)
            fixed = fixed_now(set(changes) & {k for k, v in new.to_dict().items()
                                              if v != old.to_dict()[k]},
                              _scheduled(session, event.id), _played(session, event.id))
            if fixed:
                raise ActionRefused("cannot change " + "; ".join(fixed), "settings")
            event.settings = new.to_dict()
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


def settings_of(event: EventRow) -> LeagueSettings:
    """The stored settings; a season stored by schema 0005-0010 kept the match-night rules
    apart, and those (what was scored) win over the season-level copies of boards and
    deposit."""
    stored = dict(event.settings)
    match = stored.pop(MATCH, None)
    return LeagueSettings.from_dict(stored | (match if isinstance(match, dict) else {}))


def _scheduled(session: Session, event_id: int) -> bool:
    return session.scalar(select(LeagueRoundRow.id).join(LeagueSectionRow).where(
        LeagueSectionRow.event_id == event_id).limit(1)) is not None


def _played(session: Session, event_id: int) -> bool:
    return session.scalar(
        select(LeagueLineupRow.id).join(LeagueMatchRow).join(LeagueRoundRow)
        .join(LeagueSectionRow).where(LeagueSectionRow.event_id == event_id).limit(1)) is not None
