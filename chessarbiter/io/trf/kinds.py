"""What kind of tournament a TRF file reports, and which version of the format it is written in.

TRF has no field that says "round robin" for certain: TRF-2026's record 192 names the
system, record 092 is free text, and most files have neither. The file's games decide:
a round robin is one where no two players meet more often than the cycles allow, in as many
rounds as the cycles take, and either the rounds follow FIDE's Berger tables, or everyone
has met everyone, or the file says so (192, 092, or a round count of whole cycles). Anything
else is a Swiss. Team records (013, TRF-2026's 300-362 and 801/802) or a team count in 082
make a team tournament, whatever the games look like.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from chessarbiter.core.berger import table_size
from chessarbiter.core.tournament import Game
from chessarbiter.io.trf.layout import TEAM_RECORDS, TRF26_RECORDS

ROUND_ROBIN = "round robin"
SWISS = "swiss"
TEAM = "team"
TRF16 = "TRF16"
TRF26 = "TRF-2026"

_ROUND_ROBIN_WORDS = ("robin", "berger", "rundenturnier", "all-play-all", "tous contre tous",
                      "todos contra todos")
_SWISS_WORDS = ("swiss", "schweizer", "suisse", "suizo", "dutch", "dubov", "burstein")


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the file says about its kind besides its games."""

    codes: frozenset[str]  # the record codes present
    teams: str = ""  # record 082
    type_code: str = ""  # record 192
    type_text: str = ""  # record 092


def format_version(codes: Iterable[str]) -> str:
    """TRF-2026 when the file has a record only TRF-2026 defines, else TRF16."""
    return TRF26 if TRF26_RECORDS & set(codes) else TRF16


def tournament_kind(evidence: Evidence, players: int, games: Sequence[Game], rounds: int,
                    berger: bool) -> str:
    """ROUND_ROBIN, SWISS or TEAM; ``berger`` tells whether the games follow the Berger
    tables, ``rounds`` is the number of rounds the file has or declares."""
    teams = evidence.teams.strip()
    if evidence.codes & TEAM_RECORDS or (teams.isdigit() and int(teams) > 0):
        return TEAM
    code = evidence.type_code.strip().upper()
    if code:
        return ROUND_ROBIN if "ROUNDROBIN" in code.replace("_", "") else SWISS
    if players < 2 or berger:
        return ROUND_ROBIN
    per_cycle = table_size(players) - 1
    if rounds > 2 * per_cycle:
        return SWISS
    cycles = 1 if rounds <= per_cycle else 2
    met = Counter(frozenset((g.white, g.black)) for g in games)
    if any(count > cycles for count in met.values()):
        return SWISS
    pairs = players * (players - 1) // 2
    if len(met) == pairs and set(met.values()) == {cycles}:
        return ROUND_ROBIN
    text = evidence.type_text.lower()
    if any(word in text for word in _ROUND_ROBIN_WORDS):
        return ROUND_ROBIN
    if any(word in text for word in _SWISS_WORDS):
        return SWISS
    return ROUND_ROBIN if rounds == cycles * per_cycle else SWISS
