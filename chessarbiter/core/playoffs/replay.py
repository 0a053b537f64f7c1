"""Who plays whom for 2, 3, 4 and more tied players, and the replay of the record onto it.

Two players: a rapid match, then an Armageddon if it ends 1–1. Three: seeds 2 and 3 play an
Armageddon; its winner meets seed 1 in the two-player format. Four: Armageddons 1 v 4 and 2 v 3;
the winners meet in the two-player format. More than four: the first four by seeding (or the
arbiter's recorded selection) play the four-player format. Steps appear as results arrive.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from chessarbiter.core.playoffs.actions import Action, PlayoffError, SelectFour, StepRecord
from chessarbiter.core.playoffs.armageddon import armageddon_step
from chessarbiter.core.playoffs.checks import FOUR, check
from chessarbiter.core.playoffs.match import rapid_step
from chessarbiter.core.playoffs.plan import Plan, PlanStep, StepStatus
from chessarbiter.core.playoffs.rules import PlayoffRules
from chessarbiter.core.playoffs.serial import action_name

FINAL = "final"


def replay(tied: tuple[int, ...], rules: PlayoffRules, actions: Iterable[Action]) -> Plan:
    """The plan after ``actions``, each checked against the play-off as it stood before it."""
    selection: SelectFour | None = None
    records: dict[str, StepRecord] = {}
    plan = _build(tied, rules, selection, records)
    for index, action in enumerate(actions, 1):
        try:
            check(action, plan)
        except PlayoffError as exc:
            raise PlayoffError(f"action {index} ({action_name(action)}): {exc}") from None
        if isinstance(action, SelectFour):
            selection = action
        else:
            records[action.step] = records.get(action.step, StepRecord()).with_action(action)
        plan = _build(tied, rules, selection, records)
    return plan


def _build(tied: tuple[int, ...], rules: PlayoffRules, selection: SelectFour | None,
           records: Mapping[str, StepRecord]) -> Plan:
    if selection is None:
        selected, note = tied[:FOUR], ""
    else:
        selected, note = tuple(p for p in tied if p in selection.players), selection.note
    bracket = _Bracket(rules, records, selected)
    champion = bracket.play()
    return Plan(tied, selected, note, tuple(bracket.steps), champion, bool(records))


class _Bracket:
    """Builds the steps of one seeding, in playing order, and returns the champion if known."""

    def __init__(self, rules: PlayoffRules, records: Mapping[str, StepRecord],
                 seeds: tuple[int, ...]) -> None:
        self._rules = rules
        self._records = records
        self._seeds = seeds
        self.steps: list[PlanStep] = []

    def play(self) -> int | None:
        s = self._seeds
        if len(s) == 1:
            return s[0]
        if len(s) == 2:
            return self._match((s[0], s[1]), ())
        if len(s) == 3:
            return self._match(self._pair(s[0], self._armageddon("semi-final", (s[1], s[2]))),
                               ("semi-final",))
        first = self._armageddon("semi-final-1", (s[0], s[3]))
        second = self._armageddon("semi-final-2", (s[1], s[2]))
        return self._match(self._pair(first, second), ("semi-final-1", "semi-final-2"))

    def _pair(self, a: int | None, b: int | None) -> tuple[int, int] | None:
        """Two players in seeding order, or None while either is unknown."""
        if a is None or b is None:
            return None
        return (a, b) if self._seeds.index(a) < self._seeds.index(b) else (b, a)

    def _record(self, step_id: str) -> StepRecord:
        return self._records.get(step_id, StepRecord())

    def _armageddon(self, step_id: str, players: tuple[int, int] | None,
                    after: tuple[str, ...] = ()) -> int | None:
        step = armageddon_step(step_id, players, after, self._rules, self._record(step_id))
        self.steps.append(step)
        return step.winner

    def _match(self, players: tuple[int, int] | None, after: tuple[str, ...]) -> int | None:
        """The two-player format: the rapid match, and its Armageddon when it ends level."""
        step = rapid_step(FINAL, players, after, self._rules, self._record(FINAL))
        self.steps.append(step)
        if step.status is StepStatus.FINISHED and step.winner is None:
            return self._armageddon(f"{FINAL}-armageddon", players, (FINAL,))
        return step.winner
