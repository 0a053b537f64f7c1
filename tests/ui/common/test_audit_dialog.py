"""Event → Audit log… shows the changes the window made, newest first, with before → after."""

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from chessarbiter.core.results import Result
from chessarbiter.ui.common.audit_dialog import AuditDialog
from chessarbiter.ui.event.commands import SetResult
from chessarbiter.ui.event.document import EventDocument


def test_the_audit_log_lists_a_result_and_its_undo(
    qtbot: QtBot, event_file: Callable[..., Path]
) -> None:
    document = EventDocument.open(event_file(4, scheduled=True))
    try:
        document.run(SetResult(document.service, 1, 1, Result.DRAW, None))
        document.undo()
        dialog = AuditDialog(document.service)
        qtbot.addWidget(dialog)
        rows = [[dialog.table.item(r, c).text() for c in range(6)]
                for r in range(dialog.table.rowCount())]
        results = [row for row in rows if row[2] == "set result"]
        assert [row[5] for row in results[:2]] == ["result 1/2-1/2 → (empty)",
                                                   "result (empty) → 1/2-1/2"]
        assert all("@" in row[1] for row in rows)
        # a row inserted is its columns in words, as on the command line: no JSON
        (created,) = [row for row in rows if row[3] == "events #1" and row[4] == "insert"]
        assert "; settings " in created[5] and " settings, preset " in created[5]
        assert not any("{" in row[5] for row in rows)
    finally:
        document.close()
