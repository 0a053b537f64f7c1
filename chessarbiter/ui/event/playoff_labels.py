"""How a play-off reads on screen: step names, what a step waits for, the outcome line.

Shared by the bracket, the step panel, the Undo menu and the note above the standings, so each
says the same thing the same way and translators find the words in one context.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.clock import Side, format_clock_time
from chessarbiter.core.playoffs import Plan, PlanStep, StepKind, StepStatus
from chessarbiter.core.results import Result
from chessarbiter.ui.common.labels import points_text, result_text

if TYPE_CHECKING:
    from chessarbiter.core.playoff_status import PlayoffStatus

translate = QCoreApplication.translate  # a name lupdate recognises


def step_title(step_id: str) -> str:
    """"Semi-final 1", "Final: Armageddon" for the ids the play-off gives its steps."""
    titles = {
        "semi-final": translate("playoffs", "Semi-final"),
        "semi-final-1": translate("playoffs", "Semi-final 1"),
        "semi-final-2": translate("playoffs", "Semi-final 2"),
        "final": translate("playoffs", "Final"),
        "final-armageddon": translate("playoffs", "Final: Armageddon"),
    }
    return titles.get(step_id, step_id)


def player_name(names: Mapping[int, str], start_no: int | None) -> str:
    if start_no is None:
        return translate("playoffs", "to be decided")
    return names.get(start_no, translate("playoffs", "player {0}").format(start_no))


def colour_name(side: Side) -> str:
    return translate("playoffs", "White") if side is Side.WHITE else translate("playoffs",
                                                                               "Black")


def seed_of(plan: Plan, start_no: int) -> int:
    """The player's place in the play-off seeding (1 = best on tie-breaks)."""
    return plan.tied.index(start_no) + 1


def kind_text(step: PlanStep) -> str:
    """"Rapid match, 2 games · G/15;+5" or "Armageddon · G/10;+2"."""
    control = step.time_control.uscf()
    if step.kind is StepKind.RAPID_MATCH:
        return translate("playoffs", "Rapid match, {0} games · {1}").format(len(step.games),
                                                                             control)
    return translate("playoffs", "Armageddon · {0}").format(control)


def score_text(step: PlanStep, first: int | None = None) -> str:
    """A rapid match's score as "1½–½", ``first``'s points first (else the players' order);
    empty for an Armageddon game."""
    score, players = step.score, step.players
    if score is None or players is None:
        return ""
    a, b = reversed(score) if first == players[1] else score
    return f"{points_text(a)}–{points_text(b)}"


def status_text(step: PlanStep, names: Mapping[int, str]) -> str:
    """What the step waits for next, or how it ended."""
    status = step.status
    if status is StepStatus.WAITING:
        after = translate("playoffs", " and ").join(step_title(s) for s in step.after)
        return translate("playoffs", "Waiting for {0}").format(after)
    if status is StepStatus.COLOUR_LOT:
        return translate("playoffs", "Next: colours of game 1 by lot")
    if status is StepStatus.BIDS:
        sealed = len(step.bidding.bids_in) if step.bidding else 0
        return translate("playoffs", "Next: sealed bids ({0} of 2 in)").format(sealed)
    if status is StepStatus.COIN_FLIP:
        return translate("playoffs", "Equal bids: next, the coin flip")
    if status is StepStatus.COLOUR_CHOICE:
        chooser = step.bidding.chooser if step.bidding else None
        return translate("playoffs", "Next: {0} chooses a colour").format(
            player_name(names, chooser))
    if status is StepStatus.PLAYING:
        game = step.next_game
        return translate("playoffs", "Next: the result of game {0}").format(
            game.number if game else "")
    if step.winner is None:
        return translate("playoffs", "Level {0}: Armageddon next").format(score_text(step))
    winner = player_name(names, step.winner)
    if step.kind is StepKind.ARMAGEDDON:
        return translate("playoffs", "{0}: {1} goes through").format(
            result_text(step.games[0].result), winner)
    return translate("playoffs", "{0} goes through").format(winner)


def record_html(step: PlanStep, names: Mapping[int, str]) -> str:
    """The step so far, as rich text: the bids once revealed, a coin flip or the colour lot,
    and each game's colours and result. Names are escaped: they are text, not markup."""
    def name(player: int | None) -> str:
        return html.escape(player_name(names, player))

    lines: list[str] = []
    bidding = step.bidding
    if bidding is not None and bidding.bids is not None and step.players is not None:
        lines += [translate("playoffs", "Bid of {0}: {1}").format(name(p), format_clock_time(s))
                  for p, s in zip(step.players, bidding.bids, strict=True)]
        if bidding.coin_flip is not None:
            lines.append(translate("playoffs", "Coin flip won by {0}").format(
                name(bidding.coin_flip.player)))
    elif step.colour_lot is not None:
        lines.append(translate("playoffs", "White in game 1 by lot: {0}").format(
            name(step.colour_lot.player)))
    rows = "".join(f"<tr><td>{g.number}</td><td>{name(g.white)}</td><td>{name(g.black)}</td>"
                   f"<td align='center'><b>{result_text(g.result)}</b></td></tr>"
                   for g in step.games if g.white is not None)
    if rows:
        heads = (translate("playoffs", "White"), translate("playoffs", "Black"),
                 translate("playoffs", "Result"))
        lines.append("<table cellspacing='0' cellpadding='3'><tr><th>#</th>"
                     "<th align='left'>{}</th><th align='left'>{}</th><th>{}</th></tr>"
                     .format(*map(html.escape, heads)) + rows + "</table>")
    if not lines:
        return ""
    return "<br>".join([f"<b>{html.escape(translate('playoffs', 'So far'))}</b>", *lines])


def outcome_text(plan: Plan, names: Mapping[int, str]) -> str:
    """One line on how the play-off stands or ended (empty when nobody else was tied)."""
    if len(plan.tied) < 2:
        return ""
    if plan.champion is None:
        return translate("playoffs", "Play-off for first place under way between {0} players "
                                     "tied on points.").format(len(plan.tied))
    champion = player_name(names, plan.champion)
    last = plan.steps[-1]
    if last.kind is StepKind.RAPID_MATCH:
        return translate("playoffs", "Play-off: {0} is champion after winning the final "
                                     "match {1}.").format(champion, score_text(last, plan.champion))
    game = last.games[0]
    if game.result is Result.DRAW:
        return translate("playoffs", "Play-off: {0} is champion after drawing the Armageddon "
                                     "game with Black (draw odds).").format(champion)
    return translate("playoffs", "Play-off: {0} is champion after winning the Armageddon "
                                 "game.").format(champion)


def playoff_note(status: PlayoffStatus) -> str:
    """The line above the standings: how the stored play-off stands or ended (marked when it
    is out of date), or why the stored one cannot be read; empty without a play-off."""
    if status.problem:
        return status.problem
    if status.playoff is None:
        return ""
    text = outcome_text(status.playoff.plan, status.names)
    if text and status.stale is not None:
        return translate("playoffs", "Out of date — {0}").format(text)
    return text
