"""The league season as an Excel workbook: Standings, Schedule, Results and Board prizes, each
sheet with one table per section under the section's name (rows as :mod:`.league_tables`
builds them, cells as :mod:`.xlsx_sheets` writes them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from io import BytesIO
from typing import Any

from openpyxl import Workbook

from chessarbiter.io.league_tables import (
    PRIZE_HEADINGS,
    RESULT_HEADINGS,
    SCHEDULE_HEADINGS,
    STANDINGS_KEY,
    LeagueTables,
    SectionTables,
    match_rows,
    prize_rows,
    schedule_rows,
    standings_headings,
    standings_rows,
    team_prize_lines,
)
from chessarbiter.io.xlsx_sheets import (
    BOLD,
    HEADER_ROW,
    TITLE,
    Value,
    print_setup,
    put,
    write_key,
    write_table,
)

Block = Callable[[Any, SectionTables, int], int]  # writes a section's table at a row


def league_workbook(tables: LeagueTables) -> bytes:
    """The .xlsx file. Points are numbers (so they sort); the match lines of the Results
    sheet are bold, their game and match points text such as "2½ – 1½"."""
    book = Workbook()
    sheets: Sequence[tuple[str, Block]] = (
        ("Standings", _standings),
        ("Schedule", _schedule),
        ("Results", lambda sheet, s, row: _results(sheet, s, tables, row)),
        ("Board prizes", lambda sheet, s, row: write_table(
            sheet, PRIZE_HEADINGS, prize_rows(s.boards, tables), row)),
    )
    for index, (title, block) in enumerate(sheets):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = title
        put(sheet, 1, 1, tables.title).font = TITLE
        put(sheet, 2, 1, tables.meta())
        put(sheet, 3, 1, tables.progress())
        row = HEADER_ROW
        for section in tables.sections:
            put(sheet, row, 1, f"Section {section.name}").font = BOLD
            row = block(sheet, section, row + 1) + 1
        if title == "Standings":
            write_key(sheet, STANDINGS_KEY)
        # Every section's table has the same columns: the first one's header row repeats.
        print_setup(sheet, tables.title, HEADER_ROW + 1)
    book.properties.creator = "chessarbiter"
    out = BytesIO()
    book.save(out)
    return out.getvalue()


def _standings(sheet: Any, section: SectionTables, row: int) -> int:
    after = write_table(sheet, standings_headings(section.standings),
                        standings_rows(section.standings), row)
    for offset, line in enumerate(team_prize_lines(section)):
        put(sheet, after + offset, 1, line)
    return after + len(section.team_prizes)


def _schedule(sheet: Any, section: SectionTables, row: int) -> int:
    rows = schedule_rows(section.schedule) if section.schedule else []
    return write_table(sheet, SCHEDULE_HEADINGS, rows, row)


def _results(sheet: Any, section: SectionTables, tables: LeagueTables, row: int) -> int:
    rows: list[list[Value]] = []
    heads: list[int] = []
    for match in sorted(section.matches, key=lambda m: m.round):
        head, boards = match_rows(match, tables)
        heads.append(len(rows))
        rows += [head, *boards]
    after = write_table(sheet, RESULT_HEADINGS, rows, row)
    for index in heads:
        for column in range(1, len(RESULT_HEADINGS) + 1):
            sheet.cell(row=row + 1 + index, column=column).font = BOLD
    return after
