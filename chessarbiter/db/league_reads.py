"""The whole season read from its tables into the core's :class:`Season` value, in a fixed
handful of plain-SQL queries (one or two per table), however many rounds have been played.

One loader for both callers (see :mod:`chessarbiter.db.league_rows`): the league services
through their session, the read-only ``league`` commands through ``sqlite3`` without
SQLAlchemy. Only what the director entered is read; the core works out the rest.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from chessarbiter.core.league.eligibility import RosterSpan
from chessarbiter.core.league.lineups import Equipment
from chessarbiter.core.league.match_scoring import ExtraGame, TeamBye
from chessarbiter.core.league.ratings import RatingAssignment, RatingSource
from chessarbiter.core.league.roster_log import Approval, LoggedChange, Rosters
from chessarbiter.core.league.roster_rules import RosterChange
from chessarbiter.core.league.schedule import SectionRound, SectionSchedule, TeamMatch
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_dates import Calendar, SeasonDate
from chessarbiter.core.league.season_record import (
    SeasonRecord,
    SectionNights,
    SideLineup,
    StoredBoard,
    StoredMatch,
)
from chessarbiter.core.league.sections import Section
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.stored import Assigned, ManualEntry, ManualKind, StoredNotice
from chessarbiter.core.results import Result
from chessarbiter.db.league_rows import (
    bought_of,
    claim_of,
    decision_of,
    entry_of,
    playoff_of,
    roster_decision_of,
    rows,
    team_of,
    toss_of,
    value,
)
from chessarbiter.db.queries import LEAGUE, Execute

MATCH = "match"  # where files before schema 0011 kept the match-night rules, apart
_TEAMS = "join league_teams tm on tm.id = t.team_id where tm.event_id = :event"
_SECTIONS = "join league_sections s on s.id = t.section_id where s.event_id = :event"
_MATCHES = ("join league_matches m on m.id = t.match_id join league_rounds r on r.id = m.round_id"
            " join league_sections s on s.id = r.section_id where s.event_id = :event")


def league_settings(stored: Mapping[str, Any]) -> LeagueSettings:
    """The stored settings; a season stored before schema 0011 kept the match-night rules
    apart, and those (what was scored) win over the season-level copies of boards and
    deposit."""
    kept = dict(stored)
    match = kept.pop(MATCH, None)
    return LeagueSettings.from_dict(kept | (match if isinstance(match, dict) else {}))


def read_season(execute: Execute, event_id: int) -> Season:
    """Everything stored of season ``event_id``, at the file's current revision (KeyError:
    no such season)."""
    found = execute("select name, revision, settings from events where id = :event and kind = "
                    f"'{LEAGUE}'", {"event": event_id})
    if not found:
        raise KeyError(event_id)
    name, revision, stored = found[0]
    settings = league_settings(value("json", stored))
    p = {"event": event_id}
    teams = rows(execute, "league_teams", "where t.event_id = :event order by t.id", p)
    names = {t.id: t.name for t in teams}
    entries = rows(execute, "league_roster_entries", f"{_TEAMS} order by t.id", p)
    sections = read_sections(execute, event_id)
    section_ids = {s.name: row.id for row, s in sections}
    rounds = rows(execute, "league_rounds", f"{_SECTIONS} order by t.number, t.id", p)
    matches = rows(execute, "league_matches", "join league_rounds r on r.id = t.round_id join "
                   "league_sections s on s.id = r.section_id where s.event_id = :event "
                   "order by t.table_no, t.id", p)
    calendars = _calendars(execute, p, section_ids, rounds)
    record = _record(execute, p, settings, [s for _, s in sections], section_ids, calendars,
                     rounds, matches, names, entries)
    by_id = {m.match_id: m for m in record.all_matches()}
    by_section = {sid: n for n, sid in section_ids.items()}
    return Season(
        event_id, revision, name, settings, _rosters(execute, p, teams, entries, names),
        {t.name: t.id for t in teams}, _spans(execute, p, entries, names),
        tuple(s for _, s in sections), section_ids,
        _schedules([s for _, s in sections], section_ids, calendars, rounds, matches, names),
        record,
        tuple(claim_of(c, by_id[c.match_id].round, names[c.team_id]) for c in rows(
            execute, "league_claims", f"{_TEAMS} order by t.id", p)),
        tuple(toss_of(t, by_section[t.section_id]) for t in rows(
            execute, "league_coin_tosses", f"{_SECTIONS} order by t.id", p)),
        tuple(ManualEntry(r.id, names[r.team_id], r.on_date, ManualKind(r.kind), r.cents, r.note)
              for r in rows(execute, "league_ledger_entries",
                            f"{_TEAMS} order by t.on_date, t.id", p)),
        tuple(StoredNotice(n.id, names[n.team_id], n.round, n.given_at, n.note)
              for n in rows(execute, "league_notices", f"{_TEAMS} order by t.id", p)),
        tuple(bought_of(r) for r in rows(execute, "league_food",
                                         "where t.event_id = :event order by t.on_date, t.id",
                                         p)),
        _assignments(execute, p, entries, names), _months(execute, p),
        tuple(decision_of(r) for r in rows(execute, "league_decisions",
                                           "where t.event_id = :event order by t.id", p)),
        tuple(playoff_of(r, by_section[r.section_id]) for r in rows(
            execute, "league_playoffs", f"{_SECTIONS} order by t.id", p)),
    ).with_withdrawals()


def read_sections(execute: Execute, event_id: int) -> list[tuple[Any, Section]]:
    """The stored sections in order (each row with its ``id``), each with its teams in
    pairing order."""
    found = execute(
        "select s.id, s.name, tm.name from league_sections s"
        " join league_section_teams st on st.section_id = s.id"
        " join league_teams tm on tm.id = st.team_id where s.event_id = :event"
        " order by s.position, st.pairing_no", {"event": event_id})
    teams: dict[int, list[str]] = {}
    named: dict[int, str] = {}
    for section_id, section, team in found:
        named.setdefault(section_id, section)
        teams.setdefault(section_id, []).append(team)
    return [(_Row(i), Section(n, tuple(teams[i]))) for i, n in named.items()]


class _Row:
    """A section's row as the services use it: its id."""

    __slots__ = ("id",)

    def __init__(self, row_id: int) -> None:
        self.id = row_id


