"""What a corpus case is: a broken file and where the program must say it is broken."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Case:
    """``name`` is the file name in the kind's folder; ``expect`` goes to the manifest as is."""

    name: str
    data: bytes
    expect: dict[str, Any]
