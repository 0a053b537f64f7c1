"""The event file's tables as typed SQLAlchemy models.

Rows hold what the arbiter entered; everything derived (scores, tie-breaks, ranks) is
computed by :mod:`chessarbiter.core` and never stored, so it cannot go stale.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class EventRow(Base):
    """An event (a championship); a file normally holds one."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(16), default="individual",
                                      server_default="individual")  # or "league" (a season)
    site: Mapped[str] = mapped_column(String(200), default="")
    # TRF 032/042/052 as a file gives them ("Lichess", "28. 07. 2005"); dates with one reading
    # are stored as ISO dates
    federation: Mapped[str] = mapped_column(String(200), default="")
    start_date: Mapped[str] = mapped_column(String(200), default="")
    end_date: Mapped[str] = mapped_column(String(200), default="")
    arbiter: Mapped[str] = mapped_column(String(200), default="")
    settings: Mapped[dict[str, object]] = mapped_column(JSON)
    rounds: Mapped[int] = mapped_column(Integer, default=0)
    lots_seed: Mapped[str | None] = mapped_column(String(64), default=None)
    extra_trf: Mapped[str] = mapped_column(Text, default="")  # before 0009: unknown records
    # An imported TRF file's lines, and the event as imported written by our writer: an
    # export gives back the file's text wherever the event has not changed (io/trf/merge.py).
    trf_source: Mapped[str] = mapped_column(Text, default="", server_default="")
    trf_base: Mapped[str] = mapped_column(Text, default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
    version: Mapped[int] = mapped_column(Integer, default=1)
    # a league season's count of changes: every league action raises it first (see
    # services.league.season), so a season read at an older revision is known to be stale
    revision: Mapped[int] = mapped_column(Integer, default=0, server_default="0")

    players: Mapped[list[PlayerRow]] = relationship(
        back_populates="event", cascade="all, delete-orphan", order_by="PlayerRow.start_no"
    )
    games: Mapped[list[GameRow]] = relationship(
        back_populates="event", cascade="all, delete-orphan"
    )
    byes: Mapped[list[ByeRow]] = relationship(back_populates="event", cascade="all, delete-orphan")

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class PlayerRow(Base):
    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("event_id", "start_no"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    start_no: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(200))
    fide_rating: Mapped[int | None] = mapped_column(Integer, default=None)
    uscf_rating: Mapped[int | None] = mapped_column(Integer, default=None)
    federation: Mapped[str] = mapped_column(String(3), default="")
    fide_id: Mapped[str] = mapped_column(String(20), default="")
    uscf_id: Mapped[str] = mapped_column(String(20), default="")
    uscf_expiry: Mapped[date | None] = mapped_column(Date, default=None)
    title: Mapped[str] = mapped_column(String(4), default="")
    sex: Mapped[str] = mapped_column(String(1), default="")
    birth_date: Mapped[date | None] = mapped_column(Date, default=None)
    withdrawn_after: Mapped[int | None] = mapped_column(Integer, default=None)
    # a late entry of a Swiss: the first round they could be paired in (None: registered
    # before round 1 was paired; 0014)
    entered_round: Mapped[int | None] = mapped_column(Integer, default=None)

    event: Mapped[EventRow] = relationship(back_populates="players")


class GameRow(Base):
    __tablename__ = "games"
    __table_args__ = (UniqueConstraint("event_id", "round", "board"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    board: Mapped[int] = mapped_column(Integer)
    white_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    black_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    result: Mapped[str | None] = mapped_column(String(8), default=None)
    # a Swiss board the arbiter changed by hand: the criteria it breaks ('' for the pairing's
    # own boards), and whether the pairing sheet marks it
    manual_note: Mapped[str] = mapped_column(Text, default="", server_default="")
    manual_marked: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    version: Mapped[int] = mapped_column(Integer, default=1)

    event: Mapped[EventRow] = relationship(back_populates="games")
    white: Mapped[PlayerRow] = relationship(foreign_keys=[white_id])
    black: Mapped[PlayerRow] = relationship(foreign_keys=[black_id])

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class ByeRow(Base):
    __tablename__ = "byes"
    __table_args__ = (UniqueConstraint("event_id", "round", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    kind: Mapped[str] = mapped_column(String(8))

    event: Mapped[EventRow] = relationship(back_populates="byes")
    player: Mapped[PlayerRow] = relationship()


class AccelerationRow(Base):
    """A Swiss player's virtual points for the pairing of one round (0014): read from a file's
    XXA record, or ``computed`` by the event's acceleration when the round was paired (so
    taking the pairing back takes them back too)."""

    __tablename__ = "accelerations"
    __table_args__ = (UniqueConstraint("player_id", "round",
                                       name="uq_acceleration_player_round"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    points: Mapped[float] = mapped_column(Float)
    computed: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class ForbiddenPairRow(Base):
    """Two Swiss players the pairing may not pair in rounds ``first_round`` to ``last_round``
    (0015; from a file's TRF-2026 260 records)."""

    __tablename__ = "forbidden_pairs"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    first_round: Mapped[int] = mapped_column(Integer)
    last_round: Mapped[int] = mapped_column(Integer)
    player_a_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    player_b_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))


class IncidentRow(Base):
    """An incident at the board (late arrival, device, early draw, other) and its decision."""

    __tablename__ = "incidents"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    board: Mapped[int | None] = mapped_column(Integer, default=None)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    at: Mapped[str] = mapped_column(String(20))
    details: Mapped[dict[str, object] | None] = mapped_column(JSON, default=None)
    suggestion: Mapped[dict[str, object] | None] = mapped_column(JSON, default=None)
    decision: Mapped[str] = mapped_column(String(16))
    fine: Mapped[int] = mapped_column(Integer, default=0)
    time_penalty_seconds: Mapped[int] = mapped_column(Integer, default=0)
    note: Mapped[str] = mapped_column(Text, default="")
    # A forfeit decision sets its board: the result it set, and the one it replaced (restored
    # when the decision is changed, undone or deleted while the board still shows it).
    result_set: Mapped[str | None] = mapped_column(String(8), default=None)
    result_before: Mapped[str | None] = mapped_column(String(8), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    version: Mapped[int] = mapped_column(Integer, default=1)

    player: Mapped[PlayerRow] = relationship()

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class PlayoffRow(Base):
    """The play-off for first place: its whole record of actions, replayed on load."""

    __tablename__ = "playoffs"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(
        ForeignKey("events.id", ondelete="CASCADE"), unique=True
    )
    record: Mapped[dict[str, object]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012 - SQLAlchemy reads it


class AuditRow(Base):
    """One change made by an arbiter action: who, when, which action, before and after.

    Rows are only ever added (undo is logged as the action it is), so the log survives undo.
    """

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int | None] = mapped_column(Integer, index=True, default=None)
    at: Mapped[datetime] = mapped_column(DateTime)
    who: Mapped[str] = mapped_column(String(200))
    action: Mapped[str] = mapped_column(String(100))
    table_name: Mapped[str] = mapped_column(String(50))
    row_id: Mapped[int | None] = mapped_column(Integer, default=None)
    change: Mapped[str] = mapped_column(String(10))
    details: Mapped[dict[str, object]] = mapped_column(JSON)
