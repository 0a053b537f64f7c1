"""Shared benchmark data: a 100-player single round robin with every result entered."""

from pathlib import Path

import pytest

from tests.fixtures.round_robin_100 import round_robin_file


@pytest.fixture(scope="session")
def full_round_robin_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return round_robin_file(tmp_path_factory.mktemp("bench") / "rr100.chessarbiter")
