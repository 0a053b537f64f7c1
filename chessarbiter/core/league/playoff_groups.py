"""Which teams a playoff may decide (rule 25.a: "the Match Director may design a playoff"):
those level on every criterion the season's team chain puts before it, once the section has
played out. :func:`playoff_opening` is the one rule: the service refuses by it, the window
offers the action by it, and both say the same sentence when it is closed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from chessarbiter.core.league.league_standings import PLAYOFF, TeamStanding
from chessarbiter.core.league.season_record import SeasonRecord
from chessarbiter.core.text import listed, plural
from chessarbiter.core.tiebreaks.team.registry import TEAM


@dataclass(frozen=True, slots=True)
class PlayoffOpening:
    """Whether a playoff of ``section`` can be recorded now: the groups of level teams it
    may decide, or the sentence saying why it cannot."""

    section: str
    groups: tuple[tuple[str, ...], ...]
    reason: str = ""  # "" when a playoff can be recorded

    @property
    def open(self) -> bool:
        return not self.reason


def playoff_opening(record: SeasonRecord, section: str, rows: Sequence[TeamStanding],
                    chain: Sequence[str]) -> PlayoffOpening:
    """Rule 25.a for ``section`` of ``record``, whose standings ``rows`` were worked out with
    the place ``chain``: a playoff decides final places, so it waits for the section's last
    match, and is between teams level on everything the chain puts before it."""
    if PLAYOFF not in chain:
        return PlayoffOpening(section, (), "The season's team chain has no playoff "
                                  "(team_place_tiebreaks, rule 25.a)")
    waiting = _waiting(record, section)
    if waiting:
        return PlayoffOpening(section, (), waiting)
    groups = level_groups(rows, chain)
    if not groups:
        before = [TEAM[code].name.lower() for code in chain[:list(chain).index(PLAYOFF)]]
        on = f" on {listed(before)}" if before else ""
        return PlayoffOpening(section, (),
                              f"No teams of section {section} are level{on} (rule 25.a)")
    return PlayoffOpening(section, groups)


def _waiting(record: SeasonRecord, section: str) -> str:
    """The sentence naming the section's last match still open ("" when it has played out)."""
    nights = record.section(section)
    left = sorted((m for m in nights.matches if not record.finished(m)), key=lambda m: m.round)
    if not left:
        return "" if nights.matches else f"Section {section} has no matches (rule 25.a)"
    last = left[-1]
    match = f"round {last.round}, {last.first} – {last.second}"
    if len(left) > 1:
        match = f"{plural(len(left), 'match', 'matches')} are open, the last {match}"
    return f"The playoff waits for section {section}'s last match: {match} (rule 25.a)"


def level_groups(rows: Sequence[TeamStanding], chain: Sequence[str]
                 ) -> tuple[tuple[str, ...], ...]:
    """The groups of two or more teams of a section's standings ``rows`` level on everything
    ``chain`` puts before the playoff (match points for Columbus), in standings order; none
    when the chain has no playoff."""
    if PLAYOFF not in chain:
        return ()
    before = chain[:list(chain).index(PLAYOFF)]
    groups: dict[tuple[float, ...], list[str]] = {}
    for row in rows:
        groups.setdefault(tuple(criterion_value(row, c) for c in before), []).append(row.team)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def criterion_value(row: TeamStanding, code: str) -> float:
    """``row``'s value of one criterion of the chain (0 where it has none)."""
    if code in ("match_points", "game_points"):
        return float(getattr(row, code))
    return float(row.tiebreaks.get(code) or 0)
