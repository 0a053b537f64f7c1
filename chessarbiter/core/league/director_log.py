"""The director's log of a season: the decisions and appeals recorded under rule 35, read
together with the decisions the other actions keep (roster approvals, claim rulings,
ratings assigned or replaced by a rating list, coin tosses, cancelled and added dates), so
the season can be explained in date order.

An appeal is stored as the hearing body's own decision pointing at the one appealed; the
committee's outcome is never typed in but worked out from its votes (rule 35.d).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from chessarbiter.core.league.appeals import Official, Outcome, Under
from chessarbiter.core.league.claims import Remedy
from chessarbiter.core.league.league_standings import CoinToss
from chessarbiter.core.league.ratings import RatingSource
from chessarbiter.core.league.roster_log import LoggedChange
from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.core.league.stored import Assigned, StoredClaim, StoredPlayoff
from chessarbiter.core.text import numbered


class Kind(StrEnum):
    DECISION = "decision"
    APPEAL = "appeal"
    APPROVAL = "roster approval"  # rule 13
    CLAIM = "claim ruling"  # rule 16
    RATING = "rating assigned"  # rule 4
    RATING_LIST = "rating list"  # rule 4: a provisional rating replaced by the list's
    TOSS = "coin toss"  # rule 25.k
    PLAYOFF = "team playoff"  # rule 25.a
    CANCELLED = "date cancelled"  # rule 2
    ADDED = "date added"  # rules 2 and 14


@dataclass(frozen=True, slots=True)
class Decision:
    """A recorded decision, or an appeal (``appeal_of`` set) with its outcome."""

    id: int
    on: date
    made_by: Official
    under: Under
    subject: str
    text: str
    appeal_of: int | None = None
    votes_to_overrule: int | None = None
    committee_size: int | None = None
    outcome: Outcome | None = None


@dataclass(frozen=True, slots=True)
class StoredToss:
    """A coin toss recorded for a section on a date (rule 25.k)."""

    section: str
    on: date
    toss: CoinToss


@dataclass(frozen=True, slots=True)
class LogEntry:
    """A line of the director's log; ``decision_id`` for the lines that can be appealed."""

    on: date
    kind: Kind
    made_by: Official
    subject: str
    text: str
    outcome: Outcome | None = None
    decision_id: int | None = None


@dataclass(frozen=True, slots=True)
class LogSources:
    """Everything of a season the log reads."""

    changes: Sequence[LoggedChange]
    claims: Sequence[StoredClaim]
    assignments: Sequence[Assigned]
    decisions: Sequence[Decision]
    tosses: Sequence[StoredToss]
    schedules: Sequence[SectionSchedule]
    names: Mapping[str, str]  # US Chess ID → name
    playoffs: Sequence[StoredPlayoff] = ()


def director_log(sources: LogSources) -> tuple[LogEntry, ...]:
    """Every decision of the season by date (same date: in the order of the sources)."""
    entries = [*_approvals(sources.changes), *_claim_rulings(sources.claims),
               *_ratings(sources.assignments, sources.names),
               *_dates(sources.schedules), *(_entry(d) for d in sources.decisions),
               *(_toss(t) for t in sources.tosses), *(_playoff(p) for p in sources.playoffs)]
    return tuple(sorted(entries, key=lambda e: e.on))


def _approvals(changes: Iterable[LoggedChange]) -> Iterable[LogEntry]:
    """Dated by the change they approve, the date it takes effect."""
    for logged in changes:
        approval, change = logged.approval, logged.change
        if approval is None:
            continue
        what = [f"add {e.member.name} ({e.uscf_id})" for e in change.add] + \
            [f"remove {uscf_id}" for uscf_id in change.remove]
        yield LogEntry(change.on, Kind.APPROVAL, Official.DIRECTOR, change.team,
                       joined(f"{approval.by} approved (rule 13): {', '.join(what)}",
                              approval.note))


def _claim_rulings(claims: Iterable[StoredClaim]) -> Iterable[LogEntry]:
    for stored in claims:
        ruling = stored.ruling
        done = "restart of" if ruling.remedy is Remedy.RESTART else "forfeits on"
        yield LogEntry(ruling.claim.made_on, Kind.CLAIM, Official.TD,
                       f"round {ruling.claim.round}: {ruling.claim.team}",
                       f"rule {ruling.branch.value}: {done} {numbered('board', ruling.boards)}")


def _ratings(assigned: Iterable[Assigned], names: Mapping[str, str]) -> Iterable[LogEntry]:
    for line in assigned:
        a = line.assignment
        before = "unrated" if a.previous is None else str(a.previous)
        after = "unrated" if a.rating is None else str(a.rating)
        who = f"{names[a.uscf_id]} ({a.uscf_id})" if a.uscf_id in names else a.uscf_id
        if a.source is RatingSource.SUPPLEMENT:
            yield LogEntry(a.at.date(), Kind.RATING_LIST, Official.DIRECTOR,
                           f"{line.team}: {who}",
                           joined(f"the {a.by} list replaced the provisional rating {before} "
                                  f"with {after} (rule 4)", a.reason))
        else:
            yield LogEntry(a.at.date(), Kind.RATING, Official.DIRECTOR, f"{line.team}: {who}",
                           joined(f"{a.by} raised the league rating from {before} to {after} "
                                  "(rule 4)", a.reason))


def _dates(schedules: Iterable[SectionSchedule]) -> Iterable[LogEntry]:
    for s in schedules:
        for d in s.calendar.dates:
            if d.cancelled:
                yield LogEntry(d.decided_on or d.on, Kind.CANCELLED, Official.DIRECTOR,
                               f"section {s.section}",
                               f"no play on {d.on.isoformat()} (rule 2): {d.cancelled}")
            if d.agreed_by:
                yield LogEntry(d.decided_on or d.on, Kind.ADDED, Official.DIRECTOR,
                               f"section {s.section}",
                               f"{d.on.isoformat()} added to the schedule with the agreement "
                               f"of the captains of {', '.join(d.agreed_by)} (rules 2 and 14)")


def _toss(stored: StoredToss) -> LogEntry:
    return LogEntry(stored.on, Kind.TOSS, Official.TD, f"section {stored.section}",
                    joined(f"coin toss (rule 25.k): {', '.join(stored.toss.order)}, winner "
                           "first", stored.toss.note))


def _playoff(stored: StoredPlayoff) -> LogEntry:
    scores = ", ".join(f"{team} {score:g}" for team, score in stored.scores.items())
    return LogEntry(stored.on, Kind.PLAYOFF, Official.DIRECTOR, f"section {stored.section}",
                    joined(f"playoff (rule 25.a): {scores}", stored.note))


def _entry(decision: Decision) -> LogEntry:
    kind = Kind.DECISION if decision.appeal_of is None else Kind.APPEAL
    text = decision.text
    if decision.committee_size is not None:
        text += f" ({decision.votes_to_overrule} of {decision.committee_size} captains voted " \
                "to overrule)"
    return LogEntry(decision.on, kind, decision.made_by, decision.subject, text,
                    decision.outcome, decision.id)


def joined(text: str, note: str) -> str:
    return f"{text}; {note}" if note else text
