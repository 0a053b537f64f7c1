"""The Playoffs tab driven through the real window: start, lots, sealed bids, coin flips, colour
choices, results, undo, and a play-off interrupted by closing the program and resumed.

Expected outcomes are worked by hand from the US Junior Closed 2015 play-off rules: a two-game
rapid match (G/15+5, colours of game 1 by lot, reversed in game 2), then an Armageddon game
(10:00 + 2 s) if it ends 1–1; the lower sealed bid chooses the colour and plays with the time
bid, the other player gets 10:00, equal bids go to a coin flip, and Black has draw odds.
Players level on every tie-break are seeded by lot, so the tests read the seeding from the
stored play-off and work the rest out from it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs import Plan, Playoff, SelectFour, StepStatus
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.events import EventService, resolve_event
from chessarbiter.services.playoffs import PlayoffService
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.bracket_view import PAD, BracketView
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.playoff_commands import ApplyPlayoffAction
from chessarbiter.ui.event.playoffs_tab import PlayoffsTab
from tests.reports.pdftext import text as pdf_text
from tests.ui.conftest import ENTRANTS, ModalArm, make_event_file
from tests.ui.screens import assert_labels_whole, assert_not_blank, save

NAMES = {n: name for n, (name, _rating) in enumerate(ENTRANTS, 1)}
LEFT = Qt.MouseButton.LeftButton


def make_tied(path: Path, players: int, tied: int) -> Path:
    """Players 1..``tied`` draw each other and beat the rest, who draw among themselves: the
    first ``tied`` share first place and nobody else comes near."""
    make_event_file(path, players, scheduled=True)
    db = Database.open_file(path)
    try:
        service = EventService(db, resolve_event(db, None))
        for g in service.tournament().games:
            top_white, top_black = g.white <= tied, g.black <= tied
            result = (Result.DRAW if top_white == top_black
                      else Result.WHITE_WINS if top_white else Result.BLACK_WINS)
            service.set_result(g.round, g.board, result)
    finally:
        db.close()
    return path


@pytest.fixture
def tied_file(tmp_path: Path) -> Callable[[int, int], Path]:
    return lambda players, tied: make_tied(tmp_path / f"tied{tied}.chessarbiter", players, tied)


def open_tab(window: MainWindow, path: Path) -> PlayoffsTab:
    assert window.open_file(path)
    window.tabs.setCurrentWidget(window.playoffs_tab)
    return window.playoffs_tab


def stored(window: MainWindow) -> Plan:
    """The play-off as the event file holds it."""
    assert window.document is not None
    record = PlayoffService(window.document.service).record()
    assert record is not None
    return Playoff.from_dict(record).plan


def start(qtbot: QtBot, tab: PlayoffsTab) -> None:
    assert tab.start_button.isVisible()
    qtbot.mouseClick(tab.start_button, LEFT)


def choose(qtbot: QtBot, box: QComboBox, player: int, button: QPushButton) -> None:
    box.setCurrentIndex(box.findData(player))
    qtbot.mouseClick(button, LEFT)


def seal(qtbot: QtBot, tab: PlayoffsTab, index: int, text: str) -> None:
    field = tab.panel.bid_fields[index]
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def keys(qtbot: QtBot, tab: PlayoffsTab, typed: str) -> None:
    for key in typed:
        qtbot.keyClicks(tab.panel.result_page, key)


def shown_in(tab: PlayoffsTab, hidden_too: bool = False) -> list[str]:
    """Every text the tab shows (or holds, with ``hidden_too``): labels, buttons, fields,
    lists, the bracket's boxes."""
    texts: list[str] = []
    for widget in tab.findChildren(QWidget):
        if not (hidden_too or widget.isVisible()):
            continue
        if isinstance(widget, QLabel | QPushButton):
            texts.append(widget.text())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
    texts += [field.text() for field in tab.panel.bid_fields]
    bracket = tab.bracket.bracket()
    for box in bracket.boxes if bracket else ():
        texts += [box.title, box.subtitle, box.status,
                  *(f"{row.name} {row.detail}" for row in box.rows)]
    return texts


