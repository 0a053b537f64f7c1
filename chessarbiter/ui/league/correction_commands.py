"""The season's corrections as commands, through the services the command line uses: a team's
captain and alternate captains (rules 10.a-c), a member's details (rule 12), a team playoff
(rule 25.a) and the players of games restarted under rule 16.b. Each undoes with what its
service call returned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from chessarbiter.ui.league.commands import LeagueCommand

if TYPE_CHECKING:
    from chessarbiter.core.league.teams import Member
    from chessarbiter.services.league import League

translate = QCoreApplication.translate  # a name lupdate recognises


class SetOfficers(LeagueCommand):
    """Rule 10.a-c; undo names the captain and alternates the team had before."""

    def __init__(self, league: League, team: str, captain: str, alternates: Sequence[str],
                 reason: str) -> None:
        super().__init__(league, translate("league", "Captains of {0}").format(team))
        self.team, self.captain, self.alternates = team, captain, tuple(alternates)
        self.reason = reason
        self.was: tuple[str, tuple[str, ...]] = ("", ())

    def apply(self) -> None:
        self.was = self.league.corrections.set_officers(self.team, self.captain,
                                                        self.alternates, self.reason)

    def revert(self) -> None:
        captain, alternates = self.was
        self.league.corrections.set_officers(self.team, captain, alternates,
                                             translate("league", "undo: {0}").format(
                                                 self.reason) if self.reason else "")


class CorrectMember(LeagueCommand):
    """Rule 12 details of one member; undo puts the details before back."""

    def __init__(self, league: League, team: str, uscf_id: str, changes: Mapping[str, Any],
                 reason: str) -> None:
        super().__init__(league, translate("league", "Details of {0}").format(uscf_id))
        self.team, self.uscf_id, self.changes = team, uscf_id, dict(changes)
        self.reason = reason
        self.before: Member | None = None

    def apply(self) -> None:
        self.before = self.league.corrections.correct_member(self.team, self.uscf_id,
                                                             self.changes, self.reason)

    def revert(self) -> None:
        assert self.before is not None
        now = self.changes.get("uscf_id", self.uscf_id)
        self.league.corrections.correct_member(
            self.team, now, asdict(self.before),
            translate("league", "undo: {0}").format(self.reason) if self.reason else "")


class RecordPlayoff(LeagueCommand):
    """Rule 25.a; undo takes the playoff back (redo records it again)."""

    def __init__(self, league: League, section: str, scores: Mapping[str, float], on: date,
                 note: str) -> None:
        super().__init__(league, translate("league", "Playoff of section {0}").format(section))
        self.section, self.scores, self.on, self.note = section, dict(scores), on, note
        self.playoff_id = 0

    def apply(self) -> None:
        self.playoff_id = self.league.playoffs.record(self.section, self.scores, self.on,
                                                      self.note).id

    def revert(self) -> None:
        self.league.playoffs.remove(self.playoff_id)


class RestartLineup(LeagueCommand):
    """Rule 16.b: the correct players on the restarted boards; undo seats the ones before."""

    def __init__(self, league: League, rnd: int, team: str, players: Mapping[int, str]) -> None:
        super().__init__(league, translate("league", "Restarted boards of {0}, round {1}")
                         .format(team, rnd))
        self.rnd, self.team, self.players = rnd, team, dict(players)
        self.before: dict[int, str] = {}

    def apply(self) -> None:
        self.before = self.league.matches.correct_restarted(self.rnd, self.team, self.players)

    def revert(self) -> None:
        self.league.matches.correct_restarted(self.rnd, self.team, self.before)
