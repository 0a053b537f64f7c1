"""Where the files shipped beside the code (fonts, icons) live, in a checkout or a frozen app."""

from __future__ import annotations

import sys
from pathlib import Path

import chessarbiter


def resource_path(*parts: str) -> Path:
    """``resources/<parts…>``: next to the package in a checkout, or inside a PyInstaller bundle.

    A frozen app unpacks its data under ``sys._MEIPASS``; everywhere else the folder sits at
    the repository root, one level above the package.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(chessarbiter.__file__).resolve().parents[1]
    return root.joinpath("resources", *parts)
