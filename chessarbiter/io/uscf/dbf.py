"""A dBase III writer with character fields only, byte for byte as SwissSys 11 writes the US Chess
rating report (formats.md §1.2).

US Chess reads three small .DBF files in which every field is type ``C`` (numbers and dates
too), values are printable ASCII, left-justified and padded with spaces. A few lines of
``struct`` keep every byte under our control, which a general DBF library would not.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterable, Sequence
from datetime import date

VERSION = 0x03  # dBase III without memo
HEADER_END = 0x0D
ACTIVE_RECORD = 0x20
FILE_END = 0x1A
MAX_WIDTH = 254  # the widest character field dBase III allows

_HEADER = struct.Struct("<4BIHH20x")  # version, YY MM DD, records, header and record length
_DESCRIPTOR = struct.Struct("<11sc4xBB14x")  # name, type, (address), width, decimals
_FIELD_NAME = re.compile(r"[A-Z][A-Z0-9_]{0,9}")
_PRINTABLE = re.compile(r"[\x20-\x7e]*")

Field = tuple[str, int]


def write_dbf(fields: Sequence[Field], records: Iterable[Sequence[str]], updated: date) -> bytes:
    """The whole file: header, one 32-byte descriptor per field, 0x0D, records, 0x1A.

    ``updated`` goes into bytes 1–3 as year − 1900, month, day. A value that is not printable
    ASCII or is wider than its field raises ValueError naming the record and the field: the
    caller folds and fits text first, so this only catches its mistakes.
    """
    _check_fields(fields)
    body = bytearray()
    count = 0
    for count, record in enumerate(records, start=1):
        body += _record(fields, record, count)
    if not 0 <= updated.year - 1900 <= 255:
        raise ValueError(f"the update date {updated} cannot be stored (years 1900–2155)")
    head = _HEADER.pack(VERSION, updated.year - 1900, updated.month, updated.day, count,
                        32 + 32 * len(fields) + 1, 1 + sum(width for _, width in fields))
    descriptors = b"".join(_DESCRIPTOR.pack(name.encode("ascii"), b"C", width, 0)
                           for name, width in fields)
    return head + descriptors + bytes([HEADER_END]) + body + bytes([FILE_END])


def _check_fields(fields: Sequence[Field]) -> None:
    if not fields:
        raise ValueError("a DBF file needs at least one field")
    seen: set[str] = set()
    for name, width in fields:
        if not _FIELD_NAME.fullmatch(name):
            raise ValueError(f"field name {name!r}: 1–10 capitals, digits or _, a letter first")
        if name in seen:
            raise ValueError(f"field {name} is listed twice")
        seen.add(name)
        if not 1 <= width <= MAX_WIDTH:
            raise ValueError(f"field {name}: width {width} is outside 1..{MAX_WIDTH}")


def _record(fields: Sequence[Field], values: Sequence[str], number: int) -> bytes:
    if len(values) != len(fields):
        raise ValueError(f"record {number}: {len(values)} values for {len(fields)} fields")
    out = bytearray([ACTIVE_RECORD])
    for (name, width), value in zip(fields, values, strict=True):
        if not _PRINTABLE.fullmatch(value):
            raise ValueError(f"record {number}, field {name}: {value!r} is not printable ASCII")
        if len(value) > width:
            raise ValueError(f"record {number}, field {name}: {value!r} is {len(value)} "
                             f"characters; the field holds {width}")
        out += value.ljust(width).encode("ascii")
    return bytes(out)
