"""dBASE files (the US Chess rating report format) where a TRF file or an event file belongs.

Nothing imports DBF: each file must be refused by ``import-trf`` and by opening it as an event
file. The files are dBASE III tables as the format defines them (a 32-byte header, 32 bytes
per field, 0x0D, fixed-width records each behind a deletion flag, 0x1A), written here byte by
byte, with player names from the polite to the hostile.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence

from tests.corpus.cases import Case

FIELDS = (("NAME", "C", 30), ("ID", "C", 8), ("RATING", "N", 4), ("EXPIRES", "D", 8))
PLAYERS = [("Abernathy, Colin", "12000001", "2512", "20120531"),
           ("Baptiste, Rene", "12000002", "2431", "20120531"),
           ("Chen, Mei", "12000003", "2340", "20120630")]
NOT_TRF = {"line": 1, "column": 1, "field": "file",
           "message": "no player records (001 lines): is this a TRF file?"}
NOT_EVENT_FILE = "not a chessarbiter event file"


def dbf(records: Sequence[tuple[str, ...]] = PLAYERS, version: int = 0x03,
        fields: tuple[tuple[str, str, int], ...] = FIELDS, count: int | None = None,
        deleted: bool = False, terminator: bytes = b"\r", end: bytes = b"\x1a",
        encoding: str = "utf-8") -> bytes:
    """A dBASE III table; ``count`` overrides the record count the header gives."""
    record_length = 1 + sum(width for _, _, width in fields)
    header = struct.pack("<BBBBIHH20x", version, 111, 9, 1,
                         len(records) if count is None else count,
                         32 + 32 * len(fields) + 1, record_length)
    for name, kind, width in fields:
        header += struct.pack("<11sc4xBB14x", name.encode(), kind.encode(), width, 0)
    rows = b"".join(
        (b"*" if deleted else b" ") + b"".join(
            value.encode(encoding)[:width].ljust(width)
            for value, (_, _, width) in zip(record, fields, strict=True))
        for record in records)
    return header + terminator + rows + end


def named(name: str) -> bytes:
    return dbf([(name, "12000009", "1800", "20120531"), *PLAYERS])


def case(name: str, data: bytes, trf: dict[str, object] = NOT_TRF) -> Case:
    return Case(f"{name}.dbf", data, {"trf": trf, "event_file": NOT_EVENT_FILE})


def cases() -> Iterator[Case]:
    yield case("rating_report", dbf())
    for label, name in (
        ("markup", "<script>alert(1)</script>"), ("formula", '=HYPERLINK("http://x","y")'),
        ("dde", "=cmd|' /C calc'!A0"), ("at_sign", "@SUM(A1:A9)"), ("plus", "+cmd"),
        ("override", "Ali \u202eecnalab"), ("hebrew", "שפירא, דוד"), ("bell", "Bell\x07"),
        ("nul", "Nul\x00Nul"), ("escape", "\x1b[2J\x1b[H"), ("long", "X" * 300),
    ):
        yield case(f"name_{label}", named(name))
    yield case("name_windows_1252", dbf([("Kašparov, Garri", "12000010", "2812", "20120531")],
                                        encoding="cp1252"))
    for version in (0x02, 0x30, 0x31, 0x83, 0x8B, 0xF5, 0xFB):
        yield case(f"version_{version:02x}", dbf(version=version))
    yield case("no_records", dbf([]))
    yield case("no_fields", dbf([], fields=()))
    yield case("deleted_records", dbf(deleted=True))
    yield case("no_header_terminator", dbf(terminator=b""))
    yield case("no_end_of_file_mark", dbf(end=b""))
    yield case("record_count_lies", dbf(count=0xFFFFFFFF))
    yield case("cut_in_the_header", dbf()[:10])
    yield case("cut_in_the_fields", dbf()[:70])
    yield case("cut_in_a_record", dbf()[:200])
    yield case("numbers_as_formulas", dbf([("Formula, Fred", "=1+1", "=2*3", "=TODAY()")]))
    # A name holding a line break and what looks like a TRF player record: the reader gets
    # past "no player records" and stops at the header's first byte, the version 0x03.
    trick = "\n001    1 m    Trick, Tom"
    yield case("name_with_a_trf_line", dbf([(trick, "12000011", "1500", "20120531")]),
               {"line": 1, "column": 1, "field": "record code",
                "message": "invisible control character U+0003"})
