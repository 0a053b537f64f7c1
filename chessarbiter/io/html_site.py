"""A folder of static web pages for the event's website: standings, crosstable and one page per
round of pairings and results.

The pages work offline and anywhere: one inline style sheet, no scripts, no fonts or images
from elsewhere. Every piece of text typed by a person is escaped, and only what the wall
charts show is published (title, name, rating, federation): no IDs, birth dates or contact
details.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from pathlib import Path

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.swiss_chart import swiss_chart_cells, swiss_chart_key
from chessarbiter.core.tournament import ByeKind, Standing, Tournament
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
    board_text,
    number_text,
    tiebreak_items,
)
from chessarbiter.reports.identity import RATING_TITLES, Identity
from chessarbiter.reports.options import EventInfo
from chessarbiter.reports.progress import progress_text
from chessarbiter.reports.ranking import standings_by_start_no, table_order, tiebreak_columns

STANDINGS_PAGE = "index.html"
CROSSTABLE_PAGE = "crosstable.html"


def round_page(rnd: int) -> str:
    return f"round-{rnd}.html"


def write_site(directory: Path, boards: EventBoards, standings: Sequence[Standing],
               chain: Sequence[str], info: EventInfo) -> list[Path]:
    """Write the pages of :func:`site_pages` into ``directory`` (made if missing), as UTF-8."""
    return write_pages(directory, site_pages(boards, standings, chain, info))


def site_pages(boards: EventBoards, standings: Sequence[Standing], chain: Sequence[str],
               info: EventInfo) -> dict[str, str]:
    """File name → HTML: ``index.html`` (standings), ``crosstable.html`` and ``round-N.html``
    for every round that has pairings.

    Standings and crosstable count what the standings count (``boards.counted``); a round
    page shows every board as :mod:`chessarbiter.core.boards` reads it. A player whose results
    were annulled after an early withdrawal has "wd" as rank and no points.
    """
    t = boards.counted
    codes = tiebreak_columns(chain)
    ranked = standings_by_start_no(t, standings, codes)
    rounds = sorted({s.round for s in boards.boards})
    nav = [(STANDINGS_PAGE, "Standings"),
           (CROSSTABLE_PAGE, "Wall chart" if t.swiss else "Crosstable"),
           *((round_page(r), f"Round {r}") for r in rounds)]
    identity = Identity.of(t.players, info.rating_shown)
    bodies = {
        STANDINGS_PAGE: ("Standings", _standings(t, ranked, codes, identity)),
        CROSSTABLE_PAGE: (("Wall chart", _wall_chart(t, ranked, identity, rounds)) if t.swiss
                          else ("Crosstable", _crosstable(t, ranked, identity))),
        **{round_page(r): (f"Round {r}", _round(boards, r, info.rating_shown)) for r in rounds},
    }
    return {name: _page(name, heading, content, nav, info, t)
            for name, (heading, content) in bodies.items()}


def _page(name: str, heading: str, content: str, nav: Nav, info: EventInfo,
          t: Tournament) -> str:
    notice = f'<p class="notice">{escape(info.notice)}</p>' if info.notice else ""
    return page(name, heading, notice + content, nav,
                Masthead(info.name, info.place(), progress_text(t)))


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


def _wall_chart(t: Tournament, ranked: Mapping[int, Standing], identity: Identity,
                rounds: Sequence[int]) -> str:
    """A Swiss event's chart: one column per round (see :mod:`chessarbiter.core.swiss_chart`)."""
    cells = swiss_chart_cells(t, max(rounds, default=0))
    headers = [Cell("No."), *_identity_headers(identity),
               *(Cell(f"R{r}") for r in range(1, max(rounds, default=0) + 1)),
               Cell("Pts"), Cell("Rank")]
    rows = []
    for p in sorted(t.players, key=lambda p: p.start_no):
        standing = ranked.get(p.start_no)
        rows.append([
            Cell(str(p.start_no)), *_identity(identity, p),
            *(Cell(text) for text in cells[p.start_no]),
            Cell("" if standing is None else number_text(standing.points), "strong"),
            Cell(WITHDRAWN if standing is None else str(standing.rank), "strong"),
        ])
    return table(headers, rows, "crosstable") + key(swiss_chart_key(t))


def _round(boards: EventBoards, rnd: int, shown: str) -> str:
    t = boards.source
    rating = RATING_TITLES[shown]
    headers = [Cell("Bd"), Cell("No."), Cell("White", "name"), Cell(rating), Cell("Result"),
               Cell("No."), Cell("Black", "name"), Cell(rating)]
    rows = []
    for game in boards.games(rnd):
        assert game.black is not None
        white, black = t.by_start_no[game.white], t.by_start_no[game.black]
        rows.append([Cell(str(game.board)), *_side(white, shown),
                     Cell(board_text(game), "strong"), *_side(black, shown)])
    byes = [b for b in boards.round(rnd) if not b.is_game]
    if not byes:
        return table(headers, rows)
    bye_rows = [[*_side(t.by_start_no[b.white], shown), Cell(BYE_TEXT[b.bye or ByeKind.FREE])]
                for b in byes]
    bye_headers = [Cell("No."), Cell("Player", "name"), Cell(rating), Cell("")]
    return table(headers, rows) + table(bye_headers, bye_rows)


def _side(player: Player, shown: str) -> list[Cell]:
    return [Cell(str(player.start_no)), Cell(player.name, "name"),
            Cell(player.rating_label(shown))]
