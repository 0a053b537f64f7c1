"""Board-order claims and rulings (rule 16).

A claim is timed by the time elapsed since the round started, against the round's time
control: its base time per player, summed over periods ("G/75" → 75 minutes, half is
37½). More than half elapsed, or the games over: the affected games are forfeits for the
league but are played out and rated (16.a). Otherwise (exactly half included) the TD
chooses 16.a with a time penalty of at most 15 minutes and at most half the offender's
remaining time, or voids and restarts the games with a penalty of at most the elapsed
time or 15 minutes, whichever is greater (16.b). The affected games are the boards of every
pair rule 15 finds out of order (the players who "should have been different").
Claims close once the section's rounds of a later month begin (on that date).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from chessarbiter.core.league.lineups import LineupProblem
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import (
    BoardGame,
    MatchRecord,
    forfeit_result,
    forfeited_by,
)
from chessarbiter.core.league.season_dates import Calendar, DateUse
from chessarbiter.core.timecontrol import TimeControl


class Branch(StrEnum):
    FORFEITS = "16.a"  # forfeits for the league, games played out and rated
    TD_CHOICE = "16.b"  # the TD chooses forfeits with penalty or a restart


class Remedy(StrEnum):
    FORFEITS = "forfeits"
    RESTART = "restart"


@dataclass(frozen=True, slots=True)
class Claim:
    """A claim (or the TD's own initiative) about one team's board order in one match."""

    round: int
    team: str  # the team said to have broken rule 15
    made_on: date
    elapsed_seconds: int  # since the round started
    games_complete: bool = False


def claim_deadline(calendar: Calendar, rnd: int) -> date | None:
    """The first date of the section's rounds in a later month than ``rnd``'s, or None."""
    played = calendar.date_of(rnd)
    return next((d.on for d in calendar.dates
                 if d.use is DateUse.LEAGUE and (d.on.year, d.on.month) >
                 (played.year, played.month)), None)


def base_seconds(control: TimeControl) -> int:
    return sum(p.seconds for p in control.periods)


def claim_branch(claim: Claim, control: TimeControl, calendar: Calendar,
                 rules: MatchRules) -> Branch:
    """Which part of rule 16 applies; ValueError when the claim came too late."""
    deadline = claim_deadline(calendar, claim.round)
    if deadline is not None and claim.made_on >= deadline:
        raise ValueError(f"rule 16: claims about round {claim.round} closed when the next "
                         f"month's rounds began on {deadline.isoformat()}")
    if claim.games_complete or \
            claim.elapsed_seconds > rules.claim_elapsed_share * base_seconds(control):
        return Branch.FORFEITS
    return Branch.TD_CHOICE


def affected_boards(problems: Sequence[LineupProblem]) -> tuple[int, ...]:
    """Boards of every out-of-order pair: where the players should have been different."""
    return tuple(sorted({b for p in problems for b in p.boards}))


def penalty_limits(remedy: Remedy, elapsed_seconds: int, remaining: Mapping[str, int],
                   rules: MatchRules) -> dict[str, int]:
    """Rule 16.b: the largest time penalty (seconds) for each offending player."""
    cap = rules.max_claim_penalty_minutes * 60
    if remedy is Remedy.RESTART:
        return {p: max(elapsed_seconds, cap) for p in remaining}
    share = rules.claim_penalty_share_of_remaining
    return {p: min(cap, int(left * share)) for p, left in remaining.items()}


@dataclass(frozen=True, slots=True)
class Ruling:
    """The TD's ruling on a claim: boards scored as forfeits or restarted, and penalties."""

    claim: Claim
    branch: Branch
    boards: tuple[int, ...]
    remedy: Remedy = Remedy.FORFEITS
    penalties: Mapping[str, int] | None = None  # player → seconds deducted


def rule_on_claim(
    claim: Claim, branch: Branch, boards: Sequence[int], rules: MatchRules,
    remedy: Remedy = Remedy.FORFEITS, penalties: Mapping[str, int] | None = None,
    remaining: Mapping[str, int] | None = None,
) -> Ruling:
    """Record a ruling, refused with the reason when rule 16 does not allow it.

    ``remaining`` is each penalised player's time left when the TD rules (16.b's "half
    their remaining time").
    """
    if not boards:
        raise ValueError("rule 16: a ruling names the affected boards")
    if branch is Branch.FORFEITS and (remedy is Remedy.RESTART or penalties):
        raise ValueError("rule 16.a: past half the time control the games are forfeits "
                         "without a restart or time penalty")
    if penalties:
        left = remaining or {}
        missing = sorted(set(penalties) - set(left))
        if missing:
            raise ValueError(f"rule 16.b: remaining time of {', '.join(missing)} is needed")
        if any(s < 0 for s in penalties.values()):
            raise ValueError("rule 16.b: a time penalty cannot be negative")
        limits = penalty_limits(remedy, claim.elapsed_seconds, left, rules)
        over = [f"{p} {s}s > {limits[p]}s" for p, s in penalties.items() if s > limits[p]]
        if over:
            raise ValueError("rule 16.b: penalty above the limit: " + ", ".join(over))
    return Ruling(claim, branch, tuple(sorted(set(boards))), remedy,
                  dict(penalties) if penalties else None)


def apply_ruling(match: MatchRecord, ruling: Ruling) -> MatchRecord:
    """The match with the ruling scored: the offending team loses the affected boards by
    forfeit for the league (both teams, if both offended), or those games are voided for a
    restart (their results cleared)."""
    offender_first = match.side(ruling.claim.team)
    boards = []
    for game in match.boards:
        if game.board in ruling.boards:
            game = _ruled(game, offender_first, ruling.remedy)
        boards.append(game)
    return replace(match, boards=tuple(boards))


def _ruled(game: BoardGame, offender_first: bool, remedy: Remedy) -> BoardGame:
    if remedy is Remedy.RESTART:
        return replace(game, result=None, league_result=None)
    earlier = game.league_result
    first_loses = offender_first or (
        earlier is not None and forfeited_by(earlier, game.board, True))
    second_loses = not offender_first or (
        earlier is not None and forfeited_by(earlier, game.board, False))
    return replace(game, league_result=forfeit_result(game.board, first_loses, second_loses))
