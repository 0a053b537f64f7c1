"""The quality criteria C5-C21 of C.04.3 art. 2 as bit fields of one bracket's edges.

Every criterion minimises a count or a descending list; each is turned into a bonus that a
matching maximises (a pair avoids a failure), so that the lexicographic order of the fields is
the order of the criteria. A bracket's pairs are ``B``-pairs (both in the bracket, not two
moved-down players); pairs of a downfloater or a next-bracket resident with a next-bracket
resident are the next bracket's pairs (C8); the bye vertex carries C5 and C9.
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.swiss.colours import ABSOLUTE, STRONG, Side, allocate
from chessarbiter.core.swiss.model import Colour
from chessarbiter.core.swiss.state import DOWN, UP, PlayerState

NAMES = ("C5", "C6", "C7", "C8", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16",
         "C17", "C18", "C19", "C20", "C21")
C5, C6, C7, C8A, C8B, C9, C10, C11, C12, C13, C14, C15, C16, C17, C18, C19, C20, C21 = range(18)


@dataclass(frozen=True, slots=True)
class RoundContext:
    """What every bracket of the round shares."""

    initial: Colour
    final_round: bool
    topscorers: frozenset[int]
    positions: dict[int, int]  # start number → place among this round's players (5.2.5)


def colour_outcome(a: PlayerState, b: PlayerState, ctx: RoundContext) -> tuple[Colour, str]:
    """Colour of ``a`` in the pair ``a``-``b`` (either order) and the deciding article."""
    higher, lower = (a, b) if a.rank_key() < b.rank_key() else (b, a)
    colour, article = allocate(Side(ctx.positions[higher.tpn], higher.colours, higher.pref),
                               Side(ctx.positions[lower.tpn], lower.colours, lower.pref),
                               ctx.initial)
    return (colour if higher is a else colour.other), article


def compatible(a: PlayerState, b: PlayerState, ctx: RoundContext) -> bool:
    """C1 (no second meeting, nor a forbidden pair) and C3 (non-topscorers with the same
    absolute preference)."""
    if b.tpn in a.opponents or b.tpn in a.forbidden:
        return False
    same = a.pref.colour is b.pref.colour
    if same and a.pref.strength == ABSOLUTE and b.pref.strength == ABSOLUTE:
        return a.tpn in ctx.topscorers or b.tpn in ctx.topscorers
    return True


def _failures(p: PlayerState, got: Colour) -> tuple[int, int, int, int]:
    """(CD beyond ±2, three in a row, preference missed, strong preference missed)."""
    cd = sum(1 if c is Colour.WHITE else -1 for c in p.colours) + (1 if got is Colour.WHITE else -1)
    three = len(p.colours) >= 2 and p.colours[-1] is got and p.colours[-2] is got
    missed = p.pref.colour is not None and p.pref.colour is not got
    return int(abs(cd) > 2), int(three), int(missed), int(missed and p.pref.strength >= STRONG)


class BracketCriteria:
    """Field values for the edges of one bracket's matching."""

    def __init__(self, ctx: RoundContext, bracket: list[PlayerState], resident_score: float,
                 next_bracket: list[PlayerState], remaining: list[PlayerState]) -> None:
        self.ctx = ctx
        self.resident_score = resident_score
        self.in_bracket = {p.tpn for p in bracket}
        self.mdps = {p.tpn for p in bracket if p.score > resident_score}
        self.in_next = {p.tpn for p in next_bracket}
        self.w7 = dominating([p.score for p in bracket])[0]
        self.w8 = dominating([p.score for p in bracket + next_bracket])[0]
        all_scores = sorted({p.score for p in remaining})
        self.bye_level = {s: len(all_scores) - 1 - i for i, s in enumerate(all_scores)}
        self.max_unplayed = max((p.unplayed for p in remaining), default=0)
        self.sd_cost, self.sd_top = dominating(
            [p.score - resident_score for p in bracket if p.tpn in self.mdps])
        self.maxima = self._maxima(bracket, next_bracket)
        self.c9 = False  # C9 counts only in a bracket that downfloats exactly one player

    def _maxima(self, bracket: list[PlayerState], next_bracket: list[PlayerState]) -> list[int]:
        pairs, next_pairs, m0 = len(bracket) // 2, (len(bracket) + len(next_bracket)) // 2, len(
            self.mdps)
        residents = [p for p in bracket if p.tpn not in self.mdps]
        top = self.ctx.final_round and bool(self.ctx.topscorers)
        mx = [0] * 18
        mx[C5] = max(self.bye_level.values(), default=0)
        mx[C6] = pairs
        mx[C7] = sum(self.w7[p.score] for p in bracket)
        mx[C8A] = next_pairs if next_bracket else 0
        mx[C8B] = sum(self.w8[p.score] for p in bracket + next_bracket) if next_bracket else 0
        mx[C9] = self.max_unplayed
        mx[C10] = mx[C11] = 2 * pairs if top else 0
        mx[C12] = mx[C13] = pairs
        mx[C14] = sum(1 for p in residents if p.float_1 == DOWN)
        mx[C16] = sum(1 for p in residents if p.float_2 == DOWN)
        if m0:
            mx[C15] = mx[C17] = m0
            mx[C18] = mx[C19] = mx[C20] = mx[C21] = self.sd_top * m0
        return mx

    def is_bracket_pair(self, a: int, b: int) -> bool:
        return (a in self.in_bracket and b in self.in_bracket
                and not (a in self.mdps and b in self.mdps))

    def is_next_pair(self, a: int, b: int) -> bool:
        return ((a in self.in_next and (b in self.in_next or b in self.in_bracket))
                or (b in self.in_next and a in self.in_bracket))

    def next_values(self, a: PlayerState, b: PlayerState) -> list[int]:
        v = [0] * 18
        v[C8A] = 1
        v[C8B] = self.w8[a.score] + self.w8[b.score]
        return v

    def bye_values(self, p: PlayerState) -> list[int]:
        v = [0] * 18
        v[C5] = self.bye_level[p.score]
        if self.c9 and p.tpn in self.in_bracket:
            v[C9] = self.max_unplayed - p.unplayed
        return v

    def pair_values(self, a: PlayerState, b: PlayerState) -> list[int]:
        v = [0] * 18
        v[C6] = 1
        v[C7] = self.w7[a.score] + self.w7[b.score]
        ca, _ = colour_outcome(a, b, self.ctx)
        fa, fb = _failures(a, ca), _failures(b, ca.other)
        if self.ctx.final_round and (a.tpn in self.ctx.topscorers or b.tpn in self.ctx.topscorers):
            v[C10] = 2 - fa[0] - fb[0]
            v[C11] = 2 - fa[1] - fb[1]
        v[C12] = 1 - fa[2] - fb[2]
        v[C13] = 1 - fa[3] - fb[3]
        mdp, res = (a, b) if a.tpn in self.mdps else (b, a) if b.tpn in self.mdps else (None, None)
        if mdp is None or res is None:
            v[C14] = int(a.float_1 == DOWN) + int(b.float_1 == DOWN)
            v[C16] = int(a.float_2 == DOWN) + int(b.float_2 == DOWN)
            return v
        cost = self.sd_cost[mdp.score - self.resident_score]
        v[C15] = int(res.float_1 != UP)
        v[C17] = int(res.float_2 != UP)
        v[C18] = self.sd_top - cost if mdp.float_1 == DOWN else 0
        v[C19] = self.sd_top - (cost if res.float_1 == UP else 0)
        v[C20] = self.sd_top - cost if mdp.float_2 == DOWN else 0
        v[C21] = self.sd_top - (cost if res.float_2 == UP else 0)
        v[C14] = int(res.float_1 == DOWN)
        v[C16] = int(res.float_2 == DOWN)
        return v


def dominating(values: list[float]) -> tuple[dict[float, int], int]:
    """Smallest weights per value such that one item of a higher value outweighs all items of
    lower values together, and the weight that outweighs them all."""
    weights: dict[float, int] = {}
    below = 0
    for v in sorted(set(values)):
        weights[v] = below + 1
        below += values.count(v) * weights[v]
    return weights, below + 1
