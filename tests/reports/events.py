"""Events for the printout tests. Every expected value in the tests is worked by hand from
these facts (or taken from the published sources cited in ``tests/fixtures/crosstables``)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime

from chessarbiter.core.berger import schedule
from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.reports import EventInfo, PrintOptions

AT = datetime(2026, 3, 14, 9, 30)
INFO = EventInfo("Spring Open 2026", site="Reykjavík", start_date="2026-03-10",
                 end_date="2026-03-18", arbiter="Ana Árbitro")
OPTS = PrintOptions(printed_at=AT)

# Names the issue asks to print correctly, and one that must print literally, not as markup.
UNICODE_NAMES = ("Nguyễn Thái Đại Văn", "Ørjan Ødegård", "Jan-Krzysztof Duda", "Алексей Широв",
                 "Łukasz Żółć")
MARKUP_NAME = "<b>Smith & Co</b>"
OTHER_NAMES = ("Abel, Anna", "Berg, Bruno", "Costa, Clara", "Dahl, David", "Eriksen, Eva",
               "Fischer, Felix", "Garcia, Gina", "Hansen, Hugo", "Ito, Iris", "Jensen, Jon")
SIXTEEN = (*UNICODE_NAMES, MARKUP_NAME, *OTHER_NAMES)

# The 4-player worked example of the project's rules notes (§1.7), Berger numbers A=1 … D=4.
# Berger colours for 4: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1 (first named has White).
A, B, C, D = 1, 2, 3, 4
WORKED_NAMES = {A: "Adams, Ann", B: "Brown, Bob", C: "Clark, Cid", D: "Davis, Dee"}
WORKED_GAMES = (  # (round, board, white, black, result); C beats D by forfeit in round 2
    (1, 1, A, D, "0-1"), (1, 2, B, C, "1-0"),
    (2, 1, D, C, "-+"), (2, 2, A, B, "1-0"),
    (3, 1, B, D, "1-0"), (3, 2, C, A, "1/2-1/2"),
)
WORKED_CHAIN = ("DE", "SB", "WIN", "WON", "KS", "BPG")


def worked_example() -> Tournament:
    players = tuple(Player(n, name) for n, name in WORKED_NAMES.items())
    games = tuple(Game(r, b, w, k, Result.parse(res)) for r, b, w, k, res in WORKED_GAMES)
    return Tournament(players, games, rounds=3)


def lower_number_wins(names: tuple[str, ...], played_rounds: int | None = None) -> Tournament:
    """A single round robin (Berger schedule) in which the lower start number wins every game,
    so player k of n scores n − k; rounds after ``played_rounds`` have no results yet. An odd
    field gets the free round as a FREE bye."""
    n = len(names)
    players = tuple(
        Player(k, name, fide_rating=2600 - 10 * k, federation="ISL" if k % 2 else "NOR",
               title="GM" if k <= 3 else "", fide_id=str(1000 + k))
        for k, name in enumerate(names, start=1)
    )
    games, byes = [], []
    for rnd in schedule(n):
        if rnd.bye is not None:
            byes.append(Bye(rnd.number, rnd.bye, ByeKind.FREE))
        for p in rnd.pairings:
            done = played_rounds is None or rnd.number <= played_rounds
            winner = Result.WHITE_WINS if p.white < p.black else Result.BLACK_WINS
            games.append(Game(rnd.number, p.board, p.white, p.black, winner if done else None))
    return Tournament(players, tuple(games), tuple(byes), rounds=len(schedule(n)))


def numbered(n: int) -> tuple[str, ...]:
    return tuple(f"Player {k:03d}, Name" for k in range(1, n + 1))


PRIVATE_BIRTH_DATE = date(1990, 5, 17)


# Ten players, nine rounds, the lower number winning every game; no. 4 withdrew after round 1
# (having beaten no. 7, Berger round 1 is 1-10 2-9 3-8 4-7 5-6), their later games unplayed.
# One game of nine is under half, so "annul-under-half" takes all of no. 4's games out. By hand:
# player k then scores the opponents above k other than 4: k < 4 has 9 − k, k > 4 has 10 − k;
# SB(k) sums those opponents' scores. No ties, so the ranks follow the points.
EARLY_WITHDRAWAL = 4
EARLY_WITHDRAWAL_RESULTS = {  # start no. → (points, rank, SB)
    1: (8.0, 1, 28.0), 2: (7.0, 2, 21.0), 3: (6.0, 3, 15.0), 5: (5.0, 4, 10.0),
    6: (4.0, 5, 6.0), 7: (3.0, 6, 3.0), 8: (2.0, 7, 1.0), 9: (1.0, 8, 0.0), 10: (0.0, 9, 0.0),
}


def early_withdrawal(withdrawn_after: int = 1) -> Tournament:
    """The ten-player event above as entered (before the withdrawal rule is applied)."""
    played = lower_number_wins(numbered(10))
    players = tuple(replace(p, withdrawn_after=withdrawn_after)
                    if p.start_no == EARLY_WITHDRAWAL else p for p in played.players)
    games = tuple(
        replace(g, result=None)
        if EARLY_WITHDRAWAL in (g.white, g.black) and g.round > withdrawn_after else g
        for g in played.games
    )
    return replace(played, players=players, games=games)