def on_screen(window: MainWindow) -> list[str]:
    """All the play-off tab holds, shown or not, and the Edit menu and status bar."""
    return [*shown_in(window.playoffs_tab, hidden_too=True), window.undo_action.text(),
            window.redo_action.text(), window.statusBar().currentMessage()]


def champion_box_name(tab: PlayoffsTab) -> str:
    bracket = tab.bracket.bracket()
    assert bracket is not None
    (box,) = [b for b in bracket.boxes if b.key == "champion"]
    return box.rows[0].name


def to_armageddon(qtbot: QtBot, window: MainWindow, tab: PlayoffsTab) -> tuple[int, int]:
    """Start a two-player play-off and level the match 1–1 (each wins with White); returns
    the seeds (first, second)."""
    start(qtbot, tab)
    first, second = stored(window).tied
    choose(qtbot, tab.panel.lot_white, first, tab.panel.lot_record)
    keys(qtbot, tab, "11")
    assert tab.panel.step is not None and tab.panel.step.id == "final-armageddon"
    return first, second


def test_two_tied_match_won(qtbot: QtBot, window: MainWindow,
                            tied_file: Callable[[int, int], Path]) -> None:
    tab = open_tab(window, tied_file(4, 2))
    assert "2 players are tied for first" in tab.bracket.message()
    start(qtbot, tab)
    first, second = stored(window).tied
    assert {first, second} == {1, 2}
    choose(qtbot, tab.panel.lot_white, first, tab.panel.lot_record)
    # Game 1: the first seed has White and wins; game 2: colours reversed, Black (the first
    # seed again) wins. 2–0.
    keys(qtbot, tab, "1")
    assert tab.panel.game_text.text().startswith(f"Game 2: White {NAMES[second]}")
    keys(qtbot, tab, "0")
    assert stored(window).champion == first
    assert tab.outcome.text() == (f"Play-off: {NAMES[first]} is champion after winning the "
                                  "final match 2–0.")
    assert champion_box_name(tab) == NAMES[first]
    window.tabs.setCurrentWidget(window.standings_tab)
    assert window.standings_tab.playoff_note.isVisible()
    assert window.standings_tab.playoff_note.text() == tab.outcome.text()


def test_match_level_then_armageddon_drawn_black_advances(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(4, 2))
    start(qtbot, tab)
    qtbot.mouseClick(tab.panel.lot_button, LEFT)  # the program's lot, seed recorded
    final = stored(window).step("final")
    assert final.colour_lot is not None and final.colour_lot.seed is not None
    keys(qtbot, tab, "11")  # each wins with White: 1–1
    a, b = stored(window).step("final-armageddon").players or (0, 0)
    seal(qtbot, tab, 0, "8:30")
    assert not any("8:30" in text for text in on_screen(window))  # sealed, never shown
    assert tab.panel.bid_fields[0].text() == "" and not tab.panel.bid_fields[0].isEnabled()
    assert tab.panel.bid_states[0].text() == "sealed ✓"
    seal(qtbot, tab, 1, "7:45")
    assert any("8:30" in text for text in on_screen(window))  # both in: now they show
    # b bid less: b chooses, takes Black with 7:45; a has White with the base 10:00.
    assert tab.panel.pages.currentIndex() == 4
    qtbot.mouseClick(tab.panel.choice_buttons[Side.BLACK], LEFT)
    game = stored(window).step("final-armageddon").games[0]
    assert (game.white, game.black, game.white_seconds, game.black_seconds) == (a, b, 600, 465)
    keys(qtbot, tab, "=")
    assert stored(window).champion == b  # a draw: Black has draw odds
    assert tab.outcome.text() == (f"Play-off: {NAMES[b]} is champion after drawing the "
                                  "Armageddon game with Black (draw odds).")
    assert champion_box_name(tab) == NAMES[b]


