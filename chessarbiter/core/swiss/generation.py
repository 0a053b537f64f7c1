"""The order of candidates (C.04.3 art. 3-4) as decisions, each keeping the best value.

Candidates with equal criteria go to the one generated first. The generation order nests:
the set of moved-down players in S1 (4.4), the transposition of S2 giving their opponents
(4.2), the exchange between S1 and S2 of the remainder (4.3), then its transpositions. Each
step picks its earliest choice among those that still reach the best value of the criteria.
"""

from __future__ import annotations

from chessarbiter.core.swiss.bracket import BracketGraph, Solution, first_solution
from chessarbiter.core.swiss.reduction import shrink


def pair_bracket(graph: BracketGraph) -> tuple[list[tuple[int, int]], list[int]]:
    """Pairs (vertex indices) of the bracket and its downfloaters."""
    sol = first_solution(graph)
    size = graph.size
    if _narrow(graph, sol) or shrink(graph, sol):
        sol = graph.solve()
    m0 = sum(1 for p in graph.players[:size] if p.tpn in graph.crit.mdps)
    fixed: dict[int, int] = {}
    members = list(range(size))
    if m0:
        sol = _choose_mdp_set(graph, sol, m0)
        s1 = [i for i in range(m0) if 0 <= sol.mate[i] < size]
        for i in range(m0):
            if i not in s1:
                graph.allowed[i] = _outside(graph, set(range(size)))
        sol = _transpose(graph, sol, s1, list(range(m0, size)), fixed)
        members = [i for i in range(m0, size) if i not in fixed]
    sol = _homogeneous(graph, sol, members, fixed)
    pairs = sorted({(min(a, b), max(a, b)) for a, b in fixed.items()})
    floaters = [i for i in range(size) if i not in fixed]
    return pairs, floaters


def _narrow(graph: BracketGraph, sol: Solution) -> bool:
    """Leave out the players below that the best pairing pairs among themselves: nothing
    floats (only the bracket matters), or nothing reaches past the next bracket (the
    bracket and the next one matter; the players further down pair among themselves)."""
    size = graph.size
    if all(0 <= sol.mate[i] < size for i in range(size)):
        graph.active = size
        return True
    limit = size + len(graph.crit.in_next)
    n = len(graph.players)
    if limit < n and all(limit <= sol.mate[i] < n for i in range(limit, n)):
        graph.active = limit
        graph.keep_bye = graph.bye is not None and 0 <= sol.mate[graph.bye] < limit
        return True
    return False


def _outside(graph: BracketGraph, inside: set[int]) -> set[int]:
    others = set(range(len(graph.players))) - inside
    if graph.bye is not None:
        others.add(graph.bye)
    others.update(graph.proxy_vertices())
    return others


def _choose_mdp_set(graph: BracketGraph, sol: Solution, m0: int) -> Solution:
    """4.4: among the best candidates, the set of paired MDPs with the smallest BSNs."""
    size = graph.size

    def tie(i: int, j: int) -> int:
        if i < m0 <= j < size:
            return 1 << (m0 - 1 - i)
        return 0
    best = graph.solve(tie, m0)
    _check(best, sol)
    return best


def _check(new: Solution, ref: Solution) -> None:
    if (new.value, new.matched) != (ref.value, ref.matched):
        raise AssertionError("a generation step lost the best value of the criteria")


