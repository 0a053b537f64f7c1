"""A package's names imported from their modules on first use (PEP 562): reportlab loads
only when a printout is first asked for, not when its package is imported."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str],
               namespace: dict[str, Any]) -> Callable[[str], object]:
    """The ``__getattr__`` of ``package``: ``name`` from the module ``homes[name]``, then
    kept in the package's ``namespace``."""
    def __getattr__(name: str) -> object:
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value: object = getattr(import_module(f"{package}.{homes[name]}"), name)
        namespace[name] = value
        return value

    return __getattr__
