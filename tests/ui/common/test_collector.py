"""The collector paused for the start (ui/common/collector.py): the window's start and the
storage its document loads on a thread each hold it, and it runs again only when both are
done — with what they made frozen out of its rounds."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from chessarbiter.ui.common.collector import hold, paused


@pytest.fixture(autouse=True)
def collector_as_it_was() -> Iterator[None]:
    was = gc.isenabled()
    yield
    gc.unfreeze()
    if was:
        gc.enable()
    else:
        gc.disable()


def test_the_collector_runs_again_only_when_every_holder_is_done() -> None:
    gc.enable()
    gc.unfreeze()
    with paused():
        release = hold()  # storage, loading beyond the start
        assert not gc.isenabled()
    assert not gc.isenabled()
    kept = [object() for _ in range(1000)]
    release()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(kept)
    release()  # a second release changes nothing
    with paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    with paused():
        pass
    assert not gc.isenabled()
