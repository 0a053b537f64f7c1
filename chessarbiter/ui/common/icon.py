"""The application icon, from the drawings shipped in ``resources/icons``.

Each rendered size is added, so the title bar (16 px) and the task switcher (256 px) each get
a drawing made for their size; a checkout or bundle without the icons gets Qt's default icon.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from chessarbiter.resources import resource_path

SIZES = (16, 32, 48, 64, 128, 256)


@cache  # looked up once: the application and each window ask for it as they start
def app_icon() -> QIcon:
    icon = QIcon()
    for size in SIZES:
        png = resource_path("icons", f"chessarbiter-{size}.png")
        if png.is_file():
            icon.addFile(str(png))
    if icon.isNull():
        svg = resource_path("icons", "chessarbiter.svg")
        if svg.is_file():
            icon.addFile(str(svg))
    return icon
