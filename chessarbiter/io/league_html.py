"""The league season's web pages (rule 23: standings posted by the end of each month):
standings, schedule, one page of results per round and the board prizes, every section on
each page, linked to one another. Offline, escaped and free of contact details, as
:mod:`.html_pages` and :mod:`.league_tables` make them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from chessarbiter.io.html_pages import Cell, Masthead, key, page, subheading, table, write_pages
from chessarbiter.io.league_tables import (
    PRIZE_HEADINGS,
    RESULT_HEADINGS,
    SCHEDULE_HEADINGS,
    STANDINGS_KEY,
    LeagueTables,
    Value,
    match_rows,
    prize_rows,
    rounds_played,
    schedule_rows,
    section_matches,
    standings_headings,
    standings_rows,
    team_prize_lines,
    text,
)

STANDINGS_PAGE = "index.html"
SCHEDULE_PAGE = "schedule.html"
PRIZES_PAGE = "prizes.html"
_NAME_COLUMNS = {"Team", "White", "Black", "Player"}


def round_page(rnd: int) -> str:
    return f"round-{rnd}.html"


def write_league_site(directory: Path, tables: LeagueTables) -> list[Path]:
    """Write the pages of :func:`league_pages` into ``directory`` (made if missing)."""
    return write_pages(directory, league_pages(tables))


def league_pages(tables: LeagueTables) -> dict[str, str]:
    """File name → HTML: ``index.html`` (standings), ``schedule.html``, ``round-N.html`` for
    every round with a match whose lineups are in, and ``prizes.html``."""
    rounds = rounds_played(tables)
    nav = [(STANDINGS_PAGE, "Standings"), (SCHEDULE_PAGE, "Schedule"),
           *((round_page(r), f"Round {r}") for r in rounds), (PRIZES_PAGE, "Board prizes")]
    bodies = {
        STANDINGS_PAGE: ("Standings", _standings(tables)),
        SCHEDULE_PAGE: ("Schedule", _schedule(tables)),
        **{round_page(r): (f"Round {r}", _round(tables, r)) for r in rounds},
        PRIZES_PAGE: ("Board prizes", _prizes(tables)),
    }
    head = Masthead(tables.title, tables.meta(), tables.progress())
    return {name: page(name, heading, content, nav, head)
            for name, (heading, content) in bodies.items()}


def _headers(names: Sequence[str]) -> list[Cell]:
    return [Cell(n, "name" if n in _NAME_COLUMNS else "") for n in names]


def _row(headers: Sequence[Cell], values: Sequence[Value], css: str = "") -> list[Cell]:
    return [Cell(text(v), css or h.css) for h, v in zip(headers, values, strict=True)]


def _standings(tables: LeagueTables) -> str:
    out = ""
    for section in tables.sections:
        headers = _headers(standings_headings(section.standings))
        rows = [_row(headers, r) for r in standings_rows(section.standings)]
        out += subheading(f"Section {section.name}") + table(headers, rows)
        lines = team_prize_lines(section)
        if lines:
            out += table([Cell("Team prizes (rules 26-27)", "name")],
                         [[Cell(line, "name")] for line in lines])
    return out + key(STANDINGS_KEY)


def _schedule(tables: LeagueTables) -> str:
    headers = _headers(SCHEDULE_HEADINGS)
    return "".join(
        subheading(f"Section {s.name}")
        + table(headers, [_row(headers, r) for r in schedule_rows(s.schedule)])
        for s in tables.sections if s.schedule is not None)


def _round(tables: LeagueTables, rnd: int) -> str:
    headers = _headers(RESULT_HEADINGS[2:])
    out = ""
    for section in tables.sections:
        rows: list[list[Cell]] = []
        for match in section_matches(section, rnd):
            head, boards = match_rows(match, tables)
            rows.append(_row(headers, head[2:], "strong"))
            rows += [_row(headers, b[2:]) for b in boards]
        if rows:
            day = section_matches(section, rnd)[0].on.isoformat()
            out += subheading(f"Section {section.name} – {day}") + table(headers, rows)
    return out


def _prizes(tables: LeagueTables) -> str:
    headers = _headers(PRIZE_HEADINGS)
    return "".join(
        subheading(f"Section {s.name}")
        + table(headers, [_row(headers, r) for r in prize_rows(s.boards, tables)])
        for s in tables.sections)
