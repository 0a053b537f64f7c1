"""A ``league`` action's answer: the JSON document ``--json`` prints, with what its text
needs beside it (the action's name and the season's player names), which ``--json`` leaves out;
and how a refusal reads, whichever path answered (:func:`answered`).

Standard library only when loaded: the parser is built on every run (see the package).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict

RETRY = "retry"
"""The action of the answer to an append already stored (nothing written)."""

_OPTIONS = {
    "preset": "--preset", "settings": "--set", "approval": "--approved-by", "add": "--add",
    "rating": "RATING", "uscf_id": "ID", "agreed": "--agreed", "date": "DATE",
    "output": "--output", "event": "--event", "players": "PLAYERS", "board": "BOARD",
    "round": "ROUND", "teams": "TEAMS", "amount": "AMOUNT", "elapsed": "--elapsed",
    "own_player": "OWN_ID", "other_player": "OTHER_ID", "given_at": "--at",
    "weights": "--share", "notice": "ID", "on": "--on", "to": "--to", "votes": "--votes",
    "captains": "--captains", "accept": "--accept-moves",
}


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


def answered(run: Callable[[], Answer]) -> Answer:
    """``run()``, on either path: an append already stored answers as a retry (no error,
    nothing written), a refusal names the argument as the ``league`` command spells it."""
    try:
        return run()
    except AlreadyRecorded as exc:
        return Answer(RETRY, {"id": exc.stored, "note": str(exc)})
    except ActionRefused as exc:
        raise _located(exc) from None


def _located(exc: ActionRefused) -> ActionRefused:
    """The refusal with the argument it concerns named as this command spells it (a
    conflict concerns a record, not an argument: it stays as it is)."""
    if isinstance(exc, EditConflict):
        return exc
    option = _OPTIONS.get(exc.field or "")
    return ActionRefused(f"{option}: {exc}" if option else str(exc))
