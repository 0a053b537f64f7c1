"""How the league window words ratings, roles, dates and rule-13 verdicts."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.roster_rules import Decision, Verdict
from chessarbiter.core.league.teams import Role, Team

translate = QCoreApplication.translate  # a name lupdate recognises
REGISTRATION_FIELDS = ("roster_received", "fee_received", "deposit_received")


def day_text(day: date | None) -> str:
    return day.isoformat() if day else ""


def team_rating_text(rating: float | None) -> str:
    """Rule 5 averages ratings: one decimal shows what decided a section cut."""
    return translate("league", "unrated") if rating is None else f"{rating:.1f}"


def rating_source_text(rating: FrozenRating) -> str:
    if rating.source is RatingSource.SUPPLEMENT and rating.month is not None:
        return translate("league", "supplement {0:%b %Y}").format(rating.month)
    if rating.source is RatingSource.ASSIGNED:
        return translate("league", "assigned (rule 4)")
    return translate("league", "entered on the roster")


def role_text(role: Role) -> str:
    return {Role.CAPTAIN: translate("league", "Captain"),
            Role.ALTERNATE: translate("league", "Alternate captain"),
            Role.PLAYER: ""}[role]


def names_of(team: Team, ids: Iterable[str]) -> str:
    """Members' names (their ID when not on the roster)."""
    return ", ".join(e.member.name if (e := team.entry(i)) else i for i in ids if i)


def verdict_text(verdict: Verdict) -> str:
    return {Verdict.ALLOWED: translate("league", "allowed"),
            Verdict.APPROVAL: translate("league", "needs the Match Director's approval"),
            Verdict.REFUSED: translate("league", "refused")}[verdict]


def decisions_text(decisions: Sequence[Decision]) -> str:
    return "; ".join(f"{d.rule}: {verdict_text(d.verdict)}" for d in decisions)
