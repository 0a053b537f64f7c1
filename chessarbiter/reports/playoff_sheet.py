"""The play-off for first place on paper: seeding, each step with its players, colours, start
times, the sealed bids once both are revealed, the results, and the champion.

Made from the play-off's plan, which shows bids only once both are in, so a sheet printed
between the two bids cannot give one away.
"""

from __future__ import annotations

from collections.abc import Mapping
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from chessarbiter.core.clock import format_clock_time
from chessarbiter.core.playoffs import Plan, PlannedGame, PlanStep, StepKind, StepStatus
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports.columns import Column
from chessarbiter.reports.fonts import BOLD, REGULAR
from chessarbiter.reports.formatting import number_text, result_text
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_TEXT = ParagraphStyle("playoff", fontName=REGULAR, fontSize=10.5, leading=14)
_STEP = ParagraphStyle("playoff-step", fontName=BOLD, fontSize=12, leading=16, spaceBefore=12,
                       spaceAfter=3)
_CHAMPION = ParagraphStyle("playoff-champion", fontName=BOLD, fontSize=14, leading=19,
                           spaceAfter=8)
_SIZES = (11, 10, 9, 8)
_TITLES = {"semi-final": "Semi-final", "semi-final-1": "Semi-final 1",
           "semi-final-2": "Semi-final 2", "final": "Final",
           "final-armageddon": "Final: Armageddon"}
_SEEDING = (Column("Seed", bold=True), Column("No."), Column("Name", align="LEFT", stretch=True),
            Column("Play-off"))
_GAMES = (Column("Game", bold=True), Column("White", align="LEFT", stretch=True),
          Column("Clock"), Column("Black", align="LEFT", stretch=True), Column("Clock"),
          Column("Incr."), Column("Result", bold=True))


def playoff_report(plan: Plan, t: Tournament, info: EventInfo, opts: PrintOptions) -> bytes:
    """Seeding first, then each step in playing order; the champion heads the page."""
    register = {p.start_no: p.name for p in t.players}
    layout = page_layout(opts, natural_landscape=False)
    width = layout.frame_width
    story: list[Flowable] = [Paragraph(escape(_champion_line(plan, register)), _CHAMPION)]
    if plan.steps:
        story += _seeding(plan, register, width)
        for step in plan.steps:
            story.append(KeepTogether(_step(step, plan, register, width)))
    detail = "decided" if plan.champion is not None else "under way"
    return render(story, layout, Heading("Play-off for first place", detail), info, opts)


def _name(register: Mapping[int, str], player: int | None) -> str:
    if player is None:
        return "to be decided"
    return register.get(player, f"player {player}")


def _champion_line(plan: Plan, register: Mapping[int, str]) -> str:
    if not plan.steps:
        return f"No play-off needed: {_name(register, plan.champion)} is champion."
    if plan.champion is None:
        return "Champion: not decided yet"
    return f"Champion: {_name(register, plan.champion)}"


def _seeding(plan: Plan, register: Mapping[int, str], width: float) -> list[Flowable]:
    rows = [[str(seed), str(p), _name(register, p),
             "plays" if p in plan.selected else "left out"]
            for seed, p in enumerate(plan.tied, 1)]
    out: list[Flowable] = [
        Paragraph(f"{len(plan.tied)} players tied for first, in seeding order (tie-breaks, "
                  "then a lot among any still level):", _TEXT),
        Spacer(0, 4), list_table(_SEEDING, rows, width, _SIZES)]
    if plan.selection_note:
        out.append(Paragraph("<b>The arbiter's choice of the four:</b> "
                             + escape(plan.selection_note), _TEXT))
    return out


def _step(step: PlanStep, plan: Plan, register: Mapping[int, str],
          width: float) -> list[Flowable]:
    kind = "Rapid match" if step.kind is StepKind.RAPID_MATCH else "Armageddon"
    name = _TITLES.get(step.id, step.id)
    parts = [name, *([] if kind in name else [kind]), step.time_control.uscf()]
    out: list[Flowable] = [Paragraph(escape(" · ".join(parts)), _STEP)]
    out += [Paragraph(line, _TEXT) for line in (_players_line(step, plan, register),
                                                *_draws(step, register))]
    games = [g for g in step.games if g.white is not None]
    if games:
        rows = [_game_row(g, register) for g in games]
        out += [Spacer(0, 4), list_table(_GAMES, rows, width, _SIZES), Spacer(0, 4)]
    outcome = _outcome_line(step, register)
    return [*out, Paragraph(outcome, _TEXT)] if outcome else out


def _players_line(step: PlanStep, plan: Plan, register: Mapping[int, str]) -> str:
    if step.players is None:
        after = " and ".join(_TITLES.get(a, a).lower() for a in step.after)
        return f"Players: known once {escape(after)} {'is' if len(step.after) == 1 else 'are'} " \
               "decided."
    a, b = (f"{escape(_name(register, p))} (seed {plan.tied.index(p) + 1})"
            for p in step.players)
    return f"Players: {a} v {b}"


def _how(seed: int | None) -> str:
    return "by hand" if seed is None else f"by the program, seed {seed}"


def _draws(step: PlanStep, register: Mapping[int, str]) -> list[str]:
    """The colour lot, the bids (amounts only once both are in), the coin flip, the choice."""
    lines: list[str] = []
    if step.colour_lot is not None:
        lines.append(f"Colours of game 1 drawn by lot ({_how(step.colour_lot.seed)}): "
                     f"{escape(_name(register, step.colour_lot.player))} has White.")
    bidding = step.bidding
    if bidding is None or step.players is None:
        return lines
    if bidding.bids is None:
        lines.append(f"Sealed bids (base time {format_clock_time(bidding.base_seconds)}): "
                     f"{len(bidding.bids_in)} of 2 in; shown once both are in.")
        return lines
    bids = ", ".join(f"{escape(_name(register, p))} {format_clock_time(s)}"
                     for p, s in zip(step.players, bidding.bids, strict=True))
    lines.append(f"Sealed bids (base time {format_clock_time(bidding.base_seconds)}): {bids}.")
    if bidding.coin_flip is not None:
        lines.append(f"Equal bids: coin flip ({_how(bidding.coin_flip.seed)}) won by "
                     f"{escape(_name(register, bidding.coin_flip.player))}.")
    if bidding.chooser is not None and bidding.colour is not None:
        lines.append(f"{escape(_name(register, bidding.chooser))} chose "
                     f"{bidding.colour.value.capitalize()}.")
    return lines


def _outcome_line(step: PlanStep, register: Mapping[int, str]) -> str:
    if step.status is not StepStatus.FINISHED:
        return ""
    score = step.score
    shown = f" ({number_text(score[0])}–{number_text(score[1])})" if score else ""
    if step.winner is None:
        return f"<b>Level{shown}: an Armageddon game decides.</b>"
    return f"<b>Winner: {escape(_name(register, step.winner))}{shown}</b>"


def _game_row(game: PlannedGame, register: Mapping[int, str]) -> list[str]:
    return [str(game.number), _name(register, game.white),
            format_clock_time(game.white_seconds or 0), _name(register, game.black),
            format_clock_time(game.black_seconds or 0), f"{game.increment_seconds or 0} s",
            result_text(game.result)]
