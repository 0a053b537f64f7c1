"""A season's section standings (rule 25) and team and board prizes (rules 26-28), worked
out from the season value; a team owing the league (rule 27) is passed over for a prize."""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.league.errors import LeagueRefusal
from chessarbiter.core.league.league_prizes import (
    BoardContender,
    BoardPrize,
    TeamPrize,
    board_standings,
    team_prizes,
)
from chessarbiter.core.league.league_standings import SectionStandings, section_standings
from chessarbiter.core.league.ledger import owing
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_ledger import season_ledger


@dataclass(frozen=True, slots=True)
class SectionPrizes:
    section: str
    teams: tuple[TeamPrize, ...]
    boards: tuple[BoardPrize, ...]
    contenders: dict[int, tuple[BoardContender, ...]]  # board → prize order


def season_standings(season: Season) -> dict[str, SectionStandings]:
    """Each section's standings by name, in section order."""
    record = season.nights
    out = {}
    for nights in record.sections:
        tosses = [t.toss for t in season.tosses if t.section == nights.name]
        playoff = {t: score for p in season.playoffs if p.section == nights.name
                   for t, score in p.scores.items()}  # a later playoff of a team counts
        try:
            out[nights.name] = section_standings(
                record.record(nights), season.settings, playoff=playoff, tosses=tosses,
                places=season.settings.team_place_tiebreaks,
                trophies=season.settings.team_trophy_tiebreaks)
        except ValueError as exc:
            raise LeagueRefusal(f"section {nights.name}: {exc}", "section") from None
    return out


def season_prizes(season: Season, standings: dict[str, SectionStandings]
                  ) -> tuple[SectionPrizes, ...]:
    """Rules 26-28 from ``standings`` (those of :func:`season_standings`)."""
    record, rules = season.nights, season.settings
    owes = owing(season_ledger(season).entries)
    out = []
    for section, table in standings.items():
        contenders = board_standings(record.record(record.section(section)), rules)
        boards = tuple(BoardPrize(b, tuple(r.player for r in rows if r.rank == 1),
                                  rows[0].score)
                       for b, rows in contenders.items() if rows)
        out.append(SectionPrizes(section, team_prizes(table, rules, owes), boards, contenders))
    return tuple(out)
