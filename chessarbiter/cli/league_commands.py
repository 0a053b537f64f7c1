"""Where the main parser and command table find the ``league`` command (see
:mod:`chessarbiter.cli.league`)."""

from chessarbiter.cli.league import add_league_parser, league

__all__ = ["add_league_parser", "league"]
