"""Test-wide set-up: Qt must run offscreen before anything imports PySide6, and property tests
are never timed.

Hypothesis times each example (200 ms by default) and fails a test whose example ran over it,
or whose data generation it judged too slow; on a loaded machine (CI has two cores) both fail
tests that assert nothing wrong. Speed is measured in ``benchmarks/``, so the profile every
test runs under switches both off.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("untimed", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("untimed")
