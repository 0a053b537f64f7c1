"""The crosstable (wall chart): every game of every player in an n × n grid, with points,
rank and tie-breaks, in start-number order so each player keeps their line all event."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.reports.cells import WITHDRAWN, bye_notes, crosstable_cells, crosstable_key
from chessarbiter.reports.chart import Chart, ChartRow, chart_story
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import number_text, tiebreak_items
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, tiebreak_columns
from chessarbiter.reports.template import Heading, page_layout, render


def crosstable(
    t: Tournament, standings: list[Standing], chain: Sequence[str], info: EventInfo,
    opts: PrintOptions,
) -> bytes:
    """The wall chart: cells "1w", "½b", "0w" (points and colour), "+"/"−" for forfeits, the
    diagonal shaded; the free round is a note in the player's own row, not a game.

    Pass the tournament as the standings counted it (after ``apply_withdrawals``), so the
    cells add up to the points; a withdrawn player the standings leave out is marked "wd".
    """
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    players = sorted(t.players, key=lambda p: p.start_no)
    identity = Identity.of(players, info.rating_shown)
    cells, notes = crosstable_cells(t), bye_notes(t)
    tail = (
        *([Column("Bye")] if t.byes else []),
        Column("Pts", bold=True),
        Column("Rank", bold=True),
        *(Column(code) for code in codes),
    )
    rows = tuple(
        ChartRow(
            lead=(str(p.start_no), *identity.cells(p)),
            cells=cells[p.start_no],
            tail=(
                *([notes[p.start_no]] if t.byes else []),
                *_ranking_cells(ranked.get(p.start_no), codes),
            ),
        )
        for p in players
    )
    chart = Chart(
        lead=(Column("No."), *identity.columns()),
        tail=tail,
        labels=tuple(str(p.start_no) for p in players),
        rows=rows,
        cycles=t.cycles,
    )
    key = [*crosstable_key(t, annulled=len(ranked) < len(players)), *tiebreak_items(codes)]
    layout = page_layout(opts, natural_landscape=True, key=legend(key))
    return render(chart_story(chart, layout), layout, Heading("Crosstable", progress_text(t)),
                  info, opts)


def _ranking_cells(standing: Standing | None, codes: list[str]) -> list[str]:
    """Points, rank and tie-breaks; "wd" in the rank of a player taken out of the ranking."""
    if standing is None:
        return ["", WITHDRAWN, *([""] * len(codes))]
    return [number_text(standing.points), str(standing.rank),
            *(number_text(standing.tiebreaks[code]) for code in codes)]
