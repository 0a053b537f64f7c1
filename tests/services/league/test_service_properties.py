"""Property tests of a league season through the services: match scores, standings and the
deposit ledger always agree with what the director entered.

Hypothesis plays some matches of a scheduled one-section season
(tests/fixtures/league/property_season):
lineups of 0-4 players, players marked absent, equipment shortages, a result or none on every
board left to play (forfeits '+-', '-+', '--' included), a missing lineup, and the director's
ledger entries. The expected values are worked out here from the rule book alone:
- rule 17: present players take the topmost boards, the rest are forfeited;
- rule 19: 4 - (complete sets of both teams) games lack equipment, lowest board up, lost by
  each team short of its own two sets (by both: a double forfeit);
- rule 24: 1 / ½ / 0 game points for win, forfeit win / draw / loss, forfeit; 1 match point
  for 2½ or more, ½ for 2, 0 below; a bye 1 match point and 4 game points (credited once the
  bye's round is complete, as the services document);
- rule 30.a: $5 for the 3rd and 4th game forfeit of a team's season, $7 for the 5th and 6th,
  $10 for each further one; 30.b: $25 when a team forfeits all four games of a round (the
  services record no notices); 30.e: damages plus 10% (half a cent up); 30.f: $50 for a
  withdrawal after the registration deadline (2011-10-02) and before the last round (drawn
  only on days where the section's last round and the season's last date give one answer);
  from that day the team's matches without a typed result are won by forfeit by its
  opponents, and it pays no 30.a/30.b fines for any of its later matches;
- rules 11 and 30-32: balance = deposit - deductions + payments - refunds paid back;
  rule 31: a team whose deductions exceed its funds must bring its balance back to $50
  (a withdrawn team, which plays no next round, only the amount they exceed them by).
"""

from __future__ import annotations

import itertools
import shutil
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from chessarbiter.core.league.lineups import Equipment
from chessarbiter.core.league.match_scoring import score_match
from chessarbiter.core.league.stored import ManualKind
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.league import League, open_league
from tests.fixtures.league.property_season import build_template, player_id, team_name

BOARDS = 4  # rule 15
DEPOSIT = 5000  # rule 11: a $50 deposit, in cents
NO_NOTICE = 2500  # rule 30.b
WITHDRAWAL = 5000  # rule 30.f
SURCHARGE = Decimal("0.10")  # rule 30.e
DEADLINE = date(2011, 10, 2)  # the 2011-12 registration deadline (rule 11)
LAST_DATE = date(2012, 4, 15)  # the season's last date (April, rule 2)

# Points of (White, Black) for a result as written on the score sheet (rule 24.a).
POINTS = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5),
          "+-": (1.0, 0.0), "-+": (0.0, 1.0), "--": (0.0, 0.0)}
# Who lost the board by forfeit: (White, Black).
FORFEITED = {"+-": (False, True), "-+": (True, False), "--": (True, True)}
# The direction of each kind of entry in the deposit: money in, money out.
SIGN = {"deposit": 1, "payment": 1, "deduction": -1, "refund": -1}


def forfeit_fine(nth: int) -> int:
    """Rule 30.a in cents: the fine for a team's ``nth`` game forfeit of the season."""
    if nth <= 2:
        return 0
    if nth <= 4:
        return 500
    return 700 if nth <= 6 else 1000


def match_points(game_points: float) -> float:
    """Rule 24.b."""
    if game_points >= 2.5:
        return 1.0
    return 0.5 if game_points == 2.0 else 0.0


def damages(cost: int) -> int:
    """Rule 30.e: actual expenses plus 10%, to the cent."""
    return cost + int((Decimal(cost) * SURCHARGE).quantize(Decimal(1), ROUND_HALF_UP))


# --- what hypothesis draws -----------------------------------------------------------------
@dataclass(frozen=True)
class SidePlan:
    players: tuple[int, ...]  # roster numbers (1-5), board 1 first
    absent: tuple[int, ...]
    equipment: Equipment | None  # None: all it must bring


@dataclass(frozen=True)
class MatchPlan:
    round: int
    slot: int  # which match of the round (schedule order)
    first: SidePlan
    second: SidePlan | None  # None: the second team's lineup never came in
    results: tuple[Result | None, ...]  # by board, by colour; used where a game is played


@dataclass(frozen=True)
class EntryPlan:
    team: int
    on: date
    kind: ManualKind
    cents: int


