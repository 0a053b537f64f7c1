"""Swiss events for the printout tests: complete tournaments paired by bbpPairings (see
tests/fixtures/swiss/README.md), read from their TRF files, so every expected cell is the
file's own ("13 w 1" is "W13 +")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from chessarbiter.core.boards import EventBoards, event_boards
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Game, Standing, Tournament
from tests.core.swiss.golden import FIXTURES, Golden, read_golden

SWISS_CHAIN = ("BH-C1", "BH", "SB", "PS")
SETTINGS = EventSettings(tiebreaks=SWISS_CHAIN, withdrawal_rule="forfeit-remaining")
BIG = FIXTURES / "t053.trf"  # 59 players, 9 rounds, with byes, forfeits and a withdrawal


def golden_event(path: Path = BIG, played: int | None = None
                 ) -> tuple[Golden, Tournament, EventBoards, list[Standing]]:
    """The tournament of ``path`` after round ``played`` (default: all), its boards by the
    file's order of games, and its standings under :data:`SETTINGS`."""
    golden = read_golden(path)
    t, _ = golden.before((played or golden.rounds) + 1)
    games = []
    for rnd in range(1, (played or golden.rounds) + 1):
        ordered = sorted((g for g in t.games if g.round == rnd),
                         key=lambda g: -max(t.by_start_no[g.white].fide_rating or 0,
                                            t.by_start_no[g.black].fide_rating or 0))
        games += [replace(g, board=k) for k, g in enumerate(ordered, start=1)]
    t = replace(t, games=tuple(games), swiss=True, name=golden.name)
    return golden, t, event_boards(t, SETTINGS), compute_standings(t, SETTINGS)


def with_open_round(t: Tournament, rnd: int) -> Tournament:
    """``t`` with the results of round ``rnd`` not entered yet."""
    return replace(t, games=tuple(replace(g, result=None) if g.round == rnd else g
                                  for g in t.games))


def games_of(t: Tournament, rnd: int) -> list[Game]:
    return t.round_games(rnd)
