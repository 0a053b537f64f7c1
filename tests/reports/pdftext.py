"""Reading printouts back as a reader sees them: pages of rows of cell texts (pypdf)."""

from __future__ import annotations

from io import BytesIO
from typing import Any

from pypdf import PdfReader

Fragment = tuple[float, float, str, float]  # x, y, text, font size


def fragments(pdf: bytes) -> list[list[Fragment]]:
    """Every piece of text drawn on each page, with its position and font size."""
    pages = []
    for page in PdfReader(BytesIO(pdf)).pages:
        found: list[Fragment] = []

        def visit(text: str, cm: list[float], tm: list[float], font: Any, size: float,
                  found: list[Fragment] = found) -> None:
            if text.strip():
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                found.append((x, y, text.strip(), size * tm[0] * cm[0]))

        page.extract_text(visitor_text=visit)
        pages.append(found)
    return pages


def rows(pdf: bytes) -> list[list[list[str]]]:
    """Each page as lines from top to bottom, each line's texts from left to right (a table
    row becomes one line; empty cells leave nothing)."""
    pages = []
    for found in fragments(pdf):
        lines: dict[int, list[tuple[float, str]]] = {}
        for x, y, text, _ in found:
            lines.setdefault(round(y), []).append((x, text))
        pages.append([[t for _, t in sorted(line)] for _, line in sorted(lines.items(),
                                                                         reverse=True)])
    return pages


def row_of(page: list[list[str]], name: str) -> list[str]:
    """The one line of ``page`` that holds the cell ``name``."""
    found = [line for line in page if name in line]
    assert len(found) == 1, f"{name!r} is on {len(found)} lines"
    return found[0]


def text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(BytesIO(pdf)).pages)


def page_count(pdf: bytes) -> int:
    return len(PdfReader(BytesIO(pdf)).pages)
