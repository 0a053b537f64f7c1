"""The league tables keep what the core hands them: a team stored and loaded again is the
same team, and a change log rebuilt from the rows is the one applied."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.roster_log import Approval, LoggedChange
from chessarbiter.core.league.roster_rules import Decision, RosterChange, Verdict
from chessarbiter.core.league.settings import COLUMBUS_2011_12
from chessarbiter.core.league.teams import Member, Registration, RosterEntry, Team
from chessarbiter.db.database import Database
from chessarbiter.db.league_models import LeagueTeamRow
from chessarbiter.services.league import create_league
from chessarbiter.services.league.convert import load_rosters, store_change

text = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=30)
days = st.dates(date(2011, 1, 1), date(2013, 12, 31))
ratings = st.one_of(
    st.builds(FrozenRating, st.none() | st.integers(0, 3500), st.just(RatingSource.ENTERED)),
    st.builds(FrozenRating, st.none() | st.integers(0, 3500), st.just(RatingSource.SUPPLEMENT),
              days.map(lambda d: d.replace(day=1))),
    st.builds(FrozenRating, st.integers(1, 3500), st.just(RatingSource.ASSIGNED)),
)


@st.composite
def teams(draw: st.DrawFn) -> Team:
    ids = draw(st.lists(st.integers(10_000_000, 99_999_999).map(str), min_size=1, max_size=8,
                        unique=True))
    joined = draw(days)
    roster = tuple(
        RosterEntry(Member(draw(text), i, draw(st.none() | days), draw(text), draw(text),
                           draw(text), draw(text), draw(text)), draw(ratings), joined)
        for i in ids
    )
    # alternates in roster order, as the roster form lists them
    alternates = tuple(i for i in ids[1:] if draw(st.booleans()))
    registration = Registration(joined, draw(st.none() | days), draw(st.none() | days))
    return Team(draw(text.filter(str.strip)), roster, ids[0], alternates, registration)


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> tuple[Database, int]:
    db = Database.open_file(tmp_path_factory.mktemp("store") / "s.chessarbiter")
    return db, create_league(db, COLUMBUS_2011_12)


@settings(max_examples=40,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(team=teams(), approved=st.booleans())
def test_a_team_and_its_log_come_back_as_stored(season: tuple[Database, int], team: Team,
                                                approved: bool) -> None:
    db, event_id = season
    decisions = (Decision(Verdict.ALLOWED, "13.a", "free"),
                 Decision(Verdict.APPROVAL, "13.b", "moves 45 points"))
    approval = Approval("M. Director", datetime(2011, 11, 5, 19, 30), "ok") if approved else None
    logged = LoggedChange(RosterChange(team.name, team.roster[0].added_on, team.roster),
                          decisions, approval)
    with db.transaction() as session:
        row = LeagueTeamRow(event_id=event_id, name=team.name, created_at=datetime(2011, 9, 1),
                            roster_received=team.registration.roster_received,
                            fee_received=team.registration.fee_received,
                            deposit_received=team.registration.deposit_received)
        session.add(row)
        session.flush()
        store_change(session, row, logged, (), roles=team)
        stored = load_rosters(session, event_id)
        assert stored.team(team.name) == team
        assert stored.rosters.log[-1] == logged
        session.delete(row)  # the next example starts from an empty season


def test_store_and_load_agree_on_a_removal(tmp_path: Path) -> None:
    db = Database.open_file(tmp_path / "s.chessarbiter")
    event_id = create_league(db, COLUMBUS_2011_12)
    entries = tuple(RosterEntry(Member(f"P{n}", f"1200000{n}"), FrozenRating(1500,
                    RatingSource.ENTERED), date(2011, 9, 20)) for n in range(1, 6))
    team = Team("Knights", entries, "12000001")
    with db.transaction() as session:
        row = LeagueTeamRow(event_id=event_id, name="Knights", created_at=datetime(2011, 9, 1))
        session.add(row)
        session.flush()
        store_change(session, row, LoggedChange(RosterChange("Knights", date(2011, 9, 20),
                                                             entries), ()), (), roles=team)
        removal = LoggedChange(RosterChange("Knights", date(2011, 11, 5), (), ("12000005",)), ())
        store_change(session, row, removal, load_rosters(session, event_id).current["Knights"])
        stored = load_rosters(session, event_id)
    assert [e.uscf_id for e in stored.team("Knights").roster] == [f"1200000{n}" for n in
                                                                   range(1, 5)]
    assert stored.rosters.log[-1] == removal
    assert stored.rosters.log[0].change.add == entries  # the log still shows who was added
