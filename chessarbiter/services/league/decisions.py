"""The director's log of a season: decisions and appeals under rule 35, recorded here, read
together with the decisions the other actions already keep (roster-change approvals, claim
rulings, assigned ratings, coin tosses) so the season can be explained in date order.

An appeal is stored as the hearing body's own decision pointing at the one appealed; the
committee's outcome is never typed in but worked out from its votes (rule 35.d).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.appeals import (
    Official,
    Outcome,
    Under,
    check_appeal,
    committee_outcome,
)
from chessarbiter.core.league.claims import Remedy
from chessarbiter.db.league_models import LeagueCoinTossRow, LeagueDecisionRow, LeagueSectionRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.claims import ClaimService
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.ratings import RatingService
from chessarbiter.services.league.rosters import RosterService
from chessarbiter.services.league.season import LeagueSeason, settings_of


class Kind(StrEnum):
    DECISION = "decision"
    APPEAL = "appeal"
    APPROVAL = "roster approval"  # rule 13
    CLAIM = "claim ruling"  # rule 16
    RATING = "rating assigned"  # rule 4
    TOSS = "coin toss"  # rule 25.k


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
class LogEntry:
    """A line of the director's log; ``decision_id`` for the lines that can be appealed."""

    on: date
    kind: Kind
    made_by: Official
    subject: str
    text: str
    outcome: Outcome | None = None
    decision_id: int | None = None


class DecisionService:
    def __init__(self, season: LeagueSeason, rosters: RosterService, claims: ClaimService,
                 ratings: RatingService) -> None:
        self.season = season
        self._rosters, self._claims, self._ratings = rosters, claims, ratings

    def decisions(self) -> tuple[Decision, ...]:
        """The decisions and appeals recorded, in the order they were recorded."""
        with self.season.db.read() as session:
            return tuple(_decision(r) for r in _rows(session, self.season.event(session).id))

    def record_decision(self, on: date, made_by: Official, subject: str, text: str,
                        under: Under = Under.LEAGUE) -> Decision:
        """Record a decision or ruling (undo: :meth:`remove`)."""
        if made_by is Official.COMMITTEE:
            raise ActionRefused("rule 35.d: the committee of team captains only hears appeals; "
                                "record its decision as an appeal", "made_by")
        if not text.strip():
            raise ActionRefused("say what was decided", "text")
        with self.season.db.transaction() as session:
            event_id = self.season.event(session).id
            return _store(session, LeagueDecisionRow(
                event_id=event_id, on_date=on, made_by=made_by.value, under=under.value,
                subject=subject.strip(), decision=text.strip()))

    def record_appeal(self, decision_id: int, on: date, to: Official, note: str = "", *,
                      overruled: bool = False, votes: int | None = None,
                      captains: int | None = None) -> Decision:
        """Record the appeal of decision ``decision_id`` to ``to`` and its outcome: the
        committee's from ``votes`` to overrule out of ``captains`` (default: every team's
        captain), another body's as given. Refused where rule 35 sends it elsewhere."""
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            rows = _rows(session, event.id)
            appealed = next((_decision(r) for r in rows if r.id == decision_id), None)
            if appealed is None:
                raise ActionRefused(f"there is no decision {decision_id}", "decision")
            earlier = next((r.id for r in rows if r.appeal_of == decision_id), None)
            if earlier is not None:
                raise ActionRefused(f"decision {decision_id} was appealed already "
                                    f"(appeal {earlier})", "decision")
            if on < appealed.on:
                raise ActionRefused(f"the appeal ({on.isoformat()}) comes before the decision "
                                    f"({appealed.on.isoformat()})", "on")
            try:
                check_appeal(appealed.made_by, appealed.under, to, note)
            except ValueError as exc:
                raise ActionRefused(str(exc), "to") from None
            row = LeagueDecisionRow(
                event_id=event.id, on_date=on, made_by=to.value, under=appealed.under.value,
                subject=appealed.subject, decision=note.strip() or f"appeal of decision "
                                                                   f"{decision_id}",
                appeal_of=decision_id)
            if to is Official.COMMITTEE:
                if overruled:
                    raise ActionRefused("rule 35.d: the committee's votes decide the outcome; "
                                        "give them instead", "votes")
                teams = len(load_rosters(session, event.id).rosters.teams)
                size = teams if captains is None else captains
                row.votes_to_overrule, row.committee_size = votes, size
                row.outcome = _committee(votes, size, teams,
                                         settings_of(event).appeal_overrule_share).value
            else:
                if votes is not None or captains is not None:
                    raise ActionRefused("votes are counted only in the committee of team "
                                        "captains (rule 35.d)", "votes")
                row.outcome = (Outcome.OVERRULED if overruled else Outcome.UPHELD).value
            return _store(session, row)

    def remove(self, decision_id: int) -> Decision:
        """Take a recorded decision or appeal back out (undo of recording it); refused while
        an appeal of it is recorded."""
        with self.season.db.transaction() as session:
            rows = _rows(session, self.season.event(session).id)
            row = next((r for r in rows if r.id == decision_id), None)
            if row is None:
                raise ActionRefused(f"there is no decision {decision_id}", "decision")
            appeal = next((r.id for r in rows if r.appeal_of == decision_id), None)
            if appeal is not None:
                raise ActionRefused(f"appeal {appeal} of decision {decision_id} is recorded: "
                                    "remove it first", "decision")
            session.delete(row)
            return _decision(row)

    def log(self) -> tuple[LogEntry, ...]:
        """Every decision of the season by date (same date: in the order of the sources)."""
        entries = [*self._approvals(), *self._claim_rulings(), *self._assigned_ratings(),
                   *(_entry(d) for d in self.decisions())]
        with self.season.db.read() as session:
            entries += _tosses(session, self.season.event(session).id)
        return tuple(sorted(entries, key=lambda e: e.on))

    def _approvals(self) -> Iterable[LogEntry]:
        """Dated by the change they approve, the date it takes effect."""
        for team in self._rosters.teams():
            for logged in self._rosters.log(team.name):
                approval, change = logged.approval, logged.change
                if approval is None:
                    continue
                what = [f"add {e.member.name} ({e.uscf_id})" for e in change.add] + \
                    [f"remove {uscf_id}" for uscf_id in change.remove]
                yield LogEntry(change.on, Kind.APPROVAL, Official.DIRECTOR, team.name,
                               _joined(f"{approval.by} approved (rule 13): {', '.join(what)}",
                                       approval.note))

    def _claim_rulings(self) -> Iterable[LogEntry]:
        for stored in self._claims.claims():
            ruling = stored.ruling
            done = "restart of" if ruling.remedy is Remedy.RESTART else "forfeits on"
            boards = ", ".join(str(b) for b in ruling.boards)
            yield LogEntry(ruling.claim.made_on, Kind.CLAIM, Official.TD,
                           f"round {ruling.claim.round}: {ruling.claim.team}",
                           f"rule {ruling.branch.value}: {done} board(s) {boards}")

    def _assigned_ratings(self) -> Iterable[LogEntry]:
        for assigned in self._ratings.assignments():
            a = assigned.assignment
            before = "unrated" if a.previous is None else str(a.previous)
            yield LogEntry(a.at.date(), Kind.RATING, Official.DIRECTOR,
                           f"{assigned.team}: {a.uscf_id}",
                           _joined(f"{a.by} raised the league rating from {before} to "
                                   f"{a.rating} (rule 4)", a.reason))


