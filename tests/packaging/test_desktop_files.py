"""The freedesktop files agree with each other and with the program, and the validators pass.

A desktop finds the program through a chain of names: the .desktop file's Exec, Icon and
MimeType, the AppStream id, launchable and icon, the MIME type's glob. One wrong link and the
program starts without its icon or never opens a double-clicked event file.
"""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from chessarbiter.db.database import Database
from chessarbiter.ui.event.new_event_wizard import EXTENSION

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "chessarbiter.desktop"
MIME = LINUX / "chessarbiter-mime.xml"
APP_ID = "org.chessarbiter.ChessArbiter"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def mime_type() -> ElementTree.Element:
    [element] = ElementTree.parse(MIME).getroot().findall("m:mime-type", MIME_NS)
    return element


def test_the_entry_starts_the_installed_command_with_the_file() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    command, *args = desktop_entry()["Exec"].split()
    assert command in scripts  # the same command name pip installs and the bundle ships
    assert args == ["gui", "%f"]


def test_entry_appstream_and_mime_name_the_same_things() -> None:
    entry = desktop_entry()
    meta = ElementTree.parse(METAINFO).getroot()
    mime = mime_type()
    assert meta.findtext("id") == entry["Icon"] == meta.findtext("icon[@type='stock']") == APP_ID
    assert meta.findtext("launchable[@type='desktop-id']") == f"{APP_ID}.desktop"
    assert entry["MimeType"] == f"{mime.get('type')};"
    assert meta.findtext("provides/mediatype") == mime.get("type")
    assert [g.get("pattern") for g in mime.findall("m:glob", MIME_NS)] == [f"*{EXTENSION}"]


def _mime_of(files: list[Path], data_dir: Path) -> list[str]:
    """The MIME types Qt gives ``files`` when ``data_dir`` holds the installed MIME package."""
    code = ("import sys\nfrom PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
            "app = QCoreApplication([])\n"
            "for f in sys.argv[1:]:\n    print(QMimeDatabase().mimeTypeForFile(f).name())\n")
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_DIRS": f"{data_dir}:/usr/share",
           "XDG_DATA_HOME": str(data_dir / "home"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code, *map(str, files)], env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout.split()


def test_event_files_are_recognised_and_other_databases_are_not(tmp_path: Path) -> None:
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    event = tmp_path / f"event{EXTENSION}"
    Database.open_file(event).close()
    other = tmp_path / "other.db"
    shutil.copy(event, other)  # the very same bytes, under another name
    found = _mime_of([event, other], tmp_path / "share")
    assert found[0] == "application/x-chessarbiter"
    assert found[1] != "application/x-chessarbiter"  # its SQLite magic alone claims nothing


@pytest.mark.parametrize(
    ("tool", "args", "path"),
    [("desktop-file-validate", [], DESKTOP),
     ("appstreamcli", ["validate", "--no-net"], METAINFO)],
)
def test_the_freedesktop_validator_accepts(
    tool: str, args: list[str], path: Path, tmp_path: Path
) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (Debian: desktop-file-utils, appstream)")
    installed = tmp_path / (f"{APP_ID}.desktop" if path == DESKTOP else path.name)
    shutil.copy(path, installed)  # validated under the name it is installed as
    done = subprocess.run([tool, *args, str(installed)], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
