"""A league season's actions (Columbus Chess League rules): the season, its teams and rosters,
ratings, sections and schedule, match nights, claims, standings, prizes and the ledger. Every
rule is the core's (:mod:`chessarbiter.core.league`); each public method is one transaction
that validates first and returns what undo needs.

A service's module loads when the service is first used: a command that enters one result
imports the match night's code, not the rosters', ratings' or claims' (issue 19).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from chessarbiter.db.database import Database
from chessarbiter.services.league.season import (
    LeagueSeason,
    create_league,
    resolve_league,
    season_settings,
)

if TYPE_CHECKING:
    from chessarbiter.services.league.claims import ClaimService
    from chessarbiter.services.league.corrections import CorrectionService
    from chessarbiter.services.league.decisions import DecisionService
    from chessarbiter.services.league.ledger import LedgerService
    from chessarbiter.services.league.ledger_facts import LedgerFactService
    from chessarbiter.services.league.matches import MatchService
    from chessarbiter.services.league.playoffs import PlayoffService
    from chessarbiter.services.league.ratings import RatingService
    from chessarbiter.services.league.rosters import RosterService
    from chessarbiter.services.league.schedule import ScheduleService
    from chessarbiter.services.league.sections import SectionService
    from chessarbiter.services.league.standings import StandingsService


class League:
    """The services of one season, as the window and the command line use them together."""

    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    @cached_property
    def rosters(self) -> RosterService:
        from chessarbiter.services.league.rosters import RosterService
        return RosterService(self.season)

    @cached_property
    def ratings(self) -> RatingService:
        from chessarbiter.services.league.ratings import RatingService
        return RatingService(self.season)

    @cached_property
    def sections(self) -> SectionService:
        from chessarbiter.services.league.sections import SectionService
        return SectionService(self.season)

    @cached_property
    def schedule(self) -> ScheduleService:
        from chessarbiter.services.league.schedule import ScheduleService
        return ScheduleService(self.season)

    @cached_property
    def matches(self) -> MatchService:
        from chessarbiter.services.league.matches import MatchService
        return MatchService(self.season)

    @cached_property
    def claims(self) -> ClaimService:
        from chessarbiter.services.league.claims import ClaimService
        return ClaimService(self.season)

    @cached_property
    def standings(self) -> StandingsService:
        from chessarbiter.services.league.standings import StandingsService
        return StandingsService(self.season)

    @cached_property
    def ledger(self) -> LedgerService:
        from chessarbiter.services.league.ledger import LedgerService
        return LedgerService(self.season)

    @cached_property
    def facts(self) -> LedgerFactService:
        """Notices (rule 30.b) and food bought (30.d)."""
        from chessarbiter.services.league.ledger_facts import LedgerFactService
        return LedgerFactService(self.season)

    @cached_property
    def decisions(self) -> DecisionService:
        """The director's log: decisions and appeals (rule 35)."""
        from chessarbiter.services.league.decisions import DecisionService
        return DecisionService(self.season)

    @cached_property
    def corrections(self) -> CorrectionService:
        """Captains (rule 10) and members' details (rule 12)."""
        from chessarbiter.services.league.corrections import CorrectionService
        return CorrectionService(self.season)

    @cached_property
    def playoffs(self) -> PlayoffService:
        """Team playoffs (rule 25.a)."""
        from chessarbiter.services.league.playoffs import PlayoffService
        return PlayoffService(self.season)


def open_league(db: Database, event_id: int | None = None) -> League:
    """The season ``event_id`` of ``db`` (default: the file's latest, which must be a season)."""
    return League(LeagueSeason(db, resolve_league(db, event_id)))


__all__ = ["League", "LeagueSeason", "create_league", "open_league", "season_settings"]
