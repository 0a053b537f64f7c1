"""A league board result and a director's ledger entry, written once in plain SQL for both
ways of storing them (as :mod:`.result_write` writes a championship's result).

The league services run them on their session inside
:meth:`~chessarbiter.services.league.season.LeagueSeason.write` (the window, a server, the
ordinary command line); ``league result`` and ``league ledger-entry`` on a local file run
them on a :mod:`sqlite3` connection without loading SQLAlchemy
(:mod:`chessarbiter.cli.league.fast_write`). Either way the season's revision is raised
first (:func:`raise_revision`: the file's write lock, a row lock on a server), the core
checks the action on the season value, the row is written as the ORM would — a board row
compared and set on its version, inserted, or deleted once nothing is left on it — and
logged as the ORM's audit listener would (:mod:`chessarbiter.db.audit_rows`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from chessarbiter.core.league.errors import LeagueRefusal
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import StoredBoard, StoredMatch
from chessarbiter.core.league.stored import ManualEntry, ManualKind
from chessarbiter.core.results import Result
from chessarbiter.db.audit_rows import log, now
from chessarbiter.db.league_reads import read_season
from chessarbiter.db.queries import LEAGUE, Execute
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict

REVISION = ("update events set revision = revision + 1 where id = :event and kind = :kind"
            " returning revision, version")
BOARD = ("select match_id, board, result, league_result, in_advance, version"
         " from league_board_results where id = :id")
BOARD_NOW = ("select id, result from league_board_results"
             " where match_id = :match and board = :board")
INSERT_BOARD = (
    "insert into league_board_results (match_id, board, result, league_result, in_advance,"
    " version) values (:match, :board, :result, null, :in_advance, 1) returning id")
UPDATE_BOARD = ("update league_board_results set result = :result, in_advance = :in_advance,"
                " version = version + 1 where id = :id and version = :version returning id")
DELETE_BOARD = "delete from league_board_results where id = :id and version = :version returning id"
INSERT_ENTRY = ("insert into league_ledger_entries (team_id, on_date, kind, cents, note,"
                " created_at) values (:team, :on, :kind, :cents, :note, :created) returning id")
BOARDS, ENTRIES = "league_board_results", "league_ledger_entries"
TIME = "%Y-%m-%d %H:%M:%S.%f"  # a DateTime as SQLAlchemy stores it on SQLite (audit_rows.log)


def refused(exc: LeagueRefusal) -> ActionRefused:
    """A core refusal as the action's refusal, with the field at fault."""
    return ActionRefused(str(exc), exc.field)


def raise_revision(execute: Execute, event_id: int) -> tuple[int, int]:
    """A league action's first statement: the season's revision raised, which takes the
    file's write lock (a row lock on a server) before anything is decided; returns the new
    revision and the event row's version."""
    raised = execute(REVISION, {"event": event_id, "kind": LEAGUE})
    if not raised:
        raise ActionRefused(f"there is no league season {event_id} in this file", "event")
    return int(raised[0][0]), int(raised[0][1])


def season_to_write(execute: Execute, event_id: int) -> tuple[Season, int]:
    """The revision raised and the season as stored, for an action that holds no season
    value yet (a command run once); returns it with the revision it writes."""
    revision, _version = raise_revision(execute, event_id)
    return replace(read_season(execute, event_id), revision=revision - 1), revision


def refuse_board_range(board: int, rules: MatchRules) -> None:
    if not 1 <= board <= rules.boards:
        raise ActionRefused(f"board {board}: a match has boards 1-{rules.boards}", "board")


@dataclass(frozen=True, slots=True)
class BoardWritten:
    """The result the board held before (for undo) and the season after the change."""

    old: Result | None
    after: Season


def write_board_result(execute: Execute, season: Season, rnd: int, team: str, board: int,
                       result: Result | None, in_advance: bool = False, *,
                       action: str = "result") -> BoardWritten:
    """Set (None: clear) a board's result as played, by colour as on the score sheet, in
    the caller's transaction on ``season`` as stored. Forfeited boards (rules 17 and 19)
    take no result: their forfeit follows from the lineups."""
    match = season.match(rnd, team)
    refuse_board_range(board, season.settings)
    record = match.seated(season.settings)
    if record is None:
        missing = [t for t in (match.first, match.second) if t not in match.lineups]
        raise ActionRefused(f"round {rnd} {match.first} – {match.second}: the lineup of "
                            f"{', '.join(missing)} is not in yet", "board")
    game = record.boards[board - 1]
    if game.result is not None:
        raise ActionRefused(f"board {board} of round {rnd} {match.first} – {match.second} is "
                            f"a forfeit ({game.result}) by the lineups, absences or equipment "
                            "(rules 17 and 19)", "board")
    before = match.boards.get(board)
    stored = _board_row(execute, season.event_id, match, board, before, result, in_advance,
                        action)
    return BoardWritten(before.result if before else None,
                        season.with_match(match.with_board(board, stored)))


