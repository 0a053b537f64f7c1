"""How values read on screen, the lots-undo matching, and preferences kept per computer."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.ui.common.labels import points_text, score_symbol, tiebreak_value_text
from chessarbiter.ui.common.prefs import MAX_RECENT, Prefs
from chessarbiter.ui.event.commands import _numbering_inverse


@pytest.mark.parametrize(("value", "text"), [
    (0.0, "0"), (0.5, "½"), (6.5, "6½"), (7.0, "7"),
    # quarters (a league's SB of a drawn match, ½ × ½) as on paper, not 0.25
    (0.25, "¼"), (25.75, "25¾"), (2.25, "2¼"), (-0.5, "−½"), (1 / 3, "0.33"),
])
def test_points_with_the_half_sign_and_quarters(value: float, text: str) -> None:
    assert points_text(value) == text


@given(st.integers(min_value=0, max_value=400))
def test_half_points_read_back(halves: int) -> None:
    text = points_text(halves / 2)
    whole = text.removesuffix("½") or "0"
    assert int(whole) * 2 + (1 if text.endswith("½") else 0) == halves


def test_tiebreak_values() -> None:
    assert tiebreak_value_text("BPG", 4.0) == "4"
    assert tiebreak_value_text("SB", 25.75) == "25.75"
    assert tiebreak_value_text("SB", 6.0) == "6.00"
    assert tiebreak_value_text("KS", 2.5) == "2½"


def test_crosstable_symbols_from_each_side() -> None:
    assert (score_symbol(Result.DRAW, True), score_symbol(Result.DRAW, False)) == ("½", "½")
    assert score_symbol(Result.WHITE_WINS_FORFEIT, True) == "+"
    assert score_symbol(Result.WHITE_WINS_FORFEIT, False) == "−"
    assert score_symbol(Result.DOUBLE_FORFEIT, True) == "−"
    assert score_symbol(Result.BLACK_WINS, True) == "0"


@given(st.lists(st.sampled_from(["Abbott, Rhea", "Chen, Ivy", "Lund, Astrid"]),
                min_size=1, max_size=8),
       st.randoms(use_true_random=False))
def test_lots_undo_mapping_restores_every_name(names: list[str], rng: object) -> None:
    """Whatever the draw, the inverse puts each name back on its old number, even with
    namesakes (who are interchangeable, being equal in every detail)."""
    before = tuple(Player(i + 1, n) for i, n in enumerate(names))
    numbers = list(range(1, len(names) + 1))
    rng.shuffle(numbers)  # type: ignore[attr-defined]
    after = tuple(sorted((replace(p, start_no=n) for p, n in zip(before, numbers, strict=True)),
                         key=lambda p: p.start_no))
    inverse = _numbering_inverse(before, after)
    restored = sorted((replace(p, start_no=inverse[p.start_no]) for p in after),
                      key=lambda p: p.start_no)
    assert [p.name for p in restored] == names
    assert sorted(inverse) == sorted(inverse.values()) == list(range(1, len(names) + 1))


def test_recent_files_are_unique_newest_first_and_capped(prefs: Prefs, tmp_path: Path) -> None:
    paths = [tmp_path / f"e{i}.chessarbiter" for i in range(MAX_RECENT + 2)]
    for p in paths:
        prefs.add_recent(p)
    prefs.add_recent(paths[-3])
    recent = prefs.recent_files()
    assert recent[0] == str(paths[-3])
    assert len(recent) == MAX_RECENT == len(set(recent))
    assert str(paths[0]) not in recent


def test_paper_and_text_size_refuse_unknown_values(prefs: Prefs) -> None:
    assert (prefs.paper_size(), prefs.text_size()) == ("A4", 12)
    prefs.set_paper_size("Letter")
    with pytest.raises(ValueError, match="paper size"):
        prefs.set_paper_size("A3")
    assert prefs.paper_size() == "Letter"
