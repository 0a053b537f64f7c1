"""Board-order claims (rule 16): timed against the round's time control, closed once the
section's next month begins, ruled by the TD within the limits the core sets, and written
to the boards as league results (forfeits) or cleared results (a restart).

A ruling of forfeits only adds league results, so withdrawing it puts the boards back exactly;
a restart clears the results played, which are not kept, so it cannot be withdrawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.claims import (
    Branch,
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
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.db.league_models import LeagueBoardResultRow, LeagueClaimRow, LeagueTeamRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.ratings import load_assignments
from chessarbiter.services.league.records import StoredMatch, load_season
from chessarbiter.services.league.season import LeagueSeason, settings_of


@dataclass(frozen=True, slots=True)
class StoredClaim:
    """A claim as stored: its id (for :meth:`ClaimService.withdraw_claim`), the match it is
    about and the ruling."""

    id: int
    match_id: int
    ruling: Ruling


class ClaimService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def claims(self, rnd: int | None = None) -> tuple[StoredClaim, ...]:
        """The rulings stored (of round ``rnd``, or all), in the order they were made."""
        with self.season.db.read() as session:
            event = self.season.event(session)
            season = load_season(session, event.id, settings_of(event))
            matches = {m.match_id: m for s in season.sections for m in s.matches
                       if rnd is None or m.round == rnd}
            return _stored(session, matches)

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
        clears the boards."""
        if elapsed_seconds < 0:
            raise ActionRefused("the elapsed time cannot be negative", "elapsed")
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            rules, settings = settings_of(event), settings_of(event)
            season = load_season(session, event.id, rules)
            match = season.match(rnd, team)
            record = match.record(rules)
            if record is None:
                raise ActionRefused(f"round {rnd} {match.first} – {match.second}: both lineups "
                                    "are needed before a claim", "round")
            stored = load_rosters(session, event.id)
            roster = stored.team(team)
            assigned = [a.assignment for a in load_assignments(session, event.id)
                        if a.team == team]
            first = record.side(team)
            seated = [None if (p := g.player(first)) is None
                      else lineup_player(roster, p, assigned) for g in record.boards]
            problems = order_problems(seated, rules)
            if not problems:
                raise ActionRefused(f"rule 16: {team}'s board order in round {rnd} breaks no "
                                    "rule 15 limit; the claim is unfounded", "team")
            claim = Claim(rnd, team, made_on, elapsed_seconds, games_complete)
            try:
                branch = claim_branch(claim, parse_time_control(settings.time_control),
                                      season.section(match.section).calendar, rules)
                ruling = rule_on_claim(claim, branch, boards or affected_boards(problems),
                                       rules, remedy, penalties, remaining)
            except ValueError as exc:
                raise ActionRefused(str(exc), "claim") from None
            ruled = apply_ruling(record, ruling)
            rows = {r.board: r for r in session.scalars(select(LeagueBoardResultRow).where(
                LeagueBoardResultRow.match_id == match.match_id))}
            for game in ruled.boards:
                if game.board not in ruling.boards:
                    continue
                row = rows.get(game.board)
                if row is None:
                    row = LeagueBoardResultRow(match_id=match.match_id, board=game.board)
                    session.add(row)
                if remedy is Remedy.RESTART:
                    row.result = None
                row.league_result = game.league_result.value if game.league_result else None
            stored_row = LeagueClaimRow(
                match_id=match.match_id, team_id=stored.team_row(team).id, made_on=made_on,
                elapsed_seconds=elapsed_seconds, games_complete=games_complete,
                branch=ruling.branch.value, remedy=ruling.remedy.value,
                boards=list(ruling.boards), penalties=dict(ruling.penalties or {}),
                created_at=datetime.now(UTC).replace(tzinfo=None))
            session.add(stored_row)
            session.flush()
            return StoredClaim(stored_row.id, match.match_id, ruling)

    def withdraw_claim(self, claim_id: int) -> StoredClaim:
        """Take back a ruling of forfeits: its boards get the league results the match's
        earlier rulings gave them (none without one). Refused for a restart (the results it
        cleared are gone) and while a later ruling covers one of its boards."""
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            rules = settings_of(event)
            season = load_season(session, event.id, rules)
            matches = {m.match_id: m for s in season.sections for m in s.matches}
            stored = _stored(session, matches)
            found = next((c for c in stored if c.id == claim_id), None)
            if found is None:
                raise ActionRefused(f"there is no claim {claim_id}", "claim")
            ruling = found.ruling
            if ruling.remedy is Remedy.RESTART:
                raise ActionRefused("a restart cleared the results of board(s) "
                                    f"{_boards(ruling.boards)}, which were not kept: the "
                                    "ruling stays; enter the replayed games' results", "claim")
            match = matches[found.match_id]
            same = [c for c in stored if c.match_id == found.match_id]
            later = [c for c in same if c.id > claim_id
                     and set(c.ruling.boards) & set(ruling.boards)]
            if later:
                raise ActionRefused(f"a later ruling on round {match.round} covers board(s) "
                                    f"{_boards(later[-1].ruling.boards)}: withdraw it first",
                                    "claim")
            earlier = _replayed(match, rules, ruling.boards,
                                [c.ruling for c in same if c.id < claim_id])
            rows = {r.board: r for r in session.scalars(select(LeagueBoardResultRow).where(
                LeagueBoardResultRow.match_id == match.match_id))}
            for board in ruling.boards:
                board_row = rows.get(board)
                if board_row is None:
                    continue
                league = earlier.get(board)
                board_row.league_result = league.value if league else None
                if board_row.result is None and board_row.league_result is None:
                    session.delete(board_row)
            session.execute(delete(LeagueClaimRow).where(LeagueClaimRow.id == claim_id))
            return found


def _boards(boards: Sequence[int]) -> str:
    return ", ".join(str(b) for b in boards)


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


def _stored(session: Session, matches: Mapping[int, StoredMatch]) -> tuple[StoredClaim, ...]:
    """The stored claims about ``matches``, oldest first, with their rulings rebuilt."""
    rows = session.execute(
        select(LeagueClaimRow, LeagueTeamRow.name).join(LeagueTeamRow)
        .where(LeagueClaimRow.match_id.in_(list(matches))).order_by(LeagueClaimRow.id))
    return tuple(
        StoredClaim(row.id, row.match_id, Ruling(
            Claim(matches[row.match_id].round, team, row.made_on, row.elapsed_seconds,
                  row.games_complete),
            Branch(row.branch), tuple(row.boards), Remedy(row.remedy),
            dict(row.penalties) or None))
        for row, team in rows)
