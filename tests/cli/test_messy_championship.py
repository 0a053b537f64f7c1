"""The 2015 U.S. Junior Closed off script (tests/junior_closed.py, worked by hand there)
through the command line. After each step every printout and export says what core says
(tests/agreement.py)."""


from __future__ import annotations

from pathlib import Path

import pytest

from chessarbiter.core.boards import BoardStatus, EventBoards
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, resolve_event
from tests.agreement import assert_outputs_agree
from tests.cli.conftest import Cli
from tests.junior_closed import CASES, expected_points, outcome


def core(db: Path) -> tuple[EventBoards, dict[int, float]]:
    """The boards and the points as core derives them from the stored facts."""
    opened = Database.open_file(db)
    try:
        service = EventService(opened, resolve_event(opened, None))
        return service.boards(), {s.start_no: s.points for s in service.standings()}
    finally:
        opened.close()


class Event:
    """The scripted event: each step runs commands, then checks every output against core."""

    def __init__(self, cli: Cli, db: Path, folder: Path) -> None:
        self.cli, self.db, self.folder, self.steps = cli, db, folder, 0

    def run(self, *args: str, code: int = 0) -> str:
        done = self.cli(*args)
        assert done.code == code, f"{args}: exit {done.code}\n{done.out}{done.err}"
        return done.out + done.err

    def check(self, points: dict[int, float] | None = None, *lines: str) -> EventBoards:
        """Every output against core; the points against ``points`` (worked by hand) when
        given, else against core's standings."""
        self.steps += 1
        folder = self.folder / f"step{self.steps}"
        folder.mkdir()
        boards, standing = core(self.db)
        if points is not None:
            assert standing == points
        assert_outputs_agree(self.run, folder, boards, points or standing, lines)
        return boards

    def play(self, rnd: int) -> None:
        """Every board of ``rnd`` still open gets its made-up result."""
        for board in core(self.db)[0].open(rnd):
            assert board.black is not None
            value = outcome(board.white, board.black)
            moves = ["--moves", "40"] if value == "1/2-1/2" else []
            self.run("result", "--round", str(rnd), "--board", str(board.board), value, *moves)


@pytest.mark.parametrize(("rule", "after"), CASES)
def test_the_junior_closed_off_script(cli: Cli, db_file: Path, tmp_path: Path, rule: str,
                                      after: int) -> None:
    event = Event(cli, db_file, tmp_path)
    event.run("new-event", "--preset", "us-junior-closed-2015", "--name", "US Junior Closed",
              "--start-date", "2015-07-08")
    event.run("settings", "--set", f"withdrawal_rule={rule}")
    for no in range(1, 11):
        event.run("add-player", "--name", f"Junior, No{no}", "--uscf-rating",
                  str(2500 - 10 * no), "--uscf-id", str(12345000 + no), "--uscf-expiry",
                  "2030-01-01")
    event.run("pair")

    # Round 1, board 4 (4-7): 4 arrives 31 minutes late; the suggested decision forfeits.
    late = event.run("incident", "add", "--round", "1", "--start-no", "4", "--kind", "late",
                     "--minutes-late", "31", "--at", "19:31")
    assert "forfeit suggested" in late
    event.run("incident", "decide", "1", "--decision", "suggested")
    board = event.check().board(1, 4)
    assert (board.status, board.incident, board.points(7)) == (BoardStatus.FORFEIT, 1, 1.0)
    assert "contradicts that decision" in event.run(
        "result", "--round", "1", "--board", "4", "1-0", code=1)  # asks first
    event.play(1)

    # Round 2, board 3 (8-4): 8's phone rings twice; the second noise forfeits the game.
    event.run("incident", "add", "--round", "2", "--start-no", "8", "--kind", "device",
              "--noise", "--remaining", "50:00", "--decision", "suggested")
    second = event.run("incident", "add", "--round", "2", "--start-no", "8", "--kind",
                       "device", "--noise", "--remaining", "31:00")
    assert "a second noise in the same game forfeits the game" in second
    event.run("incident", "decide", "3", "--decision", "suggested")
    assert event.check().board(2, 3).points(4) == 1.0
    event.play(2)

    # Round 3, board 5 (6-7): a draw after 20 moves files an incident; decided a forfeit.
    early = event.run("result", "--round", "3", "--board", "5", "1/2-1/2", "--moves", "20")
    assert "Incident 4 filed" in early
    event.run("incident", "decide", "4", "--decision", "forfeit")
    board = event.check().board(3, 5)
    assert (board.points(6), board.points(7)) == (0.0, 0.0)  # both agreed it: double forfeit
    for rnd in range(3, after + 1):
        event.play(rnd)

    # No. 10 withdraws.
    left = event.run("withdraw", "--start-no", "10", "--after-round", str(after))
    annulled = after < 5
    assert ("all results are annulled" in left) == annulled
    boards = event.check()
    tens = [b for b in boards.games() if 10 in (b.white, b.black) and b.round > after]
    assert {b.status for b in tens} == {BoardStatus.ANNULLED if annulled else
                                        BoardStatus.WITHDRAWN}
    for rnd in range(after + 1, 10):
        event.play(rnd)

    # Three tied for first (worked by hand above); the play-off to the end.
    points = expected_points(annulled)
    event.check(points)
    assert "Tied for first: Junior, No1, Junior, No3, Junior, No2" in event.run("playoff",
                                                                                 "plan")
    started = event.run("playoff", "start")
    assert "semi-final: Armageddon (G/10;+2), Junior, No3 v Junior, No2" in started
    event.run("playoff", "bid", "semi-final", "3", "8:30")
    event.run("playoff", "bid", "semi-final", "2", "9:00")
    event.run("playoff", "colour", "semi-final", "3", "black")
    event.run("playoff", "result", "semi-final", "1/2-1/2", "--game", "1")
    event.run("playoff", "lot", "final", "--white", "1")
    event.run("playoff", "result", "final", "1-0", "--game", "1")
    event.run("playoff", "result", "final", "1/2-1/2", "--game", "2")
    event.check(points, "Play-off: Junior, No1 is champion")

    # Round 9, board 5 (9-1): the result was a draw. 2 and 3 are now tied: asked first.
    asked = event.run("result", "--round", "9", "--board", "5", "1/2-1/2", "--moves", "41",
                      code=1)
    assert "--confirm" in asked
    corrected = event.run("result", "--round", "9", "--board", "5", "1/2-1/2", "--moves",
                          "41", "--confirm")
    assert "OUT OF DATE: The play-off is out of date. Since the play-off was started" in corrected
    points = {**points, 1: points[1] - 0.5, 9: points[9] + 0.5}
    event.check(points, "The play-off is out of date.",
                "Play-off: Junior, No1 is champion (out of date, see above).")
    redone = event.run("playoff", "redo")
    assert "Junior, No3" in redone and "Junior, No2" in redone
    assert "redid the play-off" in event.run("audit", "--limit", "5")
    event.check(points)
