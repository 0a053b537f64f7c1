"""The event before and after one change, and what that change is checked for — without
storage, so the plain-SQL writes (:mod:`.result_write`) and the ORM's services share it.

The play-off question asks whether the change alters who is tied for first while a play-off
is stored; "newly complete" names the rounds the change completes (each takes a backup).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from chessarbiter.core.boards import event_boards
from chessarbiter.core.decisions import named, tied_for_first
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.services.errors import NeedsConfirmation


def names(tournament: Tournament, players: Sequence[int]) -> str:
    return named(players, {p.start_no: p.name for p in tournament.players})


@dataclass(frozen=True)
class Change:
    """The event before and after one change, as the checks read it.

    ``playoff``: a play-off is stored. ``only_round``: ``before`` and ``after`` hold that
    round whole but other rounds in part (see ``read_event(around=…)``), so only that round
    can be judged complete.
    """

    before: Tournament
    after: Tournament
    settings_before: EventSettings
    settings_after: EventSettings
    playoff: bool
    only_round: int | None = None

    def playoff_question(self) -> str | None:
        """The question to ask when this change alters who is tied for first while a play-off
        is stored; None when it does not (or there is no play-off)."""
        if not self.playoff:
            return None
        assert self.only_round is None, "the play-off question needs the whole event"
        # the tie-breaks load only for an event with a play-off (a window's first result
        # is written before they are needed)
        from chessarbiter.core.standings import compute_standings

        was = tied_for_first(compute_standings(self.before, self.settings_before), self.before)
        now = tied_for_first(compute_standings(self.after, self.settings_after), self.after)
        if set(was) == set(now):
            return None
        alone = (f"{names(self.after, now)} alone would be first" if len(now) == 1 else
                 f"{names(self.after, now)} would be tied for first" if now else
                 "nobody would be first")
        return (f"This changes who is tied for first: {alone}, but the play-off was started "
                f"for {names(self.before, was)}. Stored, it marks the play-off out of date.")

    @cached_property
    def complete_after(self) -> list[int]:
        """The rounds complete after the change (of those this change can judge)."""
        return self._complete(self.after, self.settings_after)

    def newly_complete(self) -> list[int]:
        """Rounds this change completes (for the round-complete backup); each side's boards
        are worked out once."""
        old = set(self._complete(self.before, self.settings_before))
        return [r for r in self.complete_after if r not in old]

    def _complete(self, tournament: Tournament, settings: EventSettings) -> list[int]:
        # whether a board is decided never depends on which incident forfeited it
        boards = event_boards(tournament, settings)
        rounds = (sorted({s.round for s in boards.games()}) if self.only_round is None
                  else [self.only_round])
        return [r for r in rounds if boards.round_complete(r)]

    def refuse_unless(self, confirmed: bool, *questions: str | None) -> None:
        asked = [q for q in questions if q]
        if asked and not confirmed:
            raise NeedsConfirmation(" ".join(asked))
