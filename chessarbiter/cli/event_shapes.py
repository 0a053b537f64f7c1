"""The JSON documents of ``incident``, ``prizes`` and ``audit``, built from core values only,
so the storage path and the fast read path (:mod:`chessarbiter.cli.fast_read`) print the same.

Standard library and core only when loaded: the fast read path imports it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict
from enum import Enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chessarbiter.core.incidents import Incident
    from chessarbiter.core.playoff_status import PlayoffStatus
    from chessarbiter.core.prizes import PrizeLedger
    from chessarbiter.core.settings import EventSettings
    from chessarbiter.core.tournament import Tournament
    from chessarbiter.db.event_reads import AuditEntry

Json = dict[str, Any]


def incident_json(i: Incident) -> Json:
    return {
        "id": i.id, "round": i.round, "board": i.board, "start_no": i.start_no, "at": i.at,
        "kind": i.kind.value,
        "details": _words(asdict(i.details)) if i.details is not None else None,
        "suggestion": _words(asdict(i.suggestion)) if i.suggestion else None,
        "decision": i.decision.value, "fine": i.fine,
        "time_penalty_seconds": i.time_penalty_seconds, "note": i.note,
    }


def _words(values: dict[str, Any]) -> dict[str, Any]:
    """Enum members as their plain values, so text output reads "agreed", not a repr."""
    return {k: v.value if isinstance(v, Enum) else v for k, v in values.items()}


def names_json(tournament: Tournament) -> dict[str, str]:
    """Start number → name, for the readable output (JSON keys are text)."""
    return {str(p.start_no): p.name for p in tournament.players}


def incidents_json(incidents: Iterable[Incident], tournament: Tournament,
                   settings: EventSettings) -> Json:
    """``incident list``."""
    return {"incidents": [incident_json(i) for i in incidents], "names": names_json(tournament),
            "currency": settings.currency}


def prizes_json(ledger: PrizeLedger, tournament: Tournament, settings: EventSettings,
                champion: int | None, status: PlayoffStatus) -> Json:
    """``prizes``: the ledger for ``champion`` (the play-off's, unless named)."""
    return {
        "payouts": [asdict(p) for p in ledger.payouts],
        "paid": ledger.paid,
        "kept_by_organiser": ledger.kept_by_organiser,
        "unawarded": ledger.unawarded,
        "unpaid_fines": ledger.unpaid_fines,
        "currency": settings.currency, "champion": champion,
        "names": names_json(tournament),
        "out_of_date": status.stale_message or None,
    }


def audit_json(entries: Iterable[AuditEntry]) -> Json:
    return {"entries": [
        {"at": e.at.isoformat(timespec="seconds"), "who": e.who, "action": e.action,
         "table": e.table, "row_id": e.row_id, "change": e.change, "details": e.details}
        for e in entries
    ]}
