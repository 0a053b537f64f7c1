"""Folding Latin text to its bare letters: worked examples and invariants."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.text import fold_accents


@pytest.mark.parametrize(("typed", "folded"), [
    ("Ødegård", "Odegard"),  # ø is not a decomposable letter; å is a + ring
    ("Ǿrsted", "Orsted"),  # Ø with an acute: the accent comes off, then Ø is spelt out
    ("Łukasz Żółć", "Lukasz Zolc"),
    ("Nguyễn Thái Đại Văn", "Nguyen Thai Dai Van"),  # ễ carries two accents
    ("Strauß", "Strauss"),
    ("Đorđević, Æsa", "Dordevic, AEsa"),
    ("Þórður", "THordur"),
    ("O’Brien – „Nord“", "O'Brien - \"Nord\""),  # typographic quotes and dash
    ("Алексей Широв", "Алексеи Широв"),  # other scripts kept; й is и + breve
])
def test_worked_examples(typed: str, folded: str) -> None:
    assert fold_accents(typed) == folded


@given(st.text())
def test_folding_is_idempotent_and_leaves_no_accents(text: str) -> None:
    once = fold_accents(text)
    assert fold_accents(once) == once
    assert not any(unicodedata.combining(c) for c in once)


@given(st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E)))
def test_printable_ascii_is_unchanged(text: str) -> None:
    assert fold_accents(text) == text
