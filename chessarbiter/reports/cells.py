"""What each cell of a crosstable says, the same on the wall chart, in Excel and on the web.

Pure text: importing this loads neither reportlab nor openpyxl, so the exports need not.
"""

from __future__ import annotations

from collections.abc import Collection

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.swiss_chart import swiss_chart_cells, swiss_chart_key
from chessarbiter.core.tournament import ByeKind, Tournament
from chessarbiter.reports.formatting import number_text, score_cell

WITHDRAWN = "wd"  # in the rank of a player whose results were annulled
WITHDRAWN_ITEM = (WITHDRAWN, "withdrew: results annulled, not ranked")  # its line in a key


def crosstable_cells(t: Tournament) -> dict[int, tuple[str, ...]]:
    """Start number → ``t.cycles`` cells per player in start-number order: this player's games
    against them in round order (a second meeting goes to the second cell) as "1w", "½b",
    "0w", "+" / "−" for forfeits; "" for the player's own column and games without a result."""
    field = sorted(p.start_no for p in t.players)
    out: dict[int, tuple[str, ...]] = {}
    for me in field:
        met: dict[int, list[str]] = {}
        for game in t.games_of.get(me, ()):
            text = "" if game.result is None else score_cell(game.result, game.white == me)
            met.setdefault(game.opponent(me), []).append(text)
        out[me] = tuple((met.get(other, []) + [""] * t.cycles)[k]
                        for other in field for k in range(t.cycles))
    return out


def bye_notes(t: Tournament) -> dict[int, str]:
    """Start number → "R3" (free round of round 3), "R3, R5 ½" (and a scoring bye), or ""."""
    notes: dict[int, list[str]] = {p.start_no: [] for p in t.players}
    for bye in sorted(t.byes, key=lambda b: b.round):
        points = "" if bye.kind is ByeKind.FREE else f" {number_text(bye.kind.points)}"
        notes.setdefault(bye.start_no, []).append(f"R{bye.round}{points}")
    return {start_no: ", ".join(texts) for start_no, texts in notes.items()}


def crosstable_key(t: Tournament, annulled: bool) -> list[tuple[str, str]]:
    """Code → meaning for the cells of ``t``'s crosstable, only those it uses; ``annulled``
    when some player is marked :data:`WITHDRAWN`."""
    key = [("1w ½b 0w", "points scored with White / Black")]
    if any(g.result is not None and g.result.forfeit for g in t.games):
        key.append(("+ −", "won / lost by forfeit"))
    if t.cycles > 1:
        key.append(("", "two cells per opponent: first and second cycle"))
    if t.byes:
        key.append(("Bye", "rounds without a game: R3 is the free round of round 3, "
                           "R5 ½ a half-point bye in round 5"))
    if annulled:
        key.append(WITHDRAWN_ITEM)
    return key


CHANGED_MARK = "*"  # after a cell whose pairing the arbiter changed by hand


def swiss_cells(boards: EventBoards, changed: Collection[tuple[int, int]] = (),
                rounds: int = 0) -> dict[int, tuple[str, ...]]:
    """Start number → one cell per round (1 … ``rounds``, the paired ones at least) as
    :func:`chessarbiter.core.swiss_chart.swiss_chart_cells` writes them for Excel and the web
    ("W12 +", "B3 −F", "PAB 1", "bye ½"), of the games as they count; on paper and screen also
    "wd" for a round paired after the player withdrew, and :data:`CHANGED_MARK` after a
    pairing changed by hand (``changed``: round, start number)."""
    t = boards.counted
    paired = max((s.round for s in boards.boards), default=0)
    table = {s: list(c) for s, c in swiss_chart_cells(t, max(rounds, paired)).items()}
    for rnd, me in changed:
        if me in table and 1 <= rnd <= len(table[me]) and table[me][rnd - 1]:
            table[me][rnd - 1] += CHANGED_MARK
    for p in t.players:
        if p.withdrawn_after is not None:
            for rnd in range(p.withdrawn_after + 1, paired + 1):
                if not table[p.start_no][rnd - 1]:
                    table[p.start_no][rnd - 1] = WITHDRAWN
    return {s: tuple(cells) for s, cells in table.items()}


def swiss_key(boards: EventBoards, changed: bool) -> list[tuple[str, str]]:
    """Code → meaning for a Swiss wall chart's cells on paper, only those it uses."""
    key = swiss_chart_key(boards.counted)
    if any(p.withdrawn for p in boards.source.players):
        key.append((WITHDRAWN, "withdrawn"))
    if changed:
        key.append((CHANGED_MARK, "pairing changed by the arbiter"))
    return key
