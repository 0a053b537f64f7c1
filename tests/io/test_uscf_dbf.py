"""Golden bytes of the US Chess DBF files, written by hand from formats.md §1.2–1.6, and the
same files read back by dbfread (an independent dBase reader)."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest
from dbfread import DBF

from chessarbiter.io.uscf import build_report
from chessarbiter.io.uscf.dbf import write_dbf
from tests.io.test_uscf_events import FIVE, FIVE_CELLS, GAME_DATES, INFO, WRITTEN

# A two-field file byte by byte: version 03; 2025-09-30 as 125 (year - 1900), 9, 30; two
# records; header 32 + 2 * 32 + 1 = 97 = 0x61; record 1 + 3 + 2 = 6; 20 zero bytes; each
# descriptor: name NUL-padded to 11, "C", 4 zero bytes, width, 0 decimals, 14 zero bytes;
# 0x0D; records start with a space and are left-justified; 0x1A at the end.
TINY = bytes.fromhex(
    "03 7d 09 1e  02 00 00 00  61 00  06 00" + " 00" * 20
    + " 41" + " 00" * 10 + " 43  00 00 00 00  03 00" + " 00" * 14
    + " 42 42" + " 00" * 9 + " 43  00 00 00 00  02 00" + " 00" * 14
    + " 0d"
    + " 20  78 20 20  31 20"
    + " 20  79 7a 20  20 20"
    + " 1a"
)


def test_a_tiny_file_is_byte_for_byte_as_the_format_says() -> None:
    data = write_dbf([("A", 3), ("BB", 2)], [("x", "1"), ("yz", "")], date(2025, 9, 30))
    assert data == TINY


def descriptor(name: str, width: int) -> bytes:
    """A 32-byte character-field descriptor as formats.md §1.2 lays it out."""
    return name.encode("ascii").ljust(11, b"\0") + b"C" + bytes(4) + bytes([width, 0]) + bytes(14)


def pad(value: str, width: int) -> bytes:
    assert len(value) <= width
    return value.ljust(width).encode("ascii")


def file_head(records: int, header_length: int, record_length: int) -> bytes:
    """Bytes 0-31 for a file written on 2026-03-20 (126, 3, 20)."""
    return (bytes([0x03, 126, 3, 20]) + records.to_bytes(4, "little")
            + header_length.to_bytes(2, "little") + record_length.to_bytes(2, "little")
            + bytes(20))


# THEXPORT (§1.3): 16 fields, header 32 + 16 * 32 + 1 = 545, record 1 + 413 = 414.
HEADER_FILE = (
    file_head(1, 545, 414)
    + descriptor("H_FORMAT", 5) + descriptor("H_PROGRAM", 10) + descriptor("H_EVENT_ID", 12)
    + descriptor("H_NAME", 35) + descriptor("H_TOT_SECT", 2) + descriptor("H_BEG_DATE", 8)
    + descriptor("H_END_DATE", 8) + descriptor("H_AFF_ID", 8) + descriptor("H_CITY", 21)
    + descriptor("H_STATE", 2) + descriptor("H_ZIPCODE", 10) + descriptor("H_COUNTRY", 21)
    + descriptor("H_SENDCROS", 1) + descriptor("H_CTD_ID", 8) + descriptor("H_ATD_ID", 8)
    + descriptor("H_OTHER_TD", 254)
    + b"\r"
    + b" " + pad("2C", 5) + pad("CHESSARB", 10) + pad("", 12)
    + pad("Reno Spring Round Robin 2026", 35) + pad("1", 2) + b"20260314" + b"20260316"
    + b"A1234567" + pad("Reno", 21) + b"NV" + pad("89501", 10) + pad("USA", 21) + b"N"
    + b"12345670" + b"23456781" + pad("34567892,45678903", 254)
    + b"\x1a"
)

# TSEXPORT (§1.4): 16 fields, header 545, record 131. G/90;d5 is 90 + 5 = 95 > 65: Regular.
SECTION_FILE = (
    file_head(1, 545, 131)
    + descriptor("S_EVENT_ID", 12) + descriptor("S_SEC_NUM", 2) + descriptor("S_SEC_NAME", 30)
    + descriptor("S_R_SYSTEM", 1) + descriptor("S_TIMECTL", 40) + descriptor("S_CTD_ID", 8)
    + descriptor("S_ATD_ID", 8) + descriptor("S_TRN_TYPE", 1) + descriptor("S_TOT_RNDS", 2)
    + descriptor("S_LST_PAIR", 4) + descriptor("S_BEG_DATE", 8) + descriptor("S_END_DATE", 8)
    + descriptor("S_SCH_LVL", 1) + descriptor("S_GR_PRIX", 1) + descriptor("S_GP_PTS", 3)
    + descriptor("S_FIDE", 1)
    + b"\r"
    + b" " + pad("", 12) + pad("1", 2) + pad("Championship", 30) + b"R" + pad("G/90;d5", 40)
    + b"12345670" + b"23456781" + b"R" + pad("5", 2) + pad("5", 4) + b"20260314" + b"20260316"
    + b" " + b"N" + pad("", 3) + b"N"
    + b"\x1a"
)

# TDEXPORT (§1.5): 7 + 5 fields, header 32 + 12 * 32 + 1 = 417, record 63 + 7 * 5 = 98.
# Names folded to ASCII capitals, LAST, FIRST, cut to 30; unrated is 0.
NAMES = {1: "ODEGARD, ORJAN", 2: "NGUYEN, THI HUONG", 3: "SMITH, JOHN",
         4: "WOLFESCHLEGELSTEINHAUSEN-BERGE", 5: "STRAUSS, LUKASZ"}
IDS = {1: "12345678", 2: "00123456", 3: "30987654", 4: "14000001", 5: "99999999"}
RATINGS = {1: "2105", 2: "1850", 3: "0", 4: "1500", 5: "987"}
DETAIL_FILE = (
    file_head(5, 417, 98)
    + descriptor("D_EVENT_ID", 12) + descriptor("D_SEC_NUM", 2) + descriptor("D_PAIR_NUM", 4)
    + descriptor("D_MEM_ID", 8) + descriptor("D_NAME", 30) + descriptor("D_STATE", 2)
    + descriptor("D_RATING", 4)
    + b"".join(descriptor(f"D_RND0{r}", 7) for r in range(1, 6))
    + b"\r"
    + b"".join(
        b" " + pad("", 12) + pad("1", 2) + pad(str(k), 4) + IDS[k].encode() + pad(NAMES[k], 30)
        + pad("", 2) + pad(RATINGS[k], 4) + b"".join(pad(c, 7) for c in FIVE_CELLS[k])
        for k in range(1, 6)
    )
    + b"\x1a"
)


@pytest.fixture(scope="module")
def five_report() -> dict[str, bytes]:
    return build_report(FIVE, INFO, GAME_DATES, written=WRITTEN).files()


def test_lengths_follow_the_format() -> None:
    assert len(HEADER_FILE) == 545 + 414 + 1
    assert len(SECTION_FILE) == 545 + 131 + 1
    assert len(DETAIL_FILE) == 417 + 5 * 98 + 1


@pytest.mark.parametrize(("name", "expected"), [
    ("THEXPORT.DBF", HEADER_FILE), ("TSEXPORT.DBF", SECTION_FILE), ("TDEXPORT.DBF", DETAIL_FILE),
])
def test_files_match_the_hand_written_bytes(five_report: dict[str, bytes], name: str,
                                            expected: bytes) -> None:
    assert five_report[name] == expected


def read_back(tmp_path: Path, files: dict[str, bytes], name: str) -> list[dict[str, str]]:
    path = tmp_path / name
    path.write_bytes(files[name])
    table = DBF(str(path), encoding="ascii", char_decode_errors="strict")
    assert all(f.type == "C" for f in table.fields)
    return [dict(record) for record in table]


def test_dbfread_reads_all_three_files_back(tmp_path: Path,
                                             five_report: dict[str, bytes]) -> None:
    (header,) = read_back(tmp_path, five_report, "THEXPORT.DBF")
    assert header["H_FORMAT"] == "2C" and header["H_EVENT_ID"] == ""
    assert header["H_NAME"] == "Reno Spring Round Robin 2026"
    assert (header["H_AFF_ID"], header["H_CTD_ID"], header["H_ATD_ID"]) == (
        "A1234567", "12345670", "23456781")
    assert header["H_OTHER_TD"] == "34567892,45678903"
    (section,) = read_back(tmp_path, five_report, "TSEXPORT.DBF")
    assert (section["S_TIMECTL"], section["S_R_SYSTEM"], section["S_TRN_TYPE"]) == (
        "G/90;d5", "R", "R")
    assert (section["S_TOT_RNDS"], section["S_LST_PAIR"]) == ("5", "5")
    details = read_back(tmp_path, five_report, "TDEXPORT.DBF")
    assert [d["D_PAIR_NUM"] for d in details] == ["1", "2", "3", "4", "5"]
    for k, record in enumerate(details, start=1):
        assert (record["D_MEM_ID"], record["D_NAME"], record["D_RATING"]) == (
            IDS[k], NAMES[k], RATINGS[k])
        assert tuple(record[f"D_RND0{r}"] for r in range(1, 6)) == FIVE_CELLS[k]


def test_every_byte_is_printable_ascii_or_structure(five_report: dict[str, bytes]) -> None:
    for data in five_report.values():
        records = data[data.index(b"\r") + 1 : -1]
        assert all(0x20 <= b <= 0x7E for b in records)
        assert data[-1] == 0x1A


@pytest.mark.parametrize(("fields", "records", "message"), [
    ([], [], "at least one field"),
    ([("lower", 3)], [], "field name 'lower'"),
    ([("ELEVENCHARS", 3)], [], "field name 'ELEVENCHARS'"),
    ([("A", 255)], [], "field A: width 255 is outside 1..254"),
    ([("A", 1), ("A", 2)], [], "field A is listed twice"),
    ([("A", 3)], [("abcd",)], "record 1, field A: 'abcd' is 4 characters; the field holds 3"),
    ([("A", 3)], [("ok",), ("é",)], "record 2, field A: 'é' is not printable ASCII"),
    ([("A", 3), ("B", 1)], [("x",)], "record 1: 1 values for 2 fields"),
])
def test_bad_input_is_refused_with_the_field_named(
    fields: list[tuple[str, int]], records: list[tuple[str, ...]], message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        write_dbf(fields, records, WRITTEN)
