"""A play-off as a plain value: the tied players, its time controls and the recorded actions.

Every :class:`Playoff` is legal by construction (the actions are replayed and checked when it
is made), so storage can keep :meth:`Playoff.to_dict` as it is and resume from it at any step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from chessarbiter.core.playoffs.actions import Action, PlayoffError
from chessarbiter.core.playoffs.checks import check
from chessarbiter.core.playoffs.plan import Plan
from chessarbiter.core.playoffs.replay import replay
from chessarbiter.core.playoffs.rules import PlayoffRules
from chessarbiter.core.playoffs.seeding import seed_playoff
from chessarbiter.core.playoffs.serial import (
    action_from_dict,
    action_to_dict,
    read_mapping,
    read_optional_int,
    read_start_numbers,
)
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Standing

_WHERE = "stored play-off"


@dataclass(frozen=True, slots=True)
class Playoff:
    """``tied`` in seeding order; ``lot_seed`` seeded the lot among players sharing a rank."""

    tied: tuple[int, ...]
    rules: PlayoffRules
    lot_seed: int | None = None
    actions: tuple[Action, ...] = ()
    _plan: Plan = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.tied:
            raise PlayoffError("nobody is tied for first: there is no play-off")
        repeated = sorted({p for p in self.tied if self.tied.count(p) > 1})
        if repeated:
            raise PlayoffError(f"player {repeated[0]} is listed twice among the tied players")
        problems = self.rules.problems() if len(self.tied) > 1 else []
        if problems:
            raise PlayoffError("the event's play-off settings cannot run this play-off: "
                               + "; ".join(problems))
        object.__setattr__(self, "_plan", replay(self.tied, self.rules, self.actions))

    @classmethod
    def start(cls, tied: Sequence[int], settings: EventSettings, *,
              lot_seed: int | None = None) -> Playoff:
        """A new play-off for ``tied`` (seeding order) with the event's current time controls."""
        return cls(tuple(tied), PlayoffRules.of(settings), lot_seed)

    @classmethod
    def from_standings(cls, standings: Sequence[Standing], settings: EventSettings, *,
                       lot_seed: int | None = None) -> Playoff:
        """Seed the players tied for first (:func:`seed_playoff`) and start their play-off."""
        return cls.start(seed_playoff(standings, lot_seed), settings, lot_seed=lot_seed)

    @property
    def plan(self) -> Plan:
        return self._plan

    def apply(self, action: Action) -> Playoff:
        """This play-off with ``action`` recorded, or :class:`PlayoffError` saying why not."""
        check(action, self._plan)
        return replace(self, actions=(*self.actions, action))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready; it holds sealed bids, so show players :attr:`plan`, not this."""
        return {"tied": list(self.tied), "lot_seed": self.lot_seed,
                "rules": self.rules.to_dict(),
                "actions": [action_to_dict(a) for a in self.actions]}

    @classmethod
    def from_dict(cls, data: object) -> Playoff:
        """Read back :meth:`to_dict`; anything malformed or illegal is refused, naming it."""
        mapping = read_mapping(data, _WHERE)
        stored = mapping.get("actions")
        if not isinstance(stored, list):
            raise PlayoffError(f"{_WHERE}: field 'actions' must be a list")
        tied = read_start_numbers(mapping, "tied", _WHERE)
        rules = PlayoffRules.from_dict(mapping.get("rules"), f"{_WHERE}, rules")
        lot_seed = read_optional_int(mapping, "lot_seed", _WHERE)
        actions = tuple(action_from_dict(item, f"{_WHERE}, action {n}")
                        for n, item in enumerate(stored, 1))
        try:
            return cls(tied, rules, lot_seed, actions)
        except PlayoffError as exc:
            raise PlayoffError(f"{_WHERE}: {exc}") from None