def _committee(votes: int | None, size: int, teams: int, share: float) -> Outcome:
    """Rule 35.d's outcome; the committee is at most every team's captain."""
    if votes is None:
        raise ActionRefused("rule 35.d: give the committee's votes to overrule", "votes")
    if size > teams:
        raise ActionRefused(f"the committee is the captains of the season's {teams} teams, "
                            f"not {size}", "captains")
    try:
        return committee_outcome(votes, size, share)
    except ValueError as exc:
        raise ActionRefused(str(exc), "votes") from None


def _tosses(session: Session, event_id: int) -> list[LogEntry]:
    rows = session.execute(
        select(LeagueCoinTossRow, LeagueSectionRow.name).join(LeagueSectionRow)
        .where(LeagueSectionRow.event_id == event_id).order_by(LeagueCoinTossRow.id))
    return [LogEntry(toss.created_at.date(), Kind.TOSS, Official.TD, f"section {section}",
                     _joined(f"coin toss (rule 25.k): {', '.join(toss.teams)}, winner first",
                             toss.note))
            for toss, section in rows]


def _entry(decision: Decision) -> LogEntry:
    kind = Kind.DECISION if decision.appeal_of is None else Kind.APPEAL
    text = decision.text
    if decision.committee_size is not None:
        text += f" ({decision.votes_to_overrule} of {decision.committee_size} captains voted " \
                "to overrule)"
    return LogEntry(decision.on, kind, decision.made_by, decision.subject, text,
                    decision.outcome, decision.id)


def _joined(text: str, note: str) -> str:
    return f"{text}; {note}" if note else text


def _rows(session: Session, event_id: int) -> Sequence[LeagueDecisionRow]:
    return session.scalars(select(LeagueDecisionRow).where(
        LeagueDecisionRow.event_id == event_id).order_by(LeagueDecisionRow.id)).all()


def _store(session: Session, row: LeagueDecisionRow) -> Decision:
    row.created_at = datetime.now(UTC).replace(tzinfo=None)
    session.add(row)
    session.flush()
    return _decision(row)


def _decision(row: LeagueDecisionRow) -> Decision:
    return Decision(row.id, row.on_date, Official(row.made_by), Under(row.under), row.subject,
                    row.decision, row.appeal_of, row.votes_to_overrule, row.committee_size,
                    Outcome(row.outcome) if row.outcome else None)
