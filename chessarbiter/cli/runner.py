"""Running one parsed command: its quick answer when it has one, else its code under the
error guard, with the stores it opened closed afterwards (or kept for the rest of a batch)."""

from __future__ import annotations

import argparse
from typing import Any

from chessarbiter.cli.errors import guarded
from chessarbiter.cli.store import Stores
from chessarbiter.cli.table import BY_NAME, place


def answer(args: argparse.Namespace, stores: Stores | None = None) -> Any:
    """The command's JSON-able answer; ``stores``: those a batch keeps open across its
    commands (by default the command's own, closed when it ends)."""
    command = BY_NAME[args.command]
    access = command.access
    args.access = access if access in ("read", "write") else place(access, command)(args)
    # a batch's lines run on the store it keeps open (and locked, once a line writes)
    if command.quick is not None and (stores is None or args.access == "read"):
        quick = place(command.quick, command)(args)
        if quick is not None:
            return quick
    args.stores = stores or Stores()
    try:
        return guarded(place(command.run, command), args)
    finally:
        if stores is None:
            args.stores.close()


def render(name: str, output: Any) -> str:
    """The answer of command ``name`` as text for a person."""
    command = BY_NAME[name]
    text: str = place(command.text, command)(output)
    return text
