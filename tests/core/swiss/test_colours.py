"""Colour preferences (C.04.3 1.7) and allocation (5.2), cases worked from the article text."""

from chessarbiter.core.swiss.colours import (
    ABSOLUTE,
    MILD,
    NONE,
    STRONG,
    Side,
    allocate,
    preference,
)
from chessarbiter.core.swiss.model import Colour

W, B = Colour.WHITE, Colour.BLACK


def side(number: int, history: str) -> Side:
    colours = tuple(W if c == "w" else B for c in history)
    return Side(number, colours, preference(colours))


def test_preferences_follow_article_1_7() -> None:
    assert preference(()).strength == NONE
    assert (preference((W, B)).colour, preference((W, B)).strength) == (W, MILD)
    assert (preference((W,)).colour, preference((W,)).strength) == (B, STRONG)
    assert (preference((B, W, W)).colour, preference((B, W, W)).strength) == (B, ABSOLUTE)
    assert (preference((W, B, B)).colour, preference((W, B, B)).strength) == (W, ABSOLUTE)
    assert preference((W, W, B, W)).colour == B  # colour difference +2


def test_5_2_1_both_preferences_granted() -> None:
    assert allocate(side(1, "w"), side(2, "b"), W) == (B, "5.2.1")


def test_5_2_2_the_stronger_preference_wins() -> None:
    assert allocate(side(1, "bw"), side(2, "bww"), W) == (W, "5.2.2")  # mild B vs absolute B


def test_5_2_3_alternate_from_the_last_round_the_colours_differed() -> None:
    # both mild for white; the latest round they differed is the second: 1 had white then
    assert allocate(side(1, "bwwb"), side(2, "wbwb"), W) == (B, "5.2.3")


def test_5_2_4_and_5_2_5() -> None:
    assert allocate(side(1, "w"), side(2, "w"), W) == (B, "5.2.4")
    assert allocate(side(3, ""), side(8, ""), B) == (B, "5.2.5")
    assert allocate(side(4, ""), side(8, ""), W) == (B, "5.2.5")
