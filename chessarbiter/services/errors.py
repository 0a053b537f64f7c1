"""The one exception services raise when an action is refused; nothing has been written."""

from __future__ import annotations


class ActionRefused(Exception):
    """An arbiter action that cannot be carried out; ``field`` names the input at fault."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field
