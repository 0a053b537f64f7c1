"""A withdrawn team's remaining matches (rule 30.f names only the $50): from the date it
withdrew, every match of it without a stored result is settled by the season's
``withdrawn_matches`` setting — "forfeits": its opponent wins every board by forfeit;
"byes": its opponent has a bye (rule 24.c); "none": the director enters them. Either way the
withdrawn team pays no 30.a or 30.b fines for them (see :mod:`ledger`)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import BoardGame, MatchRecord, TeamBye, forfeit_result

MODES = ("forfeits", "byes", "none")


def gone(withdrawn: Mapping[str, date], team: str, on: date) -> bool:
    """Whether ``team`` had withdrawn by ``on``."""
    since = withdrawn.get(team)
    return since is not None and on >= since


def settled(rnd: int, on: date, teams: tuple[str, str], withdrawn: Mapping[str, date],
            rules: MatchRules) -> tuple[MatchRecord | None, TeamBye | None] | None:
    """How an unplayed match of ``teams`` (first-named first) is settled, None when neither
    team had withdrawn by ``on`` or the setting leaves it to the director."""
    first, second = (gone(withdrawn, t, on) for t in teams)
    if not (first or second) or rules.withdrawn_matches == "none":
        return None
    if rules.withdrawn_matches == "byes":
        return None, (None if first and second else TeamBye(rnd, teams[1] if first else teams[0]))
    boards = tuple(BoardGame(n, None, None, forfeit_result(n, first, second))
                   for n in range(1, rules.boards + 1))
    return MatchRecord(rnd, on, teams[0], teams[1], boards), None
