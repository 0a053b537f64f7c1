"""The ``chessarbiter`` command."""

from chessarbiter.cli.parser import main

__all__ = ["main"]
