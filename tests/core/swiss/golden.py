"""Read a golden TRF (made by ``tests/fixtures/swiss/make_fixtures.py``) round by round."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.core.swiss import Colour, RoundRequest, SwissSettings
from chessarbiter.core.tournament import Acceleration, Bye, ByeKind, Game, Tournament

FIXTURES = Path(__file__).parents[2] / "fixtures" / "swiss"
_PLAYED = {("1", "0"): Result.WHITE_WINS, ("0", "1"): Result.BLACK_WINS,
           ("=", "="): Result.DRAW, ("+", "-"): Result.WHITE_WINS_FORFEIT,
           ("-", "+"): Result.BLACK_WINS_FORFEIT, ("-", "-"): Result.DOUBLE_FORFEIT}
_BYES = {"U": ByeKind.PAIRING_ALLOCATED, "H": ByeKind.HALF, "F": ByeKind.FULL, "Z": ByeKind.ZERO}


@dataclass(frozen=True)
class Expected:
    pairs: frozenset[tuple[int, int]]  # (white, black)
    bye: int | None


@dataclass(frozen=True)
class Golden:
    name: str
    rounds: int
    initial: Colour
    players: tuple[Player, ...]
    cells: dict[int, dict[int, tuple[int, str, str]]]  # start no → round → (opp, colour, res)
    pab: float = 1.0  # BBU record: points of the pairing-allocated bye
    accelerations: dict[int, tuple[float, ...]] = field(default_factory=dict)  # XXA records

    @property
    def settings(self) -> SwissSettings:
        """The event's settings: the bye's points and bbpPairings' reading of 1.4.3 (a
        zero-point bye is no downfloat, the July 2025 text); virtual points are the file's
        XXA records, carried by the tournament (:meth:`before`)."""
        return SwissSettings(pab_points=self.pab, pab_downfloat=False)

    def virtual_points(self, rnd: int) -> dict[int, float]:
        """Start number → virtual points for round ``rnd`` as the XXA records give them."""
        return {s: v[rnd - 1] for s, v in self.accelerations.items()
                if len(v) >= rnd and v[rnd - 1]}

    def before(self, rnd: int) -> tuple[Tournament, RoundRequest]:
        """The tournament after round ``rnd - 1`` and the request to pair ``rnd``."""
        games, byes = [], []
        for s, cells in self.cells.items():
            for r, (opp, col, res) in cells.items():
                if r >= rnd:
                    continue
                if opp == 0:
                    byes.append(Bye(r, s, _BYES[res]))
                elif col == "w":
                    other = self.cells[opp][r][2]
                    games.append(Game(r, 0, s, opp, _PLAYED[(res, other)]))
        absent = frozenset(s for s, cells in self.cells.items()
                           if rnd in cells and cells[rnd][0] == 0 and cells[rnd][2] != "U")
        players = tuple(replace(p, withdrawn_after=self._withdrawn(p.start_no, rnd))
                        for p in self.players)
        virtual = tuple(Acceleration(r, s, v) for s, values in self.accelerations.items()
                        for r, v in enumerate(values, start=1))
        t = Tournament(players, tuple(games), tuple(byes), rounds=self.rounds,
                       accelerations=virtual)
        return t, RoundRequest(rnd, self.rounds, self.initial, absent - {
            p.start_no for p in players if p.withdrawn_after is not None})

    def _withdrawn(self, s: int, rnd: int) -> int | None:
        """Zero-point byes from some round to the end, reached by ``rnd``: a withdrawal."""
        cells = self.cells[s]
        last = max((r for r, c in cells.items() if c[2] != "Z"), default=0)
        if last < self.rounds and last + 1 <= rnd and last > 0:
            return last
        return None

    def expected(self, rnd: int) -> Expected:
        pairs, bye = set(), None
        for s, cells in self.cells.items():
            opp, col, res = cells.get(rnd, (0, "-", ""))
            if opp and col == "w":
                pairs.add((s, opp))
            elif opp == 0 and res == "U":
                bye = s
        return Expected(frozenset(pairs), bye)


def read_golden(path: Path) -> Golden:
    name, rounds, initial, pab = "", 0, Colour.WHITE, 1.0
    players, cells, accelerations = [], {}, {}
    for line in path.read_text().splitlines():
        if line.startswith("BBU"):
            pab = float(line.split()[1])
        elif line.startswith("XXA"):
            accelerations[int(line[4:8])] = tuple(float(v) for v in line[9:].split())
        elif line.startswith("012"):
            name = line[4:].strip()
        elif line.startswith("XXR"):
            rounds = int(line.split()[1])
        elif line.startswith("XXC"):
            initial = Colour.BLACK if "black1" in line else Colour.WHITE
        elif line.startswith("001"):
            s = int(line[4:8])
            players.append(Player(s, line[14:47].strip(), fide_rating=int(line[48:52])))
            mine = {}
            for r in range(1, rounds + 1 if rounds else 99):
                at = 91 + 10 * (r - 1)
                chunk = line[at:at + 8]
                if len(chunk.strip()) < 3:
                    break
                opp, col, res = chunk[:4].strip(), chunk[5], chunk[7]
                mine[r] = (int(opp) if opp.isdigit() else 0, col, res)
            cells[s] = mine
    return Golden(name, rounds, initial, tuple(players), cells, pab, accelerations)
