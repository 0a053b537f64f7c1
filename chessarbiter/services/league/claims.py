"""Board-order claims (rule 16): timed against the round's time control, closed once the
section's next month begins, ruled by the TD within the limits the core sets, and written
to the boards as league results (forfeits) or cleared results (a restart).

A ruling of forfeits only adds league results, so withdrawing it puts the boards back exactly;
a restart clears the results played, which are not kept, so it cannot be withdrawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from sqlalchemy.orm import Session

from chessarbiter.core.league.claims import (
    Claim,
    Remedy,
    Ruling,
    affected_boards,
    apply_ruling,
    claim_branch,
    rule_on_claim,
)
from chessarbiter.core.league.lineups import lineup_player, order_problems
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import StoredBoard, StoredMatch
from chessarbiter.core.league.stored import StoredClaim
from chessarbiter.core.results import Result
from chessarbiter.core.text import numbered
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.db.league_night_models import LeagueBoardResultRow, LeagueClaimRow
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.league.season import LeagueSeason, delete_row


class ClaimService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def claims(self, rnd: int | None = None) -> tuple[StoredClaim, ...]:
        """The rulings stored (of round ``rnd``, or all), in the order they were made."""
        return tuple(c for c in self.season.current().claims
                     if rnd is None or c.ruling.claim.round == rnd)

    def claim(
        self, rnd: int, team: str, made_on: date, elapsed_seconds: int, *,
        games_complete: bool = False, remedy: Remedy = Remedy.FORFEITS,
        boards: Sequence[int] = (), penalties: Mapping[str, int] | None = None,
        remaining: Mapping[str, int] | None = None,
    ) -> Ruling:
        """:meth:`rule` for a caller that needs the ruling only."""
        return self.rule(rnd, team, made_on, elapsed_seconds, games_complete=games_complete,
                         remedy=remedy, boards=boards, penalties=penalties,
                         remaining=remaining).ruling

    def rule(
        self, rnd: int, team: str, made_on: date, elapsed_seconds: int, *,
        games_complete: bool = False, remedy: Remedy = Remedy.FORFEITS,
        boards: Sequence[int] = (), penalties: Mapping[str, int] | None = None,
        remaining: Mapping[str, int] | None = None,
    ) -> StoredClaim:
        """Rule on a claim that ``team`` broke rule 15 in round ``rnd``; ``boards`` default
        to every board of a pair out of order. Returns the stored ruling (its boards were
        scored): forfeits go in as league results beside the results played, a restart
        clears the boards, whose players can then be corrected
        (:meth:`MatchService.correct_restarted`)."""
        if elapsed_seconds < 0:
            raise ActionRefused("the elapsed time cannot be negative", "elapsed")
        with self.season.write() as change:
            season = change.before
            rules = season.settings
            match = season.match(rnd, team)
            change.unchanged(lambda s: _match_and_rulings(s, rnd, team),
                             lambda _now: EditConflict.on_record(
                                 f"Round {rnd} {match.first} – {match.second}",
                                 f"your ruling on the claim against {team}"))
            record = match.record(rules)
            if record is None:
                raise ActionRefused(f"round {rnd} {match.first} – {match.second}: both lineups "
                                    "are needed before a claim", "round")
            _refuse_repeat(season, Claim(rnd, team, made_on, elapsed_seconds))
            roster = season.team_on(team, match.on)
            assigned = [a.assignment for a in season.assignments if a.team == team]
            first = record.side(team)
            seated = [None if (p := g.player(first)) is None
                      else lineup_player(roster, p, assigned) for g in record.boards]
            problems = order_problems(seated, rules)
            if not problems:
                raise ActionRefused(f"rule 16: {team}'s board order in round {rnd} breaks no "
                                    "rule 15 limit; the claim is unfounded", "team")
            claim = Claim(rnd, team, made_on, elapsed_seconds, games_complete)
            try:
                branch = claim_branch(claim, parse_time_control(rules.time_control),
                                      season.nights.section(match.section).calendar, rules)
                ruling = rule_on_claim(claim, branch, boards or affected_boards(problems),
                                       rules, remedy, penalties, remaining)
            except ValueError as exc:
                raise ActionRefused(str(exc), "claim") from None
            ruled = apply_ruling(record, ruling)
            league = {g.board: g.league_result for g in ruled.boards if g.board in ruling.boards}
            after = _write_league_results(change.session, match, league,
                                          clear_played=remedy is Remedy.RESTART)
            row = LeagueClaimRow(
                match_id=match.match_id, team_id=season.team_ids[team], made_on=made_on,
                elapsed_seconds=elapsed_seconds, games_complete=games_complete,
                branch=ruling.branch.value, remedy=ruling.remedy.value,
                boards=list(ruling.boards), penalties=dict(ruling.penalties or {}),
                created_at=datetime.now(UTC).replace(tzinfo=None))
            change.session.add(row)
            change.session.flush()
            stored = StoredClaim(row.id, match.match_id, ruling)
            change.after = replace(season.with_match(after), claims=(*season.claims, stored))
            return stored

    def withdraw_claim(self, claim_id: int) -> StoredClaim:
        """Take back a ruling of forfeits: its boards get the league results the match's
        earlier rulings gave them (none without one). Refused for a restart (the results it
        cleared are gone) and while a later ruling covers one of its boards."""
        with self.season.write() as change:
            season = change.before
            change.unchanged(lambda s: next((c for c in s.claims if c.id == claim_id), None),
                             lambda _now: EditConflict.on_record(
                                 f"Claim {claim_id}", "your withdrawal of it"))
            found = next((c for c in season.claims if c.id == claim_id), None)
            if found is None:
                raise ActionRefused(f"there is no claim {claim_id}", "claim")
            ruling = found.ruling
            if ruling.remedy is Remedy.RESTART:
                raise ActionRefused("a restart cleared the results of "
                                    f"{numbered('board', ruling.boards)}, which were not kept: the "
                                    "ruling stays; enter the replayed games' results", "claim")
            match = next(m for m in season.nights.all_matches() if m.match_id == found.match_id)
            same = [c for c in season.claims if c.match_id == found.match_id]
            later = [c for c in same if c.id > claim_id
                     and set(c.ruling.boards) & set(ruling.boards)]
            if later:
                raise ActionRefused(f"a later ruling on round {match.round} covers "
                                    f"{numbered('board', later[-1].ruling.boards)}: withdraw "
                                    "it first",
                                    "claim")
            earlier = _replayed(match, season.settings, ruling.boards,
                                [c.ruling for c in same if c.id < claim_id])
            after = _write_league_results(change.session, match, earlier, clear_played=False)
            delete_row(change.session, LeagueClaimRow, claim_id)
            change.after = replace(season.with_match(after), claims=tuple(
                c for c in season.claims if c.id != claim_id))
            return found


def _write_league_results(session: Session, match: StoredMatch,
                          league: Mapping[int, Result | None], clear_played: bool
                          ) -> StoredMatch:
    """Store each board's league result (and clear the result played for a restart);
    returns the match as stored after."""
    for board, result in league.items():
        before = match.boards.get(board)
        row = session.get(LeagueBoardResultRow, before.row_id) if before else None
        if row is None:
            if result is None:
                continue
            row = LeagueBoardResultRow(match_id=match.match_id, board=board)
            session.add(row)
        if clear_played:
            row.result = None
        row.league_result = result.value if result else None
        session.flush()
        stored = StoredBoard(row.id, _result(row.result), result,
                             before.in_advance if before else False)
        if stored.empty:
            session.delete(row)
        match = match.with_board(board, stored)
    return match


def _result(text: str | None) -> Result | None:
    return None if text is None else Result(text)


def _replayed(match: StoredMatch, rules: MatchRules, boards: Sequence[int],
              rulings: Sequence[Ruling]) -> dict[int, Result | None]:
    """The league results of ``boards`` after only ``rulings`` (in order) were made."""
    record = match.record(rules)
    assert record is not None, "a claim was ruled on both lineups"
    record = replace(record, boards=tuple(replace(g, league_result=None)
                                          if g.board in boards else g for g in record.boards))
    for ruling in rulings:
        record = apply_ruling(record, ruling)
    return {g.board: g.league_result for g in record.boards if g.board in boards}


def _match_and_rulings(season: Season, rnd: int, team: str) -> tuple[object, ...]:
    """What a ruling on ``team``'s match of round ``rnd`` rests on: the match (lineups,
    boards) and the rulings already made on it."""
    match = season.match(rnd, team)
    return (match, tuple(c for c in season.claims if c.match_id == match.match_id))


def _refuse_repeat(season: Season, claim: Claim) -> None:
    """A retry of a claim already ruled on (same round, team, day and time) changes nothing."""
    same = next((c for c in season.claims if (
        c.ruling.claim.round, c.ruling.claim.team, c.ruling.claim.made_on,
        c.ruling.claim.elapsed_seconds) == (claim.round, claim.team, claim.made_on,
                                            claim.elapsed_seconds)), None)
    if same is not None:
        raise AlreadyRecorded(f"claim {same.id} already rules on this claim against "
                              f"{claim.team} in round {claim.round}: nothing changed", same.id)
