"""The Playoffs tab: the bracket on top, the chosen step's panel below.

Everything shown is read back from the play-off stored in the event file after each action,
so closing the program at any step and opening the file again shows the same play-off, ready
to go on. Every action is one undoable command (Edit ▸ Undo).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.playoffs import (
    Action,
    PlannedGame,
    PlanStep,
    Playoff,
    StepStatus,
)
from chessarbiter.core.timecontrol import BonusKind
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.files import write_atomically
from chessarbiter.ui.common.feedback import run_or_warn, warn
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.bracket_view import BracketView
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.playoff_commands import ApplyPlayoffAction, StartPlayoff
from chessarbiter.ui.event.playoff_labels import outcome_text, player_name, step_title
from chessarbiter.ui.event.playoff_panel import StepPanel
from chessarbiter.ui.event.playoff_selection import SelectFourDialog
from chessarbiter.ui.event.stale_banner import StaleBanner
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView

_IDLE = (StepStatus.WAITING, StepStatus.FINISHED)


class ArmageddonClock(Protocol):
    """The Clocks tab's clock, as far as the play-off needs it."""

    def start_armageddon(self, white_seconds: int, black_seconds: int,
                         increment: int) -> object: ...


class PlayoffsTab(StateView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.playoff_shown: Playoff | None = None
        self._names: dict[int, str] = {}
        self._current: str | None = None
        self._pinned = False  # the arbiter chose the step: keep it until an action is recorded

        self.bracket = BracketView()
        self.bracket.stepClicked.connect(self.choose_step)
        self.outcome = QLabel()
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome.setWordWrap(True)
        self.outcome.setStyleSheet("font-weight: bold;")
        self.step_box = QComboBox()
        self.step_box.setMinimumContentsLength(16)
        self.step_box.activated.connect(
            lambda index: self.choose_step(str(self.step_box.itemData(index))))
        self.start_button = QPushButton(self.tr("Start the play-off"))
        self.start_button.clicked.connect(self.start_playoff)
        self.select_button = QPushButton(self.tr("Choose the four…"))
        self.select_button.clicked.connect(self.choose_four)
        self.print_button = QPushButton(self.tr("Print playoff…"))
        self.print_button.clicked.connect(self.print_playoff)
        self.panel = StepPanel(self._submit)
        self.panel.clockRequested.connect(self.start_clock)

        bar = QHBoxLayout()
        bar.addWidget(self.outcome, 1)
        self.step_label = QLabel(self.tr("Step"))
        bar.addWidget(self.step_label)
        bar.addWidget(self.step_box)
        for button in (self.start_button, self.select_button, self.print_button):
            bar.addWidget(button)
        lower = self.under_bracket = QWidget()
        below = QVBoxLayout(lower)
        below.setContentsMargins(0, 0, 0, 0)
        below.addLayout(bar)
        below.addWidget(self.panel, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.bracket)
        splitter.addWidget(lower)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        self.stale_banner = StaleBanner()
        layout = QVBoxLayout(self)
        layout.addWidget(self.stale_banner)
        layout.addWidget(splitter)

    # --- drawing -----------------------------------------------------------------------------
    def clear(self) -> None:
        self.playoff_shown = None
        self._current, self._pinned = None, False
        self.bracket.show_message("")
        self._show_controls(None, startable=False)
        self.panel.show_step(None, {})

    def draw(self, state: EventState) -> None:
        self._names = {p.start_no: p.name for p in state.tournament.players}
        status = state.playoff
        self.stale_banner.show_state(self.document, state)
        playoff = self.playoff_shown = status.playoff
        if playoff is None:
            message, startable = ((status.problem, False) if status.problem
                                  else self._before_start(state))
            self.bracket.show_message(message)
            self._show_controls(None, startable)
            self.panel.show_step(None, self._names)
            return
        plan = playoff.plan
        self.bracket.show_plan(plan, self._names)
        step = self._pick(plan.steps)
        self._current = step.id if step else None
        self.bracket.select(self._current)
        self._show_controls(playoff, startable=False)
        self.panel.show_step(step, self._names)
        self._offer_clock(step)
        if step is not None and step.status is StepStatus.PLAYING and self.isVisible():
            self.panel.result_page.setFocus()

    def _before_start(self, state: EventState) -> tuple[str, bool]:
        """What the bracket says before a play-off is stored, and whether one can start."""
        status = state.playoff
        if not status.finished:
            return self.tr("The play-off for first place comes once every game of the round "
                           "robin is decided ({0} still open).").format(status.open_games), False
        tied = sorted(status.tied)  # the lot among level players is drawn at the start
        if len(tied) == 1:
            return self.tr("No play-off needed — {0} is champion.").format(
                player_name(self._names, tied[0])), False
        names = ", ".join(player_name(self._names, p) for p in tied)
        return self.tr("{0} players are tied for first: {1}.\n\nStart the play-off to seed "
                       "them by the tie-breaks (a lot orders any still level) and record its "
                       "games here.").format(len(tied), names), True

    def _pick(self, steps: tuple[PlanStep, ...]) -> PlanStep | None:
        """The step for the panel: the one chosen, else the first with something to record."""
        current = next((s for s in steps if s.id == self._current), None)
        if current is not None and (self._pinned or current.status not in _IDLE):
            return current
        return next((s for s in steps if s.status not in _IDLE), steps[-1] if steps else None)

    def _show_controls(self, playoff: Playoff | None, startable: bool) -> None:
        """Only what applies now: nothing under the bracket when there is no play-off."""
        plan = playoff.plan if playoff else None
        steps = plan is not None and bool(plan.steps)
        writable = self.document is not None and not self.document.read_only
        self.under_bracket.setVisible(steps or startable)
        self.start_button.setVisible(startable)
        self.start_button.setEnabled(writable)
        self.select_button.setVisible(  # more tied than play: the arbiter may choose the four
            plan is not None and len(plan.tied) > len(plan.selected) and not plan.started)
        self.select_button.setEnabled(writable)
        for widget in (self.step_label, self.step_box, self.print_button, self.panel):
            widget.setVisible(steps)
        self.panel.setEnabled(writable)
        self.outcome.setText(outcome_text(plan, self._names) if plan else "")
        self.step_box.clear()
        for step in plan.steps if plan else ():
            self.step_box.addItem(step_title(step.id), step.id)
        self.step_box.setCurrentIndex(max(0, self.step_box.findData(self._current)))
        self.step_box.setEnabled(self.step_box.count() > 1)

    # --- actions -----------------------------------------------------------------------------
    def choose_step(self, step_id: str) -> None:
        if self.playoff_shown is None or self.document is None:
            return
        self._current, self._pinned = step_id, True
        self.draw(self.document.state)

    def start_playoff(self) -> None:
        if self.document is not None:
            run_or_warn(self, self.document, StartPlayoff(self.document.service))

    def choose_four(self) -> None:
        if self.playoff_shown is not None:
            SelectFourDialog(self.playoff_shown.plan, self._names, self._submit, self).exec()

    def _submit(self, action: Action) -> str:
        """Record ``action`` as one undoable command; the reason when it is refused."""
        if self.document is None:
            return ""
        pinned, self._pinned = self._pinned, False  # once recorded, the panel moves on
        try:
            self.document.run(ApplyPlayoffAction(self.document.service, action,
                                                 self.document.state.playoff_record,
                                                 self._names))
        except ActionRefused as exc:
            self._pinned = pinned
            return str(exc)
        return ""

    def print_playoff(self) -> None:
        """Write the play-off sheet where the arbiter chooses (the printouts folder offered)."""
        from chessarbiter.ui.event.printing import FOLDER, output_folder, output_stem

        document, playoff = self.document, self.playoff_shown
        if document is None or playoff is None:
            return
        offered = output_folder(document) / FOLDER / f"{output_stem(document)}-playoff.pdf"
        target, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Print the play-off"), str(offered), self.tr("PDF files (*.pdf)"))
        if target:
            try:
                write_atomically(Path(target), self._pdf(document, playoff))
            except ActionRefused as exc:
                warn(self, str(exc))

    def _pdf(self, document: EventDocument, playoff: Playoff) -> bytes:
        from chessarbiter import reports

        state = document.state
        info = state.report_info
        prefs = getattr(self.window(), "prefs", None)
        letter = isinstance(prefs, Prefs) and prefs.paper_size() == "Letter"
        landscape = ({"portrait": False, "landscape": True}.get(prefs.print_orientation())
                     if isinstance(prefs, Prefs) else None)
        opts = reports.PrintOptions(paper="letter" if letter else "a4", landscape=landscape)
        return reports.playoff_report(playoff.plan, document.state.tournament, info, opts)

    # --- the clock on the Clocks & Penalties tab ---------------------------------------------
    def _clock(self) -> tuple[QTabWidget, QWidget, ArmageddonClock] | None:
        """The tab holding a clock that can start an Armageddon game, looked up when needed:
        that tab is built by its own module and may not be in this window."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QTabWidget):
            parent = parent.parentWidget()
        if parent is None:
            return None
        for index in range(parent.count()):
            page = parent.widget(index)
            clock = getattr(page, "clock_widget", None)
            if page is not None and callable(getattr(clock, "start_armageddon", None)):
                return parent, page, cast(ArmageddonClock, clock)
        return None

    def _offer_clock(self, step: PlanStep | None) -> None:
        game = step.next_game if step is not None else None
        if game is None:
            self.panel.set_clock(False, self.tr("No game of this step is waiting to start."))
        elif not _fits_clock(game):
            self.panel.set_clock(False, self.tr(
                "This game's time control has more than one period or a delay: set the clock "
                "on the Clocks & Penalties tab."))
        elif self._clock() is None:
            self.panel.set_clock(False, self.tr("The Clocks & Penalties tab is not available "
                                                "in this version."))
        else:
            self.panel.set_clock(True, self.tr("Switch to the Clocks & Penalties tab and start "
                                               "the clock with this game's times."))

    def start_clock(self, game: PlannedGame) -> None:
        found = self._clock()
        if found is None or game.white_seconds is None or game.black_seconds is None:
            return
        tabs, page, clock = found
        tabs.setCurrentWidget(page)
        clock.start_armageddon(game.white_seconds, game.black_seconds,
                               game.increment_seconds or 0)


def _fits_clock(game: PlannedGame) -> bool:
    """A single period with an increment or none: what ``start_armageddon`` can set."""
    control = game.white_control
    return (control is not None and len(control.periods) == 1
            and control.periods[0].bonus.kind in (BonusKind.NONE, BonusKind.INCREMENT))
