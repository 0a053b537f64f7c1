"""How numbers, names and results are spelt on paper (½ rather than 0.5, as arbiters write).

Pure string handling, shared by the PDFs, the Excel export and the web pages: importing it
loads neither reportlab nor openpyxl.
"""

from __future__ import annotations

from collections.abc import Iterable

from chessarbiter.core.boards import BoardState, BoardStatus
from chessarbiter.core.results import Result
from chessarbiter.core.text import fold_accents
from chessarbiter.core.tiebreaks.registry import INDIVIDUAL
from chessarbiter.core.tournament import ByeKind
from chessarbiter.reports.numbers import MINUS as MINUS
from chessarbiter.reports.numbers import TEAM_HEADS as TEAM_HEADS
from chessarbiter.reports.numbers import number_text as number_text

# C.07 names of the tie-break codes, for the legend under standings and crosstables.
TIEBREAK_NAMES = {
    "DE": "Direct encounter",
    "BPG": "Games played with Black",
    "KS": "Koya system",
    "SB": "Sonneborn-Berger",
    "WIN": "Rounds won",
    "WON": "Games won",
}
# What a player without a game in a round has, as a pairing list states it.
BYE_TEXT = {
    ByeKind.FREE: "free round",
    ByeKind.PAIRING_ALLOCATED: "pairing-allocated bye",
    ByeKind.FULL: "bye, 1 point",
    ByeKind.HALF: "bye, ½ point",
    ByeKind.ZERO: "bye, 0 points",
}


def tiebreak_items(chain: Iterable[str]) -> list[tuple[str, str]]:
    """Code → C.07 name for the tie-breaks in ``chain``, in chain order (the Swiss and US
    Chess ones by their names in the tie-break registry)."""
    return [(code, TIEBREAK_NAMES.get(code) or (INDIVIDUAL[code].name if code in INDIVIDUAL
                                                 else "")) for code in chain]


def rating_text(rating: int | None) -> str:
    return str(rating) if rating else ""


def result_text(result: Result | None) -> str:
    """The result box of a pairing sheet: "1 – 0", "½ – ½", forfeits "+ : −" …; empty until
    played."""
    if result is None:
        return ""
    if result.played:
        return f"{number_text(result.points(True))} – {number_text(result.points(False))}"
    return " : ".join("+" if result.points(white) else MINUS for white in (True, False))


def board_text(board: BoardState) -> str:
    """A board's result box as every view counts it: "1 – 0"; a withdrawal's forfeit
    "+ : − wd"; an annulled game "annulled"; empty while open."""
    if board.status is BoardStatus.ANNULLED:
        return "annulled"
    text = result_text(board.result)
    return f"{text} wd" if board.status is BoardStatus.WITHDRAWN else text


def score_cell(result: Result, white: bool) -> str:
    """One player's cell of a crosstable: "1w", "½b", "0w"; forfeits "+" or "−"."""
    points = result.points(white)
    if result.forfeit:
        return "+" if points else MINUS
    return number_text(points) + ("w" if white else "b")


def name_sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order that files "Ødegård" under O and "Łukasz" under L, ignoring case,
    accents and punctuation ("O'Brien" next to "Obst")."""
    bare = "".join(c for c in fold_accents(name) if c.isalnum() or c == " ")
    return " ".join(bare.split()).casefold(), name
