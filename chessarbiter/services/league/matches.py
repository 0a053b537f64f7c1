"""Match night: lineups (rule 15), absences (17), equipment (19), board results (24), games
played in advance (18) and extra rated games (21). Each action is one transaction that asks
the core about the season as it stands, writes the rows it changes and gives the season back
with the change (so nothing is read again to show it).

A lineup is fixed once a board of its match has a result (clear the results to change it),
so a result always belongs to the players the lineup seated on its board; after a restart
(rule 16.b) only the restarted boards' players can be corrected. A player plays for a team
on a date only if the roster held them then, added early enough and for one team a day
(:mod:`chessarbiter.core.league.eligibility`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from chessarbiter.core.league.eligibility import Seat, seat_problem
from chessarbiter.core.league.lineups import (
    BoardOption,
    Equipment,
    Lineup,
    LineupProblem,
    check_lineup,
)
from chessarbiter.core.league.match_scoring import ExtraGame, MatchRecord
from chessarbiter.core.league.season import Season
from chessarbiter.core.league.season_record import (
    SeasonRecord,
    SideLineup,
    StoredMatch,
)
from chessarbiter.core.results import Result
from chessarbiter.db.league_night_models import (
    LeagueExtraGameRow,
    LeagueLineupBoardRow,
    LeagueLineupRow,
)
from chessarbiter.services.errors import ActionRefused, AlreadyRecorded, EditConflict
from chessarbiter.services.league.advance_games import (
    PlacedAdvance,
    advance_game,
    place_advance,
    unplace_advance,
)
from chessarbiter.services.league.night_common import (
    refuse_with_results,
    restarted_boards,
    side_of,
    write_boards,
)
from chessarbiter.services.league.season import Change, LeagueSeason, delete_row
from chessarbiter.services.season_writes import board_conflict, write_board_result


@dataclass(frozen=True, slots=True)
class LineupSaved:
    """A stored lineup: the one it replaced (None: there was none) and the rule-15 problems
    of a lineup recorded as played out of order (see :meth:`MatchService.lineup`)."""

    previous: tuple[str, ...] | None
    problems: tuple[LineupProblem, ...]


class MatchService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    # --- reading -------------------------------------------------------------------------
    def record(self) -> SeasonRecord:
        return self.season.current().nights

    def match(self, rnd: int, team: str) -> tuple[StoredMatch, MatchRecord | None]:
        """The stored match of ``team`` in round ``rnd`` and the core's record of it."""
        season = self.season.current()
        found = self.season.refusing(season.match, rnd, team)
        return found, season.nights.match_record(found)

    # --- lineups, absences, equipment ----------------------------------------------------
    def lineup(self, rnd: int, team: str, players: Sequence[str],
               as_played: bool = False) -> LineupSaved:
        """Store ``team``'s designated players for round ``rnd``, board 1 first (none: the
        team did not come). Refused for a player the roster did not hold on the match's
        date (or not yet, 13.d), one playing for another team that day (13.h), one on two
        boards, too many players, or (unless ``as_played``, the lineup as actually seated,
        which a rule-16 claim can then address) a board order rule 15 does not allow."""
        with self.season.write() as change:
            season = change.before
            match = season.match(rnd, team)
            _lineup_unchanged(change, rnd, team, "your lineup")
            refuse_with_results(match)
            problems = _lineup_problems(season, match, team, tuple(players), as_played)
            old = match.lineups.get(team)
            row_id = old.row_id if old else _new_lineup(change.session, match.match_id,
                                                        season.team_ids[team])
            write_boards(change.session, season, row_id, players, team, match.on)
            side = SideLineup(row_id, tuple(players), frozenset(), old.equipment if old else None)
            change.after = season.with_match(match.with_lineup(team, side))
            return LineupSaved(old.players if old else None, tuple(problems))

    def restarted(self, rnd: int, team: str) -> frozenset[int]:
        """Boards of ``team``'s match in round ``rnd`` a rule-16.b restart against it voided
        and no replayed result has filled: the ones :meth:`correct_restarted` takes."""
        season = self.season.current()
        match = self.season.refusing(season.match, rnd, team)
        return frozenset(restarted_boards(season, match, team))

    def correct_restarted(self, rnd: int, team: str, players: Mapping[int, str]
                          ) -> dict[int, str]:
        """Rule 16.b: put the right players on boards a restart ruling voided (``players``:
        board → US Chess ID), the other boards and their results staying as they are.
        Returns the players those boards held, which undo puts back."""
        with self.season.write() as change:
            season = change.before
            match = season.match(rnd, team)
            side = side_of(match, team)
            _lineup_unchanged(change, rnd, team, "your restart lineup")
            restarted = restarted_boards(season, match, team)
            wrong = sorted(set(players) - restarted)
            if wrong:
                open_ = ", ".join(map(str, sorted(restarted))) or "none"
                raise ActionRefused(f"board {wrong[0]} of round {rnd} was not restarted under "
                                    f"rule 16.b (restarted and still unplayed: {open_})",
                                    "board")
            order = list(side.players)
            before = {b: order[b - 1] for b in players}
            for board, player in players.items():
                order[board - 1] = player
            _lineup_problems(season, match, team, tuple(order), as_played=True)
            write_boards(change.session, season, side.row_id, order, team, match.on,
                          side.absent)
            change.after = season.with_match(match.with_lineup(
                team, replace(side, players=tuple(order))))
            return before

    def clear_lineup(self, rnd: int, team: str) -> tuple[str, ...]:
        """Take back ``team``'s lineup for round ``rnd`` (undo of a first :meth:`lineup`);
        returns the players it held. Refused once the match has results."""
        with self.season.write() as change:
            match = change.before.match(rnd, team)
            _lineup_unchanged(change, rnd, team, "your taking it back")
            refuse_with_results(match)
            side = side_of(match, team)
            change.session.execute(delete(LeagueLineupBoardRow)
                                   .where(LeagueLineupBoardRow.lineup_id == side.row_id))
            change.session.execute(delete(LeagueLineupRow)
                                   .where(LeagueLineupRow.id == side.row_id))
            change.after = change.before.with_match(match.with_lineup(team, None))
            return side.players

    def absent(self, rnd: int, team: str, uscf_id: str, absent: bool = True) -> bool:
        """Mark a designated player absent (not expected, rule 17) or present again;
        returns whether they were marked absent before."""
        with self.season.write() as change:
            match = change.before.match(rnd, team)
            _lineup_unchanged(change, rnd, team, f"your marking of {uscf_id}")
            refuse_with_results(match)
            side = side_of(match, team)
            if uscf_id not in side.players:
                raise ActionRefused(f"{uscf_id} is not in {team}'s lineup for round {rnd}",
                                    "uscf_id")
            row = change.session.scalars(select(LeagueLineupBoardRow).where(
                LeagueLineupBoardRow.lineup_id == side.row_id,
                LeagueLineupBoardRow.board == side.players.index(uscf_id) + 1)).one()
            row.absent = absent
            marked = side.absent | {uscf_id} if absent else side.absent - {uscf_id}
            change.after = change.before.with_match(match.with_lineup(
                team, replace(side, absent=frozenset(marked))))
            return uscf_id in side.absent

    def equipment(self, rnd: int, team: str, brought: Equipment | None) -> Equipment | None:
        """Record what ``team`` brought (rule 19; None: all it must); returns the old record."""
        with self.season.write() as change:
            match = change.before.match(rnd, team)
            _lineup_unchanged(change, rnd, team, "your equipment record")
            refuse_with_results(match)
            side = side_of(match, team)
            if brought is not None and min(brought.boards, brought.sets, brought.clocks) < 0:
                raise ActionRefused("equipment counts cannot be negative", "equipment")
            row = change.session.get(LeagueLineupRow, side.row_id)
            assert row is not None, "the season value holds stored lineups only"
            row.equipment_boards = brought.boards if brought else None
            row.equipment_sets = brought.sets if brought else None
            row.equipment_clocks = brought.clocks if brought else None
            change.after = change.before.with_match(match.with_lineup(
                team, replace(side, equipment=brought)))
            return side.equipment

    # --- results -------------------------------------------------------------------------
    def result(self, rnd: int, team: str, board: int, result: Result | None,
               in_advance: bool = False) -> Result | None:
        """Set (None: clear) the result of a board as played, by colour as on the score
        sheet (:func:`~chessarbiter.services.season_writes.write_board_result`, the
        command line's too); returns the result it replaced."""
        with self.season.write() as change:
            change.unchanged(lambda s: s.match(rnd, team).boards.get(board),
                             lambda now: board_conflict(change.before.match(rnd, team), board,
                                                        now, result))
            written = write_board_result(change.execute, change.before, rnd, team, board,
                                         result, in_advance, action=change.action)
            change.after = written.after
            return written.old

    # --- games played in advance (rule 18) ----------------------------------------------
    def advance_options(self, rnd: int, team: str, own_player: str, other_player: str
                        ) -> list[BoardOption]:
        """Every board a game played in advance between ``own_player`` (of ``team``) and
        ``other_player`` (of its opponent) could take, fewest rule-15 problems first; both
        teams' stored lineups hold the players of the other boards, as seated."""
        season = self.season.current()
        return self.season.refusing(advance_game, season, rnd, team, own_player,
                                    other_player).options

    def place_advance_game(self, rnd: int, team: str, board: int, own_player: str,
                           other_player: str, result: Result) -> PlacedAdvance:
        """Put a game played in advance on ``board`` of both stored lineups (the other
        players keep their order around it) and store its ``result``, marked in advance.

        ``result`` is by colour as on board ``board``'s score sheet, as :meth:`result`
        takes it: the match's first-named team has White on the odd boards. Allowed when the
        order breaks rule 15 (rule 18: it may not be possible to comply perfectly); the
        problems come back. Refused once the match has results, since placing renumbers
        the boards below ``board``, and when ``board`` would be a forfeit (rules 17, 19).
        """
        with self.season.write() as change:
            game = advance_game(change.before, rnd, team, own_player, other_player)
            placed, change.after = place_advance(change.session, change.before, game, board,
                                                 result)
            return placed

    def unplace_advance_game(self, rnd: int, team: str, placed: PlacedAdvance) -> None:
        """Undo :meth:`place_advance_game`: clear the advance game's board and put both
        lineups back; refused once another board has a result or a lineup changed."""
        with self.season.write() as change:
            change.after = unplace_advance(change.session, change.before, rnd, team, placed)

    # --- extra rated games (rule 21) ----------------------------------------------------
    def extra_game(self, on: date, white: str, black: str, result: Result | None,
                   teams: tuple[str | None, str | None] = (None, None)) -> int:
        """Record an extra rated game (rule 21) on a date of the season, between players on
        a roster that day (removed players keep the games they played before); ``teams``
        names the team of a player on several rosters. Returns its id (undo deletes it)."""
        with self.season.write() as change:
            season = change.before
            if on not in season.settings.dates and not _added_date(season, on):
                raise ActionRefused(f"{on.isoformat()} is not a date of the season", "date")
            if white == black:
                raise ActionRefused("a player cannot play themselves", "black")
            sides = [_player_team(season, p, t, on) for p, t in zip((white, black), teams,
                                                                     strict=True)]
            same = next((g for g in season.nights.extra_games
                         if (g.on, g.white, g.black, g.result) == (on, white, black, result)),
                        None)
            if same is not None:  # a retry: the same two players, day and result
                raise AlreadyRecorded(f"extra game {same.game_id} already records {white} – "
                                      f"{black} on {on.isoformat()}: nothing changed",
                                      same.game_id)
            row = LeagueExtraGameRow(
                event_id=season.event_id, on_date=on, result=result.value if result else None,
                white_entry_id=season.entry_id(sides[0], white, on),
                black_entry_id=season.entry_id(sides[1], black, on))
            change.session.add(row)
            change.session.flush()
            game = ExtraGame(on, white, black, sides[0], sides[1], result, row.id)
            games = sorted((*season.nights.extra_games, game), key=lambda g: (g.on, g.game_id))
            change.after = replace(season, record=season.nights.with_extra_games(tuple(games)))
            return row.id

    def remove_extra_game(self, game_id: int) -> None:
        """Undo :meth:`extra_game`; refused when the game is no longer stored."""
        with self.season.write() as change:
            games = change.before.nights.extra_games
            if all(g.game_id != game_id for g in games):
                raise ActionRefused(f"there is no extra rated game {game_id}", "game")
            delete_row(change.session, LeagueExtraGameRow, game_id)
            change.after = replace(change.before, record=change.before.nights.with_extra_games(
                tuple(g for g in games if g.game_id != game_id)))


