"""Render ``resources/icons/chessarbiter.svg`` to the PNG sizes desktops and installers ask for.

Run it after editing the SVG (``.venv/bin/python packaging/render-icons.py``) and commit the
PNGs: the bundle and the desktop files use them as they are, so a build needs no SVG renderer.
Qt's own renderer draws them, as the program would draw the SVG, so they look the same.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "chessarbiter.svg"
SIZES = (16, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    """Where the PNG of ``size`` pixels lives."""
    return ICONS / f"chessarbiter-{size}.png"


def render(svg: Path, size: int) -> QImage:
    """``svg`` drawn into a transparent ``size`` × ``size`` image."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write every size; the exit status says whether all were written."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in SIZES:
        path = png_path(size)
        if not render(SVG, size).save(str(path)):
            print(f"{path}: could not be written", file=sys.stderr)
            return 1
        print(path.relative_to(ICONS.parents[1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
