"""chessarbiter: an offline program for chess arbiters."""

__version__ = "0.1.0"
