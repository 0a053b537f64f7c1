"""Refusing a whole file for its problems: one message listing where each one is."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.services.errors import ActionRefused

SHOWN = 30  # a broken 10,000-row file would otherwise print 10,000 lines


def file_refused(source: str, what: str, problems: Sequence[object]) -> ActionRefused:
    """``SOURCE: WHAT not imported, N problems:`` then one located problem a line."""
    count = f"{len(problems)} problem" + ("s" if len(problems) != 1 else "")
    lines = [f"  {p}" for p in problems[:SHOWN]]
    if len(problems) > SHOWN:
        lines.append(f"  … and {len(problems) - SHOWN} more")
    return ActionRefused(f"{source}: {what} not imported, nothing changed ({count}):\n"
                         + "\n".join(lines), "file")