def test_bid_over_the_base_time_is_refused_next_to_its_field(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(4, 2))
    to_armageddon(qtbot, window, tab)
    assert window.document is not None
    before = PlayoffService(window.document.service).record()
    steps = window.document.undo_stack.count()
    seal(qtbot, tab, 1, "10:01")
    message = tab.panel.bid_messages[1]
    assert message.isVisible()
    assert message.text() == "step final-armageddon: the bid is over the base time 10:00"
    assert not any("10:01" in text for text in on_screen(window))  # nor the field's text
    seal(qtbot, tab, 1, "7;15")
    assert message.text() == ("cannot read the bid: expected a time such as 25:00 or "
                              "1:05:00")
    assert not any("7;15" in text for text in on_screen(window))
    assert not tab.panel.bid_messages[0].isVisible()
    assert PlayoffService(window.document.service).record() == before
    assert window.document.undo_stack.count() == steps


def test_three_tied_equal_bids_go_to_a_coin_flip(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(6, 3))
    start(qtbot, tab)
    first, second, third = stored(window).tied
    semi = stored(window).step("semi-final")
    assert semi.players == (second, third)  # the two lowest seeds meet first
    seal(qtbot, tab, 0, "8:00")
    seal(qtbot, tab, 1, "8:00")
    assert tab.panel.pages.currentIndex() == 3  # the coin flip
    assert stored(window).step("semi-final").status is StepStatus.COIN_FLIP
    choose(qtbot, tab.panel.flip_winner, third, tab.panel.flip_record)  # a coin by hand
    assert tab.panel.choice_intro.text() == f"{NAMES[third]} chooses a colour:"
    qtbot.mouseClick(tab.panel.choice_buttons[Side.WHITE], LEFT)
    keys(qtbot, tab, "1")  # the third seed, White, wins
    final = stored(window).step("final")
    assert final.players == (first, third)
    assert final.status is StepStatus.COLOUR_LOT
    assert tab.panel.step is not None and tab.panel.step.id == "final"


def test_four_tied_both_semi_finals_then_the_final(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(6, 4))
    start(qtbot, tab)
    s1, s2, s3, s4 = stored(window).tied
    assert stored(window).step("semi-final-1").players == (s1, s4)
    assert stored(window).step("semi-final-2").players == (s2, s3)
    # Semi-final 2 first, chosen on the bracket: 2 bids 6:00, 3 bids 9:00; 2 takes Black;
    # the game is drawn and Black (2) goes through.
    bracket = tab.bracket.bracket()
    assert bracket is not None
    (box,) = [b for b in bracket.boxes if b.key == "semi-final-2"]
    qtbot.mouseClick(tab.bracket, LEFT, pos=box.rect.center().toPoint())
    assert tab.panel.step is not None and tab.panel.step.id == "semi-final-2"
    seal(qtbot, tab, 0, "6:00")
    assert tab.panel.step.id == "semi-final-2"  # stays on the step being bid for
    seal(qtbot, tab, 1, "9:00")
    qtbot.mouseClick(tab.panel.choice_buttons[Side.BLACK], LEFT)
    keys(qtbot, tab, "=")
    assert stored(window).step("semi-final-2").winner == s2
    # Semi-final 1 comes up by itself: 4 bids less and takes White, and loses.
    assert tab.panel.step.id == "semi-final-1"
    seal(qtbot, tab, 0, "9:59")
    seal(qtbot, tab, 1, "5:00")
    qtbot.mouseClick(tab.panel.choice_buttons[Side.WHITE], LEFT)
    keys(qtbot, tab, "0")
    assert stored(window).step("semi-final-1").winner == s1
    # Final 1 v 2: 1 White in game 1 and wins; game 2 drawn: 1½–½.
    assert stored(window).step("final").players == (s1, s2)
    choose(qtbot, tab.panel.lot_white, s1, tab.panel.lot_record)
    keys(qtbot, tab, "1=")
    assert stored(window).champion == s1
    assert tab.outcome.text() == (f"Play-off: {NAMES[s1]} is champion after winning the final "
                                  "match 1½–½.")


