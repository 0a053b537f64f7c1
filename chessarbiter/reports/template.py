"""The one page design of every printout: heading, footer with "page X of Y", paper, margins.

Each page is held back until the whole document is laid out, so the footer can name the
page count; all PDFs are written in reportlab's invariant mode with the injected print time
as their date, so the same input always gives the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Spacer, Table

from chessarbiter.reports.fonts import BOLD, REGULAR, fit_text, register_fonts, text_width
from chessarbiter.reports.options import EventInfo, PrintOptions

MARGIN: float = 10 * mm
HEADER_HEIGHT: float = 14 * mm
FOOTER_HEIGHT: float = 9 * mm
_PAPER = {"a4": A4, "letter": LETTER}
_KEY_GAP = 10.0  # between the content and the key under it
_GREY = Color(0.35, 0.35, 0.35)
_NOTICE = Color(0.55, 0.40, 0.0)
_NOTICE_FILL = Color(1.0, 0.95, 0.80)


@dataclass(frozen=True, slots=True)
class Heading:
    """What the document is, printed top right of every page: "Pairings", "Round 3 of 9"."""

    title: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Layout:
    """The paper in use and the room left for content inside heading, key, footer and margins.

    ``key`` (a legend) sits above the footer of every page, so each sheet of a chart pinned
    on the wall explains its own codes.
    """

    page_width: float
    page_height: float
    key: Flowable | None = None
    key_height: float = 0.0

    @property
    def frame_width(self) -> float:
        return self.page_width - 2 * MARGIN

    @property
    def frame_height(self) -> float:
        return (self.page_height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT
                - self.key_height)


def page_layout(opts: PrintOptions, natural_landscape: bool, key: Flowable | None = None
                ) -> Layout:
    """The page for ``opts``; a document's natural orientation applies unless the caller chose.

    Documents start here, so the fonts are registered before anything is measured.
    """
    register_fonts()
    short, long = sorted(_PAPER[opts.paper])
    landscape = natural_landscape if opts.landscape is None else opts.landscape
    width, height = (long, short) if landscape else (short, long)
    if key is None:
        return Layout(width, height)
    key_height = key.wrap(width - 2 * MARGIN, height)[1] + _KEY_GAP
    return Layout(width, height, key, key_height)


def render(
    story: Sequence[Flowable], layout: Layout, heading: Heading, info: EventInfo,
    opts: PrintOptions,
) -> bytes:
    """Lay ``story`` out on pages carrying the event heading, key and footer; the PDF's bytes."""
    printed_at = opts.print_time()
    out = io.BytesIO()
    doc = BaseDocTemplate(
        out,
        pagesize=(layout.page_width, layout.page_height),
        title=f"{info.name} – {heading.title} {heading.detail}".strip(),
        author=info.arbiter, creator="chessarbiter", invariant=1,
    )
    frame = Frame(MARGIN, MARGIN + FOOTER_HEIGHT + layout.key_height,
                  layout.frame_width, layout.frame_height,
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame])])
    decorate = partial(_decorate, layout=layout, heading=heading, info=info, printed_at=printed_at)
    notice = [_notice(info.notice, layout.frame_width), Spacer(1, 6)] if info.notice else []
    if info.playoff:
        from chessarbiter.reports.wrapped import paragraph, text_style

        notice += [paragraph(info.playoff, text_style(10.5, bold=True)), Spacer(1, 6)]
    doc.build([*notice, *story], canvasmaker=partial(_HeldPagesCanvas, decorate=decorate,
                                                     printed_at=printed_at))
    return out.getvalue()


def _notice(text: str, width: float) -> Flowable:
    """A boxed paragraph above the content, in bold: what the reader must know first."""
    from chessarbiter.reports.wrapped import paragraph, text_style

    box = Table([[paragraph(text, text_style(9.5, bold=True))]], colWidths=[width])
    box.setStyle([("BOX", (0, 0), (-1, -1), 1.2, _NOTICE), ("BACKGROUND", (0, 0), (-1, -1),
                                                            _NOTICE_FILL),
                  ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)])
    return box


class _HeldPagesCanvas(Canvas):  # type: ignore[misc]  # reportlab ships no type hints
    """Keeps finished pages until ``save`` so that every footer can say "page X of Y"."""

    def __init__(self, *args: Any, decorate: Callable[[Canvas, int, int], None],
                 printed_at: datetime, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._decorate = decorate
        self._held: list[dict[str, Any]] = []
        # The PDF's own creation date is the print time too, not reportlab's fixed 2000-01-01.
        self.setDateFormatter(lambda *_: printed_at.strftime("D:%Y%m%d%H%M%S"))

    def showPage(self) -> None:
        self._held.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._held)
        for state in self._held:
            self.__dict__.update(state)
            self._decorate(self, self._pageNumber, total)
            super().showPage()
        super().save()


def _decorate(canvas: Canvas, page: int, total: int, *, layout: Layout, heading: Heading,
              info: EventInfo, printed_at: datetime) -> None:
    """Draw the heading (event left, document right) and the footer on one page."""
    left, right = MARGIN, layout.page_width - MARGIN
    top = layout.page_height - MARGIN
    canvas.saveState()
    canvas.setFont(BOLD, 14)
    canvas.drawRightString(right, top - 13, heading.title)
    room = layout.frame_width - text_width(heading.title, BOLD, 14) - 24
    canvas.drawString(left, top - 13, fit_text(info.name, BOLD, 14, room))
    canvas.setFont(REGULAR, 10)
    canvas.drawRightString(right, top - 27, heading.detail)
    place = info.place("  ·  ")
    room = layout.frame_width - text_width(heading.detail, REGULAR, 10) - 24
    canvas.setFillColor(_GREY)
    canvas.drawString(left, top - 27, fit_text(place, REGULAR, 10, room))
    canvas.setStrokeColor(_GREY)
    canvas.setLineWidth(0.6)
    canvas.line(left, top - 33, right, top - 33)

    bottom = MARGIN
    if layout.key is not None:
        layout.key.drawOn(canvas, left, bottom + FOOTER_HEIGHT)
    canvas.setStrokeColor(_GREY)
    canvas.line(left, bottom + 13, right, bottom + 13)
    canvas.setFont(REGULAR, 8.5)
    if info.arbiter:
        canvas.drawString(left, bottom + 2, fit_text(f"Arbiter: {info.arbiter}", REGULAR, 8.5,
                                                     layout.frame_width / 3))
    canvas.drawCentredString(layout.page_width / 2, bottom + 2,
                             f"Printed {printed_at:%Y-%m-%d %H:%M}")
    canvas.drawRightString(right, bottom + 2, f"Page {page} of {total}")
    canvas.restoreState()