def _transpose(graph: BracketGraph, sol: Solution, s1: list[int], s2: list[int],
               fixed: dict[int, int]) -> Solution:
    """4.2: each S1 player in turn gets the lowest S2 player that keeps the best value.

    A solve decides a chunk of S1 players at once (one field each, earlier players higher);
    below the chunk's fields the later S1 players lean towards low S2 players too, the higher
    ones more (a product of the two ranks, which sorted pairs maximise), so that often the
    solution already gives the next player its lowest free S2 player, which is then its
    earliest choice without another solve."""
    rank = {j: r for r, j in enumerate(s2)}
    s2set = set(s2)
    for x in s1:
        graph.allowed[x] = set(s2set)
    adj = graph.adjacency()
    width = len(s2).bit_length()
    lean = width + 2 * len(s1).bit_length()
    if graph.tie_bits < lean + width:
        lean = 0
    pos = 0
    while pos < len(s1):
        x = s1[pos]
        free = [j for j in s2 if j not in fixed and j in adj[x] and graph.ok(x, j)]
        if free and sol.mate[x] == free[0]:
            _fix(graph, fixed, x, free[0])
            pos += 1
            continue
        chunk = s1[pos: pos + max(1, (graph.tie_bits - lean) // max(width, 1))]
        shift = {c: lean + width * (len(chunk) - 1 - k) for k, c in enumerate(chunk)}
        later = ({c: len(s1) - t for t, c in enumerate(s1) if t >= pos + len(chunk)}
                 if lean else {})

        def tie(i: int, j: int, shift: dict[int, int] = shift,
                later: dict[int, int] = later) -> int:
            if j in shift or j in later:
                i, j = j, i
            if j not in rank:
                return 0
            if i in shift:
                return (len(s2) - rank[j]) << shift[i]
            return later.get(i, 0) * (len(s2) - rank[j])
        new = graph.solve(tie, lean + width * len(chunk))
        _check(new, sol)
        sol = new
        for c in chunk:
            _fix(graph, fixed, c, sol.mate[c])
        pos += len(chunk)
    return sol


def _fix(graph: BracketGraph, fixed: dict[int, int], a: int, b: int) -> None:
    graph.fix(a, b)
    fixed[a], fixed[b] = b, a


def _homogeneous(graph: BracketGraph, sol: Solution, members: list[int],
                 fixed: dict[int, int]) -> Solution:
    """Homogeneous bracket or remainder: the exchange of 4.3, then the transpositions."""
    inside = set(members)
    pairs = sum(1 for i in members if sol.mate[i] in inside) // 2
    if not pairs:
        return sol
    s1, s2 = members[:pairs], members[pairs:]
    bsn = {v: k for k, v in enumerate(members)}
    in_s2 = set(s2)
    n = len(members)
    most = n // 2  # pairs inside the members in any matching, optimal or not
    sd_bits = (most * n).bit_length()

    def tie(i: int, j: int) -> int:
        if i in inside and j in inside:
            kept = 0 if (i in in_s2 and j in in_s2) else 1
            return (kept << sd_bits) | (n - min(bsn[i], bsn[j]))
        return 0
    bits = most.bit_length() + sd_bits
    best = graph.solve(tie, bits)
    _check(best, sol)
    exchanged = sum(1 for i in s2 if best.mate[i] in in_s2 and bsn[best.mate[i]] > bsn[i])
    if exchanged:
        s1, s2 = _exchange(graph, best, tie, bits, s1, s2, exchanged, bsn)
    outside = _outside(graph, inside)
    for y in s2:
        graph.allowed[y] = set(s1) | outside
    return _transpose(graph, best, s1, s2, fixed)


def _exchange(graph: BracketGraph, best: Solution, tie: object, bits: int, s1: list[int],
              s2: list[int], k: int, bsn: dict[int, int]) -> tuple[list[int], list[int]]:
    """4.3 c-d: the highest S1 players and the lowest S2 players that can be exchanged."""
    assert callable(tie)
    target = graph.solve(tie, bits)
    weight = (_weight(graph, target.mate, tie, bits), target.matched)
    inside = set(s1) | set(s2)
    outside = _outside(graph, inside)
    out_of_s1: list[int] = []
    for x in reversed(s1):
        if len(out_of_s1) == k:
            break
        mover = {v for v in s1 if bsn[v] < bsn[x]} | outside
        if _holds(graph, x, mover, tie, bits, weight):
            out_of_s1.append(x)
        else:
            graph.allowed[x] = (set(s2) | {v for v in s1 if bsn[v] > bsn[x]})
    into_s1: list[int] = []
    for y in s2:
        if len(into_s1) == k:
            break
        mover = {v for v in s2 if bsn[v] > bsn[y]}
        if _holds(graph, y, mover, tie, bits, weight):
            into_s1.append(y)
        else:
            graph.allowed[y] = set(s1) | {v for v in s2 if bsn[v] < bsn[y]} | outside
    new_s1 = sorted((set(s1) - set(out_of_s1)) | set(into_s1), key=bsn.__getitem__)
    new_s2 = sorted(inside - set(new_s1), key=bsn.__getitem__)
    for v in inside:
        graph.allowed.pop(v, None)
    return new_s1, new_s2


def _holds(graph: BracketGraph, v: int, partners: set[int], tie: object, bits: int,
           weight: tuple[int, int]) -> bool:
    """Restrict ``v`` to ``partners``; keep it if the best weight stays, else undo."""
    assert callable(tie)
    old = graph.allowed.get(v)
    graph.allowed[v] = partners if old is None else partners & old
    sol = graph.solve(tie, bits)
    if (_weight(graph, sol.mate, tie, bits), sol.matched) == weight:
        return True
    if old is None:
        graph.allowed.pop(v)
    else:
        graph.allowed[v] = old
    return False


def _weight(graph: BracketGraph, mate: list[int], tie: object, bits: int) -> int:
    assert callable(tie)
    return sum((q << bits) | tie(i, j) for i, j, q in graph.edges if mate[i] == j)
