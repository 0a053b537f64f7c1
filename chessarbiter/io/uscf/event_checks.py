"""Checks of the event's own US Chess details (affiliate, TDs, place, dates, time control)
before a rating report is written (formats.md §1.3–1.4)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from datetime import date

from chessarbiter.io.uscf.names import unfoldable
from chessarbiter.io.uscf.problems import ExportProblem
from chessarbiter.io.uscf.report import AFFILIATE_ID, MEMBER_ID, WIDTH, UscfEventInfo

_ZIP = re.compile(r"\d{5}(-\d{4})?")
# USPS codes: the states, DC, the territories, the freely associated states, military mail.
USPS_CODES = frozenset({
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
    "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ",
    "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT",
    "VA", "WA", "WV", "WI", "WY", "DC", "AS", "GU", "MP", "PR", "VI", "FM", "MH", "PW", "AA",
    "AE", "AP",
})


def event_problems(info: UscfEventInfo,
                   game_dates: Mapping[int, date] | None) -> Iterator[ExportProblem]:
    """Everything wrong with ``info`` (and the round dates), event-level problems first."""
    for label, value in (("event name", info.event_name), ("section name", info.section_name),
                         ("city", info.city)):
        if not value.strip():
            yield ExportProblem(label.replace(" ", "-"), f"the {label} is empty")
        elif unfoldable(value):
            yield ExportProblem("not-ascii", f"the {label} {value!r} has characters with no "
                                f"ASCII form ({unfoldable(value)}): US Chess files are ASCII")
    if not AFFILIATE_ID.fullmatch(info.affiliate_id.strip().upper()):
        yield ExportProblem("affiliate-id", f"affiliate ID {info.affiliate_id!r} must be A "
                            "followed by 7 digits, e.g. A7911852")
    yield from _td_problems(info)
    yield from _place_problems(info)
    yield from _date_problems(info, game_dates)
    control = info.time_control
    if control.uscf_category() is None:
        yield ExportProblem("time-control", f"time control {control.uscf()} cannot be rated by "
                            "US Chess: base minutes plus delay or increment seconds must be at "
                            "least 5, with a base of at least 3")


def _td_problems(info: UscfEventInfo) -> Iterator[ExportProblem]:
    if not MEMBER_ID.fullmatch(info.chief_td_id.strip()):
        yield ExportProblem("chief-td-id", f"chief TD ID {info.chief_td_id!r} must be the "
                            "8-digit US Chess ID")
    if info.assistant_td_id.strip() and not MEMBER_ID.fullmatch(info.assistant_td_id.strip()):
        yield ExportProblem("assistant-td-id", f"assistant chief TD ID {info.assistant_td_id!r} "
                            "must be empty or an 8-digit US Chess ID")
    for td in info.other_td_ids:
        if not MEMBER_ID.fullmatch(td.strip()):
            yield ExportProblem("other-td-id", f"other TD ID {td!r} must be an 8-digit US Chess ID")
    listed = len(",".join(td.strip() for td in info.other_td_ids))
    if listed > WIDTH["H_OTHER_TD"]:
        yield ExportProblem("other-td-id", f"the other TDs take {listed} characters; "
                            f"H_OTHER_TD holds {WIDTH['H_OTHER_TD']}")


def _place_problems(info: UscfEventInfo) -> Iterator[ExportProblem]:
    if info.country.strip().upper() not in ("USA", "US"):
        return  # state and ZIP code are US postal notions
    if info.state.strip().upper() not in USPS_CODES:
        yield ExportProblem("state", f"state {info.state!r} is not a USPS code such as NY or CA")
    if not _ZIP.fullmatch(info.zipcode.strip()):
        yield ExportProblem("zipcode", f"ZIP code {info.zipcode!r} must be 5 digits or "
                            "5 digits, a hyphen and 4 digits")


def _date_problems(info: UscfEventInfo,
                   game_dates: Mapping[int, date] | None) -> Iterator[ExportProblem]:
    if info.end_date < info.begin_date:
        yield ExportProblem("event-dates", f"the event ends ({info.end_date}) before it "
                            f"begins ({info.begin_date})")
        return
    for rnd, day in sorted((game_dates or {}).items()):
        if not info.begin_date <= day <= info.end_date:
            yield ExportProblem("round-date", f"played on {day}, outside the event dates "
                                f"{info.begin_date} to {info.end_date}", round=rnd)