def read_rosters(execute: Execute, event_id: int) -> Rosters:
    """The season's rosters alone (teams, current entries, the change log): what the roster
    writers check rule 13 against, read as :func:`read_season` reads them."""
    p = {"event": event_id}
    teams = rows(execute, "league_teams", "where t.event_id = :event order by t.id", p)
    entries = rows(execute, "league_roster_entries", f"{_TEAMS} order by t.id", p)
    return _rosters(execute, p, teams, entries, {t.id: t.name for t in teams})


def _rosters(execute: Execute, p: dict[str, Any], teams: Sequence[Any], entries: Sequence[Any],
             names: Mapping[int, str]) -> Rosters:
    added: dict[int, list[Any]] = defaultdict(list)
    removed: dict[int, list[str]] = defaultdict(list)
    current: dict[int, list[Any]] = defaultdict(list)
    for e in entries:
        added[e.added_by_id].append(entry_of(e))
        if e.removed_by_id is None:
            current[e.team_id].append(e)
        else:
            removed[e.removed_by_id].append(e.uscf_id)
    log = tuple(
        LoggedChange(
            RosterChange(names[c.team_id], c.on_date, tuple(added[c.id]), tuple(removed[c.id])),
            tuple(roster_decision_of(d) for d in c.decisions),
            Approval(c.approved_by, c.approved_at, c.note)
            if c.approved_by is not None and c.approved_at is not None else None)
        for c in rows(execute, "league_roster_changes", f"{_TEAMS} order by t.id", p))
    return Rosters(tuple(team_of(t, current[t.id]) for t in teams), log)


def _spans(execute: Execute, p: dict[str, Any], entries: Sequence[Any],
           names: Mapping[int, str]) -> tuple[RosterSpan, ...]:
    """Every roster entry with the dates of the changes that added and removed it."""
    changes = {c.id: c for c in rows(execute, "league_roster_changes", f"{_TEAMS} order by t.id",
                                     p)}
    first: dict[int, int] = {}
    for change in changes.values():
        first.setdefault(change.team_id, change.id)
    return tuple(RosterSpan(names[e.team_id], e.uscf_id, e.id, changes[e.added_by_id].on_date,
                            changes[e.removed_by_id].on_date if e.removed_by_id is not None
                            else None, first.get(e.team_id) == e.added_by_id)
                 for e in entries)


def _calendars(execute: Execute, p: dict[str, Any], section_ids: Mapping[str, int],
               rounds: Sequence[Any]) -> dict[int, Calendar]:
    dates: dict[int, list[SeasonDate]] = defaultdict(list)
    for d in rows(execute, "league_dates", f"{_SECTIONS} order by t.on_date, t.id", p):
        numbers = tuple(r.number for r in rounds
                        if r.section_id == d.section_id and r.on_date == d.on_date)
        dates[d.section_id].append(SeasonDate(d.on_date, numbers, d.cancelled,
                                              tuple(d.agreed_by), d.decided_on))
    return {sid: Calendar(tuple(dates[sid])) for sid in section_ids.values()}


