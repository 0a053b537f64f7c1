"""The prize ledger: the fund by place and its rules (event settings, undoable), and who is
paid what after ties, confirmed fines and ineligible players; the payout report (PDF, Excel).

The play-off champion, once a play-off has one, takes first place in the ledger.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.money import money
from chessarbiter.core.prizes import PrizeLedger
from chessarbiter.core.settings import EventSettings
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.common.report_files import default_target, save_report
from chessarbiter.ui.event.commands import ChangeSettings
from chessarbiter.ui.event.payout_model import PayoutModel
from chessarbiter.ui.event.stale_banner import StaleBanner
from chessarbiter.ui.event.state import EventState
from chessarbiter.ui.event.state_view import StateView


def parse_amounts(text: str) -> tuple[int, ...]:
    """``"1000, 500; 250"`` → (1000, 500, 250); whole amounts only."""
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    bad = [p for p in parts if not (p.isdigit() and p.isascii())]
    if bad:
        raise ValueError(f"{bad[0]!r} is not a whole amount; write e.g. 1000, 500, 250")
    return tuple(int(p) for p in parts)


class PrizesPanel(StateView):
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: EventState | None = None
        self.ledger: PrizeLedger | None = None
        self._dirty = False  # the arbiter is editing the fund: redraws leave the editors alone
        self.amounts = QLineEdit()
        self.amounts.setPlaceholderText(self.tr("first place first, e.g. 1000, 500, 250"))
        self.tie_rule = QComboBox()
        self.tie_rule.addItem(self.tr("Tied players share the prizes"), "share")
        self.tie_rule.addItem(self.tr("Tie-breaks decide the places"), "tiebreak")
        self.ineligible_rule = QComboBox()
        self.ineligible_rule.addItem(self.tr("An ineligible player's prize passes down"),
                                     "pass-down")
        self.ineligible_rule.addItem(self.tr("The organiser keeps it"), "forfeited")
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.clicked.connect(self.apply_fund)
        self.amounts.textEdited.connect(self._edited)
        self.amounts.returnPressed.connect(self.apply_fund)
        for box in (self.tie_rule, self.ineligible_rule):
            box.activated.connect(self._edited)
            box.setSizeAdjustPolicy(  # may shorten its text in a narrow window
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(14)
        self.fund_error = message_label()
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.rules.setStyleSheet("color: #444;")

        self.model = PayoutModel(self)
        self.table = FittedTable(self.model, "payouts", rows=8)
        self.totals = QLabel()
        self.problem = message_label()
        self.pdf_button = self._button(self.tr("Payout report…"), self.save_pdf)
        self.xlsx_button = self._button(self.tr("Payout to Excel…"), self.save_xlsx)

        fund = QHBoxLayout()
        fund.addWidget(QLabel(self.tr("Prize fund")))
        for widget in (self.amounts, self.tie_rule, self.ineligible_rule):
            fund.addWidget(widget, 1)
        fund.addWidget(self.apply_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.totals, 1)
        bottom.addWidget(self.pdf_button)
        bottom.addWidget(self.xlsx_button)
        self.stale_banner = StaleBanner()
        self.stale_banner.message.connect(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.stale_banner)
        layout.addLayout(fund)
        layout.addWidget(self.fund_error)
        layout.addWidget(self.rules)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        layout.addLayout(bottom)
        self.clear()

    # --- drawing ----------------------------------------------------------------------------
    def clear(self) -> None:
        self.state, self.ledger, self._dirty = None, None, False
        self.model.set_payouts([], {})
        self.totals.clear()
        self.rules.clear()
        self.stale_banner.show_state(None, None)
        show_message(self.problem, "")
        self._show_fund(EventSettings())
        self._enable()

    def draw(self, state: EventState) -> None:
        self.state = state
        self.stale_banner.show_state(self.document, state)
        self._show_fund(state.settings)
        champion = self._champion()
        try:
            self.ledger = self._ledger(champion)
        except ActionRefused as exc:
            self.ledger = None
            show_message(self.problem, self.tr("No payouts: {0}").format(exc))
        else:
            show_message(self.problem, "")
        ledger = self.ledger
        cash = state.settings.currency
        self.model.set_payouts(ledger.payouts if ledger else [], state.tournament.by_start_no,
                               cash)
        self.totals.setText("" if ledger is None else self.tr(
            "Fund {0} · Paid {1} · Kept by the organiser {2} · Fines to collect {3}").format(
                *(money(amount, cash) for amount in (
                    ledger.paid + ledger.kept_by_organiser, ledger.paid,
                    ledger.kept_by_organiser, ledger.unpaid_fines))))
        self.rules.setText(self._rules_text(state.settings, champion))
        self._enable()

    def _rules_text(self, settings: EventSettings, champion: int | None) -> str:
        parts = [self.tr("Confirmed fines are deducted from the player's prize.")]
        parts.append(self.tr("Players who withdrew or lost a game by forfeit get no prize money.")
                     if settings.forfeit_or_withdrawal_loses_prize else
                     self.tr("Every player is eligible for prize money."))
        if not settings.prize_amounts:
            parts.append(self.tr("Type the prizes above, first place first."))
        if champion is not None and self.state is not None:
            player = self.state.tournament.by_start_no.get(champion)
            parts.append(self.tr("Play-off champion: {0}.").format(
                player.name if player else champion))
        return " ".join(parts)

    def _show_fund(self, settings: EventSettings) -> None:
        """The event's fund in the editors, unless the arbiter is changing it."""
        if self._dirty:
            return
        self.amounts.setText(", ".join(str(a) for a in settings.prize_amounts))
        self.tie_rule.setCurrentIndex(max(0, self.tie_rule.findData(settings.prize_tie_rule)))
        self.ineligible_rule.setCurrentIndex(
            max(0, self.ineligible_rule.findData(settings.prize_ineligible_rule)))
        self.apply_button.setEnabled(False)

    # --- actions ----------------------------------------------------------------------------
    def fund_changes(self) -> dict[str, Any]:
        """The fund settings the editors change (ValueError when the amounts are unreadable)."""
        assert self.state is not None
        chosen = {"prize_amounts": parse_amounts(self.amounts.text()),
                  "prize_tie_rule": self.tie_rule.currentData(),
                  "prize_ineligible_rule": self.ineligible_rule.currentData()}
        return {k: v for k, v in chosen.items() if v != getattr(self.state.settings, k)}

    def apply_fund(self) -> None:
        document, state = self.document, self.state
        if document is None or state is None:
            return
        self._dirty = False  # the redraw after the change shows the fund as stored
        try:
            changes = self.fund_changes()
            if changes:
                document.run(ChangeSettings(document.service, changes, {}, state.settings))
        except (ValueError, ActionRefused) as exc:
            self._dirty = True
            show_message(self.fund_error, str(exc))
            return
        show_message(self.fund_error, "")
        self._show_fund(document.state.settings)
        if changes:
            self.message.emit(self.tr("Prize fund changed"))

    def save_pdf(self) -> None:
        def render() -> bytes:
            from chessarbiter import reports

            ledger, state = self._current()
            return reports.payout_report(ledger, state.tournament, state.report_info,
                                         reports.PrintOptions())

        self._save(self.tr("Save the payout report"), "payouts.pdf",
                   self.tr("PDF files (*.pdf)"), render)

    def save_xlsx(self) -> None:
        def render() -> bytes:
            from chessarbiter.io.payout_xlsx import payout_workbook

            ledger, state = self._current()
            return payout_workbook(ledger, state.tournament, state.report_info)

        self._save(self.tr("Save the payouts as an Excel workbook"), "payouts.xlsx",
                   self.tr("Excel workbooks (*.xlsx)"), render)

    # --- helpers ----------------------------------------------------------------------------
    def _save(self, title: str, ending: str, file_filter: str,
              render: Callable[[], bytes]) -> None:
        document = self.document
        if document is None or self.ledger is None:
            return
        path = save_report(self, title, default_target(document.path, ending), file_filter, render)
        if path is not None:
            self.message.emit(self.tr("Payouts written to {0}").format(path))

    def _current(self) -> tuple[PrizeLedger, EventState]:
        assert self.ledger is not None and self.state is not None
        return self.ledger, self.state

    def _ledger(self, champion: int | None) -> PrizeLedger:
        from chessarbiter.services.incidents import IncidentService

        assert self.document is not None
        return IncidentService(self.document.service).prize_ledger(champion)

    def _champion(self) -> int | None:
        """The play-off champion, while still tied for first (see PlayoffStatus.champion)."""
        assert self.state is not None
        return self.state.playoff.champion

    def _edited(self, *_args: object) -> None:
        self._dirty = self.state is not None and self._writable()
        self.apply_button.setEnabled(self._dirty)

    def _writable(self) -> bool:
        return self.document is not None and not self.document.read_only

    def _enable(self) -> None:
        writable = self.state is not None and self._writable()
        for widget in (self.amounts, self.tie_rule, self.ineligible_rule):
            widget.setEnabled(writable)
        for button in (self.pdf_button, self.xlsx_button):
            button.setEnabled(self.ledger is not None)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())
        return button
