"""Board-order claims (rule 16): timed against the round's time control, closed once the
section's next month begins, ruled by the TD within the limits the core sets, and written
to the boards as league results (forfeits) or cleared results (a restart)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime

from sqlalchemy import select

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
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.db.league_models import LeagueBoardResultRow, LeagueClaimRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.convert import load_rosters
from chessarbiter.services.league.ratings import load_assignments
from chessarbiter.services.league.records import load_season
from chessarbiter.services.league.season import LeagueSeason, match_rules_of, settings_of


class ClaimService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def claim(
        self, rnd: int, team: str, made_on: date, elapsed_seconds: int, *,
        games_complete: bool = False, remedy: Remedy = Remedy.FORFEITS,
        boards: Sequence[int] = (), penalties: Mapping[str, int] | None = None,
        remaining: Mapping[str, int] | None = None,
    ) -> Ruling:
        """Rule on a claim that ``team`` broke rule 15 in round ``rnd``; ``boards`` default
        to every board of a pair out of order. Returns the ruling (its boards were scored)."""
        if elapsed_seconds < 0:
            raise ActionRefused("the elapsed time cannot be negative", "elapsed")
        with self.season.db.transaction() as session:
            event = self.season.event(session)
            rules, settings = match_rules_of(event), settings_of(event)
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
                row.result = game.result.value if game.result and game.result.played \
                    and remedy is Remedy.FORFEITS else None
                row.league_result = game.league_result.value if game.league_result else None
            session.add(LeagueClaimRow(
                match_id=match.match_id, team_id=stored.team_row(team).id, made_on=made_on,
                elapsed_seconds=elapsed_seconds, games_complete=games_complete,
                branch=ruling.branch.value, remedy=ruling.remedy.value,
                boards=list(ruling.boards), penalties=dict(ruling.penalties or {}),
                created_at=datetime.now(UTC).replace(tzinfo=None)))
            return ruling