def _schedules(sections: Sequence[Section], section_ids: Mapping[str, int],
               calendars: Mapping[int, Calendar], rounds: Sequence[Any],
               matches: Sequence[Any], names: Mapping[int, str]) -> tuple[SectionSchedule, ...]:
    number = {r.id: r.number for r in rounds}
    tables: dict[int, list[TeamMatch]] = defaultdict(list)
    for m in matches:
        tables[m.round_id].append(TeamMatch(number[m.round_id], m.table_no,
                                            names[m.white_team_id], names[m.black_team_id]))
    out = []
    for section in sections:
        sid = section_ids[section.name]
        mine = [r for r in rounds if r.section_id == sid]
        if mine:
            out.append(SectionSchedule(section.name, tuple(
                SectionRound(r.number, tuple(tables[r.id]),
                             names[r.bye_team_id] if r.bye_team_id is not None else None)
                for r in mine), calendars[sid]))
    return tuple(out)


def _record(execute: Execute, p: dict[str, Any], settings: LeagueSettings,
            sections: Sequence[Section], section_ids: Mapping[str, int],
            calendars: Mapping[int, Calendar], rounds: Sequence[Any], matches: Sequence[Any],
            names: Mapping[int, str], entries: Sequence[Any]) -> SeasonRecord:
    by_round = {r.id: r for r in rounds}
    section_of = {sid: name for name, sid in section_ids.items()}
    lineups = _lineups(execute, p, names)
    boards: dict[int, dict[int, StoredBoard]] = defaultdict(dict)
    for b in rows(execute, "league_board_results", f"{_MATCHES} order by t.id", p):
        boards[b.match_id][b.board] = StoredBoard(b.id, _result(b.result),
                                                  _result(b.league_result), b.in_advance)
    played: dict[str, list[StoredMatch]] = defaultdict(list)
    for m in sorted(matches, key=lambda m: (by_round[m.round_id].number, m.table_no)):
        rnd = by_round[m.round_id]
        section = section_of[rnd.section_id]
        played[section].append(StoredMatch(
            m.id, section, rnd.number, rnd.on_date, names[m.white_team_id],
            names[m.black_team_id], lineups.get(m.id, {}), dict(boards.get(m.id, {}))))
    nights = tuple(
        SectionNights(s.name, section_ids[s.name], s.teams,
                      calendars.get(section_ids[s.name], Calendar(())), tuple(played[s.name]),
                      tuple(TeamBye(r.number, names[r.bye_team_id]) for r in rounds
                            if r.section_id == section_ids[s.name]
                            and r.bye_team_id is not None))
        for s in sections)
    by_entry = {e.id: (e.uscf_id, names[e.team_id]) for e in entries}
    extra = tuple(
        ExtraGame(g.on_date, by_entry[g.white_entry_id][0], by_entry[g.black_entry_id][0],
                  by_entry[g.white_entry_id][1], by_entry[g.black_entry_id][1],
                  _result(g.result), g.id)
        for g in rows(execute, "league_extra_games",
                      "where t.event_id = :event order by t.on_date, t.id", p))
    return SeasonRecord(settings, nights, extra)


def _lineups(execute: Execute, p: dict[str, Any], names: Mapping[int, str]
             ) -> dict[int, dict[str, SideLineup]]:
    seated: dict[int, list[tuple[int, str, bool]]] = defaultdict(list)
    for lineup_id, board, uscf_id, absent in execute(
            "select b.lineup_id, b.board, e.uscf_id, b.absent from league_lineup_boards b"
            " join league_roster_entries e on e.id = b.entry_id"
            " join league_teams tm on tm.id = e.team_id where tm.event_id = :event", p):
        seated[lineup_id].append((board, uscf_id, bool(absent)))
    out: dict[int, dict[str, SideLineup]] = defaultdict(dict)
    for r in rows(execute, "league_lineups", f"{_MATCHES} order by t.id", p):
        players = sorted(seated[r.id])
        equipment = None if r.equipment_boards is None else Equipment(
            r.equipment_boards, r.equipment_sets or 0, r.equipment_clocks or 0)
        out[r.match_id][names[r.team_id]] = SideLineup(
            r.id, tuple(pl for _, pl, _ in players),
            frozenset(pl for _, pl, absent in players if absent), equipment)
    return out


def _assignments(execute: Execute, p: dict[str, Any], entries: Sequence[Any],
                 names: Mapping[int, str]) -> tuple[Assigned, ...]:
    by_entry = {e.id: e for e in entries}
    return tuple(Assigned(names[by_entry[a.entry_id].team_id], RatingAssignment(
        by_entry[a.entry_id].uscf_id, a.previous, a.rating, a.assigned_by, a.assigned_at,
        a.reason, RatingSource(a.source)))
        for a in rows(execute, "league_rating_assignments",
                      "join league_roster_entries e on e.id = t.entry_id join league_teams tm"
                      " on tm.id = e.team_id where tm.event_id = :event order by t.id", p))


def _months(execute: Execute, p: dict[str, Any]) -> dict[date, int]:
    return {value("date", month): count for month, count in execute(
        "select month, count(*) from league_ratings where event_id = :event group by month"
        " order by month", p)}


def _result(text: str | None) -> Result | None:
    return None if text is None else Result(text)
