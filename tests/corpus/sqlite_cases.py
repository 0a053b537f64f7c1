"""Files that are not usable event files although one might open them as such.

Most start from a real event file (a six-player round robin with a few results, made through
the services, compacted to 1 KiB pages so that the corpus stays small), then damaged the way
disks, copies and other programs damage files. The SQLite file format facts used: a 100-byte
header on page 1 (page size at offset 16, write and read versions at 18 and 19, reserved bytes
at 20, schema format at 44, text encoding at 56), b-tree page type in a page's first byte.
"""

from __future__ import annotations

import random
import sqlite3
import struct
import tempfile
from collections.abc import Callable, Iterator
from contextlib import closing
from functools import cache
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event
from tests.corpus.cases import Case

PAGE = 1024
DAMAGED = "the file is damaged"
FOREIGN = "holds tables of another program"
NEWER = "made by a newer version of chessarbiter (schema 9999)"
NOT_SQLITE = "not a chessarbiter event file"
NAMES = ("Abernathy, Colin", "<b>Baptiste</b>, Rene", '=HYPERLINK("http://x","Chen")',
         "Dvorak, Pavel", "שפירא, דוד", "Fonseca, Ana")


def made(build: Callable[[Path], None]) -> bytes:
    """The bytes of a file ``build`` makes, compacted to one file in rollback-journal mode."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "made.chessarbiter"
        build(path)
        with closing(sqlite3.connect(path)) as conn:
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute(f"PRAGMA page_size={PAGE}")
            conn.execute("VACUUM")
        return path.read_bytes()


def _event(path: Path) -> None:
    db = Database.open_file(path)
    service = EventService(db, create_event(db, "Corpus Invitational", "round-robin-fide"))
    service.add_players([Player(0, name, fide_rating=2500 - 50 * i)
                         for i, name in enumerate(NAMES)])
    service.make_schedule()
    for board, result in enumerate((Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS), 1):
        service.set_result(1, board, result)
    db.close()
    _sql(path, "update events set created_at = '2011-09-01 00:00:00.000000'")


def _sql(path: Path, *statements: str) -> None:
    with closing(sqlite3.connect(path)) as conn:
        for statement in statements:
            conn.execute(statement)
        conn.commit()


@cache
def event() -> bytes:
    return made(_event)


def changed(*statements: str, wal: bool = False) -> bytes:
    """The event file with SQL applied to it (in WAL mode afterwards when ``wal``)."""
    def build(path: Path) -> None:
        path.write_bytes(event())
        _sql(path, *statements)
    data = made(build)
    return data[:18] + b"\x02\x02" + data[20:] if wal else data


def foreign(*statements: str, wal: bool = False) -> bytes:
    data = made(lambda path: _sql(path, *statements))
    return data[:18] + b"\x02\x02" + data[20:] if wal else data


def at(data: bytes, offset: int, new: bytes) -> bytes:
    return data[:offset] + new + data[offset + len(new):]


def sqlite(name: str, data: bytes, message: str) -> Case:
    return Case(f"{name}.chessarbiter", data, {"message": message})


def cases() -> Iterator[Case]:
    data = event()
    pages = len(data) // PAGE
    noise = random.Random(2026)
    for label, cut in (("header_magic_only", 16), ("header_only", 100), ("first_page_only", PAGE),
                       ("half", pages // 2 * PAGE), ("last_page_missing", len(data) - PAGE),
                       ("mid_page", pages // 2 * PAGE + 300)):
        yield sqlite(f"cut_{label}", data[:cut], DAMAGED)
    for page in (2, 3, pages // 2, pages):
        yield sqlite(f"noise_on_page_{page}", at(data, (page - 1) * PAGE, noise.randbytes(PAGE)),
                     DAMAGED)
    yield sqlite("page_3_zeroed", at(data, 2 * PAGE, bytes(PAGE)), DAMAGED)
    yield sqlite("page_2_type_unknown", at(data, PAGE, b"\x07"), DAMAGED)
    yield sqlite("page_size_not_a_power_of_two", at(data, 16, struct.pack(">H", 0x0300)), DAMAGED)
    yield sqlite("read_version_from_the_future", at(data, 18, b"\x03\x03"), DAMAGED)
    yield sqlite("schema_format_unknown", at(data, 44, struct.pack(">I", 9)), DAMAGED)
    yield sqlite("schema_table_overwritten", at(data, PAGE - 400, noise.randbytes(400)), DAMAGED)
    yield sqlite("schema_version_missing", changed("delete from alembic_version"),
                 "its schema version is missing")
    contacts = ("create table contacts (name text, phone text)",
                "insert into contacts values ('<script>x</script>', '=cmd|'' /C calc''!A0')")
    yield sqlite("other_program", foreign(*contacts), FOREIGN)
    yield sqlite("other_program_wal", foreign(*contacts, wal=True), FOREIGN)
    yield sqlite("other_alembic_program", foreign(
        "create table alembic_version (version_num varchar(32) not null)",
        "insert into alembic_version values ('ae1027a6acf')", "create table users (name text)"),
        FOREIGN)
    newer = "update alembic_version set version_num = '9999'"
    yield sqlite("newer_version", changed(newer), NEWER)
    yield sqlite("newer_version_wal", changed(newer, wal=True), NEWER)
    for label, other in (
        ("wal_file", struct.pack(">8I", 0x377F0682, 3007000, PAGE, 0, 1, 2, 3, 4) + data[:PAGE]),
        ("shm_file", bytes(32768)),
        ("rollback_journal", bytes.fromhex("d9d505f920a163d7") + bytes(504) + data[:PAGE]),
        ("sqlite_2", b"** This file contains an SQLite 2.1 database **" + bytes(977)),
        ("magic_without_nul", b"SQLite format 3\n" + data[16:PAGE]),
        ("encrypted", noise.randbytes(4 * PAGE)),
        ("pdf", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"),
        ("zip", b"PK\x03\x04" + bytes(26) + b"xl/workbook.xml"),
        ("trf", b"012 Corpus Invitational\n001    1 m    Abernathy, Colin\n"),
    ):
        yield sqlite(f"not_sqlite_{label}", other, NOT_SQLITE)
