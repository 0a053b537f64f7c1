"""Reading the hand-written TRF fixtures: every expected value below was worked out by hand.

Pairings of the round robins come from the printed FIDE Berger tables (C.05 Annex 1), also
written as ### comments at the top of each fixture; points from 1 / ½ / 0 per game.
"""

from __future__ import annotations

from datetime import date

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game
from chessarbiter.io.trf import read_trf
from tests.fixtures.trf import DIRECTORY, load


def games(table: str) -> tuple[Game, ...]:
    """``round.board white-black result`` per line; ``*`` is a game without a result."""
    out = []
    for line in table.strip().splitlines():
        where, pair, result = line.split()
        rnd, board = where.split(".")
        white, black = pair.split("-")
        parsed = None if result == "*" else Result(result)
        out.append(Game(int(rnd), int(board), int(white), int(black), parsed))
    return tuple(out)


def test_six_player_round_robin_keeps_berger_boards_and_forfeits() -> None:
    doc = load("rr6_forfeits.trf")
    assert doc.games == games("""
        1.1 1-6 1-0
        1.2 2-5 1/2-1/2
        1.3 3-4 0-1
        2.1 6-4 1/2-1/2
        2.2 5-3 1-0
        2.3 1-2 1/2-1/2
        3.1 2-6 +-
        3.2 3-1 0-1
        3.3 4-5 1-0
        4.1 6-5 -+
        4.2 1-4 1-0
        4.3 2-3 0-1
        5.1 3-6 --
        5.2 4-2 1/2-1/2
        5.3 5-1 0-1
    """)
    assert doc.byes == ()
    assert doc.rounds == 5
    assert doc.warnings == ()
    assert doc.to_tournament().scores == {1: 4.5, 2: 2.5, 3: 1.0, 4: 3.0, 5: 2.5, 6: 0.5}


def test_six_player_header_and_player_fields() -> None:
    doc = load("rr6_forfeits.trf")
    assert (doc.name, doc.city, doc.federation) == ("Spring Invitational 2026", "Columbus", "USA")
    assert (doc.start_date, doc.end_date) == ("2026/03/07", "2026/03/09")
    assert doc.tournament_type == "Individual: round robin"
    assert doc.arbiter == "Harriet Okonkwo"
    assert doc.time_control == "90 min/40 moves + 30 min, 30 s increment"
    assert doc.deputies == ""
    first, _, third, _, fifth, sixth = doc.players
    assert (first.start_no, first.name, first.title, first.sex) == (
        1,
        "Abernathy, Colin",
        "GM",
        "m",
    )
    assert (first.fide_rating, first.federation, first.fide_id) == (2512, "USA", "2000011")
    assert first.birth_date == date(1985, 4, 12)
    assert (third.title, third.sex) == ("WGM", "w")
    assert fifth.birth_date == date(1979, 1, 1)  # written 1979/00/00: year only
    assert (sixth.fide_rating, sixth.fide_id, sixth.birth_date) == (None, "", None)
    assert doc.extra_lines == ()  # ### comments are dropped, 062/072 are counted again


def test_nine_player_round_robin_has_free_rounds_and_a_round_paired_but_not_played() -> None:
    doc = load("rr9_free_rounds.trf")
    assert doc.games == games("""
        1.1 2-9 1-0
        1.2 3-8 1/2-1/2
        1.3 4-7 0-1
        1.4 5-6 1-0
        2.1 7-5 1/2-1/2
        2.2 8-4 1-0
        2.3 9-3 0-1
        2.4 1-2 1-0
        3.1 3-1 1/2-1/2
        3.2 4-9 1-0
        3.3 5-8 0-1
        3.4 6-7 1/2-1/2
        4.1 8-6 *
        4.2 9-5 *
        4.3 1-4 *
        4.4 2-3 *
    """)
    # Free rounds written three ways: "0000 - Z", "   0 - Z" and a blank round block.
    assert doc.byes == (
        Bye(1, 1, ByeKind.FREE),
        Bye(2, 6, ByeKind.FREE),
        Bye(3, 2, ByeKind.FREE),
        Bye(4, 7, ByeKind.FREE),
    )
    assert doc.rounds == 9  # XXR, though only four rounds are in the file
    assert doc.round_dates == ("26/01/10", "26/01/11", "26/01/17", "26/01/18")
    assert doc.deputies == "Dana Whitfield\nOmar Haddad"
    assert doc.warnings == ()
    tournament = doc.to_tournament()
    assert (tournament.rounds, tournament.cycles) == (9, 1)
    assert tournament.scores == {
        1: 1.5, 2: 1.0, 3: 2.0, 4: 1.0, 5: 1.5, 6: 0.5, 7: 2.0, 8: 2.5, 9: 0.0
    }  # fmt: skip


