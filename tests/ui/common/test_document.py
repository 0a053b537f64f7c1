"""The document base of both windows (issue 19): the same tests run against an individual
event and a league season — an action, its undo and redo; an undo after another computer
changed the record (refused, the document showing what is stored); a final action; a view
that redraws only for the changes it shows."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.db.database import Database
from chessarbiter.db.models import EventRow
from chessarbiter.services.concurrency import check_shown, compare_and_set
from chessarbiter.services.errors import EditConflict
from chessarbiter.services.events import create_event
from chessarbiter.services.league import create_league
from chessarbiter.ui.common.changes import EVERYTHING, Changes
from chessarbiter.ui.common.document import Document
from chessarbiter.ui.common.document_view import DocumentView
from chessarbiter.ui.common.guarded_command import GuardedCommand
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.league.document import LeagueDocument

NAMES = "names"  # the topic the rename touches


def rename(db: Database, event_id: int, shown: str, name: str) -> str:
    """A compare-and-set write as every service makes one: refused when the name stored is
    not the one shown; returns it."""
    def changed_meanwhile(stored: str) -> EditConflict:
        return EditConflict.on_record("The event's name", f"your {name!r}", repr(stored))

    with compare_and_set(db, lambda: changed_meanwhile("?")) as session:
        event = session.get(EventRow, event_id)
        assert event is not None
        check_shown(event.name, shown, changed_meanwhile)
        event.name = name
    return shown


class Rename(GuardedCommand):
    touched = Changes.of(NAMES)

    def __init__(self, db: Database, shown: str, name: str) -> None:
        super().__init__(f"Rename to {name}")
        self.db, self.shown, self.name = db, shown, name

    def apply(self) -> None:
        rename(self.db, 1, self.shown, self.name)

    def revert(self) -> None:
        rename(self.db, 1, self.name, self.shown)


class FinalRename(Rename):
    undoable = False


def event_file(folder: Path) -> Path:
    path = folder / "event.chessarbiter"
    db = Database.open_file(path)
    create_event(db, "Club Open", "round-robin-fide")
    db.close()
    return path


def season_file(folder: Path) -> Path:
    path = folder / "season.chessarbiter"
    db = Database.open_file(path)
    create_league(db, COLUMBUS_2011_12, "Club Open")
    db.close()
    return path


KINDS: dict[str, tuple[Callable[[Path], Path], Callable[[Path], Document],
                       Callable[[Any], str]]] = {
    "event": (event_file, EventDocument.open, lambda state: state.header["name"]),
    "league": (season_file, LeagueDocument.open, lambda state: state.name),
}


@pytest.fixture(params=sorted(KINDS))
def opened(request: pytest.FixtureRequest, tmp_path: Path,
           qtbot: QtBot) -> Iterator[tuple[Document, Callable[[], str], Path]]:
    make, open_, name_of = KINDS[request.param]
    path = make(tmp_path)
    document = open_(path)
    yield document, lambda: name_of(document.state), path
    document.close()


def test_an_action_its_undo_and_redo_each_redraw_once_with_what_they_changed(
    opened: tuple[Document, Callable[[], str], Path]
) -> None:
    document, name, _path = opened
    seen: list[tuple[str, Changes]] = []
    document.changed.connect(lambda _state: seen.append((name(), document.changes)))
    document.run(Rename(document.db, "Club Open", "Spring Open"))
    document.undo()
    document.redo()
    assert seen == [("Spring Open", Changes.of(NAMES)), ("Club Open", Changes.of(NAMES)),
                    ("Spring Open", Changes.of(NAMES))]


def test_an_undo_after_another_computer_changed_the_record_is_refused_and_shows_it(
    opened: tuple[Document, Callable[[], str], Path]
) -> None:
    document, name, path = opened
    document.run(Rename(document.db, "Club Open", "Spring Open"))
    other = Database.open_file(path)  # the other laptop, or a script beside the window
    try:
        rename(other, 1, "Spring Open", "Summer Open")
    finally:
        other.close()
    with pytest.raises(EditConflict, match=r"^The event's name was changed to .* on another "
                                           r"computer; your 'Club Open' was not saved\."):
        document.undo()
    assert name() == "Summer Open" and document.changes == EVERYTHING
    assert not document.undo_stack.canUndo()  # the refused step is gone, not left to retry


def test_a_final_action_clears_the_undo_steps_and_says_so(
    opened: tuple[Document, Callable[[], str], Path], qtbot: QtBot
) -> None:
    document, name, _path = opened
    document.run(Rename(document.db, "Club Open", "Spring Open"))
    with qtbot.waitSignal(document.notice) as notice:
        document.run(FinalRename(document.db, "Spring Open", "Summer Open"))
    assert notice.args is not None and "cannot be undone" in notice.args[0]
    assert "earlier steps can no longer be undone" in notice.args[0]
    assert name() == "Summer Open" and document.undo_stack.count() == 0


def test_closing_lets_the_next_window_take_the_file(
    opened: tuple[Document, Callable[[], str], Path]
) -> None:
    document, _name, path = opened
    document.close()
    again = type(document).open(path)  # type: ignore[attr-defined]
    again.close()


class Drawn(DocumentView[Any, Any]):
    def __init__(self, topics: frozenset[str] | None) -> None:
        super().__init__()
        self.topics = topics
        self.draws = 0

    def draw(self, state: Any) -> None:
        self.draws += 1

    def clear(self) -> None:
        pass


def test_a_view_redraws_only_for_the_changes_it_shows(
    opened: tuple[Document, Callable[[], str], Path], qtbot: QtBot
) -> None:
    document, _name, _path = opened
    names, others, every = Drawn(frozenset({NAMES})), Drawn(frozenset({"results"})), Drawn(None)
    for view in (names, others, every):
        qtbot.addWidget(view)
        view.show()
        view.set_document(document)
    document.run(Rename(document.db, "Club Open", "Spring Open"))
    assert (names.draws, others.draws, every.draws) == (2, 1, 2)
    document.refresh()  # another computer's change: everyone redraws
    assert (names.draws, others.draws, every.draws) == (3, 2, 3)
