"""The crosstable (wall chart): every game of every player in an n × n grid, with points,
rank and tie-breaks, in start-number order so each player keeps their line all event."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Bye, ByeKind, Standing, Tournament
from chessarbiter.reports.chart import Chart, ChartRow, chart_story
from chessarbiter.reports.formatting import number_text, score_cell
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.legend import legend, tiebreak_items
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, tiebreak_columns
from chessarbiter.reports.tables import Column
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
    identity = Identity.of(players)
    byes: dict[int, list[Bye]] = {}
    for bye in t.byes:
        byes.setdefault(bye.start_no, []).append(bye)
    has_byes = bool(byes)
    tail = (
        *([Column("Bye")] if has_byes else []),
        Column("Pts", bold=True),
        Column("Rank", bold=True),
        *(Column(code) for code in codes),
    )
    rows = tuple(
        ChartRow(
            lead=(str(p.start_no), *identity.cells(p)),
            cells=_cells(t, p, players),
            tail=(
                *([_bye_note(byes.get(p.start_no, []))] if has_byes else []),
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
    key = [("1w  ½b  0w", "points scored with White / Black")]
    if any(g.result is not None and g.result.forfeit for g in t.games):
        key.append(("+  −", "won / lost by forfeit"))
    if t.cycles > 1:
        key.append(("", "two cells per opponent: first and second cycle"))
    if has_byes:
        key.append(("Bye", "round without a game (free round); a scoring bye shows its points"))
    if len(ranked) < len(players):
        key.append(("wd", "withdrew: results annulled, not ranked"))
    layout = page_layout(opts, natural_landscape=True, key=legend([*key, *tiebreak_items(codes)]))
    return render(chart_story(chart, layout), layout, Heading("Crosstable", progress_text(t)),
                  info, opts)


def _ranking_cells(standing: Standing | None, codes: list[str]) -> list[str]:
    """Points, rank and tie-breaks; "wd" in the rank of a player taken out of the ranking."""
    if standing is None:
        return ["", "wd", *([""] * len(codes))]
    return [number_text(standing.points), str(standing.rank),
            *(number_text(standing.tiebreaks[code]) for code in codes)]


def _cells(t: Tournament, player: Player, field: list[Player]) -> tuple[str, ...]:
    """``t.cycles`` cells per opponent in ``field`` order: this player's games against them in
    round order (a second meeting goes to the second cell); a game without result is blank."""
    met: dict[int, list[str]] = {}
    for game in t.games_of.get(player.start_no, ()):
        if game.result is not None:
            text = score_cell(game.result, white=game.white == player.start_no)
        else:
            text = ""
        met.setdefault(game.opponent(player.start_no), []).append(text)
    cells: list[str] = []
    for opponent in field:
        games = met.get(opponent.start_no, [])
        cells += [games[k] if k < len(games) else "" for k in range(t.cycles)]
    return tuple(cells)


def _bye_note(byes: list[Bye]) -> str:
    """"R3" for the free round of round 3; "R5 ½" for a half-point bye in round 5."""
    return ", ".join(
        f"R{b.round}" if b.kind is ByeKind.FREE else f"R{b.round} {number_text(b.kind.points)}"
        for b in sorted(byes, key=lambda b: b.round)
    )
