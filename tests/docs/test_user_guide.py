"""The user guide and the settings reference stay true to the program they describe.

The guide names tabs as ``**Name** tab`` and shows commands in ``sh`` blocks; this file checks
those against the real window and the real command-line parser, the pictures against
``docs/images/``, and ``docs/rules.md`` against every settings field and its default.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import fields
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from chessarbiter.cli.parsing import parse
from chessarbiter.core.league.match_rules import COLUMBUS_MATCH_RULES
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.settings import EventSettings
from chessarbiter.ui.common.prefs import Prefs
from chessarbiter.ui.event.main_window import MainWindow
from chessarbiter.ui.league.window import LeagueWindow

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDE = (DOCS / "user-guide.md").read_text(encoding="utf-8")
RULES = (DOCS / "rules.md").read_text(encoding="utf-8")

IMAGE = re.compile(r"\]\((images/[^)\s]+\.png)\)")
TAB = re.compile(r"\*\*([^*]+)\*\* tab\b")
SH_BLOCK = re.compile(r"```sh\n(.*?)```", re.DOTALL)


def guide_commands() -> list[list[str]]:
    """The words after ``chessarbiter`` of every command line in the guide's ``sh`` blocks."""
    commands = []
    for block in SH_BLOCK.findall(GUIDE):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words and words[0].endswith("chessarbiter"):
                commands.append(words[1:])
    return commands


def tab_titles(qtbot: QtBot, tmp_path: Path) -> list[str]:
    """The tabs of the championship window and of the league window."""
    prefs = Prefs(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    titles = []
    for window in (MainWindow(prefs), LeagueWindow(prefs)):
        qtbot.addWidget(window)
        # "Pairings && &Results" is shown as "Pairings & Results"
        titles += [window.tabs.tabText(i).replace("&&", "\0").replace("&", "").replace("\0", "&")
                   for i in range(window.tabs.count())]
    return titles


def test_the_guide_has_pictures_and_commands_to_check() -> None:
    """The patterns below find something, so the other tests cannot pass by matching nothing."""
    assert len(IMAGE.findall(GUIDE)) >= 10
    assert len(TAB.findall(GUIDE)) >= 3
    assert len(guide_commands()) >= 10


@pytest.mark.parametrize("image", sorted(set(IMAGE.findall(GUIDE))))
def test_every_picture_exists(image: str) -> None:
    assert (DOCS / image).is_file(), \
        f"docs/user-guide.md shows {image}; run docs/make_screenshots.py"


def test_every_tab_named_is_a_tab_of_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    titles = tab_titles(qtbot, tmp_path)
    named = set(TAB.findall(GUIDE))
    assert named <= set(titles), f"the guide names tabs the window lacks: {named - set(titles)}"


def test_every_tab_of_the_window_is_in_the_guide(qtbot: QtBot, tmp_path: Path) -> None:
    missing = set(tab_titles(qtbot, tmp_path)) - set(TAB.findall(GUIDE))
    assert not missing, f"docs/user-guide.md does not describe the tab(s) {sorted(missing)}"


@pytest.mark.parametrize("words", guide_commands(), ids=" ".join)
def test_every_command_shown_parses(words: list[str]) -> None:
    try:
        parse(words)
    except SystemExit:
        pytest.fail(f"the guide shows a command the program refuses: "
                    f"chessarbiter {shlex.join(words)}")


def as_written(value: object) -> str:
    """How the settings reference writes a default."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "(unset)"
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, tuple):
        return ", ".join(as_written(v) for v in value) if value else "(none)"
    return str(value) if value != "" else "(empty)"


def reference_rows(*headings: str) -> dict[str, str]:
    """``name -> default`` from the tables under each ``### heading`` in docs/rules.md."""
    out = {}
    for heading in headings:
        start = RULES.index(f"### {heading}")
        end = RULES.find("\n#", start + 1)
        section = RULES[start:end if end != -1 else None]
        out |= dict(re.findall(r"^\| `(\w+)` \| ([^|]*?) \|", section, re.MULTILINE))
    return out


# A season's settings are one record: its own table and the match-night one together.
@pytest.mark.parametrize(("headings", "defaults"), [
    (("Event settings",), EventSettings()),
    (("League season settings", "League match-night rules"), COLUMBUS_2011_12),
    (("League match-night rules",), COLUMBUS_MATCH_RULES),
], ids=["event", "league", "match-night"])
def test_rules_page_lists_every_setting_with_its_default(headings: tuple[str, ...],
                                                         defaults: object) -> None:
    heading = " + ".join(headings)
    rows = reference_rows(*headings)
    for field in fields(defaults):  # type: ignore[arg-type]
        assert field.name in rows, f"docs/rules.md, {heading}: setting {field.name} is missing"
        assert rows[field.name] == as_written(getattr(defaults, field.name)), \
            f"docs/rules.md, {heading}: the default of {field.name} is out of date"
    unknown = set(rows) - {f.name for f in fields(defaults)}  # type: ignore[arg-type]
    assert not unknown, f"docs/rules.md, {heading}: no such setting {sorted(unknown)}"


def test_the_league_settings_meanings_are_the_program_s() -> None:
    """docs/rules.md's league tables say what Season ▸ Settings… says: their meaning column is
    written from chessarbiter/core/league/setting_meanings.py by docs/settings_tables.py, and
    every setting of a season has a meaning there."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("settings_tables",
                                                  DOCS / "settings_tables.py")
    assert spec is not None and spec.loader is not None
    tables = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tables)
    assert tables.rewritten(RULES) == RULES, "run .venv/bin/python docs/settings_tables.py"
    from chessarbiter.core.league.setting_meanings import MEANINGS

    assert set(MEANINGS) == {f.name for f in fields(COLUMBUS_2011_12)}
