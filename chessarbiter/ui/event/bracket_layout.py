"""Where each box of the play-off bracket goes and what it says, apart from the painting.

Steps are placed in columns by what they wait for (a final after its semi-finals, an
Armageddon after the match it decides), players who go straight to a later step get a small
box of their own in the first column, and the champion's box closes the bracket on the right.
Kept free of painting so the tests can check that no box overlaps another or leaves the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QSizeF

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.playoffs import Plan, PlanStep, StepKind, StepStatus
from chessarbiter.ui.common.labels import points_text
from chessarbiter.ui.event.playoff_labels import (
    kind_text,
    player_name,
    seed_of,
    status_text,
    step_title,
    translate,
)

MARGIN = 16.0
GAP_X = 44.0
GAP_Y = 18.0
MIN_WIDTH = 210.0
MAX_WIDTH = 330.0
CHAMPION = "champion"


class Look(Enum):
    WAITING = "waiting"  # players or the step before it not known yet
    OPEN = "open"  # something to record
    FINISHED = "finished"
    ENTRANT = "entrant"  # a player going straight to a later step
    CHAMPION = "champion"
    NO_CHAMPION = "no-champion"  # the champion's place, still empty


@dataclass(frozen=True, slots=True)
class Row:
    """One player line of a box: the seed in its badge, the name, a detail on the right."""

    seed: int | None
    name: str
    detail: str = ""
    won: bool = False
    lost: bool = False


@dataclass(frozen=True, slots=True)
class Box:
    key: str  # the step id, "entrant-N" or "champion"
    title: str
    subtitle: str
    rows: tuple[Row, ...]
    status: str
    look: Look
    rect: QRectF = field(default_factory=QRectF)

    @property
    def is_step(self) -> bool:
        return self.look in (Look.WAITING, Look.OPEN, Look.FINISHED)


@dataclass(frozen=True, slots=True)
class Link:
    """A line from one box's right edge to another's left edge, with an optional label."""

    start: QPointF
    end: QPointF
    label: str = ""


@dataclass(frozen=True, slots=True)
class Bracket:
    boxes: tuple[Box, ...]
    links: tuple[Link, ...]
    width: float  # what the drawing needs at least
    height: float
    bottom: float  # where the drawing ends in the room it was given


def build_bracket(plan: Plan, names: Mapping[int, str], room: QSizeF, line: float,
                  small_line: float) -> Bracket:
    """Boxes and lines for ``plan`` centred in ``room``, ``line`` / ``small_line`` being the
    heights of a line of normal and of small text."""
    columns: dict[str, int] = {}
    for step in plan.steps:
        columns[step.id] = 1 + max((columns[a] for a in step.after if a in columns), default=-1)
    playing = {p for step in plan.steps if not step.after for p in step.players or ()}
    entrants = [p for p in plan.selected if p not in playing] if playing else []
    first_later = next((s.id for s in plan.steps if columns[s.id] == 1), None)

    boxes: list[Box] = [_entrant_box(plan, names, p, first_later) for p in entrants]
    entrant_keys = [b.key for b in boxes]
    boxes += [_step_box(plan, names, step, entrants if step.id == first_later else [])
              for step in plan.steps]
    boxes.append(_champion_box(plan, names))
    columns.update(dict.fromkeys(entrant_keys, 0))
    last = plan.steps[-1].id
    columns[CHAMPION] = columns[last] + 1

    step_height = line * 4 + small_line + 22
    entrant_height = line * 2 + 14
    heights = {b.key: entrant_height if b.look is Look.ENTRANT else step_height for b in boxes}
    heights[CHAMPION] = line * 2 + 18
    first = [b for b in boxes if columns[b.key] == 0]
    height = sum(heights[b.key] for b in first) + GAP_Y * (len(first) - 1) + 2 * MARGIN

    count = columns[CHAMPION] + 1
    width = room.width()
    box_width = min(MAX_WIDTH, max(MIN_WIDTH, (width - 2 * MARGIN - GAP_X * (count - 1)) / count))
    needed = count * box_width + GAP_X * (count - 1) + 2 * MARGIN
    left = MARGIN + max(0.0, (width - needed) / 2)

    centres: dict[str, float] = {}
    y = MARGIN + max(0.0, (room.height() - height) / 2)
    for box in first:
        centres[box.key] = y + heights[box.key] / 2
        y += heights[box.key] + GAP_Y
    feeds = _feeds(plan, entrant_keys, first_later, last)
    for box in boxes:
        if box.key not in centres:
            sources = [centres[k] for k in feeds[box.key] if k in centres]
            centres[box.key] = sum(sources) / len(sources)

    placed = tuple(_place(b, left + columns[b.key] * (box_width + GAP_X), centres[b.key],
                          box_width, heights[b.key]) for b in boxes)
    rects = {b.key: b.rect for b in placed}
    links = tuple(Link(QPointF(rects[src].right(), rects[src].center().y()),
                       QPointF(rects[dst].left(), rects[dst].center().y()),
                       _link_label(plan, src, dst))
                  for dst, sources in feeds.items() for src in sources)
    return Bracket(placed, links, needed, height, max(b.rect.bottom() for b in placed) + MARGIN)


def _feeds(plan: Plan, entrants: list[str], first_later: str | None,
           last: str) -> dict[str, list[str]]:
    """For each box after the first column, the boxes whose lines lead into it."""
    feeds = {step.id: list(step.after) for step in plan.steps}
    if first_later is not None:
        feeds[first_later] = entrants + feeds[first_later]
    feeds[CHAMPION] = [last]
    return feeds


def _link_label(plan: Plan, source: str, target: str) -> str:
    """The score that sent a level match on to its Armageddon game."""
    step = next((s for s in plan.steps if s.id == source), None)
    if (step is not None and target != CHAMPION and step.kind is StepKind.RAPID_MATCH
            and step.status is StepStatus.FINISHED and step.winner is None):
        score = step.score
        return f"{points_text(score[0])}–{points_text(score[1])}" if score else ""
    return ""


def _place(box: Box, x: float, centre: float, width: float, height: float) -> Box:
    return Box(box.key, box.title, box.subtitle, box.rows, box.status, box.look,
               QRectF(x, centre - height / 2, width, height))


def _entrant_box(plan: Plan, names: Mapping[int, str], player: int,
                 target: str | None) -> Box:
    goes_to = step_title(target) if target else ""
    return Box(f"entrant-{player}", translate("playoffs", "Straight to the {0}").format(
        goes_to.lower()), "", (Row(seed_of(plan, player), player_name(names, player)),), "",
        Look.ENTRANT)


def _champion_box(plan: Plan, names: Mapping[int, str]) -> Box:
    champion = plan.champion
    if champion is None:
        return Box(CHAMPION, translate("playoffs", "Champion"), "",
                   (Row(None, translate("playoffs", "to be decided")),), "", Look.NO_CHAMPION)
    return Box(CHAMPION, translate("playoffs", "Champion"), "",
               (Row(seed_of(plan, champion), player_name(names, champion)),), "", Look.CHAMPION)


def _step_box(plan: Plan, names: Mapping[int, str], step: PlanStep,
              entrants: list[int]) -> Box:
    if step.players is None:
        rows = [Row(seed_of(plan, p), player_name(names, p)) for p in entrants]
        rows += [Row(None, translate("playoffs", "Winner of {0}").format(
            step_title(a).lower())) for a in step.after]
        look = Look.WAITING
    else:
        rows = [_player_row(plan, names, step, p) for p in step.players]
        look = Look.FINISHED if step.status is StepStatus.FINISHED else Look.OPEN
    status = translate("playoffs", "Waiting") if look is Look.WAITING else status_text(step,
                                                                                       names)
    return Box(step.id, step_title(step.id), kind_text(step), tuple(rows[:2]), status, look)


def _player_row(plan: Plan, names: Mapping[int, str], step: PlanStep, player: int) -> Row:
    decided = step.status is StepStatus.FINISHED and step.winner is not None
    return Row(seed_of(plan, player), player_name(names, player), _detail(step, player),
               won=decided and step.winner == player, lost=decided and step.winner != player)


def _detail(step: PlanStep, player: int) -> str:
    """A rapid match's points; an Armageddon player's colour and clock, or the bid's state."""
    if step.kind is StepKind.RAPID_MATCH:
        started = any(g.result is not None for g in step.games)
        return points_text(sum(g.points(player) for g in step.games)) if started else ""
    game = step.games[0]
    if game.white is not None:
        white = game.white == player
        seconds = game.white_seconds if white else game.black_seconds
        colour = translate("playoffs", "White") if white else translate("playoffs", "Black")
        return f"{colour} {format_clock_time(seconds or 0)}"
    bidding = step.bidding
    if bidding is None:
        return ""
    if bidding.bids is not None and step.players is not None:
        bid = bidding.bids[step.players.index(player)]
        return translate("playoffs", "bid {0}").format(format_clock_time(bid))
    if player in bidding.bids_in:
        return translate("playoffs", "bid sealed")
    return translate("playoffs", "no bid yet")
