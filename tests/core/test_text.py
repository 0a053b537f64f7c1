"""Folding Latin text to its bare letters: worked examples and invariants."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.text import counted, fold_accents, listed, numbered, plural, spoken_name


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


@pytest.mark.parametrize(("count", "said"), [(0, "0 problems"), (1, "1 problem"),
                                             (3, "3 problems")])
def test_a_count_takes_the_singular_only_for_one(count: int, said: str) -> None:
    assert plural(count, "problem") == said
    assert plural(count, "match", "matches") == said.replace("problem", "match").replace(
        "matchs", "matches")


def test_counted_chooses_the_text_and_fills_in_the_rest() -> None:
    one, many = "{1}: {0} problem to correct", "{1}: {0} problems to correct"
    assert counted(1, one, many, "roster.xlsx") == "roster.xlsx: 1 problem to correct"
    assert counted(2, one, many, "roster.xlsx") == "roster.xlsx: 2 problems to correct"


@pytest.mark.parametrize(("items", "said"), [([], ""), (["A"], "A"), (["A", "B"], "A and B"),
                                             (["A", "B", "C"], "A, B and C")])
def test_a_list_reads_as_english(items: list[str], said: str) -> None:
    assert listed(items) == said


def test_numbered_nouns() -> None:
    assert numbered("board", [2]) == "board 2"
    assert numbered("board", [1, 3]) == "boards 1 and 3"
    assert numbered("round", [12, 13, 14]) == "rounds 12, 13 and 14"


@pytest.mark.parametrize(("stored", "said"), [
    ("Shen, Leo", "Leo Shen"), ("Gómez, Tomás", "Tomás Gómez"),
    ("Madonna", "Madonna"),  # no comma: nothing to turn round
    ("Smith, John, Jr.", "Smith, John, Jr."),  # which part is the surname is not sure
    ("Shen,", "Shen,")])
def test_a_name_as_a_sentence_says_it(stored: str, said: str) -> None:
    assert spoken_name(stored) == said
