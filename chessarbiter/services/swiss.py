"""Arbiter actions of a Swiss event: pair the next round, byes asked for, late entries.

Each method is one transaction with compare-and-set (see :mod:`.concurrency`): pairing
raises the event row's version, so two computers pairing the same round cannot both store it,
and a round paired from results another computer changed meanwhile is refused whole.

The API the window uses: :meth:`SwissService.pair_next` (undo: :meth:`unpair`),
:meth:`request_bye` (undo: :meth:`cancel_bye`, or ``request_bye`` with the kind it returned),
:meth:`late_entry`, :meth:`next_round` (what the next round needs, or why it cannot be
paired), :meth:`explain`, plus the player actions it inherits (``withdraw``). Changes by hand
are in :mod:`.swiss_changes`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from sqlalchemy import select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import flag_modified

from chessarbiter.core.players import Player
from chessarbiter.core.swiss import (
    Board,
    Colour,
    NoValidPairing,
    RoundPairing,
    RoundRequest,
    SwissSettings,
    initial_order,
    pair_round,
)
from chessarbiter.core.swiss_rounds import (
    REQUESTED,
    NextRound,
    before,
    next_round,
    request_for,
    swiss_settings,
)
from chessarbiter.core.tournament import ByeKind, Tournament
from chessarbiter.db.models import AccelerationRow, ByeRow, EventRow, GameRow, PlayerRow
from chessarbiter.services.concurrency import compare_and_set
from chessarbiter.services.convert import fill_player_row, load_tournament, settings_of
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.players import PlayerActions
from chessarbiter.services.result_checks import stored_boards


def _touch(event: EventRow) -> None:
    """Write the event row too, so its version check refuses this action when a round was
    paired meanwhile (and a pairing meanwhile refuses itself when this landed first)."""
    flag_modified(event, "rounds")


def _changed_meanwhile() -> EditConflict:
    return EditConflict("The event was changed on another computer while this was saved; "
                        "nothing was saved. Reload and check.")


class SwissService(PlayerActions):
    """The Swiss actions on one event of an open file."""

    def next_round(self) -> NextRound:
        """The round ``pair_next`` would pair and what it would pair it from."""
        with self.db.read() as session:
            event = self._event(session)
            settings = settings_of(event)
            drawn = Colour.WHITE if settings.initial_colour == "lot" else None
            return next_round(stored_boards(session, event), settings, drawn)

    def pair_next(self, expected_round: int | None = None) -> RoundPairing:
        """Pair the next round from the stored results and store its boards and bye.

        Round 1 first gives the pairing numbers in the initial order (C.04.2: rating of the
        setting ``pairing_rating``, title, name) and draws the initial colour when the setting
        is "lot" (stored in the settings, so the audit log shows the draw). ``expected_round``
        is the round the caller showed: another round is an :class:`EditConflict`.
        """
        with compare_and_set(self.db, _changed_meanwhile,
                             on_duplicate=_changed_meanwhile) as session:
            event = self._event(session)
            settings = settings_of(event)
            if not settings.swiss:
                raise ActionRefused("this event is a round robin: its schedule is made with "
                                    "pair, not pair --next", "round")
            if event.rounds == 0 and not self._has_games(session):
                self._number_in_initial_order(session, settings.pairing_rating)
                if settings.initial_colour == "lot":
                    settings = settings.with_changes(
                        initial_colour=secrets.choice(("white", "black")))
                    event.settings = settings.to_dict()
            nxt = next_round(stored_boards(session, event), settings)
            if expected_round is not None and expected_round != nxt.number:
                raise EditConflict(f"Round {expected_round} was paired on another computer "
                                   "already; nothing was changed. Reload and check.")
            if nxt.refusal is not None or nxt.request is None:
                raise ActionRefused(nxt.refusal or "", "round")
            try:
                pairing = pair_round(nxt.tournament, nxt.request, swiss_settings(settings))
            except NoValidPairing as exc:
                raise ActionRefused(f"round {nxt.number}: {exc}", "round") from None
            self._store_pairing(session, event, pairing)
            return pairing

    def unpair(self, rnd: int) -> RoundPairing:
        """Take back the pairing of round ``rnd``, the last paired, while none of its games has
        a result (undo of :meth:`pair_next`); returns what it took back. The byes asked for in
        it stay, and so do the pairing numbers and the initial colour once round 1 gave them."""
        with compare_and_set(self.db, _changed_meanwhile) as session:
            event = self._event(session)
            if rnd != event.rounds or rnd < 1:
                raise ActionRefused(f"only the round last paired ({event.rounds}) can be "
                                    "taken back" if event.rounds else "no round is paired yet",
                                    "round")
            games = session.scalars(select(GameRow).where(
                GameRow.event_id == event.id, GameRow.round == rnd)).all()
            if any(g.result for g in games):
                raise ActionRefused(f"round {rnd} has results: delete them first", "round")
            byes = session.scalars(select(ByeRow).where(
                ByeRow.event_id == event.id, ByeRow.round == rnd,
                ByeRow.kind == ByeKind.PAIRING_ALLOCATED.value)).all()
            taken = RoundPairing(rnd, tuple(
                Board(g.board, g.white.start_no, g.black.start_no)
                for g in sorted(games, key=lambda g: g.board)),
                byes[0].player.start_no if byes else None)
            given = session.scalars(select(AccelerationRow).where(
                AccelerationRow.event_id == event.id, AccelerationRow.round == rnd,
                AccelerationRow.computed)).all()
            for row in (*games, *byes, *given):
                session.delete(row)
            event.rounds = rnd - 1
            return taken

    def _store_pairing(self, session: Session, event: EventRow, pairing: RoundPairing) -> None:
        rows = {r.start_no: r for r in self._player_rows(session)}
        for board in pairing.boards:
            session.add(GameRow(event_id=event.id, round=pairing.round, board=board.number,
                                white_id=rows[board.white].id, black_id=rows[board.black].id))
        if pairing.bye is not None:
            session.add(ByeRow(event_id=event.id, round=pairing.round,
                               player_id=rows[pairing.bye].id,
                               kind=ByeKind.PAIRING_ALLOCATED.value))
        stored = session.scalars(select(AccelerationRow.id).where(
            AccelerationRow.event_id == event.id, AccelerationRow.round == pairing.round)).first()
        if stored is None:  # the acceleration's virtual points, kept as the round had them
            session.add_all(AccelerationRow(event_id=event.id, player_id=rows[s].id,
                                            round=pairing.round, points=points, computed=True)
                            for s, points in pairing.accelerations)
        event.rounds = pairing.round

    def _number_in_initial_order(self, session: Session, rating: str) -> None:
        players = load_tournament(session, self._event(session)).players
        order = initial_order(players, rating)
        self._renumber(session, {p.start_no: n for n, p in enumerate(order, start=1)})

    def request_bye(self, start_no: int, rnd: int, kind: ByeKind) -> ByeKind | None:
        """Record a bye asked for before round ``rnd`` is paired (half, zero or full point);
        returns the one it replaces (None: there was none), for undo."""
        if kind not in REQUESTED:
            raise ActionRefused("a bye asked for is a half-point, zero-point or full-point "
                                "bye; the pairing-allocated bye is the pairing's", "kind")
        with compare_and_set(self.db, _changed_meanwhile) as session:
            event = self._unpaired_round(session, rnd)
            row = self._player_row(session, start_no)
            if row.withdrawn_after is not None and row.withdrawn_after < rnd:
                raise ActionRefused(f"player {start_no} withdrew after round "
                                    f"{row.withdrawn_after}", "start_no")
            old = self._bye_row(session, row, rnd)
            before = ByeKind(old.kind) if old is not None else None
            if old is None:
                session.add(ByeRow(event_id=event.id, round=rnd, player_id=row.id,
                                   kind=kind.value))
            else:
                old.kind = kind.value
            _touch(event)
            return before

    def cancel_bye(self, start_no: int, rnd: int) -> ByeKind:
        """Take back a bye asked for in a round not yet paired; returns it, for undo."""
        with compare_and_set(self.db, _changed_meanwhile) as session:
            _touch(self._unpaired_round(session, rnd))
            row = self._player_row(session, start_no)
            old = self._bye_row(session, row, rnd)
            if old is None:
                raise ActionRefused(f"player {start_no} asked for no bye in round {rnd}",
                                    "start_no")
            kind = ByeKind(old.kind)
            session.delete(old)
            return kind

    def late_entry(self, player: Player, missed: ByeKind = ByeKind.ZERO) -> Player:
        """Register a player after round 1 was paired: the pairing number follows the initial
        order (C.04.2; later numbers move up by one) and every round already paired is a
        ``missed`` bye (zero or half point); the player keeps the round they entered
        (:meth:`late_entries`). Before round 1, this is ``add_player``."""
        if missed not in (ByeKind.ZERO, ByeKind.HALF):
            raise ActionRefused("rounds missed by a late entry are zero- or half-point byes",
                                "kind")
        with compare_and_set(self.db, _changed_meanwhile) as session:
            event = self._event(session)
            if not settings_of(event).swiss:
                raise ActionRefused("late entries are for Swiss events", "players")
            if event.rounds == 0:
                return self._add_unpaired(session, event, player)
            rating = settings_of(event).pairing_rating
            existing = load_tournament(session, event).players
            entrant = replace(player, start_no=0, name=player.name.strip())
            order = initial_order([*existing, entrant], rating)
            new_no = order.index(entrant) + 1
            self._shift_after(session, new_no)
            row = PlayerRow(event_id=event.id)
            entrant = replace(entrant, start_no=new_no, entered_round=event.rounds + 1)
            fill_player_row(row, entrant)
            session.add(row)
            session.flush()
            for rnd in range(1, event.rounds + 1):
                session.add(ByeRow(event_id=event.id, round=rnd, player_id=row.id,
                                   kind=missed.value))
            _touch(event)
            return entrant

    def late_entries(self) -> dict[int, int]:
        """Start number → the round each late entry entered (the first they could be paired
        in); the players registered before round 1 are not in it."""
        with self.db.read() as session:
            return {r.start_no: r.entered_round for r in self._player_rows(session)
                    if r.entered_round is not None}

    def _add_unpaired(self, session: Session, event: EventRow, player: Player) -> Player:
        count = len(self._player_rows(session))
        row = PlayerRow(event_id=event.id)
        added = replace(player, start_no=count + 1, name=player.name.strip())
        fill_player_row(row, added)
        session.add(row)
        return added

    def _shift_after(self, session: Session, first: int) -> None:
        rows = [r for r in self._player_rows(session) if r.start_no >= first]
        self._renumber(session, {r.start_no: r.start_no + 1 for r in rows})

    def _unpaired_round(self, session: Session, rnd: int) -> EventRow:
        event = self._event(session)
        settings = settings_of(event)
        if not settings.swiss:
            raise ActionRefused("byes asked for before a round are for Swiss events", "round")
        if not event.rounds < rnd <= settings.swiss_rounds:
            raise ActionRefused(f"round {rnd} is not a round still to be paired "
                                f"({event.rounds + 1}..{settings.swiss_rounds})", "round")
        return event

    def _bye_row(self, session: Session, player: PlayerRow, rnd: int) -> ByeRow | None:
        return session.scalars(select(ByeRow).where(
            ByeRow.event_id == self.event_id, ByeRow.round == rnd,
            ByeRow.player_id == player.id)).one_or_none()

    def explain(self, rnd: int) -> RoundPairing:
        """The engine's pairing of round ``rnd`` from the state before it, with an explanation
        per board (the stored boards equal it unless the arbiter changed them by hand)."""
        with self.db.read() as session:
            event = self._event(session)
            if not settings_of(event).swiss:
                raise ActionRefused("explanations are for the pairings of a Swiss event", "round")
            if not 1 <= rnd <= event.rounds:
                raise ActionRefused(f"round {rnd} is not paired (paired: 1..{event.rounds})"
                                    if event.rounds else "no round is paired yet", "round")
            made = engine_pairing(session, event, rnd)
        if made.pairing is None:
            raise ActionRefused(f"round {rnd}: no pairing satisfies the absolute criteria; the "
                                "Chief Arbiter decides (C.04.3 1.9.3)", "round")
        return made.pairing


@dataclass(frozen=True, slots=True)
class EnginePairing:
    """What the engine made of a round from the state before it (``pairing`` None: nothing
    satisfies the absolute criteria)."""

    tournament: Tournament
    request: RoundRequest
    settings: SwissSettings
    pairing: RoundPairing | None


def engine_pairing(session: Session, event: EventRow, rnd: int) -> EnginePairing:
    """The engine's pairing of round ``rnd`` of a paired event, from what lay before it."""
    settings = settings_of(event)
    tournament = before(stored_boards(session, event).reported, rnd)
    request = request_for(tournament, settings, rnd, Colour(settings.initial_colour[0]))
    engine = swiss_settings(settings)
    try:
        made: RoundPairing | None = pair_round(tournament, request, engine)
    except NoValidPairing:
        made = None
    return EnginePairing(tournament, request, engine, made)
