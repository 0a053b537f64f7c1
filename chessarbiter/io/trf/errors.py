"""The one error a TRF read raises, located so the arbiter can open the file and fix it."""

from __future__ import annotations


class TrfError(ValueError):
    """Input refused: ``str(e)`` is ``FILE:LINE:COL: FIELD: message`` (line and column 1-based)."""

    def __init__(self, source: str, line: int, column: int, field: str, message: str) -> None:
        super().__init__(f"{source}:{line}:{column}: {field}: {message}")
        self.source = source
        self.line = line
        self.column = column
        self.field = field
        self.message = message