@dataclass(frozen=True)
class Plan:
    matches: tuple[MatchPlan, ...]
    entries: tuple[EntryPlan, ...]


PLAYED_OUT = st.sampled_from([Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW,
                              Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW,
                              Result.WHITE_WINS_FORFEIT, Result.BLACK_WINS_FORFEIT,
                              Result.DOUBLE_FORFEIT])
RESULTS = st.one_of(PLAYED_OUT, PLAYED_OUT, PLAYED_OUT, st.none())  # None: still playing
# Clear cases of rule 30.f only: on or before the deadline, well before the last round of
# either section (4 teams: 2012-03-18, 5 teams: 2012-02-19), on or after the last date.
WITHDRAWAL_DAYS = (date(2011, 9, 1), DEADLINE, date(2011, 10, 3), date(2011, 12, 1),
                   date(2012, 2, 1), LAST_DATE, date(2012, 5, 1))
ENTRY_DAYS = st.dates(date(2011, 9, 1), date(2012, 5, 31))


@st.composite
def sides(draw: st.DrawFn) -> SidePlan:
    size = draw(st.sampled_from((4, 4, 4, 4, 3, 2, 1, 0)))
    players = tuple(sorted(draw(st.lists(st.integers(1, 5), min_size=size, max_size=size,
                                         unique=True))))
    absent: tuple[int, ...] = ()
    if players and draw(st.integers(0, 3)) == 0:
        absent = tuple(draw(st.lists(st.sampled_from(players), min_size=1, max_size=2,
                                     unique=True)))
    equipment = None
    if draw(st.integers(0, 3)) == 0:
        equipment = Equipment(*(draw(st.integers(0, 3)) for _ in range(3)))
    return SidePlan(players, absent, equipment)


@st.composite
def entries(draw: st.DrawFn, teams: int) -> EntryPlan:
    kind = draw(st.sampled_from(list(ManualKind)))
    team = draw(st.integers(1, teams))
    if kind is ManualKind.WITHDRAWAL:
        return EntryPlan(team, draw(st.sampled_from(WITHDRAWAL_DAYS)), kind, 0)
    return EntryPlan(team, draw(ENTRY_DAYS), kind, draw(st.integers(1, 9000)))


