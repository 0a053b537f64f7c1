"""Arbiter actions on one event: players, lots, schedule, results, settings.

Each public method is one transaction: it validates first, writes, commits, and returns
what the caller needs to show the change or to undo it. Where two computers may edit the same
thing (a result, the settings), the caller passes what it showed as ``expected`` and the write
is a compare-and-set on the row's version, so a concurrent edit is refused, never overwritten.
"""

from __future__ import annotations

import enum
import random
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from chessarbiter.core import berger
from chessarbiter.core.players import Player, validate_player
from chessarbiter.core.presets import get_preset
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import ByeKind, Standing, Tournament
from chessarbiter.db.backups import take_backup
from chessarbiter.db.database import Database
from chessarbiter.db.models import ByeRow, EventRow, GameRow, PlayerRow
from chessarbiter.services.convert import (
    fill_player_row,
    load_tournament,
    player_from_row,
    settings_of,
)
from chessarbiter.services.errors import ActionRefused, EditConflict


class _Unset(enum.Enum):
    UNSET = enum.auto()


UNSET = _Unset.UNSET
"""``expected`` not given: write whatever is stored (scripts, imports, the demo)."""


HEADER_WIDTHS = {"name": 200, "site": 200, "federation": 3, "start_date": 10, "end_date": 10,
                 "arbiter": 200}


def create_event(db: Database, name: str, preset_id: str, **header: str) -> int:
    """A new event with the preset's settings copied into it; returns its id."""
    _refuse_bad_header({"name": name, **header})
    try:
        settings = get_preset(preset_id).settings
    except ValueError as exc:
        raise ActionRefused(str(exc), "preset") from None
    with db.transaction() as session:
        event = EventRow(
            name=name.strip(),
            settings=settings.to_dict(),
            created_at=datetime.now(UTC).replace(tzinfo=None),
            **header,
        )
        session.add(event)
        session.flush()
        return event.id


def list_events(db: Database) -> list[tuple[int, str]]:
    with db.read() as session:
        return [(e.id, e.name) for e in session.scalars(select(EventRow).order_by(EventRow.id))]


def resolve_event(db: Database, event_id: int | None) -> int:
    """The event to act on: the one named, else the file's latest."""
    events = list_events(db)
    if not events:
        raise ActionRefused("the file holds no event yet; create one with new-event", "event")
    if event_id is None:
        return events[-1][0]
    if event_id not in dict(events):
        raise ActionRefused(f"there is no event {event_id} in this file", "event")
    return event_id


