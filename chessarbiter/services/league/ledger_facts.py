"""What the director tells the ledger beyond the results: a team's notice that it will not
play a round (rule 30.b waives its $25 when the notice came 24 hours ahead) and the food
bought at the site on a date (rule 30.d splits a shortfall over the teams scheduled that day).

Both are facts, not deductions: the deductions are worked out from them again on every read,
so correcting a notice's time or a purchase corrects the ledger.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.ledger import FoodShortfall, Notice
from chessarbiter.core.league.match_rules import start_time
from chessarbiter.db.league_models import LeagueFoodRow, LeagueNoticeRow, LeagueTeamRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.records import SeasonRecord, load_season
from chessarbiter.services.league.season import LeagueSeason, settings_of


@dataclass(frozen=True, slots=True)
class FoodBought:
    """The food bought on a date as the director recorded it."""

    on: date
    purchased_cents: int
    weights: Mapping[str, int] = field(default_factory=dict)
    note: str = ""


@dataclass(frozen=True, slots=True)
class StoredNotice:
    id: int
    team: str
    round: int
    given_at: datetime
    note: str


class LedgerFactService:
    """Notices and food purchases of a season; each method is one transaction."""

    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def notices(self) -> tuple[StoredNotice, ...]:
        with self.season.db.read() as session:
            return _notices(session, self.season.event(session).id)

    def food(self) -> tuple[FoodBought, ...]:
        with self.season.db.read() as session:
            return _food(session, self.season.event(session).id)

    def add_notice(self, team: str, rnd: int, given_at: datetime, note: str = "") -> int:
        """Record that ``team`` told the director at ``given_at`` it will not play round
        ``rnd``; returns the notice's id (undo: :meth:`remove_notice`)."""
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            row = load_rosters(session, event.id).team_row(team)
            match = load_season(session, event.id, settings_of(event)).match(rnd, team)
            if given_at.date() > match.on:
                raise ActionRefused(f"a notice given on {given_at.date().isoformat()} comes "
                                    f"after round {rnd} ({match.on.isoformat()})", "given_at")
            notice = LeagueNoticeRow(team_id=row.id, round=rnd, given_at=given_at,
                                     note=note.strip(), created_at=_now())
            session.add(notice)
            session.flush()
            return notice.id

    def remove_notice(self, notice_id: int) -> None:
        with self.season.db.transaction() as session:
            event_id = self.season.event(session).id
            row = session.scalars(select(LeagueNoticeRow).join(LeagueTeamRow).where(
                LeagueNoticeRow.id == notice_id, LeagueTeamRow.event_id == event_id)).first()
            if row is None:
                raise ActionRefused(f"there is no notice {notice_id}", "notice")
            session.delete(row)

    def set_food(self, bought: FoodBought | None, on: date) -> FoodBought | None:
        """Record the food bought on ``on`` (None: forget it); returns what was recorded
        before, which undo puts back."""
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            if on not in dates_played(load_season(session, event.id, settings_of(event))):
                raise ActionRefused(f"no match is scheduled on {on.isoformat()}", "date")
            if bought is not None:
                _refuse_bad_food(bought, {t.name for t in load_rosters(
                    session, event.id).rosters.teams})
            row = session.scalars(select(LeagueFoodRow).where(
                LeagueFoodRow.event_id == event.id, LeagueFoodRow.on_date == on)).first()
            before = _bought(row) if row is not None else None
            if bought is None:
                if row is not None:
                    session.delete(row)
                return before
            if row is None:
                row = LeagueFoodRow(event_id=event.id, on_date=on, created_at=_now())
                session.add(row)
            row.purchased_cents, row.note = bought.purchased_cents, bought.note.strip()
            row.weights = dict(bought.weights)
            return before


def ledger_facts(session: Session, event_id: int, record: SeasonRecord
                 ) -> tuple[tuple[Notice, ...], tuple[FoodShortfall, ...]]:
    """The core's notices (with the round's starting time) and food records of a season."""
    starts = start_time(record.rules.round_start)
    assert starts is not None, "stored match rules are validated"
    notices = tuple(
        Notice(n.team, n.round, n.given_at,
               datetime.combine(record.match(n.round, n.team).on, starts))
        for n in _notices(session, event_id))
    playing = dates_played(record)
    food = tuple(FoodShortfall(f.on, f.purchased_cents, playing.get(f.on, ()), f.weights)
                 for f in _food(session, event_id))
    return notices, food


def dates_played(record: SeasonRecord) -> dict[date, tuple[str, ...]]:
    """The teams scheduled to play on each date (a team with a bye is not)."""
    out: dict[date, list[str]] = {}
    for section in record.sections:
        for m in section.matches:
            teams = out.setdefault(m.on, [])
            teams += [t for t in (m.first, m.second) if t not in teams]
    return {on: tuple(teams) for on, teams in out.items()}


def _refuse_bad_food(bought: FoodBought, teams: set[str]) -> None:
    if bought.purchased_cents < 0:
        raise ActionRefused("the food bought cannot be less than $0.00", "amount")
    for team, weight in bought.weights.items():
        if team not in teams:
            raise ActionRefused(f"there is no team {team!r} in this season", "weights")
        if weight < 0:
            raise ActionRefused(f"{team}: a share of the shortfall cannot be negative",
                                "weights")


def _notices(session: Session, event_id: int) -> tuple[StoredNotice, ...]:
    rows = session.execute(
        select(LeagueNoticeRow, LeagueTeamRow.name).join(LeagueTeamRow)
        .where(LeagueTeamRow.event_id == event_id).order_by(LeagueNoticeRow.id))
    return tuple(StoredNotice(n.id, name, n.round, n.given_at, n.note) for n, name in rows)


def _food(session: Session, event_id: int) -> tuple[FoodBought, ...]:
    rows = session.scalars(select(LeagueFoodRow).where(LeagueFoodRow.event_id == event_id)
                           .order_by(LeagueFoodRow.on_date))
    return tuple(_bought(r) for r in rows)


def _bought(row: LeagueFoodRow) -> FoodBought:
    return FoodBought(row.on_date, row.purchased_cents, dict(row.weights), row.note)


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)

