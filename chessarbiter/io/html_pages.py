"""What every published web page shares: the one template (inline style sheet, no scripts,
nothing loaded from elsewhere), the navigation between pages, escaped tables and keys.

Every piece of text typed by a person is escaped here, so the sites built on this cannot
forget to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from string import Template

from chessarbiter.io.atomic import OutputError, write_files
from chessarbiter.resources import resource_path

Nav = Sequence[tuple[str, str]]  # (file name, label) of every page, in menu order


@dataclass(frozen=True, slots=True)
class Cell:
    """One table cell: plain text (escaped when written) and its CSS class."""

    text: str
    css: str = ""


@dataclass(frozen=True, slots=True)
class Masthead:
    """What heads every page of a site: its name, a line under it (place and dates) and how
    far the event has got."""

    name: str
    meta: str
    progress: str


@cache
def _template() -> Template:
    return Template(resource_path("templates", "site-page.html").read_text(encoding="utf-8"))


def page(name: str, heading: str, content: str, nav: Nav, head: Masthead) -> str:
    """The whole page ``name`` with the link to itself marked current; ``content`` is HTML."""
    links = "".join(
        f'<a href="{escape(href)}"{attribute("aria-current", "page" if href == name else "")}>'
        f"{escape(label)}</a>"
        for href, label in nav
    )
    return _template().substitute(
        title=escape(f"{heading} – {head.name}"), event=escape(head.name),
        meta=escape(head.meta), nav=links, heading=escape(heading),
        progress=escape(head.progress), content=content,
    )


def write_pages(directory: Path, pages: Mapping[str, str]) -> list[Path]:
    """Write ``pages`` (file name → HTML) into ``directory`` (made if missing), as UTF-8, all
    whole before any replaces an older page."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{directory}: cannot write ({exc.strerror})") from None
    return write_files({directory / name: text.encode("utf-8") for name, text in pages.items()})


def attribute(name: str, value: str) -> str:
    """` name="value"`, or nothing for an empty value."""
    return f' {name}="{escape(value)}"' if value else ""


def table(headers: Sequence[Cell], rows: Sequence[Sequence[Cell]], css: str = "") -> str:
    def cells(tag: str, row: Sequence[Cell]) -> str:
        return "".join(f"<{tag}{attribute('class', c.css)}>{escape(c.text)}</{tag}>"
                       for c in row)

    head = f"<thead><tr>{cells('th', headers)}</tr></thead>"
    body = "".join(f"<tr>{cells('td', row)}</tr>" for row in rows)
    return (f'<div class="scroll"><table{attribute("class", css)}>{head}<tbody>{body}</tbody>'
            "</table></div>\n")


def key(items: Sequence[tuple[str, str]]) -> str:
    """A definition list of code and meaning, or nothing when there is nothing to explain."""
    terms = "".join(f"<dt>{escape(code)}</dt><dd>{escape(meaning)}</dd>"
                    for code, meaning in items)
    return f'<dl class="key">{terms}</dl>\n' if terms else ""


def subheading(text: str) -> str:
    return f"<h3>{escape(text)}</h3>\n"
