"""The US Chess report of whole events: a 10-player round robin written and read back with
dbfread, names as US Chess wants them, and the section fields that depend on the event."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from dbfread import DBF

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.core.tournament import Game, Tournament
from chessarbiter.io.uscf import UscfReport, build_report, check_report, write_report
from chessarbiter.io.uscf.names import ascii_fold, unfoldable, uscf_name
from tests.io.test_uscf_events import (
    FIVE,
    GAME_DATES,
    INFO,
    TEN_SCORES,
    WRITTEN,
    ten_player_round_robin,
)


def read(directory: Path, name: str) -> list[dict[str, str]]:
    return [dict(r) for r in DBF(str(directory / name), encoding="ascii")]


def test_ten_player_round_robin_exports_and_reads_back(tmp_path: Path) -> None:
    t = ten_player_round_robin()
    assert check_report(t, INFO) == []
    write_report(tmp_path, build_report(t, INFO, written=WRITTEN), [])
    (section,) = read(tmp_path, "TSEXPORT.DBF")
    assert (section["S_TOT_RNDS"], section["S_LST_PAIR"], section["S_TRN_TYPE"]) == (
        "9", "10", "R")
    assert (section["S_BEG_DATE"], section["S_END_DATE"]) == ("", "")  # no round dates given
    details = read(tmp_path, "TDEXPORT.DBF")
    assert len(details) == 10
    assert list(details[0])[-9:] == [f"D_RND0{r}" for r in range(1, 10)]
    meetings: set[tuple[int, int, int]] = set()
    for k, record in enumerate(details, start=1):
        assert record["D_PAIR_NUM"] == str(k)
        assert record["D_MEM_ID"] == f"{k:08d}"
        assert record["D_NAME"] == f"PLAYER{k:02d}, GIVEN"
        assert record["D_RATING"] == str(2000 - 50 * k)
        cells = [record[f"D_RND0{r}"] for r in range(1, 10)]
        # lower number wins rounds 1-8, round 9 is drawn
        for rnd, cell in enumerate(cells, start=1):
            outcome, opponent = cell[0], int(cell[1:-1])
            expected = "D" if rnd == 9 else ("W" if k < opponent else "L")
            assert outcome == expected, (k, rnd, cell)
            meetings.add((rnd, min(k, opponent), max(k, opponent)))
        assert sum({"W": 1.0, "D": 0.5}.get(c[0], 0.0) for c in cells) == TEN_SCORES[k]
    assert {m[1:] for m in meetings} == {(a, b) for a in range(1, 11) for b in range(a + 1, 11)}
    assert len(meetings) == 45
    # colours as scheduled: White of each Berger pairing has a cell ending in W
    for scheduled in schedule(10):
        column = f"D_RND0{scheduled.number}"
        for p in scheduled.pairings:
            assert details[p.white - 1][column].endswith(f"{p.black}W")
            assert details[p.black - 1][column].endswith(f"{p.white}B")


def test_only_rounds_with_results_are_reported() -> None:
    t = ten_player_round_robin()
    t = t.with_games(replace(g, result=None) if g.round > 6 else g for g in t.games)
    report = build_report(t, INFO, written=WRITTEN)
    # 7 player fields + 6 rounds: header 32 + 13 * 32 + 1 = 449 = 0x01C1; record 63 + 42 = 105
    assert report.details[8:12] == bytes([0xC1, 0x01, 105, 0])
    assert b"S_TOT_RNDS" in report.sections
    assert [p.code for p in check_report(t, INFO)] == ["unfinished"] * 15  # 5 boards x 3 rounds


@pytest.mark.parametrize(("text", "category"), [
    ("G/90;d5", "R"),  # 95
    ("G/60;d5", "D"),  # 65: the top of Dual
    ("G/25;+5", "D"),  # 30
    ("G/15;+5", "Q"),  # 20
    ("G/5;+0", "B"),
    ("40/90, SD/30; +30", "R"),
])
def test_rating_system_and_time_control_come_from_the_time_control(text: str,
                                                                   category: str) -> None:
    control = parse_time_control(text)
    report = build_report(FIVE, replace(INFO, time_control=control), written=WRITTEN)
    record = report.sections[report.sections.index(b"\r") + 1:]
    # S_EVENT_ID 12, S_SEC_NUM 2, S_SEC_NAME 30 after the record's leading space
    assert record[45:46] == category.encode()
    assert record[46:86] == control.uscf().ljust(40).encode()


def test_fide_flag_and_section_dates() -> None:
    report = build_report(FIVE, replace(INFO, fide_rated=True), {1: date(2026, 3, 14)},
                          written=WRITTEN)
    record = report.sections[report.sections.index(b"\r") + 1: -1]
    assert record.endswith(b"20260314" + b"20260314" + b" N   Y")


def test_double_round_robin_has_a_cell_per_game() -> None:
    players = (Player(1, "Ames, Al", uscf_id="11111111"), Player(2, "Bell, Bo", uscf_id="22222222"))
    games = (Game(1, 1, 1, 2, Result.DRAW), Game(2, 1, 2, 1, Result.WHITE_WINS))
    report = build_report(Tournament(players, games, rounds=2, cycles=2), INFO, written=WRITTEN)
    rows = report.details[report.details.index(b"\r") + 1: -1]
    # a record is 1 + 62 player bytes + 2 cells of 7 = 77 bytes; the cells start at byte 63
    assert rows[63:77] == b"D2W    L2B    "
    assert rows[77 + 63:] == b"D1B    W1W    "


@pytest.mark.parametrize(("typed", "reported"), [
    ("Ødegård, Jon Ludvig", "ODEGARD, JON LUDVIG"),
    ("Nguyễn,Thị  Hương", "NGUYEN, THI HUONG"),
    ("Strauß, Łukasz", "STRAUSS, LUKASZ"),
    ("Đorđević, Æsa", "DORDEVIC, AESA"),
    ("O’Brien, Seán", "O'BRIEN, SEAN"),
    ("Magnus Carlsen", "MAGNUS CARLSEN"),  # no comma: the order is kept
    ("Smith,", "SMITH"),
    ("Ширoв, Al", "???O?, AL"),  # the "o" is a Latin letter
])
def test_names_are_ascii_capitals_last_first(typed: str, reported: str) -> None:
    assert uscf_name(typed) == reported


def test_folding_leaves_nothing_above_ascii() -> None:
    assert ascii_fold("Zürich\tBahnhof  “Nord”") == 'Zurich Bahnhof "Nord"'
    assert unfoldable("Zürich") == ""
    assert unfoldable("李 Li") == "李"


def test_report_files_in_upload_order() -> None:
    report = UscfReport(b"h", b"s", b"d")
    assert report.files() == {"THEXPORT.DBF": b"h", "TSEXPORT.DBF": b"s", "TDEXPORT.DBF": b"d"}


def test_game_dates_only_fill_section_dates() -> None:
    with_dates = build_report(FIVE, INFO, GAME_DATES, written=WRITTEN)
    without = build_report(FIVE, INFO, written=WRITTEN)
    assert with_dates.details == without.details and with_dates.header == without.header


def test_ids_that_are_not_well_formed_are_left_blank_not_cut(tmp_path: Path) -> None:
    t = replace(FIVE, players=(replace(FIVE.players[0], uscf_id="123456789"), *FIVE.players[1:]))
    others = ("1", *(f"{k:08d}" for k in range(30)))
    info = replace(INFO, affiliate_id=" a1234567", chief_td_id="1234567",
                   assistant_td_id="234567812", other_td_ids=others)
    write_report(tmp_path, build_report(t, info, written=WRITTEN), [])
    (header,) = read(tmp_path, "THEXPORT.DBF")
    assert (header["H_AFF_ID"], header["H_CTD_ID"], header["H_ATD_ID"]) == ("A1234567", "", "")
    # 28 IDs of 8 digits and 27 commas (251 characters) fit the 254 of H_OTHER_TD
    assert header["H_OTHER_TD"] == ",".join(f"{k:08d}" for k in range(28))
    assert read(tmp_path, "TDEXPORT.DBF")[0]["D_MEM_ID"] == ""
