"""An event file open in one program run is reported as in use by another, and freed when
the holder ends — even when it is killed."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from chessarbiter.db.lock import FileInUse, acquire, lock_path

HOLD = """
import sys, time
from pathlib import Path
from chessarbiter.db.lock import acquire
lock = acquire(Path(sys.argv[1]))
print("held", flush=True)
time.sleep(60)
"""


def hold_in_child(event_file: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(event_file)],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "held"
    return child


def test_a_second_program_run_is_told_who_holds_the_file(tmp_path: Path) -> None:
    event_file = tmp_path / "club.chessarbiter"
    child = hold_in_child(event_file)
    with child:
        with pytest.raises(FileInUse, match=rf"already open \(by process {child.pid} on "):
            acquire(event_file)
        child.kill()


def test_a_killed_holder_leaves_the_file_free(tmp_path: Path) -> None:
    event_file = tmp_path / "club.chessarbiter"
    with hold_in_child(event_file) as child:
        os.kill(child.pid, signal.SIGKILL)
    assert lock_path(event_file).exists()  # the stale file stays, the OS lock does not
    acquire(event_file).release()


def test_release_frees_the_file_for_the_next_one(tmp_path: Path) -> None:
    event_file = tmp_path / "club.chessarbiter"
    lock = acquire(event_file)
    lock.release()
    assert not lock_path(event_file).exists()
    acquire(event_file).release()
