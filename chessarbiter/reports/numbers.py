"""Points and tie-break values as arbiters write them (½ rather than 0.5), and the team
tie-breaks' column heads: the part of :mod:`chessarbiter.reports.formatting` a league's
terminal text needs, without the championship's boards and tie-break registry."""

from __future__ import annotations

# Column heads of the team tie-breaks (codes of core/tiebreaks/team), for sheets and the terminal.
TEAM_HEADS = {
    "match_points": "MP", "game_points": "GP", "playoff": "PO",
    "h2h_match_points": "H-MP", "h2h_game_points": "H-GP",
    "cumulative_match_points": "Cum-MP", "cumulative_game_points": "Cum-GP",
    "solkoff_match_points": "Solk-MP", "solkoff_game_points": "Solk-GP",
    "sb_match_points": "SB-MP", "sb_game_points": "SB-GP", "sb_real_points": "SB-real",
    "fide_team_sb": "FIDE-SB", "coin_toss": "Toss",
}

_FRACTIONS = {0: "", 1: "¼", 2: "½", 3: "¾"}
MINUS = "−"  # U+2212: a real minus sign, wider and clearer than a hyphen from a metre away


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
