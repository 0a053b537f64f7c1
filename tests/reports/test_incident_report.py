"""The incident report: grouped by round, the rules' suggestion beside the arbiter's decision.

Numbers are the US Junior Closed 2015 ones (restated in the preset): fine 200 for lateness,
forfeit when more than 30 minutes late; a device noise costs 10 minutes, or half the time left
under 20 minutes (14:01 left → 841 s, half rounded down 420 s = 7:00).
"""

from __future__ import annotations

from dataclasses import replace
from io import BytesIO

from pypdf import PdfReader

from chessarbiter.core.incidents import (
    Decision,
    DeviceFound,
    DrawKind,
    DrawRecord,
    Incident,
    LateArrival,
    accept_suggestion,
    suggest,
)
from chessarbiter.core.presets import PRESETS
from chessarbiter.reports import incident_report
from tests.reports.events import INFO, MARKUP_NAME, OPTS, lower_number_wins, numbered
from tests.reports.pdftext import row_of, rows, text

SETTINGS = PRESETS["us-junior-closed-2015"].settings
T = lower_number_wins(numbered(6))


def stored(incidents: list[Incident]) -> list[Incident]:
    """The incidents as the service keeps them: numbered in order, each with its suggestion."""
    out: list[Incident] = []
    for number, incident in enumerate(incidents, start=1):
        out.append(replace(incident, id=number, suggestion=suggest(incident, out, SETTINGS)))
    return out


def test_rounds_in_order_incidents_as_recorded() -> None:
    incidents = stored([
        Incident(3, 5, "20:15", None, board=1, note="phone rang in the hall"),
        Incident(1, 2, "19:12", LateArrival(12), board=2),
        Incident(1, 4, "19:40", LateArrival(40), board=3),
    ])
    page = rows(incident_report(T, incidents, INFO, OPTS))[0]
    headings = [line[0] for line in page if line[0].startswith("Round ")]
    assert headings == ["Round 1", "Round 3"]
    order = [line[0] for line in page if line[0] in ("19:12", "19:40", "20:15")]
    assert order == ["19:12", "19:40", "20:15"]
    assert page[1][-1] == "3 incidents, 3 awaiting a decision"


def test_suggestion_and_decision_side_by_side() -> None:
    found = Incident(2, 3, "20:40", DeviceFound(True, 14 * 60 + 1), board=1)
    [decided] = stored([found])
    decided = replace(decided, decision=Decision.WARNING, note="first event, warned")
    late = accept_suggestion(stored([Incident(2, 6, "19:31", LateArrival(31), board=2)])[0])
    pdf = incident_report(T, [decided, replace(late, id=2)], INFO, OPTS)
    page = rows(pdf)[0]
    device = row_of(page, "20:40")
    assert device[:3] == ["20:40", "1", "3 Player 003, Name"]
    assert "Time penalty 7:00, fine 200" in device
    assert "Warning" in device and "first event, warned" in device
    lateness = row_of(page, "19:31")
    assert "Forfeit, fine 200" in lateness  # suggested, and confirmed as suggested
    assert lateness.count("Forfeit, fine 200") == 2
    printed = text(pdf)
    assert "14:01 left, penalty 7:00, 7:01 after" in " ".join(printed.split())
    assert page[1][-1] == "2 incidents"


def test_draw_flagged_for_the_arbiter() -> None:
    draw = stored([Incident(4, 1, "19:30", DrawRecord(12, DrawKind.AGREED), board=1)])
    printed = " ".join(text(incident_report(T, draw, INFO, OPTS)).split())
    assert "Draw agreed at move 12" in printed
    assert "Left to the arbiter" in printed
    assert "Awaiting the arbiter's decision" in printed


def test_no_incidents() -> None:
    pdf = incident_report(T, [], INFO, OPTS)
    page = rows(pdf)[0]
    assert ["No incidents were recorded."] in page
    assert page[1][-1] == "0 incidents"


def test_typed_text_is_printed_as_typed_and_landscape() -> None:
    note = f"{MARKUP_NAME} asked for <i>tea</i>"
    pdf = incident_report(T, stored([Incident(1, 1, 35, None, note=note)]), INFO, OPTS)
    printed = " ".join(text(pdf).split())  # the note wraps inside its column
    assert note in printed
    assert "35 min" in printed  # minutes into the round rather than a time of day
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    assert box.width > box.height
