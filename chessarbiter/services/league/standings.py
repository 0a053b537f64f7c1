"""Section standings (rule 25), recorded coin tosses (25.k), team and board prizes (26-28),
worked out by the core from the season value (:mod:`chessarbiter.core.league.season_standings`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from sqlalchemy import select

from chessarbiter.core.league.director_log import StoredToss
from chessarbiter.core.league.league_standings import CoinToss, SectionStandings, toss_coin
from chessarbiter.core.league.season_standings import (
    SectionPrizes,
    season_prizes,
    season_standings,
)
from chessarbiter.db.league_night_models import LeagueCoinTossRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.season import LeagueSeason


class StandingsService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def standings(self) -> dict[str, SectionStandings]:
        """Each section's standings by name, in section order."""
        return self.season.refusing(season_standings, self.season.current())

    def prizes(self) -> tuple[SectionPrizes, ...]:
        """Rules 26-28; a team owing the league (rule 27) is passed over."""
        return self.standings_and_prizes()[1]

    def standings_and_prizes(self) -> tuple[dict[str, SectionStandings],
                                            tuple[SectionPrizes, ...]]:
        """:meth:`standings` and :meth:`prizes` together (the prizes follow the standings)."""
        season = self.season.current()
        standings = self.season.refusing(season_standings, season)
        return standings, season_prizes(season, standings)

    def toss(self, section: str, teams: Sequence[str], seed: int | None = None,
             note: str = "", on: date | None = None) -> CoinToss:
        """Record a coin toss (rule 25.k) between teams tied after every other tie-break:
        ``teams`` winner first as the TD tossed, or any order with ``seed`` for the program
        to toss; ``on`` dates it for the log (default: today). Returns the toss (undo
        deletes the latest toss of the section)."""
        with self.season.write() as change:
            season = change.before
            nights = season.nights.section(section)
            pending = season_standings(season)[section].pending_tosses
            if not any(set(group) == set(teams) and len(group) == len(teams)
                       for group in pending):
                groups = "; ".join(", ".join(g) for g in pending) or "none"
                raise ActionRefused(f"rule 25.k: {', '.join(teams)} are not tied for a toss in "
                                    f"section {section} (tied now: {groups})", "teams")
            toss = toss_coin(teams, seed) if seed is not None else CoinToss(tuple(teams),
                                                                            None, note)
            toss = replace(toss, note=note.strip())
            day = on or date.today()
            change.session.add(LeagueCoinTossRow(
                section_id=nights.section_id, teams=list(toss.order), seed=seed,
                note=toss.note, on_date=day, created_at=datetime.now(UTC).replace(tzinfo=None)))
            change.after = replace(season, tosses=(*season.tosses,
                                                   StoredToss(section, day, toss)))
            return toss

    def remove_toss(self, section: str, toss: CoinToss) -> None:
        """Undo :meth:`toss`: delete the section's latest toss, refused unless it is
        ``toss`` (a later toss would depend on it)."""
        with self.season.write() as change:
            season = change.before
            nights = season.nights.section(section)
            mine = [t for t in season.tosses if t.section == section]
            if not mine or mine[-1].toss.order != toss.order:
                raise ActionRefused(f"the latest coin toss of section {section} is not "
                                    f"{', '.join(toss.order)}", "teams")
            latest = change.session.scalars(
                select(LeagueCoinTossRow)
                .where(LeagueCoinTossRow.section_id == nights.section_id)
                .order_by(LeagueCoinTossRow.id.desc()).limit(1)).one()
            change.session.delete(latest)
            kept = list(season.tosses)
            kept.remove(mine[-1])
            change.after = replace(season, tosses=tuple(kept))
