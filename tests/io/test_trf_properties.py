"""Invariants of the TRF reader and writer over generated events (hypothesis)."""

from __future__ import annotations

from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import TITLES, Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.io.trf import TrfDocument, TrfError, read_trf, write_trf
from tests.fixtures.trf import DIRECTORY

RESULTS = [*Result, None]


@st.composite
def round_robins(draw: st.DrawFn) -> Tournament:
    """A Berger round robin, single or double, some rounds in, with any results."""
    n = draw(st.integers(2, 12))
    cycles = draw(st.sampled_from((1, 2)))
    rounds = schedule(n, cycles, swap_last_two=draw(st.booleans()))
    played = draw(st.integers(1, len(rounds)))
    games = [
        Game(r.number, p.board, p.white, p.black, draw(st.sampled_from(RESULTS)))
        for r in rounds[:played]
        for p in r.pairings
    ]
    byes = [Bye(r.number, r.bye, ByeKind.FREE) for r in rounds[:played] if r.bye is not None]
    players = tuple(Player(i, f"Player {i}") for i in range(1, n + 1))
    return Tournament(players, tuple(games), tuple(byes), len(rounds), cycles)


@given(round_robins())
def test_round_robins_come_back_with_the_same_games_boards_and_byes(t: Tournament) -> None:
    doc = TrfDocument.from_tournament(t)
    back = read_trf(write_trf(doc))
    assert back.games == doc.games
    assert back.byes == doc.byes
    assert back.rounds == t.rounds
    assert back.warnings == ()


_NAME_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéöőřŁßЖ,.-' "


def _not_zero(fide_id: str) -> bool:
    return fide_id.strip("0") != ""  # 0 and 0000 are read as "no FIDE ID"


@st.composite
def players(draw: st.DrawFn) -> tuple[Player, ...]:
    count = draw(st.integers(1, 8))
    return tuple(
        Player(
            start_no=n,
            name=draw(
                st.text(st.sampled_from(_NAME_LETTERS), min_size=1, max_size=33).filter(
                    lambda s: s.strip() == s and s != ""
                )
            ),
            fide_rating=draw(st.none() | st.integers(1, 3500)),
            federation=draw(st.sampled_from(("", "USA", "GER", "FID"))),
            fide_id=draw(st.from_regex(r"[0-9]{1,11}", fullmatch=True).filter(_not_zero)),
            title=draw(st.sampled_from(("", *TITLES))),
            sex=draw(st.sampled_from(("", "m", "w"))),
            birth_date=draw(st.none() | st.dates(date(1900, 1, 1), date(2025, 12, 31))),
        )
        for n in range(1, count + 1)
    )


@given(players())
def test_player_fields_come_back_unchanged(field: tuple[Player, ...]) -> None:
    assert read_trf(write_trf(TrfDocument(players=field))).players == field


BASE = (DIRECTORY / "rr6_forfeits.trf").read_text(encoding="utf-8")


@settings(max_examples=300)
@given(st.integers(0, len(BASE) - 1), st.text(max_size=3), st.integers(0, 3))
def test_a_damaged_file_is_read_or_refused_with_a_trf_error(at: int, new: str, cut: int) -> None:
    damaged = BASE[:at] + new + BASE[at + cut :]
    try:
        read_trf(damaged)
    except TrfError as error:
        assert error.line >= 1 and error.column >= 1
