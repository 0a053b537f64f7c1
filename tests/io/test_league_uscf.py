"""A league month as a US Chess report: a made-up November with two sections and two extra
games, every cell and length worked out by hand from formats.md §1.2-1.6 and the Columbus
rule book (the team named first has White on the odd boards; rule 30.c's deduction)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from dbfread import DBF
from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.league.match_scoring import BoardGame, ExtraGame, MatchRecord
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.io.uscf import ExportProblem, write_report
from chessarbiter.io.uscf.cells import reply, round_cells
from chessarbiter.io.uscf.checks import mirror_problems
from chessarbiter.io.uscf.league import (
    EXTRA_SECTION,
    Entrant,
    LeagueSection,
    extra_section,
    league_event_info,
    league_problems,
    match_section,
)
from chessarbiter.io.uscf.report import build_sections_report

NOV = date(2011, 11, 20)
WRITTEN = date(2011, 11, 25)
EXPIRED = date(2011, 10, 31)
LATER = date(2012, 12, 31)
W, B, D = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW
WF = Result.WHITE_WINS_FORFEIT

# IDs: K = Knights, R = Rooks (section A), Q = Queens, P = Pawns (section B).
PEOPLE = {
    "10000001": Entrant("Adams, Kim", 1900, LATER),  # K1
    "10000002": Entrant("Baker, Kay", 1850, EXPIRED),  # K2: match and extra game, one date
    "10000003": Entrant("Cole, Ken", 1800, LATER),  # K3
    "10000004": Entrant("Dunn, Kurt", None, LATER),  # K4 unrated
    "10000005": Entrant("Evans, Kit", 1700, EXPIRED),  # K5: an extra game only
    "20000001": Entrant("Ross, Rae", 1950, LATER),  # R1
    "20000002": Entrant("Reed, Ray", 1880, LATER),  # R2
    "1234567": Entrant("Rios, Ron", 1750, LATER),  # R4, a 7-digit ID
    "20000005": Entrant("Young, Rex", 1600, LATER),  # R5
    **{f"3000000{n}": Entrant(f"Queen, Q{n}", 1500, LATER) for n in range(1, 5)},
    **{f"4000000{n}": Entrant(f"Pawn, P{n}", 1400, LATER) for n in range(1, 5)},
}
K = [f"1000000{n}" for n in range(1, 6)]
R = ["20000001", "20000002", "20000003", "1234567", "20000005"]
Q = [f"3000000{n}" for n in range(1, 5)]
P = [f"4000000{n}" for n in range(1, 5)]

# Section A rounds 3 and 4, both on one date (rule 8 allows two rounds a date).
ROUND3 = MatchRecord(3, NOV, "Knights", "Rooks", (
    BoardGame(1, K[0], R[0], W),  # Knights White on board 1: K1 W over R1
    BoardGame(2, K[1], R[1], D),  # Rooks White on board 2: R2 – K2 drawn
    BoardGame(3, K[2], None, WF),  # R's third player absent: K3 wins by forfeit
    BoardGame(4, K[3], R[3], None),  # R4 (White) – K4 not finished
))
ROUND4 = MatchRecord(4, NOV, "Rooks", "Knights", (
    BoardGame(1, R[0], K[0], B),  # R1 White loses to K1
    BoardGame(2, R[1], K[1], WF),  # K2 White on board 2; R2 lost it for want of equipment
    BoardGame(3, R[3], K[2], D),  # R4 White – K3 drawn
    BoardGame(4, None, K[3], WF),  # Knights White on board 4, no Rook came: K4 X0
))
# Section B, one round (2), all played: Queens White on boards 1 and 3.
ROUND2_B = MatchRecord(2, NOV, "Queens", "Pawns", (
    BoardGame(1, Q[0], P[0], D), BoardGame(2, Q[1], P[1], W),  # P2 White wins
    BoardGame(3, Q[2], P[2], B), BoardGame(4, Q[3], P[3], W),  # P3 wins with Black; P4 White
))
EXTRA = (ExtraGame(NOV, K[4], R[4], "Knights", "Rooks", D),
         ExtraGame(NOV, R[4], K[1], "Rooks", "Knights", W))
OFFICIALS = COLUMBUS_2011_12.with_changes(uscf_affiliate_id="A1234567",
                                          uscf_chief_td_id="12345678", city="Columbus",
                                          state="OH", zipcode="43215")


def month() -> list[LeagueSection]:
    a = match_section("A", ("Knights", "Rooks"), [ROUND3, ROUND4], PEOPLE)
    b = match_section("B", ("Queens", "Pawns"), [ROUND2_B], PEOPLE)
    extra = extra_section(EXTRA, PEOPLE)
    assert a is not None and b is not None and extra is not None
    return [a, b, extra]


# Pairing numbers: team order, then the highest board sat on. Section A: K1 1, K2 2, K3 3,
# K4 4, R1 5, R2 6, R4 7 (R3 never sat down). Report rounds 1-2 are league rounds 3-4.
SECTION_A = {
    ("1", "10000001", "ADAMS, KIM", "1900"): ["W5W", "W5B"],
    ("2", "10000002", "BAKER, KAY", "1850"): ["D6B", "X0"],
    ("3", "10000003", "COLE, KEN", "1800"): ["X0", "D7B"],
    ("4", "10000004", "DUNN, KURT", "0"): ["U0", "X0"],
    ("5", "20000001", "ROSS, RAE", "1950"): ["L1B", "L1W"],
    ("6", "20000002", "REED, RAY", "1880"): ["D2W", "F0"],
    ("7", "", "RIOS, RON", "1750"): ["U0", "D3W"],  # a malformed ID is left blank
}
# Section B has one round: its second cell is padding.
SECTION_B = {
    ("1", "30000001", "QUEEN, Q1", "1500"): ["D5W", "U0"],
    ("2", "30000002", "QUEEN, Q2", "1500"): ["L6B", "U0"],
    ("3", "30000003", "QUEEN, Q3", "1500"): ["L7W", "U0"],
    ("4", "30000004", "QUEEN, Q4", "1500"): ["L8B", "U0"],
    ("5", "40000001", "PAWN, P1", "1400"): ["D1B", "U0"],
    ("6", "40000002", "PAWN, P2", "1400"): ["W2W", "U0"],
    ("7", "40000003", "PAWN, P3", "1400"): ["W3B", "U0"],
    ("8", "40000004", "PAWN, P4", "1400"): ["W4W", "U0"],
}
# Extra games by name: Baker 1, Evans 2, Young 3. Young plays twice on the date, so the
# second game is a second round.
EXTRAS = {
    ("1", "10000002", "BAKER, KAY", "1850"): ["U0", "L3B"],
    ("2", "10000005", "EVANS, KIT", "1700"): ["D3W", "U0"],
    ("3", "20000005", "YOUNG, REX", "1600"): ["D2B", "W1W"],
}


def written(tmp_path: Path) -> dict[str, Path]:
    sections = month()
    info = league_event_info(OFFICIALS, "Columbus Chess League", parse_time_control("G/75;d5"),
                             sections)
    report = build_sections_report([s.report for s in sections], info, written=WRITTEN)
    return {p.name: p for p in write_report(tmp_path, report, [])}


def test_three_sections_with_padding_read_back_by_dbfread(tmp_path: Path) -> None:
    files = written(tmp_path)
    details = files["TDEXPORT.DBF"].read_bytes()
    # 7 player fields + 2 rounds: header 32 + 32 * 9 + 1 = 321, record 63 + 7 * 2 = 77;
    # 7 + 8 + 3 players; update date 2011-11-25 as 111, 11, 25.
    assert details[:12] == bytes([3, 111, 11, 25, 18, 0, 0, 0]) + (321).to_bytes(2, "little") \
        + (77).to_bytes(2, "little")
    assert len(details) == 321 + 18 * 77 + 1
    rows = list(DBF(files["TDEXPORT.DBF"], encoding="ascii"))
    assert [f.name for f in DBF(files["TDEXPORT.DBF"]).fields][-2:] == ["D_RND01", "D_RND02"]
    by_section: dict[str, dict[tuple[str, str, str, str], list[str]]] = {}
    for r in rows:
        by_section.setdefault(r["D_SEC_NUM"], {})[
            (r["D_PAIR_NUM"], r["D_MEM_ID"], r["D_NAME"], r["D_RATING"])] = \
            [r["D_RND01"], r["D_RND02"]]
    assert by_section == {"1": SECTION_A, "2": SECTION_B, "3": EXTRAS}

    header = next(iter(DBF(files["THEXPORT.DBF"], encoding="ascii")))
    assert (header["H_TOT_SECT"], header["H_BEG_DATE"], header["H_END_DATE"],
            header["H_AFF_ID"], header["H_CTD_ID"], header["H_STATE"]) == (
        "3", "20111120", "20111120", "A1234567", "12345678", "OH")
    sections = [(s["S_SEC_NUM"], s["S_SEC_NAME"], s["S_TRN_TYPE"], s["S_TOT_RNDS"],
                 s["S_LST_PAIR"], s["S_TIMECTL"], s["S_R_SYSTEM"])
                for s in DBF(files["TSEXPORT.DBF"], encoding="ascii")]
    # G/75;d5 is 75 + 5 = 80 minutes: Regular (formats.md §1.7).
    assert sections == [("1", "A", "S", "2", "7", "G/75;d5", "R"),
                        ("2", "B", "S", "1", "8", "G/75;d5", "R"),
                        ("3", EXTRA_SECTION, "S", "2", "3", "G/75;d5", "R")]


def test_checks_name_player_section_round_and_the_deduction() -> None:
    problems = league_problems(month(), fine=15)
    assert problems == [
        ExportProblem("membership-expired", "US Chess membership expired on 2011-10-31, "
                      "before playing for Knights on 2011-11-20: rule 30.c deducts $15 from "
                      "Knights's deposit for this date", 2, "Baker, Kay", 3, "A"),
        ExportProblem("uscf-id-malformed", "US Chess ID '1234567' must be exactly 8 digits "
                      "(keep leading zeros)", 7, "Rios, Ron", None, "A"),
        ExportProblem("unfinished", "Knights – Rooks board 4 on 2011-11-20 has no result",
                      7, "Rios, Ron", 3, "A"),
        # Baker's extra game the same date for the same team is not charged again (30.c);
        # Evans played only an extra game.
        ExportProblem("membership-expired", "US Chess membership expired on 2011-10-31, "
                      "before playing for Knights on 2011-11-20: rule 30.c deducts $15 from "
                      "Knights's deposit for this date", 2, "Evans, Kit", None, EXTRA_SECTION),
    ]
    assert str(problems[2]) == ("section A, no. 7 Rios, Ron, round 3: Knights – Rooks board 4 "
                                "on 2011-11-20 has no result")


def test_the_deduction_is_the_setting_not_a_constant() -> None:
    messages = [p.message for p in league_problems(month(), fine=20)
                if p.code == "membership-expired"]
    assert len(messages) == 2 and all("deducts $20 from Knights's" in m for m in messages)


def test_a_player_seated_twice_in_a_round_is_found() -> None:
    twice = MatchRecord(3, NOV, "Knights", "Rooks", (
        BoardGame(1, K[0], R[0], W), BoardGame(2, K[0], R[1], D)))  # K1 on two boards
    section = match_section("A", ("Knights", "Rooks"), [twice], PEOPLE)
    assert section is not None
    found = {(p.code, p.name, p.round) for p in league_problems([section], fine=15)}
    assert ("paired-twice", "Adams, Kim", 3) in found
    # K1's board-1 cell is the one written, so R2's draw on board 2 finds no answer.
    assert ("mirror-mismatch", "Reed, Ray", 3) in found


def test_a_ruled_board_without_a_result_over_the_board_is_left_out() -> None:
    ruled = MatchRecord(3, NOV, "Knights", "Rooks", (
        BoardGame(1, K[0], R[0], None, Result.WHITE_WINS_FORFEIT),
        BoardGame(2, K[1], R[1], D)))
    section = match_section("A", ("Knights", "Rooks"), [ruled], PEOPLE)
    assert section is not None
    cells = round_cells(section.report.tournament, 1)
    # K1 1, K2 2, R1 3, R2 4; board 2 has Rooks White: R2 – K2 drawn.
    assert cells == {1: ("U0",), 2: ("D4B",), 3: ("U0",), 4: ("D2W",)}
    assert not [p for p in league_problems([section], fine=15) if p.code == "unfinished"]


_RESULTS = st.sampled_from([*Result, None])
_SEATS = st.lists(st.sampled_from(["a", "b", "c", "d", "e", "f", None]), min_size=2,
                  max_size=2)


@settings(max_examples=60)
@given(st.lists(st.lists(st.tuples(_SEATS, _RESULTS), min_size=1, max_size=4), min_size=1,
                max_size=3))
def test_every_game_has_mirrored_cells(rounds: list[list[tuple[list[str | None],
                                                               Result | None]]]) -> None:
    matches = []
    for number, boards in enumerate(rounds, start=1):
        seated: list[BoardGame] = []
        used: set[str] = set()
        for board, ((first, second), result) in enumerate(boards, start=1):
            first = None if first in used else first
            second = None if second in used or second == first else second
            used |= {p for p in (first, second) if p}
            if (first is None or second is None) and (result is None or result.played):
                result = Result.WHITE_WINS_FORFEIT if first or second else None
            seated.append(BoardGame(board, first, second, result))
        matches.append(MatchRecord(number, NOV, "X", "Y", tuple(seated)))
    section = match_section("S", ("X", "Y"), matches, {})
    if section is None:
        return
    t, count = section.report.tournament, section.report.round_count()
    table = round_cells(t, count, section.report.forfeits)
    for start_no, cells in table.items():
        for rnd, cell in enumerate(cells, start=1):
            answer = reply(cell, start_no)
            if answer is not None:
                assert table[answer[0]][rnd - 1] == answer[1]
    assert not list(mirror_problems(t, count, section.report.forfeits))


def test_an_extra_game_without_a_result_is_unfinished() -> None:
    pending = extra_section([ExtraGame(NOV, K[0], R[0], "Knights", "Rooks")], PEOPLE)
    assert pending is not None
    assert league_problems([pending], fine=15) == [ExportProblem(
        "unfinished", "the extra game against Ross, Rae on 2011-11-20 has no result", 1,
        "Adams, Kim", None, EXTRA_SECTION)]
