"""Player actions on one event: registering, editing, removing, withdrawing, start numbers."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy.orm import Session

from chessarbiter.core.players import Player, validate_player
from chessarbiter.db.database import raw_execute
from chessarbiter.db.models import PlayerRow
from chessarbiter.services.convert import fill_player_row, player_from_row
from chessarbiter.services.errors import ActionRefused
from chessarbiter.services.event_rows import EventRows
from chessarbiter.services.event_writes import write_withdrawal


class PlayerActions(EventRows):
    """The player list of one event; locked once the schedule is made."""

    def add_player(self, player: Player) -> Player:
        """Register ``player``; start number 0 means "next free number"."""
        return self.add_players([player])[0]

    def add_players(self, players: Sequence[Player]) -> list[Player]:
        """Register several players in one action: all of them, or none if one is refused."""
        added: list[Player] = []
        with self.db.transaction() as session:
            event = self._event(session)
            self._refuse_if_scheduled(session)
            count = self._player_count(session)
            for player in players:
                start_no = player.start_no or count + 1
                if not 1 <= start_no <= count + 1:
                    raise ActionRefused(
                        f"start number must be between 1 and {count + 1}", "start_no"
                    )
                player = replace(player, start_no=start_no, name=player.name.strip())
                _refuse_invalid(player)
                if start_no <= count:
                    self._shift_start_numbers(session, start_no, +1)
                row = PlayerRow(event_id=event.id)
                fill_player_row(row, player)
                session.add(row)
                session.flush()
                count += 1
                added.append(player)
        return added

    def update_player(self, player: Player) -> Player:
        """Replace the details of the player with ``player.start_no``; returns the old ones.

        Withdrawal is not changed here: it goes through :meth:`withdraw`; nor is the round
        a late entry entered.
        """
        player = replace(player, name=player.name.strip())
        _refuse_invalid(player)
        with self.db.transaction() as session:
            row = self._player_row(session, player.start_no)
            old = player_from_row(row)
            fill_player_row(row, replace(player, withdrawn_after=old.withdrawn_after,
                                         entered_round=old.entered_round))
            return old

    def remove_player(self, start_no: int) -> Player:
        """Take a player off the list; later start numbers move up by one."""
        with self.db.transaction() as session:
            self._refuse_if_scheduled(session)
            row = self._player_row(session, start_no)
            old = player_from_row(row)
            session.delete(row)
            session.flush()
            self._shift_start_numbers(session, start_no + 1, -1)
            return old

    def withdraw(self, start_no: int, after_round: int | None, *,
                 confirmed: bool = False) -> int | None:
        """Record that a player left after ``after_round`` (None reinstates); returns the old.

        The withdrawal rule decides the player's remaining games at once, so a change of who
        is tied for first after the play-off started needs ``confirmed``.
        """
        with self.db.transaction() as session:
            written = write_withdrawal(raw_execute(session), self.event_id, start_no,
                                       after_round, confirmed=confirmed,
                                       action=session.info["action"])
        self._backup_rounds(written.completed, written.settings)
        return written.old

    def draw_lots(self, seed: str | None = None) -> str:
        """Give every player a start number at random; the seed is recorded and returned."""
        seed = seed or secrets.token_hex(8)
        with self.db.transaction() as session:
            event = self._event(session)
            self._refuse_if_scheduled(session)
            rows = self._player_rows(session)
            numbers = list(range(1, len(rows) + 1))
            random.Random(seed).shuffle(numbers)
            self._renumber(session, {r.start_no: n for r, n in zip(rows, numbers, strict=True)})
            event.lots_seed = seed
            return seed

    def lots_seed(self) -> str | None:
        """The seed of the recorded drawing of lots (None after numbers entered by hand)."""
        with self.db.read() as session:
            return self._event(session).lots_seed

    def set_start_numbers(self, mapping: dict[int, int], seed: str | None = None
                          ) -> dict[int, int]:
        """Apply numbers drawn by hand (old → new); returns the inverse mapping for undo.

        ``seed`` is recorded with them (undo of a draw puts the earlier draw's seed back).
        """
        with self.db.transaction() as session:
            self._refuse_if_scheduled(session)
            current = {r.start_no for r in self._player_rows(session)}
            full = {n: mapping.get(n, n) for n in current}
            if sorted(full.values()) != sorted(current):
                raise ActionRefused(
                    "the new start numbers must be 1.."
                    f"{len(current)}, each used once", "start_no"
                )
            self._renumber(session, full)
            self._event(session).lots_seed = seed
            return {new: old for old, new in full.items()}

    def _shift_start_numbers(self, session: Session, first: int, delta: int) -> None:
        rows = [r for r in self._player_rows(session) if r.start_no >= first]
        self._renumber(session, {r.start_no: r.start_no + delta for r in rows})

    def _renumber(self, session: Session, mapping: dict[int, int]) -> None:
        """Apply old → new start numbers without tripping the unique constraint midway."""
        rows = [r for r in self._player_rows(session) if r.start_no in mapping]
        for r in rows:
            r.start_no = -r.start_no
        session.flush()
        for r in rows:
            r.start_no = mapping[-r.start_no]
        session.flush()


def _refuse_invalid(player: Player) -> None:
    problems = validate_player(player)
    if problems:
        field, message = next(iter(problems.items()))
        raise ActionRefused(message, field)