def test_undo_and_redo_of_playoff_actions(qtbot: QtBot, window: MainWindow,
                                          tied_file: Callable[[int, int], Path]) -> None:
    tab = open_tab(window, tied_file(4, 2))
    assert window.document is not None
    service = PlayoffService(window.document.service)
    start(qtbot, tab)
    qtbot.mouseClick(tab.panel.lot_button, LEFT)
    keys(qtbot, tab, "1")
    after: dict[str, Any] | None = service.record()
    assert window.undo_action.text().startswith("&Undo Final game 1: 1 – 0")
    window.undo()
    assert stored(window).step("final").games[0].result is None
    assert tab.panel.pages.currentIndex() == 5  # game 1's result again
    window.undo()
    assert stored(window).step("final").status is StepStatus.COLOUR_LOT
    window.undo()
    assert service.record() is None
    assert tab.start_button.isVisible()
    for _ in range(3):
        window.redo()
    assert service.record() == after  # the same lot seed, the same seeding: the same draw
    assert stored(window).step("final").games[0].result is Result.WHITE_WINS


def test_sealed_bid_keeps_its_amount_out_of_the_undo_menu(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(4, 2))
    first, _second = to_armageddon(qtbot, window, tab)
    seal(qtbot, tab, 0, "4:44")
    assert window.undo_action.text() == (f"&Undo Sealed bid of {NAMES[first]}, "
                                         "Final: Armageddon")
    window.undo()
    assert window.redo_action.text() == (f"&Redo Sealed bid of {NAMES[first]}, "
                                         "Final: Armageddon")
    assert not any("4:44" in text for text in on_screen(window))


def test_closed_mid_playoff_and_resumed_from_the_file(
    qtbot: QtBot, window: MainWindow, prefs: Prefs, tied_file: Callable[[int, int], Path]
) -> None:
    path = tied_file(4, 2)
    tab = open_tab(window, path)
    first, second = to_armageddon(qtbot, window, tab)
    seal(qtbot, tab, 0, "8:30")
    shown = (shown_in(tab), tab.panel.pages.currentIndex(), tab.panel.status.text())
    window.close()

    again = MainWindow(prefs)
    qtbot.addWidget(again)
    again.resize(1366, 768)
    again.show()
    resumed = open_tab(again, path)
    assert (shown_in(resumed), resumed.panel.pages.currentIndex(),
            resumed.panel.status.text()) == shown
    assert not resumed.panel.bid_fields[0].isEnabled()  # the first bid is still sealed
    seal(qtbot, resumed, 1, "9:00")
    # The first seed bid less (8:30 against 9:00), takes White, and wins.
    qtbot.mouseClick(resumed.panel.choice_buttons[Side.WHITE], LEFT)
    keys(qtbot, resumed, "1")
    assert stored(again).champion == first
    assert resumed.outcome.text() == (f"Play-off: {NAMES[first]} is champion after winning "
                                      "the Armageddon game.")
    assert second != first


def test_more_than_four_tied_the_arbiter_chooses_four(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path],
    modal: ModalArm
) -> None:
    tab = open_tab(window, tied_file(7, 7))  # all draws: everyone tied
    start(qtbot, tab)
    tied = stored(window).tied
    assert len(tied) == 7
    assert "Not in the play-off: " + ", ".join(
        f"{NAMES[p]} (seed {s})" for s, p in enumerate(tied[4:], 5)) in tab.bracket.selection_text()

    def pick(dialog: QWidget) -> None:
        boxes = dialog.boxes  # type: ignore[attr-defined]
        boxes[tied[3]].setChecked(False)
        boxes[tied[4]].setChecked(True)
        dialog.accept()  # type: ignore[attr-defined]
        assert "note" in dialog.error.text()  # type: ignore[attr-defined]
        dialog.note.setText("Seed 4 has a flight to catch")  # type: ignore[attr-defined]
        dialog.accept()  # type: ignore[attr-defined]

    with modal(pick):
        qtbot.mouseClick(tab.select_button, LEFT)
    plan = stored(window)
    assert plan.selected == (tied[0], tied[1], tied[2], tied[4])
    assert plan.step("semi-final-1").players == (tied[0], tied[4])
    text = tab.bracket.selection_text()
    assert f"{NAMES[tied[3]]} (seed 4)" in text
    assert "The arbiter's choice: Seed 4 has a flight to catch" in text
    seal(qtbot, tab, 0, "5:00")
    assert not tab.select_button.isVisible()  # the play-off has started


