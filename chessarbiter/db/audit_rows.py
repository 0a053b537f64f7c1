"""An audit row as stored, without SQLAlchemy: who, when, and the details as JSON.

The ORM's listener (:mod:`chessarbiter.db.audit`) and the plain-SQL writes (:func:`log`,
through an ``execute`` of :mod:`chessarbiter.db.queries`) both build their rows here, so an
entry reads the same whichever path wrote it.
"""

from __future__ import annotations

import getpass
import json
from datetime import UTC, date, datetime
from enum import Enum
from typing import Any

from chessarbiter.db.host import host_name
from chessarbiter.db.queries import Execute

AUDIT_INSERT = (
    "insert into audit_log (event_id, at, who, action, table_name, row_id, change, details)"
    " values (:event, :at, :who, :action, :table, :row, :change, :details) returning id"
)


def who() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name in some containers
        user = "unknown"
    return f"{user}@{host_name()}"


def plain(value: Any) -> Any:
    """JSON-ready: dates as ISO text, enums by value, containers walked."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def log(execute: Execute, event_id: int | None, action: str, table: str, row_id: int | None,
        change: str, details: dict[str, Any]) -> None:
    """One audit row, written as the ORM writes it: the time as SQLAlchemy stores a
    ``DateTime`` on SQLite (a server parses the same text), the details as ``json.dumps``."""
    execute(AUDIT_INSERT, {
        "event": event_id, "at": now().strftime("%Y-%m-%d %H:%M:%S.%f"), "who": who(),
        "action": action, "table": table, "row": row_id, "change": change,
        "details": json.dumps(plain(details))})