def _lineup_problems(season: Season, match: StoredMatch, team: str, players: tuple[str, ...],
                     as_played: bool) -> list[LineupProblem]:
    """Refuse a lineup its players may not form on the match's date; returns the rule-15
    order problems a lineup ``as_played`` keeps."""
    others = [s for s in season.seats() if not (s.round == match.round and s.team == team)]
    wrong = [problem for p in players
             if (problem := seat_problem(Seat(p, team, match.on, match.round),
                                         season.spans, others, season.settings))]
    if not wrong:
        roster = season.team_on(team, match.on)
        assigned = [a.assignment for a in season.assignments if a.team == team]
        problems = check_lineup(Lineup(team, match.round, players), roster, season.settings,
                                assigned)
        wrong = [str(p) for p in problems if not p.boards or not as_played]
        if not wrong:
            return problems
    raise ActionRefused(f"lineup of {team} for round {match.round} not stored: "
                        + "; ".join(wrong), "players")


def _player_team(season: Season, uscf_id: str, team: str | None, on: date) -> str:
    """The team an extra game's player is on (on ``on``), or the one named."""
    found = sorted({s.team for s in season.spans if s.uscf_id == uscf_id and s.covers(on)
                    and (team is None or s.team == team)})
    if not found:
        where = f" of {team}" if team else ""
        raise ActionRefused(f"{uscf_id} is on no roster{where} on {on.isoformat()}", "player")
    if len(found) > 1:
        raise ActionRefused(f"{uscf_id} is on the rosters of {', '.join(found)}: name the "
                            "team", "team")
    return found[0]


def _added_date(season: Season, on: date) -> bool:
    return any(d.on == on and not d.cancelled for s in season.schedules
               for d in s.calendar.dates)


def _new_lineup(session: Session, match_id: int, team_id: int) -> int:
    row = LeagueLineupRow(match_id=match_id, team_id=team_id)
    session.add(row)
    session.flush()
    return row.id


def _lineup_unchanged(change: Change, rnd: int, team: str, mine: str) -> None:
    """Refuse when another program changed ``team``'s lineup of round ``rnd`` (its players,
    absences or equipment) since this one showed it."""
    change.unchanged(lambda s: s.match(rnd, team).lineups.get(team),
                     lambda _now: EditConflict.on_record(
                         f"The lineup of {team} in round {rnd}", mine))
