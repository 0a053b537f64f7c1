"""Each section's team standings (rule 25) for the wall and the league website (rule 23).

Place comes from match points and tie-breaks (a)-(d), rank from (e)-(k), which decide
trophies only; the sheet names the co-winners of a shared place and any coin toss still to
be made, so nobody reads a rank as a place. Columns are the criteria the standings report a
value for (cumulative scores are not applicable in a round robin and stay out).
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.platypus import Flowable, KeepTogether

from chessarbiter.core.league.league_standings import (
    COIN_TOSS,
    CUMULATIVE_GP,
    CUMULATIVE_MP,
    GAME_POINTS,
    H2H_GP,
    H2H_MP,
    PLAYOFF,
    RULE_25,
    SB_GP,
    SB_MP,
    SOLKOFF_GP,
    SOLKOFF_MP,
    SectionStandings,
)
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import number_text
from chessarbiter.reports.league.text import DAY, NOTE, para
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (11, 10, 9, 8, 7)
# Rule 25's criteria after total game points, as columns: code, header, meaning.
_CRITERIA = (
    (PLAYOFF, "PO", "playoff score"),
    (H2H_MP, "H-MP", "match points in head-to-head matches among the tied teams"),
    (H2H_GP, "H-GP", "game points in head-to-head matches among the tied teams"),
    (CUMULATIVE_MP, "Cum-MP", "cumulative match points"),
    (SOLKOFF_MP, "Solk-MP", "Solkoff: opponents' match points"),
    (SB_MP, "SB-MP", "Sonneborn-Berger: opponent's match points × own match points"),
    (CUMULATIVE_GP, "Cum-GP", "cumulative game points"),
    (SOLKOFF_GP, "Solk-GP", "Solkoff: opponents' game points"),
    (SB_GP, "SB-GP", "Sonneborn-Berger: opponent's game points × own game points"),
    (COIN_TOSS, "Toss", "order of a recorded coin toss"),
)


def league_standings_sheet(sections: Mapping[str, SectionStandings], info: EventInfo,
                           opts: PrintOptions) -> bytes:
    """``sections`` by name in section order, as the standings service gives them."""
    shown = [c for c in _CRITERIA if any(r.tiebreaks.get(c[0]) is not None
                                         for s in sections.values() for r in s.rows)]
    key = legend([("Place", "by match points, then 25.a-d (co-winners share it)"),
                  ("Rank", "trophy order, 25.e-k"), ("MP", "match points"),
                  ("GP", f"game points ({RULE_25[GAME_POINTS]})"),
                  *((header, f"{meaning} ({RULE_25[code]})") for code, header, meaning in shown),
                  ("—", "not needed to break a tie")])
    layout = page_layout(opts, natural_landscape=False, key=key)
    columns = [Column("Place", bold=True), Column("Rank"), Column("Team", align="LEFT",
                                                                  stretch=True),
               Column("MP", bold=True), Column("GP"), *(Column(h) for _, h, _ in shown)]
    story: list[Flowable] = []
    for name, standings in sections.items():
        rows = [[str(r.place), str(r.rank), r.team, number_text(r.match_points),
                 number_text(r.game_points),
                 *(_value(r.tiebreaks.get(code)) for code, _, _ in shown)]
                for r in standings.rows]
        block: list[Flowable] = [para(f"Section {name}", DAY),
                                 list_table(columns, rows, layout.frame_width, _SIZES)]
        block += [para(note, NOTE) for note in _notes(standings)]
        story.append(KeepTogether(block))
    if not sections:
        story.append(para("There are no sections yet.", NOTE))
    return render(story, layout, Heading("Standings", "rule 25"), info, opts)


def _value(value: float | None) -> str:
    return "—" if value is None else number_text(value)


def _notes(standings: SectionStandings) -> list[str]:
    """Co-winners of a place (rule 25: same place, trophies by rank) and pending tosses."""
    notes = []
    for place in sorted({r.place for r in standings.rows}):
        sharing = [r.team for r in standings.rows if r.place == place]
        if len(sharing) > 1:
            notes.append(f"Co-winners of place {place}: {', '.join(sharing)} (rule 25.a-d); "
                         "their trophies go by rank (25.e-k).")
    for group in standings.pending_tosses:
        notes.append(f"Tied after every tie-break: {', '.join(group)}; a coin toss decides "
                     "their order (rule 25.k) once the director records it.")
    tossed = [r.team for r in sorted(standings.rows, key=lambda r: r.rank)
              if r.tiebreaks.get(COIN_TOSS) is not None]
    if tossed:
        notes.append(f"Ordered by a recorded coin toss (rule 25.k): {', '.join(tossed)}.")
    return notes
