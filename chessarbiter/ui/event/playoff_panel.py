"""The panel under the bracket for one step: whatever that step needs recorded next.

A page per kind of input: the colour lot, the two sealed bids, the coin flip, the colour
choice, and the result of the next game. The panel only builds the action the arbiter asked
for and hands it to ``submit``; the play-off rules accept or refuse it (the reason is shown
next to the bid field it concerns, or on the panel's message line).
"""

from __future__ import annotations

import html
import secrets
from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.clock import Side, format_clock_time
from chessarbiter.core.playoffs import (
    Action,
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    PlannedGame,
    PlanStep,
    PlayoffError,
    StepStatus,
    parse_bid,
)
from chessarbiter.core.results import Result
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.common.labels import result_text, result_tooltip
from chessarbiter.ui.common.result_table import RESULT_KEYS
from chessarbiter.ui.event.playoff_labels import (
    colour_name,
    kind_text,
    player_name,
    record_html,
    status_text,
    step_title,
)

Submit = Callable[[Action], str]  # records an action; returns why it was refused, or ""
_PAGES = {StepStatus.COLOUR_LOT: 1, StepStatus.BIDS: 2, StepStatus.COIN_FLIP: 3,
          StepStatus.COLOUR_CHOICE: 4, StepStatus.PLAYING: 5}


def _seed() -> int:
    return secrets.randbits(32)


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return row


def _wrapped(text: str = "", rich: bool = False) -> QLabel:
    """A wrapping label; plain text unless ``rich``, so a name is never read as markup."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    return label


def _plain() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _without_bid(message: str, typed: str, seconds: int | None) -> str:
    """A refusal without the time refused: the other player may be looking at the screen."""
    message = message.replace(f", got {typed!r}", "")
    if seconds is not None:
        message = message.replace(f"the bid {format_clock_time(seconds)} ", "the bid ")
    return message


class ResultPage(QWidget):
    """Result buttons for the next game; the pairings tab's keys work here too."""

    resultKeyed = Signal(object)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.text() in RESULT_KEYS:
            self.resultKeyed.emit(RESULT_KEYS[event.text()])
        else:
            super().keyPressEvent(event)


