"""Leaving out the players below the next bracket when they cannot change the bracket's choice.

A bracket's criteria weigh only its own pairs and the next bracket's (C6-C21); every edge to
a player further down weighs nothing, and the bye's edges (C5) weigh the same for every player
of the lowest score that may take it. Those players matter only through C4: whatever the
bracket and the next one do, the rest must still pair. So when the players below (``R``) are
known to pair in every way that can arise, they can be replaced by ``k`` interchangeable
vertices, ``k`` the most players of the two brackets that any best pairing sends below (each
needs a distinct partner there). The best pairings of the two brackets are then exactly the
same, and every matching is several times smaller.

"Known to pair" is checked, not assumed, with Dirac's theorem (a graph of ``m ≥ 3`` vertices
whose every vertex has at least ``m/2`` neighbours has a Hamiltonian cycle, hence a perfect
matching when ``m`` is even): every player of ``R`` has at least ``(|R| + k + 1) / 2``
compatible players in ``R``, so ``R`` minus any ``k`` partners and the bye's taker still
pairs; every player above with a compatible player in ``R`` has at least ``k`` of them, so up
to ``k`` of them always find distinct partners; and when there is a bye, either more than
``k`` players of its taker's score may take it or those partners are found without them, so
a taker is always left. Otherwise nothing changes.
"""

from __future__ import annotations

from chessarbiter.core.swiss.bracket import BracketGraph, Solution


def shrink(graph: BracketGraph, sol: Solution) -> bool:
    """Replace the players below the next bracket by interchangeable vertices when the
    conditions above hold for the best pairing ``sol``; True when the graph was changed."""
    size, n = graph.size, len(graph.players)
    limit = size + len(graph.crit.in_next)
    below = n - limit
    if below < 4 or (graph.bye is not None and not limit <= sol.mate[graph.bye] < n):
        return False
    mdps = graph.crit.mdps
    inside = sum(1 for i in range(limit) if i < sol.mate[i] < limit
                 and not (graph.players[i].tpn in mdps and graph.players[sol.mate[i]].tpn in mdps))
    k = limit - 2 * inside  # no best pairing sends more of the two brackets below
    if below - k - 1 < 3:
        return False
    adjacency = graph.adjacency()
    if any(2 * sum(1 for j in adjacency.get(v, ()) if limit <= j < n) < below + k + 1
           for v in range(limit, n)):
        return False
    crossers = _crossers(graph, sol, limit, k)
    if crossers is None:
        return False
    graph.active, graph.keep_bye = limit, False
    graph.proxies, graph.crossers = k, crossers
    return True


def _crossers(graph: BracketGraph, sol: Solution, limit: int, k: int) -> list[int] | None:
    """The players above with a compatible player below, or None when one of them has fewer
    than ``k`` there. With a bye and at most ``k`` players below who may take it at its
    taker's score, partners are counted without those, so one of them is always left."""
    n = len(graph.players)
    takers: set[int] = set()
    if graph.bye is not None:
        score = graph.players[sol.mate[graph.bye]].score
        takers = {j for j in range(limit, n)
                  if graph.players[j].pab_eligible and graph.players[j].score == score}
        if len(takers) > k:
            takers = set()
    adjacency = graph.adjacency()
    crossers = []
    for a in range(limit):
        below = [j for j in adjacency.get(a, ()) if limit <= j < n]
        if below and sum(1 for j in below if j not in takers) < k:
            return None
        if below:
            crossers.append(a)
    return crossers


