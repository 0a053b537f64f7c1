"""Opening a roster workbook safely: what is not a readable .xlsx is named before openpyxl
sees it, and the parts openpyxl's fast read-only mode does not give (merged cells) are read
from the archive directly."""

from __future__ import annotations

import io
import posixpath
import re
import warnings
import zipfile
from collections.abc import Iterator
from typing import Any
from xml.etree import ElementTree

from openpyxl import load_workbook

_CFB_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # OLE container: encrypted .xlsx or old .xls
_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PKG = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_MERGE = re.compile(rb'<(?:\w+:)?mergeCell\b[^>]*?\bref="([A-Z]+[0-9]+(?::[A-Z]+[0-9]+)?)"')


class Unreadable(ValueError):
    """The file is not a workbook we can read; ``str()`` tells the captain what to do."""


def open_archive(data: bytes) -> zipfile.ZipFile:
    """The .xlsx zip archive, checked whole, or :class:`Unreadable`."""
    if not data:
        raise Unreadable("the file is empty")
    if data.startswith(_CFB_MAGIC):
        raise Unreadable("the workbook is password-protected or in the old .xls format; "
                         "save it as an Excel .xlsx workbook without a password")
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        damaged = archive.testzip()
    except (zipfile.BadZipFile, EOFError, NotImplementedError) as e:
        raise Unreadable(f"not an Excel .xlsx workbook, or a damaged one ({e})") from e
    if damaged is not None:
        raise Unreadable(f"the workbook is damaged: part {damaged} fails its checksum")
    if "xl/workbook.xml" not in archive.namelist():
        raise Unreadable("a zip archive, but not an Excel .xlsx workbook")
    return archive


def open_book(data: bytes) -> Any:
    """openpyxl's read-only workbook (formulas kept as formulas, so they can be refused)."""
    try:
        with warnings.catch_warnings():
            # openpyxl warns about features it drops (extensions, styles); none affect values.
            warnings.simplefilter("ignore")
            return load_workbook(io.BytesIO(data), read_only=True, data_only=False)
    except Exception as e:  # openpyxl fails on damaged parts with many exception types
        raise Unreadable(f"the workbook cannot be read ({type(e).__name__}: {e})") from e


def rows(sheet: Any, max_col: int) -> Iterator[tuple[Any, ...]]:
    """The sheet's rows from row 1, cells padded to ``max_col``.

    The sheet's stored dimension is ignored: some programs write a wrong one, and read-only
    mode would silently stop there.
    """
    sheet.reset_dimensions()
    try:
        with warnings.catch_warnings():
            # A date cell outside Excel's calendar: openpyxl warns and gives an error cell,
            # which the reader refuses at its row and column.
            warnings.simplefilter("ignore")
            yield from sheet.iter_rows(min_row=1, max_col=max_col)
    except Exception as e:  # damaged sheet XML surfaces only while streaming
        raise Unreadable(f"the sheet cannot be read ({type(e).__name__}: {e})") from e


def merged_ranges(archive: zipfile.ZipFile, sheet_name: str) -> list[str]:
    """The merged ranges of a sheet, e.g. ``["A5:B5"]``, from its XML part."""
    try:
        book = ElementTree.fromstring(archive.read("xl/workbook.xml"))
        rels = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    except (KeyError, ElementTree.ParseError):
        return []
    rel_id = next((s.get(f"{_REL}id") for s in book.iter(f"{_MAIN}sheet")
                   if s.get("name") == sheet_name), None)
    target = next((r.get("Target") for r in rels.iter(f"{_PKG}Relationship")
                   if r.get("Id") == rel_id), None)
    if target is None:
        return []
    part = target.lstrip("/") if target.startswith("/") else posixpath.normpath(
        posixpath.join("xl", target))
    try:
        xml = archive.read(part)
    except KeyError:
        return []
    return [m.group(1).decode() for m in _MERGE.finditer(xml)]
