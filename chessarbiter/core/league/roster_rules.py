"""Rule 13: what a dated roster change may do, one function per item of the rule.

Each rule function looks at a proposed change in its context and returns a
:class:`Decision` (allowed, needs the Match Director's approval, or refused, with the rule
item and the reason) or None when the item does not concern that change. A change is one
letter from the captain: it may remove and add players at once, so a swap counts once for
the team rating (13.b) and for the roster size (removals go first, 13.i).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from enum import StrEnum

from chessarbiter.core.league.roster_form import membership_covers_season
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.team_rating import team_rating
from chessarbiter.core.league.teams import RosterEntry, Team


class Verdict(StrEnum):
    ALLOWED = "allowed"
    APPROVAL = "needs the Match Director's approval"
    REFUSED = "refused"


@dataclass(frozen=True, slots=True)
class Decision:
    verdict: Verdict
    rule: str
    reason: str

    def __str__(self) -> str:
        return f"rule {self.rule}: {self.verdict.value}: {self.reason}"


@dataclass(frozen=True, slots=True)
class RosterChange:
    """One dated change to one team's roster; removals are US Chess IDs."""

    team: str
    on: date
    add: tuple[RosterEntry, ...] = ()
    remove: tuple[str, ...] = ()

    def applied_to(self, team: Team) -> Team:
        """The team after the change; added members are dated by the change."""
        kept = tuple(e for e in team.roster if e.uscf_id not in self.remove)
        added = tuple(replace(e, added_on=self.on) for e in self.add)
        return replace(team, roster=kept + added)


@dataclass(frozen=True, slots=True)
class Appearance:
    """A player who played for a team on a date; ``extra`` marks an extra rated game (rule 21)."""

    uscf_id: str
    team: str
    on: date
    extra: bool = False


@dataclass(frozen=True, slots=True)
class ChangeContext:
    """What the rules need besides the change: the rosters before it and the season so far."""

    settings: LeagueSettings
    teams: Sequence[Team]
    history: Sequence[RosterChange]  # changes already applied, oldest first
    appearances: Sequence[Appearance]

    def team(self, name: str) -> Team:
        for team in self.teams:
            if team.name == name:
                return team
        raise ValueError(f"no team named {name!r}")


def _allowed(rule: str, reason: str) -> Decision:
    return Decision(Verdict.ALLOWED, rule, reason)


def _refused(rule: str, reason: str) -> Decision:
    return Decision(Verdict.REFUSED, rule, reason)


