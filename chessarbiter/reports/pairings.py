"""The pairing sheet of one round: who plays whom on which board, and the result boxes."""

from __future__ import annotations

from reportlab.lib.colors import black

from chessarbiter.core.boards import EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import BYE_TEXT, board_text, number_text
from chessarbiter.reports.identity import RATING_TITLES
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import points_before, scheduled_rounds
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render


def _columns(rating: str) -> tuple[Column, ...]:
    """Board and result in the middle, each side mirrored around it, so a player finds the
    opponent's name on the same line whichever colour they have."""
    return (
        Column("Bd", bold=True),
        Column("No."),
        Column("White", align="LEFT", stretch=True),
        Column(rating),
        Column("Pts"),
        Column("Result", bold=True),
        Column("Pts"),
        Column(rating),
        Column("Black", align="LEFT", stretch=True),
        Column("No."),
    )

_RESULT = 5
_SIZES = (13, 12, 11, 10, 9)


def pairing_sheet(boards: EventBoards, rnd: int, info: EventInfo, opts: PrintOptions) -> bytes:
    """Boards of round ``rnd`` with each player's rating and points before the round, then
    the players without a game; results already decided appear in their boxes (a
    withdrawal's forfeit marked "wd", an annulled game "annulled")."""
    t = boards.source
    games = boards.games(rnd)
    byes = [b for b in boards.round(rnd) if not b.is_game]
    last = scheduled_rounds(t)
    if not games and not byes:
        raise ValueError(f"round {rnd} has no pairings (the event has rounds 1..{last})")
    layout = page_layout(opts, natural_landscape=False)
    scores = points_before(boards.counted, rnd)
    shown = info.rating_shown
    rows = [
        [str(g.board), *_side(t.by_start_no[g.white], scores, shown), board_text(g),
         *reversed(_side(t.by_start_no[g.black], scores, shown))]
        for g in games if g.black is not None
    ]
    rows += [_bye_row(t.by_start_no[b.white], b.bye or ByeKind.FREE, scores, shown)
             for b in byes]
    # The result boxes get a heavy outline: they are what the players fill in or look for.
    boxes = [("GRID", (_RESULT, 1), (_RESULT, len(games)), 1.2, black)] if games else []
    table = list_table(_columns(RATING_TITLES[shown]), rows, layout.frame_width, _SIZES,
                       extra_style=boxes, row_scale=2.2)
    return render([table], layout, Heading(f"Pairings – round {rnd}", f"{last} rounds"), info, opts)


def _side(player: Player, scores: dict[int, float], shown: str) -> list[str]:
    """No., name, rating, points — in the order of the White side of the sheet."""
    return [str(player.start_no), player.name, player.rating_label(shown),
            number_text(scores.get(player.start_no, 0.0))]


def _bye_row(player: Player, kind: ByeKind, scores: dict[int, float], shown: str) -> list[str]:
    return ["", *_side(player, scores, shown), "", "", "", BYE_TEXT[kind], ""]
