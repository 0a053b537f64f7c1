"""The director's monthly rating list (rule 4): CSV or XLSX of US Chess ID and rating, read
whole or refused with every bad row located by file, row and column."""

from __future__ import annotations

import io

import openpyxl
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.io.rating_list import read_rating_list


def xlsx(rows: list[list[object]]) -> bytes:
    book = openpyxl.Workbook()
    for row in rows:
        book.active.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_csv_list_with_headings_unrated_and_provisional_players() -> None:
    data = b"ID,Rating\n12000101,1850\n12000102,UNR\n12000103,\n12000104,1450P12\n"
    read = read_rating_list(data, "sept.csv")
    # unrated players are left out: absent from a supplement means unrated (rule 4)
    assert read.ok and read.ratings == {"12000101": 1850, "12000104": 1450}


def test_without_headings_columns_a_and_b_are_id_and_rating() -> None:
    assert read_rating_list(b"12000101,1850\r\n12000102,1720\r\n", "l.csv").ratings == {
        "12000101": 1850, "12000102": 1720}


def test_headings_find_the_columns_wherever_they_are() -> None:
    data = "Name;Rating;US Chess ID\nDoe, Jane;1910;12000101\n".encode("cp1252")
    assert read_rating_list(data, "l.csv").ratings == {"12000101": 1910}


def test_every_bad_row_is_located_and_nothing_is_read() -> None:
    data = (b"ID,Rating\n12000101,1850\n1234,1700\n12000103,abc\n12000104,4000\n"
            b"12000101,1900\n,1500\n")
    read = read_rating_list(data, "oct.csv")
    assert read.ratings == {}
    assert [str(p) for p in read.problems] == [
        "oct.csv: row 3, column A (ID): '1234' is not a US Chess ID (8 digits)",
        "oct.csv: row 4, column B (Rating): 'abc' is not a rating (a whole number up to 3500, "
        "or empty or UNR for unrated)",
        "oct.csv: row 5, column B (Rating): '4000' is not a rating (a whole number up to 3500, "
        "or empty or UNR for unrated)",
        "oct.csv: row 6, column A (ID): 12000101 is listed twice with different ratings "
        "(see row 2)",
        "oct.csv: row 7, column A (ID): the US Chess ID is missing",
    ]


def test_the_same_line_twice_is_harmless() -> None:
    assert read_rating_list(b"12000101,1850\n12000101,1850\n", "l.csv").ratings == {
        "12000101": 1850}


def test_a_heading_row_that_names_no_rating_column_is_refused() -> None:
    (problem,) = read_rating_list(b"ID,Name\n12000101,Doe\n", "l.csv").problems
    assert str(problem).startswith("l.csv: row 1: a heading row must name the ID and the rating")


def test_an_excel_list_with_numbers_in_the_cells() -> None:
    data = xlsx([["US Chess ID", "Name", "Rating"], [12000101, "Doe", 1850.0],
                 ["12000102", "Roe", "1720"]])
    assert read_rating_list(data, "l.xlsx").ratings == {"12000101": 1850, "12000102": 1720}


def test_an_excel_list_bad_cell_is_located_by_its_column_letter() -> None:
    data = xlsx([["Name", "ID", "Rating"], ["Doe", 12000101, "n/a"]])
    (problem,) = read_rating_list(data, "l.xlsx").problems
    assert str(problem).startswith("l.xlsx: row 2, column C (Rating): 'n/a' is not a rating")


def test_files_that_hold_no_list() -> None:
    def message(data: bytes) -> str:
        (problem,) = read_rating_list(data, "f").problems
        return str(problem)

    assert message(b"") == "f: the file is empty"
    assert message(b"ID,Rating\n12000101,UNR\n") == "f: the list holds no rated player"
    assert message(b"PK\x03\x04broken").startswith("f: not an Excel .xlsx workbook")


@given(st.dictionaries(st.integers(10_000_000, 99_999_999).map(str),
                       st.integers(0, 3500), min_size=1, max_size=30),
       st.sampled_from([",", ";", "\t"]), st.booleans())
def test_any_list_written_as_csv_reads_back(ratings: dict[str, int], sep: str,
                                            heading: bool) -> None:
    lines = [f"ID{sep}Rating"] if heading else []
    lines += [f"{i}{sep}{r}" for i, r in ratings.items()]
    assert read_rating_list("\n".join(lines).encode(), "l.csv").ratings == ratings
