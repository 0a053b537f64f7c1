"""The registry binds every tie-break code the settings accept (``codes``, which settings read
without loading the criteria), and every entry names its source."""

from __future__ import annotations

import importlib
import re

import pytest

from chessarbiter.core.settings import TIEBREAK_CODES, EventSettings
from chessarbiter.core.tiebreaks import codes, direct_encounter, plus_minus, registry
from chessarbiter.core.tiebreaks.codes import GROUP_CODES
from chessarbiter.core.tiebreaks.registry import INDIVIDUAL, individual_names
from chessarbiter.core.tiebreaks.team.registry import TEAM


def test_the_settings_offer_every_registered_individual_code() -> None:
    assert TIEBREAK_CODES == tuple(INDIVIDUAL) == tuple(individual_names())


@pytest.mark.parametrize("table", [INDIVIDUAL, TEAM], ids=["individual", "team"])
def test_every_entry_names_its_source(table: dict[str, object]) -> None:
    for code, tiebreak in table.items():
        assert tiebreak.code == code  # type: ignore[attr-defined]
        assert tiebreak.name and re.search(  # type: ignore[attr-defined]
            r"C\.07|US Chess|rule 2[45]", tiebreak.source), code  # type: ignore[attr-defined]


def test_only_criteria_that_depend_on_the_tied_group_may_be_listed_twice() -> None:
    EventSettings(tiebreaks=("DE", "BH", "DE", "PM", "SB", "PM"))
    with pytest.raises(ValueError, match="BH is listed twice"):
        EventSettings(tiebreaks=("BH", "DE", "BH")).with_changes()
    assert {direct_encounter.CODE, plus_minus.CODE} == GROUP_CODES


def test_the_registry_refuses_to_load_when_the_codes_list_differs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A criterion registered but not listed in ``codes`` could never be chosen."""
    monkeypatch.setattr(codes, "INDIVIDUAL_CODES", codes.INDIVIDUAL_CODES[:-1])
    try:
        with pytest.raises(ValueError, match="they differ on PM"):
            importlib.reload(registry)
    finally:
        monkeypatch.undo()
        importlib.reload(registry)
    assert tuple(registry.INDIVIDUAL) == codes.INDIVIDUAL_CODES
