"""Every pre-export check of the US Chess report, with the message the arbiter sees, and the
write that refuses while problems remain unless overridden."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from chessarbiter.core.results import Result
from chessarbiter.core.timecontrol_parse import parse_time_control
from chessarbiter.core.tournament import Game, Tournament
from chessarbiter.io.uscf import (
    ExportProblem,
    ExportRefused,
    UscfEventInfo,
    build_report,
    check_report,
    write_report,
)
from tests.io.test_uscf_events import FIVE, GAME_DATES, INFO, WRITTEN


def problems(t: Tournament = FIVE, info: UscfEventInfo = INFO,
             dates: dict[int, date] | None = GAME_DATES) -> list[tuple[str, str]]:
    return [(p.code, str(p)) for p in check_report(t, info, dates)]


def with_player(start_no: int, **changes: object) -> Tournament:
    players = tuple(replace(p, **changes) if p.start_no == start_no else p  # type: ignore[arg-type]
                    for p in FIVE.players)
    return replace(FIVE, players=players)


def test_the_made_up_event_is_clean() -> None:
    assert problems() == []


@pytest.mark.parametrize(("changes", "expected"), [
    ({"event_name": " "}, [("event-name", "the event name is empty")]),
    ({"section_name": ""}, [("section-name", "the section name is empty")]),
    ({"city": ""}, [("city", "the city is empty")]),
    ({"event_name": "Кубок Рино"}, [("not-ascii", "the event name 'Кубок Рино' has characters "
                                     "with no ASCII form (КубокРин): US Chess files are ASCII")]),
    ({"affiliate_id": "1234567"}, [("affiliate-id", "affiliate ID '1234567' must be A followed "
                                    "by 7 digits, e.g. A7911852")]),
    ({"chief_td_id": ""}, [("chief-td-id", "chief TD ID '' must be the 8-digit US Chess ID")]),
    ({"assistant_td_id": "123"}, [("assistant-td-id", "assistant chief TD ID '123' must be "
                                   "empty or an 8-digit US Chess ID")]),
    ({"other_td_ids": ("3456789X",)}, [("other-td-id", "other TD ID '3456789X' must be an "
                                        "8-digit US Chess ID")]),
    # 30 IDs of 8 digits and 29 commas: 269 characters.
    ({"other_td_ids": ("34567892",) * 30}, [("other-td-id", "the other TDs take 269 "
                                             "characters; H_OTHER_TD holds 254")]),
    ({"state": "XY"}, [("state", "state 'XY' is not a USPS code such as NY or CA")]),
    ({"zipcode": "8950"}, [("zipcode", "ZIP code '8950' must be 5 digits or 5 digits, a hyphen "
                            "and 4 digits")]),
    ({"country": "CAN", "state": "ON", "zipcode": "K1A 0B1"}, []),  # no USPS rules abroad
    ({"zipcode": "89501-1234", "state": "nv", "affiliate_id": "a1234567"}, []),
    ({"end_date": date(2026, 3, 13)}, [("event-dates", "the event ends (2026-03-13) before it "
                                        "begins (2026-03-14)")]),
    ({"begin_date": date(2026, 3, 15)}, [
        ("round-date", "round 1: played on 2026-03-14, outside the event dates 2026-03-15 to "
                       "2026-03-16"),
        ("round-date", "round 2: played on 2026-03-14, outside the event dates 2026-03-15 to "
                       "2026-03-16")]),
    # G/3;d0 is 3 minutes in all: below the Blitz band (5-10 with a base of at least 3).
    ({"time_control": parse_time_control("G/3;d0")}, [
        ("time-control", "time control G/3;d0 cannot be rated by US Chess: base minutes plus "
                         "delay or increment seconds must be at least 5, with a base of at "
                         "least 3")]),
])
def test_event_checks(changes: dict[str, object], expected: list[tuple[str, str]]) -> None:
    assert problems(info=replace(INFO, **changes)) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(("start_no", "changes", "expected"), [
    (3, {"uscf_id": ""}, [("uscf-id-missing", "no. 3 Smith, John: no US Chess ID")]),
    (3, {"uscf_id": "00000000"}, [
        ("uscf-id-missing", "no. 3 Smith, John: US Chess ID 00000000 means unavailable: the "
                            "games cannot be rated")]),
    (3, {"uscf_id": "3098765"}, [
        ("uscf-id-malformed", "no. 3 Smith, John: US Chess ID '3098765' must be exactly 8 "
                              "digits (keep leading zeros)")]),
    (4, {"uscf_id": "12345678"}, [
        ("uscf-id-duplicate", "no. 1 Ødegård, Ørjan: US Chess ID 12345678 is given to 2 "
                              "players"),
        ("uscf-id-duplicate", "no. 4 Wolfeschlegelsteinhausen-Bergerdorff, Hubert Blaine: US "
                              "Chess ID 12345678 is given to 2 players")]),
    # Player 2 plays over the board on 14 March (rounds 1, 2) and 16 March (round 5); the
    # round-4 game of 15 March was a forfeit, which US Chess does not rate.
    (2, {"uscf_expiry": date(2026, 3, 14)}, [
        ("membership-expired", "no. 2 Nguyễn, Thị Hương, round 5: US Chess membership expired "
                               "on 2026-03-14, before this game on 2026-03-16")]),
    (2, {"uscf_expiry": date(2026, 3, 16)}, []),  # valid through the day it expires
    (3, {"name": "Широв, Алексей"}, [
        ("not-ascii", "no. 3 Широв, Алексей: the name has characters with no ASCII form "
                      "(ШировАлексй): enter it in Latin letters as US Chess lists it")]),
])
def test_player_checks(start_no: int, changes: dict[str, object],
                       expected: list[tuple[str, str]]) -> None:
    assert problems(with_player(start_no, **changes)) == expected


def test_without_game_dates_every_round_counts_as_the_last_day() -> None:
    t = with_player(2, uscf_expiry=date(2026, 3, 15))
    assert problems(t, dates=None) == [
        ("membership-expired", "no. 2 Nguyễn, Thị Hương, round 1: US Chess membership expired "
                               "on 2026-03-15, before this game on 2026-03-16")]


def test_unpaired_player() -> None:
    t = replace(FIVE, byes=FIVE.byes[1:])  # no. 1 loses the free round of round 1
    assert problems(t) == [
        ("unpaired", "no. 1 Ødegård, Ørjan, round 1: no game and no bye in this round")]


def test_unfinished_game() -> None:
    games = tuple(replace(g, result=None) if (g.round, g.board) == (5, 2) else g
                  for g in FIVE.games)
    assert problems(replace(FIVE, games=games)) == [
        ("unfinished", "no. 5 Strauß,  Łukasz, round 5: board 2 against no. 1 Ødegård, Ørjan "
                       "has no result")]


def test_games_left_by_a_withdrawal_are_not_unfinished() -> None:
    games = tuple(replace(g, result=None) if (g.round, g.board) == (5, 2) else g
                  for g in FIVE.games)
    t = replace(with_player(5, withdrawn_after=4), games=games)
    assert problems(t) == []
    t = replace(t, games=tuple(g for g in games if (g.round, g.board) != (5, 2)))
    assert problems(t) == [  # no. 5 is gone; no. 1 still needed a game or a bye
        ("unpaired", "no. 1 Ødegård, Ørjan, round 5: no game and no bye in this round")]


def test_a_player_in_two_entries_of_a_round_breaks_the_mirror() -> None:
    # No. 1 has the free round of round 1; a stray board 3 pairs no. 1 with no. 3, who also
    # plays no. 4. No. 1's first entry is board 3 (W3W), which no. 3 does not answer.
    t = replace(FIVE, games=(*FIVE.games, Game(1, 3, 1, 3, Result.WHITE_WINS)))
    assert problems(t) == [
        ("paired-twice", "no. 1 Ødegård, Ørjan, round 1: listed 2 times in the round (games "
                         "and byes)"),
        ("paired-twice", "no. 3 Smith, John, round 1: listed 2 times in the round (games and "
                         "byes)"),
        ("mirror-mismatch", "no. 1 Ødegård, Ørjan, round 1: W3W needs L1B from no. 3, who has "
                            "D4W"),
    ]


def test_a_game_with_a_stranger() -> None:
    t = replace(FIVE, games=(*FIVE.games, Game(1, 3, 1, 9, Result.WHITE_WINS)))
    assert problems(t) == [
        ("unknown-player", "round 1: start no. 9 is paired but is not a player of the event"),
        ("paired-twice", "no. 1 Ødegård, Ørjan, round 1: listed 2 times in the round (games "
                         "and byes)"),
    ]


def test_problem_text_without_player_or_round() -> None:
    assert str(ExportProblem("city", "the city is empty")) == "the city is empty"
    assert str(ExportProblem("x", "m", round=2)) == "round 2: m"


def test_write_refuses_while_problems_remain(tmp_path: Path) -> None:
    t = with_player(3, uscf_id="")
    found = check_report(t, INFO, GAME_DATES)
    target = tmp_path / "report"
    with pytest.raises(ExportRefused) as refused:
        write_report(target, build_report(t, INFO, GAME_DATES, written=WRITTEN), found)
    assert str(refused.value) == (
        "US Chess report not written: 1 problem to fix first, or export again with the "
        "override:\n  no. 3 Smith, John: no US Chess ID")
    assert refused.value.problems == tuple(found)
    assert not target.exists()


def test_override_writes_what_the_arbiter_saw(tmp_path: Path) -> None:
    t = with_player(3, uscf_id="")
    report = build_report(t, INFO, GAME_DATES, written=WRITTEN)
    paths = write_report(tmp_path, report, check_report(t, INFO, GAME_DATES), override=True)
    assert [p.name for p in paths] == ["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"]
    assert [p.read_bytes() for p in paths] == [report.header, report.sections, report.details]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)
    # the player without an ID has a blank D_MEM_ID (8 spaces after D_PAIR_NUM "3   ")
    assert b" " + b" " * 12 + b"1 3   " + b" " * 8 + b"SMITH, JOHN" in report.details


def test_a_clean_report_is_written_over_an_older_one(tmp_path: Path) -> None:
    (tmp_path / "TDEXPORT.DBF").write_bytes(b"old")
    report = build_report(FIVE, INFO, GAME_DATES, written=WRITTEN)
    write_report(tmp_path, report, [])
    assert (tmp_path / "TDEXPORT.DBF").read_bytes() == report.details


def test_players_appear_in_pairing_number_order() -> None:
    shuffled = replace(FIVE, players=tuple(reversed(FIVE.players)))
    assert build_report(shuffled, INFO, GAME_DATES, written=WRITTEN) == build_report(
        FIVE, INFO, GAME_DATES, written=WRITTEN)
