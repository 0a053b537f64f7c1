"""A submitted roster against rules 9, 10 and 12 (worked from the rule book's wording)."""

from datetime import date

import pytest

from chessarbiter.core.league.ratings import FrozenRating, RatingSource, RatingSupplement
from chessarbiter.core.league.roster_form import FormProblem, FormRow, build_team, form_problems
from chessarbiter.core.league.teams import Role
from tests.core.league.factories import SEASON, member, uscf


def form(count: int = 5) -> list[FormRow]:
    """A complete roster: player 1 is captain, player 2 an alternate captain."""
    rows = [FormRow(member(n)) for n in range(1, count + 1)]
    rows[0] = FormRow(rows[0].member, Role.CAPTAIN)
    rows[1] = FormRow(rows[1].member, Role.ALTERNATE)
    return rows


def problems(rows: list[FormRow]) -> list[tuple[int | None, str | None, str]]:
    return [(p.row, p.field, p.rule) for p in form_problems(rows, SEASON)]


def test_a_complete_roster_has_no_problems() -> None:
    assert form_problems(form(), SEASON) == []


@pytest.mark.parametrize("count", [3, 9])
def test_rule_9_four_to_eight_players(count: int) -> None:
    # "Teams shall consist of no fewer than four players and no more than eight"
    assert problems(form(count)) == [(None, None, "9")]
    assert form_problems(form(4), SEASON) == form_problems(form(8), SEASON) == []


def test_rule_10_one_captain() -> None:
    # "Each team shall designate a Captain to be its representative."
    rows = form()
    rows[0] = FormRow(rows[0].member)
    assert problems(rows) == [(None, "role", "10")]
    rows = form()
    rows[3] = FormRow(rows[3].member, Role.CAPTAIN)
    assert form_problems(rows, SEASON) == [
        FormProblem(3, "role", "10", "a team has one captain", same_as=0)]


@pytest.mark.parametrize(
    ("changes", "field", "rule"),
    [
        ({"name": " "}, "name", "12.a"),  # "Name;"
        ({"uscf_id": ""}, "uscf_id", "12.b"),  # "USCF id number;"
        ({"uscf_id": "1234567"}, "uscf_id", "12.b"),
        ({"uscf_id": "1234567X"}, "uscf_id", "12.b"),
        ({"expiry": None}, "expiry", "12.c"),  # "USCF membership expiration date"
        ({"expiry": date(2012, 3, 31)}, "expiry", "12.c"),  # "(must be after the end …)"
        ({"expiry": date(2012, 4, 15)}, "expiry", "12.c"),  # the last league date is not after
        ({"home_phone": "call me"}, "home_phone", "12.d"),
        ({"work_phone": "555-12"}, "work_phone", "12.d"),  # too few digits
        ({"email": "p3.example.org"}, "email", "12.e"),
        ({"address": ""}, "address", "12.f"),  # "Postal address."
    ],
)
def test_rule_12_every_member(changes: dict[str, object], field: str, rule: str) -> None:
    rows = form()
    rows[2] = FormRow(member(3, **changes))
    assert problems(rows) == [(2, field, rule)]


def test_rule_12_phones_and_email_are_optional_except_for_the_captain() -> None:
    # "cell (mandatory for the team captain), home and work"; "Email address (mandatory for
    # the team captain)": a player may leave them empty, the captain may not.
    rows = form()
    rows[2] = FormRow(member(3, cell_phone="", email=""))
    assert problems(rows) == []
    rows[0] = FormRow(member(1, cell_phone="", email=""), Role.CAPTAIN)
    assert problems(rows) == [(0, "cell_phone", "12.d"), (0, "email", "12.e")]


def test_phone_numbers_in_the_usual_us_writings_are_accepted() -> None:
    rows = form()
    rows[2] = FormRow(member(3, cell_phone="(614) 555-0123", home_phone="+1 614.555.0199",
                             work_phone="614-555-0100 x 22"))
    assert problems(rows) == []


def test_a_duplicate_us_chess_id_points_at_the_first_row() -> None:
    rows = form()
    rows[4] = FormRow(member(5, uscf_id=uscf(2)))
    assert form_problems(rows, SEASON) == [
        FormProblem(4, "uscf_id", "12.b", f"US Chess ID {uscf(2)} is listed twice", same_as=1)]


def test_every_problem_is_listed_not_only_the_first() -> None:
    rows = form(3)
    rows[1] = FormRow(member(2, name="", expiry=None), Role.ALTERNATE)
    assert problems(rows) == [(None, None, "9"), (1, "name", "12.a"), (1, "expiry", "12.c")]


def test_a_team_is_built_with_ratings_frozen_for_the_joining_date() -> None:
    supplement = RatingSupplement(date(2011, 9, 1), {uscf(1): 1850, uscf(3): 1500})
    built = build_team("Knights", form(), date(2011, 9, 28), [supplement], SEASON)
    assert built.captain == uscf(1) and built.alternates == (uscf(2),)
    assert [e.rating.value for e in built.roster] == [1850, None, 1500, None, None]
    assert built.roster[0].rating == FrozenRating(1850, RatingSource.SUPPLEMENT, date(2011, 9, 1))
    assert {e.added_on for e in built.roster} == {date(2011, 9, 28)}


def test_a_roster_with_problems_builds_no_team() -> None:
    with pytest.raises(ValueError, match=r"roster of Knights refused: rule 9: 3 players"):
        build_team("Knights", form(3), date(2011, 9, 28), [], SEASON)
