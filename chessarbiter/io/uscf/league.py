"""A league month as a US Chess report: the games of each league section, and the extra rated
games (rule 21), turned into report sections and checked before they are sent (rule 22).

Each board of a team match is one game between two players; each league section becomes one
Swiss-type section (``S``: the players are paired by the team schedule, not in a round robin
among themselves) whose rounds are the section's rounds with a game in the month, renumbered
from 1. Pairing numbers follow the section's team order, then the highest board a player sat
on. A board whose opponent never came is the present player's ``X0`` (``F0`` when both sides
lost it). The extra games form one more section: one round per date, and a further round of
that date only for a player who played two extra games on it.

The result rated is the one played over the board; a rule-16 ruling changes the league score
only. A ruled board with no result over the board was not finished and is left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from chessarbiter.core.league.match_scoring import (
    ExtraGame,
    MatchRecord,
    appearances,
    first_has_white,
)
from chessarbiter.core.league.roster_rules import Appearance
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team
from chessarbiter.core.players import Player
from chessarbiter.core.timecontrol import TimeControl
from chessarbiter.core.tournament import Bye, ByeKind, Game, Tournament
from chessarbiter.io.uscf.checks import mirror_problems, paired_twice, player_problems
from chessarbiter.io.uscf.problems import ExportProblem
from chessarbiter.io.uscf.report import SWISS, UscfEventInfo, UscfSection

EXTRA_SECTION = "Extra rated games"


@dataclass(frozen=True, slots=True)
class Entrant:
    """A rostered player as the report needs them: name, league rating, membership end."""

    name: str
    rating: int | None
    expiry: date | None


@dataclass(frozen=True, slots=True)
class LeagueSection:
    """One report section and what its checks need beyond the games.

    ``rounds`` is the league round of each report round (None for the extra games, whose
    rounds are dates); ``played`` who played a rated game for which team on which date.
    """

    report: UscfSection
    rounds: tuple[int | None, ...]
    played: tuple[Appearance, ...] = ()
    unfinished: tuple[ExportProblem, ...] = ()


def entrants(teams: Iterable[Team]) -> dict[str, Entrant]:
    """US Chess ID → entrant, from the first roster a player is on."""
    out: dict[str, Entrant] = {}
    for team in teams:
        for entry in team.roster:
            out.setdefault(entry.uscf_id, Entrant(entry.member.name, entry.rating.value,
                                                  entry.member.expiry))
    return out


def match_section(name: str, teams: Sequence[str], matches: Sequence[MatchRecord],
                  people: Mapping[str, Entrant]) -> LeagueSection | None:
    """The report section of league section ``name`` for ``matches`` (both lineups in);
    None when no one sat down in them."""
    league_rounds = sorted({m.round for m in matches})
    number = {r: n for n, r in enumerate(league_rounds, start=1)}
    first_seat: dict[str, tuple[int, int, str]] = {}
    for m in matches:
        for g in m.boards:
            for player, team in ((g.first, m.first), (g.second, m.second)):
                if player is not None:
                    key = (_index(teams, team), g.board, player)
                    first_seat[player] = min(first_seat.get(player, key), key)
    if not first_seat:
        return None
    start = {p: n for n, p in enumerate(sorted(first_seat, key=first_seat.__getitem__), 1)}
    games: list[Game] = []
    byes: list[Bye] = []
    unfinished: list[ExportProblem] = []
    for m in sorted(matches, key=lambda m: m.round):
        rnd = number[m.round]
        for g in m.boards:
            first_white = first_has_white(g.board)
            white, black = (g.first, g.second) if first_white else (g.second, g.first)
            if white is not None and black is not None:
                if g.result is None and g.league_result is None:
                    unfinished.append(ExportProblem(
                        "unfinished", f"{m.first} – {m.second} board {g.board} on "
                        f"{m.on.isoformat()} has no result", start[white],
                        _name(white, people), m.round, name))
                if g.result is not None or g.league_result is None:
                    board = sum(1 for x in games if x.round == rnd) + 1
                    games.append(Game(rnd, board, start[white], start[black], g.result))
            elif g.result is not None and (white or black) is not None:
                present = white if white is not None else black
                assert present is not None
                won = g.result.points(present == white)
                byes.append(Bye(rnd, start[present], ByeKind.FULL if won else ByeKind.ZERO))
    dates = {number[m.round]: m.on for m in matches}
    t = Tournament(_players(start, people), tuple(games), tuple(byes), len(league_rounds))
    report = UscfSection(t, name, dates, SWISS, len(league_rounds),
                         frozenset((b.start_no, b.round) for b in byes))
    return LeagueSection(report, tuple(league_rounds), tuple(appearances(matches)),
                         tuple(unfinished))


def extra_section(games: Sequence[ExtraGame], people: Mapping[str, Entrant]
                  ) -> LeagueSection | None:
    """The extra rated games as one section, one round per date (two for a player with two
    games that day); None when there are none."""
    if not games:
        return None
    ids = sorted({p for g in games for p in (g.white, g.black)},
                 key=lambda p: (_name(p, people).casefold(), p))
    start = {p: n for n, p in enumerate(ids, start=1)}
    rounds: list[tuple[date, set[str]]] = []
    placed: list[Game] = []
    unfinished: list[ExportProblem] = []
    for g in sorted(games, key=lambda g: g.on):
        rnd = next((n for n, (on, busy) in enumerate(rounds, start=1)
                    if on == g.on and not busy & {g.white, g.black}), None)
        if rnd is None:
            rounds.append((g.on, set()))
            rnd = len(rounds)
        rounds[rnd - 1][1].update((g.white, g.black))
        board = sum(1 for x in placed if x.round == rnd) + 1
        placed.append(Game(rnd, board, start[g.white], start[g.black], g.result))
        if g.result is None:
            unfinished.append(ExportProblem(
                "unfinished", f"the extra game against {_name(g.black, people)} on "
                f"{g.on.isoformat()} has no result", start[g.white], _name(g.white, people),
                section=EXTRA_SECTION))
    t = Tournament(_players(start, people), tuple(placed), rounds=len(rounds))
    report = UscfSection(t, EXTRA_SECTION, {n: on for n, (on, _) in enumerate(rounds, 1)},
                         SWISS, len(rounds))
    return LeagueSection(report, (None,) * len(rounds), tuple(appearances((), games)),
                         tuple(unfinished))


def league_event_info(settings: LeagueSettings, name: str, control: TimeControl,
                      sections: Sequence[LeagueSection]) -> UscfEventInfo:
    """The event header: ``name``, the first and last game date of the report, the
    affiliate, directors and place of the season ``settings`` and its time control."""
    days = sorted(d for s in sections for d in s.report.game_dates.values())
    return UscfEventInfo(
        event_name=name, begin_date=days[0], end_date=days[-1],
        section_name=sections[0].report.name, time_control=control,
        affiliate_id=settings.uscf_affiliate_id, chief_td_id=settings.uscf_chief_td_id,
        city=settings.city, state=settings.state, zipcode=settings.zipcode,
        assistant_td_id=settings.uscf_assistant_td_id, other_td_ids=settings.uscf_other_td_ids,
        country=settings.country)


def league_problems(sections: Sequence[LeagueSection], fine: int) -> list[ExportProblem]:
    """Every section's player, membership and pairing problems, located by section and
    league round. An expired membership is reported once per member, team and date (rule
    30.c), where it first appears, with the deduction of ``fine`` dollars it brings."""
    charged: set[tuple[str, str, date]] = set()
    out: list[ExportProblem] = []
    for section in sections:
        t = section.report.tournament

        def membership(player: Player, section: LeagueSection = section
                       ) -> Iterator[ExportProblem]:
            return _expired(section, player, fine, charged)

        found = [*player_problems(t, membership), *section.unfinished]
        for rnd in range(1, section.report.round_count() + 1):
            found += paired_twice(t, rnd)
        found += mirror_problems(t, section.report.round_count(), section.report.forfeits)
        out += [_located(p, section) for p in found]
    return out


def _located(problem: ExportProblem, section: LeagueSection) -> ExportProblem:
    """``problem`` with its section and, for a report round, the league round."""
    if problem.section:
        return problem
    rnd = None if problem.round is None else section.rounds[problem.round - 1]
    return replace(problem, section=section.report.name, round=rnd)


def _expired(section: LeagueSection, player: Player, fine: int,
             charged: set[tuple[str, str, date]]) -> Iterator[ExportProblem]:
    expiry = player.uscf_expiry
    if expiry is None:
        return
    for a in sorted(section.played, key=lambda a: (a.on, a.team)):
        key = (a.uscf_id, a.team, a.on)
        if a.uscf_id != player.uscf_id or a.on <= expiry or key in charged:
            continue
        charged.add(key)
        dates = section.report.game_dates
        rounds = [g.round for g in section.report.tournament.games_of.get(player.start_no, ())
                  if dates.get(g.round) == a.on]
        yield ExportProblem(
            "membership-expired", f"US Chess membership expired on {expiry.isoformat()}, "
            f"before playing for {a.team} on {a.on.isoformat()}: rule 30.c deducts "
            f"${fine} from {a.team}'s deposit for this date", player.start_no, player.name,
            rounds[0] if rounds else None)


def _players(start: Mapping[str, int], people: Mapping[str, Entrant]) -> tuple[Player, ...]:
    out = []
    for uscf_id, n in start.items():
        known = people.get(uscf_id)
        out.append(Player(n, known.name if known else uscf_id,
                          uscf_rating=known.rating if known else None, uscf_id=uscf_id,
                          uscf_expiry=known.expiry if known else None))
    return tuple(sorted(out, key=lambda p: p.start_no))


def _name(uscf_id: str, people: Mapping[str, Entrant]) -> str:
    known = people.get(uscf_id)
    return known.name if known else uscf_id


def _index(teams: Sequence[str], team: str) -> int:
    return teams.index(team) if team in teams else len(teams)
