"""The exit status tells a script what kind of failure it met, and no traceback reaches the
user: an unforeseen failure is written to a log file that the one line names."""

from pathlib import Path

import pytest

from chessarbiter.crash_log import LOG_DIR_VARIABLE
from chessarbiter.db import event_reads
from chessarbiter.services import result_write, season_writes
from chessarbiter.services.errors import EditConflict
from chessarbiter.services.events import EventService
from chessarbiter.services.league.matches import MatchService
from tests.cli.conftest import Cli


@pytest.fixture
def scheduled(cli: Cli) -> None:
    assert cli("new-event", "--name", "Club").code == 0
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert cli("add-player", "--name", name).code == 0
    assert cli("pair").code == 0


def test_a_result_changed_on_another_computer_meanwhile_exits_3_in_one_line(
    cli: Cli, scheduled: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def lost_the_race(*_args: object, **_kwargs: object) -> None:
        # what set_result raises when another computer's write landed first (tests/pg)
        raise EditConflict.on_result(1, 2, None, None)

    # on whichever path answers: the service, or the plain-SQL write on a local file
    monkeypatch.setattr(EventService, "set_result", lost_the_race)
    monkeypatch.setattr(result_write, "write_result", lost_the_race)
    outcome = cli("result", "--round", "1", "--board", "2", "1-0")
    assert outcome.code == 3
    assert outcome.err == ("chessarbiter: error: Board 2 of round 1 was cleared on another "
                           "computer already; nothing was changed. Reload and check.\n")


def test_a_league_conflict_exits_3_and_names_the_record_not_an_option(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cli("league", "new", "--name", "Season").code == 0

    def lost_the_race(*_args: object, **_kwargs: object) -> None:
        raise EditConflict.on_record("Board 2 of Rooks–Knights", "your 1-0", "0-1")

    # on whichever path answers: the service, or the plain-SQL write on a local file
    monkeypatch.setattr(MatchService, "result", lost_the_race)
    monkeypatch.setattr(season_writes, "write_board_result", lost_the_race)
    outcome = cli("league", "result", "1", "Rooks", "2", "1-0")
    assert outcome.code == 3
    assert outcome.err == ("chessarbiter: error: Board 2 of Rooks–Knights was changed to 0-1 "
                           "on another computer; your 1-0 was not saved. Reload and check.\n")


def break_audit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in reading the audit log, on whichever path answers ``audit``."""
    def broken(*_args: object, **_kwargs: object) -> None:
        raise ZeroDivisionError("a bug nobody foresaw")

    monkeypatch.setattr(EventService, "audit_log", broken)
    monkeypatch.setattr(event_reads, "read_audit", broken)


def test_an_unforeseen_failure_is_logged_and_named_in_one_line(
    cli: Cli, scheduled: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    logs = tmp_path / "logs"
    monkeypatch.setenv(LOG_DIR_VARIABLE, str(logs))

    break_audit(monkeypatch)
    outcome = cli("audit")
    (report,) = logs.iterdir()
    assert outcome.code == 70 and outcome.out == ""
    assert outcome.err == (
        "chessarbiter: error: an unexpected error stopped this (ZeroDivisionError); "
        f"everything saved before it stays saved. The details are in {report} — please "
        "send that file with a word on what you were doing.\n")
    text = report.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "ZeroDivisionError: a bug nobody foresaw" in text
    assert "chessarbiter 0.1.0" in text.splitlines()[0]


def test_the_log_falls_back_to_the_temporary_folder_when_its_own_cannot_be_made(
    cli: Cli, scheduled: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(LOG_DIR_VARIABLE, str(blocker / "logs"))
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    break_audit(monkeypatch)
    outcome = cli("audit")
    (report,) = tmp_path.glob("failure-*.log")
    assert outcome.code == 70 and str(report) in outcome.err


@pytest.mark.parametrize(("target", "failure"), [
    ("chessarbiter.cli.runner.render", KeyError("a renderer that met a shape it did not know")),
    ("chessarbiter.cli.parser.parse", TypeError("an argument type nobody foresaw")),
], ids=["printing the answer", "reading the arguments"])
def test_a_failure_outside_the_command_is_caught_as_well(
    cli: Cli, scheduled: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    target: str, failure: Exception,
) -> None:
    logs = tmp_path / "logs"
    monkeypatch.setenv(LOG_DIR_VARIABLE, str(logs))

    def broken(*_args: object) -> None:
        raise failure

    monkeypatch.setattr(target, broken)
    outcome = cli("players")
    (report,) = logs.iterdir()
    assert outcome.code == 70 and str(report) in outcome.err
    assert len(outcome.err.splitlines()) == 1 and "Traceback" not in outcome.err
    assert type(failure).__name__ in report.read_text(encoding="utf-8")


def test_ctrl_c_ends_quietly_with_status_130(
    cli: Cli, scheduled: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*_args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("chessarbiter.cli.parser.parse", interrupted)
    outcome = cli("players")
    assert (outcome.code, outcome.out, outcome.err) == (130, "", "")


def test_a_file_name_the_system_refuses_is_named_in_one_line(cli: Cli, scheduled: None) -> None:
    name = "x" * 300  # longer than any file name Linux, macOS or Windows allow (255)
    outcome = cli("import-trf", name)
    assert outcome.code == 1
    assert outcome.err == f"chessarbiter: error: {name}: cannot be used (File name too long)\n"
