"""One team's side of a match: the lineup board 1 first (rule 15), who is absent (rule 17) and
the equipment it brought (rule 19). The panel only asks; the Match night tab runs the
commands and shows a refusal here, next to the lineup it is about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.lineups import Equipment
from chessarbiter.core.league.teams import Team
from chessarbiter.ui.common.forms import message_label, show_message
from chessarbiter.ui.common.window_parts import add_button

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import SideLineup


class LineupPanel(QGroupBox):
    """``saveRequested(players, as_played)``, ``noShowRequested()``,
    ``absentToggled(player, absent)`` and
    ``equipmentRequested(Equipment | None)`` (None: all it must) are the arbiter's asks."""

    saveRequested = Signal(list, bool)
    noShowRequested = Signal()
    absentToggled = Signal(str, bool)
    equipmentRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[object, ...] | None = None
        self._seated: list[str] = []
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        self.players: list[QComboBox] = []
        self.absent: list[QCheckBox] = []
        self.as_played = QCheckBox(self.tr("As played, out of order (for a rule-16 claim)"))
        actions = QHBoxLayout()
        self.save_button = add_button(actions, self.tr("Save lineup"), self._save)
        self.no_show_button = add_button(actions, self.tr("No show"),
                                         self.noShowRequested.emit)
        actions.addStretch(1)
        self.status = QLabel()
        self.status.setStyleSheet("color: #444;")
        actions.addWidget(self.status)

        equipment = QHBoxLayout()
        equipment.addWidget(QLabel(self.tr("Brought:")))
        self.counts: list[QSpinBox] = []
        for title in (self.tr("boards"), self.tr("sets"), self.tr("clocks")):
            spin = QSpinBox()
            spin.setRange(0, 9)
            self.counts.append(spin)
            equipment.addWidget(spin)
            equipment.addWidget(QLabel(title))
        self.complete = QCheckBox(self.tr("all it must"))
        self.complete.toggled.connect(self._enable_counts)
        equipment.addWidget(self.complete)
        equipment.addStretch(1)
        self.equipment_button = add_button(equipment, self.tr("Record equipment"),
                                           self._record_equipment)
        self.problem = message_label()
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #a15c00;")
        self.notice.hide()

        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.as_played)
        layout.addLayout(actions)
        layout.addLayout(equipment)
        layout.addWidget(self.problem)
        layout.addWidget(self.notice)
        layout.addStretch(1)

    def show_side(self, team: Team, rnd: int, side: SideLineup | None, boards: int,
                  white_on: str, full: int, locked: bool) -> None:
        """``team``'s roster to choose from and its stored lineup; ``locked`` once the match
        has results (the service then refuses any change)."""
        title = self.tr("{0} — White on boards {1}") if "," in white_on \
            else self.tr("{0} — White on board {1}")
        self.setTitle(title.format(team.name, white_on))
        self._ensure_boards(boards)
        key = (team.name, rnd, side.players if side else None)
        if key != self._shown:
            self._shown = key
            self._seated = list(side.players) if side else []
            for n, combo in enumerate(self.players):
                combo.blockSignals(True)
                combo.clear()
                combo.addItem("", "")
                for entry in team.roster:
                    rating = entry.rating.value
                    combo.addItem(f"{entry.member.name} ({rating if rating else '–'})",
                                  entry.uscf_id)
                chosen = self._seated[n] if n < len(self._seated) else ""
                combo.setCurrentIndex(max(combo.findData(chosen), 0))
                combo.blockSignals(False)
            self.as_played.setChecked(False)
            show_message(self.problem, "")
            self.show_notice("")
        for n, box in enumerate(self.absent):
            player = self._seated[n] if n < len(self._seated) else ""
            box.blockSignals(True)
            box.setChecked(bool(side and player in side.absent))
            box.setEnabled(bool(player) and not locked)
            box.blockSignals(False)
        self._show_equipment(side.equipment if side else None, full)
        for widget in (*self.players, self.as_played, self.save_button, self.no_show_button):
            widget.setEnabled(not locked)
        self.equipment_button.setEnabled(side is not None and not locked)
        self.complete.setEnabled(side is not None and not locked)
        self._enable_counts()
        self.status.setText(self._status(side, locked))

    def _status(self, side: SideLineup | None, locked: bool) -> str:
        if side is None:
            return self.tr("no lineup yet")
        if not side.players:
            return self.tr("no show: every board forfeited")
        return self.tr("stored · fixed while results are in") if locked else self.tr("stored")

    def chosen(self) -> list[str]:
        """The players chosen, board 1 first, up to the last board filled."""
        ids = [str(combo.currentData() or "") for combo in self.players]
        while ids and not ids[-1]:
            ids.pop()
        return ids

    def show_refusal(self, text: str) -> None:
        show_message(self.problem, text)

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _save(self) -> None:
        self.saveRequested.emit(self.chosen(), self.as_played.isChecked())

    def _record_equipment(self) -> None:
        brought = None if self.complete.isChecked() else Equipment(
            *(spin.value() for spin in self.counts))
        self.equipmentRequested.emit(brought)

    def _show_equipment(self, equipment: Equipment | None, full: int) -> None:
        self.complete.blockSignals(True)
        self.complete.setChecked(equipment is None)
        self.complete.blockSignals(False)
        values = (full,) * 3 if equipment is None else (equipment.boards, equipment.sets,
                                                         equipment.clocks)
        for spin, value in zip(self.counts, values, strict=True):
            spin.setValue(value)

    def _enable_counts(self, *_args: object) -> None:
        on = self.complete.isEnabled() and not self.complete.isChecked()
        for spin in self.counts:
            spin.setEnabled(on)

    def _ensure_boards(self, boards: int) -> None:
        while len(self.players) < boards:
            n = len(self.players)
            combo = QComboBox()
            combo.setMinimumContentsLength(16)
            box = QCheckBox(self.tr("absent"))
            box.toggled.connect(lambda on, n=n: self._toggle_absent(n, on))
            self.grid.addWidget(QLabel(self.tr("Board {0}").format(n + 1)), n, 0)
            self.grid.addWidget(combo, n, 1)
            self.grid.addWidget(box, n, 2)
            self.players.append(combo)
            self.absent.append(box)

    def _toggle_absent(self, board: int, on: bool) -> None:
        if board < len(self._seated) and self._seated[board]:
            self.absentToggled.emit(self._seated[board], on)
