"""A league season's rows read with plain SQL, and each kind of row turned into the core's value.

Like :mod:`chessarbiter.db.queries` for an event, the season loader
(:mod:`chessarbiter.db.league_reads`) runs on an ``execute(sql, params)`` callable: SQLAlchemy's
``text()`` in the services, the standard library's ``sqlite3`` on the read-only commands' fast
path. Raw SQL gives dates, times, JSON and flags as SQLite stores them (text and integers) and
as values on PostgreSQL; :data:`TABLES` says which column is which, and a test keeps it equal
to the ORM models. The translations (``*_of``) read attributes, so the services use them on
ORM rows too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date, datetime
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from chessarbiter.core.league.appeals import Official, Outcome, Under
from chessarbiter.core.league.claims import Branch, Claim, Remedy, Ruling
from chessarbiter.core.league.director_log import Decision, StoredToss
from chessarbiter.core.league.league_standings import CoinToss
from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.roster_rules import Decision as RosterDecision
from chessarbiter.core.league.roster_rules import Verdict
from chessarbiter.core.league.stored import FoodBought, StoredClaim, StoredPlayoff
from chessarbiter.core.league.teams import Member, Registration, Role, RosterEntry, Team

if TYPE_CHECKING:
    from chessarbiter.db.queries import Execute

#: table → its columns, a kind after those raw SQL does not give as values (see the module)
TABLES: dict[str, str] = {
    "league_teams": "id event_id name roster_received:date fee_received:date "
                    "deposit_received:date created_at:time version",
    "league_roster_changes": "id team_id on_date:date decisions:json approved_by "
                             "approved_at:time note created_at:time",
    "league_roster_entries": "id team_id uscf_id name expiry:date cell_phone home_phone "
                             "work_phone email address role rating rating_source "
                             "rating_month:date added_on:date added_by_id removed_by_id version",
    "league_rating_assignments": "id entry_id previous rating assigned_by assigned_at:time "
                                 "reason source",
    "league_sections": "id event_id name position",
    "league_dates": "id section_id on_date:date cancelled agreed_by:json decided_on:date",
    "league_rounds": "id section_id number on_date:date bye_team_id version",
    "league_matches": "id round_id table_no white_team_id black_team_id version",
    "league_lineups": "id match_id team_id equipment_boards equipment_sets equipment_clocks "
                      "version",
    "league_board_results": "id match_id board result league_result in_advance:flag version",
    "league_claims": "id match_id team_id made_on:date elapsed_seconds games_complete:flag "
                     "branch remedy boards:json penalties:json created_at:time",
    "league_extra_games": "id event_id on_date:date white_entry_id black_entry_id result",
    "league_ledger_entries": "id team_id on_date:date kind cents note created_at:time",
    "league_coin_tosses": "id section_id teams:json seed note created_at:time on_date:date",
    "league_notices": "id team_id round given_at:time note created_at:time",
    "league_food": "id event_id on_date:date purchased_cents weights:json note created_at:time "
                   "with_gratuity:flag",
    "league_decisions": "id event_id on_date:date made_by under subject decision appeal_of "
                        "votes_to_overrule committee_size outcome created_at:time",
    "league_playoffs": "id section_id on_date:date scores:json note created_at:time",
}
MEMBER_FIELDS = ("name", "uscf_id", "expiry", "cell_phone", "home_phone", "work_phone",
                  "email", "address")


def columns(table: str) -> list[tuple[str, str]]:
    """``(column, kind)`` of ``table`` in :data:`TABLES` order (kind "" for a plain value)."""
    return [(name, kind) for name, _, kind in (c.partition(":") for c in TABLES[table].split())]


def rows(execute: Execute, table: str, tail: str, params: dict[str, Any],
         alias: str = "t") -> list[Any]:
    """Every row of ``table`` (as ``alias``) that ``tail`` (joins, where, order) selects, each
    with its columns as attributes of their values."""
    cols = columns(table)
    sql = (f"select {', '.join(f'{alias}.{name}' for name, _ in cols)} from {table} {alias} "
           f"{tail}")
    return [SimpleNamespace(**{name: value(kind, v) for (name, kind), v in zip(cols, row,
                                                                             strict=True)})
            for row in execute(sql, params)]


def value(kind: str, raw: Any) -> Any:
    """A stored value as the ORM would give it (``kind`` as in :data:`TABLES`)."""
    if raw is None or kind == "":
        return raw
    if kind == "date":
        return date.fromisoformat(raw) if isinstance(raw, str) else raw
    if kind == "time":
        return datetime.fromisoformat(raw) if isinstance(raw, str) else raw
    if kind == "json":
        return json.loads(raw) if isinstance(raw, str) else raw
    return bool(raw)


def team_of(row: Any, entries: Sequence[Any]) -> Team:
    """A team from its row and the rows of the entries on its roster now."""
    captain = next((e.uscf_id for e in entries if e.role == Role.CAPTAIN.value), "")
    alternates = tuple(e.uscf_id for e in entries if e.role == Role.ALTERNATE.value)
    registration = Registration(row.roster_received, row.fee_received, row.deposit_received)
    return Team(row.name, tuple(entry_of(e) for e in entries), captain, alternates, registration)


def entry_of(row: Any) -> RosterEntry:
    member = Member(**{f: getattr(row, f) for f in MEMBER_FIELDS})
    rating = FrozenRating(row.rating, RatingSource(row.rating_source), row.rating_month)
    return RosterEntry(member, rating, row.added_on)


def roster_decision_of(data: dict[str, str]) -> RosterDecision:
    return RosterDecision(Verdict[data["verdict"].upper()], data["rule"], data["reason"])


def claim_of(row: Any, rnd: int, team: str) -> StoredClaim:
    return StoredClaim(row.id, row.match_id, Ruling(
        Claim(rnd, team, row.made_on, row.elapsed_seconds, row.games_complete),
        Branch(row.branch), tuple(row.boards), Remedy(row.remedy), dict(row.penalties) or None))


def playoff_of(row: Any, section: str) -> StoredPlayoff:
    return StoredPlayoff(row.id, section, row.on_date, dict(row.scores), row.note)


def toss_of(row: Any, section: str) -> StoredToss:
    return StoredToss(section, row.on_date or row.created_at.date(),
                      CoinToss(tuple(row.teams), row.seed, row.note))


def bought_of(row: Any) -> FoodBought:
    return FoodBought(row.on_date, row.purchased_cents, dict(row.weights), row.note,
                      row.with_gratuity)


def decision_of(row: Any) -> Decision:
    return Decision(row.id, row.on_date, Official(row.made_by), Under(row.under), row.subject,
                    row.decision, row.appeal_of, row.votes_to_overrule, row.committee_size,
                    Outcome(row.outcome) if row.outcome else None)
