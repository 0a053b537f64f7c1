"""The command table: every command of ``chessarbiter``, where its code lives, and what it does
to the event file.

A run imports only the modules its one command names, so ``result`` loads the championship's
services and never the league's, ``timecontrol`` no storage at all, and the parser builds the
options of that command alone. Registering a command is one line here; a place is written
``"module"`` (the function named after the command, ``-`` read as ``_``) or
``"module:function"``, under :mod:`chessarbiter.cli`.

Standard library only: this module loads on every run.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

PACKAGE = "chessarbiter.cli"


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    help: str
    #: runs it: ``(args) -> JSON-able answer``
    run: str
    #: the answer as text for a person: ``(answer) -> str``
    text: str
    #: adds its options to its parser: ``(parser) -> None``; None: it has none
    arguments: str | None = "arguments"
    #: ``"read"`` (no lock, the store refuses writes), ``"write"``, or a place that decides
    #: from the arguments: ``(args) -> "read" | "write"``
    access: str = "write"
    #: takes ``--event N``
    event: bool = True
    #: a first answer without storage, or a write without SQLAlchemy (``(args) -> answer |
    #: None``; None steps aside for the ordinary path)
    quick: str | None = None


COMMANDS: tuple[Command, ...] = (
    Command("new-event", "create an event from a preset", "event_commands", "event_text",
            event=False),
    Command("add-player", "register a player", "event_commands", "event_text"),
    Command("remove-player", "take a player off the list (before the schedule is made; in a "
            "Swiss, a late entry not yet paired)", "event_commands", "event_text"),
    Command("players", "list the players", "event_commands", "standings_text", None,
            "read", quick="fast_read:try_fast_read"),
    Command("draw-lots", "give start numbers at random (the seed is recorded)",
            "event_commands", "standings_text"),
    Command("withdraw", "record that a player withdrew", "event_commands", "event_text",
            quick="fast_write:try_fast_withdraw"),
    Command("pair", "make the whole round-robin schedule from the start numbers, or pair a "
            "Swiss event's next round (--next)", "event_commands", "swiss_commands:pair_text"),
    Command("result", "enter a result", "event_commands", "event_text",
            quick="fast_write:try_fast_result"),
    Command("pairings", "show the pairings of a round or of all rounds", "event_commands",
            "standings_text", access="read", quick="fast_read:try_fast_read"),
    Command("standings", "show the standings with tie-breaks", "playoff_commands",
            "standings_text", access="read", quick="fast_read:try_fast_read"),
    Command("settings", "show or change the event's settings", "event_commands", "event_text",
            access="store:settings_access", quick="fast_write:try_fast_settings"),
    Command("timecontrol", "read a time control as arbiters write it", "clock_commands",
            "event_text", "clock_commands:timecontrol_arguments", "read", event=False),
    Command("penalty", "the event's penalty for a device that made a noise", "clock_commands",
            "event_text", "clock_commands:penalty_arguments", "read",
            quick="fast_read:try_fast_read"),
    Command("incident", "record, decide or list incidents (lateness, devices, early draws)",
            "incident_commands", "incident_text", access="store:incident_access",
            quick="fast_read:try_fast_read"),
    Command("prizes", "the prize ledger: places, prizes, fines deducted, net payouts",
            "incident_commands", "event_text", access="read", quick="fast_read:try_fast_read"),
    Command("print", "print a document to PDF", "export_commands:print_document",
            "event_text:written", "arguments:print_document", "read"),
    Command("playoff", "the play-off for first place (rapid match, Armageddon with bids)",
            "playoff_commands", "playoff_text"),
    Command("audit", "who changed what and when (newest first)", "event_commands",
            "event_text", access="read", quick="fast_read:try_fast_read"),
    Command("export", "results out: US Chess report, FIDE TRF, Excel, HTML site",
            "export_commands", "event_text:written", "export_arguments", "read"),
    Command("import-trf", "create an event from a FIDE TRF file", "export_commands",
            "event_text", "export_arguments", event=False),
    Command("export-trf", "write the event as a FIDE TRF file (TRF16, or TRF-2026 for an "
            "event imported from one)", "export_commands", "event_text:written",
            "export_arguments", "read"),
    Command("bye", "a bye asked for before a Swiss round is paired (or --cancel it)",
            "swiss_commands", "swiss_commands:bye_text", "swiss_commands:bye_arguments"),
    Command("swap", "change a Swiss round's pairing by hand before it starts: swap a board's "
            "colours or two players; says which criteria the change breaks", "swiss_commands",
            "swiss_commands:swap_text", "swiss_commands:swap_arguments"),
    Command("league", "a team league season under any league preset: rosters, match nights, "
            "standings, prizes, deposits", "league",
            "league.text:render_league", "league:add_league_arguments",
            "store:league_access", event=False, quick="league.fast_write:quick_answer"),
)
"""In the order ``chessarbiter --help`` lists them."""

BY_NAME = {command.name: command for command in COMMANDS}


def place(where: str, command: Command) -> Callable[..., Any]:
    """The function at ``where`` (see the module's docstring), its module imported now."""
    module, _, function = where.partition(":")
    loaded = importlib.import_module(f"{PACKAGE}.{module}")
    found: Callable[..., Any] = getattr(loaded, function or command.name.replace("-", "_"))
    return found
