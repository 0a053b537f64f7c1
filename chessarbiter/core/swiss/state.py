"""The pairing state of each player before a round, built from a core Tournament.

Only games played over the board count as games for pairing: a forfeit is no meeting
(the pair may meet again, C.04.1 art. 2) and no colour (C.04.2 3.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.swiss.baku import Table
from chessarbiter.core.swiss.colours import Preference, preference
from chessarbiter.core.swiss.model import Colour, RoundRequest, SwissSettings
from chessarbiter.core.tournament import ByeKind, Game, Tournament

DOWN, UP = "D", "U"


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player to be paired: pairing score, colours, opponents, floats, bye history."""

    tpn: int
    score: float  # pairing score: points plus virtual points of an acceleration
    points: float
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    float_1: str | None  # float received in the previous round (1.4)
    float_2: str | None  # … two rounds before
    pab_eligible: bool  # C2 / C.04.1 art. 4
    unplayed: int  # rounds so far without a game over the board (C9)
    pref: Preference
    forbidden: frozenset[int] = frozenset()  # players they may not meet this round (C1)

    def rank_key(self) -> tuple[float, int]:
        """Order of 1.2: score high first, then pairing number."""
        return (-self.score, self.tpn)


def build_states(tournament: Tournament, request: RoundRequest, settings: SwissSettings,
                 virtual: Table) -> list[PlayerState]:
    """States of the players to pair in ``request.round``, in the order of 1.2; ``virtual``:
    the virtual points of each round so far (they decide the floats of the rounds before)."""
    rnd = request.round
    round_points = _round_points(tournament, rnd, settings)
    states = []
    for player in tournament.players:
        s = player.start_no
        gone = player.withdrawn_after is not None and player.withdrawn_after < rnd
        if gone or s in request.absent:
            continue
        states.append(_state(tournament, s, rnd, settings, round_points, virtual))
    return sorted(states, key=PlayerState.rank_key)


def _round_points(tournament: Tournament, rnd: int,
                  settings: SwissSettings) -> dict[int, dict[int, float]]:
    """Start number → round → points scored in that round (played, forfeited or bye)."""
    table: dict[int, dict[int, float]] = {p.start_no: {} for p in tournament.players}
    for g in tournament.games:
        if g.round < rnd and g.result is not None:
            for s in (g.white, g.black):
                table.setdefault(s, {})[g.round] = _game_points(g, s, settings)
    for b in tournament.byes:
        if b.round < rnd:
            table.setdefault(b.start_no, {})[b.round] = bye_points(b.kind, settings)
    return table


def _game_points(game: Game, start_no: int, settings: SwissSettings) -> float:
    assert game.result is not None
    raw = game.result.points(start_no == game.white)
    return settings.win_points if raw == 1.0 else settings.draw_points if raw == 0.5 else 0.0


def bye_points(kind: ByeKind, settings: SwissSettings) -> float:
    return {ByeKind.PAIRING_ALLOCATED: settings.pab_points, ByeKind.FULL: settings.win_points,
            ByeKind.HALF: settings.draw_points}.get(kind, 0.0)


def _state(tournament: Tournament, s: int, rnd: int, settings: SwissSettings,
           round_points: dict[int, dict[int, float]], virtual: Table) -> PlayerState:
    played = [g for g in tournament.games_of.get(s, ())
              if g.round < rnd and g.result is not None and g.result.played]
    colours = tuple(Colour.WHITE if g.white == s else Colour.BLACK for g in played)
    byes = {b.round: b.kind for b in tournament.byes if b.start_no == s and b.round < rnd}
    mine = round_points.get(s, {})
    played_rounds = {g.round for g in played}
    barred = frozenset(f.b if f.a == s else f.a for f in tournament.forbidden
                       if s in (f.a, f.b) and f.bars(rnd))
    had_pab = ByeKind.PAIRING_ALLOCATED in byes.values()
    win_unplayed = any(r not in played_rounds and pts >= settings.win_points
                       for r, pts in mine.items())

    def score_before(player: int, k: int) -> float:
        pts = sum(p for r, p in round_points.get(player, {}).items() if r < k)
        return pts + virtual.get(k, {}).get(player, 0.0)

    def float_in(k: int) -> str | None:
        if k < 1:
            return None
        game = next((g for g in played if g.round == k), None)
        if game is not None:
            mine_before, theirs = score_before(s, k), score_before(game.opponent(s), k)
            return DOWN if mine_before > theirs else UP if mine_before < theirs else None
        pab = byes.get(k) is ByeKind.PAIRING_ALLOCATED and settings.pab_downfloat
        if pab or mine.get(k, 0.0) > 0.0:
            return DOWN
        return None

    points = sum(mine.values())
    return PlayerState(
        tpn=s, score=points + virtual.get(rnd, {}).get(s, 0.0), points=points, colours=colours,
        opponents=frozenset(g.opponent(s) for g in played),
        float_1=float_in(rnd - 1), float_2=float_in(rnd - 2),
        pab_eligible=not had_pab and not win_unplayed,
        unplayed=(rnd - 1) - len(played_rounds), pref=preference(colours), forbidden=barred)
