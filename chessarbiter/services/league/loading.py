"""The whole season read from its tables into the core's :class:`Season` value, in a fixed
handful of queries (one or two per table), however many rounds have been played.

Only what the director entered is read; the core works out the rest.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.appeals import Official, Outcome, Under
from chessarbiter.core.league.claims import Branch, Claim, Remedy, Ruling
from chessarbiter.core.league.director_log import Decision, StoredToss
from chessarbiter.core.league.eligibility import RosterSpan
from chessarbiter.core.league.league_standings import CoinToss
from chessarbiter.core.league.lineups import Equipment
from chessarbiter.core.league.match_scoring import ExtraGame, TeamBye
from chessarbiter.core.league.ratings import RatingAssignment, RatingSource
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
from chessarbiter.core.league.stored import (
    Assigned,
    FoodBought,
    ManualEntry,
    ManualKind,
    StoredClaim,
    StoredNotice,
    StoredPlayoff,
)
from chessarbiter.core.results import Result
from chessarbiter.db.league_models import (
    LeagueDateRow,
    LeagueMatchRow,
    LeagueRatingAssignmentRow,
    LeagueRatingRow,
    LeagueRosterChangeRow,
    LeagueRosterEntryRow,
    LeagueRoundRow,
    LeagueSectionRow,
    LeagueSectionTeamRow,
    LeagueTeamRow,
)
from chessarbiter.db.league_night_models import (
    LeagueBoardResultRow,
    LeagueClaimRow,
    LeagueCoinTossRow,
    LeagueDecisionRow,
    LeagueExtraGameRow,
    LeagueFoodRow,
    LeagueLedgerEntryRow,
    LeagueLineupBoardRow,
    LeagueLineupRow,
    LeagueNoticeRow,
    LeaguePlayoffRow,
)
from chessarbiter.db.models import EventRow
from chessarbiter.services.league.convert import load_rosters


def load_state(session: Session, event: EventRow, settings: LeagueSettings) -> Season:
    """Everything stored of the season of ``event``, at the file's current revision."""
    stored = load_rosters(session, event.id)
    names = {row.id: name for name, row in stored.team_rows.items()}
    sections = load_sections(session, event.id)
    section_ids = {s.name: row.id for row, s in sections}
    rounds = list(session.scalars(select(LeagueRoundRow).where(
        LeagueRoundRow.section_id.in_(list(section_ids.values())))
        .order_by(LeagueRoundRow.number)))
    matches = list(session.scalars(select(LeagueMatchRow).where(
        LeagueMatchRow.round_id.in_([r.id for r in rounds])).order_by(LeagueMatchRow.table_no)))
    calendars = _calendars(session, section_ids, rounds)
    record = _record(session, event.id, settings, [s for _, s in sections], section_ids,
                     calendars, rounds, matches, names)
    by_id = {m.match_id: m for m in record.all_matches()}
    manual = _manual(session, names)
    return Season(
        event.id, event.revision, event.name, settings, stored.rosters,
        {n: r.id for n, r in stored.team_rows.items()},
        _spans(session, event.id, names),
        tuple(s for _, s in sections), section_ids,
        _schedules([s for _, s in sections], section_ids, calendars, rounds, matches, names),
        record, _claims(session, by_id, names),
        _tosses(session, section_ids), manual, _notices(session, names), _food(session, event.id),
        _assignments(session, names), _months(session, event.id), _decisions(session, event.id),
        _playoffs(session, section_ids)).with_withdrawals()


def load_sections(session: Session, event_id: int) -> list[tuple[LeagueSectionRow, Section]]:
    """The stored sections in order, each with its teams in pairing order."""
    rows = session.execute(
        select(LeagueSectionRow, LeagueTeamRow.name)
        .join(LeagueSectionTeamRow, LeagueSectionTeamRow.section_id == LeagueSectionRow.id)
        .join(LeagueTeamRow, LeagueTeamRow.id == LeagueSectionTeamRow.team_id)
        .where(LeagueSectionRow.event_id == event_id)
        .order_by(LeagueSectionRow.position, LeagueSectionTeamRow.pairing_no)
    ).all()
    teams: dict[int, list[str]] = {}
    sections: dict[int, LeagueSectionRow] = {}
    for section, team in rows:
        sections.setdefault(section.id, section)
        teams.setdefault(section.id, []).append(team)
    return [(s, Section(s.name, tuple(teams[i]))) for i, s in sections.items()]


