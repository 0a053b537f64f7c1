"""Whether a decision derived from the facts (the play-off, and through its champion the prizes)
still rests on the facts as they are now.

A play-off is started for the players tied for first at that moment. It is stored with its
:class:`Basis` — every result entered, every withdrawal and the settings that order the
standings — so that a later correction is seen, named ("the result of round 9 board 2 changed
from 1-0 to 0-1") and put to the arbiter, who keeps the play-off or redoes it. Nothing is
redone silently: a play-off under way is the players' games, not a number to recompute.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.text import listed, spoken_name
from chessarbiter.core.tournament import Standing, Tournament

RANKING_SETTINGS = ("tiebreaks", "edition", "koya_limit_offset", "withdrawal_rule")
"""The settings the standings are ordered by: a change of any of them may change the tie."""
SHOWN_CHANGES = 3  # the reason names this many changes, then says how many more


@dataclass(frozen=True, slots=True)
class Basis:
    """The facts a play-off was started on (or kept on), as plain JSON-ready values."""

    results: Mapping[str, str | None]  # "round.board" → the result entered
    withdrawn: Mapping[str, int | None]  # start number → last round played
    ranking: Mapping[str, Any]  # RANKING_SETTINGS → value

    @classmethod
    def of(cls, tournament: Tournament, settings: EventSettings) -> Basis:
        stored = settings.to_dict()
        return cls(
            {f"{g.round}.{g.board}": g.result.value if g.result else None
             for g in tournament.games},
            {str(p.start_no): p.withdrawn_after for p in tournament.players},
            {name: stored[name] for name in RANKING_SETTINGS},
        )

    def to_dict(self) -> dict[str, Any]:
        return {"results": dict(self.results), "withdrawn": dict(self.withdrawn),
                "ranking": dict(self.ranking)}

    @classmethod
    def from_dict(cls, data: object) -> Basis | None:
        """The stored basis; None when there is none or it is not readable (a play-off
        stored by an older version), so only the tie itself can be compared."""
        if not isinstance(data, Mapping):
            return None
        parts = [data.get(key) for key in ("results", "withdrawn", "ranking")]
        if not all(isinstance(part, Mapping) for part in parts):
            return None
        return cls(*parts)  # type: ignore[arg-type]

    def changes(self, now: Basis, names: Mapping[int, str]) -> list[str]:
        """Each fact that differs in ``now``, as a sentence an arbiter reads."""
        out = [_result_change(key, self.results.get(key), now.results.get(key))
               for key in sorted(set(self.results) | set(now.results), key=_board_order)
               if self.results.get(key) != now.results.get(key)]
        for key in sorted(set(self.withdrawn) | set(now.withdrawn), key=int):
            was, is_ = self.withdrawn.get(key), now.withdrawn.get(key)
            if was != is_:
                out.append(_withdrawal_change(_name(names, int(key)), was, is_))
        for name in RANKING_SETTINGS:
            was, is_ = self.ranking.get(name), now.ranking.get(name)
            if was != is_:
                out.append(f"the setting {name.replace('_', ' ')} changed from {_value(was)} "
                           f"to {_value(is_)}")
        return out


@dataclass(frozen=True, slots=True)
class Staleness:
    """Why a stored decision is out of date: the facts that changed since it was taken, and
    who is tied for first now compared with then (both in seeding order)."""

    changes: tuple[str, ...]
    tied_then: tuple[int, ...]
    tied_now: tuple[int, ...]

    def message(self, names: Mapping[int, str]) -> str:
        """One paragraph: what changed, and what it means for the tie."""
        shown = list(self.changes[:SHOWN_CHANGES])
        more = len(self.changes) - len(shown)
        if more:
            shown.append(f"{more} more change{'s' if more > 1 else ''}")
        facts = (f"Since the play-off was started, {listed(shown)}. " if shown
                 else "The play-off was stored by an older version, without its facts. ")
        return facts + self.consequence(names)

    def consequence(self, names: Mapping[int, str]) -> str:
        then, now = self.tied_then, self.tied_now
        if set(then) == set(now):
            order = ("" if then == now else
                     f" (their seeding is now {named(now, names)})")
            return f"The players tied for first are still {named(then, names)}{order}."
        if len(now) == 1:
            return (f"{named(now, names)} is now first alone; the play-off was started for "
                    f"{named(then, names)}.")
        return (f"Now tied for first: {named(now, names)}; the play-off was started for "
                f"{named(then, names)}.")


def tied_for_first(standings: Sequence[Standing], tournament: Tournament) -> tuple[int, ...]:
    """Start numbers with the leader's points, in standings order (none before any result)."""
    if not standings or not any(g.result for g in tournament.games):
        return ()
    best = max(r.points for r in standings)
    return tuple(r.start_no for r in sorted(standings, key=lambda r: (r.rank, r.start_no))
                 if r.points == best)


def staleness(basis: Basis | None, tied_then: Sequence[int], tournament: Tournament,
              settings: EventSettings, tied_now: Sequence[int]) -> Staleness | None:
    """The staleness of a decision taken on ``basis`` for ``tied_then``; None while it holds.

    Without a basis (an older file) only the tie can be compared.
    """
    names = {p.start_no: p.name for p in tournament.players}
    if basis is None:
        if set(tied_then) == set(tied_now):
            return None
        return Staleness((), tuple(tied_then), tuple(tied_now))
    changes = basis.changes(Basis.of(tournament, settings), names)
    return Staleness(tuple(changes), tuple(tied_then), tuple(tied_now)) if changes else None


def _board_order(key: str) -> tuple[int, int]:
    rnd, _, board = key.partition(".")
    return int(rnd), int(board)


def _result_change(key: str, was: str | None, now: str | None) -> str:
    rnd, board = _board_order(key)
    where = f"the result of round {rnd} board {board}"
    if was is None:
        return f"{where} was entered as {now}"
    if now is None:
        return f"{where} ({was}) was cleared"
    return f"{where} changed from {was} to {now}"


def _withdrawal_change(name: str, was: int | None, now: int | None) -> str:
    if now is None:
        return f"{name} was reinstated"
    if was is None:
        return f"{name} withdrew after round {now}"
    return f"{name}'s withdrawal moved from after round {was} to after round {now}"


def _value(value: Any) -> str:
    """A setting's value; a list in brackets, so a list of changes still reads."""
    if isinstance(value, list | tuple):
        return f"({', '.join(map(str, value))})"
    return str(value)


def named(players: Sequence[int], names: Mapping[int, str]) -> str:
    """"Leo Shen, Ana Ortiz and Jae Park" for a sentence ("nobody" for none)."""
    return listed(_name(names, p) for p in players) or "nobody"


def _name(names: Mapping[int, str], player: int) -> str:
    """A player as a sentence names him ("Shen, Leo" is "Leo Shen")."""
    return spoken_name(names[player]) if player in names else f"player {player}"
