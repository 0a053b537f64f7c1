"""The JSON documents the read commands print (DESIGN.md §3), built from core values only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind, Standing, Tournament

if TYPE_CHECKING:  # the fast read-only path imports the play-off rules only when needed
    from chessarbiter.core.boards import EventBoards
    from chessarbiter.core.playoff_status import PlayoffStatus

Json = dict[str, Any]


def player_json(p: Player) -> Json:
    return {
        "start_no": p.start_no, "name": p.name, "title": p.title, "federation": p.federation,
        "fide_rating": p.fide_rating, "uscf_rating": p.uscf_rating, "fide_id": p.fide_id,
        "uscf_id": p.uscf_id, "withdrawn_after": p.withdrawn_after,
    }


def players_json(t: Tournament) -> Json:
    return {"players": [player_json(p) for p in t.players]}


def round_json(boards: EventBoards, rnd: int) -> Json:
    """A round's boards as every view shows them: ``result`` is what counts (a withdrawal's
    forfeit included, None while open or annulled), ``entered`` what the arbiter typed,
    ``status`` one of played, forfeit, withdrawn, annulled, open (see core.boards)."""
    byes = [b for b in boards.round(rnd) if not b.is_game]
    given = [b for b in byes if b.bye in (ByeKind.FREE, ByeKind.PAIRING_ALLOCATED)]
    shown: Json = {
        "round": rnd,
        "pairings": [
            {"board": g.board, "white": g.white, "black": g.black,
             "result": g.result.value if g.result else None, "status": g.status.value,
             "entered": g.entered.value if g.entered else None, "incident": g.incident}
            for g in boards.games(rnd)
        ],
        "bye": given[0].white if given else None,
        "complete": boards.round_complete(rnd),
        "decided": boards.decided(rnd),
    }
    if boards.source.swiss:
        shown["absent"] = [{"start_no": b.white, "kind": b.bye.value if b.bye else None,
                            "points": b.points(b.white)} for b in byes if b not in given]
    return shown


def pairings_json(boards: EventBoards, rnd: int | None) -> Json:
    """One round, or every round when ``rnd`` is None; ValueError for a round not there."""
    rounds = boards.source.rounds
    if rnd is None:
        return {"rounds": [round_json(boards, r) for r in range(1, rounds + 1)]}
    if not 1 <= rnd <= rounds:
        raise ValueError(f"--round {rnd}: the event has rounds 1..{rounds}")
    return round_json(boards, rnd)


def standings_json(rows: Sequence[Standing], codes: Sequence[str],
                   playoff: PlayoffStatus | None) -> Json:
    """The standings with what the play-off says about first place: its champion (None
    while undecided) and, while it is out of date, why (``playoff`` None: none stored)."""
    stored = playoff.playoff if playoff is not None else None
    return {
        "tiebreaks": list(codes),
        "standings": [
            {"rank": s.rank, "start_no": s.start_no, "name": s.name, "points": s.points,
             "tiebreaks": dict(s.tiebreaks)}
            for s in rows
        ],
        "playoff": {"started": stored is not None,
                    "champion": stored.plan.champion if stored else None,
                    "line": (playoff.outcome_line or None) if playoff else None,
                    "out_of_date": (playoff.stale_message or None) if playoff else None},
    }


def chain_argument(text: str | None) -> list[str] | None:
    """``--tiebreaks DE,sb`` → ``["DE", "SB"]``."""
    if text is None:
        return None
    return [c.strip().upper() for c in text.split(",") if c.strip()]
