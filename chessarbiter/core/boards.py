"""The status of every board of an event, derived once from the stored facts.

What the arbiter typed, the withdrawal rule and the incidents whose decision forfeited a game
together say what each board is: played, forfeit, lost by a withdrawal, annulled, a free
round, or still open. Every view, printout and export shows a board from here, and round
completeness (the status bar, the round list, the round-complete backup, the play-off's
"round robin finished") counts decided boards by the same rule, so no two of them can tell
different stories about one game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import ByeKind, Game, Tournament
from chessarbiter.core.withdrawal import apply_withdrawals


class BoardStatus(StrEnum):
    PLAYED = "played"  # a result over the board
    FORFEIT = "forfeit"  # a forfeit the arbiter entered, or an incident's decision set
    WITHDRAWN = "withdrawn"  # nothing entered: lost by forfeit under the withdrawal rule
    ANNULLED = "annulled"  # a game of a player whose results the withdrawal rule annuls
    FREE = "free"  # no game: the free round of an odd field (or a bye of an imported file)
    OPEN = "open"  # no result yet


@dataclass(frozen=True, slots=True)
class BoardState:
    """One board (or free round: ``board`` 0, ``black`` None) as every view shows it.

    ``entered`` is what the arbiter typed; ``result`` is what counts (None while open and for
    an annulled game); ``incident`` is the incident whose forfeit decision set the result;
    ``withdrawn`` names the players whose withdrawal decided the board.
    """

    round: int
    board: int
    white: int
    black: int | None
    status: BoardStatus
    entered: Result | None = None
    result: Result | None = None
    incident: int | None = None
    withdrawn: tuple[int, ...] = ()
    bye: ByeKind | None = None  # the kind of round without a game
    bye_value: float | None = None  # its points when not the kind's (``Bye.value``)

    @property
    def is_game(self) -> bool:
        return self.black is not None

    @property
    def decided(self) -> bool:
        """Nothing more to enter: every status but open."""
        return self.status is not BoardStatus.OPEN

    def points(self, start_no: int) -> float | None:
        """Points ``start_no`` gets from this board as it counts (None: nothing counts)."""
        if self.bye is not None:
            return self.bye.points if self.bye_value is None else self.bye_value
        if self.result is None:
            return None
        return self.result.points(start_no == self.white)


ForfeitDecisions = Mapping[tuple[int, int], int]
"""(round, start number of the player forfeited) → the incident that decided it."""


@dataclass(frozen=True)
class EventBoards:
    """Every board of the event; ``counted`` is the tournament as the standings count it
    (annulled games left out), ``source`` the tournament as stored."""

    boards: tuple[BoardState, ...]
    counted: Tournament
    annulled: frozenset[int]
    source: Tournament

    @cached_property
    def _by_round(self) -> dict[int, tuple[BoardState, ...]]:
        table: dict[int, list[BoardState]] = {}
        for state in self.boards:
            table.setdefault(state.round, []).append(state)
        return {r: tuple(states) for r, states in table.items()}

    def round(self, rnd: int) -> tuple[BoardState, ...]:
        """The games of round ``rnd`` by board, then its free rounds."""
        return self._by_round.get(rnd, ())

    def games(self, rnd: int | None = None) -> list[BoardState]:
        states = self.boards if rnd is None else self.round(rnd)
        return [s for s in states if s.is_game]

    def board(self, rnd: int, board: int) -> BoardState:
        for state in self.round(rnd):
            if state.board == board and state.is_game:
                return state
        raise KeyError((rnd, board))

    def decided(self, rnd: int | None = None) -> int:
        return sum(1 for s in self.games(rnd) if s.decided)

    def open(self, rnd: int | None = None) -> list[BoardState]:
        return [s for s in self.games(rnd) if not s.decided]

    def round_complete(self, rnd: int) -> bool:
        return bool(self.games(rnd)) and not self.open(rnd)

    @property
    def finished(self) -> bool:
        """Every game of the round robin decided: what the play-off waits for."""
        return bool(self.games()) and not self.open()

    @property
    def first_open_round(self) -> int | None:
        pending = [s.round for s in self.open()]
        return min(pending) if pending else None

    @property
    def rounds_complete(self) -> int:
        """The last round r such that every game of rounds 1..r is decided."""
        first = self.first_open_round
        last = self.source.rounds or max((s.round for s in self.boards), default=0)
        return last if first is None else first - 1

    @cached_property
    def reported(self) -> Tournament:
        """The games as the rating reports send them: a withdrawal's forfeits filled in, an
        annulled player's games as entered (the federations rate every game played)."""
        games = tuple(Game(s.round, s.board, s.white, s.black,
                           s.entered if s.status is BoardStatus.ANNULLED else s.result)
                      for s in self.boards if s.black is not None)
        return self.source.with_games(games)


