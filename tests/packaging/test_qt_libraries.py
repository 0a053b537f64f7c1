"""Qt's X11 platform plugin finds every library it needs after scripts/setup.

From Qt 6.5 libqxcb.so needs libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1 and more that a
desktop often lacks; then the window cannot start on X11. ``ldd`` lists each library the
plugin loads and says "not found" for a missing one. The plugin of the set-up environment is
checked always, the bundle's (packaging/build-linux) once it is built.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def xcb_plugins() -> list[Path]:
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    found = [plugins / "platforms" / "libqxcb.so"]
    found += sorted((ROOT / "dist" / "chessarbiter").glob("_internal/**/platforms/libqxcb.so"))
    return [p for p in found if p.is_file()]


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("ldd") is None,
                    reason="the X11 plugin and ldd are Linux's")
@pytest.mark.parametrize("plugin", xcb_plugins(), ids=lambda p: str(p.relative_to(p.parents[3])))
def test_the_x11_plugin_finds_every_library(plugin: Path) -> None:
    listed = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=60,
                            check=True).stdout
    missing = sorted({line.split()[0] for line in listed.splitlines() if "not found" in line})
    assert missing == [], f"{plugin} needs {', '.join(missing)}: run scripts/setup"
