"""The shipped fonts are found in a checkout and inside a frozen (PyInstaller) app."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import chessarbiter
from chessarbiter.resources import resource_path

FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "LICENSE-DejaVu.txt")


def test_fonts_and_their_licence_ship_in_the_checkout() -> None:
    root = Path(chessarbiter.__file__).resolve().parents[1]
    for name in FONTS:
        path = resource_path("fonts", name)
        assert path == root / "resources" / "fonts" / name
        assert path.is_file()
    assert "Bitstream" in resource_path("fonts", "LICENSE-DejaVu.txt").read_text()


def test_frozen_app_looks_in_its_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("fonts", "DejaVuSans.ttf") == tmp_path / "resources/fonts/DejaVuSans.ttf"
