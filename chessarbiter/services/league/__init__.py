"""A league season's actions (Columbus Chess League rules): the season, its teams and rosters,
ratings, sections and schedule, match nights, claims, standings, prizes and the ledger. Every
rule is the core's (:mod:`chessarbiter.core.league`); each public method is one transaction
that validates first and returns what undo needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.db.database import Database
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
from chessarbiter.services.league.season import (
    LeagueSeason,
    create_league,
    resolve_league,
    season_settings,
)
from chessarbiter.services.league.sections import SectionService
from chessarbiter.services.league.standings import StandingsService


@dataclass(frozen=True, slots=True)
class League:
    """The services of one season, as the window and the command line use them together."""

    season: LeagueSeason
    rosters: RosterService
    ratings: RatingService
    sections: SectionService
    schedule: ScheduleService
    matches: MatchService
    claims: ClaimService
    standings: StandingsService
    ledger: LedgerService
    facts: LedgerFactService  # notices (rule 30.b) and food bought (30.d)
    decisions: DecisionService  # the director's log: decisions and appeals (rule 35)
    corrections: CorrectionService  # captains (rule 10) and members' details (rule 12)
    playoffs: PlayoffService  # team playoffs (rule 25.a)


def open_league(db: Database, event_id: int | None = None) -> League:
    """The season ``event_id`` of ``db`` (default: the file's latest, which must be a season)."""
    season = LeagueSeason(db, resolve_league(db, event_id))
    rosters, ratings, claims = RosterService(season), RatingService(season), ClaimService(season)
    return League(season, rosters, ratings, SectionService(season), ScheduleService(season),
                  MatchService(season), claims, StandingsService(season), LedgerService(season),
                  LedgerFactService(season), DecisionService(season), CorrectionService(season),
                  PlayoffService(season))


__all__ = ["League", "LeagueSeason", "create_league", "open_league", "season_settings"]
