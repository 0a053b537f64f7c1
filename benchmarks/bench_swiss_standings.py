"""Standings of a 284-player, 7-round Swiss (tests/fixtures/trf/swiss_284x7.trf) with a common
FIDE Swiss chain and with fourteen FIDE and US Chess tie-breaks at once."""

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.io.trf import read_trf

FILE = Path(__file__).parents[1] / "tests" / "fixtures" / "trf" / "swiss_284x7.trf"
CHAINS = {
    "fide": ("BH-C1", "BH", "SB", "DE"),
    "fourteen": ("DE", "BH-C1", "BH", "SB", "ARO", "TPR", "PTP", "AOB", "FB", "PS", "MM",
                 "SOLK", "CUM", "OPPCUM"),
}


@pytest.mark.parametrize("chain", CHAINS)
def test_standings_284_player_swiss(benchmark: Any, chain: str) -> None:
    event = replace(read_trf(FILE.read_bytes(), FILE.name).to_tournament(), swiss=True)
    rows = benchmark(compute_standings, event, EventSettings(), CHAINS[chain])
    assert len(rows) == 284
