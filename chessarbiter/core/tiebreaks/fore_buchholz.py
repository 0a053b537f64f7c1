"""Fore Buchholz (FB, C.07 Art. 8.3): Buchholz as if every paired game of the final round had
been drawn, so it can be known before that round is played. Until the final round is paired
it equals Buchholz; in a round robin it is Buchholz."""

from __future__ import annotations

from chessarbiter.core.tiebreaks.cards import Card, cards_of, with_final_round_drawn
from chessarbiter.core.tiebreaks.definition import Tiebreak, valued
from chessarbiter.core.tiebreaks.field import Field
from chessarbiter.core.tiebreaks.opponent_scores import DRAW_POINTS
from chessarbiter.core.tiebreaks.unplayed import cut, cut_exception, elements


def fore_cards(field: Field) -> tuple[dict[int, Card[int]] | None, int]:
    """The cards with the final round drawn and their rounds; None while the final round is
    not paired (or in a round robin)."""
    history = field.history
    final = max(history.final, field.rounds)
    paired = final == field.rounds or any(
        rnd == final for games in history.pending.values() for rnd, _, _ in games)
    if not field.swiss or not paired:
        return None, field.rounds
    return with_final_round_drawn(cards_of(history, final), final, DRAW_POINTS), final


def fore_buchholz(field: Field, low: int = 0) -> dict[int, float]:
    exception = cut_exception(field)
    cards, rounds = fore_cards(field)
    return {p: cut(e, low, 0, exception)
            for p, e in elements(field, False, cards, rounds).items()}


TIEBREAKS: tuple[Tiebreak[Field, int], ...] = (
    valued("FB", "Fore Buchholz", "C.07 Art. 8.3", fore_buchholz),
    valued("FB-C1", "Fore Buchholz Cut-1", "C.07 Art. 8.3, 14.1",
           lambda f: fore_buchholz(f, 1)),
)
