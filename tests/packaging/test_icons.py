"""The committed PNG icons are renderings of the current SVG, each at its stated size.

The PNGs are committed so that a build needs no SVG renderer; this catches an SVG edited
without running ``packaging/render-icons.py`` again.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def _render_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "render_icons", ROOT / "packaging" / "render-icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = _render_icons()


def _pixels(image: QImage) -> bytes:
    return bytes(image.convertToFormat(QImage.Format.Format_ARGB32).constBits())


def differing_pixels(a: QImage, b: QImage, tolerance: int = 16) -> float:
    """Share of pixels where some channel differs by more than ``tolerance`` (antialiasing
    may shift a little between Qt releases; a changed drawing moves far more)."""
    pa, pb = _pixels(a), _pixels(b)
    differing = sum(
        any(abs(x - y) > tolerance for x, y in zip(pa[i:i + 4], pb[i:i + 4], strict=True))
        for i in range(0, len(pa), 4))
    return differing / (len(pa) // 4)


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("size", render_icons.SIZES)
def test_png_is_the_svg_rendered_at_its_size(size: int) -> None:
    committed = QImage(str(render_icons.png_path(size)))
    assert (committed.width(), committed.height()) == (size, size)
    assert committed.hasAlphaChannel()
    fresh = render_icons.render(render_icons.SVG, size)
    assert differing_pixels(committed, fresh) < 0.005


def test_the_comparison_sees_a_changed_drawing() -> None:
    # The check above must be able to fail: the 32 px icon against its mirror image.
    icon = QImage(str(render_icons.png_path(32)))
    assert differing_pixels(icon, icon.flipped()) > 0.05
