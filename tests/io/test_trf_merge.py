# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""An imported file written back: its own text wherever the event has not changed.

``base`` is what our writer makes of the file as read, ``current`` what it makes of the
event after the arbiter's edits (formats.md §2.3 columns: round r's ten columns start at
90+10(r-1); the header records are whole lines). Expected lines are the file's own, with
only the columns named by the edit taken from ``current``.
"""

from __future__ import annotations

from dataclasses import replace

from chessarbiter.core.results import Result
from chessarbiter.io.trf import Trf26, read_trf, write_trf
from chessarbiter.io.trf.merge import merge_records

# Round robin of four, two rounds, in another program's style: a comment, 092 and 112 we do
# not model, two-digit-year dates, a forfeit without colours, W/L (unrated), a trailing blank.
FILE = [
    "### written by another program",
    "012 Club Closed ",
    "042 28. 07. 2005",
    "092 Individual: Round-Robin",
    "112 Deputy, Dan",
    "XXR 3",
    "001    1 m    One, Ann                          2000 IRL           0 1990/00/00  1.0    1     4 w W     3 - + ",
    "001    2 m    Two, Bob                          1900 IRL           0             1.0    2     3 w 1     4 b 0",
    "001    3 m    Three, Cy                         1800 IRL           0             0.0    3     2 b 0     1 - -",
    "001    4 m    Four, Di                          1700 IRL           0             1.0    4     1 b L     2 w 1",
    "XYZ a record nobody knows",
]


def rendered(doc: object) -> list[str]:
    return write_trf(doc).splitlines()  # type: ignore[arg-type]


def test_an_unchanged_event_gives_back_the_file_line_for_line() -> None:
    doc = read_trf("\n".join(FILE))
    assert merge_records(FILE, rendered(doc), rendered(doc), trf26=False) == FILE


def test_a_corrected_result_rewrites_only_that_rounds_columns_of_the_two_lines() -> None:
    doc = read_trf("\n".join(FILE))
    # Round 1 board 2: 2-3 becomes a draw.
    games = tuple(replace(g, result=Result.DRAW) if (g.round, g.white) == (1, 2) else g
                  for g in doc.games)
    out = merge_records(FILE, rendered(doc), rendered(replace(doc, games=games)), trf26=False)
    changed = {i for i, (a, b) in enumerate(zip(FILE, out, strict=True)) if a != b}
    assert changed == {7, 8}  # the lines of players 2 and 3
    # Round 1's columns 90-99, the points (81-84) and the place (86-89) changed: by points,
    # 1 has 2 (W and +), 4 has 1, 2 and 3 have ½ each and share third place.
    assert out[7] == "001    2 m    Two, Bob                          1900 IRL           0             0.5    3     3 w =     4 b 0"
    assert out[8] == "001    3 m    Three, Cy                         1800 IRL           0             0.5    3     2 b =     1 - -"


def test_a_changed_header_value_replaces_its_record_and_nothing_else() -> None:
    doc = read_trf("\n".join(FILE))
    out = merge_records(FILE, rendered(doc), rendered(replace(doc, name="Club Open")),
                        trf26=False)
    assert out == [FILE[0], "012 Club Open", *FILE[2:]]


def test_a_record_the_file_lacked_is_added_only_when_its_value_changed() -> None:
    doc = read_trf("\n".join(FILE))
    base = rendered(doc)
    assert "062 4" in base  # our writer counts the players; the file did not
    assert merge_records(FILE, base, base, trf26=False) == FILE
    out = merge_records(FILE, base, rendered(replace(doc, city="Cork")), trf26=False)
    assert out == [*FILE[:2], "022 Cork", *FILE[2:]]  # after 012, where our writer puts it


def test_a_value_the_event_no_longer_has_removes_its_record() -> None:
    doc = read_trf("\n".join(FILE))
    out = merge_records(FILE, rendered(doc), rendered(replace(doc, start_date="")),
                        trf26=False)
    assert out == [*FILE[:2], *FILE[3:]]


def test_a_repeated_record_and_lines_we_do_not_model_are_kept_in_place() -> None:
    lines = [*FILE[:3], "012 A second name", *FILE[3:]]
    doc = read_trf("\n".join(lines))
    out = merge_records(lines, rendered(doc), rendered(replace(doc, name="New")), trf26=False)
    assert out == [FILE[0], "012 New", FILE[2], "012 A second name", *FILE[3:]]


def test_trf16_leaves_out_what_only_trf26_defines_and_trf26_wants_yyyy_mm_dd() -> None:
    # The service stores 042 as the ISO date it reads (services/trf_values.py).
    doc = replace(read_trf("\n".join(FILE)), start_date="2005-07-28")
    lines = [*FILE[:5], "162  W 1.0    D 0.5", "182 Some Program", *FILE[5:]]
    base = rendered(doc)
    assert merge_records(lines, base, base, trf26=False) == FILE
    as26 = merge_records(lines, base, rendered(replace(doc, trf26=Trf26(1, ("SB",)))), True)
    # 042 in TRF-2026's form; its records 142-212 in code order among the file's header
    # records, before the players; XXR out (142 says it in TRF-2026).
    assert as26[2] == "042 2005/07/28"
    assert [line[:3] for line in as26[:13]] == [
        "###", "012", "042", "092", "112", "142", "152", "162", "182", "192", "202", "212",
        "001"]