def _spans(session: Session, event_id: int, names: Mapping[int, str]
           ) -> tuple[RosterSpan, ...]:
    """Every roster entry with the dates of the changes that added and removed it."""
    changes = dict(session.execute(select(LeagueRosterChangeRow.id, LeagueRosterChangeRow.on_date)
                                   .join(LeagueTeamRow)
                                   .where(LeagueTeamRow.event_id == event_id)).all())
    first = dict(session.execute(select(LeagueRosterChangeRow.team_id,
                                        func.min(LeagueRosterChangeRow.id))
                                 .where(LeagueRosterChangeRow.team_id.in_(list(names)))
                                 .group_by(LeagueRosterChangeRow.team_id)).all())
    rows = session.execute(select(LeagueRosterEntryRow.id, LeagueRosterEntryRow.team_id,
                                  LeagueRosterEntryRow.uscf_id, LeagueRosterEntryRow.added_by_id,
                                  LeagueRosterEntryRow.removed_by_id)
                           .where(LeagueRosterEntryRow.team_id.in_(list(names)))
                           .order_by(LeagueRosterEntryRow.id))
    return tuple(RosterSpan(names[team_id], uscf_id, entry_id, changes[added],
                            changes[removed] if removed is not None else None,
                            first.get(team_id) == added)
                 for entry_id, team_id, uscf_id, added, removed in rows)


def _calendars(session: Session, section_ids: Mapping[str, int],
               rounds: Sequence[LeagueRoundRow]) -> dict[int, Calendar]:
    dates: dict[int, list[SeasonDate]] = defaultdict(list)
    for d in session.scalars(select(LeagueDateRow).where(
            LeagueDateRow.section_id.in_(list(section_ids.values())))
            .order_by(LeagueDateRow.on_date)):
        numbers = tuple(r.number for r in rounds
                        if r.section_id == d.section_id and r.on_date == d.on_date)
        dates[d.section_id].append(SeasonDate(d.on_date, numbers, d.cancelled,
                                              tuple(d.agreed_by), d.decided_on))
    return {sid: Calendar(tuple(dates[sid])) for sid in section_ids.values()}


def _schedules(sections: Sequence[Section], section_ids: Mapping[str, int],
               calendars: Mapping[int, Calendar], rounds: Sequence[LeagueRoundRow],
               matches: Sequence[LeagueMatchRow], names: Mapping[int, str]
               ) -> tuple[SectionSchedule, ...]:
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


def _record(session: Session, event_id: int, settings: LeagueSettings,
            sections: Sequence[Section], section_ids: Mapping[str, int],
            calendars: Mapping[int, Calendar], rounds: Sequence[LeagueRoundRow],
            matches: Sequence[LeagueMatchRow], names: Mapping[int, str]) -> SeasonRecord:
    by_round = {r.id: r for r in rounds}
    section_of = {sid: name for name, sid in section_ids.items()}
    lineups = _lineups(session, [m.id for m in matches], names)
    boards: dict[int, dict[int, StoredBoard]] = defaultdict(dict)
    for b in session.scalars(select(LeagueBoardResultRow).where(
            LeagueBoardResultRow.match_id.in_([m.id for m in matches]))):
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
    return SeasonRecord(settings, nights, _extra_games(session, event_id, names))


def _lineups(session: Session, match_ids: list[int], names: Mapping[int, str]
             ) -> dict[int, dict[str, SideLineup]]:
    rows = list(session.scalars(select(LeagueLineupRow)
                                .where(LeagueLineupRow.match_id.in_(match_ids))))
    seated: dict[int, list[tuple[int, str, bool]]] = defaultdict(list)
    for board, uscf_id in session.execute(
            select(LeagueLineupBoardRow, LeagueRosterEntryRow.uscf_id)
            .join(LeagueRosterEntryRow, LeagueRosterEntryRow.id == LeagueLineupBoardRow.entry_id)
            .where(LeagueLineupBoardRow.lineup_id.in_([r.id for r in rows]))):
        seated[board.lineup_id].append((board.board, uscf_id, board.absent))
    out: dict[int, dict[str, SideLineup]] = defaultdict(dict)
    for r in rows:
        players = sorted(seated[r.id])
        equipment = None if r.equipment_boards is None else Equipment(
            r.equipment_boards, r.equipment_sets or 0, r.equipment_clocks or 0)
        out[r.match_id][names[r.team_id]] = SideLineup(
            r.id, tuple(p for _, p, _ in players),
            frozenset(p for _, p, absent in players if absent), equipment)
    return out


def _extra_games(session: Session, event_id: int, names: Mapping[int, str]
                 ) -> tuple[ExtraGame, ...]:
    entries = {e.id: (e.uscf_id, names[e.team_id]) for e in session.scalars(
        select(LeagueRosterEntryRow).where(LeagueRosterEntryRow.team_id.in_(list(names))))}
    return tuple(
        ExtraGame(g.on_date, entries[g.white_entry_id][0], entries[g.black_entry_id][0],
                  entries[g.white_entry_id][1], entries[g.black_entry_id][1], _result(g.result),
                  g.id)
        for g in session.scalars(select(LeagueExtraGameRow)
                                 .where(LeagueExtraGameRow.event_id == event_id)
                                 .order_by(LeagueExtraGameRow.on_date, LeagueExtraGameRow.id)))


