"""The JSON documents the read commands print (DESIGN.md §3), built from core values only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing, Tournament

Json = dict[str, Any]


def player_json(p: Player) -> Json:
    return {
        "start_no": p.start_no, "name": p.name, "title": p.title, "federation": p.federation,
        "fide_rating": p.fide_rating, "uscf_rating": p.uscf_rating, "fide_id": p.fide_id,
        "uscf_id": p.uscf_id, "withdrawn_after": p.withdrawn_after,
    }


def players_json(t: Tournament) -> Json:
    return {"players": [player_json(p) for p in t.players]}


def round_json(t: Tournament, rnd: int) -> Json:
    byes = t.byes_in(rnd)
    return {
        "round": rnd,
        "pairings": [
            {"board": g.board, "white": g.white, "black": g.black,
             "result": g.result.value if g.result else None}
            for g in t.round_games(rnd)
        ],
        "bye": byes[0].start_no if byes else None,
    }


def pairings_json(t: Tournament, rnd: int | None) -> Json:
    """One round, or every round when ``rnd`` is None; ValueError for a round not there."""
    if rnd is None:
        return {"rounds": [round_json(t, r) for r in range(1, t.rounds + 1)]}
    if not 1 <= rnd <= t.rounds:
        raise ValueError(f"--round {rnd}: the event has rounds 1..{t.rounds}")
    return round_json(t, rnd)


def standings_json(rows: Sequence[Standing], codes: Sequence[str]) -> Json:
    return {
        "tiebreaks": list(codes),
        "standings": [
            {"rank": s.rank, "start_no": s.start_no, "name": s.name, "points": s.points,
             "tiebreaks": dict(s.tiebreaks)}
            for s in rows
        ],
    }


def chain_argument(text: str | None) -> list[str] | None:
    """``--tiebreaks DE,sb`` → ``["DE", "SB"]``."""
    if text is None:
        return None
    return [c.strip().upper() for c in text.split(",") if c.strip()]
