"""Section standings (rule 25), recorded coin tosses (25.k), team and board prizes (26-28)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from chessarbiter.core.league.league_prizes import (
    BoardContender,
    BoardPrize,
    TeamPrize,
    board_standings,
    team_prizes,
)
from chessarbiter.core.league.league_standings import (
    CoinToss,
    SectionStandings,
    section_standings,
    toss_coin,
)
from chessarbiter.core.league.ledger import owing
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.db.league_models import LeagueCoinTossRow
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.league.ledger import season_ledger
from chessarbiter.services.league.records import SeasonRecord, load_season
from chessarbiter.services.league.season import LeagueSeason, settings_of


@dataclass(frozen=True, slots=True)
class SectionPrizes:
    section: str
    teams: tuple[TeamPrize, ...]
    boards: tuple[BoardPrize, ...]
    contenders: dict[int, tuple[BoardContender, ...]]  # board → prize order


class StandingsService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def standings(self) -> dict[str, SectionStandings]:
        """Each section's standings by name, in section order."""
        with self.season.db.read() as session:
            record = self._record(session)
            return _standings(session, record, settings_of(self.season.event(session)))

    def prizes(self) -> tuple[SectionPrizes, ...]:
        """Rules 26-28; a team owing the league (rule 27) is passed over."""
        return self.standings_and_prizes()[1]

    def standings_and_prizes(self) -> tuple[dict[str, SectionStandings],
                                            tuple[SectionPrizes, ...]]:
        """:meth:`standings` and :meth:`prizes` from one read of the season, for a view
        showing both (the prizes are worked out from those standings)."""
        with self.season.db.read() as session:
            event = self.season.event(session)
            record = self._record(session)
            ledger = season_ledger(session, event.id, settings_of(event), record.rules, record)
            owes = owing(ledger.entries)
            standings = _standings(session, record, settings_of(event))
            out = []
            for section, table in standings.items():
                core = record.record(record.section(section))
                contenders = board_standings(core, record.rules)
                boards = tuple(BoardPrize(b, tuple(r.player for r in rows if r.rank == 1),
                                          rows[0].score)
                               for b, rows in contenders.items() if rows)
                out.append(SectionPrizes(section, team_prizes(table, record.rules, owes),
                                         boards, contenders))
            return standings, tuple(out)

    def toss(self, section: str, teams: Sequence[str], seed: int | None = None,
             note: str = "") -> CoinToss:
        """Record a coin toss (rule 25.k) between teams tied after every other tie-break:
        ``teams`` winner first as the TD tossed, or any order with ``seed`` for the program
        to toss. Returns the toss (undo deletes the latest toss of the section)."""
        with self.season.db.transaction() as session:
            record = self._record(session)
            nights = record.section(section)
            settings = settings_of(self.season.event(session))
            pending = _standings(session, record, settings)[section].pending_tosses
            if not any(set(group) == set(teams) and len(group) == len(teams)
                       for group in pending):
                groups = "; ".join(", ".join(g) for g in pending) or "none"
                raise ActionRefused(f"rule 25.k: {', '.join(teams)} are not tied for a toss in "
                                    f"section {section} (tied now: {groups})", "teams")
            toss = toss_coin(teams, seed) if seed is not None else CoinToss(tuple(teams),
                                                                            None, note)
            session.add(LeagueCoinTossRow(section_id=nights.section_id, teams=list(toss.order),
                                          seed=seed, note=note.strip(),
                                          created_at=datetime.now(UTC).replace(tzinfo=None)))
            return toss

    def remove_toss(self, section: str, toss: CoinToss) -> None:
        """Undo :meth:`toss`: delete the section's latest toss, refused unless it is
        ``toss`` (a later toss would depend on it)."""
        with self.season.db.transaction() as session:
            nights = self._record(session).section(section)
            row = session.scalars(select(LeagueCoinTossRow).where(
                LeagueCoinTossRow.section_id == nights.section_id)
                .order_by(LeagueCoinTossRow.id.desc())).first()
            if row is None or tuple(row.teams) != toss.order:
                raise ActionRefused(f"the latest coin toss of section {section} is not "
                                    f"{', '.join(toss.order)}", "teams")
            session.delete(row)

    def _record(self, session: Session) -> SeasonRecord:
        event = self.season.event(session)
        return load_season(session, event.id, settings_of(event))


def _standings(session: Session, record: SeasonRecord,
               settings: LeagueSettings) -> dict[str, SectionStandings]:
    ids = [s.section_id for s in record.sections]
    tosses: dict[int, list[CoinToss]] = {i: [] for i in ids}
    for row in session.scalars(select(LeagueCoinTossRow).where(
            LeagueCoinTossRow.section_id.in_(ids)).order_by(LeagueCoinTossRow.id)):
        tosses[row.section_id].append(CoinToss(tuple(row.teams), row.seed, row.note))
    out = {}
    for nights in record.sections:
        try:
            out[nights.name] = section_standings(
                record.record(nights), record.rules, tosses=tosses[nights.section_id],
                places=settings.team_place_tiebreaks, trophies=settings.team_trophy_tiebreaks)
        except ValueError as exc:
            raise ActionRefused(f"section {nights.name}: {exc}", "section") from None
    return out
