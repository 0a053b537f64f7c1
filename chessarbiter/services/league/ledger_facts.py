"""What the director tells the ledger beyond the results: a team's notice that it will not
play a round (rule 30.b waives its $25 when the notice came 24 hours ahead) and the food
bought at the site on a date (rule 30.d splits a shortfall over the teams scheduled that day).

Both are facts, not deductions: the deductions are worked out from them again on every read,
so correcting a notice's time or a purchase corrects the ledger.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, date, datetime

from sqlalchemy import select

from chessarbiter.core.league.season_ledger import dates_played
from chessarbiter.core.league.stored import FoodBought, StoredNotice
from chessarbiter.db.league_night_models import LeagueFoodRow, LeagueNoticeRow
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.league.season import LeagueSeason, delete_row


class LedgerFactService:
    """Notices and food purchases of a season; each method is one transaction."""

    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def notices(self) -> tuple[StoredNotice, ...]:
        return self.season.current().notices

    def food(self) -> tuple[FoodBought, ...]:
        return self.season.current().food

    def add_notice(self, team: str, rnd: int, given_at: datetime, note: str = "") -> int:
        """Record that ``team`` told the director at ``given_at`` it will not play round
        ``rnd``; returns the notice's id (undo: :meth:`remove_notice`)."""
        with self.season.write() as change:
            season = change.before
            match = season.match(rnd, team)
            same = next((n for n in season.notices if (n.team, n.round) == (team, rnd)), None)
            if same is not None:  # a retry, or a second word of the same notice
                raise AlreadyRecorded(f"notice {same.id} already records that {team} will "
                                      f"not play round {rnd} (given "
                                      f"{same.given_at:%Y-%m-%d %H:%M}): nothing changed",
                                      same.id)
            if given_at.date() > match.on:
                raise ActionRefused(f"a notice given on {given_at.date().isoformat()} comes "
                                    f"after round {rnd} ({match.on.isoformat()})", "given_at")
            row = LeagueNoticeRow(team_id=season.team_ids[team], round=rnd, given_at=given_at,
                                  note=note.strip(), created_at=_now())
            change.session.add(row)
            change.session.flush()
            notice = StoredNotice(row.id, team, rnd, given_at, row.note)
            change.after = replace(season, notices=(*season.notices, notice))
            return row.id

    def remove_notice(self, notice_id: int) -> None:
        with self.season.write() as change:
            season = change.before
            change.unchanged(lambda s: next((n for n in s.notices if n.id == notice_id), None),
                             lambda _now: EditConflict.on_record(
                                 f"Notice {notice_id}", "your removal of it"))
            if all(n.id != notice_id for n in season.notices):
                raise ActionRefused(f"there is no notice {notice_id}", "notice")
            delete_row(change.session, LeagueNoticeRow, notice_id)
            change.after = replace(season, notices=tuple(n for n in season.notices
                                                         if n.id != notice_id))

    def set_food(self, bought: FoodBought | None, on: date) -> FoodBought | None:
        """Record the food bought on ``on`` (None: forget it); returns what was recorded
        before, which undo puts back."""
        with self.season.write() as change:
            season = change.before
            if on not in dates_played(season.nights):
                raise ActionRefused(f"no match is scheduled on {on.isoformat()}", "date")
            if bought is not None:
                _refuse_bad_food(bought, (t.name for t in season.teams))
            row = change.session.scalars(select(LeagueFoodRow).where(
                LeagueFoodRow.event_id == season.event_id, LeagueFoodRow.on_date == on)).first()
            before = next((f for f in season.food if f.on == on), None)
            kept = tuple(f for f in season.food if f.on != on)
            if bought is None:
                if row is not None:
                    change.session.delete(row)
                change.after = replace(season, food=kept)
                return before
            if row is None:
                row = LeagueFoodRow(event_id=season.event_id, on_date=on, created_at=_now())
                change.session.add(row)
            row.purchased_cents, row.note = bought.purchased_cents, bought.note.strip()
            row.weights, row.with_gratuity = dict(bought.weights), bought.with_gratuity
            stored = replace(bought, on=on, note=row.note, weights=dict(bought.weights))
            change.after = replace(season, food=tuple(sorted((*kept, stored),
                                                             key=lambda f: f.on)))
            return before


def _refuse_bad_food(bought: FoodBought, teams: Iterable[str]) -> None:
    known = set(teams)
    if bought.purchased_cents < 0:
        raise ActionRefused("the food bought cannot be less than $0.00", "amount")
    for team, weight in bought.weights.items():
        if team not in known:
            raise ActionRefused(f"there is no team {team!r} in this season", "weights")
        if weight < 0:
            raise ActionRefused(f"{team}: a share of the shortfall cannot be negative",
                                "weights")


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)
