"""What the league core says when a season cannot do what was asked: the services turn it
into the refusal the window and the command line show, with the field at fault."""

from __future__ import annotations


class LeagueRefusal(ValueError):
    """A request the season refuses; ``field`` names the input at fault ("round", "team")."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field