def _board_row(execute: Execute, event_id: int, match: StoredMatch, board: int,
               before: StoredBoard | None, result: Result | None, in_advance: bool,
               action: str) -> StoredBoard | None:
    """The board's row written (None: cleared; the row goes when nothing is left on it)."""
    new = result.value if result else None
    if before is None:
        if result is None:
            return None  # nothing stored, nothing to clear
        (row_id,), = execute(INSERT_BOARD, {"match": match.match_id, "board": board,
                                            "result": new, "in_advance": in_advance})
        log(execute, event_id, action, BOARDS, row_id, "insert", {
            "id": row_id, "match_id": match.match_id, "board": board, "result": new,
            "league_result": None, "in_advance": in_advance, "version": 1})
        return StoredBoard(row_id, result, None, in_advance)
    match_id, number, old, league_result, advance, version = _stored_row(
        execute, match, board, before.row_id, result)
    key = {"id": before.row_id, "version": version}
    if result is None and league_result is None:  # as the ORM logs a row it deletes
        _compare_and_set(execute, DELETE_BOARD, key, match, board, result)
        log(execute, event_id, action, BOARDS, before.row_id, "delete", {
            "id": before.row_id, "match_id": match_id, "board": number, "result": None,
            "league_result": league_result, "in_advance": in_advance, "version": version})
        return None
    changed = {name: [was, to] for name, was, to in (("result", old, new),
                                                     ("in_advance", advance, in_advance))
               if was != to}
    if changed:  # as the ORM: the same values again are no change, stored or logged
        _compare_and_set(execute, UPDATE_BOARD, key | {"result": new, "in_advance": in_advance},
                         match, board, result)
        log(execute, event_id, action, BOARDS, before.row_id, "update", changed)
    return StoredBoard(before.row_id, result, before.league_result, in_advance)


def _stored_row(execute: Execute, match: StoredMatch, board: int, row_id: int,
                mine: Result | None) -> tuple[Any, ...]:
    """A board row as stored (match, board, result, league result, in advance, version);
    gone, it is the conflict of :func:`_compare_and_set`."""
    found = execute(BOARD, {"id": row_id})
    if not found:
        raise _conflict_now(execute, match, board, mine)
    row = found[0]
    return (*row[:4], bool(row[4]), int(row[5]))


def _compare_and_set(execute: Execute, sql: str, params: dict[str, Any], match: StoredMatch,
                     board: int, mine: Result | None) -> None:
    """``sql`` on the board row as read; another writer's change since is a conflict."""
    if not execute(sql, params):
        raise _conflict_now(execute, match, board, mine)


def _conflict_now(execute: Execute, match: StoredMatch, board: int,
                  mine: Result | None) -> EditConflict:
    """The conflict naming what the board holds now."""
    rows = execute(BOARD_NOW, {"match": match.match_id, "board": board})
    stored = StoredBoard(rows[0][0], Result(rows[0][1]) if rows[0][1] else None) \
        if rows else None
    return board_conflict(match, board, stored, mine)


def board_conflict(match: StoredMatch, board: int, now_stored: StoredBoard | None,
                   mine: Result | None) -> EditConflict:
    """"Board 2 of Rooks – Knights, round 3 was changed to 0-1 on another computer; your
    1-0 was not saved"."""
    stored = now_stored.result if now_stored is not None else None
    return EditConflict.on_record(
        f"Board {board} of {match.first} – {match.second}, round {match.round}",
        f"your {mine.value}" if mine else "your clearing",
        stored.value if stored else "no result")


def entry_cents(kind: ManualKind, cents: int) -> int:
    """The amount a ledger entry stores: none for a withdrawal, else more than $0.00."""
    if kind is ManualKind.WITHDRAWAL:
        return 0
    if cents <= 0:
        raise ActionRefused(f"{kind.value}: the amount must be more than $0.00", "amount")
    return cents


def write_ledger_entry(execute: Execute, season: Season, team: str, on: date,
                       kind: ManualKind, cents: int, note: str = "", *,
                       action: str = "add") -> tuple[int, Season]:
    """A director's ledger entry (``cents`` as :func:`entry_cents` gives them) in the
    caller's transaction on ``season`` as stored; returns its id and the season after.
    Refused as a retry (:class:`AlreadyRecorded`) when the same entry is stored already."""
    season.team(team)
    key = (team, on, kind, cents, note.strip())
    same = next((e for e in season.manual_entries
                 if (e.team, e.on, e.kind, e.cents, e.note) == key), None)
    if same is not None:  # a retry after a crash or a lost answer
        raise AlreadyRecorded(f"ledger entry {same.entry_id} already records this "
                              f"({kind.value} of {team} on {on.isoformat()}): nothing "
                              "changed; a second one needs a note of its own", same.entry_id)
    created, team_id = now(), season.team_ids[team]
    (entry_id,), = execute(INSERT_ENTRY, {
        "team": team_id, "on": on.isoformat(), "kind": kind.value, "cents": cents,
        "note": note.strip(), "created": created.strftime(TIME)})
    log(execute, season.event_id, action, ENTRIES, entry_id, "insert", {
        "id": entry_id, "team_id": team_id, "on_date": on, "kind": kind.value, "cents": cents,
        "note": note.strip(), "created_at": created})
    entry = ManualEntry(entry_id, team, on, kind, cents, note.strip())
    entries = sorted((*season.manual_entries, entry), key=lambda e: (e.on, e.entry_id))
    return entry_id, replace(season, manual_entries=tuple(entries)).with_withdrawals()
