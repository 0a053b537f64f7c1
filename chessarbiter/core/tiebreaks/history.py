"""Each player's finished games, gathered once per standings computation.

Every tie-break reads these tables instead of walking the games again, so a 100-player round
robin (4,950 games) is ranked well inside the time an arbiter waits after a click.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import ByeKind, Tournament

WIN_POINTS = 1.0
# White's points, Black's points, played over the board: looked up once per game.
_SIDES = {r: (r.points(True), r.points(False), r.played) for r in Result}


# A game with a result seen from one side: (round, opponent, own points, played over the board,
# had Black). A plain tuple, unpacked where it is read: ten thousand are built for a 100-player
# event, and an object per game would add about a third to the time of the whole standings.
Encounter = tuple[int, int, float, bool, bool]
# A round without a game: (round, points, kind).
ByeRound = tuple[int, float, ByeKind]
# A game still without a result: (round, opponent, had Black).
Pending = tuple[int, int, bool]


@dataclass(frozen=True, slots=True)
class History:
    """Finished games and scores of the ranked players.

    ``reached`` is the latest round with any result: rounds after it have not been played, so
    the scores, Koya's maximum and the pre-2023 virtual opponent only count rounds up to it (a
    bye entered for a later round is kept in ``byes`` for Fore Buchholz).
    ``scheduled`` counts each player's games in rounds up to ``reached`` (the free round of an
    odd field is no game, so it is not counted). ``final`` is the event's last round (0 when
    the event does not say), for Fore Buchholz.
    """

    players: tuple[int, ...]
    encounters: dict[int, tuple[Encounter, ...]]
    scores: dict[int, float]
    byes: dict[int, tuple[ByeRound, ...]]
    scheduled: dict[int, int]
    reached: int
    pending: dict[int, tuple[Pending, ...]]
    final: int = 0

    @classmethod
    def of(cls, tournament: Tournament, players: Iterable[int]) -> History:
        reached = max((g.round for g in tournament.games if g.result is not None), default=0)
        encounters: dict[int, list[Encounter]] = defaultdict(list)
        scores: dict[int, float] = defaultdict(float)
        scheduled: dict[int, int] = defaultdict(int)
        pending: dict[int, list[Pending]] = defaultdict(list)
        for game in tournament.games:
            if game.round <= reached:
                scheduled[game.white] += 1
                scheduled[game.black] += 1
            if game.result is None:
                pending[game.white].append((game.round, game.black, False))
                pending[game.black].append((game.round, game.white, True))
                continue
            white_points, black_points, played = _SIDES[game.result]
            scores[game.white] += white_points
            scores[game.black] += black_points
            encounters[game.white].append((game.round, game.black, white_points, played, False))
            encounters[game.black].append((game.round, game.white, black_points, played, True))
        byes: dict[int, list[ByeRound]] = defaultdict(list)
        for bye in tournament.byes:
            if bye.round <= reached:  # a bye entered for a round not yet played scores later
                scores[bye.start_no] += bye.points
            byes[bye.start_no].append((bye.round, bye.points, bye.kind))
        return cls(
            players=tuple(players),
            encounters={p: tuple(sorted(e)) for p, e in encounters.items()},
            scores=dict(scores),
            byes={p: tuple(sorted(b)) for p, b in byes.items()},
            scheduled=dict(scheduled),
            reached=reached,
            pending={p: tuple(sorted(g)) for p, g in pending.items()},
            final=tournament.rounds,
        )

    def games(self, start_no: int) -> tuple[Encounter, ...]:
        return self.encounters.get(start_no, ())

    def score(self, start_no: int) -> float:
        return self.scores.get(start_no, 0.0)

    def points_by_round(self, start_no: int) -> dict[int, float]:
        """Round → points from the game or bye of that round."""
        table = {rnd: points for rnd, _, points, _, _ in self.games(start_no)}
        for rnd, points, _ in self.byes.get(start_no, ()):
            table[rnd] = table.get(rnd, 0.0) + points
        return table
