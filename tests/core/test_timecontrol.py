"""Time-control notation: what arbiters write, US Chess S_TIMECTL, category, TRF record 222.

Expected values are worked by hand from these facts (copied here, not read from elsewhere):
- US Junior Closed 2015: "90 minutes for the first 40 moves followed by 30 minutes for the rest
  of the game with an addition of 30 seconds (increment) per move starting from move one".
- US Chess S_TIMECTL spellings: ``G/60;d5``, ``40/90,SD/30;d5``, ``G/90;+30``, ``G/5;d0`` when
  there is no delay or increment.
- US Chess rating category: total = base minutes + delay/increment seconds (G/60;d5 = 65);
  over 65 regular (R), 30-65 dual (D), 11-29 quick (Q), 5-10 with base at least 3 blitz (B).
- FIDE TRF-2026 record 222: ``M/S``, ``M/S+I``, ``S``, ``S+I`` joined by ``:``; ``90'+30"`` is
  ``5400+30``; 100 minutes for 40 moves then 15 minutes, 30 s from move 1, is
  ``40/6000+30:900+30``; Armageddon White 5', Black 4' is ``W300-B240``.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.timecontrol import Bonus, BonusKind, Period, TimeControl, TimeControlError
from chessarbiter.core.timecontrol_parse import (
    parse_time_control,
    parse_trf222,
    parse_trf222_sides,
    trf222_sides,
)

INC30 = Bonus(BonusKind.INCREMENT, 30)

# text, US Chess spelling, category (total minutes in the comment), TRF record 222
EXAMPLES = [
    ("40/90, SD/30; +30", "40/90,SD/30;+30", "R", "40/5400+30:1800+30"),  # 90 + 30 = 120
    ("40/90,SD/30;+30", "40/90,SD/30;+30", "R", "40/5400+30:1800+30"),
    ("G/75;d5", "G/75;d5", "R", "4500d5"),  # 75 + 5 = 80
    ("G/75 d/5", "G/75;d5", "R", "4500d5"),
    ("G/15+5", "G/15;+5", "Q", "900+5"),  # 15 + 5 = 20
    ("10+2", "G/10;+2", "Q", "600+2"),  # 10 + 2 = 12
    ("90 min/40 moves + 30 min, 30 s increment", "40/90,SD/30;+30", "R", "40/5400+30:1800+30"),
    ("90+30", "G/90;+30", "R", "5400+30"),
    ("G/90;+30", "G/90;+30", "R", "5400+30"),
    ("40/120, 20/60, SD/30", "40/120,20/60,SD/30;d0", "R", "40/7200:20/3600:1800"),  # 120
    ("G/5;d0", "G/5;d0", "B", "300"),  # 5 + 0 = 5, base 5 >= 3
]


@pytest.mark.parametrize(("text", "uscf", "category", "trf"), EXAMPLES)
def test_examples_arbiters_write(text: str, uscf: str, category: str, trf: str) -> None:
    control = parse_time_control(text)
    assert control.uscf() == uscf
    assert control.uscf_category() == category
    assert control.trf222() == trf


def test_us_junior_closed_model_and_sentence() -> None:
    control = parse_time_control("90 min/40 moves + 30 min, 30 s increment")
    assert control.periods == (Period(5400, 40, INC30), Period(1800, None, INC30))
    assert control.describe() == (
        "90 minutes for the first 40 moves, then 30 minutes for the rest of the game, "
        "with a 30-second increment after every move from move 1."
    )
    assert control.to_dict()["periods"][1] == {
        "moves": None, "seconds": 1800, "bonus": "increment", "bonus_seconds": 30}


def test_other_spellings_mean_the_same() -> None:
    us_junior = parse_time_control("40/90, SD/30; +30")
    for text in ("40 moves in 90 minutes, SD/30 + 30 s per move from move 1",
                 "90' for 40 moves + 30', 30\" increment",
                 "40/90 sd/30 inc/30"):
        assert parse_time_control(text) == us_junior
    assert parse_time_control("G/60 inc/30") == parse_time_control("G/60;+30")
    assert parse_time_control("G/30 b/5").periods[0].bonus == Bonus(BonusKind.BRONSTEIN, 5)
    assert parse_time_control("G/7:30;+2").periods[0].seconds == 450
    assert parse_time_control("G/7.5;+2").periods[0].seconds == 450


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("G/60;d5", "D"),  # 65 is the top of dual
        ("G/61;d5", "R"),  # 66
        ("G/25;+5", "D"),  # 30 is the bottom of dual
        ("G/29;d0", "Q"),  # 29
        ("G/11;d0", "Q"),  # 11
        ("G/10;d0", "B"),  # 10, base 10
        ("G/3;+2", "B"),  # 5, base 3
        ("G/2;+3", None),  # 5 but base 2 < 3: not ratable
        ("G/4;d0", None),  # 4 < 5
        ("40/20,SD/60;d0", "Q"),  # the first period decides: 20
    ],
)
def test_rating_category_boundaries(text: str, category: str | None) -> None:
    assert parse_time_control(text).uscf_category() == category


def test_period_transitions_and_repeating_last_period() -> None:
    three = parse_time_control("40/120, 20/60, SD/30")
    assert [three.time_added_after(m) for m in (1, 39, 40, 41, 59, 60, 61, 80)] == [
        0, 0, 3600, 0, 0, 1800, 0, 0]
    repeating = parse_time_control("40/120, 20/60")  # 20/60 again and again after move 60
    assert [repeating.time_added_after(m) for m in (40, 60, 70, 80, 100)] == [
        3600, 3600, 0, 3600, 3600]
    assert parse_time_control("40/90").time_added_after(80) == 5400
    with pytest.raises(ValueError, match="numbered from 1"):
        three.bonus_for_move(0)


def test_bonus_per_period_when_written_per_period() -> None:
    # The old FIDE world-championship pattern: the increment only in the last period.
    control = parse_time_control("40/120;d0,SD/15;+30")
    assert [p.bonus for p in control.periods] == [Bonus(), INC30]
    assert control.bonus_for_move(40) == Bonus()
    assert control.bonus_for_move(41) == INC30
    assert control.uscf() == "40/120;d0,SD/15;+30"
    assert control.trf222() == "40/7200:900+30"
    assert "(with no increment or delay)" in control.describe()


@pytest.mark.parametrize(
    ("text", "column", "quoted"),
    [
        ("40/90, XD/30", 8, "'XD'"),
        ("G/75;d5;+30", 9, "'+30'"),
        ("SD/30, 40/90", 1, "'SD/30'"),
        ("40/5400+30:1800+30", 4, "'5400'"),  # TRF seconds pasted where minutes belong
        ("G/0", 1, "'G/0'"),
        ("+30 G/5", 1, "'+30'"),
        ("G/90 d5 from move 61", 19, "'61'"),
        (" , ;", 1, "no period"),
        ("40/90 × 2", 7, "'×'"),
        ("G/7.123", 3, "'7.123'"),
        ("G/90:75", 3, "'90:75'"),
        ("40.5/90", 1, "'40.5'"),
        ("G/", 3, "end"),
        ("   ", 1, "empty"),
    ],
)
def test_parse_errors_quote_the_part_and_its_position(text: str, column: int, quoted: str) -> None:
    with pytest.raises(TimeControlError) as caught:
        parse_time_control(text)
    assert caught.value.column == column
    assert quoted in str(caught.value)
    if quoted.startswith("'"):
        assert f"character {column}" in str(caught.value)


def test_trf222_examples_from_the_trf_2026_text() -> None:
    assert parse_trf222("5400+30") == parse_time_control("90+30")
    assert parse_trf222("40/6000+30:900+30") == parse_time_control("40/100, SD/15; +30")
    assert parse_trf222_sides("W300-B240") == (parse_time_control("G/5"),
                                               parse_time_control("G/4"))
    armageddon = (parse_time_control("G/10;+2"), parse_time_control("G/7:30;+2"))
    assert trf222_sides(*armageddon) == "W600+2-B450+2"
    assert trf222_sides(armageddon[0], armageddon[0]) == "600+2"


@pytest.mark.parametrize(
    ("text", "column"),
    [("40/5400+30:x", 12), ("W300-Bx", 7), ("1800:40/5400", 1), ("40/0", 1), ("", 1)],
)
def test_trf222_errors_give_the_position(text: str, column: int) -> None:
    with pytest.raises(TimeControlError) as caught:
        parse_trf222(text)
    assert caught.value.column == column


def test_trf222_with_different_sides_needs_the_sides_reader() -> None:
    with pytest.raises(TimeControlError, match="parse_trf222_sides"):
        parse_trf222("W300-B240")


def test_model_refuses_impossible_controls() -> None:
    with pytest.raises(ValueError, match="last period"):
        TimeControl((Period(1800), Period(600)))
    with pytest.raises(ValueError, match="at least one period"):
        TimeControl(())
    with pytest.raises(ValueError, match="0 seconds"):
        Bonus(BonusKind.DELAY, 0)


# --- properties ------------------------------------------------------------------------------

bonuses = st.one_of(
    st.just(Bonus()),
    st.builds(Bonus, st.sampled_from([BonusKind.INCREMENT, BonusKind.DELAY, BonusKind.BRONSTEIN]),
              st.integers(1, 60)),
)
period_seconds = st.integers(1, 600).map(lambda m: m * 60) | st.integers(1, 36000)


@st.composite
def controls(draw: st.DrawFn) -> TimeControl:
    count = draw(st.integers(1, 4))
    shared = draw(st.one_of(st.none(), bonuses))
    periods = []
    for index in range(count):
        last = index == count - 1
        moves = draw(st.one_of(st.none(), st.integers(1, 60)) if last else st.integers(1, 60))
        periods.append(Period(draw(period_seconds), moves, shared or draw(bonuses)))
    return TimeControl(tuple(periods))


def _as_delay(control: TimeControl) -> TimeControl:
    """What survives the US Chess and TRF spellings: a Bronstein delay is written as a delay."""
    def plain(b: Bonus) -> Bonus:
        return Bonus(BonusKind.DELAY, b.seconds) if b.kind is BonusKind.BRONSTEIN else b
    return TimeControl(tuple(Period(p.seconds, p.moves, plain(p.bonus)) for p in control.periods))


@given(controls())
def test_uscf_spelling_reads_back(control: TimeControl) -> None:
    assert parse_time_control(control.uscf()) == _as_delay(control)


@given(controls())
def test_trf222_reads_back(control: TimeControl) -> None:
    assert parse_trf222(control.trf222()) == _as_delay(control)


@given(st.text(alphabet=st.sampled_from("0123456789/+-,;:.'\" GgSDdbinmovesc×\t"), max_size=30))
def test_any_text_parses_or_fails_with_a_position(text: str) -> None:
    try:
        parse_time_control(text)
    except TimeControlError as exc:
        assert exc.column is not None and 1 <= exc.column <= len(text) + 1


@given(st.integers(1, 120), st.integers(0, 60), st.sampled_from(["+", "d"]))
def test_category_never_drops_as_the_base_grows(minutes: int, seconds: int, sign: str) -> None:
    order = [None, "B", "Q", "D", "R"]
    shorter = parse_time_control(f"G/{minutes};{sign}{seconds}").uscf_category()
    longer = parse_time_control(f"G/{minutes + 1};{sign}{seconds}").uscf_category()
    assert order.index(longer) >= order.index(shorter)
