"""A folder of static web pages for the event's website: standings, crosstable and one page per
round of pairings and results.

The pages work offline and anywhere: one inline style sheet, no scripts, no fonts or images
from elsewhere. Every piece of text typed by a person is escaped, and only what the wall
charts show is published (title, name, rating, federation): no IDs, birth dates or contact
details.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing, Tournament
from chessarbiter.io.html_pages import Cell, Masthead, Nav, key, page, table, write_pages
from chessarbiter.reports.cells import (
    WITHDRAWN,
    WITHDRAWN_ITEM,
    bye_notes,
    crosstable_cells,
    crosstable_key,
)
from chessarbiter.reports.formatting import (
    BYE_TEXT,
    number_text,
    rating_text,
    result_text,
    tiebreak_items,
)
from chessarbiter.reports.identity import Identity
from chessarbiter.reports.options import EventInfo
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, table_order, tiebreak_columns

STANDINGS_PAGE = "index.html"
CROSSTABLE_PAGE = "crosstable.html"


def round_page(rnd: int) -> str:
    return f"round-{rnd}.html"


def write_site(directory: Path, t: Tournament, standings: Sequence[Standing],
               chain: Sequence[str], info: EventInfo) -> list[Path]:
    """Write the pages of :func:`site_pages` into ``directory`` (made if missing), as UTF-8."""
    return write_pages(directory, site_pages(t, standings, chain, info))


def site_pages(t: Tournament, standings: Sequence[Standing], chain: Sequence[str],
               info: EventInfo) -> dict[str, str]:
    """File name → HTML: ``index.html`` (standings), ``crosstable.html`` and ``round-N.html``
    for every round that has pairings.

    Pass the tournament as the standings counted it (after ``apply_withdrawals``). A player
    whose results were annulled after an early withdrawal has "wd" as rank and no points.
    """
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    rounds = sorted({g.round for g in t.games} | {b.round for b in t.byes})
    nav = [(STANDINGS_PAGE, "Standings"), (CROSSTABLE_PAGE, "Crosstable"),
           *((round_page(r), f"Round {r}") for r in rounds)]
    identity = Identity.of(t.players)
    bodies = {
        STANDINGS_PAGE: ("Standings", _standings(t, ranked, codes, identity)),
        CROSSTABLE_PAGE: ("Crosstable", _crosstable(t, ranked, identity)),
        **{round_page(r): (f"Round {r}", _round(t, r)) for r in rounds},
    }
    return {name: _page(name, heading, content, nav, info, t)
            for name, (heading, content) in bodies.items()}


def _page(name: str, heading: str, content: str, nav: Nav, info: EventInfo,
          t: Tournament) -> str:
    return page(name, heading, content, nav, Masthead(info.name, info.place(), progress_text(t)))


def _css(align: str) -> str:
    return "name" if align == "LEFT" else ""


def _identity(identity: Identity, player: Player) -> list[Cell]:
    return [Cell(text, _css(column.align))
            for column, text in zip(identity.columns(), identity.cells(player), strict=True)]


def _identity_headers(identity: Identity) -> list[Cell]:
    return [Cell(c.header, _css(c.align)) for c in identity.columns()]


def _standings(t: Tournament, ranked: Mapping[int, Standing], codes: Sequence[str],
               identity: Identity) -> str:
    headers = [Cell("Rank"), Cell("No."), *_identity_headers(identity), Cell("Pts"),
               *(Cell(code) for code in codes)]
    rows = [
        [Cell(str(s.rank), "strong"), Cell(str(p.start_no)), *_identity(identity, p),
         Cell(number_text(s.points), "strong"),
         *(Cell(number_text(s.tiebreaks[code])) for code in codes)]
        if s is not None else
        [Cell(WITHDRAWN, "strong"), Cell(str(p.start_no)), *_identity(identity, p),
         Cell("", "strong"), *(Cell("") for _ in codes)]
        for p, s in table_order(t, ranked)
    ]
    annulled = len(ranked) < len(t.players)
    return table(headers, rows) + key([*tiebreak_items(codes),
                                         *([WITHDRAWN_ITEM] if annulled else [])])


def _crosstable(t: Tournament, ranked: Mapping[int, Standing], identity: Identity) -> str:
    players = sorted(t.players, key=lambda p: p.start_no)
    cells, notes = crosstable_cells(t), bye_notes(t)
    headers = [Cell("No."), *_identity_headers(identity),
               *(Cell(str(p.start_no)) for p in players for _ in range(t.cycles)),
               *([Cell("Bye")] if t.byes else []), Cell("Pts"), Cell("Rank")]
    rows = []
    for index, p in enumerate(players):
        own = range(index * t.cycles, (index + 1) * t.cycles)
        standing = ranked.get(p.start_no)
        rows.append([
            Cell(str(p.start_no)), *_identity(identity, p),
            *(Cell(text, "self" if k in own else "") for k, text in enumerate(cells[p.start_no])),
            *([Cell(notes[p.start_no])] if t.byes else []),
            Cell("" if standing is None else number_text(standing.points), "strong"),
            Cell(WITHDRAWN if standing is None else str(standing.rank), "strong"),
        ])
    return table(headers, rows, "crosstable") + key(crosstable_key(t, len(ranked) < len(players)))


def _round(t: Tournament, rnd: int) -> str:
    headers = [Cell("Bd"), Cell("No."), Cell("White", "name"), Cell("Rtg"), Cell("Result"),
               Cell("No."), Cell("Black", "name"), Cell("Rtg")]
    rows = []
    for game in t.round_games(rnd):
        white, black = t.by_start_no[game.white], t.by_start_no[game.black]
        rows.append([Cell(str(game.board)), *_side(white), Cell(result_text(game.result), "strong"),
                     *_side(black)])
    byes = t.byes_in(rnd)
    if not byes:
        return table(headers, rows)
    bye_rows = [[*_side(t.by_start_no[b.start_no]), Cell(BYE_TEXT[b.kind])] for b in byes]
    bye_headers = [Cell("No."), Cell("Player", "name"), Cell("Rtg"), Cell("")]
    return table(headers, rows) + table(bye_headers, bye_rows)


def _side(player: Player) -> list[Cell]:
    return [Cell(str(player.start_no)), Cell(player.name, "name"), Cell(rating_text(player.rating))]
