"""The two conversion tables of the FIDE Rating Regulations (Table 8.1a and 8.1b), which the
performance tie-breaks of C.07 Art. 10 refer to."""

from __future__ import annotations

from bisect import bisect_left

# 8.1a: percentage score p (0..100) → rating difference dp; 0 % and 100 % are set at ∓800.
_DP = (
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309,
    -296, -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29,
    -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133,
    141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309,
    322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
)  # fmt: skip
# 8.1b: the upper end of each rating-difference band and the higher-rated player's expected
# score in hundredths (0-3 → .50, 4-10 → .51, …, 620-735 → .99, above → 1.00).
_BAND_ENDS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153,
    162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344,
    357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip


def rating_difference(percent: int) -> int:
    """dp for a percentage score 0..100 (Table 8.1a)."""
    return _DP[percent]


def expected_hundredths(rating: int, opponent: int) -> int:
    """The player's expected score against ``opponent`` in hundredths (Table 8.1b, the whole
    scale: no 400-point cut)."""
    difference = abs(opponent - rating)
    higher = 50 + bisect_left(_BAND_ENDS, difference)
    return higher if rating >= opponent else 100 - higher
