"""Corrections a season needs after registration: a team's captain and alternate captains
(rules 10.a-c) and a member's details (rule 12: expiry, phones, e-mail, address, name, US
Chess ID). Each is one transaction on the current roster entries; the audit log keeps what
was there before (the rows are changed through the ORM), and each method returns it for
undo. A corrected expiry is what rule 30.c reads: a member who played after it pays the fine
per date in the ledger and the US Chess report check.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields, replace
from datetime import date
from typing import Any

from chessarbiter.core.league.roster_form import FormRow, form_problems
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Member, Team
from chessarbiter.db.audit import note
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.rosters import team_unchanged
from chessarbiter.services.league.season import Change, LeagueSeason

CORRECTABLE = tuple(f.name for f in fields(Member))
_CHECKED = ("name", "uscf_id", "cell_phone", "home_phone", "work_phone", "email", "address")


class CorrectionService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def set_officers(self, team: str, captain: str, alternates: Sequence[str] = (),
                     reason: str = "") -> tuple[str, tuple[str, ...]]:
        """Rule 10.a-c: ``captain`` and the alternate captains of ``team`` from now on
        (players on its roster); returns the previous captain and alternates. ``reason``
        goes to the audit log beside the change; a team another program changed since this
        one read it is refused (compare-and-set)."""
        with self.season.write() as change:
            team_unchanged(change, team, "your change of its captains")
            rosters = load_rosters(change.session, self.season.event_id)
            current = rosters.team(team)
            try:
                changed = current.with_captain(captain).with_alternates(tuple(alternates))
            except ValueError as exc:
                raise ActionRefused(f"rule 10: {exc}", "player") from None
            _check_captain(changed)
            for row in rosters.current[team]:
                row.role = changed.role(row.uscf_id).value
            _log_reason(change, team, reason)
            return current.captain, current.alternates

    def correct_member(self, team: str, uscf_id: str, changes: Mapping[str, Any],
                       reason: str = "") -> Member:
        """Correct ``uscf_id``'s details on ``team``'s roster (``changes``: field → value,
        fields of :class:`Member`); returns the details before. A new US Chess ID is refused
        once the player has a game, which names them by it. ``reason`` and the conflict
        check as for :meth:`set_officers`."""
        unknown = sorted(set(changes) - set(CORRECTABLE))
        if unknown:
            raise ActionRefused(f"{unknown[0]!r} is no member detail (known: "
                                f"{', '.join(CORRECTABLE)})", "settings")
        with self.season.write() as change:
            team_unchanged(change, team, f"your correction of {uscf_id}")
            rosters = load_rosters(change.session, self.season.event_id)
            current = rosters.team(team)
            row = next((r for r in rosters.current[team] if r.uscf_id == uscf_id), None)
            if row is None:
                raise ActionRefused(f"{uscf_id} is not on the roster of {team} now", "player")
            before = Member(**{f: getattr(row, f) for f in CORRECTABLE})
            after = replace(before, **changes)
            _check_member(after, current, uscf_id, self.season.settings())
            if after.uscf_id != uscf_id and any(
                    a.uscf_id == uscf_id for a in change.before.nights.appearances()):
                raise ActionRefused(f"{uscf_id} has played: the games keep the ID they were "
                                    "reported with", "player")
            for name in CORRECTABLE:
                setattr(row, name, getattr(after, name))
            _log_reason(change, team, reason, uscf_id)
            return before


def _log_reason(change: Change, team: str, reason: str, uscf_id: str = "") -> None:
    """The audit log's line saying why (who and when it gives every line)."""
    if reason.strip():
        about = {"team": team} | ({"uscf_id": uscf_id} if uscf_id else {})
        note(change.session, change.before.event_id, "league_roster_entries",
             about | {"reason": reason.strip()}, change="reason")


def _check_captain(team: Team) -> None:
    captain = team.entry(team.captain)
    assert captain is not None
    missing = [what for what, value in (("cell phone", captain.member.cell_phone),
                                        ("e-mail", captain.member.email)) if not value]
    if missing:
        raise ActionRefused(f"rule 12: a captain's {' and '.join(missing)} are mandatory; "
                            f"{captain.member.name} has none", "player")


def _check_member(member: Member, team: Team, was: str, settings: LeagueSettings) -> None:
    if member.uscf_id != was and member.uscf_id in team.ids:
        raise ActionRefused(f"US Chess ID {member.uscf_id} is already on {team.name}'s roster",
                            "settings")
    row = FormRow(member, team.role(was))
    problems = [p for p in form_problems([row], settings)
                if p.row is not None and p.field in _CHECKED]
    if problems:
        raise ActionRefused("; ".join(f"rule {p.rule}: {p.message}" for p in problems),
                            "settings")


def parse_detail(name: str, text: str) -> Any:
    """A member detail typed as text: the expiry as YYYY-MM-DD (or none), the rest as is."""
    if name != "expiry":
        return text.strip()
    if text.strip().lower() in ("", "none"):
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ActionRefused(f"expiry {text!r} is not a date like 2012-12-31",
                            "settings") from None


