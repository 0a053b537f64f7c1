"""A folder of static web pages for the event's website: standings, crosstable and one page per
round of pairings and results.

The pages work offline and anywhere: one inline style sheet, no scripts, no fonts or images
from elsewhere. Every piece of text typed by a person is escaped, and only what the wall
charts show is published (title, name, rating, federation): no IDs, birth dates or contact
details.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from string import Template

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Standing, Tournament
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
from chessarbiter.resources import resource_path

STANDINGS_PAGE = "index.html"
CROSSTABLE_PAGE = "crosstable.html"


@dataclass(frozen=True, slots=True)
class Cell:
    """One table cell: plain text (escaped when written) and its CSS class."""

    text: str
    css: str = ""


def round_page(rnd: int) -> str:
    return f"round-{rnd}.html"


def write_site(directory: Path, t: Tournament, standings: Sequence[Standing],
               chain: Sequence[str], info: EventInfo) -> list[Path]:
    """Write the pages of :func:`site_pages` into ``directory`` (made if missing), as UTF-8."""
    pages = site_pages(t, standings, chain, info)
    directory.mkdir(parents=True, exist_ok=True)
    for name, text in pages.items():
        (directory / name).write_text(text, encoding="utf-8", newline="\n")
    return [directory / name for name in pages]


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


@cache
def _template() -> Template:
    return Template(resource_path("templates", "site-page.html").read_text(encoding="utf-8"))


def _page(name: str, heading: str, content: str, nav: Sequence[tuple[str, str]],
          info: EventInfo, t: Tournament) -> str:
    links = "".join(
        f'<a href="{escape(href)}"{_attribute("aria-current", "page" if href == name else "")}>'
        f"{escape(label)}</a>"
        for href, label in nav
    )
    return _template().substitute(
        title=escape(f"{heading} – {info.name}"), event=escape(info.name),
        meta=escape(info.place()),
        nav=links, heading=escape(heading), progress=escape(progress_text(t)), content=content,
    )


def _attribute(name: str, value: str) -> str:
    """` name="value"`, or nothing for an empty value."""
    return f' {name}="{escape(value)}"' if value else ""


def _table(headers: Sequence[Cell], rows: Sequence[Sequence[Cell]], css: str = "") -> str:
    def cells(tag: str, row: Sequence[Cell]) -> str:
        return "".join(f"<{tag}{_attribute('class', c.css)}>{escape(c.text)}</{tag}>"
                       for c in row)

    head = f"<thead><tr>{cells('th', headers)}</tr></thead>"
    body = "".join(f"<tr>{cells('td', row)}</tr>" for row in rows)
    return (f'<div class="scroll"><table{_attribute("class", css)}>{head}<tbody>{body}</tbody>'
            "</table></div>\n")


def _css(align: str) -> str:
    return "name" if align == "LEFT" else ""


def _identity(identity: Identity, player: Player) -> list[Cell]:
    return [Cell(text, _css(column.align))
            for column, text in zip(identity.columns(), identity.cells(player), strict=True)]


def _identity_headers(identity: Identity) -> list[Cell]:
    return [Cell(c.header, _css(c.align)) for c in identity.columns()]


def _key(items: Sequence[tuple[str, str]]) -> str:
    """A definition list of code and meaning, or nothing when there is nothing to explain."""
    terms = "".join(f"<dt>{escape(code)}</dt><dd>{escape(meaning)}</dd>"
                    for code, meaning in items)
    return f'<dl class="key">{terms}</dl>\n' if terms else ""


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
    return _table(headers, rows) + _key([*tiebreak_items(codes),
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
    key = crosstable_key(t, annulled=len(ranked) < len(players))
    return _table(headers, rows, "crosstable") + _key(key)


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
        return _table(headers, rows)
    bye_rows = [[*_side(t.by_start_no[b.start_no]), Cell(BYE_TEXT[b.kind])] for b in byes]
    bye_headers = [Cell("No."), Cell("Player", "name"), Cell("Rtg"), Cell("")]
    return _table(headers, rows) + _table(bye_headers, bye_rows)


def _side(player: Player) -> list[Cell]:
    return [Cell(str(player.start_no)), Cell(player.name, "name"), Cell(rating_text(player.rating))]
