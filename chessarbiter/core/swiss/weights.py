"""Lexicographic bit fields: one field per criterion, the earlier criterion in the higher bits.

A field is wide enough for its largest possible total over one matching, so no lower field
can ever outweigh a higher one: the matching of maximum weight is the lexicographic optimum.
"""

from __future__ import annotations

from collections.abc import Sequence


class Fields:
    """Offsets of fields given each field's largest possible total (zero totals take no bits)."""

    def __init__(self, maxima: Sequence[int]) -> None:
        self.widths = [m.bit_length() if m > 0 else 0 for m in maxima]
        self.offsets = [0] * len(maxima)
        offset = 0
        for i in range(len(maxima) - 1, -1, -1):
            self.offsets[i] = offset
            offset += self.widths[i]
        self.bits = offset

    def pack(self, values: Sequence[int]) -> int:
        return sum(v << o for v, o, w in zip(values, self.offsets, self.widths, strict=True) if w)
