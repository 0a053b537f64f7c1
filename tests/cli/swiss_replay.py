"""Run a golden Swiss tournament (paired by bbpPairings, see tests/fixtures/swiss/README.md)
through the command line, round by round, as an arbiter would: players registered in any
order, byes asked for, late entries, withdrawals, ``pair --next``, every result typed.

Each round's pairing is compared with the file's (by name: a late entry moves later numbers).
"""

from __future__ import annotations

import random
from typing import Any

from chessarbiter.core.swiss import Colour
from tests.cli.conftest import Cli
from tests.core.swiss.golden import Golden

RESULT_TEXT = {("1", "0"): "1-0", ("0", "1"): "0-1", ("=", "="): "1/2-1/2",
               ("+", "-"): "+-", ("-", "+"): "-+", ("-", "-"): "--"}
BYE_WORD = {"H": "half", "Z": "zero", "F": "full"}


def ok(cli: Cli, *args: str) -> Any:
    outcome = cli(*args, "--json")
    assert outcome.code == 0, (args, outcome.err)
    return outcome.data


def late_entries(golden: Golden) -> dict[int, int]:
    """Start number → the round a late entrant first plays (zero-point byes before it)."""
    out = {}
    for s, cells in golden.cells.items():
        first = next((r for r, c in sorted(cells.items()) if c[2] != "Z"), None)
        if first is not None and 2 <= first <= 3 and all(
                cells[r][2] == "Z" for r in range(1, first)):
            out[s] = first
    return out


def register(cli: Cli, golden: Golden, numbers: list[int]) -> None:
    by_no = {p.start_no: p for p in golden.players}
    for s in numbers:
        ok(cli, "add-player", "--name", by_no[s].name, "--fide-rating",
           str(by_no[s].fide_rating))


def numbers(cli: Cli, golden: Golden) -> dict[int, int]:
    """The file's start number → the program's, of the players registered so far."""
    mine = {p["name"]: p["start_no"] for p in ok(cli, "players")["players"]}
    return {p.start_no: mine[p.name] for p in golden.players if p.name in mine}


def replay(cli: Cli, golden: Golden, seed: int = 0, *settings: str,
           late: bool = True) -> list[dict[str, Any]]:
    """Every round as ``pair --next --json`` printed it; asserts each equals the file's.
    ``settings``: ``KEY=VALUE`` for ``settings --set`` before the players come; ``late``
    False registers the late entrants at once, with zero-point byes asked for until they
    come (as the file's engine counted them from round 1)."""
    colour = "white" if golden.initial is Colour.WHITE else "black"
    ok(cli, "new-event", "--name", golden.name, "--system", "swiss-dutch",
       "--rounds", str(golden.rounds), "--initial-colour", colour)
    for item in settings:
        ok(cli, "settings", "--set", item)
    late_at = late_entries(golden) if late else {}
    first = [s for s in golden.cells if s not in late_at]
    random.Random(seed).shuffle(first)  # the program numbers them in the initial order
    register(cli, golden, first)
    gone: set[int] = set()
    rounds = []
    for rnd in range(1, golden.rounds + 1):
        register(cli, golden, sorted(s for s, r in late_at.items() if r == rnd and rnd > 1))
        _absences(cli, golden, rnd, numbers(cli, golden), late_at, gone)
        shown = ok(cli, "pair", "--next")  # round 1 numbers the players in the initial order
        theirs = {v: k for k, v in numbers(cli, golden).items()}
        expected = golden.expected(rnd)
        got = {(theirs[b["white"]], theirs[b["black"]]) for b in shown["pairings"]}
        bye = theirs.get(shown["bye"]) if shown["bye"] is not None else None
        assert (sorted(got), bye) == (sorted(expected.pairs), expected.bye), (
            f"{golden.name}, round {rnd}")
        for b in shown["pairings"]:
            w, k = theirs[b["white"]], theirs[b["black"]]
            text = RESULT_TEXT[(golden.cells[w][rnd][2], golden.cells[k][rnd][2])]
            ok(cli, "result", "--round", str(rnd), "--board", str(b["board"]), text)
        rounds.append(shown)
    return rounds


def _absences(cli: Cli, golden: Golden, rnd: int, mine: dict[int, int], late: dict[int, int],
              gone: set[int]) -> None:
    """Withdrawals reached by ``rnd`` and the byes asked for in it."""
    for s, cells in golden.cells.items():
        if late.get(s, 1) > rnd or s in gone:
            continue
        withdrawn = golden._withdrawn(s, rnd)
        if withdrawn is not None:
            ok(cli, "withdraw", "--start-no", str(mine[s]), "--after-round", str(withdrawn))
            gone.add(s)
        elif cells.get(rnd, (1, "", ""))[0] == 0 and cells[rnd][2] in BYE_WORD:
            ok(cli, "bye", "--start-no", str(mine[s]), "--round", str(rnd),
               "--kind", BYE_WORD[cells[rnd][2]])
