"""The League standings tab: each section's rule-25 table, and the coin toss (25.k) between
teams still tied after every other tie-break."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from chessarbiter.core.league.league_standings import SectionStandings
from chessarbiter.core.league.playoff_groups import PlayoffOpening, playoff_opening
from chessarbiter.core.tiebreaks.team.registry import TEAM
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25_PLACES, RULE_25_TROPHIES
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.fitted_table import FittedTable
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.playoff_dialog import PlayoffDialog
from chessarbiter.ui.league.printing import print_league_standings
from chessarbiter.ui.league.standings_model import LeagueStandingsModel
from chessarbiter.ui.league.state import LeagueState
from chessarbiter.ui.league.toss_dialog import TossDialog


def section_box(view: LeagueView) -> tuple[QComboBox, QLabel]:
    """The section selector of a per-section tab (shown only when there are several)."""
    box = QComboBox()
    box.setMinimumContentsLength(8)
    label = QLabel(view.tr("Section"))
    view.buttons.addWidget(label)
    view.buttons.addWidget(box)
    return box, label


def fill_sections(box: QComboBox, label: QLabel, names: list[str]) -> None:
    """Keep the chosen section when it still exists."""
    keep = box.currentText()
    box.blockSignals(True)
    box.clear()
    box.addItems(names)
    box.setCurrentIndex(max(box.findText(keep), 0))
    box.blockSignals(False)
    for widget in (box, label):
        widget.setVisible(len(names) > 1)


class LeagueStandingsTab(LeagueView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._standings: dict[str, SectionStandings] = {}
        self._error = ""
        self._chain: tuple[str, ...] = (*RULE_25_PLACES, *RULE_25_TROPHIES)
        self.section, self.section_label = section_box(self)
        self.section.currentIndexChanged.connect(lambda _i: self._show_section())
        self.playoff_button = add_button(self.buttons, self.tr("Team playoff…"), self.playoff)
        self.toss_button = add_button(self.buttons, self.tr("Coin toss…"), self.toss)
        self.buttons.addStretch(1)
        self.print_button = add_button(self.buttons, self.tr("Print standings…"),
                                       lambda: self.print_with(print_league_standings))
        self.model = LeagueStandingsModel(self)
        self.table = FittedTable(self.model, "league_standings")
        self.title = QLabel()
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #a15c00;")
        self.legend = legend = QLabel()
        legend.setWordWrap(True)
        legend.setStyleSheet("color: #444;")
        layout = QVBoxLayout(self)
        layout.addLayout(self.buttons)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notes)
        layout.addWidget(legend)

    def clear(self) -> None:
        self._standings = {}
        fill_sections(self.section, self.section_label, [])
        self._show_section()

    def draw(self, state: LeagueState) -> None:
        self._error = ""
        self._chain = (*state.settings.team_place_tiebreaks,
                       *state.settings.team_trophy_tiebreaks)
        self.legend.setText(self._legend(state.settings.team_place_tiebreaks,
                                         state.settings.team_trophy_tiebreaks))
        try:
            self._standings = state.night.standings if state.schedules else {}
        except ActionRefused as exc:
            self._standings, self._error = {}, str(exc)
        fill_sections(self.section, self.section_label, list(self._standings))
        self._show_section()

    def current(self) -> SectionStandings | None:
        return self._standings.get(self.section.currentText())

    def _show_section(self) -> None:
        standings = self.current()
        self.model.set_standings(standings, self._chain)
        name = self.section.currentText()
        self.title.setText(self.tr("<b>Section {0}</b>").format(name) if standings
                           else self.tr("No standings yet: the schedule is not made."))
        pending = standings.pending_tosses if standings else ()
        notes = [self._error] if self._error else []
        notes += [self.tr("{0}: tied after every tie-break; a coin toss decides their order "
                          "(25.k).").format(", ".join(group)) for group in pending]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.toss_button.setEnabled(bool(pending))
        opening = self.opening()
        self.playoff_button.setEnabled(opening.open)
        self.playoff_button.setToolTip(opening.reason or self.tr(
            "Record the scores of a playoff the Match Director held between level teams "
            "(rule 25.a)"))

    def opening(self) -> PlayoffOpening:
        """Whether a playoff of the shown section (the first one before the tab is drawn) can
        be recorded now: the service's own rule, on the season as stored now."""
        state = self.document.state if self.document is not None else None
        try:
            standings = state.night.standings if state is not None and state.schedules else {}
        except ActionRefused as exc:
            return PlayoffOpening("", (), str(exc))
        name = self.section.currentText() or next(iter(standings), "")
        if state is None or name not in standings:
            return PlayoffOpening(name, (), self.tr("No standings yet: the schedule is not "
                                                    "made."))
        return playoff_opening(state.night.record, name, standings[name].rows,
                               state.settings.team_place_tiebreaks)

    def _legend(self, places: Sequence[str], trophies: Sequence[str]) -> str:
        if (tuple(places), tuple(trophies)) == (RULE_25_PLACES, RULE_25_TROPHIES):
            return self.tr(
                "Rule 25: match points, then (a) playoff, (b) game points, (c) and (d) match "
                "and game points among the tied teams decide places; teams still tied are "
                "co-winners. (e)-(k) order them for trophies: cumulative, Solkoff and "
                "Sonneborn-Berger on match points, then on game points, then a coin toss. "
                "Complete matches count.")
        text = self.tr("The season's chain: {0} decide places; teams still tied are "
                       "co-winners.").format(", ".join(TEAM[c].name for c in places))
        if trophies:
            text += " " + self.tr("{0} order them for trophies.").format(
                ", ".join(TEAM[c].name for c in trophies))
        return text + " " + self.tr("Complete matches count.")

    def playoff(self) -> None:
        """Rule 25.a: the scores of a playoff between level teams, or why none can be
        recorded now."""
        opening = self.opening()
        if self.document is None:
            return
        if not opening.open:
            self.message.emit(opening.reason)
            return
        dialog = PlayoffDialog(opening.section, opening.groups,
                               self.document.state.settings.season_end, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def toss(self) -> None:
        standings = self.current()
        if standings is None or not standings.pending_tosses:
            return
        dialog = TossDialog(self.section.currentText(), standings.pending_tosses, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))
