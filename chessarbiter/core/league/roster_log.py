"""The season's rosters and their dated change log (rule 13).

A change is checked by every rule of :mod:`roster_rules`; it goes into the log only when
nothing refuses it and, where a rule asks for it, the Match Director's approval is given.
The log keeps each change with its decisions and the approval (who and when), so the
rosters on any date can be explained afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime

from chessarbiter.core.league.roster_rules import (
    Appearance,
    ChangeContext,
    Decision,
    RosterChange,
    Verdict,
    check_change,
    rule_13g,
    rule_13h,
    rule_13i,
)
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team


@dataclass(frozen=True, slots=True)
class Approval:
    """The Match Director's approval of a change: who gave it, when, and why."""

    by: str
    at: datetime
    note: str = ""


@dataclass(frozen=True, slots=True)
class LoggedChange:
    change: RosterChange
    decisions: tuple[Decision, ...]
    approval: Approval | None = None


class RosterChangeRefused(ValueError):
    """A change that may not be made (as it stands): ``decisions`` says which rule and why."""

    def __init__(self, change: RosterChange, decisions: Sequence[Decision]) -> None:
        blocking = [d for d in decisions if d.verdict is not Verdict.ALLOWED]
        super().__init__(
            f"change to {change.team} on {change.on.isoformat()} not made: "
            + "; ".join(str(d) for d in blocking)
        )
        self.change = change
        self.decisions = tuple(decisions)


@dataclass(frozen=True, slots=True)
class Rosters:
    """Every team of the season and the log of changes applied to their rosters."""

    teams: tuple[Team, ...]
    log: tuple[LoggedChange, ...] = ()

    def context(
        self, settings: LeagueSettings, appearances: Sequence[Appearance] = ()
    ) -> ChangeContext:
        return ChangeContext(settings, self.teams, tuple(e.change for e in self.log),
                             appearances)

    def review(
        self, change: RosterChange, settings: LeagueSettings,
        appearances: Sequence[Appearance] = (),
    ) -> tuple[Decision, ...]:
        """What the rules say about ``change`` without making it."""
        return check_change(change, self.context(settings, appearances))

    def apply(
        self,
        change: RosterChange,
        settings: LeagueSettings,
        appearances: Sequence[Appearance] = (),
        approval: Approval | None = None,
    ) -> Rosters:
        """The rosters after ``change``, or :class:`RosterChangeRefused` saying why not.

        A refusal stands even with an approval: rule 13 lets the director approve only the
        changes 13.b and 13.c put to them.
        """
        if approval is not None and not approval.by.strip():
            raise ValueError("an approval must name the Match Director who gave it")
        decisions = self.review(change, settings, appearances)
        verdicts = {d.verdict for d in decisions}
        if Verdict.REFUSED in verdicts:
            raise RosterChangeRefused(change, decisions)
        if Verdict.APPROVAL in verdicts and approval is None:
            raise RosterChangeRefused(change, decisions)
        teams = tuple(change.applied_to(t) if t.name == change.team else t for t in self.teams)
        logged = LoggedChange(change, decisions, approval)
        return replace(self, teams=teams, log=(*self.log, logged))

    def register(self, team: Team, settings: LeagueSettings, on: date) -> Rosters:
        """Add a newly registered team; its roster is logged as the change that made it.

        The deadlines of 13.a-c concern later changes, not the entry itself (rule 11); the
        content rules still apply: memberships (13.g), players shared with teams already
        registered (13.h) and the roster limit (13.i).
        """
        if any(t.name == team.name for t in self.teams):
            raise ValueError(f"a team named {team.name!r} is already registered")
        change = RosterChange(team.name, on, team.roster)
        ctx = ChangeContext(settings, (*self.teams, replace(team, roster=())),
                            tuple(e.change for e in self.log), ())
        decisions = tuple(d for rule in (rule_13g, rule_13h, rule_13i)
                          if (d := rule(change, ctx)) is not None)
        if decisions:
            raise RosterChangeRefused(change, decisions)
        return replace(self, teams=(*self.teams, team),
                       log=(*self.log, LoggedChange(change, decisions)))
