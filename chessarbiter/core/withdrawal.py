"""What happens to the games of a player who withdraws (a setting of the event).

``forfeit-remaining``: every game after the withdrawal that has no result is lost by forfeit
from the moment the withdrawal is recorded, in every round still to come: the game will not be
played, so no view may show it open.
``annul-under-half``: when the player completed fewer than half of their scheduled games, all
their results are annulled (their games count for nobody and they are not ranked); otherwise
the remaining games are lost by forfeit, as above.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Game, Tournament


@dataclass(frozen=True, slots=True)
class WithdrawalOutcome:
    """The tournament as the standings count it, and who was taken out of the ranking."""

    tournament: Tournament
    annulled: frozenset[int]


def apply_withdrawals(tournament: Tournament, rule: str) -> WithdrawalOutcome:
    """Rewrite the games of withdrawn players by ``rule`` (see the module docstring)."""
    if rule not in ("forfeit-remaining", "annul-under-half"):
        raise ValueError(f"unknown withdrawal rule {rule!r}")
    annulled: set[int] = set()
    for player in tournament.players:
        if player.withdrawn_after is None:
            continue
        games = tournament.games_of.get(player.start_no, ())
        completed = sum(
            1 for g in games if g.round <= player.withdrawn_after and g.result is not None
        )
        if rule == "annul-under-half" and 2 * completed < len(games):
            annulled.add(player.start_no)
    last_round = {p.start_no: p.withdrawn_after for p in tournament.players if p.withdrawn}
    kept = [
        _forfeit_after_withdrawal(g, last_round)
        for g in tournament.games
        if g.white not in annulled and g.black not in annulled
    ]
    byes = tuple(b for b in tournament.byes if b.start_no not in annulled)
    rewritten = replace(tournament.with_games(kept), byes=byes)
    return WithdrawalOutcome(rewritten, frozenset(annulled))


def _forfeit_after_withdrawal(game: Game, last_round: dict[int, int | None]) -> Game:
    if game.result is not None:
        return game
    white_gone = _gone(game.white, game.round, last_round)
    black_gone = _gone(game.black, game.round, last_round)
    if white_gone and black_gone:
        return replace(game, result=Result.DOUBLE_FORFEIT)
    if white_gone:
        return replace(game, result=Result.BLACK_WINS_FORFEIT)
    if black_gone:
        return replace(game, result=Result.WHITE_WINS_FORFEIT)
    return game


def _gone(start_no: int, rnd: int, last_round: dict[int, int | None]) -> bool:
    last = last_round.get(start_no)
    return last is not None and rnd > last
