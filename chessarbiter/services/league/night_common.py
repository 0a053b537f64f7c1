"""What the match-night actions share: their refusals, each naming the match and what to
do, and writing a lineup's boards."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlalchemy import delete
from sqlalchemy.orm import Session

from chessarbiter.core.league.claims import Remedy
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import SideLineup, StoredMatch
from chessarbiter.db.league_night_models import LeagueLineupBoardRow
from chessarbiter.services.errors import ActionRefused


def side_of(match: StoredMatch, team: str) -> SideLineup:
    side = match.lineups.get(team)
    if side is None:
        raise ActionRefused(f"{team} has no lineup for round {match.round} yet", "team")
    return side


def refuse_with_results(match: StoredMatch) -> None:
    if any(not b.empty for b in match.boards.values()):
        raise ActionRefused(f"round {match.round} {match.first} – {match.second} has results; "
                            "clear them before changing the lineups", "round")


def restarted_boards(season: Season, match: StoredMatch, team: str) -> set[int]:
    """Boards of ``match`` a restart ruling against ``team`` voided (rule 16.b) and no
    replayed result has filled since."""
    voided = {b for c in season.claims if c.match_id == match.match_id
              and c.ruling.remedy is Remedy.RESTART and c.ruling.claim.team == team
              for b in c.ruling.boards}
    return {b for b in voided if (stored := match.boards.get(b)) is None or stored.empty}


def write_boards(session: Session, season: Season, lineup_id: int, players: Sequence[str],
                 team: str, on: date, absent: frozenset[str] = frozenset()) -> None:
    """Replace a lineup's boards with ``players``, board 1 first, each the roster entry
    that held the player on ``on``."""
    session.execute(delete(LeagueLineupBoardRow)
                    .where(LeagueLineupBoardRow.lineup_id == lineup_id))
    session.add_all(LeagueLineupBoardRow(lineup_id=lineup_id, board=n,
                                         entry_id=season.entry_id(team, p, on),
                                         absent=p in absent)
                    for n, p in enumerate(players, start=1))
