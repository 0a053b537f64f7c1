"""Every championship command answers a person in words without --json: sentences or tables,
never a Python dict, list, None or a traceback, and "1 game", never "1 games".

The commands are the ones the program itself lists (its answer to an unknown command), so a
new command without an entry below fails here until it is given one.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.cli.conftest import Cli

# the window; the league's commands (tests/cli/league); a Swiss event's bye and swap, which a
# round robin refuses (the Swiss commands' own tests)
LEFT_OUT = {"gui", "league", "bye", "swap"}
_PYTHON = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|Traceback|Error:|<\w+ object")
_ONE_MANY = re.compile(r"\b1 (players|games|results|rounds|incidents|moves|minutes|boards"
                       r"|points|prizes|fines|seconds)\b")


def commands(cli: Cli) -> set[str]:
    listed = cli("no-such-command").err
    return set(re.findall(r"'([a-z-]+)'", listed.split("choose from", 1)[1]))


def script(tmp: Path) -> list[tuple[str, ...]]:
    """A four-player US Junior Closed from registration to the play-off and a correction;
    all games drawn, so all four tie and play two Armageddon semi-finals."""
    trf = str(tmp / "event.trf")
    (tmp / "batch.txt").write_text("players\nstandings\n", encoding="utf-8")
    steps: list[tuple[str, ...]] = [
        ("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior",
         "--start-date", "2015-07-08"),
        *(("add-player", "--name", f"Player, No{n}", "--uscf-rating", str(2400 - n))
          for n in range(1, 5)),
        ("add-player", "--name", "Extra, Five"), ("remove-player", "5", "--name", "Extra, Five"),
        ("players",), ("draw-lots", "--seed", "7"), ("settings",),
        ("settings", "--set", "prize_amounts=1000,500"), ("pair",),
        ("pairings", "--round", "1"), ("result", "--round", "1", "--board", "1", "1-0"),
        ("result", "--round", "1", "--board", "1", "1/2-1/2", "--moves", "20"),
        ("timecontrol", "parse", "40/90, SD/30; +30"),
        ("penalty", "time", "--remaining", "12:00"),
        ("incident", "add", "--round", "1", "--start-no", "2", "--kind", "late",
         "--minutes-late", "5", "--at", "19:05"),
        ("incident", "list"), ("incident", "decide", "1", "--decision", "warning"),
        ("playoff", "plan"), ("standings",), ("prizes",),
    ]
    steps += [("result", "--round", str(r), "--board", str(b), "1/2-1/2", "--moves", "40")
              for r in (1, 2, 3) for b in (1, 2)][1:]
    steps += [
        ("pairings", "--all"), ("standings",), ("playoff", "plan"), ("playoff", "start"),
        ("playoff", "bid", "semi-final-1", "3", "9:00"),
        ("playoff", "bid", "semi-final-1", "2", "8:00"),
        ("playoff", "colour", "semi-final-1", "2", "black"),
        ("playoff", "result", "semi-final-1", "1-0", "--game", "1"),
        ("result", "--round", "3", "--board", "2", "1-0", "--confirm"),
        ("standings",), ("playoff", "plan"), ("prizes",), ("playoff", "keep"),
        ("playoff", "reset"), ("withdraw", "--start-no", "4", "--after-round", "3"),
        ("audit", "--limit", "3"), ("print", "standings", "-o", str(tmp / "s.pdf")),
        ("export", "html", "-o", str(tmp / "site")), ("export", "trf", "-o", trf),
        ("export", "uscf", "-o", str(tmp / "uscf")), ("export-trf", "-o", trf),
        ("import-trf", trf), ("batch", str(tmp / "batch.txt")),
    ]
    return steps


def test_every_command_answers_in_words(cli: Cli, tmp_path: Path) -> None:
    ran: set[str] = set()
    problems: list[str] = []
    for args in script(tmp_path):
        done = cli(*args, db=tmp_path / ("copy.chessarbiter" if args[0] == "import-trf"
                                         else "event.chessarbiter"))
        ran.add(args[0])
        said = done.out + done.err
        if not said.strip():
            problems.append(f"{' '.join(args)}: says nothing")
        for pattern in (_PYTHON, _ONE_MANY):
            if found := pattern.search(said):
                problems.append(f"{' '.join(args)}: {found[0]!r} in\n{said}")
    assert not problems, "\n".join(problems)
    assert commands(cli) - LEFT_OUT - ran == set()
