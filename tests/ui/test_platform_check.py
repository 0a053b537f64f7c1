"""A desktop without Qt's X11 libraries hears in one sentence what to install.

Package names follow the Debian policy's shared-library rule (library name plus its soname
version, joined by a hyphen when the name ends in a digit): libxcb-icccm.so.4 is in
libxcb-icccm4, libxkbcommon-x11.so.0 in libxkbcommon-x11-0 (packages.debian.org).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from chessarbiter.ui.platform_check import (
    debian_package,
    missing_libraries,
    problem_sentence,
    xcb_problem,
)


def test_package_names_follow_the_debian_rule() -> None:
    assert debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert debian_package("libxcb-cursor.so.0") == "libxcb-cursor0"
    assert debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert debian_package("libX11-xcb.so.1") == "libx11-xcb1"


def test_one_sentence_names_the_library_and_the_package() -> None:
    assert problem_sentence(["libxcb-cursor.so.0"]) == (
        "The window cannot start: Qt's X11 platform plugin needs libxcb-cursor.so.0, which is "
        "not installed (on Debian or Ubuntu: sudo apt install libxcb-cursor0).")


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs a C compiler to build a plugin")
def test_a_plugin_whose_library_is_gone_is_named(tmp_path: Path) -> None:
    """A real shared object linked against a library that is then removed, as a desktop
    without libxcb-cursor0 is for Qt's libqxcb.so."""
    (tmp_path / "gone.c").write_text("int gone(void) { return 1; }\n")
    (tmp_path / "plugin.c").write_text("int gone(void);\nint plugin(void) { return gone(); }\n")
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", "libcagone.so.3", "-Wl,-soname,"
                    "libcagone.so.3", "gone.c"], cwd=tmp_path, check=True)
    (tmp_path / "libcagone.so").symlink_to("libcagone.so.3")
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", "plugin.so", "plugin.c", "-L.",
                    "-lcagone"], cwd=tmp_path, check=True)
    assert missing_libraries(tmp_path / "plugin.so") == ["libcagone.so.3"]  # not on the path
    sentence = problem_sentence(missing_libraries(tmp_path / "plugin.so"))
    assert sentence.endswith("needs libcagone.so.3, which is not installed (on Debian or "
                             "Ubuntu: sudo apt install libcagone3).")


def test_other_platforms_are_left_to_qt() -> None:
    assert xcb_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert xcb_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None
