"""The cells of a Swiss wall chart: per player and round, the colour, the opponent's number and
the result ("W12 +", "B3 =", "W7 −"), the same in Excel, on the web and on paper.

A Swiss field is too large for a crosstable of every pair, so its chart has one column per
round. Pure text (no report or spreadsheet library is loaded).
"""

from __future__ import annotations

from chessarbiter.core.tournament import ByeKind, Tournament

MINUS = "\u2212"
_MARK = {1.0: "+", 0.5: "=", 0.0: MINUS}
_BYE = {ByeKind.PAIRING_ALLOCATED: "PAB", ByeKind.FULL: "bye", ByeKind.HALF: "bye",
        ByeKind.ZERO: "bye", ByeKind.FREE: "free"}
_POINTS = {1.0: "1", 0.5: "\u00bd", 0.0: "0"}


def swiss_chart_cells(t: Tournament, rounds: int) -> dict[int, tuple[str, ...]]:
    """Start number → one cell per round 1..``rounds``: "W12 +" (White against no. 12, won),
    "B3 =" (Black, drawn), "W7 −" (lost); a forfeit ends in "F" ("B5 +F": won without
    playing); "W12" while the game has no result; "PAB 1" the pairing-allocated bye, "bye ½"
    a bye asked for, "" a round the player was not paired in (not entered, or withdrawn)."""
    table = {p.start_no: [""] * rounds for p in t.players}
    for g in t.games:
        if 1 <= g.round <= rounds:
            for me, colour in ((g.white, "W"), (g.black, "B")):
                text = f"{colour}{g.opponent(me)}"
                if g.result is not None:
                    text += f" {_MARK[g.result.points(me == g.white)]}"
                    text += "" if g.result.played else "F"
                table.setdefault(me, [""] * rounds)[g.round - 1] = text
    for b in t.byes:
        if 1 <= b.round <= rounds and b.start_no in table:
            table[b.start_no][b.round - 1] = f"{_BYE[b.kind]} {_POINTS[b.points]}"
    return {s: tuple(cells) for s, cells in table.items()}


def swiss_chart_key(t: Tournament) -> list[tuple[str, str]]:
    """Code → meaning for the cells the chart of ``t`` uses."""
    key = [("W12 +", f"colour, opponent's number, result (+ won, = drawn, {MINUS} lost)")]
    if any(g.result is not None and g.result.forfeit for g in t.games):
        key.append(("+F", "won or lost by forfeit, not played"))
    kinds = {b.kind for b in t.byes}
    if ByeKind.PAIRING_ALLOCATED in kinds:
        key.append(("PAB 1", "pairing-allocated bye"))
    if kinds - {ByeKind.PAIRING_ALLOCATED}:
        key.append(("bye ½", "a bye asked for, or a round missed (its points)"))
    return key