def rule_13a(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.a: changes are free until the registration deadline."""
    deadline = ctx.settings.registration_deadline
    if change.on <= deadline:
        return _allowed("13.a", f"free until the registration deadline {deadline.isoformat()}")
    return None


def rule_13b(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.b: from the deadline to the cut-off, a team-rating move over 30 points needs approval."""
    s = ctx.settings
    if not s.registration_deadline < change.on <= s.change_cutoff:
        return None
    team = ctx.team(change.team)
    before, after = team_rating(team, s), team_rating(change.applied_to(team), s)
    if before is None or after is None:
        if before == after:
            return _allowed("13.b", "the team has no rated player before or after")
        return Decision(Verdict.APPROVAL, "13.b", "the team rating appears or disappears")
    shift = abs(after - before)
    text = f"team rating {before:g} → {after:g} moves {shift:g} points"
    if shift > s.rating_change_threshold:
        return Decision(Verdict.APPROVAL, "13.b",
                        f"{text}, more than {s.rating_change_threshold}")
    return _allowed("13.b", f"{text}, not more than {s.rating_change_threshold}")


def rule_13c(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.c: after the cut-off only unusual and unforeseen circumstances, with approval."""
    cutoff = ctx.settings.change_cutoff
    if change.on > cutoff:
        return Decision(Verdict.APPROVAL, "13.c", f"after {cutoff:%B %d}, only for unusual and "
                        "unforeseen circumstances")
    return None


def eligible_from(on: date, settings: LeagueSettings) -> date | None:
    """13.d: the first league date far enough after ``on`` to verify an added player."""
    ready = on + timedelta(days=settings.verification_days)
    return next((d for d in settings.dates if d >= ready), None)


def rule_13d(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.d: an added player plays once eligibility can be verified (information only)."""
    if not change.add:
        return None
    first = eligible_from(change.on, ctx.settings)
    if first is None:
        return _allowed("13.d", "no league date is left to play in")
    return _allowed("13.d", f"added players may play from {first.isoformat()}")


def rule_13e(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.e: nobody who has played for the team (extra rated games excluded) is removed."""
    played = {
        a.uscf_id for a in ctx.appearances
        if a.team == change.team and not a.extra and a.on <= change.on
    }
    blocked = [p for p in change.remove if p in played]
    if blocked:
        return _refused("13.e", f"{_names(ctx.team(change.team), blocked)} already played for "
                        f"{change.team}")
    return None


def rule_13f(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.f: a player removed after the deadline is not added to the same team again."""
    deadline = ctx.settings.registration_deadline
    removed = {
        p for c in ctx.history if c.team == change.team and c.on > deadline for p in c.remove
    }
    again = [e.member.name or e.uscf_id for e in change.add if e.uscf_id in removed]
    if again:
        return _refused("13.f", f"{', '.join(again)} was removed from {change.team} after "
                        "the registration deadline")
    return None


def rule_13g(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.g: no added player's membership expires before the end of the season."""
    end = ctx.settings.season_end.isoformat()
    expired = [
        f"{e.member.name or e.uscf_id} (expires "
        f"{e.member.expiry.isoformat() if e.member.expiry else 'unknown'})"
        for e in change.add if not membership_covers_season(e.member.expiry, ctx.settings)
    ]
    if expired:
        return _refused("13.g", f"membership must run past the season's end {end}: "
                        + ", ".join(expired))
    return None


def among_top(team: Team, uscf_id: str, top: int) -> bool:
    """Whether a member is among the ``top`` highest rated of a team.

    A tie counts as among (fewer than ``top`` teammates rated strictly higher); unrated
    members rank below every rated one, so on a small team they can still be among the top.
    """
    entry = team.entry(uscf_id)
    if entry is None:
        return False
    mine = entry.rating.value
    higher = sum(
        1 for e in team.roster
        if e.rating.value is not None and (mine is None or e.rating.value > mine)
    )
    return higher < top


def rule_13h(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.h: a player on several rosters is among the five highest on none of them."""
    top = ctx.settings.multi_roster_top
    after = change.applied_to(ctx.team(change.team))
    others = [t for t in ctx.teams if t.name != change.team]
    problems = []
    for uscf_id in sorted(after.ids):
        elsewhere = [t for t in others if uscf_id in t.ids]
        if not elsewhere:
            continue
        high = [t.name for t in (after, *elsewhere) if among_top(t, uscf_id, top)]
        if high:
            also = ", ".join(t.name for t in elsewhere)
            problems.append(f"{_names(after, [uscf_id])} is also on {also} "
                            f"and among the {top} highest rated of {', '.join(high)}")
    return _refused("13.h", "; ".join(problems)) if problems else None


def rule_13i(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """13.i: never more than eight players on a roster."""
    size = len(change.applied_to(ctx.team(change.team)).roster)
    limit = ctx.settings.roster_max
    if size > limit:
        return _refused("13.i", f"the roster would have {size} players, more than {limit}")
    return None


def rule_9(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """Rule 9: a removal may not leave the team with fewer than four players."""
    size = len(change.applied_to(ctx.team(change.team)).roster)
    if change.remove and size < ctx.settings.roster_min:
        return _refused("9", f"the roster would have {size} players, fewer than "
                        f"{ctx.settings.roster_min}")
    return None


def rule_10(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """Rule 10: the captain stays on the roster; name another captain before removing them."""
    if ctx.team(change.team).captain in change.remove:
        return _refused("10", "the captain cannot be removed; name another captain first")
    return None


def well_formed(change: RosterChange, ctx: ChangeContext) -> Decision | None:
    """A change removes members of the team and adds players not on it, each once."""
    team = ctx.team(change.team)
    added = [e.uscf_id for e in change.add]
    problems = [f"{p} is not on the roster" for p in change.remove if p not in team.ids]
    problems += [f"{p} is already on the roster" for p in added if p in team.ids]
    if len(set(added)) < len(added) or len(set(change.remove)) < len(change.remove):
        problems.append("a player is named twice")
    if not change.add and not change.remove:
        problems.append("the change neither adds nor removes anyone")
    return _refused("13", "; ".join(problems)) if problems else None


def _names(team: Team, ids: Iterable[str]) -> str:
    """Members by name where the roster has one, else by US Chess ID."""
    return ", ".join(
        (entry.member.name if (entry := team.entry(i)) and entry.member.name else i) for i in ids
    )


Rule = Callable[[RosterChange, ChangeContext], Decision | None]

RULES: tuple[Rule, ...] = (
    rule_9, rule_10, rule_13a, rule_13b, rule_13c, rule_13d, rule_13e, rule_13f,
    rule_13g, rule_13h, rule_13i,
)


def check_change(change: RosterChange, ctx: ChangeContext) -> tuple[Decision, ...]:
    """Every rule's decision on ``change``; a malformed change is refused before the rest."""
    malformed = well_formed(change, ctx)
    if malformed is not None:
        return (malformed,)
    return tuple(d for rule in RULES if (d := rule(change, ctx)) is not None)


def one_team_per_date(appearances: Iterable[Appearance]) -> list[Decision]:
    """13.h: a player on several rosters plays for one team only on any date."""
    teams: dict[tuple[str, date], set[str]] = {}
    for a in appearances:
        if not a.extra:
            teams.setdefault((a.uscf_id, a.on), set()).add(a.team)
    return [
        _refused("13.h", f"{uscf_id} played for {', '.join(sorted(names))} on {on.isoformat()}")
        for (uscf_id, on), names in sorted(teams.items())
        if len(names) > 1
    ]
