"""What the match-night tabs show, read from the season when a tab first asks for it.

Standings, prizes and the ledger each load the whole season, and together take longer than
a key press should; a refresh reads none of them, and a shown tab reads only what it draws
(the state is replaced after every action, so what is read belongs to that action's state).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from functools import cached_property
from typing import TYPE_CHECKING

from chessarbiter.core.league.roster_log import LoggedChange

if TYPE_CHECKING:
    from chessarbiter.core.league.league_standings import SectionStandings
    from chessarbiter.services.league import League, ManualKind
    from chessarbiter.services.league.ledger import SeasonLedger
    from chessarbiter.services.league.records import SeasonRecord
    from chessarbiter.services.league.standings import SectionPrizes


@dataclass(frozen=True, slots=True)
class ManualEntry:
    """A ledger entry the director made, with the id :meth:`LedgerService.remove` needs."""

    entry_id: int
    team: str
    on: date
    kind: ManualKind
    cents: int
    note: str


class TeamLogs(Mapping[str, tuple[LoggedChange, ...]]):
    """Each team's roster log, read when first asked for (one team's at a time)."""

    def __init__(self, read: Callable[[str], tuple[LoggedChange, ...]],
                 teams: tuple[str, ...]) -> None:
        self._read, self._teams = read, teams
        self._logs: dict[str, tuple[LoggedChange, ...]] = {}

    def __getitem__(self, team: str) -> tuple[LoggedChange, ...]:
        if team not in self._teams:
            raise KeyError(team)
        if team not in self._logs:
            self._logs[team] = self._read(team)
        return self._logs[team]

    def __iter__(self) -> Iterator[str]:
        return iter(self._teams)

    def __len__(self) -> int:
        return len(self._teams)


class SeasonNight:
    """The season's match nights and what follows from them, each read once when first used."""

    def __init__(self, league: League) -> None:
        self._league = league

    @cached_property
    def record(self) -> SeasonRecord:
        return self._league.matches.record()

    @cached_property
    def standings(self) -> dict[str, SectionStandings]:
        return self._league.standings.standings()

    @cached_property
    def prizes(self) -> tuple[SectionPrizes, ...]:
        return self._league.standings.prizes()

    @cached_property
    def ledger(self) -> SeasonLedger:
        return self._league.ledger.ledger()

    @cached_property
    def manual_entries(self) -> tuple[ManualEntry, ...]:
        """The director's ledger entries; the ledger service lists entries without their ids,
        so they are read here for *Remove entry*."""
        from sqlalchemy import select

        from chessarbiter.db.league_models import LeagueLedgerEntryRow, LeagueTeamRow
        from chessarbiter.services.league import ManualKind

        season = self._league.season
        with season.db.read() as session:
            rows = session.execute(
                select(LeagueLedgerEntryRow, LeagueTeamRow.name).join(LeagueTeamRow)
                .where(LeagueTeamRow.event_id == season.event_id)
                .order_by(LeagueLedgerEntryRow.on_date, LeagueLedgerEntryRow.id)).all()
            return tuple(ManualEntry(row.id, name, row.on_date, ManualKind(row.kind), row.cents,
                                     row.note) for row, name in rows)
