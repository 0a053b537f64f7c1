"""An event's incidents and audit log read with plain SQL, like :mod:`chessarbiter.db.queries`.

The services read them through SQLAlchemy's ``text()`` and the read-only commands
(``incident list``, ``prizes``, ``audit``) through the standard library's ``sqlite3``
(:mod:`chessarbiter.db.snapshot`): one loader, one row → value translation, two callers. Raw
SQL gives JSON as text and times as ISO text on SQLite, and as values on PostgreSQL; both
are read here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    LateArrival,
    Suggestion,
)
from chessarbiter.db.queries import Execute, json_value

INCIDENTS = (
    "select i.round, i.board, p.start_no, i.at, i.details, i.suggestion, i.decision, i.fine,"
    " i.time_penalty_seconds, i.note, i.id from incidents i"
    " join players p on p.id = i.player_id where i.event_id = :event order by i.id"
)
AUDIT = (
    "select at, who, action, table_name, row_id, change, details from audit_log"
    " where event_id = :event order by id desc"
)


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One line of the audit log (see :mod:`chessarbiter.db.audit`)."""

    at: datetime
    who: str
    action: str
    table: str
    row_id: int | None
    change: str
    details: dict[str, Any]


def read_incidents(execute: Execute, event_id: int) -> list[Incident]:
    """The event's incidents in the order they were recorded."""
    return [incident_of(row) for row in execute(INCIDENTS, {"event": event_id})]


def read_audit(execute: Execute, event_id: int, limit: int | None = None) -> list[AuditEntry]:
    """The event's audit log, newest first (``limit`` entries at most)."""
    sql, params = AUDIT, {"event": event_id}
    if limit is not None:
        sql, params = f"{sql} limit :limit", params | {"limit": limit}
    return [AuditEntry(_moment(at), who, action, table, row_id, change, dict(json_value(details)))
            for at, who, action, table, row_id, change, details in execute(sql, params)]


def incident_of(row: Sequence[Any]) -> Incident:
    """An incident from its stored values, in the order :data:`INCIDENTS` selects them."""
    (rnd, board, start_no, at, details, suggestion, decision, fine, penalty, note,
     incident_id) = row
    return Incident(
        round=rnd, start_no=start_no, at=int(at) if at.isdigit() else at,
        details=_details(json_value(details)), board=board,
        suggestion=_suggestion(json_value(suggestion)),
        decision=Decision(decision), fine=fine, time_penalty_seconds=penalty, note=note,
        id=incident_id,
    )


def _moment(value: datetime | str) -> datetime:
    return datetime.fromisoformat(value) if isinstance(value, str) else value


def _details(data: dict[str, Any] | None) -> LateArrival | DeviceFound | DrawRecord | None:
    if not data:
        return None
    kind = data["kind"]
    if kind == "late-arrival":
        return LateArrival(float(data["minutes_late"]))
    if kind == "device":
        return DeviceFound(bool(data["made_noise"]), int(data["remaining_seconds"]))
    return DrawRecord(int(data["move_number"]), DrawKind(data["draw_kind"]))


def _suggestion(data: dict[str, Any] | None) -> Suggestion | None:
    if not data:
        return None
    return Suggestion(Decision(data["decision"]), int(data["fine"]),
                      int(data["time_penalty_seconds"]), str(data["explanation"]))
