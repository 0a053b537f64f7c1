"""The audit log: every change an arbiter action makes, recorded in the same transaction.

An ``after_flush`` listener on the program's sessions writes one :class:`AuditRow` per row
inserted, changed or deleted, with the values before and after, the action (the service method
that opened the transaction) and who made it. It writes after the action's own statements, so
the log never takes the write lock before the change itself (a concurrent writer is then
caught by the version check, not blocked). Bulk writes that bypass the ORM are noted by their
service with :func:`note`.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, inspect
from sqlalchemy.orm import Session

from chessarbiter.db.audit_rows import now as _now
from chessarbiter.db.audit_rows import plain as _plain
from chessarbiter.db.audit_rows import who as who
from chessarbiter.db.models import AuditRow, EventRow


def record_changes(session: Session, _context: Any) -> None:
    """``after_flush`` listener: an audit row for each change the flush just wrote."""
    action, event_id = session.info.get("action", ""), session.info.get("event_id")
    found = [_entry(obj, "insert", action, _all_values(obj), event_id) for obj in session.new]
    found += [_entry(obj, "update", action, changed, event_id) for obj in session.dirty
              if (changed := _changed_values(obj))]
    found += [_entry(obj, "delete", action, _all_values(obj), event_id)
              for obj in session.deleted]
    rows = [row for row in found if row is not None]
    if rows:
        session.connection().execute(insert(AuditRow), rows)


def note(session: Session, event_id: int | None, table: str, details: dict[str, Any],
         change: str = "bulk") -> None:
    """Log a bulk write that does not pass through the ORM's change tracking, or (``change``
    "reason") why the action's changes logged beside it were made."""
    session.connection().execute(insert(AuditRow), [{
        "event_id": event_id, "at": _now(), "who": who(),
        "action": session.info.get("action", ""), "table_name": table, "row_id": None,
        "change": change, "details": _plain(details),
    }])


def _entry(obj: object, change: str, action: str, values: dict[str, Any],
           session_event: int | None) -> dict[str, Any] | None:
    """``session_event``: the event the transaction acts on, for rows that do not name it
    (a league board result belongs to a match, which belongs to a season)."""
    if isinstance(obj, AuditRow):
        return None
    event_id = obj.id if isinstance(obj, EventRow) else getattr(obj, "event_id", session_event)
    return {"event_id": event_id, "at": _now(), "who": who(), "action": action,
            "table_name": getattr(obj, "__tablename__", type(obj).__name__),
            "row_id": getattr(obj, "id", None), "change": change, "details": _plain(values)}


def _all_values(obj: object) -> dict[str, Any]:
    state = inspect(obj)
    return {attr.key: attr.value for attr in state.attrs
            if attr.key in state.mapper.columns}


def _changed_values(obj: object) -> dict[str, Any]:
    state = inspect(obj)
    out: dict[str, Any] = {}
    for attr in state.attrs:
        if attr.key not in state.mapper.columns or attr.key == "version":
            continue
        history = attr.history
        if history.has_changes():
            before = history.deleted[0] if history.deleted else None
            after = history.added[0] if history.added else None
            out[attr.key] = [before, after]
    return out
