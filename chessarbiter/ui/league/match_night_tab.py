"""The Match night tab: a round and one of its matches, both teams' lineups, absences and
equipment (rules 15, 17, 19), the boards with results typed as in the event window (rule 24),
the match score, games played in advance (18), the board-order claims (16) with the rulings
stored on the match, and extra rated games (21) of the night.

Keys on the boards: ``1`` White wins, ``0`` Black wins, ``=`` or ``5`` draw, ``+`` / ``-``
forfeit win for White / Black, ``Del`` clears; arrows and Enter move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from chessarbiter.core.league.lineups import Equipment
from chessarbiter.core.league.match_scoring import first_has_white, score_match
from chessarbiter.core.results import Result
from chessarbiter.services.errors import ActionRefused
from chessarbiter.ui.common.labels import points_text
from chessarbiter.ui.common.result_table import ResultTableView
from chessarbiter.ui.common.window_parts import add_button
from chessarbiter.ui.league.advance_dialog import AdvanceGameDialog
from chessarbiter.ui.league.labels import ruling_text
from chessarbiter.ui.league.league_view import LeagueView
from chessarbiter.ui.league.lineup_panel import LineupPanel
from chessarbiter.ui.league.night_commands import SetAbsent, SetBoardResult, SetEquipment, SetLineup
from chessarbiter.ui.league.night_dialogs import ClaimDialog, ExtraGameDialog
from chessarbiter.ui.league.night_models import MatchBoardsModel
from chessarbiter.ui.league.printing import print_result_forms
from chessarbiter.ui.league.restart_dialog import RestartDialog
from chessarbiter.ui.league.state import LeagueState

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import SeasonRecord, StoredMatch


class MatchNightTab(LeagueView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: LeagueState | None = None
        self._matches: list[StoredMatch] = []  # the round's, in the match box's order
        top = self._choosers()
        self._add_buttons()
        sides = self._lineup_panels()
        self.model = MatchBoardsModel(self)
        self.table = self._boards_table()
        self.pages = QStackedWidget()
        self.pages.addWidget(self._no_schedule_page())
        self.pages.addWidget(self._night_page(top, sides))
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

    def _choosers(self) -> QHBoxLayout:
        """The round and match choosers, and the match's score."""
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(30)
        self.round_box.currentIndexChanged.connect(lambda _i: self._show_round())
        self.match_box = QComboBox()
        self.match_box.setMinimumContentsLength(34)
        self.match_box.currentIndexChanged.connect(lambda _i: self._show_match())
        self.score = QLabel()
        self.score.setStyleSheet("font-weight: bold;")
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addSpacing(12)
        top.addWidget(QLabel(self.tr("Match")))
        top.addWidget(self.match_box)
        top.addSpacing(16)
        top.addWidget(self.score, 1)
        return top

    def _add_buttons(self) -> None:
        self.advance_button = add_button(self.buttons, self.tr("Game played in advance…"),
                                         self.advance_game)
        self.claim_button = add_button(self.buttons, self.tr("Board-order claim…"), self.claim)
        self.restart_button = add_button(self.buttons, self.tr("Restarted games…"),
                                         self.restart)
        self.extra_button = add_button(self.buttons, self.tr("Extra rated game…"),
                                       self.extra_game)
        self.bye = QLabel()
        self.buttons.addSpacing(16)
        self.buttons.addWidget(self.bye)
        self.buttons.addStretch(1)
        self.print_button = add_button(self.buttons, self.tr("Print result forms…"),
                                       self.print_forms)

    def _lineup_panels(self) -> QHBoxLayout:
        """Both teams' lineups, side by side."""
        self.panels = (LineupPanel(), LineupPanel())
        sides = QHBoxLayout()
        for n, panel in enumerate(self.panels):
            sides.addWidget(panel)
            panel.saveRequested.connect(lambda p, a, n=n: self.save_lineup(n, p, a))
            panel.noShowRequested.connect(lambda n=n: self.no_show(n))
            panel.absentToggled.connect(lambda p, on, n=n: self.set_absent(n, p, on))
            panel.equipmentRequested.connect(lambda e, n=n: self.set_equipment(n, e))
        return sides

    def _boards_table(self) -> ResultTableView:
        """The match's boards, where results are typed."""
        table = ResultTableView(self.model, "league_boards")
        table.resultKeyed.connect(self.enter_result)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for number in (0, MatchBoardsModel.RESULT_COLUMN):
            header.setSectionResizeMode(number, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(70)
        return table

    def _night_page(self, top: QHBoxLayout, sides: QHBoxLayout) -> QWidget:
        self.ruling = QLabel()
        self.ruling.setWordWrap(True)
        self.ruling.setStyleSheet("color: #1b4f8a;")
        hint = QLabel(self.tr(
            "Keys on the boards: <b>1</b> White wins · <b>0</b> Black wins · <b>=</b> or "
            "<b>5</b> draw · <b>+</b> / <b>−</b> forfeit win for White / Black · <b>Del</b> "
            "clears · <b>↑ ↓ Enter</b> move. Results go by colour, as on the score sheet."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #444;")
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(top)
        column.addLayout(self.buttons)
        column.addLayout(sides)
        column.addWidget(self.table, 1)
        column.addWidget(self.ruling)
        column.addWidget(hint)
        return page

    def _no_schedule_page(self) -> QLabel:
        empty = QLabel(self.tr("No schedule yet: propose the sections and make the schedule on "
                               "the Schedule tab, then the match nights appear here."))
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        empty.setWordWrap(True)
        return empty

    # --- showing -------------------------------------------------------------------------
    def clear(self) -> None:
        self._state, self._matches = None, []
        self.round_box.clear()
        self.match_box.clear()
        self.pages.setCurrentIndex(0)

    def draw(self, state: LeagueState) -> None:
        self._state = state
        self.pages.setCurrentIndex(1 if state.schedules else 0)
        if not state.schedules:
            return
        record = state.night.record
        rounds: dict[int, list[StoredMatch]] = {}
        for section in record.sections:
            for match in section.matches:
                rounds.setdefault(match.round, []).append(match)
        numbers = sorted(rounds)
        done = {r: sum(_complete(m, record) for m in ms) for r, ms in rounds.items()}
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        if [self.round_box.itemData(i) for i in range(self.round_box.count())] != numbers:
            self.round_box.clear()
            for r in numbers:
                self.round_box.addItem("", r)
            first_open = next((i for i, r in enumerate(numbers) if done[r] < len(rounds[r])), 0)
            index = numbers.index(keep) if keep in numbers else first_open
            self.round_box.setCurrentIndex(index)
        for i, r in enumerate(numbers):
            days = ", ".join(sorted({f"{m.on:%a %Y-%m-%d}" for m in rounds[r]}))
            mark = " ✓" if done[r] == len(rounds[r]) else ""
            text = self.tr("Round {0} · {1} · {2}/{3}{4}").format(r, days, done[r],
                                                                  len(rounds[r]), mark)
            if self.round_box.itemText(i) != text:
                self.round_box.setItemText(i, text)
        self.round_box.blockSignals(False)
        self._show_round()

    def print_forms(self) -> None:
        self.print_with(print_result_forms, self.round_box.currentData())

    def current_match(self) -> StoredMatch | None:
        index = self.match_box.currentIndex()
        return self._matches[index] if 0 <= index < len(self._matches) else None

    def _show_round(self) -> None:
        state = self._state
        if state is None or not state.schedules:
            return
        record = state.night.record
        rnd = self.round_box.currentData()
        shown = self.current_match()
        keep = shown.match_id if shown else None
        matches = self._matches = [m for s in record.sections for m in s.matches
                                   if m.round == rnd]
        several = len(record.sections) > 1
        texts = [(self.tr("Section {0}: ").format(m.section) if several else "")
                 + f"{m.first} – {m.second}" + (" ✓" if _complete(m, record) else "")
                 for m in matches]
        self.match_box.blockSignals(True)
        if self.match_box.count() != len(texts):
            self.match_box.clear()
            self.match_box.addItems(texts)
        for i, text in enumerate(texts):  # the same matches: only their marks change
            if self.match_box.itemText(i) != text:
                self.match_box.setItemText(i, text)
        index = next((i for i, m in enumerate(matches) if m.match_id == keep), -1)
        if index < 0:
            index = next((i for i, m in enumerate(matches) if not _complete(m, record)), 0)
        self.match_box.setCurrentIndex(index)
        self.match_box.blockSignals(False)
        byes = [b.team for s in record.sections for b in s.byes if b.round == rnd]
        self.bye.setText(self.tr("Bye: {0} (rule 24.c)").format(", ".join(byes)) if byes else "")
        self._show_match()

    def _show_match(self) -> None:
        state, match = self._state, self.current_match()
        if state is None or match is None:
            self.model.clear_match()
            self.score.clear()
            for panel in self.panels:
                panel.setEnabled(False)
            self._enable()
            return
        record = state.night.record
        rules = record.rules
        names = {e.uscf_id: e.member.name for t in state.teams for e in t.roster}
        locked = _has_results(match)
        for panel, team, first in zip(self.panels, (match.first, match.second), (True, False),
                                      strict=True):
            roster = state.team(team)
            panel.setEnabled(roster is not None)
            if roster is None:
                continue
            white = ", ".join(str(b) for b in range(1, rules.boards + 1)
                              if first_has_white(b) == first)
            panel.show_side(roster, match.round, match.lineups.get(team), rules.boards, white,
                            rules.equipment_per_team, locked)
        row = self.table.currentIndex().row()
        self.model.set_match(match, rules, names)
        self.table.setCurrentIndex(self.model.index(max(row, 0), MatchBoardsModel.RESULT_COLUMN))
        self.score.setText(self._score_text(match, record))
        rulings = [self.tr("Ruling: {0}.").format(ruling_text(c.ruling))
                   for c in state.night.claims if c.match_id == match.match_id]
        self.ruling.setText("<br>".join(rulings))
        self.ruling.setVisible(bool(rulings))
        self._enable()

    def _score_text(self, match: StoredMatch, record: SeasonRecord) -> str:
        played = match.record(record.rules)
        if played is None:
            return self.tr("{0} – {1}: waiting for both lineups").format(match.first,
                                                                          match.second)
        score = score_match(played, record.rules)
        scored = sum(g.scored is not None for g in played.boards)
        status = (self.tr("complete") if score.complete
                  else self.tr("{0} of {1} boards").format(scored, len(played.boards)))
        return self.tr("{0} {1} – {2} {3} · match points {4} – {5} · {6}").format(
            match.first, points_text(score.first_game_points),
            points_text(score.second_game_points), match.second,
            points_text(score.first_match_points), points_text(score.second_match_points),
            status)

    def _enable(self) -> None:
        match = self.current_match()
        both = match is not None and len(match.lineups) == 2
        self.claim_button.setEnabled(both)
        self.restart_button.setEnabled(bool(self._restarted()))
        self.advance_button.setEnabled(both and not _has_results(match))
        self.print_button.setEnabled(self.round_box.currentData() is not None)
        self.extra_button.setEnabled(self._state is not None and bool(self._state.schedules))

    # --- actions -------------------------------------------------------------------------
    def save_lineup(self, side: int, players: list[str], as_played: bool) -> None:
        if not players:
            self.panels[side].show_refusal(self.tr("Choose the players, board 1 first, or "
                                                   "choose No show."))
            return
        self._store_lineup(side, players, as_played)

    def no_show(self, side: int) -> None:
        self._store_lineup(side, [], False)

    def _store_lineup(self, side: int, players: list[str], as_played: bool) -> None:
        match, panel = self.current_match(), self.panels[side]
        if match is None or self.document is None:
            return
        team = (match.first, match.second)[side]
        command = SetLineup(self.document.league, match.round, team, players, as_played)
        try:
            self.document.run(command)
        except ActionRefused as exc:
            panel.show_refusal(str(exc))
            return
        self.message.emit(command.text())
        if command.problems:
            panel.show_notice(self.tr("Recorded as played: {0}. A claim can address it "
                                      "(rule 16).").format("; ".join(str(p) for p in
                                                                    command.problems)))

    def set_absent(self, side: int, player: str, absent: bool) -> None:
        match = self.current_match()
        if match is not None and self.document is not None:
            self.run(SetAbsent(self.document.league, match.round,
                               (match.first, match.second)[side], player, absent))

    def set_equipment(self, side: int, brought: Equipment | None) -> None:
        match = self.current_match()
        if match is not None and self.document is not None:
            self.run(SetEquipment(self.document.league, match.round,
                                  (match.first, match.second)[side], brought))

    def enter_result(self, result: Result | None) -> None:
        """Record ``result`` on the current board, then move to the next board."""
        match, index = self.current_match(), self.table.currentIndex()
        if match is None or self.document is None or not index.isValid():
            return
        line = self.model.row_at(index.row())
        if line.result != result or line.by_seating:
            stored = match.boards.get(line.board)
            if not self.run(SetBoardResult(self.document.league, match.round, match.first,
                                           line.board, result,
                                           stored is not None and stored.in_advance)):
                return
        if result is not None:
            self.table.move_down()

    def claim(self) -> None:
        match, state = self.current_match(), self._state
        if match is None or state is None or self.document is None:
            return
        teams = {t.name: t for t in state.teams}
        dialog = ClaimDialog(match, teams, state.night.record.rules.boards, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def _restarted(self) -> tuple[str, frozenset[int]] | None:
        """The team of the current match a rule-16.b restart ruled against, with its boards
        still to replay (None: no restart open)."""
        match = self.current_match()
        if match is None or self.document is None:
            return None
        for team in (match.first, match.second):
            if team in match.lineups and (boards := self.league().matches.restarted(
                    match.round, team)):
                return team, boards
        return None

    def restart(self) -> None:
        """Rule 16.b: the correct players on the restarted boards; the others stay."""
        match, state, open_ = self.current_match(), self._state, self._restarted()
        if match is None or state is None or open_ is None:
            return
        team = state.team(open_[0])
        assert team is not None, "a lineup's team is on the season"
        dialog = RestartDialog(match, team, open_[1], self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))

    def advance_game(self) -> None:
        match, state = self.current_match(), self._state
        if match is None or state is None or self.document is None:
            return
        league = self.league()
        dialog = AdvanceGameDialog(
            match, {t.name: t for t in state.teams},
            lambda own, other: league.matches.advance_options(match.round, match.first, own,
                                                              other), self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(league))

    def extra_game(self) -> None:
        state, match = self._state, self.current_match()
        if state is None or self.document is None:
            return
        on = match.on if match else state.settings.dates[0]
        dialog = ExtraGameDialog(state.settings.dates, state.teams, on, self)
        self.run_dialog(dialog, dialog.form, lambda: dialog.command(self.league()))


def _complete(match: StoredMatch, record: SeasonRecord) -> bool:
    played = match.record(record.rules)
    return played is not None and score_match(played, record.rules).complete


def _has_results(match: StoredMatch | None) -> bool:
    """Whether a board of ``match`` has a result, which fixes its lineups."""
    return match is not None and any(b.result is not None or b.league_result is not None
                                     for b in match.boards.values())
