"""What the match-night tabs show, read from the season when a tab first asks for it.

Standings, prizes and the ledger each load the whole season, and together take longer than
a key press should; a refresh reads none of them, and a shown tab reads only what it draws
(the state is replaced after every action, so what is read belongs to that action's state).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import cached_property
from typing import TYPE_CHECKING

from chessarbiter.core.league.roster_log import LoggedChange

if TYPE_CHECKING:
    from chessarbiter.core.league.league_standings import SectionStandings
    from chessarbiter.core.league.season_ledger import SeasonLedger
    from chessarbiter.core.league.season_record import SeasonRecord
    from chessarbiter.core.league.season_standings import SectionPrizes
    from chessarbiter.core.league.stored import FoodBought, ManualEntry, StoredClaim, StoredNotice
    from chessarbiter.services.league import League


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
        """The prizes, and the standings they come from kept from the same read."""
        standings, prizes = self._league.standings.standings_and_prizes()
        self.__dict__.setdefault("standings", standings)
        return prizes

    @cached_property
    def claims(self) -> tuple[StoredClaim, ...]:
        return self._league.claims.claims()

    @cached_property
    def ledger(self) -> SeasonLedger:
        return self._league.ledger.ledger()

    @cached_property
    def manual_entries(self) -> tuple[ManualEntry, ...]:
        return self._league.ledger.manual_entries()

    @cached_property
    def notices(self) -> tuple[StoredNotice, ...]:
        return self._league.facts.notices()

    @cached_property
    def food(self) -> tuple[FoodBought, ...]:
        return self._league.facts.food()
