"""The league roster sheet (public and director's copies) and the schedule sheet, read back
with pypdf. Teams and dates are made up; the schedule is the core's Berger table for six."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import date, datetime

from pypdf import PdfReader

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.schedule import schedule_section
from chessarbiter.core.league.season_dates import cancel_date
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Registration, RosterEntry, Team
from chessarbiter.reports.league import roster_sheet, schedule_sheet
from chessarbiter.reports.options import EventInfo, PrintOptions

INFO = EventInfo("Columbus Chess League 2011-12", start_date="2011-10-16",
                 end_date="2012-04-15")
OPTS = PrintOptions(printed_at=datetime(2011, 10, 1, 9, 0))
ADDED = date(2011, 9, 25)


def _entry(n: int, rating: int | None) -> RosterEntry:
    member = Member(f"Knight, Player {n}", f"1234567{n}", date(2012, 12, 31),
                    cell_phone=f"614-555-01{n:02d}", home_phone="" if n % 2 else "614-555-0200",
                    email=f"knight{n}@example.org", address=f"{n} Elm St, Columbus OH 43215")
    return RosterEntry(member, FrozenRating(rating, RatingSource.ENTERED), ADDED)


TEAM = Team("Knights Errant", tuple(_entry(n, 1800 + 10 * n if n < 5 else None)
                                    for n in range(1, 6)),
            captain="12345671", alternates=("12345672",),
            registration=Registration(ADDED, ADDED, None))


def _text(pdf: bytes) -> str:
    """The PDF's words one space apart: a table row reads "A 1 1 Club A v Club F"."""
    pages = (page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return " ".join(" ".join(pages).split())


def test_both_copies_name_every_player_only_the_directors_has_contacts() -> None:
    public = _text(roster_sheet(TEAM, COLUMBUS_2011_12, INFO, OPTS, director_copy=False))
    director = _text(roster_sheet(TEAM, COLUMBUS_2011_12, INFO, OPTS, director_copy=True))
    for text in (public, director):
        assert "Knights Errant" in text
        for entry in TEAM.roster:
            assert entry.member.name in text and entry.uscf_id in text
        # Rule 5 by hand: the four rated players, 1810..1840, average 1825.
        assert "1825.0" in text
        assert "unrated" in text  # player 5
    for entry in TEAM.roster:
        m = entry.member
        for detail in (m.cell_phone, m.email, m.address):
            assert detail not in public
            assert detail in director
    assert "614-555-0200" in director and "614-555-0200" not in public  # a home phone
    assert "deposit not received" in director and "deposit" not in public.lower()


def test_the_schedule_lists_dates_pairings_cancellations_and_extra_dates() -> None:
    teams = tuple(f"Club {c}" for c in "ABCDEF")
    made = schedule_section(Section("A", teams), COLUMBUS_2011_12)
    # Rule 2: cancelling 2011-10-16 moves rounds 1 and 2 to the first later date with room,
    # the sixth (2012-03-18), which the plan left for extra rated games.
    calendar = cancel_date(made.calendar, date(2011, 10, 16), "Level 3 snow emergency", 2)
    schedule = replace(made, calendar=calendar)
    text = _text(schedule_sheet([schedule], COLUMBUS_2011_12.dates, INFO, OPTS))
    for day in ("Sunday 16 October 2011", "Sunday 20 November 2011", "Sunday 15 April 2012"):
        assert day in text
    assert "cancelled — Level 3 snow emergency" in text
    assert "extra rated games" in text  # 2012-04-15 is still free
    # FIDE Berger table for six, round 1: 1-6, 2-5, 3-4.
    for white, black in (("Club A", "Club F"), ("Club B", "Club E"), ("Club C", "Club D")):
        assert f"{white} v {black}" in text
    march = text.index("Sunday 18 March 2012")
    assert text.index("A 1 1 Club A v Club F", march) > march  # round 1 now played in March
    assert "30 matches" in text


def test_an_unmade_schedule_says_so() -> None:
    text = _text(schedule_sheet([], COLUMBUS_2011_12.dates, INFO, OPTS))
    assert "Sunday 16 October 2011" in text and "not made yet" in text