@st.composite
def plans(draw: st.DrawFn, teams: int, rounds: int) -> Plan:
    chosen = draw(st.lists(st.integers(1, rounds), min_size=1, max_size=2, unique=True))
    matches = []
    for rnd in chosen:
        whole = draw(st.booleans())  # every match of the round played out
        for slot in range(teams // 2):
            if not whole and draw(st.integers(0, 4)) == 0:
                continue  # this match is not played yet
            second = None if not whole and draw(st.integers(0, 9)) == 0 else draw(sides())
            results = tuple(draw(PLAYED_OUT if whole else RESULTS) for _ in range(BOARDS))
            matches.append(MatchPlan(rnd, slot, draw(sides()), second, results))
    # Two identical entries would be a retry, which records the entry once (test_retries).
    return Plan(tuple(matches), tuple(draw(st.lists(entries(teams), max_size=4, unique=True))))


# --- the expected match, from the rule book ------------------------------------------------
@dataclass(frozen=True)
class Board:
    result: str | None  # by colour, None while the game goes on
    forfeited: tuple[bool, bool]  # by the first, the second team
    points: tuple[float, float]  # first, second
    seated: bool  # False: forfeited by the lineups or equipment, no result to enter


def forfeited_boards(side: SidePlan, lost: Sequence[int]) -> set[int]:
    """Boards a side forfeits: those its present players do not reach (rule 17) and, when it
    is short of its own equipment, the boards lacking equipment (rule 19)."""
    present = len([p for p in side.players if p not in side.absent][:BOARDS])
    out = set(range(present + 1, BOARDS + 1))
    if complete_sets(side) < 2:
        out |= set(lost)
    return out


def complete_sets(side: SidePlan) -> int:
    e = side.equipment
    return 2 if e is None else min(e.boards, e.sets, e.clocks)


def forfeit_board(board: int, a: bool, b: bool) -> Board:
    """Board ``board`` lost by forfeit by the team named first (``a``), its opponent
    (``b``) or both; the first-named team has White on the odd boards."""
    first_white = board % 2 == 1
    white_out, black_out = (a, b) if first_white else (b, a)
    text = {(True, True): "--", (True, False): "-+", (False, True): "+-"}[(white_out, black_out)]
    return scored_board(text, board, seated=False)


def scored_board(text: str, board: int, seated: bool) -> Board:
    first_white = board % 2 == 1
    white, black = POINTS[text]
    w_out, b_out = FORFEITED.get(text, (False, False))
    points = (white, black) if first_white else (black, white)
    forfeited = (w_out, b_out) if first_white else (b_out, w_out)
    return Board(text, forfeited, points, seated)


def expected_boards(plan: MatchPlan) -> tuple[Board, ...]:
    assert plan.second is not None
    lacking = max(0, BOARDS - complete_sets(plan.first) - complete_sets(plan.second))
    lost = list(range(BOARDS, BOARDS - lacking, -1))
    first_out = forfeited_boards(plan.first, lost)
    second_out = forfeited_boards(plan.second, lost)
    out = []
    for board in range(1, BOARDS + 1):
        a, b = board in first_out, board in second_out
        if a or b:
            out.append(forfeit_board(board, a, b))
            continue
        result = plan.results[board - 1]
        if result is None:
            out.append(Board(None, (False, False), (0.0, 0.0), True))
        else:
            out.append(scored_board(result.value, board, seated=True))
    return tuple(out)


@dataclass(frozen=True)
class Played:
    """A match both lineups came in for, as the rule book scores it."""

    round: int
    on: date
    first: str
    second: str
    boards: tuple[Board, ...]

    @property
    def complete(self) -> bool:
        return all(b.result is not None for b in self.boards)

    def game_points(self) -> tuple[float, float]:
        return (sum(b.points[0] for b in self.boards), sum(b.points[1] for b in self.boards))


# --- playing a plan through the services ---------------------------------------------------
@dataclass(frozen=True)
class Scheduled:
    round: int
    on: date
    first: str
    second: str


def number(team: str) -> int:
    return int(team.split()[1])


def play(league: League, schedule: dict[int, list[Scheduled]], plan: Plan) -> list[Played]:
    played = []
    for mp in plan.matches:
        match = schedule[mp.round][mp.slot]
        for team, side in ((match.first, mp.first), (match.second, mp.second)):
            if side is None:
                continue
            league.matches.lineup(mp.round, team, [player_id(number(team), p)
                                                   for p in side.players])
            for p in side.absent:
                league.matches.absent(mp.round, team, player_id(number(team), p))
            if side.equipment is not None:
                league.matches.equipment(mp.round, team, side.equipment)
        if mp.second is None:
            continue
        boards = expected_boards(mp)
        for n, (board, result) in enumerate(zip(boards, mp.results, strict=True), start=1):
            if board.seated and result is not None:
                league.matches.result(mp.round, match.first, n, result)
        played.append(Played(mp.round, match.on, match.first, match.second, boards))
    for e in plan.entries:
        league.ledger.add(team_name(e.team), e.on, e.kind, e.cents)
    return played


# --- the season files ----------------------------------------------------------------------
@dataclass(frozen=True)
class Template:
    path: Path
    teams: int
    schedule: dict[int, list[Scheduled]]
    byes: dict[int, str]  # round → team


def template(folder: Path, teams: int) -> Template:
    path = build_template(folder, teams)
    db = Database.open_file(path)
    try:
        record = open_league(db).matches.record()
    finally:
        db.close()
    (section,) = record.sections
    schedule: dict[int, list[Scheduled]] = {}
    for m in section.matches:
        schedule.setdefault(m.round, []).append(Scheduled(m.round, m.on, m.first, m.second))
    return Template(path, teams, schedule, {b.round: b.team for b in section.byes})


@pytest.fixture(scope="module")
def four(tmp_path_factory: pytest.TempPathFactory) -> Template:
    return template(tmp_path_factory.mktemp("four"), 4)


@pytest.fixture(scope="module")
def five(tmp_path_factory: pytest.TempPathFactory) -> Template:
    return template(tmp_path_factory.mktemp("five"), 5)


_copies = itertools.count()


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("examples")


def season_copy(t: Template, scratch: Path) -> Iterator[League]:
    path = scratch / f"example-{next(_copies)}.chessarbiter"
    shutil.copy(t.path, path)
    db = Database.open_file(path)
    try:
        yield open_league(db)
    finally:
        db.close()


# --- the properties ------------------------------------------------------------------------
def check_matches(league: League, played: list[Played]) -> None:
    """Property 1: each match's boards, game points and match points."""
    season = league.matches.record()
    rules = season.rules
    (section,) = season.sections
    stored = {(m.round, m.first): m.record(rules) for m in section.matches}
    assert sum(1 for r in stored.values() if r is not None) == len(played)
    for p in played:
        record = stored[p.round, p.first]
        assert record is not None
        assert [g.scored.value if g.scored else None for g in record.boards] == \
            [b.result for b in p.boards]
        score = score_match(record, rules)
        gp = p.game_points()
        assert score.complete == p.complete
        assert (score.first_game_points, score.second_game_points) == gp
        if not p.complete:
            continue
        assert (score.first_match_points, score.second_match_points) == \
            (match_points(gp[0]), match_points(gp[1]))
        doubles = sum(1 for g in record.boards if g.scored is Result.DOUBLE_FORFEIT)
        total_mp = score.first_match_points + score.second_match_points
        assert score.first_game_points + score.second_game_points == BOARDS - doubles
        event(f"complete match, {doubles} double forfeits")
        if doubles == 0:
            assert total_mp == 1.0  # 2½ beats at most 1½; 2-2 shares the point
        else:
            # at most 3 game points between them: the lower side is under 2 and scores
            # nothing; the match point goes only as far as the better side earned it
            high = max(score.first_game_points, score.second_game_points)
            assert min(score.first_match_points, score.second_match_points) == 0.0
            assert total_mp == match_points(high) <= 1.0


def check_standings(league: League, t: Template, played: list[Played]) -> None:
    """Property 2: standings are the sums of the complete matches and the earned byes."""
    teams = [team_name(k) for k in range(1, t.teams + 1)]
    mp = dict.fromkeys(teams, 0.0)
    gp = dict.fromkeys(teams, 0.0)
    section_mp = 0.0
    for p in played:
        if not p.complete:
            continue
        points = p.game_points()
        for team, g in zip((p.first, p.second), points, strict=True):
            mp[team] += match_points(g)
            gp[team] += g
            section_mp += match_points(g)
    for rnd, bye in t.byes.items():
        if sum(1 for p in played if p.round == rnd and p.complete) == len(t.schedule[rnd]):
            event("a bye credited")
            mp[bye] += 1.0  # rule 24.c
            gp[bye] += 4.0
            section_mp += 1.0
    (standings,) = league.standings.standings().values()
    rows = standings.rows
    assert sorted(r.team for r in rows) == sorted(teams)
    assert {r.team: (r.match_points, r.game_points) for r in rows} == \
        {team: (mp[team], gp[team]) for team in teams}
    assert sum(r.match_points for r in rows) == section_mp
    for before, after in itertools.pairwise(rows):
        assert before.match_points >= after.match_points  # rule 25: match points first
        if before.match_points == after.match_points:
            assert before.game_points >= after.game_points  # then 25.b
        assert before.rank <= after.rank and before.place <= after.place
        if before.match_points > after.match_points:
            assert before.rank < after.rank and before.place < after.place
    for r in rows:  # shared ranks and places skip as many as share them
        assert r.rank == 1 + sum(1 for o in rows if o.rank < r.rank)
        assert r.place == 1 + sum(1 for o in rows if o.place < r.place)


def check_ledger(league: League, t: Template, played: list[Played], plan: Plan) -> None:
    """Property 3: each team's balance, forfeit fines and the amount owed."""
    forfeits: dict[str, int] = {}
    whole: dict[str, int] = {}  # matches whose four games a team forfeited (30.b)
    gone = withdrawn(plan)
    for p in sorted(played, key=lambda p: (p.on, p.round)):
        for side, team in enumerate((p.first, p.second)):
            if team in gone and p.on >= gone[team]:
                continue  # 30.f: a withdrawn team pays no 30.a/30.b for its later matches
            lost = sum(1 for b in p.boards if b.forfeited[side])
            forfeits[team] = forfeits.get(team, 0) + lost
            whole[team] = whole.get(team, 0) + (lost == BOARDS)
    ledger = {tl.team: tl for tl in league.ledger.ledger().teams}
    assert sorted(ledger) == sorted(team_name(k) for k in range(1, t.teams + 1))
    for k in range(1, t.teams + 1):
        team = team_name(k)
        mine = ledger[team]
        fines = [forfeit_fine(n) for n in range(1, forfeits.get(team, 0) + 1)]
        expected = DEPOSIT if k < t.teams else 0  # the last team's deposit has not come
        expected -= sum(fines) + NO_NOTICE * whole.get(team, 0)
        for e in plan.entries:
            if e.team != k:
                continue
            if e.kind is ManualKind.DAMAGES:
                expected -= damages(e.cents)
            elif e.kind is ManualKind.WITHDRAWAL:
                expected -= WITHDRAWAL if DEADLINE < e.on < LAST_DATE else 0
            else:
                expected += SIGN[e.kind.value] * e.cents
        event(f"most forfeit fines: ${max(fines, default=0) // 100}")
        if whole.get(team):
            event("a $25 fine (30.b)")
        if expected < 0:
            event("a team owes")
        assert mine.balance == expected, (team, mine.entries)
        assert sum(SIGN[e.kind.value] * e.cents for e in mine.entries) == mine.balance
        assert sorted(e.cents for e in mine.entries if e.rule == "30.a") == \
            sorted(f for f in fines if f)
        assert sum(1 for e in mine.entries if e.rule == "30.b") == whole.get(team, 0)
        # rule 31: funds short of the deductions are made up, and the deposit restored to $50
        # "prior to the next month's round" — a withdrawn team has none, nor any team once its
        # section has played out (its refund statement is drawn up): only the shortfall
        if team in gone or mine.refund is not None:
            assert (mine.owed, mine.due) == (max(-mine.balance, 0), None)
        else:
            assert mine.owed == (DEPOSIT - mine.balance if mine.balance < 0 else 0)
        if not mine.owed:
            assert mine.due is None


def withdrawn(plan: Plan) -> dict[str, date]:
    """Each withdrawn team's date (its latest withdrawal entry, as the ledger keeps them)."""
    return {team_name(e.team): e.on for e in sorted(plan.entries, key=lambda e: e.on)
            if e.kind is ManualKind.WITHDRAWAL}


def counted(t: Template, played: list[Played], plan: Plan) -> list[Played]:
    """The matches as the standings count them (setting withdrawn_matches=forfeits): from
    the day a team withdrew (rule 30.f), each of its matches without a typed result is won
    by forfeit on every board by its opponent (by neither when both withdrew)."""
    gone = withdrawn(plan)
    by_match = {(p.round, p.first): p for p in played}
    out = []
    for rnd, matches in sorted(t.schedule.items()):
        for m in matches:
            p = by_match.get((rnd, m.first))
            typed = p is not None and any(b.seated and b.result for b in p.boards)
            a, b = (team in gone and m.on >= gone[team] for team in (m.first, m.second))
            if (a or b) and not typed:
                event("a withdrawn team's match settled")
                p = Played(rnd, m.on, m.first, m.second,
                           tuple(forfeit_board(n, a, b) for n in range(1, BOARDS + 1)))
            if p is not None:
                out.append(p)
    return out


def run(league: League, t: Template, plan: Plan) -> None:
    played = play(league, t.schedule, plan)
    check_matches(league, played)
    scored = counted(t, played, plan)
    check_standings(league, t, scored)
    check_ledger(league, t, scored, plan)


EXAMPLES = settings(
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@settings(EXAMPLES, max_examples=25)
@given(plan=plans(teams=4, rounds=6))
def test_four_team_season_scores_standings_and_ledger_agree(
        four: Template, scratch: Path, plan: Plan) -> None:
    for league in season_copy(four, scratch):
        run(league, four, plan)


@settings(EXAMPLES, max_examples=10)
@given(plan=plans(teams=5, rounds=10))
def test_five_team_season_credits_byes_of_complete_rounds(
        five: Template, scratch: Path, plan: Plan) -> None:
    for league in season_copy(five, scratch):
        run(league, five, plan)


def test_a_partial_payment_keeps_the_due_date_of_a_debt(four: Template, scratch: Path) -> None:
    for league in season_copy(four, scratch):
        league.ledger.add("Team 2", date(2011, 11, 1), ManualKind.DEDUCTION, 6000)
        (ledger,) = (t for t in league.ledger.ledger().teams if t.team == "Team 2")
        # $50 - $60: $10 short in November, so $60 restores the $50 before December's round
        assert (ledger.balance, ledger.owed, ledger.due) == (-1000, 6000, date(2011, 12, 18))
        league.ledger.add("Team 2", date(2012, 4, 10), ManualKind.PAYMENT, 500)
        (ledger,) = (t for t in league.ledger.ledger().teams if t.team == "Team 2")
        assert (ledger.balance, ledger.owed) == (-500, 5500)
        assert ledger.due == date(2011, 12, 18)  # a part payment does not move it
