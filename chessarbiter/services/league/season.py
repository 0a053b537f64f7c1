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

from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES, MatchRules
from chessarbiter.core.league.settings import (
    COLUMBUS_2011_12,
    LeagueSettings,
    get_league_preset,
)
from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow
from chessarbiter.db.queries import LEAGUE
from chessarbiter.services.errors import ActionRefused

MATCH = "match"  # the key of the match-night rules in the event's settings
MATCH_PRESETS = {COLUMBUS_2011_12.preset: COLUMBUS_MATCH_RULES}
# The settings a running season may change: the US Chess report's affiliate, directors and
# place. The others shape rosters, sections and the schedule, so they are fixed at creation.
REPORT_SETTINGS = ("uscf_affiliate_id", "uscf_chief_td_id", "uscf_assistant_td_id",
                   "uscf_other_td_ids", "city", "state", "zipcode", "country")


def season_settings(preset_id: str, changes: Mapping[str, Any] | None = None) -> LeagueSettings:
    """The preset's settings with ``changes`` applied, in their stored form (dates as ISO
    text, as :meth:`LeagueSettings.to_dict` gives them); refused when one is invalid."""
    try:
        stored = get_league_preset(preset_id).to_dict()
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None
    unknown = sorted(set(changes or {}) - set(stored))
    if unknown:
        raise ActionRefused(f"unknown league setting {unknown[0]!r} (known: "
                            f"{', '.join(sorted(stored))})", "settings")
    try:
        return LeagueSettings.from_dict(stored | dict(changes or {}))
    except (ValueError, TypeError) as exc:
        raise ActionRefused(str(exc), "settings") from None


def create_league(db: Database, settings: LeagueSettings, name: str = "") -> int:
    """A new season with ``settings`` (see :func:`season_settings`); returns its event id."""
    with db.transaction() as session:
        if session.scalars(select(EventRow.id).where(EventRow.kind != LEAGUE)).first():
            raise ActionRefused("this file holds an individual event; a league season needs "
                                "an event file of its own", "event")
        event = EventRow(
            name=name.strip() or settings.title, kind=LEAGUE,
            settings=settings.to_dict() | {MATCH: match_preset(settings.preset).to_dict()},
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

    def match_rules(self) -> MatchRules:
        with self.db.read() as session:
            return match_rules_of(self.event(session))

    def name(self) -> str:
        with self.db.read() as session:
            return self.event(session).name

    def update_settings(self, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Store ``changes`` (stored form: text, lists for the other TDs) of the settings in
        :data:`REPORT_SETTINGS`; returns their previous values, which undo stores back."""
        with self.db.transaction() as session:
            event = self.event(session)
            new = with_report_settings(settings_of(event), changes).to_dict()
            old = settings_of(event).to_dict()
            event.settings = dict(event.settings) | {k: new[k] for k in changes}
            return {k: old[k] for k in changes}

    def event(self, session: Session) -> EventRow:
        """The season's event row, refused when missing or not a league season."""
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise ActionRefused(f"there is no event {self.event_id} in this file", "event")
        _require_league(event.id, event.kind)
        session.info["event_id"] = event.id  # the audit log files the season's rows under it
        return event


def with_report_settings(settings: LeagueSettings, changes: Mapping[str, Any]
                         ) -> LeagueSettings:
    """``settings`` with ``changes`` of :data:`REPORT_SETTINGS` (stored form); refused when
    another setting is named or a value has the wrong type."""
    fixed = sorted(set(changes) - set(REPORT_SETTINGS))
    if fixed:
        raise ActionRefused(f"{fixed[0]!r} cannot change during a season (it is set by league "
                            f"new --set); changeable: {', '.join(REPORT_SETTINGS)}", "settings")
    for name, value in changes.items():
        wanted = list if name == "uscf_other_td_ids" else str
        if not isinstance(value, wanted) or not all(isinstance(v, str) for v in value):
            raise ActionRefused(f"{name}: {value!r} is not {wanted.__name__}", "settings")
    return LeagueSettings.from_dict(settings.to_dict() | dict(changes))


def settings_of(event: EventRow) -> LeagueSettings:
    return LeagueSettings.from_dict(dict(event.settings))


def match_preset(preset: str) -> MatchRules:
    """The match-night rules of a rule book (the Columbus ones for a preset without its own)."""
    return MATCH_PRESETS.get(preset, COLUMBUS_MATCH_RULES)


def match_rules_of(event: EventRow) -> MatchRules:
    """The stored match-night rules; a season stored before they were (schema 0005) takes
    its preset's."""
    stored = event.settings.get(MATCH)
    if not isinstance(stored, dict):
        return match_preset(str(event.settings.get("preset", "")))
    return MatchRules.from_dict(stored)
