"""The director's log of a season: decisions and appeals under rule 35 recorded here; the
log itself reads them with the decisions the other actions keep
(:mod:`chessarbiter.core.league.director_log`).

An appeal is stored as the hearing body's own decision pointing at the one appealed; the
committee's outcome is never typed in but worked out from its votes (rule 35.d).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime

from chessarbiter.core.league.appeals import (
    Official,
    Outcome,
    Under,
    check_appeal,
    committee_outcome,
)
from chessarbiter.core.league.director_log import Decision, LogEntry
from chessarbiter.db.league_night_models import LeagueDecisionRow
from chessarbiter.db.league_rows import decision_of
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.season import Change, LeagueSeason, delete_row


class DecisionService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def decisions(self) -> tuple[Decision, ...]:
        """The decisions and appeals recorded, in the order they were recorded."""
        return self.season.current().decisions

    def record_decision(self, on: date, made_by: Official, subject: str, text: str,
                        under: Under = Under.LEAGUE) -> Decision:
        """Record a decision or ruling (undo: :meth:`remove`)."""
        if made_by is Official.COMMITTEE:
            raise ActionRefused("rule 35.d: the committee of team captains only hears appeals; "
                                "record its decision as an appeal", "made_by")
        if not text.strip():
            raise ActionRefused("say what was decided", "text")
        with self.season.write() as change:
            return _store(change, LeagueDecisionRow(
                event_id=self.season.event_id, on_date=on, made_by=made_by.value,
                under=under.value, subject=subject.strip(), decision=text.strip()))

    def record_appeal(self, decision_id: int, on: date, to: Official, note: str = "", *,
                      overruled: bool = False, votes: int | None = None,
                      captains: int | None = None) -> Decision:
        """Record the appeal of decision ``decision_id`` to ``to`` and its outcome: the
        committee's from ``votes`` to overrule out of ``captains`` (default: every team's
        captain), another body's as given. Refused where rule 35 sends it elsewhere."""
        with self.season.write() as change:
            season = change.before
            appealed = next((d for d in season.decisions if d.id == decision_id), None)
            if appealed is None:
                raise ActionRefused(f"there is no decision {decision_id}", "decision")
            earlier = next((d.id for d in season.decisions if d.appeal_of == decision_id),
                           None)
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
                event_id=season.event_id, on_date=on, made_by=to.value,
                under=appealed.under.value, subject=appealed.subject,
                decision=note.strip() or f"appeal of decision {decision_id}",
                appeal_of=decision_id)
            if to is Official.COMMITTEE:
                if overruled:
                    raise ActionRefused("rule 35.d: the committee's votes decide the outcome; "
                                        "give them instead", "votes")
                teams = len(season.teams)
                size = teams if captains is None else captains
                row.votes_to_overrule, row.committee_size = votes, size
                row.outcome = _committee(votes, size, teams,
                                         season.settings.appeal_overrule_share).value
            else:
                if votes is not None or captains is not None:
                    raise ActionRefused("votes are counted only in the committee of team "
                                        "captains (rule 35.d)", "votes")
                row.outcome = (Outcome.OVERRULED if overruled else Outcome.UPHELD).value
            return _store(change, row)

    def remove(self, decision_id: int) -> Decision:
        """Take a recorded decision or appeal back out (undo of recording it); refused while
        an appeal of it is recorded."""
        with self.season.write() as change:
            season = change.before
            found = next((d for d in season.decisions if d.id == decision_id), None)
            if found is None:
                raise ActionRefused(f"there is no decision {decision_id}", "decision")
            appeal = next((d.id for d in season.decisions if d.appeal_of == decision_id), None)
            if appeal is not None:
                raise ActionRefused(f"appeal {appeal} of decision {decision_id} is recorded: "
                                    "remove it first", "decision")
            delete_row(change.session, LeagueDecisionRow, decision_id)
            change.after = replace(season, decisions=tuple(
                d for d in season.decisions if d.id != decision_id))
            return found

    def log(self) -> tuple[LogEntry, ...]:
        """Every decision of the season by date (same date: in the order of the sources)."""
        return self.season.current().director_log()


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


def _store(change: Change, row: LeagueDecisionRow) -> Decision:
    row.created_at = datetime.now(UTC).replace(tzinfo=None)
    change.session.add(row)
    change.session.flush()
    decision = decision_of(row)
    change.after = replace(change.before, decisions=(*change.before.decisions, decision))
    return decision
