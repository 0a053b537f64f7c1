"""The roster workbook the organizer sends to captains (rule 12: "the Excel spreadsheet
provided by the organizer"), blank or filled with a team's current roster."""

from __future__ import annotations

from collections.abc import Sequence
from os import PathLike
from typing import IO

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.worksheet import Worksheet

from chessarbiter.core.league.roster_form import FormRow
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.io.roster.layout import (
    BY_FIELD,
    COLUMNS,
    FIRST_PLAYER_ROW,
    HEADING_ROW,
    NOTE_ROW,
    SHEET,
    TEAM_LABEL,
    TEAM_ROW,
    TITLE_ROW,
    Kind,
)

_FORMATS = {Kind.ID: "@", Kind.PHONE: "@", Kind.DATE: "yyyy-mm-dd", Kind.RATING: "0"}


def write_roster_template(
    target: str | PathLike[str] | IO[bytes],
    settings: LeagueSettings,
    team: str = "",
    rows: Sequence[FormRow] = (),
) -> None:
    """Save the roster workbook to ``target`` (a path or a binary stream).

    The sheet has room for ``settings.roster_max`` players; ``rows`` pre-fill it, so a
    captain can be sent the roster on file to correct.
    """
    if len(rows) > settings.roster_max:
        raise ValueError(f"{len(rows)} players do not fit a roster of {settings.roster_max}")
    book = Workbook()
    sheet = book.active
    sheet.title = SHEET
    last = FIRST_PLAYER_ROW + settings.roster_max - 1
    sheet.cell(TITLE_ROW, 1, f"{settings.title}: team roster").font = Font(bold=True, size=14)
    sheet.cell(TEAM_ROW, 1, TEAM_LABEL).font = Font(bold=True)
    sheet.cell(TEAM_ROW, 2, team)
    sheet.cell(NOTE_ROW, 1, _note(settings))
    for col, column in enumerate(COLUMNS, start=1):
        letter = get_column_letter(col)
        sheet.cell(HEADING_ROW, col, column.heading).font = Font(bold=True)
        sheet.column_dimensions[letter].width = column.width
        if column.kind in _FORMATS:
            for row in range(FIRST_PLAYER_ROW, last + 1):
                sheet.cell(row, col).number_format = _FORMATS[column.kind]
    for i in range(settings.roster_max):
        sheet.cell(FIRST_PLAYER_ROW + i, 1, i + 1)
    for i, form in enumerate(rows):
        _fill(sheet, FIRST_PLAYER_ROW + i, form)
    _add_validations(sheet, settings, last)
    sheet.freeze_panes = sheet.cell(FIRST_PLAYER_ROW, 1)
    sheet.page_setup.orientation = "landscape"  # eleven columns print on one page width
    sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight = 1, 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    book.save(target)


def _note(settings: LeagueSettings) -> str:
    return (
        f"{settings.roster_min} to {settings.roster_max} players (rule 9). Mark the captain C "
        "and any alternate captains A. Every player: name, US Chess ID, membership expiry "
        f"after {settings.season_end.isoformat()} and postal address; the captain also cell "
        "phone and e-mail (rule 12). Type values, not formulas."
    )


def _fill(sheet: Worksheet, row: int, form: FormRow) -> None:
    m = form.member
    values = {
        "name": m.name, "uscf_id": m.uscf_id, "expiry": m.expiry, "cell_phone": m.cell_phone,
        "home_phone": m.home_phone, "work_phone": m.work_phone, "email": m.email,
        "address": m.address, "role": form.role.value, "rating": form.rating,
    }
    for field, value in values.items():
        if value not in ("", None):
            col = COLUMNS.index(BY_FIELD[field]) + 1
            sheet.cell(row, col, value)


def _add_validations(sheet: Worksheet, settings: LeagueSettings, last: int) -> None:
    """Excel's own input checks, so captains see mistakes while typing (the import re-checks)."""
    end = settings.season_end
    rules = {
        "role": DataValidation(type="list", formula1='"C,A"', allow_blank=True),
        "rating": DataValidation(type="whole", operator="between", formula1="0",
                                 formula2="3500", allow_blank=True),
        "uscf_id": DataValidation(type="textLength", operator="equal", formula1="8",
                                  allow_blank=True),
        "expiry": DataValidation(type="date", operator="greaterThan",
                                 formula1=f"DATE({end.year},{end.month},{end.day})",
                                 allow_blank=True),
    }
    for field, validation in rules.items():
        letter = get_column_letter(COLUMNS.index(BY_FIELD[field]) + 1)
        validation.add(f"{letter}{FIRST_PLAYER_ROW}:{letter}{last}")
        sheet.add_data_validation(validation)
