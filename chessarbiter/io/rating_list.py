"""A rating list the Match Director supplies for a month (rule 4): US Chess ID and rating,
as a CSV file or an Excel workbook.

Columns A and B hold the ID and the rating, unless the first row is a heading row (no digits
in it) naming them (``ID``, ``Rating`` and the like; other columns are then ignored). An
empty rating, ``UNR`` or ``unrated`` marks an unrated player, who is left out: absent from the
list means unrated. A provisional rating may carry US Chess's suffix (``1450P12``). The whole
list is refused when any row is wrong, each problem named by file, row and column.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from openpyxl.utils import get_column_letter

from chessarbiter.io.roster.workbook import Unreadable, open_archive, open_book, rows

_ID = re.compile(r"\d{8}")
_RATING = re.compile(r"(\d{1,4})(?:P\d{1,2})?", re.IGNORECASE)
_UNRATED = ("", "unr", "unrated")
_ID_HEADINGS = ("id", "uscf id", "us chess id", "uscf_id", "member id", "memid")
_RATING_HEADINGS = ("rating", "uscf rating", "regular rating", "rtg")
_ZIP_MAGIC = b"PK\x03\x04"
_MAX_RATING = 3500  # as the roster form allows (rule 4)


@dataclass(frozen=True, slots=True)
class RatingListProblem:
    """One bad row or file; ``str()`` is ``FILE: row 7, column B (rating): …``."""

    source: str
    row: int | None
    column: str | None
    heading: str | None
    message: str

    def __str__(self) -> str:
        where = [f"row {self.row}"] if self.row is not None else []
        if self.column is not None:
            where.append(f"column {self.column}" + (f" ({self.heading})" if self.heading else ""))
        return f"{self.source}: " + (", ".join(where) + ": " if where else "") + self.message


@dataclass(frozen=True, slots=True)
class RatingList:
    """US Chess ID → rating, only when ``problems`` is empty."""

    ratings: dict[str, int] = field(default_factory=dict)
    problems: tuple[RatingListProblem, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


def read_rating_list(data: bytes, source: str) -> RatingList:
    """The ratings in ``data`` (an .xlsx workbook or CSV text) named ``source`` in messages."""
    try:
        lines = _xlsx_rows(data) if data.startswith(_ZIP_MAGIC) else _csv_rows(data)
        return _Reader(source).read(lines)
    except Unreadable as e:
        return RatingList(problems=(RatingListProblem(source, None, None, None, str(e)),))


def _csv_rows(data: bytes) -> Iterator[Sequence[Any]]:
    if not data.strip():
        raise Unreadable("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # Excel's "CSV" on Windows
    try:
        dialect: Any = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel  # one column, or nothing to tell the separator by
    return csv.reader(io.StringIO(text), dialect)


def _xlsx_rows(data: bytes) -> Iterator[Sequence[Any]]:
    open_archive(data)
    book = open_book(data)
    try:
        for cells in rows(book.worksheets[0], 40):
            yield [c.value for c in cells]
    finally:
        book.close()


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.columns = {"id": (0, "ID"), "rating": (1, "rating")}
        self.problems: list[RatingListProblem] = []
        self.ratings: dict[str, int] = {}
        self.first_row: dict[str, int] = {}

    def read(self, lines: Iterator[Sequence[Any]]) -> RatingList:
        filled = False
        for number, values in enumerate(lines, start=1):
            if not any(_text(v) for v in values):
                continue
            if not filled and not any(c.isdigit() for v in values for c in _text(v)):
                if not self._take_headings(number, values):
                    break  # the columns are unknown: no row below can be read
            else:
                self._read_row(number, values)
            filled = True
        if not self.ratings and not self.problems:
            self._problem(None, None, "the list holds no rated player"
                          if filled else "the list is empty")
        if self.problems:
            return RatingList(problems=tuple(self.problems))
        return RatingList(self.ratings)

    def _take_headings(self, number: int, values: Sequence[Any]) -> bool:
        found: dict[str, tuple[int, str]] = {}
        for i, value in enumerate(values):
            heading = " ".join(_text(value).lower().split())
            for name, known in (("id", _ID_HEADINGS), ("rating", _RATING_HEADINGS)):
                if heading in known and name not in found:
                    found[name] = (i, _text(value))
        if len(found) < 2:
            self._problem(number, None, "a heading row must name the ID and the rating "
                                        f"columns (found {[_text(v) for v in values if v]})")
            return False
        self.columns.update(found)
        return True

    def _read_row(self, number: int, values: Sequence[Any]) -> None:
        uscf_id = self._id(number, _cell(values, self.columns["id"][0]))
        rating = self._rating(number, _cell(values, self.columns["rating"][0]))
        if uscf_id is None or rating is None:
            return
        if uscf_id in self.ratings and self.ratings[uscf_id] != rating:
            self._problem(number, "id", f"{uscf_id} is listed twice with different ratings "
                                        f"(see row {self.first_row[uscf_id]})")
        elif uscf_id not in self.ratings:
            self.ratings[uscf_id] = rating
            self.first_row[uscf_id] = number

    def _id(self, number: int, value: Any) -> str | None:
        text = _text(value)
        if not _ID.fullmatch(text):
            self._problem(number, "id", f"{text!r} is not a US Chess ID (8 digits)"
                          if text else "the US Chess ID is missing")
            return None
        return text

    def _rating(self, number: int, value: Any) -> int | None:
        """The rating; None when unrated or wrong (a wrong one is a problem recorded)."""
        text = _text(value)
        if text.lower() in _UNRATED:
            return None
        match = _RATING.fullmatch(text)
        if match is None or int(match.group(1)) > _MAX_RATING:
            self._problem(number, "rating", f"{text!r} is not a rating (a whole number up to "
                                            f"{_MAX_RATING}, or empty or UNR for unrated)")
            return None
        return int(match.group(1))

    def _problem(self, row: int | None, column: str | None, message: str) -> None:
        letter = heading = None
        if column is not None:
            index, heading = self.columns[column]
            letter = get_column_letter(index + 1)
        self.problems.append(RatingListProblem(self.source, row, letter, heading, message))


def _cell(values: Sequence[Any], index: int) -> Any:
    return values[index] if index < len(values) else None


def _text(value: Any) -> str:
    """A cell as text: whole numbers without ``.0``, as a spreadsheet shows them."""
    if value is None or isinstance(value, bool):
        return "" if value is None else str(value).upper()
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()
