"""The season's schedule for the captains: date by date, each section's rounds and matches.

Every announced date is listed, so a date a section does not need shows as one for extra
rated games (rule 8), a cancelled one with its reason (rule 2), and a date added later with
the captains who agreed to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from reportlab.platypus import Flowable, KeepTogether

from chessarbiter.core.league.schedule import SectionSchedule
from chessarbiter.core.league.season_dates import DateUse, SeasonDate
from chessarbiter.reports.columns import Column
from chessarbiter.reports.league.text import DAY, NOTE, long_date, para
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (11, 10, 9, 8)
_COLUMNS = (Column("Section"), Column("Round"), Column("Match"),
            Column("White (board 1)", align="RIGHT", stretch=True), Column(""),
            Column("Black", align="LEFT", stretch=True))


def schedule_sheet(schedules: Sequence[SectionSchedule], calendar: Sequence[date],
                   info: EventInfo, opts: PrintOptions) -> bytes:
    """``calendar`` is the season's announced dates; dates added to a section come in too."""
    layout = page_layout(opts, natural_landscape=False)
    days = sorted(set(calendar) | {d.on for s in schedules for d in s.calendar.dates})
    story: list[Flowable] = []
    for day in days:
        block: list[Flowable] = [para(long_date(day), DAY)]
        rows: list[list[str]] = []
        for schedule in schedules:
            on = next((d for d in schedule.calendar.dates if d.on == day), None)
            note = _note(schedule.section, on)
            if note:
                block.append(para(note, NOTE))
            if on is None or on.use is not DateUse.LEAGUE:
                continue
            for rnd in schedule.rounds:
                if rnd.number not in on.rounds:
                    continue
                rows += [[schedule.section, str(rnd.number), str(m.table), m.white, "v", m.black]
                         for m in rnd.matches]
                if rnd.bye is not None:
                    rows.append([schedule.section, str(rnd.number), "", rnd.bye, "", "bye"])
        if rows:
            block.append(list_table(_COLUMNS, rows, layout.frame_width, _SIZES))
        elif not schedules:
            block.append(para("The schedule is not made yet.", NOTE))
        story.append(KeepTogether(block))
    matches = sum(len(r.matches) for s in schedules for r in s.rounds)
    detail = f"{len(schedules)} section{'' if len(schedules) == 1 else 's'}, {matches} matches"
    return render(story, layout, Heading("Schedule", detail), info, opts)


def _note(section: str, on: SeasonDate | None) -> str:
    """What a captain must know about ``section`` on a date beside its pairings."""
    if on is None:
        return ""
    notes = []
    if on.use is DateUse.CANCELLED:
        notes.append(f"Section {section}: cancelled — {on.cancelled}; its rounds were moved "
                     "to later dates (rule 2).")
    elif on.use is DateUse.EXTRA:
        notes.append(f"Section {section}: no league round — extra rated games (rule 8).")
    if on.agreed_by:
        notes.append(f"Section {section}: date added with the agreement of the captains of "
                     f"{', '.join(on.agreed_by)} (rule 2).")
    return " ".join(notes)
