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

# C.07 names of the tie-break codes, for the legend under standings and crosstables.
TIEBREAK_NAMES = {
    "DE": "Direct encounter",
    "BPG": "Games played with Black",
    "KS": "Koya system",
    "SB": "Sonneborn-Berger",
    "WIN": "Rounds won",
    "WON": "Games won",
}
# Column heads of the team tie-breaks (codes of core/tiebreaks/team), for sheets and the terminal.
TEAM_HEADS = {
    "match_points": "MP", "game_points": "GP", "playoff": "PO",
    "h2h_match_points": "H-MP", "h2h_game_points": "H-GP",
    "cumulative_match_points": "Cum-MP", "cumulative_game_points": "Cum-GP",
    "solkoff_match_points": "Solk-MP", "solkoff_game_points": "Solk-GP",
    "sb_match_points": "SB-MP", "sb_game_points": "SB-GP", "sb_real_points": "SB-real",
    "fide_team_sb": "FIDE-SB", "coin_toss": "Toss",
}
# What a player without a game in a round has, as a pairing list states it.
BYE_TEXT = {
    ByeKind.FREE: "free round",
    ByeKind.PAIRING_ALLOCATED: "pairing-allocated bye",
    ByeKind.FULL: "bye, 1 point",
    ByeKind.HALF: "bye, ½ point",
    ByeKind.ZERO: "bye, 0 points",
}

_FRACTIONS = {0: "", 1: "¼", 2: "½", 3: "¾"}
MINUS = "−"  # U+2212: a real minus sign, wider and clearer than a hyphen from a metre away


def tiebreak_items(chain: Iterable[str]) -> list[tuple[str, str]]:
    """Code → C.07 name for the tie-breaks in ``chain``, in chain order (the Swiss and US
    Chess ones by their names in the tie-break registry)."""
    return [(code, TIEBREAK_NAMES.get(code) or (INDIVIDUAL[code].name if code in INDIVIDUAL
                                                 else "")) for code in chain]


def number_text(value: float) -> str:
    """Points and tie-break values: 6½, ½, 25¾, 4; other fractions keep two decimals."""
    sign = MINUS if value < 0 else ""
    quarters = abs(value) * 4
    if quarters != int(quarters):
        return f"{sign}{abs(value):.2f}"
    whole, part = divmod(int(quarters), 4)
    if whole == 0 and part:
        return sign + _FRACTIONS[part]
    return f"{sign}{whole}{_FRACTIONS[part]}"


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
