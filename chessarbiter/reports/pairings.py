"""The pairing sheets of one round: by board (who plays whom, with the result boxes) and, for
a Swiss, by name (each player finds their board and opponent in alphabetical order)."""

from __future__ import annotations

from collections.abc import Collection

from reportlab.lib.colors import black
from reportlab.platypus import Flowable

from chessarbiter.core.boards import BoardState, EventBoards
from chessarbiter.core.players import Player
from chessarbiter.core.tournament import ByeKind, Tournament
from chessarbiter.reports.cells import CHANGED_MARK
from chessarbiter.reports.columns import Column
from chessarbiter.reports.formatting import BYE_TEXT, board_text, name_sort_key, number_text
from chessarbiter.reports.identity import RATING_TITLES
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.progress import points_before, scheduled_rounds
from chessarbiter.reports.tables import StyleCommand, paged_tables
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
Changed = Collection[tuple[int, int]]  # (round, start number) of pairings changed by hand


def pairing_sheet(boards: EventBoards, rnd: int, info: EventInfo, opts: PrintOptions,
                  changed: Changed = (), rounds: int = 0) -> bytes:
    """Boards of round ``rnd`` with each player's rating and points before the round, then
    the players without a game; results already decided appear in their boxes (a
    withdrawal's forfeit marked "wd", an annulled game "annulled"). A board whose pairing the
    arbiter changed by hand (a player of it in ``changed``) is marked "*" when asked;
    ``rounds`` (a Swiss's rounds announced) defaults to the rounds scheduled."""
    t = boards.source
    games, byes = _round(boards, rnd)
    layout = page_layout(opts, natural_landscape=False, key=_key(changed, rnd))
    scores = points_before(boards.counted, rnd)
    shown = info.rating_shown
    rows = [
        [_board(g, changed), *_side(t.by_start_no[g.white], scores, shown), board_text(g),
         *reversed(_side(t.by_start_no[g.black], scores, shown))]
        for g in games if g.black is not None
    ]
    rows += [_bye_row(t.by_start_no[b.white], b.bye or ByeKind.FREE, scores, shown)
             for b in byes]
    played = len(rows) - len(byes)

    def boxes(part: range) -> list[StyleCommand]:
        """The result boxes get a heavy outline: they are what players fill in or look for."""
        last = min(part.stop, played) - part.start
        return [("GRID", (_RESULT, 1), (_RESULT, last), 1.2, black)] if last > 0 else []

    story = paged_tables(_columns(RATING_TITLES[shown]), rows, layout.frame_width, _SIZES,
                         layout.frame_height, boxes, row_scale=2.2)
    return render(story, layout, Heading(f"Pairings – round {rnd}",
                                           _of_rounds(rounds, t)), info, opts)


def pairing_sheet_by_name(boards: EventBoards, rnd: int, info: EventInfo, opts: PrintOptions,
                          changed: Changed = (), rounds: int = 0) -> bytes:
    """Every player of round ``rnd`` in alphabetical order with their board, colour and
    opponent (or their bye), points before the round: the list players crowd round."""
    t = boards.source
    games, byes = _round(boards, rnd)
    scores = points_before(boards.counted, rnd)
    shown = info.rating_shown
    lines: list[tuple[Player, list[str]]] = []
    for g in games:
        assert g.black is not None
        for me, other, colour in ((g.white, g.black, "White"), (g.black, g.white, "Black")):
            opponent = t.by_start_no[other]
            lines.append((t.by_start_no[me], [
                _board(g, changed), colour, str(other), opponent.name,
                number_text(scores.get(other, 0.0))]))
    for b in byes:
        lines.append((t.by_start_no[b.white], ["", "", "", BYE_TEXT[b.bye or ByeKind.FREE],
                                               ""]))
    lines.sort(key=lambda line: name_sort_key(line[0].name))
    rows = [[p.name, str(p.start_no), p.rating_label(shown),
             number_text(scores.get(p.start_no, 0.0)), *rest] for p, rest in lines]
    columns = (Column("Name", align="LEFT", stretch=True), Column("No."),
               Column(RATING_TITLES[shown]), Column("Pts"), Column("Bd", bold=True),
               Column("Colour"), Column("No."), Column("Opponent", align="LEFT", stretch=True),
               Column("Pts"))
    layout = page_layout(opts, natural_landscape=False, key=_key(changed, rnd))
    story = paged_tables(columns, rows, layout.frame_width, _SIZES, layout.frame_height,
                         row_scale=1.7)
    return render(story, layout, Heading(f"Pairings by name – round {rnd}",
                                           _of_rounds(rounds, t)), info, opts)


def _of_rounds(rounds: int, t: Tournament) -> str:
    return f"{rounds or scheduled_rounds(t)} rounds"


def _round(boards: EventBoards, rnd: int) -> tuple[list[BoardState], list[BoardState]]:
    """The games and the players without a game of round ``rnd``; refused when it has none."""
    games = boards.games(rnd)
    byes = [b for b in boards.round(rnd) if not b.is_game]
    if not games and not byes:
        raise ValueError(f"round {rnd} has no pairings (the event has rounds "
                         f"1..{scheduled_rounds(boards.source)})")
    return games, byes


def _board(game: BoardState, changed: Changed) -> str:
    hand = (game.round, game.white) in changed or (game.round, game.black) in changed
    return f"{game.board}{CHANGED_MARK if hand else ''}"


def _key(changed: Changed, rnd: int) -> Flowable | None:
    if not any(r == rnd for r, _ in changed):
        return None
    return legend([(CHANGED_MARK, "pairing changed by the arbiter")])


def _side(player: Player, scores: dict[int, float], shown: str) -> list[str]:
    """No., name, rating, points — in the order of the White side of the sheet."""
    return [str(player.start_no), player.name, player.rating_label(shown),
            number_text(scores.get(player.start_no, 0.0))]


def _bye_row(player: Player, kind: ByeKind, scores: dict[int, float], shown: str) -> list[str]:
    return ["", *_side(player, scores, shown), "", "", "", BYE_TEXT[kind], ""]
