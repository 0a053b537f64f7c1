"""One open league season on the document base of both windows
(:mod:`chessarbiter.ui.common.document`): its file, its services and the last state read.

An action the services cannot reverse is run outside the undo stack, which is then cleared
(undoing an earlier step across it would act on rosters it never saw), and
:attr:`~chessarbiter.ui.common.document.Document.notice` tells the window to say so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.document import Document, open_for_window
from chessarbiter.ui.common.guarded_command import GuardedCommand
from chessarbiter.ui.league.state import LeagueState, read_state

if TYPE_CHECKING:
    from chessarbiter.db.opening import OpenedStore
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class LeagueDocument(Document):
    """An open season; ``changed`` carries the new :class:`LeagueState`."""

    state: LeagueState
    path: Path

    def __init__(self, store: OpenedStore, league: League) -> None:
        self.league = league
        super().__init__(store)

    @classmethod
    def open(cls, path: str | Path) -> LeagueDocument:
        """Open the league season in ``path`` and lock the file for this window; refused with
        a message naming the file (also when another window holds it)."""
        from chessarbiter.db.lock import FileInUse
        from chessarbiter.db.opening import Unwritable
        from chessarbiter.services.league import open_league

        path = Path(path)
        if not path.is_file():
            raise ActionRefused(translate("league", "{0}: no such season file").format(path),
                                "file")
        try:
            store = open_for_window(path)
        except (FileInUse, Unwritable) as exc:  # the league window opens seasons to write
            raise ActionRefused(str(exc), "file") from None
        try:
            return cls(store, open_league(store.db))
        except ActionRefused as exc:
            store.close()
            raise ActionRefused(f"{path}: {exc}", exc.field) from None
        except BaseException:
            store.close()
            raise

    def read_state(self) -> LeagueState:
        self.league.season.reload()  # one statement: read again only after another writer
        return read_state(self.league)

    def final_note(self, command: GuardedCommand) -> str:
        return translate("league", "{0}: saved. It cannot be undone (the league rules keep "
                                   "it in the season's log)").format(command.text())
