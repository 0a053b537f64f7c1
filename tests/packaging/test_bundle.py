"""The built Linux bundle works on its own: the command line, printouts, exports, the window.

Nothing is built here: ``packaging/build-linux`` makes ``dist/chessarbiter/`` (CI runs it, then
these tests). Every test runs the bundle's executable, in a scratch folder with a scratch home,
so a missing module, Qt plugin, font or migration shows up as a failure here.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "chessarbiter"
PROGRAM = BUNDLE / "chessarbiter"
APP_ID = "org.chessarbiter.ChessArbiter"
NAME = "Dvořák, Eliška"  # "ř" is not in reportlab's Helvetica: the bundled DejaVu must print it

pytestmark = pytest.mark.skipif(
    not PROGRAM.is_file(), reason=f"no bundle at {PROGRAM}: build it with packaging/build-linux")


def scratch_env(home: Path) -> dict[str, str]:
    """The environment of a user who never ran the program, with Qt drawing offscreen."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "XDG_", "CHESSARBITER_", "QT_"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
               QT_QPA_PLATFORM="offscreen")
    return env


def bundle(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the bundle's executable in ``tmp_path``; a failure shows its stderr."""
    done = subprocess.run([str(PROGRAM), *args], cwd=tmp_path, env=scratch_env(tmp_path),
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, f"{args}: exit {done.returncode}\n{done.stderr}"
    return done


def bundle_json(tmp_path: Path, *args: str) -> Any:
    return json.loads(bundle(tmp_path, *args, "--json").stdout)


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A four-player round robin with round 1 played: 1-4 won by White, 2-3 drawn (made once:
    every write through the bundle takes seconds; the tests only read it)."""
    tmp_path = tmp_path_factory.mktemp("event")
    db = tmp_path / "event.chessarbiter"
    created = bundle_json(tmp_path, "--db", str(db), "new-event", "--name", "X")
    assert isinstance(created["event_id"], int)
    for name in (NAME, "Brennan, Theo", "Okafor, Chidi", "Sato, Haruki"):
        bundle(tmp_path, "--db", str(db), "add-player", "--name", name)
    bundle(tmp_path, "--db", str(db), "pair")
    bundle(tmp_path, "--db", str(db), "result", "--round", "1", "--board", "1", "1-0")
    bundle(tmp_path, "--db", str(db), "result", "--round", "1", "--board", "2", "1/2-1/2")
    return db


def test_version_is_the_projects() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    done = subprocess.run([str(PROGRAM), "--version"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert (done.returncode, done.stdout) == (0, f"chessarbiter {version}\n")


def test_an_event_is_paired_and_ranked(tmp_path: Path, event: Path) -> None:
    # FIDE Berger table for 3-4 players (C.05 Annex 1), round 1: 1-4, 2-3.
    pairings = bundle_json(tmp_path, "--db", str(event), "pairings", "--round", "1")
    assert [(p["board"], p["white"], p["black"], p["result"]) for p in pairings["pairings"]] \
        == [(1, 1, 4, "1-0"), (2, 2, 3, "1/2-1/2")]
    standings = bundle_json(tmp_path, "--db", str(event), "standings")["standings"]
    assert [(s["rank"], s["start_no"], s["points"]) for s in standings] \
        == [(1, 1, 1.0), (2, 2, 0.5), (2, 3, 0.5), (4, 4, 0.0)]
    assert standings[0]["name"] == NAME


def test_printouts_and_exports_carry_their_fonts_and_templates(
    tmp_path: Path, event: Path
) -> None:
    db = str(event)
    bundle(tmp_path, "--db", db, "print", "standings", "-o", "standings.pdf")
    assert NAME in PdfReader(tmp_path / "standings.pdf").pages[0].extract_text()

    bundle(tmp_path, "--db", db, "export", "xlsx", "-o", "event.xlsx")
    cells = {cell.value for sheet in load_workbook(tmp_path / "event.xlsx")
             for row in sheet.iter_rows() for cell in row}
    assert NAME in cells

    bundle(tmp_path, "--db", db, "export", "html", "-o", "site")
    assert NAME in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")


def test_the_window_opens_the_demo_and_keeps_running(tmp_path: Path) -> None:
    demos = tmp_path / "data" / "chessarbiter" / "demo"
    with (tmp_path / "out").open("w") as out, (tmp_path / "err").open("w") as err:
        window = subprocess.Popen([str(PROGRAM), "gui", "--demo"], cwd=tmp_path,
                                  env=scratch_env(tmp_path), stdout=out, stderr=err)
        try:
            deadline = time.monotonic() + 60
            while not list(demos.glob("*.chessarbiter")) and window.poll() is None \
                    and time.monotonic() < deadline:
                time.sleep(0.2)
            time.sleep(3)  # the window now runs on the opened demo
            still_running = window.poll() is None
        finally:
            window.terminate()
            window.wait(timeout=30)
    errors = (tmp_path / "err").read_text()
    assert still_running, f"the window exited with {window.returncode}:\n{errors}"
    assert "Traceback" not in errors, errors
    [demo] = demos.glob("*.chessarbiter")
    players = bundle_json(tmp_path, "--db", str(demo), "players")["players"]
    assert len(players) == 10  # services/demo.py enters ten players


def test_the_desktop_files_are_installed_under_share() -> None:
    share = BUNDLE / "share"
    linux = ROOT / "packaging" / "linux"
    copies = {
        share / "applications" / f"{APP_ID}.desktop": linux / "chessarbiter.desktop",
        share / "metainfo" / f"{APP_ID}.metainfo.xml": linux / f"{APP_ID}.metainfo.xml",
        share / "mime" / "packages" / f"{APP_ID}.xml": linux / "chessarbiter-mime.xml",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg":
            ROOT / "resources" / "icons" / "chessarbiter.svg",
    }
    for size in (16, 32, 48, 64, 128, 256):
        copies[share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = \
            ROOT / "resources" / "icons" / f"chessarbiter-{size}.png"
    for installed, source in copies.items():
        assert installed.read_bytes() == source.read_bytes(), installed
