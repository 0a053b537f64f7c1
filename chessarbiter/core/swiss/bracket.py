"""Pairing one bracket: the best candidate by C4-C21, the earliest one in the order of art. 4.

One weighted matching over every player not yet paired (plus a bye vertex when their number
is odd) finds the best value of the criteria: maximum cardinality is the completion criterion
C4, the bit fields of ``criteria`` the rest. The order in which art. 3-4 generate candidates
then breaks ties, decided one step at a time (the moved-down players' set, their opponents,
the exchange, then each S1 player's opponent), each step keeping the best value: the
``generation`` module holds those steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from chessarbiter.core.swiss.criteria import C9, BracketCriteria, RoundContext, compatible
from chessarbiter.core.swiss.matching import WEIGHT_BITS, max_weight_matching
from chessarbiter.core.swiss.model import NoValidPairing
from chessarbiter.core.swiss.state import PlayerState
from chessarbiter.core.swiss.weights import Fields

BYE = -1
Tie = Callable[[int, int], int]
Edge = tuple[int, int, int]  # (i, j, criteria value), i < j


@dataclass
class Solution:
    """A matching: mate per vertex, the value of the criteria fields, how many are matched
    (a restriction that leaves someone unpaired breaks C4 even if the value stays)."""

    mate: list[int]
    value: int
    matched: int


@dataclass
class BracketGraph:
    """Vertices (bracket first, then lower players, then maybe the bye) and weighted edges."""

    players: list[PlayerState]
    size: int  # how many of ``players`` are in the bracket
    crit: BracketCriteria
    fields: Fields
    edges: list[tuple[int, int, int]] = field(default_factory=list)  # (i, j, quality)
    bye: int | None = None
    allowed: dict[int, set[int]] = field(default_factory=dict)
    active: int = 0  # vertices in play: all (0), or a prefix (the bracket, maybe the next)
    keep_bye: bool = False  # whether the bye vertex stays in play with a prefix
    proxies: int = 0  # interchangeable vertices standing for the players left out (reduction)
    crossers: list[int] = field(default_factory=list)  # vertices that may pair with them
    _adjacency: dict[int, set[int]] = field(default_factory=dict)
    _in_play: tuple[int, bool, list[Edge], list[Edge]] | None = None
    _quality: tuple[list[Edge], dict[tuple[int, int], int]] | None = None

    @property
    def tie_bits(self) -> int:
        return WEIGHT_BITS - self.fields.bits

    def ok(self, i: int, j: int) -> bool:
        ai, aj = self.allowed.get(i), self.allowed.get(j)
        return (ai is None or j in ai) and (aj is None or i in aj)

    def solve(self, tie: Tie | None = None, tie_bits: int = 0) -> Solution:
        if tie_bits > self.tie_bits:
            raise OverflowError("tie-break fields do not fit the matching weight")
        allowed = self.allowed
        chosen = []
        for i, j, q in self._edges_in_play():
            ai, aj = allowed.get(i), allowed.get(j)
            if (ai is None or j in ai) and (aj is None or i in aj):
                chosen.append((i, j, (q << tie_bits) | (tie(i, j) if tie else 0)))
        proxies = self.proxy_vertices()
        chosen += [(a, p, 0) for a in self.crossers for p in proxies if self.ok(a, p)]
        chosen += [(p, r, 0) for p in proxies for r in proxies if p < r]
        mate = max_weight_matching(len(self.players) + 1 + self.proxies, chosen)
        quality = self._qualities()
        value = sum(quality.get((i, m), 0) for i, m in enumerate(mate) if i < m)
        return Solution(mate, value, sum(1 for m in mate if m >= 0))

    def _edges_in_play(self) -> list[Edge]:
        """The edges between vertices in play, worked out again only when that changes."""
        cached = self._in_play
        if cached is None or cached[:2] != (self.active, self.keep_bye) or (
                cached[2] is not self.edges):
            keep = self._keep()
            cached = self._in_play = (self.active, self.keep_bye, self.edges,
                                      [e for e in self.edges if keep(e[0]) and keep(e[1])])
        return cached[3]

    def _qualities(self) -> dict[tuple[int, int], int]:
        """(i, j) with i < j → the criteria value of that edge."""
        if self._quality is None or self._quality[0] is not self.edges:
            self._quality = (self.edges, {(i, j): q for i, j, q in self.edges})
        return self._quality[1]

    def proxy_vertices(self) -> range:
        """The interchangeable vertices of a reduced graph (``reduction.shrink``)."""
        start = len(self.players) + 1
        return range(start, start + self.proxies)

    def _keep(self) -> Callable[[int], bool]:
        if self.active == 0:
            return lambda i: True
        limit, bye = self.active, (self.bye if self.keep_bye else -2)
        return lambda i: i < limit or i == bye

    def adjacency(self) -> dict[int, set[int]]:
        """Vertex → vertices it has an edge to (compatible players, the bye)."""
        if not self._adjacency:
            for i, j, _ in self.edges:
                self._adjacency.setdefault(i, set()).add(j)
                self._adjacency.setdefault(j, set()).add(i)
        return self._adjacency

    def fix(self, i: int, j: int) -> None:
        self.allowed[i] = {j}
        self.allowed[j] = {i}

    def in_bracket(self, i: int) -> bool:
        return i < self.size


def build_graph(ctx: RoundContext, bracket: list[PlayerState], resident_score: float,
                lower: list[PlayerState], next_bracket: list[PlayerState],
                compat: Callable[[int, int], bool]) -> BracketGraph:
    """The matching graph of a bracket over every player not yet paired."""
    players = bracket + lower
    crit = BracketCriteria(ctx, bracket, resident_score, next_bracket, players)
    graph = BracketGraph(players, len(bracket), crit, Fields(crit.maxima))
    pack = graph.fields.pack
    n = len(players)
    for i in range(n):
        a = players[i]
        for j in range(i + 1, n):
            b = players[j]
            if not compat(a.tpn, b.tpn):
                continue
            if crit.is_bracket_pair(a.tpn, b.tpn):
                q = pack(crit.pair_values(a, b))
            elif crit.is_next_pair(a.tpn, b.tpn):
                q = pack(crit.next_values(a, b))
            else:
                q = 0
            graph.edges.append((i, j, q))
    if n % 2:
        graph.bye = n
        graph.edges.extend(bye_edges(graph))
    if graph.fields.bits > WEIGHT_BITS:
        raise OverflowError("criteria fields do not fit the matching weight")
    return graph


def bye_edges(graph: BracketGraph) -> list[tuple[int, int, int]]:
    """Edges to the bye vertex: every player who may receive the bye (C2)."""
    assert graph.bye is not None
    return [(i, graph.bye, graph.fields.pack(graph.crit.bye_values(p)))
            for i, p in enumerate(graph.players) if p.pab_eligible]


def first_solution(graph: BracketGraph) -> Solution:
    """The best value of the criteria; refuses when no complete pairing exists (C4).

    C9 (fewest unplayed games of the bye's assignee) applies only to a bracket that
    downfloats exactly one player: once the best value shows that, the bye edges get it. When
    the best pairing gives the bye below the bracket, no pairing giving it to a bracket player
    can be as good (C5: a higher score), so C9 changes nothing and is left out.
    """
    sol = graph.solve()
    if any(m == -1 for m in sol.mate[: len(graph.players)]):
        raise NoValidPairing("no pairing of the remaining players satisfies the absolute "
                             "criteria C1-C3; the Chief Arbiter decides (C.04.3 1.9.3)")
    size = graph.size
    floaters = sum(1 for i in range(size) if not 0 <= sol.mate[i] < size
                   or not graph.crit.is_bracket_pair(graph.players[i].tpn,
                                                     graph.players[sol.mate[i]].tpn))
    if (floaters == 1 and graph.bye is not None and graph.fields.widths[C9]
            and 0 <= sol.mate[graph.bye] < size):
        graph.crit.c9 = True
        graph.edges = [e for e in graph.edges if e[1] != graph.bye] + bye_edges(graph)
        sol = graph.solve()
    return sol


def make_compat(ctx: RoundContext, states: dict[int, PlayerState]) -> Callable[[int, int], bool]:
    cache: dict[tuple[int, int], bool] = {}

    def compat(a: int, b: int) -> bool:
        key = (a, b) if a < b else (b, a)
        hit = cache.get(key)
        if hit is None:
            hit = cache[key] = compatible(states[a], states[b], ctx)
        return hit
    return compat
