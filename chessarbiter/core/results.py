"""Game results as the arbiter records them, and the points each side gets."""

from __future__ import annotations

from enum import StrEnum


class Result(StrEnum):
    """The result of a scheduled game; the value is the text the CLI and JSON use."""

    WHITE_WINS = "1-0"
    BLACK_WINS = "0-1"
    DRAW = "1/2-1/2"
    WHITE_WINS_FORFEIT = "+-"
    BLACK_WINS_FORFEIT = "-+"
    DOUBLE_FORFEIT = "--"

    @property
    def played(self) -> bool:
        """True when the game was played over the board (forfeits were not)."""
        return self in (Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW)

    @property
    def forfeit(self) -> bool:
        return not self.played

    def points(self, white: bool) -> float:
        """Points for White (``white=True``) or Black under the 1 / ½ / 0 scoring."""
        return _POINTS[self][0 if white else 1]

    def reversed(self) -> Result:
        """The same outcome seen with colours swapped."""
        return _REVERSED[self]

    @classmethod
    def parse(cls, text: str) -> Result:
        """Read the ways arbiters write a result: ``1-0``, ``½-½``, ``=``, ``+-``, ``0-0f`` …"""
        key = text.strip().lower().replace(" ", "").replace("½", "1/2")
        try:
            return _ALIASES[key]
        except KeyError:
            raise ValueError(
                f"unknown result {text!r}: use 1-0, 0-1, 1/2-1/2, +-, -+ or --"
            ) from None


_POINTS: dict[Result, tuple[float, float]] = {
    Result.WHITE_WINS: (1.0, 0.0),
    Result.BLACK_WINS: (0.0, 1.0),
    Result.DRAW: (0.5, 0.5),
    Result.WHITE_WINS_FORFEIT: (1.0, 0.0),
    Result.BLACK_WINS_FORFEIT: (0.0, 1.0),
    Result.DOUBLE_FORFEIT: (0.0, 0.0),
}

_REVERSED: dict[Result, Result] = {
    Result.WHITE_WINS: Result.BLACK_WINS,
    Result.BLACK_WINS: Result.WHITE_WINS,
    Result.DRAW: Result.DRAW,
    Result.WHITE_WINS_FORFEIT: Result.BLACK_WINS_FORFEIT,
    Result.BLACK_WINS_FORFEIT: Result.WHITE_WINS_FORFEIT,
    Result.DOUBLE_FORFEIT: Result.DOUBLE_FORFEIT,
}

_ALIASES: dict[str, Result] = {
    **{r.value: r for r in Result},
    "1:0": Result.WHITE_WINS,
    "0:1": Result.BLACK_WINS,
    "=": Result.DRAW,
    "1/2": Result.DRAW,
    "0.5-0.5": Result.DRAW,
    "1/2:1/2": Result.DRAW,
    "+:-": Result.WHITE_WINS_FORFEIT,
    "-:+": Result.BLACK_WINS_FORFEIT,
    "1-0f": Result.WHITE_WINS_FORFEIT,
    "0-1f": Result.BLACK_WINS_FORFEIT,
    "0-0f": Result.DOUBLE_FORFEIT,
    "-:-": Result.DOUBLE_FORFEIT,
}
