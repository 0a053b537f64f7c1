"""The play-off as every view shows it: the stored one (or who would play one), and whether
the facts it was started on still hold.

Pure: the services, the fast read-only commands and the window build it from the stored
record and the event's facts, so each says the same about the play-off and its champion.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from chessarbiter.core.boards import ForfeitDecisions, event_boards
from chessarbiter.core.decisions import Basis, Staleness, staleness, tied_for_first
from chessarbiter.core.playoffs import Playoff, PlayoffError
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament


@dataclass(frozen=True)
class PlayoffStatus:
    """The play-off as every view shows it, from one read of the event."""

    playoff: Playoff | None  # the stored play-off
    problem: str | None  # why the stored record cannot be read
    open_games: int  # games of the round robin still without a decision
    scheduled: bool
    tied: tuple[int, ...]  # tied for first now, in standings order
    stale: Staleness | None
    names: dict[int, str]

    @property
    def finished(self) -> bool:
        return self.scheduled and self.open_games == 0

    @property
    def stale_message(self) -> str:
        return self.stale.message(self.names) if self.stale else ""

    @property
    def champion(self) -> int | None:
        """The play-off champion the prizes may use: none while the play-off has none, or
        once a correction has left the champion no longer tied for first."""
        if self.playoff is None:
            return None
        champion = self.playoff.plan.champion
        return champion if champion in self.tied else None

    @property
    def outcome_line(self) -> str:
        """The play-off's line on printed standings and crosstables: its champion, or that it
        is under way (marked while out of date); empty without a stored play-off."""
        if self.playoff is None or len(self.playoff.plan.tied) < 2:
            return ""
        champion = self.playoff.plan.champion
        if champion is None:
            line = (f"Play-off for first place under way between "
                    f"{len(self.playoff.plan.tied)} players tied on points")
        else:
            line = f"Play-off: {self.names.get(champion, f'no. {champion}')} is champion"
        return f"{line} (out of date, see above)." if self.stale else f"{line}."

    def to_dict(self) -> dict[str, Any]:
        """The ``playoff plan --json`` document (sealed bids stay sealed: the plan's view)."""
        plan = self.playoff.plan.to_dict() if self.playoff else None
        return {"started": self.playoff is not None, "finished": self.finished,
                "names": {str(k): v for k, v in self.names.items()},
                "open_games": self.open_games, "tied_now": list(self.tied),
                "out_of_date": self.stale_message or None, "problem": self.problem,
                **(plan or {"tied": list(self.tied), "selected": [], "selection_note": "",
                            "steps": [], "champion": self.champion})}


def parse_record(record: Mapping[str, Any] | None) -> tuple[Playoff | None, str | None]:
    """The stored play-off, or why it cannot be read (None, None when there is none)."""
    if record is None:
        return None, None
    try:
        return Playoff.from_dict(record), None
    except PlayoffError as exc:
        return None, f"The play-off stored in this file cannot be read: {exc}"


def playoff_status(record: Mapping[str, Any] | None, tournament: Tournament,
                   settings: EventSettings,
                   forfeits: ForfeitDecisions | None = None) -> PlayoffStatus:
    """The status of the play-off stored as ``record`` (None: none stored)."""
    boards = event_boards(tournament, settings, forfeits)
    tied = tied_for_first(compute_standings(tournament, settings), tournament)
    playoff, problem = parse_record(record)
    stale = None
    if playoff is not None and record is not None:
        stale = staleness(Basis.from_dict(record.get("basis")), playoff.tied, tournament,
                          settings, tied)
    return PlayoffStatus(playoff, problem, len(boards.open()), bool(boards.games()), tied,
                         stale, {p.start_no: p.name for p in tournament.players})
