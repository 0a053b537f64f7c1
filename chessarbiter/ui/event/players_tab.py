"""The Players tab: the entry list, lots, and the lock that the schedule puts on the list."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.late_entry import unpaired_late_entry
from chessarbiter.core.players import Player
from chessarbiter.core.text import counted
from chessarbiter.ui.common.feedback import confirm, run_or_warn
from chessarbiter.ui.event.commands import (
    PLAYERS,
    AddPlayer,
    ClearSchedule,
    DrawLots,
    MakeSchedule,
    RemovePlayer,
    SetStartNumbers,
    UpdatePlayer,
    Withdraw,
)
from chessarbiter.ui.event.confirming import run_asking
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.models import SORT_ROLE, PlayersModel
from chessarbiter.ui.event.printing import PrintButton
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView

translate = QCoreApplication.translate  # a name lupdate recognises


class PlayersTab(StateView):
    """Add, edit, remove and withdraw players; draw lots; make or clear the schedule."""

    topics = frozenset({PLAYERS})  # a result typed leaves it as it is

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: EventState | None = None
        self.model = PlayersModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        self.table = self._player_table()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter: name, federation, ID…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMinimumWidth(300)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self._make_actions()
        self.lock_banner = self._lock_banner()

        self.count = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.filter)
        top.addWidget(self._toolbar(), 1)
        self.print_button = PrintButton(self.tr("Print list"))
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.lock_banner)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self.clear()

    def _player_table(self) -> QTableView:
        table = QTableView()
        table.setObjectName("players")
        table.setModel(self.proxy)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(lambda _index: self.edit_player())
        return table

    def _make_actions(self) -> None:
        """The tab's actions; the window's Event menu shows the schedule's ones too."""
        self.add_action = self._action(self.tr("&Add player…"), self.add_player, "Ins")
        self.edit_action = self._action(self.tr("&Edit…"), self.edit_player)
        self.remove_action = self._action(self.tr("&Remove"), self.remove_player)
        self.withdraw_action = self._action(self.tr("&Withdraw…"), self.withdraw_player)
        self.draw_lots_action = self._action(self.tr("Draw &lots…"), self.draw_lots)
        self.numbers_action = self._action(self.tr("Start numbers by &hand…"),
                                           self.enter_numbers)
        self.schedule_action = self._action(self.tr("Make the &schedule"), self.make_schedule)
        self.unlock_action = self._action(self.tr("&Unlock the player list…"), self.unlock)
        self.add_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.remove_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.remove_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def _toolbar(self) -> QToolBar:
        toolbar = QToolBar()
        for action in (self.add_action, self.edit_action, self.remove_action,
                       self.withdraw_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (self.draw_lots_action, self.numbers_action, self.schedule_action):
            toolbar.addAction(action)
        return toolbar

    def _lock_banner(self) -> QFrame:
        """Says why players cannot be added once the schedule is made (a Swiss: once round
        1 is paired), with a way out for a round robin."""
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setStyleSheet("QFrame { background: #fff4d6; }")
        self.lock_text = QLabel(_lock_text(swiss=False))
        self.lock_text.setWordWrap(True)
        banner = QHBoxLayout(frame)
        banner.addWidget(self.lock_text, 1)
        self.unlock_button = QToolButton()
        self.unlock_button.setDefaultAction(self.unlock_action)
        banner.addWidget(self.unlock_button)
        return frame

    def clear(self) -> None:
        self.state = None
        self.model.set_players([])
        self.lock_banner.hide()
        self._update_actions()

    def note(self, state: EventState) -> None:
        self.state = state
        self.lock_banner.setVisible(state.scheduled)
        swiss = state.settings.swiss
        self.lock_text.setText(_lock_text(swiss))
        for action in (self.draw_lots_action, self.numbers_action, self.schedule_action,
                       self.unlock_action):  # a Swiss is paired round by round instead
            action.setVisible(not swiss)
        self.unlock_button.setVisible(not swiss)
        self._update_actions()

    def draw(self, state: EventState) -> None:
        players = state.tournament.players
        self.model.set_players(players)
        withdrawn = sum(1 for p in players if p.withdrawn)
        text = counted(len(players), self.tr("{0} player"), self.tr("{0} players"))
        if withdrawn:
            text += self.tr(", {0} withdrawn").format(withdrawn)
        self.count.setText(text)

    def selected_player(self) -> Player | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.row_at(self.proxy.mapToSource(rows[0]).row())

    def select_start_no(self, start_no: int) -> None:
        for row, player in enumerate(self.model.rows()):
            if player.start_no == start_no:
                index = self.proxy.mapFromSource(self.model.index(row, 0))
                self.table.selectRow(index.row())
                self.table.scrollTo(index)

    # --- actions (each dialog's module is imported when it is first opened) --------------
    def add_player(self) -> None:
        from chessarbiter.ui.event.player_dialog import PlayerDialog

        document = self._require()
        dialog = PlayerDialog(lambda p: document.run(AddPlayer(document.service, p)),
                              player_count=len(document.state.tournament.players), parent=self)
        if dialog.exec():
            self.message.emit(self.tr("Player added"))

    def edit_player(self) -> None:
        from chessarbiter.ui.event.player_dialog import PlayerDialog

        document, player = self._require(), self.selected_player()
        if player is None or not self.edit_action.isEnabled():  # a double click, read-only
            return
        dialog = PlayerDialog(lambda p: document.run(UpdatePlayer(document.service, p)),
                              player=player, parent=self)
        dialog.exec()

    def remove_player(self) -> None:
        document, player = self._require(), self.selected_player()
        if player is None:
            return
        if not document.state.scheduled:
            run_or_warn(self, document, RemovePlayer(document.service, player))
        elif self._late_entry(player):
            from chessarbiter.ui.event.swiss_commands import RemoveLateEntry

            run_or_warn(self, document, RemoveLateEntry(document.swiss, player))

    def withdraw_player(self) -> None:
        from chessarbiter.ui.event.withdraw_dialog import WithdrawDialog

        document, player = self._require(), self.selected_player()
        if player is None:
            return
        state = document.state
        dialog = WithdrawDialog(
            player, state.tournament, state.settings,
            lambda after: run_asking(self, document, lambda confirmed: Withdraw(
                document.service, player, after, confirmed)), parent=self,
        )
        dialog.exec()

    def draw_lots(self) -> None:
        from chessarbiter.ui.event.lots_dialogs import DrawLotsDialog

        document = self._require()
        dialog = DrawLotsDialog(self)
        if not dialog.exec():
            return
        command = DrawLots(document.service, dialog.seed())
        if run_or_warn(self, document, command):
            self.message.emit(self.tr("Lots drawn; seed {0} recorded").format(command.seed))

    def enter_numbers(self) -> None:
        from chessarbiter.ui.event.lots_dialogs import StartNumbersDialog

        document = self._require()
        dialog = StartNumbersDialog(
            document.state.tournament.players,
            lambda mapping: document.run(SetStartNumbers(document.service, mapping)), self,
        )
        dialog.exec()

    def make_schedule(self) -> None:
        document = self._require()
        if run_or_warn(self, document, MakeSchedule(document.service)):
            self.message.emit(self.tr("Schedule made: {0} rounds")
                              .format(document.state.tournament.rounds))

    def unlock(self) -> None:
        document = self._require()
        t = document.state.tournament
        entered = sum(1 for _ in t.finished_games())
        question = self.tr(
            "Unlocking deletes the schedule so that players can be added, removed or "
            "renumbered.\n\nRounds deleted: {0}\nResults deleted: {1}\n\n"
            "Edit ▸ Undo brings the schedule and the results back.\n\nUnlock the player list?"
        ).format(t.rounds, entered)
        if confirm(self, self.tr("Unlock the player list"), question):
            run_or_warn(self, document, ClearSchedule(document.service))

    # --- helpers -------------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], None],
                shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        return action

    def _require(self) -> EventDocument:
        assert self.document is not None, "actions are disabled while no event is open"
        return self.document

    def _update_actions(self, *_args: object) -> None:
        state = self.state
        open_ = state is not None and self.document is not None and not self.document.read_only
        locked = open_ and state is not None and state.scheduled
        enough = state is not None and len(state.tournament.players) >= 3
        selected = open_ and self.selected_player() is not None
        self.add_action.setEnabled(open_ and not locked)
        self.edit_action.setEnabled(selected)
        chosen = self.selected_player() if selected else None
        self.remove_action.setEnabled(selected and (not locked or self._late_entry(chosen)))
        self.withdraw_action.setEnabled(selected)
        self.draw_lots_action.setEnabled(open_ and not locked and enough)
        self.numbers_action.setEnabled(open_ and not locked and enough)
        self.schedule_action.setEnabled(open_ and not locked and enough)
        self.unlock_action.setEnabled(locked)


    def _late_entry(self, player: Player | None) -> bool:
        """A Swiss's late entry no round paired since has on a board: Remove takes it back."""
        state = self.state
        return (player is not None and state is not None and state.settings.swiss
                and unpaired_late_entry(state.tournament, player.start_no))


def _lock_text(swiss: bool) -> str:
    """Why the list is locked: a round robin's schedule is made, a Swiss's round 1 paired."""
    if swiss:
        return translate("players", "Round 1 is paired: a player who arrives now is a late "
                                    "entry (Pairings tab ▸ Late entry…), and Remove takes back "
                                    "one not paired since. Names, ratings and IDs can still "
                                    "be corrected.")
    return translate("players", "The schedule is made, so the player list is locked: players "
                                "cannot be added, removed or renumbered. Names, ratings and "
                                "IDs can still be corrected.")
