"""A ``league`` action's answer: the JSON document ``--json`` prints, with what its text
needs beside it (the action's name and the season's player names), which ``--json`` leaves out.

Standard library only when loaded: the parser is built on every run (see the package).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

RETRY = "retry"
"""The action of the answer to an append already stored (nothing written)."""


class Answer(dict[str, Any]):
    """The document of ``action``; ``names`` gives each rostered player's name by US Chess
    ID, so the text names people where the document has their IDs; ``chain`` is the
    season's team tie-break chain, the columns of the standings."""

    def __init__(self, action: str, data: Mapping[str, Any],
                 names: Mapping[str, str] | None = None, chain: Sequence[str] = ()) -> None:
        super().__init__(data)
        self.action = action
        self.names: Mapping[str, str] = names or {}
        self.chain = tuple(chain)

    def who(self, uscf_id: str | None) -> str:
        """``Name (ID)`` for a rostered player, the ID alone for anyone else, "—" for nobody."""
        if not uscf_id:
            return "—"
        name = self.names.get(uscf_id)
        return f"{name} ({uscf_id})" if name else uscf_id
