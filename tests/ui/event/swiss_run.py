"""Running a golden Swiss (paired by bbpPairings) through the window:
who arrives late, who withdraws, who asks for which bye before each round, and each game's
result, all read from the file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind
from chessarbiter.ui.event.commands import AddPlayer, ChangeSettings, Withdraw
from chessarbiter.ui.event.document import EventDocument
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.event.swiss_commands import LateEntry, RequestBye
from tests.core.swiss.golden import FIXTURES, Golden, read_golden

# The command line's 60-player Swiss (bbpPairings v6.0.0; its TieBreakServer values beside it,
# see tests/fixtures/swiss_cli/README.md): the window runs the same tournament.
WINDOW_GOLDEN = FIXTURES.parent / "swiss_cli" / "open_60x9.trf"
TIEBREAK_SERVER = FIXTURES.parent / "swiss_cli" / "tbs_60x9.json"
_KEYS = {("1", "0"): "1", ("0", "1"): "0", ("=", "="): "=", ("+", "-"): "+", ("-", "+"): "-"}
_REQUESTED = {"H": ByeKind.HALF, "Z": ByeKind.ZERO, "F": ByeKind.FULL}


@dataclass(frozen=True)
class SwissRun:
    """The golden file seen as the arbiter meets it, round by round, players by name."""

    golden: Golden
    path: Path

    @classmethod
    def read(cls, path: Path = WINDOW_GOLDEN) -> SwissRun:
        return cls(read_golden(path), path)

    def name(self, start_no: int) -> str:
        return next(p.name for p in self.golden.players if p.start_no == start_no)

    def joins(self, start_no: int) -> int:
        """The first round not a zero-point bye: a player absent from round 1 on arrives
        late (a first-round bye asked for pairs the same, by C.04.2 and 5.2.5's count)."""
        cells = self.golden.cells[start_no]
        return next((r for r in sorted(cells) if cells[r][2] != "Z"), 1)

    def withdrawn_after(self, start_no: int) -> int | None:
        cells = self.golden.cells[start_no]
        last = max((r for r, c in cells.items() if c[2] != "Z"), default=0)
        return last if 0 < last < self.golden.rounds else None

    def requested(self, rnd: int) -> dict[str, ByeKind]:
        """Name → the bye asked for in ``rnd`` (not a late entrant's or a withdrawal's)."""
        out = {}
        for s, cells in self.golden.cells.items():
            _, _, res = cells[rnd]
            after = self.withdrawn_after(s)
            if cells[rnd][0] == 0 and res in _REQUESTED and rnd >= self.joins(s) \
                    and (after is None or rnd <= after):
                out[self.name(s)] = _REQUESTED[res]
        return out

    def expected(self, rnd: int) -> tuple[frozenset[tuple[str, str]], str | None]:
        """(White, Black) by name, and the pairing-allocated bye's name."""
        e = self.golden.expected(rnd)
        return (frozenset((self.name(w), self.name(b)) for w, b in e.pairs),
                self.name(e.bye) if e.bye is not None else None)

    def result(self, rnd: int, white: str, black: str) -> tuple[str, str]:
        by_name = {p.name: p.start_no for p in self.golden.players}
        return (self.golden.cells[by_name[white]][rnd][2],
                self.golden.cells[by_name[black]][rnd][2])

    def final_points(self) -> dict[str, float]:
        """The points column of the file (bbpPairings' own total, byes included)."""
        return {line[14:47].strip(): float(line[80:84])
                for line in self.path.read_text().splitlines() if line.startswith("001")}


def register(document: EventDocument, run: SwissRun) -> None:
    """The players there at round 1, and the colour of the top player (the file's XXC)."""
    for p in run.golden.players:
        if run.joins(p.start_no) == 1:
            document.run(AddPlayer(document.service, Player(0, p.name,
                                                            fide_rating=p.fide_rating)))
    colour = "white" if run.golden.initial.value == "w" else "black"
    document.run(ChangeSettings(document.service, {"initial_colour": colour}, {},
                                document.state.settings))


def before_round(document: EventDocument, run: SwissRun, rnd: int) -> None:
    """What the arbiter enters before pairing ``rnd``: late entries, withdrawals, byes."""
    for p in run.golden.players:
        if run.joins(p.start_no) == rnd > 1:
            document.run(LateEntry(document.swiss, Player(0, p.name, fide_rating=p.fide_rating)))
    by_name = {p.name: p for p in document.state.tournament.players}
    for p in run.golden.players:
        if run.withdrawn_after(p.start_no) == rnd - 1:
            document.run(Withdraw(document.service, by_name[p.name], rnd - 1, confirmed=True))
    by_name = {p.name: p for p in document.state.tournament.players}
    for name, kind in run.requested(rnd).items():
        document.run(RequestBye(document.swiss, by_name[name], rnd, kind))


def paired(document: EventDocument, rnd: int) -> tuple[frozenset[tuple[str, str]], str | None]:
    t = document.state.tournament
    names = {p.start_no: p.name for p in t.players}
    pairs = frozenset((names[g.white], names[g.black]) for g in t.round_games(rnd))
    pab = [b.start_no for b in t.byes_in(rnd) if b.kind is ByeKind.PAIRING_ALLOCATED]
    return pairs, (names[pab[0]] if pab else None)


def enter_results(qtbot: QtBot, window: MainWindow, run: SwissRun, rnd: int,
                  leave_open: int = 0) -> None:
    """Every result of round ``rnd`` typed on the board list, but the last ``leave_open``."""
    document = window.document
    assert document is not None
    tab = window.pairings_tab
    names = {p.start_no: p.name for p in document.state.tournament.players}
    games = document.state.tournament.round_games(rnd)
    for game in games[:len(games) - leave_open]:
        cells = run.result(rnd, names[game.white], names[game.black])
        tab.show_game(rnd, game.board)
        if cells == ("-", "-"):
            tab.enter_result(Result.DOUBLE_FORFEIT)  # the context menu's entry
        else:
            qtbot.keyClick(tab.table, _KEYS[cells])


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
