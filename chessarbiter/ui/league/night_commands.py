"""Match-night actions as commands (lineups, absences, equipment, results, games played in
advance, claims, extra games, coin tosses, ledger entries); each undoes with what its service
call returned.

A ruling that restarts games clears the results played, which are not kept, so it alone runs
once, outside the undo stack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.league.claims import Remedy, Ruling
from chessarbiter.core.league.league_standings import CoinToss
from chessarbiter.core.league.lineups import Equipment, LineupProblem
from chessarbiter.core.results import Result
from chessarbiter.ui.league.commands import LeagueCommand

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import ManualEntry, ManualKind, StoredClaim
    from chessarbiter.services.league import League
    from chessarbiter.services.league.advance_games import PlacedAdvance

translate = QCoreApplication.translate  # a name lupdate recognises


class SetLineup(LeagueCommand):
    """A team's lineup for a round (none: no show); undo puts back the one it replaced, or
    takes a first lineup back."""

    def __init__(self, league: League, rnd: int, team: str, players: Sequence[str],
                 as_played: bool) -> None:
        text = (translate("league", "Lineup of {0}, round {1}") if players
                else translate("league", "No show of {0}, round {1}")).format(team, rnd)
        super().__init__(league, text)
        self.rnd, self.team, self.players, self.as_played = rnd, team, tuple(players), as_played
        self.previous: tuple[str, ...] | None = None
        self.problems: tuple[LineupProblem, ...] = ()

    def apply(self) -> None:
        saved = self.league.matches.lineup(self.rnd, self.team, self.players, self.as_played)
        self.previous, self.problems = saved.previous, saved.problems

    def revert(self) -> None:
        if self.previous is None:
            self.league.matches.clear_lineup(self.rnd, self.team)
        else:
            self.league.matches.lineup(self.rnd, self.team, self.previous, as_played=True)


class SetAbsent(LeagueCommand):
    def __init__(self, league: League, rnd: int, team: str, player: str, absent: bool) -> None:
        text = (translate("league", "{0} absent, round {1}") if absent
                else translate("league", "{0} present, round {1}"))
        super().__init__(league, text.format(player, rnd))
        self.rnd, self.team, self.player, self.absent = rnd, team, player, absent
        self.was = False

    def apply(self) -> None:
        self.was = self.league.matches.absent(self.rnd, self.team, self.player, self.absent)

    def revert(self) -> None:
        self.league.matches.absent(self.rnd, self.team, self.player, self.was)


class SetEquipment(LeagueCommand):
    def __init__(self, league: League, rnd: int, team: str, brought: Equipment | None) -> None:
        super().__init__(league, translate("league", "Equipment of {0}, round {1}")
                         .format(team, rnd))
        self.rnd, self.team, self.brought = rnd, team, brought
        self.old: Equipment | None = None

    def apply(self) -> None:
        self.old = self.league.matches.equipment(self.rnd, self.team, self.brought)

    def revert(self) -> None:
        self.league.matches.equipment(self.rnd, self.team, self.old)


class SetBoardResult(LeagueCommand):
    """A board's result by colour; ``in_advance`` is kept as stored (rule 18)."""

    def __init__(self, league: League, rnd: int, team: str, board: int,
                 result: Result | None, in_advance: bool) -> None:
        text = (translate("league", "Round {0} board {1}: {2}").format(rnd, board, result.value)
                if result else translate("league", "Round {0} board {1} cleared")
                .format(rnd, board))
        super().__init__(league, text)
        self.rnd, self.team, self.board, self.result = rnd, team, board, result
        self.in_advance = in_advance
        self.old: Result | None = None

    def apply(self) -> None:
        self.old = self.league.matches.result(self.rnd, self.team, self.board, self.result,
                                              self.in_advance)

    def revert(self) -> None:
        self.league.matches.result(self.rnd, self.team, self.board, self.old, self.in_advance)


class PlaceAdvanceGame(LeagueCommand):
    """Rule 18: a game played in advance put on ``board`` of both lineups, with its result."""

    def __init__(self, league: League, rnd: int, team: str, board: int,
                 players: tuple[str, str], result: Result) -> None:
        super().__init__(league, translate("league", "Game played in advance, round {0} board "
                                                     "{1}").format(rnd, board))
        self.rnd, self.team, self.board, self.players = rnd, team, board, players
        self.result = result
        self.placed: PlacedAdvance | None = None

    def apply(self) -> None:
        self.placed = self.league.matches.place_advance_game(
            self.rnd, self.team, self.board, *self.players, self.result)

    def revert(self) -> None:
        assert self.placed is not None
        self.league.matches.unplace_advance_game(self.rnd, self.team, self.placed)


