"""A withdrawal and a change of settings, written once in plain SQL for both ways of storing
them (as :mod:`.result_write` writes a result): the services run them on their session, the
``withdraw`` and ``settings --set`` commands on a local file on :mod:`sqlite3`
(:mod:`chessarbiter.cli.fast_write`). Each writes what the ORM would — the row, only when
the value changes, with the compare-and-set of a versioned row — and its audit row.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Tournament
from chessarbiter.db.audit_rows import log
from chessarbiter.db.queries import Execute, json_value, read_event
from chessarbiter.services.change import Change
from chessarbiter.services.compare import StaleWrite
from chessarbiter.services.errors import ActionRefused, EditConflict, no_player
from chessarbiter.services.result_write import PLAYOFF, event_rounds

PLAYER = ("select id, withdrawn_after from players"
          " where event_id = :event and start_no = :start_no")
WITHDRAW = "update players set withdrawn_after = :after where id = :id returning id"
SETTINGS = "select settings, version from events where id = :event"
SCHEDULED = "select id from games where event_id = :event limit 1"
SET_SETTINGS = ("update events set settings = :settings, version = version + 1"
                " where id = :event and version = :version returning id")


@dataclass(frozen=True, slots=True)
class Withdrawn:
    """The round the player was withdrawn after before (for undo), the event after the
    change, and the rounds it completed (each to be backed up once committed)."""

    old: int | None
    after: Tournament
    settings: EventSettings
    completed: tuple[int, ...]


def write_withdrawal(execute: Execute, event_id: int, start_no: int, after_round: int | None,
                     *, confirmed: bool = False, action: str = "withdraw") -> Withdrawn:
    """Record that a player left after ``after_round`` (None reinstates), in the caller's
    transaction; the rule reaches every round, so the whole event is read."""
    rounds = event_rounds(execute, event_id)
    rows = execute(PLAYER, {"event": event_id, "start_no": start_no})
    if not rows:
        raise no_player(start_no)
    player_id, old = rows[0]
    if after_round is not None and not 0 <= after_round <= rounds:
        raise ActionRefused(f"round must be between 0 and {rounds}", "after_round")
    before, settings = read_event(execute, event_id)
    after = replace(before, players=tuple(
        replace(p, withdrawn_after=after_round) if p.start_no == start_no else p
        for p in before.players))
    playoff = bool(execute(PLAYOFF, {"event": event_id}))
    change = Change(before, after, settings, settings, playoff)
    change.refuse_unless(confirmed, change.playoff_question())
    if after_round != old:  # as the ORM: the same value again is no change
        execute(WITHDRAW, {"after": after_round, "id": player_id})
        log(execute, event_id, action, "players", player_id, "update",
            {"withdrawn_after": [old, after_round]})
    return Withdrawn(old, after, settings, tuple(change.newly_complete()))


def write_settings(execute: Execute, event_id: int, changes: Mapping[str, Any],
                   shown: Mapping[str, Any] | None, *, confirmed: bool = False,
                   action: str = "update settings",
                   first_read: Callable[[dict[str, Any]], None] = lambda _values: None
                   ) -> EventSettings:
    """One attempt at changing settings (see ``EventService.update_settings``); returns the
    old settings. Without ``shown`` the values read count as shown, and ``first_read`` is
    given them so another attempt compares with them; :class:`StaleWrite` when the event
    changed between reading and writing it."""
    event_rounds(execute, event_id)
    stored, version = execute(SETTINGS, {"event": event_id})[0]
    stored = dict(json_value(stored))
    old = EventSettings.from_dict(stored)
    try:
        new = old.with_changes(**changes)
        if shown is None:
            shown = {name: getattr(old, name) for name in changes}
            first_read(dict(shown))
        differ = changed_settings(old, shown)
    except (ValueError, TypeError) as exc:
        raise ActionRefused(str(exc), "settings") from None
    if differ:
        raise EditConflict.on_settings(differ)
    if execute(SCHEDULED, {"event": event_id}) and (
            (new.cycles, new.swap_last_two) != (old.cycles, old.swap_last_two)):
        raise ActionRefused("cycles and the round swap are fixed once the schedule is made",
                            "cycles")
    if execute(PLAYOFF, {"event": event_id}):  # who is first: the whole event is read
        tournament = read_event(execute, event_id)[0]
        change = Change(tournament, tournament, old, new, playoff=True)
        change.refuse_unless(confirmed, change.playoff_question())
    written = new.to_dict()
    if written != stored:  # as the ORM: the same value again is no change
        if not execute(SET_SETTINGS, {"settings": json.dumps(written), "event": event_id,
                                      "version": version}):
            raise StaleWrite
        log(execute, event_id, action, "events", event_id, "update",
            {"settings": [stored, written]})
    return old


def stored_settings(execute: Execute, event_id: int) -> dict[str, Any]:
    """The event's settings as the ``settings`` command shows them (every one, by name)."""
    stored = execute(SETTINGS, {"event": event_id})[0][0]
    return EventSettings.from_dict(dict(json_value(stored))).to_dict()


def changed_settings(stored: EventSettings, shown: Mapping[str, Any]) -> list[str]:
    """The settings among ``shown`` whose stored value is not the one shown (compared as
    stored, so a list and a tuple of the same codes agree)."""
    as_shown = replace(stored, **shown).to_dict()
    as_stored = stored.to_dict()
    return sorted(name for name in shown if as_shown[name] != as_stored[name])
