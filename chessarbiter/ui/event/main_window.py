"""The main window: menus, the tabs, and the status bar that says everything is saved."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow

from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.feedback import attempt, warn, warn_backup_failed
from chessarbiter.ui.common.file_kind import is_league_file
from chessarbiter.ui.common.icon import app_icon
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.common.start_pages import StartPages
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
from chessarbiter.ui.event.commands import ChangeSettings
from chessarbiter.ui.event.confirming import run_asking
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.event_tabs import EventTabs
from chessarbiter.ui.event.export_menu import ExportMenu
from chessarbiter.ui.event.printing import PrintActions
from chessarbiter.ui.event.state import EventState, event_state_text

if TYPE_CHECKING:
    from chessarbiter.ui.event.clocks_tab import ClocksTab
    from chessarbiter.ui.event.new_event_wizard import NewEvent
    from chessarbiter.ui.event.playoffs_tab import PlayoffsTab
    from chessarbiter.ui.event.standings_tab import StandingsTab
    from chessarbiter.ui.event.welcome import WelcomePage


class MainWindow(QMainWindow):
    """One window, at most one open event; with none, a welcome page offers New / Open / Demo."""

    def __init__(self, prefs: Prefs, demo_folder: Path | None = None,
                 switch: WindowSwitch | None = None) -> None:
        super().__init__()
        self.setWindowIcon(app_icon())
        self.prefs = prefs
        #: opens a league season in the league window (see :mod:`chessarbiter.ui.windows`)
        self.switch = switch
        self.demo_folder = demo_folder
        self.document: EventDocument | None = None
        self._apply_text_size()

        self.tabs = EventTabs()
        self.players_tab = self.tabs.players
        self.pairings_tab = self.tabs.pairings
        self.tabs.message.connect(self._flash)

        self.pages = StartPages(self._build_welcome, self.tabs)
        self.setCentralWidget(self.pages)

        self.path_label, self.state_label, self.saved_label = status_labels(self)

        self.printing = PrintActions(self)
        self.exports = ExportMenu(self)
        self._build_menus()
        self._show_document()
        geometry = prefs.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 720)

    @property
    def welcome(self) -> WelcomePage:
        """The page shown while no event is open (built when first shown)."""
        return cast("WelcomePage", self.pages.start_page())

    def _build_welcome(self) -> WelcomePage:
        from chessarbiter.ui.event.welcome import WelcomePage

        welcome = WelcomePage(self)
        welcome.show_recent(self.prefs.recent_files())
        return welcome

    @property
    def standings_tab(self) -> StandingsTab:
        return self.tabs.standings

    @property
    def playoffs_tab(self) -> PlayoffsTab:
        return self.tabs.late()[0]

    @property
    def clocks_tab(self) -> ClocksTab:
        return self.tabs.late()[1]

    # --- files ---------------------------------------------------------------------------
    def open_file(self, path: str | Path) -> bool:
        """Open an event file (closing the current one); a file open in another window is
        offered read-only; a league season hands over to the league window; a refusal is
        shown, not raised."""
        if is_league_file(path):
            return hand_over(self.switch, Path(path), self)
        current = self.document.path if self.document is not None else None
        if current is not None and current.resolve() == Path(path).resolve():
            self._set_document(None)  # the lock is this window's own: open the file afresh
        from chessarbiter.ui.event.opening import open_event_file

        return self._adopt(open_event_file(self, Path(path)))

    def open_early(self, path: Path) -> bool:
        """Open the round robin in ``path`` at once, its storage loading meanwhile (a cold
        start: see :meth:`EventDocument.open_early`); False, with nothing opened or shown,
        when :meth:`open_file` must open it."""
        document = EventDocument.open_early(path)
        return document is not None and self._adopt(document)

    def preview_file(self, path: Path) -> bool:
        """Paint the event in ``path`` from a standard-library read while storage is still to
        load, so a cold start shows the event at once; :meth:`open_file` takes over. False
        (nothing shown) when only storage may read the file."""
        from chessarbiter.db.snapshot import read_snapshot

        snapshot = read_snapshot(path)
        if snapshot is None:
            return False
        state = EventState.of_snapshot(snapshot)
        self.pages.setCurrentIndex(1)
        for tab in (self.players_tab, self.pairings_tab):  # drawn from the state alone; the
            tab.show_state(state)  # Standings tab is built, and drawn, when first shown
        self.tabs.land(state)
        self.setWindowTitle(f"{state.header['name']} — {path.name} — {APP_NAME}")
        self.path_label.setText(str(path))
        self.state_label.setText(event_state_text(state))
        self.saved_label.setText(self.tr("Opening…"))
        return True

    def open_server(self, address: str = "") -> bool:
        """Open an event on a database server: its address and password are asked for."""
        from chessarbiter.ui.event.opening import open_server_event

        return self._adopt(open_server_event(self, address))

    def _adopt(self, document: EventDocument | None) -> bool:
        if document is None:
            self._show_document()  # what was there before, not a preview of the refused file
            return False
        self._set_document(document)
        self.tabs.land(document.state)
        self.prefs.add_recent(document.location)
        self._refresh_recent()
        return True

    def close_event_file(self) -> None:
        self._set_document(None)

    def new_league_season(self) -> None:
        """*New league season*: asked for, then opened in a league window in this one's place."""
        if self.switch is not None:
            self.switch.new_league_season(self)
        else:
            warn(self, self.tr("A league season opens in the league window: "
                               "start it with chessarbiter gui"))

    # The file actions' modules load when first used: the window is on screen sooner.
    def new_event(self) -> None:
        from chessarbiter.ui.event.files import documents_folder
        from chessarbiter.ui.event.new_event_wizard import NewEventWizard

        wizard = NewEventWizard(documents_folder(), self)
        if wizard.exec():
            self.create_event(wizard.new_event())

    def create_event(self, spec: NewEvent) -> bool:
        from chessarbiter.ui.event.files import create_event_file

        try:
            create_event_file(spec)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        return self.open_file(spec.path)

    def open_demo(self) -> bool:
        from chessarbiter.ui.event.files import new_demo_file

        try:
            path = new_demo_file(self.demo_folder)
        except ActionRefused as exc:
            warn(self, str(exc))
            return False
        return self.open_file(path)

    def choose_and_open(self) -> None:
        from chessarbiter.ui.event.files import documents_folder

        path = ask_event_file(self, documents_folder())
        if path:
            self.open_file(path)

    def save_copy(self) -> None:
        from chessarbiter.ui.event.files import save_copy_as

        path = self._require().path
        assert path is not None, "an event on a server has no file to copy"
        target = save_copy_as(self, path)
        if target:
            self._flash(self.tr("Copy saved to {0}").format(target))

    def import_trf(self) -> None:
        from chessarbiter.ui.event.files import run_trf_import

        run_trf_import(self, self.open_file)

    # --- edit and event ------------------------------------------------------------------
    def undo(self) -> None:
        attempt(self, self._require().undo)

    def redo(self) -> None:
        attempt(self, self._require().redo)

    # The dialogs are imported when first opened: the window is on screen sooner.
    def show_settings(self) -> None:
        from chessarbiter.ui.event.settings_dialog import SettingsDialog

        document = self._require()
        state = document.state
        dialog = SettingsDialog(
            state.settings, state.header, state.scheduled,
            lambda settings, header: run_asking(self, document, lambda confirmed: ChangeSettings(
                document.service, settings, header, state.settings, confirmed)),
            self,
        )
        dialog.exec()

    def show_preferences(self) -> None:
        from chessarbiter.ui.common.prefs_dialog import PrefsDialog

        if PrefsDialog(self.prefs, self).exec():
            self._apply_text_size()

    def show_game(self, rnd: int, board: int) -> None:
        self.tabs.show_game(rnd, board)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.prefs.set_geometry(self.saveGeometry())
        self.prefs.sync()
        self._set_document(None)
        super().closeEvent(event)

    # --- building ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.new_action = add_action(file_menu, self.tr("&New event…"), self.new_event,
                                    QKeySequence.StandardKey.New)
        add_action(file_menu, self.tr("&Open…"), self.choose_and_open,
                  QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        add_action(file_menu, self.tr("Open &demo event"), self.open_demo)
        add_action(file_menu, self.tr("Open &server database…"), self.open_server)
        file_menu.addSeparator()
        self.copy_action = add_action(file_menu, self.tr("Save a &Copy As…"), self.save_copy,
                                     QKeySequence.StandardKey.SaveAs)
        self.restore_action = add_action(file_menu, self.tr("Restore &backup…"),
                                        self.restore_backup)
        file_menu.addSeparator()
        file_menu.addMenu(self.printing.menu)
        file_menu.addMenu(self.exports.menu)
        self.export_action = self.exports.trf_action
        add_action(file_menu, self.tr("&Import TRF…"), self.import_trf)
        file_menu.addSeparator()
        add_action(file_menu, self.tr("Pre&ferences…"), self.show_preferences,
                  QKeySequence.StandardKey.Preferences)
        self.close_action = add_action(file_menu, self.tr("C&lose event"),
                                      self.close_event_file)
        add_action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        self.undo_action, self.redo_action = add_edit_menu(self, self.undo, self.redo)

        event_menu = bar.addMenu(self.tr("E&vent"))
        self.settings_action = add_action(event_menu, self.tr("&Settings…"), self.show_settings)
        self.audit_action = add_action(event_menu, self.tr("&Audit log…"), self.show_audit_log)
        event_menu.addSeparator()
        players = self.players_tab
        for action in (players.schedule_action, players.draw_lots_action,
                       players.numbers_action, players.unlock_action):
            event_menu.addAction(action)
        help_menu = bar.addMenu(self.tr("&Help"))
        add_action(help_menu, self.tr("&About chessarbiter"), self.show_about)
        self._refresh_recent()

    def show_about(self) -> None:
        from chessarbiter.ui.common.about import AboutDialog

        AboutDialog(self).exec()

    def restore_backup(self) -> None:
        from chessarbiter.ui.event.backup_dialog import restore_from_backup

        restore_from_backup(self)

    def show_audit_log(self) -> None:
        from chessarbiter.ui.common.audit_dialog import AuditDialog

        AuditDialog(self._require().service, self).exec()

    def _refresh_recent(self) -> None:
        recent = self.prefs.recent_files()
        fill_recent(self.recent_menu, recent, self.open_recent)
        if self.pages.start_built:
            self.welcome.show_recent(recent)

    def open_recent(self, path: str) -> None:
        """Open a recent file; a server address asks for its password again."""
        if "://" in path:
            self.open_server(path)
            return
        if recent_file_there(self, self.prefs, path):
            self.open_file(path)
        else:
            self._refresh_recent()

    # --- state ---------------------------------------------------------------------------
    def _set_document(self, document: EventDocument | None) -> None:
        old = self.document
        self.document = document
        if old is not None:
            old.changed.disconnect()
            old.undoChanged.disconnect()
            old.lost.disconnect()
            old.backupFailed.disconnect()
            old.close()
            old.deleteLater()
        self.tabs.set_document(document)
        if document is not None:
            document.changed.connect(self._show_state)
            document.undoChanged.connect(self._update_undo)
            document.lost.connect(self._lost)
            document.backupFailed.connect(lambda problem: warn_backup_failed(self, problem))
        self._show_document()

    def _lost(self, message: str) -> None:
        """The file was refused once storage had loaded: say so, and close it."""
        warn(self, message)
        self._set_document(None)

    def _show_document(self) -> None:
        document = self.document
        self.pages.show_event(document is not None)
        on_file = document is not None and document.path is not None
        writable = document is not None and not document.read_only
        self.close_action.setEnabled(document is not None)
        self.copy_action.setEnabled(on_file)
        self.settings_action.setEnabled(writable)
        self.audit_action.setEnabled(document is not None)
        self.restore_action.setEnabled(on_file and writable)
        self.printing.follow(document)
        self.exports.follow(document)
        if document is None:
            self.setWindowTitle(APP_NAME)
            self.path_label.setText(self.tr("No event open"))
            self.state_label.clear()
            self.saved_label.clear()
        else:
            self.path_label.setText(document.location)
            self._show_state(document.state)
        self._update_undo()

    def _show_state(self, state: EventState) -> None:
        document = self.document
        assert document is not None
        mode = self.tr(" (read-only)") if document.read_only else ""
        self.setWindowTitle(f"{state.header['name']} — {document.name}{mode} — {APP_NAME}")
        self.state_label.setText(event_state_text(state))
        show_saved(self.saved_label, document.read_only_note if document.read_only else "")
        if document.read_only:
            self._flash(document.read_only_note)  # why, in full, for a while

    def _update_undo(self) -> None:
        show_undo(self.undo_action, self.redo_action,
                  self.document.undo_stack if self.document else None)

    def _flash(self, text: str) -> None:
        self.statusBar().showMessage(text, 5000)

    def _require(self) -> EventDocument:
        assert self.document is not None, "event actions are disabled while no event is open"
        return self.document

    def _apply_text_size(self) -> None:
        font = QApplication.font()
        font.setPointSize(self.prefs.text_size())
        QApplication.setFont(font)