class EventService:
    """The actions on one event of an open file."""

    def __init__(self, db: Database, event_id: int) -> None:
        self.db = db
        self.event_id = event_id

    # --- reading -------------------------------------------------------------------------
    def tournament(self) -> Tournament:
        with self.db.read() as session:
            return load_tournament(session, self._event(session))

    def settings(self) -> EventSettings:
        with self.db.read() as session:
            return settings_of(self._event(session))

    def header(self) -> dict[str, str]:
        with self.db.read() as session:
            e = self._event(session)
            return {
                "name": e.name, "site": e.site, "federation": e.federation,
                "start_date": e.start_date, "end_date": e.end_date, "arbiter": e.arbiter,
            }

    def extra_trf_lines(self) -> tuple[str, ...]:
        """TRF records kept verbatim from an imported file, written back on export."""
        with self.db.read() as session:
            stored = self._event(session).extra_trf
            return tuple(line for line in stored.split("\n") if line)

    def standings(self, chain: list[str] | None = None) -> list[Standing]:
        """Standings by the event's chain, or by ``chain`` when given (validated first)."""
        settings = self.settings()
        if chain is not None:
            try:
                settings = settings.with_changes(tiebreaks=tuple(chain))
            except ValueError as exc:
                raise ActionRefused(str(exc), "tiebreaks") from None
        return compute_standings(self.tournament(), settings)

    def schedule_made(self) -> bool:
        with self.db.read() as session:
            return self._has_games(session)

    # --- players -------------------------------------------------------------------------
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

        Withdrawal is not changed here: it goes through :meth:`withdraw`.
        """
        player = replace(player, name=player.name.strip())
        _refuse_invalid(player)
        with self.db.transaction() as session:
            row = self._player_row(session, player.start_no)
            old = player_from_row(row)
            fill_player_row(row, replace(player, withdrawn_after=old.withdrawn_after))
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

    def withdraw(self, start_no: int, after_round: int | None) -> int | None:
        """Record that a player left after ``after_round`` (None reinstates); returns the old."""
        with self.db.transaction() as session:
            event = self._event(session)
            row = self._player_row(session, start_no)
            if after_round is not None and not 0 <= after_round <= event.rounds:
                raise ActionRefused(
                    f"round must be between 0 and {event.rounds}", "after_round"
                )
            old = row.withdrawn_after
            row.withdrawn_after = after_round
            return old

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

    # --- schedule and results ------------------------------------------------------------
    def make_schedule(self) -> int:
        """Create every round of the round robin from the start numbers; returns the rounds."""
        with self.db.transaction() as session:
            event = self._event(session)
            settings = settings_of(event)
            if self._has_games(session):
                raise ActionRefused("the schedule is already made", "schedule")
            rows = {r.start_no: r for r in self._player_rows(session)}
            if len(rows) < 3:
                raise ActionRefused("a round robin needs at least 3 players", "players")
            rounds = berger.schedule(len(rows), settings.cycles, settings.swap_last_two)
            games = [
                {"event_id": event.id, "round": rnd.number, "board": p.board,
                 "white_id": rows[p.white].id, "black_id": rows[p.black].id, "version": 1}
                for rnd in rounds for p in rnd.pairings
            ]
            byes = [
                {"event_id": event.id, "round": rnd.number, "player_id": rows[rnd.bye].id,
                 "kind": ByeKind.FREE.value}
                for rnd in rounds if rnd.bye is not None
            ]
            session.execute(insert(GameRow), games)  # bulk: 4,950 rows for 100 players
            if byes:
                session.execute(insert(ByeRow), byes)
            event.rounds = len(rounds)
            return len(rounds)

    def clear_schedule(self, discard_results: bool = False) -> int:
        """Delete the schedule (unlocking the player list); returns how many results it lost."""
        with self.db.transaction() as session:
            event = self._event(session)
            games = session.scalars(select(GameRow).where(GameRow.event_id == event.id)).all()
            lost = sum(1 for g in games if g.result)
            if lost and not discard_results:
                raise ActionRefused(
                    f"{lost} results are entered; clearing the schedule would delete them",
                    "schedule",
                )
            for g in games:
                session.delete(g)
            for b in session.scalars(select(ByeRow).where(ByeRow.event_id == event.id)):
                session.delete(b)
            event.rounds = 0
            return lost

    def set_result(self, rnd: int, board: int, result: Result | None,
                   expected: Result | _Unset | None = UNSET) -> Result | None:
        """Enter (or clear, with None) a result; returns the previous one for undo.

        With ``expected`` (the result the window showed), a game that holds anything else, or
        that another computer changes before this write lands, raises :class:`EditConflict`.
        """
        try:
            with self.db.transaction() as session:
                game = self._game_row(session, rnd, board)
                old = _result_of(game)
                if not isinstance(expected, _Unset) and old != expected:
                    raise EditConflict.on_result(rnd, board, old, result)
                game.result = result.value if result else None
                session.flush()  # UPDATE … WHERE version = the one read, else StaleDataError
                completed = old is None and result is not None and not session.scalar(
                    select(func.count()).select_from(GameRow).where(
                        GameRow.event_id == self.event_id, GameRow.round == rnd,
                        GameRow.result.is_(None))
                )
        except StaleDataError:
            with self.db.read() as session:
                now = _result_of(self._game_row(session, rnd, board))
            raise EditConflict.on_result(rnd, board, now, result) from None
        if completed:
            self._backup(f"round {rnd} complete")
        return old

    # --- settings ------------------------------------------------------------------------
    def update_settings(self, *, expected: Mapping[str, Any] | None = None,
                        **changes: Any) -> EventSettings:
        """Change settings; returns the old ones. Cycles cannot change once scheduled.

        ``expected``: the values shown for the settings being changed; :class:`EditConflict`
        if one is stored differently now (others may differ) or the event changes meanwhile.
        """
        try:
            with self.db.transaction() as session:
                event = self._event(session)
                old = settings_of(event)
                try:
                    new = old.with_changes(**changes)
                    differ = _changed_settings(old, expected or {})
                except (ValueError, TypeError) as exc:
                    raise ActionRefused(str(exc), "settings") from None
                if differ:
                    raise EditConflict.on_settings(differ)
                scheduled = self._has_games(session)
                if scheduled and (
                    (new.cycles, new.swap_last_two) != (old.cycles, old.swap_last_two)
                ):
                    raise ActionRefused(
                        "cycles and the round swap are fixed once the schedule is made", "cycles"
                    )
                event.settings = new.to_dict()
                session.flush()  # UPDATE … WHERE version = the one read, else StaleDataError
                return old
        except StaleDataError:
            raise EditConflict.on_settings(sorted(changes)) from None

    def update_header(self, **header: str) -> dict[str, str]:
        """Change name, site, dates or arbiter; returns the old values."""
        _refuse_bad_header(header)
        with self.db.transaction() as session:
            event = self._event(session)
            old = {k: getattr(event, k) for k in header}
            for k, v in header.items():
                setattr(event, k, v)
            return old

    # --- helpers -------------------------------------------------------------------------
    def _backup(self, reason: str) -> None:
        """A copy of the event file when a round is complete (files only, not a server)."""
        if self.db.path is not None:
            take_backup(self.db.path, reason, self.settings().backups_kept)

    def _event(self, session: Session) -> EventRow:
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise ActionRefused(f"there is no event {self.event_id} in this file", "event")
        if event.kind != "individual":
            raise ActionRefused(f"event {self.event_id} is a league season, not an individual "
                                "event: use the league commands", "event")
        return event

    def _game_row(self, session: Session, rnd: int, board: int) -> GameRow:
        game = session.scalars(select(GameRow).where(
            GameRow.event_id == self.event_id, GameRow.round == rnd, GameRow.board == board
        )).one_or_none()
        if game is None:
            rounds = self._event(session).rounds
            if not 1 <= rnd <= rounds:
                raise ActionRefused(f"round {rnd} does not exist (1..{rounds})", "round")
            raise ActionRefused(f"round {rnd} has no board {board}", "board")
        return game

    def _player_rows(self, session: Session) -> list[PlayerRow]:
        return list(session.scalars(
            select(PlayerRow).where(PlayerRow.event_id == self.event_id)
            .order_by(PlayerRow.start_no)
        ))

    def _player_row(self, session: Session, start_no: int) -> PlayerRow:
        row = session.scalars(select(PlayerRow).where(
            PlayerRow.event_id == self.event_id, PlayerRow.start_no == start_no
        )).one_or_none()
        if row is None:
            raise ActionRefused(f"there is no player with start number {start_no}", "start_no")
        return row

    def _player_count(self, session: Session) -> int:
        return session.scalar(
            select(func.count()).select_from(PlayerRow).where(PlayerRow.event_id == self.event_id)
        ) or 0

    def _has_games(self, session: Session) -> bool:
        return session.scalar(
            select(func.count()).select_from(GameRow).where(GameRow.event_id == self.event_id)
        ) != 0

    def _refuse_if_scheduled(self, session: Session) -> None:
        if self._has_games(session):
            raise ActionRefused(
                "the player list is locked because the schedule is made; "
                "clear the schedule first", "players"
            )

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


def _result_of(game: GameRow) -> Result | None:
    return Result(game.result) if game.result else None


def _changed_settings(stored: EventSettings, shown: Mapping[str, Any]) -> list[str]:
    """The settings among ``shown`` whose stored value is not the one shown (compared as
    stored, so a list and a tuple of the same codes agree)."""
    as_shown = replace(stored, **shown).to_dict()
    as_stored = stored.to_dict()
    return sorted(name for name in shown if as_shown[name] != as_stored[name])


def _refuse_invalid(player: Player) -> None:
    problems = validate_player(player)
    if problems:
        field, message = next(iter(problems.items()))
        raise ActionRefused(message, field)


def _refuse_bad_header(header: dict[str, str]) -> None:
    unknown = sorted(set(header) - set(HEADER_WIDTHS))
    if unknown:
        raise ActionRefused(f"unknown event field {unknown[0]!r}", unknown[0])
    if "name" in header and not header["name"].strip():
        raise ActionRefused("the event needs a name", "name")
    for field, value in header.items():
        if len(value) > HEADER_WIDTHS[field]:
            raise ActionRefused(
                f"{field.replace('_', ' ')} is longer than {HEADER_WIDTHS[field]} characters",
                field)
