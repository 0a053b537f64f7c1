"""Before the window starts: can Qt load its X11 platform plugin on this desktop?

From Qt 6.5 the xcb plugin needs libraries (libxcb-cursor0, libxcb-icccm4 …) that many
desktops lack. Qt then aborts with a page of plugin names that does not say which one is
missing; loading the plugin ourselves first lets the program say it in one sentence.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def debian_package(soname: str) -> str:
    """The Debian package that ships ``soname`` by the policy's naming rule
    (libxcb-icccm.so.4 → libxcb-icccm4, libxkbcommon-x11.so.0 → libxkbcommon-x11-0)."""
    name, _, version = soname.partition(".so.")
    joint = "-" if name[-1:].isdigit() else ""
    return f"{name}{joint}{version}".lower()


def missing_libraries(plugin: Path) -> list[str]:
    """The libraries ``plugin`` needs that the system cannot find (empty: it loads)."""
    import ctypes  # here, not at the top: a start that is not on X11 never loads it

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        listed = _listed_by_ldd(plugin)
        if listed:
            return listed
        first = str(exc).split(":", 1)[0].strip()
        return [first or str(exc)]
    return []


def _listed_by_ldd(plugin: Path) -> list[str]:
    import shutil
    import subprocess  # a hundredth of a second, for a start that fails

    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20,
                             check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return list(dict.fromkeys(_NOT_FOUND.findall(out)))


def problem_sentence(missing: list[str]) -> str:
    """One sentence naming what to install."""
    libraries = " and ".join(missing)
    packages = " ".join(debian_package(m) for m in missing if ".so." in m)
    install = f" (on Debian or Ubuntu: sudo apt install {packages})" if packages else ""
    verb = "is" if len(missing) == 1 else "are"
    return (f"The window cannot start: Qt's X11 platform plugin needs {libraries}, which "
            f"{verb} not installed{install}.")


def xcb_problem(environ: dict[str, str] | None = None) -> str | None:
    """The sentence to print when the window would need the X11 plugin and cannot load it;
    None when it loads, or when Qt will use another platform (Wayland, offscreen, not Linux)."""
    env = os.environ if environ is None else environ
    platform = env.get("QT_QPA_PLATFORM", "")
    wayland = not platform and bool(env.get("WAYLAND_DISPLAY"))
    if not sys.platform.startswith("linux") or wayland or platform.split(";")[0] not in (
            "", "xcb"):
        return None
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    plugin = plugins / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        return None
    missing = missing_libraries(plugin)
    return problem_sentence(missing) if missing else None