class RuleOnClaim(LeagueCommand):
    """A rule-16 claim against ``team``; :attr:`ruling` holds the TD's ruling once made.
    Forfeits are withdrawn on undo; a restart is final (it clears results not kept)."""

    def __init__(self, league: League, rnd: int, team: str, made_on: date, elapsed: int, *,
                 complete: bool, remedy: Remedy, boards: Sequence[int],
                 penalties: Mapping[str, int], remaining: Mapping[str, int]) -> None:
        super().__init__(league, translate("league", "Board-order claim against {0}, round {1}")
                         .format(team, rnd))
        self.rnd, self.team, self.made_on, self.elapsed = rnd, team, made_on, elapsed
        self.complete, self.remedy, self.boards = complete, remedy, tuple(boards)
        self.penalties, self.remaining = dict(penalties), dict(remaining)
        self.undoable = remedy is Remedy.FORFEITS
        self.stored: StoredClaim | None = None

    @property
    def ruling(self) -> Ruling | None:
        return self.stored.ruling if self.stored else None

    def apply(self) -> None:
        self.stored = self.league.claims.rule(
            self.rnd, self.team, self.made_on, self.elapsed, games_complete=self.complete,
            remedy=self.remedy, boards=self.boards, penalties=self.penalties or None,
            remaining=self.remaining or None)

    def revert(self) -> None:
        assert self.stored is not None
        self.league.claims.withdraw_claim(self.stored.id)


class AddExtraGame(LeagueCommand):
    def __init__(self, league: League, on: date, white: str, black: str,
                 result: Result | None, teams: tuple[str | None, str | None]) -> None:
        super().__init__(league, translate("league", "Extra rated game {0} – {1}")
                         .format(white, black))
        self.on, self.white, self.black, self.result, self.teams = on, white, black, result, teams
        self.game_id = 0

    def apply(self) -> None:
        self.game_id = self.league.matches.extra_game(self.on, self.white, self.black,
                                                      self.result, self.teams)

    def revert(self) -> None:
        self.league.matches.remove_extra_game(self.game_id)


class RecordToss(LeagueCommand):
    """Rule 25.k: ``teams`` winner first, or any order with ``seed`` for the program to toss."""

    def __init__(self, league: League, section: str, teams: Sequence[str], seed: int | None,
                 note: str) -> None:
        super().__init__(league, translate("league", "Coin toss in section {0}").format(section))
        self.section, self.teams, self.seed, self.note = section, tuple(teams), seed, note
        self.toss: CoinToss | None = None

    def apply(self) -> None:
        self.toss = self.league.standings.toss(self.section, self.teams, self.seed, self.note)

    def revert(self) -> None:
        assert self.toss is not None
        self.league.standings.remove_toss(self.section, self.toss)


class AddLedgerEntry(LeagueCommand):
    def __init__(self, league: League, team: str, on: date, kind: ManualKind, cents: int,
                 note: str) -> None:
        super().__init__(league, translate("league", "Ledger entry for {0}").format(team))
        self.team, self.on, self.kind, self.cents, self.note = team, on, kind, cents, note
        self.entry_id = 0

    def apply(self) -> None:
        self.entry_id = self.league.ledger.add(self.team, self.on, self.kind, self.cents,
                                               self.note)

    def revert(self) -> None:
        self.league.ledger.remove(self.entry_id)


class RemoveLedgerEntry(LeagueCommand):
    """Undo enters the removed entry again (under a new id, which redo then removes)."""

    def __init__(self, league: League, entry: ManualEntry) -> None:
        super().__init__(league, translate("league", "Remove ledger entry of {0}")
                         .format(entry.team))
        self.entry, self.entry_id = entry, entry.entry_id

    def apply(self) -> None:
        self.league.ledger.remove(self.entry_id)

    def revert(self) -> None:
        e = self.entry
        self.entry_id = self.league.ledger.add(e.team, e.on, e.kind, e.cents, e.note)
