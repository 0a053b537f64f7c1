"""Tie-break values equal FIDE's TieBreakServer on Swiss and round-robin TRF files.

The expected values were computed once by the TieBreakServers named in
``tests/fixtures/tiebreaks/README.md`` (which also gives each file's source, licence and the
exact commands) and are stored in ``tbs_values.json``: one list per code, in start-number order;
ranks for chains with Direct Encounter (TieBreakServer reports DE as a position, so its ranks
are compared, not its values). The 2024-08 edition is FIDE TEC's TieBreakServer, the 2026 one
(with Art. 16.4's caps) its author's later release.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from chessarbiter.io.trf import read_trf

FIXTURES = Path(__file__).parents[2] / "fixtures"
EXPECTED: dict[str, Any] = json.loads(
    (FIXTURES / "tiebreaks" / "tbs_values.json").read_text(encoding="utf-8"))["files"]
EDITIONS = [(name, edition) for name, entry in EXPECTED.items()
            for edition in ("2024-08", "2026") if edition in entry]
CHAINS = [(name, n) for name, entry in EXPECTED.items() for n in range(len(entry["ranks"]))]


@cache
def tournament(name: str) -> Tournament:
    """The event of ``name`` (a path under tests/fixtures) as the rules see it."""
    event = read_trf((FIXTURES / name).read_bytes(), name).to_tournament()
    return replace(event, swiss=EXPECTED[name]["pairings"] == "swiss")


def by_start_number(name: str, edition: str, chain: list[str]) -> dict[str, list[float]]:
    rows = sorted(compute_standings(tournament(name), EventSettings(edition=edition), chain),
                  key=lambda r: r.start_no)
    return {code: [r.tiebreaks[code] for r in rows] for code in chain} | {
        "ranks": [r.rank for r in rows]}


@pytest.mark.parametrize(("name", "edition"), EDITIONS)
def test_values_equal_tiebreakserver(name: str, edition: str) -> None:
    expected: dict[str, list[float]] = EXPECTED[name][edition]
    ours = by_start_number(name, edition, list(expected))
    for code, values in expected.items():
        assert ours[code] == values, f"{name} {edition} {code}"


@pytest.mark.parametrize(("name", "index"), CHAINS)
def test_ranks_with_direct_encounter_equal_tiebreakserver(name: str, index: int) -> None:
    expected = EXPECTED[name]["ranks"][index]
    assert by_start_number(name, "2024-08", expected["chain"])["ranks"] == expected["ranks"]


def test_the_fixtures_cover_every_swiss_tiebreak_of_c07() -> None:
    codes = {code for entry in EXPECTED.values() for code in entry.get("2024-08", {})}
    assert {"BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2", "FB", "SB", "SB-C1", "AOB", "ARO",
            "ARO-C1", "TPR", "PTP", "APRO", "APPO", "PS", "KS", "WIN", "WON", "BPG", "BWG",
            "REP"} <= codes
    real = [n for n, e in EXPECTED.items() if e["pairings"] == "swiss" and "/real/" in n]
    assert len(real) >= 10
