"""The league season window: Teams & Rosters, Schedule, Match night, League standings, Prizes
and Ledger tabs; File, Edit and Season menus; and the status bar that says where the season
is kept and that everything is saved."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTabWidget

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.feedback import attempt, warn
from chessarbiter.ui.common.file_kind import is_league_file
from chessarbiter.ui.common.icon import app_icon
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.common.window_parts import (
    APP_NAME,
    add_action,
    add_edit_menu,
    ask_event_file,
    fill_recent,
    recent_file_there,
    show_saved,
    show_undo,
    status_labels,
)
from chessarbiter.ui.common.window_switch import WindowSwitch, hand_over
from chessarbiter.ui.league.document import LeagueDocument
from chessarbiter.ui.league.export_menu import add_league_export_menu
from chessarbiter.ui.league.league_standings_tab import LeagueStandingsTab
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.ledger_tab import LedgerTab
from chessarbiter.ui.league.match_night_tab import MatchNightTab
from chessarbiter.ui.league.prizes_tab import PrizesTab
from chessarbiter.ui.league.schedule_tab import ScheduleTab
from chessarbiter.ui.league.state import LeagueState
from chessarbiter.ui.league.teams_tab import TeamsTab


class LeagueWindow(QMainWindow):
    """One league season; opening an individual event hands over to the championship window
    (through ``switch``)."""

    def __init__(self, prefs: Prefs, switch: WindowSwitch | None = None) -> None:
        super().__init__()
        self.setWindowIcon(app_icon())
        self.prefs = prefs
        self.switch = switch
        self.document: LeagueDocument | None = None
        self.teams_tab = TeamsTab()
        self.schedule_tab = ScheduleTab()
        self.night_tab = MatchNightTab()
        self.standings_tab = LeagueStandingsTab()
        self.prizes_tab = PrizesTab()
        self.ledger_tab = LedgerTab()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.teams_tab, self.tr("&Teams && Rosters"))
        self.tabs.addTab(self.schedule_tab, self.tr("Sc&hedule"))
        self.tabs.addTab(self.night_tab, self.tr("&Match night"))
        self.tabs.addTab(self.standings_tab, self.tr("League &standings"))
        self.tabs.addTab(self.prizes_tab, self.tr("&Prizes"))
        self.tabs.addTab(self.ledger_tab, self.tr("&Ledger"))
        self.setCentralWidget(self.tabs)
        for tab in self._views():
            tab.message.connect(self.flash)

        self.path_label, self.state_label, self.saved_label = status_labels(self)
        self._build_menus()
        geometry = prefs.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 720)
        self._show_document()

    # --- files ---------------------------------------------------------------------------
    def open_file(self, path: str | Path) -> bool:
        """Open ``path`` here if it holds a league season, else in an individual-event window
        (this one closes); a refusal is shown, not raised."""
        if not is_league_file(path):
            return hand_over(self.switch, Path(path), self)
        if self.document is not None and self.document.path.resolve() == Path(path).resolve():
            self._set_document(None)
        try:
            document = LeagueDocument.open(path)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        self._set_document(document)
        self.prefs.add_recent(document.path)
        self._refresh_recent()
        return True

    def choose_and_open(self) -> None:
        folder = self.document.path.parent if self.document else Path.home()
        path = ask_event_file(self, folder)
        if path:
            self.open_file(path)

    def open_recent(self, path: str) -> None:
        if recent_file_there(self, self.prefs, path):
            self.open_file(path)
        else:
            self._refresh_recent()

    def close_season(self) -> None:
        self._set_document(None)

    def undo(self) -> None:
        attempt(self, self._require().undo)

    def redo(self) -> None:
        attempt(self, self._require().redo)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.prefs.set_geometry(self.saveGeometry())
        self.prefs.sync()
        self._set_document(None)
        super().closeEvent(event)

    # --- building ------------------------------------------------------------------------
    def _views(self) -> tuple[TeamsTab | ScheduleTab | LeagueView, ...]:
        return (self.teams_tab, self.schedule_tab, self.night_tab, self.standings_tab,
                self.prizes_tab, self.ledger_tab)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        add_action(file_menu, self.tr("&Open…"), self.choose_and_open,
                  QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        file_menu.addSeparator()
        self.close_action = add_action(file_menu, self.tr("C&lose season"), self.close_season)
        add_action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.export_menu = add_league_export_menu(self)
        self.undo_action, self.redo_action = add_edit_menu(self, self.undo, self.redo)
        self.season_menu = season_menu = bar.addMenu(self.tr("&Season"))
        season_menu.setToolTipsVisible(True)  # a disabled action says why
        self.log_action = add_action(season_menu, self.tr("&Director's log…"),
                                     self.show_director_log)
        self.settings_action = add_action(season_menu, self.tr("&Settings…"),
                                          self.edit_settings)
        season_menu.addSeparator()
        self.officers_action = add_action(season_menu, self.tr("Team &captains…"),
                                          lambda: self._on_teams_tab(self.teams_tab.set_officers))
        self.member_action = add_action(season_menu, self.tr("Correct a &member's details…"),
                                        lambda: self._on_teams_tab(self.teams_tab.correct_member))
        self.playoff_action = add_action(season_menu, self.tr("Team &playoff…"),
                                         self._playoff)
        season_menu.aboutToShow.connect(self._season_menu_state)
        self._refresh_recent()

    def _season_menu_state(self) -> None:
        for action in (self.log_action, self.settings_action):
            action.setEnabled(self.document is not None)
        team = self.teams_tab.selected_team() is not None
        for action in (self.officers_action, self.member_action):
            action.setEnabled(team)
        opening = self.standings_tab.opening()  # the rule the service refuses by
        self.playoff_action.setEnabled(opening.open)
        for say in (self.playoff_action.setToolTip, self.playoff_action.setStatusTip):
            say(opening.reason or self.tr("Record a playoff of section {0} (rule 25.a)")
                .format(opening.section))

    def _on_teams_tab(self, action: Callable[[], None]) -> None:
        """A correction of the team selected on Teams & Rosters, shown there."""
        self.tabs.setCurrentWidget(self.teams_tab)
        if self.teams_tab.selected_team() is not None:
            action()

    def _playoff(self) -> None:
        """Rule 25.a, from the League standings tab, whose section it records for."""
        self.tabs.setCurrentWidget(self.standings_tab)
        self.standings_tab.playoff()

    def edit_settings(self) -> None:
        """Every number of the season's rule book (what it has used greyed)."""
        from chessarbiter.ui.league.settings_dialog import edit_settings

        edit_settings(self, self._require())

    def show_director_log(self) -> None:
        """Decisions and appeals of the season (rule 35), recorded and kept elsewhere."""
        from chessarbiter.ui.league.decisions_dialog import show_director_log

        show_director_log(self._require(), self)

    def _refresh_recent(self) -> None:
        recent = [p for p in self.prefs.recent_files() if "://" not in p]
        fill_recent(self.recent_menu, recent, self.open_recent)

    # --- state ---------------------------------------------------------------------------
    def _set_document(self, document: LeagueDocument | None) -> None:
        old = self.document
        self.document = document
        if old is not None:
            old.changed.disconnect()
            old.undoChanged.disconnect()
            old.notice.disconnect()
            old.close()
            old.deleteLater()
        for tab in self._views():
            tab.set_document(document)
        if document is not None:
            document.changed.connect(self._show_state)
            document.undoChanged.connect(self._update_undo)
            document.notice.connect(lambda text: self.flash(text, 15000))
        self._show_document()

    def _show_document(self) -> None:
        document = self.document
        self.tabs.setEnabled(document is not None)
        self.close_action.setEnabled(document is not None)
        if document is None:
            self.setWindowTitle(APP_NAME)
            self.path_label.setText(self.tr("No season open"))
            self.state_label.clear()
            self.saved_label.clear()
        else:
            self.path_label.setText(str(document.path))
            self._show_state(document.state)
        self._update_undo()

    def _show_state(self, state: LeagueState) -> None:
        assert self.document is not None
        self.setWindowTitle(f"{state.name} — {self.document.name} — {APP_NAME}")
        sections = len(state.sections)
        if state.schedules:
            text = self.tr("Teams: {0} · sections: {1} · schedule made")
        elif sections:
            text = self.tr("Teams: {0} · sections: {1} · no schedule yet")
        else:
            text = self.tr("Registration: {0} teams")
        self.state_label.setText(text.format(len(state.teams), sections))
        show_saved(self.saved_label)

    def _update_undo(self) -> None:
        show_undo(self.undo_action, self.redo_action,
                  self.document.undo_stack if self.document else None)

    def flash(self, text: str, milliseconds: int = 5000) -> None:
        self.statusBar().showMessage(text, milliseconds)

    def _require(self) -> LeagueDocument:
        assert self.document is not None, "season actions are disabled while none is open"
        return self.document