class StepPanel(QWidget):
    """``clockRequested(game)`` asks for the clock to start with the next game's times."""

    clockRequested = Signal(object)

    def __init__(self, submit: Submit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.step: PlanStep | None = None
        self._names: Mapping[int, str] = {}

        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.status = _plain()
        self.status.setStyleSheet("color: #1f5a99;")
        self.record_text = _wrapped(rich=True)
        self.pages = QStackedWidget()
        self.pages.addWidget(QWidget())  # a step waiting for others, or finished: nothing to do
        self.pages.addWidget(self._lot_page())
        self.pages.addWidget(self._bid_page())
        self.pages.addWidget(self._flip_page())
        self.pages.addWidget(self._choice_page())
        self.pages.addWidget(self._result_page())
        self.message = message_label()

        entry = QVBoxLayout()
        for widget in (self.heading, self.status, self.pages, self.message):
            entry.addWidget(widget)
        entry.addStretch(1)
        record = QVBoxLayout()
        record.addWidget(self.record_text)
        record.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(entry, 3)
        layout.addSpacing(16)
        layout.addLayout(record, 2)

    # --- pages -------------------------------------------------------------------------------
    def _lot_page(self) -> QWidget:
        page = QWidget()
        self.lot_button = QPushButton(self.tr("Draw the colours by program"))
        self.lot_button.clicked.connect(lambda: self._send_step(
            lambda step: ColourLot(step, seed=_seed())))
        self.lot_white = QComboBox()
        self.lot_record = QPushButton(self.tr("Record the lot"))
        self.lot_record.clicked.connect(lambda: self._send_step(
            lambda step: ColourLot(step, white=self.lot_white.currentData())))
        layout = QVBoxLayout(page)
        layout.addWidget(_wrapped(self.tr("Game 1's colours are drawn by lot; the players "
                                          "change colours in game 2.")))
        layout.addLayout(_row(self.lot_button))
        layout.addLayout(_row(QLabel(self.tr("Or a lot drawn by hand: White in game 1 is")),
                              self.lot_white, self.lot_record))
        return page

    def _bid_page(self) -> QWidget:
        page = QWidget()
        self.bid_intro = _wrapped()
        grid = QGridLayout()
        self.bid_names: list[QLabel] = []
        self.bid_fields: list[QLineEdit] = []
        self.bid_buttons: list[QPushButton] = []
        self.bid_states: list[QLabel] = []
        self.bid_messages: list[QLabel] = []
        for index in range(2):
            name, field = _plain(), QLineEdit()
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setPlaceholderText(self.tr("m:ss"))
            field.setMaxLength(8)
            field.setFixedWidth(field.fontMetrics().horizontalAdvance("0000:00") + 24)
            button, state, message = QPushButton(self.tr("Seal bid")), QLabel(), message_label()
            field.returnPressed.connect(lambda i=index: self.seal_bid(i))
            button.clicked.connect(lambda _=False, i=index: self.seal_bid(i))
            for column, widget in enumerate((name, field, button, state)):
                grid.addWidget(widget, 2 * index, column)
            grid.addWidget(message, 2 * index + 1, 1, 1, 4)
            self.bid_names.append(name)
            self.bid_fields.append(field)
            self.bid_buttons.append(button)
            self.bid_states.append(state)
            self.bid_messages.append(message)
        grid.setColumnStretch(4, 1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.bid_intro)
        layout.addLayout(grid)
        return page

    def _flip_page(self) -> QWidget:
        page = QWidget()
        self.flip_intro = _wrapped()
        self.flip_button = QPushButton(self.tr("Flip the coin by program"))
        self.flip_button.clicked.connect(lambda: self._send_step(
            lambda step: CoinFlip(step, seed=_seed())))
        self.flip_winner = QComboBox()
        self.flip_record = QPushButton(self.tr("Record the flip"))
        self.flip_record.clicked.connect(lambda: self._send_step(
            lambda step: CoinFlip(step, winner=self.flip_winner.currentData())))
        layout = QVBoxLayout(page)
        layout.addWidget(self.flip_intro)
        layout.addLayout(_row(self.flip_button))
        layout.addLayout(_row(QLabel(self.tr("Or a coin flipped by hand, won by")),
                              self.flip_winner, self.flip_record))
        return page

    def _choice_page(self) -> QWidget:
        page = QWidget()
        self.choice_intro = _wrapped()
        self.choice_buttons = {side: QPushButton() for side in Side}
        for side, button in self.choice_buttons.items():
            button.clicked.connect(lambda _=False, s=side: self._choose(s))
        layout = QVBoxLayout(page)
        layout.addWidget(self.choice_intro)
        layout.addLayout(_row(*self.choice_buttons.values()))
        return page

    def _result_page(self) -> QWidget:
        page = self.result_page = ResultPage()
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        page.resultKeyed.connect(self.enter_result)
        self.game_text = _wrapped()
        buttons: list[QWidget] = []
        for result in (Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS,
                       Result.WHITE_WINS_FORFEIT, Result.BLACK_WINS_FORFEIT):
            button = QPushButton(result_text(result))
            button.setToolTip(result_tooltip(result))
            button.clicked.connect(lambda _=False, r=result: self.enter_result(r))
            buttons.append(button)
        self.clock_button = QPushButton(self.tr("Start clock"))
        self.clock_button.clicked.connect(self._start_clock)
        hint = _wrapped(self.tr("Keys: <b>1</b> White wins · <b>0</b> Black wins · <b>=</b> or "
                                "<b>5</b> draw · <b>+</b> / <b>−</b> forfeit win for White / "
                                "Black · undo with Ctrl+Z"), rich=True)
        hint.setStyleSheet("color: #444;")
        layout = QVBoxLayout(page)
        layout.addWidget(self.game_text)
        row = _row(*buttons)
        row.insertSpacing(len(buttons), 24)
        row.insertWidget(len(buttons) + 1, self.clock_button)
        layout.addLayout(row)
        layout.addWidget(hint)
        return page

    # --- showing a step ----------------------------------------------------------------------
    def show_step(self, step: PlanStep | None, names: Mapping[int, str]) -> None:
        """Show ``step`` (None: nothing); a bid typed but not sealed survives a redraw of the
        same step, not a change of step."""
        if step is None or self.step is None or step.id != self.step.id:
            for field, message in zip(self.bid_fields, self.bid_messages, strict=True):
                field.clear()
                show_message(message, "")
        self.step, self._names = step, names
        show_message(self.message, "")
        if step is None:
            for label in (self.heading, self.status, self.record_text):
                label.clear()
            self.pages.setCurrentIndex(0)
            return
        self.heading.setText(f"<b>{html.escape(step_title(step.id))}</b> · "
                             f"{html.escape(kind_text(step))}")
        self.status.setText(status_text(step, names))
        self.record_text.setText(record_html(step, names))
        page = _PAGES.get(step.status, 0)
        self.pages.setCurrentIndex(page)
        if step.players is not None:
            {1: self._fill_lot, 2: self._fill_bids, 3: self._fill_flip, 4: self._fill_choice,
             5: self._fill_result}.get(page, lambda _s: None)(step)

    def set_clock(self, available: bool, why: str) -> None:
        self.clock_button.setEnabled(available)
        self.clock_button.setToolTip(why)

    def _name(self, player: int | None) -> str:
        return player_name(self._names, player)

    def _fill_players(self, box: QComboBox, players: tuple[int, int]) -> None:
        box.clear()
        for player in players:
            box.addItem(self._name(player), player)

    def _fill_lot(self, step: PlanStep) -> None:
        assert step.players is not None
        self._fill_players(self.lot_white, step.players)

    def _fill_bids(self, step: PlanStep) -> None:
        assert step.players is not None and step.bidding is not None
        self.bid_intro.setText(self.tr(
            "Each player bids a time up to {0}. Neither bid is shown until both are sealed; "
            "the lower bid chooses the colour and plays with the time bid.").format(
            format_clock_time(step.bidding.base_seconds)))
        for index, player in enumerate(step.players):
            sealed = player in step.bidding.bids_in
            self.bid_names[index].setText(self._name(player))
            self.bid_fields[index].setEnabled(not sealed)
            self.bid_buttons[index].setEnabled(not sealed)
            self.bid_states[index].setText(self.tr("sealed ✓") if sealed else "")
            if sealed:
                self.bid_fields[index].clear()
                show_message(self.bid_messages[index], "")

    def _fill_flip(self, step: PlanStep) -> None:
        assert step.players is not None and step.bidding is not None
        bids = step.bidding.bids
        self.flip_intro.setText(self.tr("Both players bid {0}: a coin flip decides who chooses "
                                        "the colour.").format(
            format_clock_time(bids[0]) if bids else ""))
        self._fill_players(self.flip_winner, step.players)

    def _fill_choice(self, step: PlanStep) -> None:
        assert step.bidding is not None
        chooser = self._name(step.bidding.chooser)
        self.choice_intro.setText(self.tr("{0} chooses a colour:").format(chooser))
        for side, button in self.choice_buttons.items():
            button.setText(self.tr("{0} takes {1}").format(chooser, colour_name(side)))

    def _fill_result(self, step: PlanStep) -> None:
        game = step.next_game
        if game is None:
            return
        self.game_text.setText(self.tr("Game {0}: {1}").format(game.number,
                                                                self._pairing(game)))

    def _pairing(self, game: PlannedGame) -> str:
        return self.tr("White {0} ({1}) – Black {2} ({3}), +{4} s a move").format(
            self._name(game.white), format_clock_time(game.white_seconds or 0),
            self._name(game.black), format_clock_time(game.black_seconds or 0),
            game.increment_seconds or 0)

    # --- recording ---------------------------------------------------------------------------
    def _send(self, action: Action) -> None:
        show_message(self.message, self._submit(action))

    def _send_step(self, make: Callable[[str], Action]) -> None:
        if self.step is not None:
            self._send(make(self.step.id))

    def seal_bid(self, index: int) -> None:
        """Seal the bid typed in field ``index``; a refusal is shown next to that field, and
        the field is emptied either way: a typed time is never left for the other to read."""
        step = self.step
        if step is None or step.players is None:
            return
        field, message = self.bid_fields[index], self.bid_messages[index]
        typed, seconds = field.text(), None
        field.clear()
        try:
            seconds = parse_bid(typed)
            refusal = self._submit(Bid(step.id, step.players[index], seconds))
        except PlayoffError as exc:
            refusal = str(exc)
        show_message(message, _without_bid(refusal, typed, seconds))

    def _choose(self, side: Side) -> None:
        step = self.step
        if step is not None and step.bidding is not None and step.bidding.chooser is not None:
            self._send(ColourChoice(step.id, step.bidding.chooser, side))

    def enter_result(self, result: Result) -> None:
        step = self.step
        game = step.next_game if step is not None else None
        if step is not None and game is not None:
            self._send(GameResult(step.id, game.number, result))

    def _start_clock(self) -> None:
        game = self.step.next_game if self.step is not None else None
        if game is not None:
            self.clockRequested.emit(game)
