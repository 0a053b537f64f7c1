"""A column as every table of results declares it, whether drawn on paper or on a web page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a list table; ``stretch`` columns (names) take the spare width, or give
    up width and shorten their text with "…" when the page is too narrow."""

    header: str
    align: Literal["LEFT", "CENTER", "RIGHT"] = "CENTER"
    bold: bool = False
    stretch: bool = False
