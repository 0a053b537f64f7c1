"""How values read on screen: results with the half sign, points, tie-break names.

Kept in one place so every tab shows a result or a score the same way, and so translators
find the words in one context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.results import Result
from chessarbiter.reports.numbers import number_text

translate = QCoreApplication.translate  # a name lupdate recognises

_RESULT_TEXT = {
    Result.WHITE_WINS: "1 – 0",
    Result.BLACK_WINS: "0 – 1",
    Result.DRAW: "½ – ½",
    Result.WHITE_WINS_FORFEIT: "+ : −",
    Result.BLACK_WINS_FORFEIT: "− : +",
    Result.DOUBLE_FORFEIT: "− : −",
}


def result_text(result: Result | None) -> str:
    """A result as it is read at the board side; an empty string while it is not entered."""
    return _RESULT_TEXT[result] if result is not None else ""


def result_tooltip(result: Result | None) -> str:
    texts = {
        Result.WHITE_WINS: translate("labels", "White won"),
        Result.BLACK_WINS: translate("labels", "Black won"),
        Result.DRAW: translate("labels", "Draw"),
        Result.WHITE_WINS_FORFEIT: translate("labels", "White won by forfeit"),
        Result.BLACK_WINS_FORFEIT: translate("labels", "Black won by forfeit"),
        Result.DOUBLE_FORFEIT: translate("labels", "Both players forfeited"),
    }
    return texts[result] if result is not None else translate("labels", "No result yet")


def score_symbol(result: Result, white: bool) -> str:
    """One player's outcome of a game in a crosstable cell: 1, ½, 0, + or −."""
    points = result.points(white)
    if result.played:
        return points_text(points)
    return "+" if points else "−"


def points_text(value: float) -> str:
    """Points and tie-break values as every printout, page and answer spells them (one
    formatter, :func:`~chessarbiter.reports.numbers.number_text`): 6½, ¼, 25¾, 4."""
    return number_text(value)


def tiebreak_value_text(code: str, value: float) -> str:
    """Counts (BPG, WIN, WON) as whole numbers, SB with two decimals (its quarters line up in
    the column), the other point sums with the half sign."""
    if code in ("BPG", "WIN", "WON"):
        return str(round(value))
    if code == "SB":
        return f"{value:.2f}"
    return points_text(value)


def _tiebreaks() -> dict[str, tuple[str, str]]:
    return {
        "PTS": (translate("labels", "Points"),
                translate("labels", "Points: the player's own score")),
        "DE": (translate("labels", "Direct encounter"),
               translate("labels", "Direct encounter (C.07 Art. 6): points scored in the games "
                                   "among the players still tied")),
        "BPG": (translate("labels", "Black games"),
                translate("labels", "Black games (C.07 Art. 7.3): games played over the board "
                                    "with Black")),
        "KS": (translate("labels", "Koya"),
               translate("labels", "Koya (C.07 Art. 9.2): points against opponents who scored "
                                   "at least half of the maximum")),
        "SB": (translate("labels", "Sonneborn-Berger"),
               translate("labels", "Sonneborn-Berger (C.07 Art. 9.1): each opponent's final "
                                   "score times the points scored against them")),
        "WIN": (translate("labels", "Wins"),
                translate("labels", "Wins (C.07 Art. 7.1): rounds scored as a win, played or "
                                    "not")),
        "WON": (translate("labels", "Games won"),
                translate("labels", "Games won (C.07 Art. 7.2): games won over the board")),
    }


def tiebreak_title(code: str) -> str:
    """The short name of a tie-break code, for lists (the registry's name when no translation
    is written here)."""
    return _tiebreaks().get(code, (_registered(code)[0], ""))[0]


def tiebreak_name(code: str) -> str:
    """The long name of a tie-break code with its article, for tooltips."""
    known = _tiebreaks().get(code)
    if known is not None:
        return known[1]
    name, source = _registered(code)
    return f"{name} ({source})" if source else name


def _registered(code: str) -> tuple[str, str]:
    from chessarbiter.core.tiebreaks.registry import INDIVIDUAL  # with the first standings

    tiebreak = INDIVIDUAL.get(code)
    return (tiebreak.name, tiebreak.source) if tiebreak is not None else (code, "")


def withdrawal_rule_text(rule: str) -> str:
    """What a withdrawal rule does to the withdrawn player's games, in the arbiter's words."""
    texts = {
        "forfeit-remaining": translate(
            "labels", "The games after the withdrawal are lost by forfeit."),
        "annul-under-half": translate(
            "labels",
            "If fewer than half of the games were completed, all of the player's results are "
            "annulled and the player is not ranked; otherwise the remaining games are lost by "
            "forfeit."
        ),
    }
    return texts.get(rule, rule)


def withdrawal_rule_name(rule: str) -> str:
    """A short name of a withdrawal rule, for a list to choose from."""
    names = {
        "forfeit-remaining": translate("labels", "Remaining games lost by forfeit"),
        "annul-under-half": translate("labels", "Annul when fewer than half were played"),
    }
    return names.get(rule, rule)


def rating_title(shown: str) -> str:
    """The heading of a rating column for the event's ``rating_shown`` setting."""
    titles = {"uscf": translate("labels", "US Chess"), "fide": translate("labels", "FIDE"),
              "both": translate("labels", "US Chess / FIDE")}
    return titles.get(shown, shown)


def rating_shown_text(shown: str) -> str:
    """A choice of the ``rating_shown`` setting, for a list to choose from."""
    texts = {"uscf": translate("labels", "US Chess rating"),
             "fide": translate("labels", "FIDE rating"),
             "both": translate("labels", "Both (US Chess / FIDE)")}
    return texts.get(shown, shown)


def edition_text(edition: str) -> str:
    texts = {
        "2026": translate("labels", "FIDE C.07, edition of 1 March 2026"),
        "2024-08": translate("labels", "FIDE C.07, edition of August 2024"),
        "pre-2023": translate("labels", "Tie-break rules before 2023"),
    }
    return texts.get(edition, edition)