def _claims(session: Session, matches: Mapping[int, StoredMatch], names: Mapping[int, str]
            ) -> tuple[StoredClaim, ...]:
    rows = session.scalars(select(LeagueClaimRow).where(
        LeagueClaimRow.match_id.in_(list(matches))).order_by(LeagueClaimRow.id))
    return tuple(claim_of(row, matches[row.match_id].round, names[row.team_id]) for row in rows)


def claim_of(row: LeagueClaimRow, rnd: int, team: str) -> StoredClaim:
    return StoredClaim(row.id, row.match_id, Ruling(
        Claim(rnd, team, row.made_on, row.elapsed_seconds, row.games_complete),
        Branch(row.branch), tuple(row.boards), Remedy(row.remedy), dict(row.penalties) or None))


def _tosses(session: Session, section_ids: Mapping[str, int]) -> tuple[StoredToss, ...]:
    name = {sid: n for n, sid in section_ids.items()}
    return tuple(toss_of(row, name[row.section_id]) for row in session.scalars(
        select(LeagueCoinTossRow).where(LeagueCoinTossRow.section_id.in_(list(name)))
        .order_by(LeagueCoinTossRow.id)))


def _playoffs(session: Session, section_ids: Mapping[str, int]) -> tuple[StoredPlayoff, ...]:
    name = {sid: n for n, sid in section_ids.items()}
    return tuple(playoff_of(row, name[row.section_id]) for row in session.scalars(
        select(LeaguePlayoffRow).where(LeaguePlayoffRow.section_id.in_(list(name)))
        .order_by(LeaguePlayoffRow.id)))


def playoff_of(row: LeaguePlayoffRow, section: str) -> StoredPlayoff:
    return StoredPlayoff(row.id, section, row.on_date, dict(row.scores), row.note)


def toss_of(row: LeagueCoinTossRow, section: str) -> StoredToss:
    return StoredToss(section, row.on_date or row.created_at.date(),
                      CoinToss(tuple(row.teams), row.seed, row.note))


def _manual(session: Session, names: Mapping[int, str]) -> tuple[ManualEntry, ...]:
    rows = session.scalars(select(LeagueLedgerEntryRow).where(
        LeagueLedgerEntryRow.team_id.in_(list(names)))
        .order_by(LeagueLedgerEntryRow.on_date, LeagueLedgerEntryRow.id))
    return tuple(ManualEntry(r.id, names[r.team_id], r.on_date, ManualKind(r.kind), r.cents,
                             r.note) for r in rows)


def _notices(session: Session, names: Mapping[int, str]) -> tuple[StoredNotice, ...]:
    rows = session.scalars(select(LeagueNoticeRow).where(
        LeagueNoticeRow.team_id.in_(list(names))).order_by(LeagueNoticeRow.id))
    return tuple(StoredNotice(n.id, names[n.team_id], n.round, n.given_at, n.note)
                 for n in rows)


def _food(session: Session, event_id: int) -> tuple[FoodBought, ...]:
    rows = session.scalars(select(LeagueFoodRow).where(LeagueFoodRow.event_id == event_id)
                           .order_by(LeagueFoodRow.on_date))
    return tuple(bought_of(r) for r in rows)


def bought_of(row: LeagueFoodRow) -> FoodBought:
    return FoodBought(row.on_date, row.purchased_cents, dict(row.weights), row.note,
                      row.with_gratuity)


def _assignments(session: Session, names: Mapping[int, str]) -> tuple[Assigned, ...]:
    rows = session.execute(
        select(LeagueRatingAssignmentRow, LeagueRosterEntryRow.uscf_id,
               LeagueRosterEntryRow.team_id)
        .join(LeagueRosterEntryRow, LeagueRosterEntryRow.id == LeagueRatingAssignmentRow.entry_id)
        .where(LeagueRosterEntryRow.team_id.in_(list(names)))
        .order_by(LeagueRatingAssignmentRow.id)).all()
    return tuple(Assigned(names[team_id], RatingAssignment(
        uscf_id, a.previous, a.rating, a.assigned_by, a.assigned_at, a.reason,
        RatingSource(a.source))) for a, uscf_id, team_id in rows)


def _months(session: Session, event_id: int) -> dict[date, int]:
    return dict(session.execute(
        select(LeagueRatingRow.month, func.count())
        .where(LeagueRatingRow.event_id == event_id)
        .group_by(LeagueRatingRow.month).order_by(LeagueRatingRow.month)).all())


def _decisions(session: Session, event_id: int) -> tuple[Decision, ...]:
    return tuple(decision_of(r) for r in session.scalars(select(LeagueDecisionRow).where(
        LeagueDecisionRow.event_id == event_id).order_by(LeagueDecisionRow.id)))


def decision_of(row: LeagueDecisionRow) -> Decision:
    return Decision(row.id, row.on_date, Official(row.made_by), Under(row.under), row.subject,
                    row.decision, row.appeal_of, row.votes_to_overrule, row.committee_size,
                    Outcome(row.outcome) if row.outcome else None)


def _result(text: str | None) -> Result | None:
    return None if text is None else Result(text)
