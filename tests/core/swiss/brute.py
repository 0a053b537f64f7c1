"""Every legal pairing of a small field, from the rule text alone (a check on the engine).

Legal (the absolute criteria): no second meeting of a pair that played over the board (C1),
the pairing-allocated bye only to a player without an earlier one, a full-point bye or a
forfeit win (C2, C.04.1 art. 4), and no two players with the same absolute colour preference
unless one is a topscorer in the final round (C3, C.04.3 1.7 and 1.8).
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.swiss import RoundRequest
from chessarbiter.core.tournament import ByeKind, Tournament

Candidate = tuple[frozenset[frozenset[int]], int | None]  # pairs, bye


@dataclass(frozen=True)
class Field:
    """The players to pair in one round and what the rules need to know of each."""

    present: tuple[int, ...]
    score: dict[int, float]
    colours: dict[int, str]  # "w"/"b" per game played over the board, in order
    met: frozenset[frozenset[int]]
    no_bye: frozenset[int]
    topscorers: frozenset[int]

    @classmethod
    def of(cls, t: Tournament, request: RoundRequest) -> Field:
        rnd = request.round
        games = sorted((g for g in t.games if g.round < rnd), key=lambda g: g.round)
        byes = [b for b in t.byes if b.round < rnd]
        score = {p.start_no: 0.0 for p in t.players}
        colours = {p.start_no: "" for p in t.players}
        no_bye: set[int] = set()
        for g in games:
            assert g.result is not None
            for s in (g.white, g.black):
                score[s] += g.result.points(s == g.white)
            if g.result.played:
                colours[g.white] += "w"
                colours[g.black] += "b"
            else:
                no_bye.update(s for s in (g.white, g.black) if g.result.points(s == g.white))
        for b in byes:
            score[b.start_no] += b.kind.points
            if b.kind in (ByeKind.PAIRING_ALLOCATED, ByeKind.FULL):
                no_bye.add(b.start_no)
        present = tuple(p.start_no for p in t.players
                        if (p.withdrawn_after is None or p.withdrawn_after >= rnd)
                        and p.start_no not in request.absent)
        final = rnd == request.total_rounds
        top = frozenset(s for s in present if final and score[s] > (rnd - 1) / 2)
        met = frozenset(frozenset((g.white, g.black)) for g in games
                        if g.result is not None and g.result.played)
        return cls(present, score, colours, met, frozenset(no_bye), top)

    def is_topscorer(self, s: int) -> bool:
        return s in self.topscorers

    def absolute(self, s: int) -> str | None:
        """The colour an absolute preference asks for (C.04.3 1.7.1), else None."""
        h = self.colours[s]
        cd = h.count("w") - h.count("b")
        if cd > 1 or h[-2:] == "ww":
            return "b"
        if cd < -1 or h[-2:] == "bb":
            return "w"
        return None

    def legal(self, a: int, b: int) -> bool:
        if frozenset((a, b)) in self.met:
            return False
        same = self.absolute(a) is not None and self.absolute(a) == self.absolute(b)
        return not same or a in self.topscorers or b in self.topscorers

    def bye_score(self, c: Candidate) -> float:
        return -1.0 if c[1] is None else self.score[c[1]]

    def boundaries(self) -> list[float]:
        """Scores of every scoregroup but the lowest: below each, players may float."""
        return sorted({self.score[s] for s in self.present}, reverse=True)[:-1]

    def floaters(self, c: Candidate, boundary: float) -> int:
        """Players scoring at least ``boundary`` whose opponent (or the bye) is below it."""
        pairs, bye = c
        down = sum(1 for p in pairs for s in p
                   if self.score[s] >= boundary and min(self.score[x] for x in p) < boundary)
        return down + (1 if bye is not None and self.score[bye] >= boundary else 0)


def legal_pairings(f: Field) -> list[Candidate]:
    """Every pairing of ``f.present`` that keeps C1-C3 (and the bye rule when odd)."""
    out: list[Candidate] = []

    def extend(rest: tuple[int, ...], pairs: list[frozenset[int]], bye: int | None) -> None:
        if not rest:
            out.append((frozenset(pairs), bye))
            return
        first, others = rest[0], rest[1:]
        if len(rest) % 2 and bye is None and first not in f.no_bye:
            extend(others, pairs, first)
        for k, second in enumerate(others):
            if f.legal(first, second):
                extend(others[:k] + others[k + 1:], [*pairs, frozenset((first, second))], bye)
    extend(f.present, [], None)
    return out


def min_floaters(f: Field, candidates: list[Candidate], bye_score: float,
                 fixed: set[frozenset[int]], boundary: float) -> int:
    """Fewest floaters below ``boundary`` of a pairing keeping ``fixed`` and the bye's score."""
    return min(f.floaters(c, boundary) for c in candidates
               if f.bye_score(c) == bye_score and fixed <= c[0])