def event_boards(tournament: Tournament, settings: EventSettings,
                 forfeits: ForfeitDecisions | None = None) -> EventBoards:
    """The status of every board of ``tournament`` under ``settings``' withdrawal rule.

    ``forfeits`` links a forfeit result to the incident that decided it (see
    :func:`forfeit_decisions`); without it a forfeit is simply one the arbiter entered.
    """
    outcome = apply_withdrawals(tournament, settings.withdrawal_rule)
    counted = {(g.round, g.board): g.result for g in outcome.tournament.games}
    gone = {p.start_no for p in tournament.players if p.withdrawn}
    links = forfeits or {}
    states: list[BoardState] = []
    for game in sorted(tournament.games, key=lambda g: (g.round, g.board)):
        states.append(_game_state(game, counted, outcome.annulled, gone, links))
    states += [BoardState(b.round, 0, b.start_no, None, BoardStatus.FREE, bye=b.kind,
                          bye_value=b.value)
               for b in sorted(tournament.byes, key=lambda b: (b.round, b.start_no))
               if b.start_no not in outcome.annulled]
    states.sort(key=lambda s: (s.round, s.black is None, s.board, s.white))
    return EventBoards(tuple(states), outcome.tournament, outcome.annulled, tournament)


def after_result(boards: EventBoards, tournament: Tournament, settings: EventSettings,
                 forfeits: ForfeitDecisions | None, rnd: int, board: int) -> EventBoards:
    """``boards`` once game ``board`` of round ``rnd`` has taken the result it has in
    ``tournament`` (otherwise ``boards.source``): the same as :func:`event_boards` of
    ``tournament``, but only that board is worked out again — the withdrawal rule touches
    no other board unless a player of this game withdrew, whose results it may annul or
    restore in every round (then every board is worked out again)."""
    game = next(g for g in tournament.games if (g.round, g.board) == (rnd, board))
    players = tournament.by_start_no
    if players[game.white].withdrawn or players[game.black].withdrawn:
        return event_boards(tournament, settings, forfeits)
    # neither player withdrew: the rule leaves the game as entered and annuls neither
    gone = {p.start_no for p in tournament.players if p.withdrawn}
    state = _game_state(game, {}, boards.annulled, gone, forfeits or {})
    states = tuple(state if (s.round, s.board, s.is_game) == (rnd, board, True) else s
                   for s in boards.boards)
    counted = boards.counted.with_games(
        game if (g.round, g.board) == (rnd, board) else g for g in boards.counted.games)
    return EventBoards(states, counted, boards.annulled, tournament)


def _game_state(game: Game, counted: Mapping[tuple[int, int], Result | None],
                annulled: frozenset[int], gone: set[int],
                links: ForfeitDecisions) -> BoardState:
    sides = (game.round, game.board, game.white, game.black)
    out = tuple(p for p in (game.white, game.black) if p in annulled)
    if out:
        return BoardState(*sides, BoardStatus.ANNULLED, game.result, None, withdrawn=out)
    result = counted.get((game.round, game.board), game.result)
    if result is None:
        return BoardState(*sides, BoardStatus.OPEN)
    if game.result is None:
        left = tuple(p for p in (game.white, game.black) if p in gone)
        return BoardState(*sides, BoardStatus.WITHDRAWN, None, result, withdrawn=left)
    if result.played:
        return BoardState(*sides, BoardStatus.PLAYED, result, result)
    losers = [p for p, white in ((game.white, True), (game.black, False))
              if result.points(white) == 0]
    incident = next((links[game.round, p] for p in losers if (game.round, p) in links), None)
    return BoardState(*sides, BoardStatus.FORFEIT, result, result, incident)