def test_messages_before_a_playoff(qtbot: QtBot, window: MainWindow, event_file: Callable[
        ..., Path], tied_file: Callable[[int, int], Path]) -> None:
    tab = open_tab(window, event_file(4, scheduled=True))
    # 4 players: 2 games a round over 3 rounds, none played.
    assert "every game of the round robin is decided (6 still open)" in tab.bracket.message()
    assert not tab.start_button.isVisible()
    assert not tab.under_bracket.isVisible()
    tab = open_tab(window, tied_file(5, 1))
    assert tab.bracket.message() == f"No play-off needed — {NAMES[1]} is champion."
    assert not tab.start_button.isVisible()
    assert window.document is not None
    with pytest.raises(ActionRefused, match="no play-off is needed"):  # nothing to store
        PlayoffService(window.document.service).start()
    window.document.refresh()
    assert tab.bracket.message() == f"No play-off needed — {NAMES[1]} is champion."
    assert not tab.under_bracket.isVisible()
    window.tabs.setCurrentWidget(window.standings_tab)
    assert not window.standings_tab.playoff_note.isVisible()


class FakeClock:
    """Stands in for the Clocks tab's clock: records what it was asked to start."""

    def __init__(self) -> None:
        self.started: list[tuple[int, int, int]] = []

    def start_armageddon(self, white_seconds: int, black_seconds: int, increment: int) -> None:
        self.started.append((white_seconds, black_seconds, increment))


