"""Every league setting says where it comes from: a rule of the Columbus rule book, or a note
that its value is the program's choice where the book is silent or ambiguous. A setting added
without either fails here. The rule book's outline is tests/fixtures/league/columbus_rules.py.
"""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from chessarbiter.core.league.setting_meanings import CHOICE, MEANINGS
from chessarbiter.core.league.settings import LeagueSettings
from tests.fixtures.league.columbus_rules import REFERENCES, RULE_3, RULE_28, RULE_30_F

NAMES = [f.name for f in fields(LeagueSettings)]
RULE = re.compile(r"^rules? (.+)$")


def references(rule: str) -> list[str]:
    """"rules 9, 13.i" → ["9", "13.i"]; "rule 25 a-d" → ["25.a", "25.d"]; none for no rule
    or the unnumbered food policy."""
    if rule in ("", "food policy"):
        return []
    found = RULE.match(rule)
    assert found, f"{rule!r} is not 'rule N' or 'rules N, M'"
    out = []
    for part in found[1].split(", "):
        number, _, letters = part.partition(" ")
        out += [f"{number}.{x}" for x in letters.split("-")] if letters else [number]
    return out


def test_every_setting_has_a_meaning() -> None:
    assert set(MEANINGS) == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_setting_names_its_rule_or_says_the_program_chose(name: str) -> None:
    said = MEANINGS[name]
    assert said.rule or said.choice, \
        f"{name}: give the rule it comes from, or say it is the program's choice"
    unknown = [r for r in references(said.rule) if r not in REFERENCES]
    assert not unknown, f"{name}: the rule book has no rule {unknown}"
    if said.choice:
        assert said.choice.endswith(CHOICE), f"{name}: a choice note ends with {CHOICE!r}"
        assert "program's choice" in said.source and CHOICE in said.described()


def test_the_three_settings_the_rule_book_leaves_open() -> None:
    """Board prizes (28 names the board, not the games: "lowest board number" is about
    eligibility), the hour of a round (rule 3: "the time … announced", no hour) and a
    withdrawn team's matches (30.f names only the fine): each its rule, and the program's
    choice said."""
    assert "lowest board" in RULE_28 and "announced" in RULE_3 and "$50" in RULE_30_F
    assert [(MEANINGS[n].rule, MEANINGS[n].source) for n in
            ("board_prize_all_games", "round_start", "withdrawn_matches")] == [
        ("rule 28", "rule 28, program's choice"),
        ("rules 3, 30.b", "rules 3, 30.b, program's choice"),
        ("rule 30.f", "rule 30.f, program's choice")]
    assert MEANINGS["round_start"].described() == (
        "when a date's first round starts (the time announced, rule 3); 30.b's notice is "
        "counted back from it (rules 3, 30.b); the rule book names no hour: the program's "
        "choice, see docs/rules.md")


def test_a_setting_the_rule_book_fixes_is_not_marked() -> None:
    assert MEANINGS["membership_fine"].source == "rule 30.c"
    assert MEANINGS["membership_fine"].described() == (
        "fine per player per date with an expired membership (rule 30.c)")
