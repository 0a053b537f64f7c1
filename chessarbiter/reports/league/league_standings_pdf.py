"""Each section's team standings (rule 25) for the wall and the league website (rule 23).

Place comes from the season's score and its place tie-breaks (rule 25: match points and
(a)-(d)), rank from the trophy ones ((e)-(k)); the sheet names the co-winners of a shared
place and any coin toss still to be made, so nobody reads a rank as a place. Columns are the
chain's criteria the standings report a value for (cumulative scores are not applicable in
a round robin and stay out).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reportlab.platypus import Flowable, KeepTogether

from chessarbiter.core.league.league_standings import COIN_TOSS, SectionStandings
from chessarbiter.core.tiebreaks.team.registry import TEAM
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25_PLACES, RULE_25_TROPHIES
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import TEAM_HEADS, number_text
from chessarbiter.reports.league.text import DAY, NOTE, para
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (11, 10, 9, 8, 7)
_SCORES = ("match_points", "game_points")
_NOT_APPLICABLE = ("cumulative_match_points", "cumulative_game_points")  # round robins


def league_standings_sheet(sections: Mapping[str, SectionStandings], info: EventInfo,
                           opts: PrintOptions, places: Sequence[str] = RULE_25_PLACES,
                           trophies: Sequence[str] = RULE_25_TROPHIES) -> bytes:
    """``sections`` by name in section order, as the standings service gives them; the
    columns follow the season's chain (``places`` decide places, ``trophies`` ranks)."""
    shown = [c for c in (*places, *trophies) if c not in _SCORES and c not in _NOT_APPLICABLE
             and any(r.tiebreaks.get(c) is not None for s in sections.values() for r in s.rows)]
    scores = sorted(_SCORES, key=lambda c: c != places[0])
    key = legend([("Place", f"by {_heads(places)} (co-winners share it)"),
                  ("Rank", f"trophy order{', then ' + _heads(trophies) if trophies else ''}"),
                  *((TEAM_HEADS[c], _meaning(c)) for c in (*scores, *shown)),
                  ("—", "not needed to break a tie")])
    layout = page_layout(opts, natural_landscape=False, key=key)
    columns = [Column("Place", bold=True), Column("Rank"),
               Column("Team", align="LEFT", stretch=True), Column(TEAM_HEADS[scores[0]], bold=True),
               Column(TEAM_HEADS[scores[1]]), *(Column(TEAM_HEADS.get(c, c)) for c in shown)]
    story: list[Flowable] = []
    for name, standings in sections.items():
        rows = [[str(r.place), str(r.rank), r.team,
                 *(number_text(getattr(r, c)) for c in scores),
                 *(_value(r.tiebreaks.get(code)) for code in shown)]
                for r in standings.rows]
        block: list[Flowable] = [para(f"Section {name}", DAY),
                                 list_table(columns, rows, layout.frame_width, _SIZES)]
        block += [para(note, NOTE) for note in _notes(standings)]
        story.append(KeepTogether(block))
    if not sections:
        story.append(para("There are no sections yet.", NOTE))
    detail = "rule 25" if tuple(places) == RULE_25_PLACES else f"by {TEAM[places[0]].name.lower()}"
    return render(story, layout, Heading("Standings", detail), info, opts)


def _heads(codes: Sequence[str]) -> str:
    return ", ".join(TEAM_HEADS.get(c, c) for c in codes)


def _meaning(code: str) -> str:
    tiebreak = TEAM[code]
    return f"{tiebreak.name} ({tiebreak.source.split(';')[0]})"


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