class FakeClocksTab(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.clock_widget = FakeClock()


def test_start_clock_sets_the_games_times_on_the_clocks_tab(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    clocks = FakeClocksTab()
    window.tabs.insertTab(0, clocks, "Clocks")
    tab = open_tab(window, tied_file(4, 2))
    start(qtbot, tab)
    first = stored(window).tied[0]
    choose(qtbot, tab.panel.lot_white, first, tab.panel.lot_record)
    assert tab.panel.clock_button.isEnabled()
    qtbot.mouseClick(tab.panel.clock_button, LEFT)
    assert window.tabs.currentWidget() is clocks
    assert clocks.clock_widget.started == [(900, 900, 5)]  # G/15+5 for both
    window.tabs.setCurrentWidget(tab)
    keys(qtbot, tab, "11")
    seal(qtbot, tab, 0, "8:30")
    seal(qtbot, tab, 1, "7:45")
    qtbot.mouseClick(tab.panel.choice_buttons[Side.WHITE], LEFT)  # the second seed: White
    qtbot.mouseClick(tab.panel.clock_button, LEFT)
    assert clocks.clock_widget.started[-1] == (465, 600, 2)  # White 7:45, Black 10:00, +2


def test_start_clock_on_the_windows_clocks_tab(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path]
) -> None:
    tab = open_tab(window, tied_file(4, 2))
    to_armageddon(qtbot, window, tab)
    seal(qtbot, tab, 0, "9:00")
    seal(qtbot, tab, 1, "6:15")
    qtbot.mouseClick(tab.panel.choice_buttons[Side.BLACK], LEFT)  # the second seed: Black
    qtbot.mouseClick(tab.panel.clock_button, LEFT)
    clocks = window.tabs.currentWidget()
    clock = getattr(clocks, "clock_widget", None)
    assert clock is not None, "the Playoffs tab switched to the Clocks tab"
    # White (the first seed) gets the base 10:00, Black the 6:15 bid.
    assert clock.clock.remaining(Side.WHITE) == 600
    assert clock.clock.remaining(Side.BLACK) == 375


def test_print_playoff_writes_the_sheet_where_asked(
    qtbot: QtBot, window: MainWindow, tied_file: Callable[[int, int], Path],
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = open_tab(window, tied_file(4, 2))
    first, second = to_armageddon(qtbot, window, tab)
    seal(qtbot, tab, 0, "8:30")
    target = tmp_path / "sheet.pdf"
    offered: list[str] = []

    def ask(_parent: QWidget, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        offered.append(folder)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    qtbot.mouseClick(tab.print_button, LEFT)
    printed = pdf_text(target.read_bytes())
    assert offered == [str(tmp_path / "printouts" / "tied2-playoff.pdf")]
    assert f"Players: {NAMES[first]} (seed 1) v {NAMES[second]} (seed 2)" in printed
    assert "1 of 2 in" in printed and "8:30" not in printed


def test_start_clock_waits_for_the_clocks_tab(qtbot: QtBot,
                                              tied_file: Callable[[int, int], Path]) -> None:
    document = EventDocument.open(tied_file(4, 2))
    tab = PlayoffsTab()  # in no window: no Clocks tab to find
    qtbot.addWidget(tab)
    tab.show()
    tab.set_document(document)
    try:
        qtbot.mouseClick(tab.start_button, LEFT)
        first = stored_of(document).tied[0]
        choose(qtbot, tab.panel.lot_white, first, tab.panel.lot_record)
        assert tab.panel.pages.currentIndex() == 5
        assert not tab.panel.clock_button.isEnabled()
        assert "Clocks & Penalties" in tab.panel.clock_button.toolTip()
    finally:
        tab.set_document(None)
        document.close()


def stored_of(document: EventDocument) -> Plan:
    record = PlayoffService(document.service).record()
    assert record is not None
    return Playoff.from_dict(record).plan


def assert_bracket_reads_whole(view: BracketView) -> None:
    """Every box inside the view, none over another, no title, name or status cut short, and
    the note on who was left out below the boxes and inside the view."""
    bracket = view.bracket()
    assert bracket is not None
    bold = QFont(view.font())
    bold.setBold(True)
    plain, strong = QFontMetrics(view.font()), QFontMetrics(bold)
    for index, box in enumerate(bracket.boxes):
        assert QRectF(view.rect()).contains(box.rect), box.key
        assert not any(box.rect.intersects(o.rect) for o in bracket.boxes[index + 1:]), box.key
        room = box.rect.width() - 2 * PAD
        assert strong.horizontalAdvance(box.title) <= room, box.title
        assert plain.horizontalAdvance(box.status) <= room, box.status
        for row in box.rows:  # badge, name, a gap, "✓ detail"
            line = plain.height() + strong.horizontalAdvance(f"{row.name}  ✓ {row.detail}")
            assert line <= room, row.name
    assert view.minimumSizeHint().height() <= view.height()


@pytest.mark.parametrize(("players", "tied"), [(4, 2), (6, 3), (6, 4), (7, 5), (7, 7)])
def test_bracket_screenshots(qtbot: QtBot, window: MainWindow,
                             tied_file: Callable[[int, int], Path], players: int,
                             tied: int) -> None:
    """A step under way in each: the colours drawn (2), bids equal (3), a semi-final won (4),
    the arbiter's own four (5); seven tied, the four best on tie-breaks (7)."""
    tab = open_tab(window, tied_file(players, tied))
    start(qtbot, tab)
    seeds = stored(window).tied
    if tied == 2:
        choose(qtbot, tab.panel.lot_white, seeds[0], tab.panel.lot_record)
        keys(qtbot, tab, "1")
    elif tied == 3:
        seal(qtbot, tab, 0, "7:00")
        seal(qtbot, tab, 1, "7:00")
    elif tied == 4:
        seal(qtbot, tab, 0, "6:30")
        seal(qtbot, tab, 1, "8:00")
        qtbot.mouseClick(tab.panel.choice_buttons[Side.BLACK], LEFT)
        keys(qtbot, tab, "=")
    elif tied == 5:
        assert window.document is not None
        window.document.run(ApplyPlayoffAction(window.document.service, SelectFour(
            (seeds[0], seeds[1], seeds[2], seeds[4]), "Seed 4 withdrew from the play-off"),
            window.document.state.playoff_record))
    assert (window.width(), window.height()) == (1366, 768)
    assert_not_blank(save(window, f"playoffs-{tied}-tied"))
    assert_labels_whole(window)
    assert_bracket_reads_whole(tab.bracket)
