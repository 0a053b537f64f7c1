"""``print`` offers a Swiss event's pairing sheet by name and its wall chart (the window's
printouts, from the same rendering path), on Letter and A4.

The event is Mario Held's published 14-player, 5-round example (the fixture
tests/fixtures/swiss/examples/held-2014.json cites it), entered through the command line:
every expected name, colour, opponent and cell below is worked out from the published
pairings and results, not from the program's output.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from tests.cli.conftest import Cli
from tests.core.swiss.test_published_examples import _held
from tests.reports.pdftext import rows

# the chart's result signs (a won game "+", drawn "=", lost "−"; a forfeit "+F" / "−F")
_SIGN = {"1-0": ("+", "−"), "0-1": ("−", "+"), "1/2-1/2": ("=", "="), "-+": ("−F", "+F")}
_RESULT = {"1/2-1/2": "1/2-1/2", "1-0": "1-0", "0-1": "0-1", "-+": "-+"}
_PAPER = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


@pytest.fixture
def held(cli: Cli) -> dict[str, Any]:
    """The example entered as an arbiter would: players in the file's order, round by round
    the absence asked for, ``pair --next`` (checked against the published pairs), results."""
    data = _held()
    assert cli("new-event", "--name", "Held 2014", "--system", "swiss-dutch", "--rounds",
               str(data["rounds"]), "--initial-colour", "white").code == 0
    for name, rating, title in data["entrants"]:
        assert cli("add-player", "--name", name, "--fide-rating", str(rating),
                   "--title", title).code == 0
    for played in data["played"]:
        rnd = played["round"]
        for s in played["absent"]:
            assert cli("bye", "--start-no", str(s), "--round", str(rnd), "--kind",
                       "zero").code == 0
        shown = cli("pair", "--next", "--json").data
        boards = {(b["white"], b["black"]): b["board"] for b in shown["pairings"]}
        assert set(boards) == {(w, b) for w, b, _ in played["games"]}, rnd
        for w, b, result in played["games"]:
            if result is not None:
                assert cli("result", "--round", str(rnd), "--board", str(boards[(w, b)]),
                           _RESULT[result]).code == 0
    return data


def _printed(cli: Cli, tmp_path: Path, *words: str) -> list[list[list[str]]]:
    path = tmp_path / f"{'-'.join(words)}.pdf"
    out = cli("print", *words, "-o", str(path))
    assert out.code == 0, out.err
    box = PdfReader(path).pages[0].mediabox
    size = (float(box.width), float(box.height))
    assert sorted(size) == pytest.approx(sorted(_PAPER[words[-1]]), abs=0.1)
    return rows(path.read_bytes())


def _points_before(data: dict[str, Any], rnd: int) -> dict[int, float]:
    """Points from the published results of the rounds before ``rnd`` (a zero-point absence
    scores nothing, the pairing-allocated bye a win's point: C.04.1)."""
    points = dict.fromkeys(range(1, len(data["entrants"]) + 1), 0.0)
    for played in data["played"][: rnd - 1]:
        for w, b, result in played["games"]:
            points[w] += {"1-0": 1, "0-1": 0, "1/2-1/2": 0.5, "-+": 0}[result]
            points[b] += {"1-0": 0, "0-1": 1, "1/2-1/2": 0.5, "-+": 1}[result]
        if played["bye"] is not None:
            points[played["bye"]] += 1
    return points


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_pairing_sheet_by_name_lists_everyone_alphabetically(
        cli: Cli, held: dict[str, Any], tmp_path: Path, paper: str) -> None:
    names = held["pairing_numbers"]  # pairing number k is names[k - 1]
    pages = _printed(cli, tmp_path, "pairings-by-name", "--round", "5", "--paper", paper)
    lines = [line for page in pages for line in page]
    listed = [line[0] for line in lines if line and line[0] in names]
    assert listed == sorted(names)  # "alphabetical": the names are single words here
    before = _points_before(held, 5)
    first = {line[0]: line for line in lines if line and line[0] in names}
    for w, b, _ in held["played"][4]["games"]:
        for me, other, colour in ((w, b, "White"), (b, w, "Black")):
            line = first[names[me - 1]]
            assert line[1:4:2] == [str(me), _points(before[me])], line
            assert line[-4:] == [colour, str(other), names[other - 1],
                                 _points(before[other])], line


def _points(value: float) -> str:
    """3.5 as the sheets write it: 3½ (½ alone for a half)."""
    whole = int(value)
    return (str(whole) if whole or value == whole else "") + ("½" if value != whole else "")


def _cell(opponent: int, colour: str, sign: str) -> str:
    return f"{colour}{opponent} {sign}"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_wall_chart_has_a_cell_per_round(cli: Cli, held: dict[str, Any], tmp_path: Path,
                                             paper: str) -> None:
    names = held["pairing_numbers"]
    pages = _printed(cli, tmp_path, "swiss-chart", "--paper", paper)
    expected: dict[int, list[str]] = {k: [] for k in range(1, len(names) + 1)}
    for played in held["played"][:4]:
        seen = set()
        for w, b, result in played["games"]:
            white, black = _SIGN[result]
            expected[w].append(_cell(b, "W", white))
            expected[b].append(_cell(w, "B", black))
            seen |= {w, b}
        for s in played["absent"]:
            expected[s].append("bye 0")
        if played["bye"] is not None:
            expected[played["bye"]].append("PAB 1")
        assert seen | set(played["absent"]) | {played["bye"]} - {None} == set(expected)
    for k, cells in expected.items():
        line = next(line for page in pages for line in page
                    if line[:1] == [str(k)] and names[k - 1] in line)
        at = line.index(names[k - 1])  # then the rating, then a cell per round
        assert line[at + 2:at + 6] == cells, line


def test_a_round_robin_prints_its_crosstable_instead(cli: Cli, tmp_path: Path) -> None:
    cli("new-event", "--name", "Club")
    for name in ("Ames, Dana", "Bell, Kim", "Cole, Sam", "Dunn, Lee"):
        cli("add-player", "--name", name)
    cli("pair")
    refused = cli("print", "swiss-chart", "-o", str(tmp_path / "chart.pdf"))
    assert refused.code == 1
    assert refused.err.endswith("swiss-chart is a Swiss event's printout; a round robin "
                                "prints its crosstable\n")
    assert not (tmp_path / "chart.pdf").exists()
