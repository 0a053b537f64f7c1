"""What a Swiss event takes from a TRF file: its rounds, initial colour and acceleration.

A Swiss started in another program continues here: the file's start numbers are the pairing
numbers, record XXR (TRF16, JaVaFo's) or 142 (TRF-2026) the rounds announced, XXC
(``white1``/``black1``) or 152 (``W``/``B``) the colour of the top player in round 1 — else
the colour the lowest number paired in round 1 had, which 5.2.5 gave it — and record 192
naming ``BAKU`` the Baku acceleration. XXA records (virtual points per round, every round
they list) or TRF-2026's 250 records are stored as the file gives them and pair every round
they cover; Baku fills only a round neither covers. The round column after the last one
paired, and the 240 records of rounds not yet paired, hold the byes asked for, which
``pair --next`` reads as any byes asked for; 260 records the forbidden pairs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament, paired_rounds
from chessarbiter.io.trf import TrfDocument
from chessarbiter.io.trf.layout import RESULT_OFFSET, START_RANK, round_column


def swiss_changes(doc: TrfDocument) -> dict[str, Any]:
    """The settings a Swiss file gives its event."""
    records = {line[:3]: line[3:].strip() for line in doc.lines if len(line) >= 3}
    t = doc.to_tournament()
    return {"system": "swiss-dutch", "cycles": 1,
            "swiss_rounds": max(doc.rounds, paired_rounds(t), 1),
            "initial_colour": _initial_colour(records, t),
            "acceleration": "baku" if "BAKU" in records.get("192", "").upper() else "none",
            "withdrawal_rule": "forfeit-remaining"}


def asked_byes_only(doc: TrfDocument) -> Tournament:
    """The file's tournament without the zero-point byes the reader gives a blank cell in the
    column of the round still to be paired: blank there means "to be paired", and only the
    byes written in it (``0000 - H``) or named by a 240 record were asked for."""
    t = doc.to_tournament()
    rnd = paired_rounds(t) + 1
    column = round_column(rnd, RESULT_OFFSET) - 1
    written = {int(line[START_RANK.first - 1:START_RANK.last]) for line in doc.lines
               if line.startswith("001") and line[column:column + 1].strip()}
    return replace(t, byes=tuple(b for b in t.byes if b.round != rnd or b.start_no in written
                                 or (b.round, b.start_no) in doc.bye_records))


def _initial_colour(records: dict[str, str], t: Tournament) -> str:
    xxc = records.get("XXC", "").lower()
    if "white1" in xxc or "black1" in xxc:
        return "white" if "white1" in xxc else "black"
    if records.get("152", "").upper() in ("W", "B"):
        return "white" if records["152"].upper() == "W" else "black"
    first = sorted((min(g.white, g.black), g) for g in t.games if g.round == 1)
    if not first:
        return "lot"
    top, game = first[0]
    return "white" if game.white == top else "black"


def swiss_type_code(settings: EventSettings) -> str:
    """Record 192 of a Swiss event ('' for a round robin: the writer names it by cycles)."""
    if not settings.swiss:
        return ""
    return "FIDE_DUTCH_2025_BAKU" if settings.acceleration == "baku" else "FIDE_DUTCH_2025"


def swiss_records(settings: EventSettings, trf26: bool) -> tuple[str, ...]:
    """The pairing programs' record of a Swiss made here: XXC, the initial colour (TRF-2026
    writes it as record 152)."""
    if not settings.swiss or trf26 or settings.initial_colour == "lot":
        return ()
    return (f"XXC {settings.initial_colour}1",)
