# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""Writing TRF16: exact text for a hand-made event, and read → write → read on every fixture."""

from __future__ import annotations

from datetime import date

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.io.trf import TrfDocument, read_trf, write_trf
from tests.fixtures.trf import load

# Three players on the Berger table for 3/4 (C.05 Annex 1): round 1 is 2-3 (1 free),
# round 2 is 1-2 (3 free), round 3 is 3-1 (2 free). Points by hand: 1.5, 1.5, 0.
TRIANGLE = Tournament(
    players=(
        Player(1, "Zimmermann-Oberhauser, Maximilian Alexander", fide_rating=2500,
               federation="GER", fide_id="4600011", title="GM", sex="m",
               birth_date=date(1990, 5, 6)),
        Player(2, "Young, Ida", fide_rating=2100, federation="USA", sex="w"),
        Player(3, "Xu, Bo", federation="CHN", sex="m"),
    ),
    games=(
        Game(1, 1, 2, 3, Result.WHITE_WINS),
        Game(2, 1, 1, 2, Result.DRAW),
        Game(3, 1, 3, 1, Result.BLACK_WINS),
    ),
    byes=(Bye(1, 1, ByeKind.FREE), Bye(2, 3, ByeKind.FREE), Bye(3, 2, ByeKind.FREE)),
    rounds=3,
    name="Triangle",
)  # fmt: skip

# Written by hand from the column table of formats.md §2.3; the name is cut to 33 columns
# and each free round is a zero-point bye "0000 - Z".
TRIANGLE_TRF = [
    "012 Triangle",
    "022 Reno",
    "062 3",
    "072 2",
    "112 A. One",
    "112 B. Two",
    "132" + " " * 88 + "26/02/01  26/02/02  26/02/03",
    "XXR 3",
    "001    1 m GM Zimmermann-Oberhauser, Maximilian 2500 GER     4600011 1990/05/06  1.5    1  0000 - Z     2 w =     3 b 1",
    "001    2 w    Young, Ida                        2100 USA                         1.5    1     3 w 1     1 b =  0000 - Z",
    "001    3 m    Xu, Bo                                 CHN                         0.0    3     2 b 0  0000 - Z     1 w 0",
]  # fmt: skip


def triangle() -> TrfDocument:
    dates = ("26/02/01", "26/02/02", "26/02/03")
    return TrfDocument.from_tournament(
        TRIANGLE, city="Reno", deputies="A. One\nB. Two", round_dates=dates
    )


def test_written_text_matches_the_hand_written_file() -> None:
    assert write_trf(triangle()) == "".join(line + "\r\n" for line in TRIANGLE_TRF)


def test_ranks_given_by_the_caller_replace_places_by_points() -> None:
    lines = write_trf(triangle(), ranks={1: 2, 2: 1, 3: 3}).split("\r\n")
    assert [line[85:89] for line in lines if line.startswith("001")] == ["   2", "   1", "   3"]


def test_the_free_round_comes_back_as_a_free_round() -> None:
    doc = read_trf(write_trf(triangle()))
    assert doc.byes == TRIANGLE.byes
    assert doc.games == TRIANGLE.games
    assert doc.players[0].name == "Zimmermann-Oberhauser, Maximilian"


def test_a_game_without_result_is_written_with_opponent_and_colour_only() -> None:
    t = Tournament(TRIANGLE.players[1:], (Game(1, 1, 2, 3),), rounds=1)
    lines = write_trf(TrfDocument.from_tournament(t)).split("\r\n")
    assert lines[-3].endswith("0.0    1     3 w")
    assert lines[-2].endswith("0.0    1     2 b")
    assert read_trf("\n".join(lines)).games == (Game(1, 1, 2, 3, None),)


def test_values_that_do_not_fit_are_refused() -> None:
    wide = Tournament((Player(1, "A", federation="GERMANY"),))
    with pytest.raises(ValueError, match="federation 'GERMANY' does not fit"):
        write_trf(TrfDocument.from_tournament(wide))
    twice = Tournament(TRIANGLE.players, (*TRIANGLE.games, Game(1, 2, 2, 1, None)), rounds=3)
    with pytest.raises(ValueError, match="player 2 has two entries in round 1"):
        write_trf(TrfDocument.from_tournament(twice))


FIXTURES = [
    "rr6_forfeits.trf",
    "rr9_free_rounds.trf",
    "swiss_byes.trf",
    "trf06_crlf.trf",
    "rr4_double_cr.trf",
    "players_only.trf",
    "unknown_records.trf",
]


@pytest.mark.parametrize("name", FIXTURES)
def test_read_write_read_keeps_everything(name: str) -> None:
    first = load(name)
    text = write_trf(first)
    second = read_trf(text)
    assert second.players == first.players
    assert second.games == first.games  # boards included
    assert second.byes == first.byes
    assert second.rounds == first.rounds
    assert second.extra_lines == first.extra_lines
    assert second.round_dates == first.round_dates
    assert (second.name, second.city, second.federation, second.arbiter, second.deputies) == (
        first.name, first.city, first.federation, first.arbiter, first.deputies
    )  # fmt: skip
    assert (second.start_date, second.end_date, second.time_control, second.tournament_type) == (
        first.start_date, first.end_date, first.time_control, first.tournament_type
    )  # fmt: skip
    assert second.warnings == ()
    assert write_trf(second) == text


def test_unknown_records_are_written_back_verbatim() -> None:
    lines = write_trf(load("unknown_records.trf")).split("\r\n")
    for kept in (
        "XXC white1",
        "BBW  1.0",
        "250  1.0  1   1    1    2",
        "DAT    1 ID:USCF 12345678",
        "DAT    2 ID:USCF 87654321",
        "013 Oak Street Club                    1    2",
    ):
        assert kept in lines


def test_forfeits_without_colours_are_written_with_the_berger_colours() -> None:
    lines = write_trf(load("rr6_forfeits.trf")).split("\r\n")
    fifth = next(line for line in lines if line.startswith("001    5"))
    sixth = next(line for line in lines if line.startswith("001    6"))
    assert fifth[121:129] == "   6 b +"  # round 4: opponent at column 122
    assert sixth[121:129] == "   5 w -"