def test_swiss_numbers_boards_by_the_lower_start_rank_and_reads_each_bye_kind() -> None:
    doc = load("swiss_byes.trf")
    assert doc.games == games("""
        1.1 1-5 1-0
        1.2 6-2 0-1
        1.3 3-7 1/2-1/2
        2.1 2-1 1/2-1/2
        2.2 3-5 0-1
        2.3 7-6 1-0
        3.1 1-3 1-0
        3.2 5-2 -+
        3.3 4-7 0-1
    """)
    assert doc.byes == (
        Bye(1, 4, ByeKind.PAIRING_ALLOCATED),  # blank opponent and colour, as Lichess writes
        Bye(2, 4, ByeKind.HALF),
        Bye(3, 6, ByeKind.ZERO),
    )
    assert doc.warnings == ()
    assert doc.to_tournament().scores == {1: 2.5, 2: 2.5, 3: 0.5, 4: 1.5, 5: 1.0, 6: 0.0, 7: 2.5}


def test_trf06_file_with_crlf_line_ends() -> None:
    raw = (DIRECTORY / "trf06_crlf.trf").read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n") == 13
    doc = load("trf06_crlf.trf")
    assert (doc.start_date, doc.end_date) == ("14. 05. 2005", "15. 05. 2005")
    assert doc.round_dates == ()  # an empty 132 record
    titles = [(p.title, p.sex, p.birth_date) for p in doc.players]
    assert titles == [
        ("GM", "", date(1969, 12, 6)),
        ("WGM", "w", date(1980, 3, 15)),
        ("FM", "", date(1975, 1, 1)),
        ("", "", None),
    ]
    assert doc.games == games("""
        1.1 1-3 1-0
        1.2 2-4 1/2-1/2
        2.1 4-1 0-1
        2.2 3-2 1-0
    """)
    assert doc.warnings == ()


def test_double_round_robin_with_cr_only_line_ends() -> None:
    raw = (DIRECTORY / "rr4_double_cr.trf").read_bytes()
    assert b"\n" not in raw and raw.count(b"\r") == 6
    doc = load("rr4_double_cr.trf")
    # FIDE Berger 3/4 table, last two rounds of the first cycle swapped; the second cycle is
    # the table again in its own order with colours reversed.
    assert doc.games == games("""
        1.1 1-4 1-0
        1.2 2-3 1/2-1/2
        2.1 2-4 1-0
        2.2 3-1 0-1
        3.1 4-3 1/2-1/2
        3.2 1-2 1/2-1/2
        4.1 4-1 0-1
        4.2 3-2 1-0
        5.1 3-4 1-0
        5.2 2-1 0-1
        6.1 4-2 1/2-1/2
        6.2 1-3 1-0
    """)
    assert doc.to_tournament().cycles == 2
    assert doc.to_tournament().scores == {1: 5.5, 2: 2.5, 3: 3.0, 4: 1.0}
    assert read_trf(raw.replace(b"\r", b"\n"), source="rr4_double_cr.trf") == doc


def test_file_with_only_player_lines_is_an_event_without_games() -> None:
    doc = load("players_only.trf")
    assert [p.name for p in doc.players] == ["Ayala, Diego", "Brooks, Nora", "Cole, Evan"]
    assert (doc.games, doc.byes, doc.rounds, doc.warnings) == ((), (), 0, ())
    assert doc.to_tournament().scores == {1: 0.0, 2: 0.0, 3: 0.0}


def test_unknown_records_are_kept_verbatim_in_order() -> None:
    doc = load("unknown_records.trf")
    assert doc.extra_lines == (
        "XXC white1",
        "BBW  1.0",
        "250  1.0  1   1    1    2",
        "DAT    1 ID:USCF 12345678",
        "DAT    2 ID:USCF 87654321",
        "013 Oak Street Club                    1    2",
    )
    assert doc.games == games("1.1 1-2 1-0")
    assert doc.warnings == ()
