"""Play-offs for first place: every tie size of the US Junior Closed 2015 procedure, every path.

The procedure (copied here as facts from the 2015 regulations, "Playoff Regulations"):
two players play a two-game rapid match at G/15+5, then an Armageddon if still tied; with three,
the two lowest by tie-breaks play an Armageddon and the winner meets the highest; with four,
1 v 4 and 2 v 3 Armageddons, winners meet as two players. Armageddon: 10:00 + 2 s each, sealed
bids of at most 10:00, the lower bidder chooses a colour and starts with the bid, the other gets
10:00, equal bids go to a coin flip, Black has draw odds. More than four: the project's decision
is the first four by seeding. Every expected value below was worked out by hand from these rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from chessarbiter.core.clock import Side
from chessarbiter.core.playoffs import (
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    Playoff,
    SelectFour,
    StepKind,
    StepStatus,
)
from chessarbiter.core.presets import get_preset
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings

US = get_preset("us-junior-closed-2015").settings
W, B = Side.WHITE, Side.BLACK


def armageddon(p: Playoff, step: str, bids: dict[int, str], chooser: int, colour: Side,
               result: str, flip: int | None = None) -> Playoff:
    """Record a whole Armageddon step: bids (m:ss), a physical coin flip if given, the choice."""
    for player, text in bids.items():
        minutes, seconds = text.split(":")
        p = p.apply(Bid(step, player, int(minutes) * 60 + int(seconds)))
    if flip is not None:
        p = p.apply(CoinFlip(step, winner=flip))
    p = p.apply(ColourChoice(step, chooser, colour))
    return p.apply(GameResult(step, 1, Result.parse(result)))


def rapid(p: Playoff, white_first: int, results: tuple[str, str]) -> Playoff:
    """The final's rapid match with a physical colour lot giving ``white_first`` White."""
    p = p.apply(ColourLot("final", white=white_first))
    for number, text in enumerate(results, 1):
        p = p.apply(GameResult("final", number, Result.parse(text)))
    return p


def colours(p: Playoff, step: str) -> list[tuple[int | None, int | None]]:
    return [(g.white, g.black) for g in p.plan.step(step).games]


def clocks(p: Playoff, step: str) -> tuple[int | None, int | None, int | None]:
    game = p.plan.step(step).games[0]
    return game.white_seconds, game.black_seconds, game.increment_seconds


# --- no play-off ------------------------------------------------------------------------------

def test_one_player_alone_at_the_top_needs_no_playoff_nor_playoff_settings() -> None:
    plan = Playoff.start((4,), EventSettings()).plan
    assert (plan.steps, plan.champion, plan.selected) == ((), 4, (4,))


# --- the final's three outcome paths (the two-player format), for every tie size --------------

@dataclass(frozen=True)
class Field:
    """Seeding, how the semi-finals go (by hand) and who reaches the final, in seeding order."""

    tied: tuple[int, ...]
    finalists: tuple[int, int]

    def semis(self, p: Playoff) -> Playoff:
        return _SEMIS[len(self.tied)](p)


def _three(p: Playoff) -> Playoff:
    # Seeds 2 and 9 (the two lowest) play; 2 bids 7:30 < 8:00, takes Black; drawn: 2 advances.
    p = armageddon(p, "semi-final", {2: "7:30", 9: "8:00"}, 2, B, "1/2-1/2")
    assert colours(p, "semi-final") == [(9, 2)]
    assert clocks(p, "semi-final") == (600, 450, 2)
    return p


def _four(p: Playoff) -> Playoff:
    # Seeds (3, 8, 1, 6): 1 v 4 is 3 v 6, 2 v 3 is 8 v 1.
    p = armageddon(p, "semi-final-1", {3: "9:00", 6: "6:15"}, 6, W, "1-0")
    assert colours(p, "semi-final-1") == [(6, 3)] and clocks(p, "semi-final-1") == (375, 600, 2)
    p = armageddon(p, "semi-final-2", {8: "5:00", 1: "5:00"}, 8, B, "1-0", flip=8)
    assert colours(p, "semi-final-2") == [(1, 8)] and clocks(p, "semi-final-2") == (600, 300, 2)
    return p


def _five(p: Playoff) -> Playoff:
    # Seeds (5, 1, 10, 2 | 7 out): 5 v 2 and 1 v 10.
    p = armageddon(p, "semi-final-1", {5: "10:00", 2: "9:59"}, 2, B, "0-1")
    assert clocks(p, "semi-final-1") == (600, 599, 2)
    p = armageddon(p, "semi-final-2", {1: "4:00", 10: "4:30"}, 1, W, "1/2-1/2")
    assert clocks(p, "semi-final-2") == (240, 600, 2)
    return p


def _seven(p: Playoff) -> Playoff:
    # Seeds (6, 3, 11, 2 | 9, 4, 8 out): 6 v 2 (equal bids, 2 wins the flip), 3 v 11.
    p = armageddon(p, "semi-final-1", {6: "3:00", 2: "3:00"}, 2, W, "1-0", flip=2)
    assert colours(p, "semi-final-1") == [(2, 6)] and clocks(p, "semi-final-1") == (180, 600, 2)
    p = armageddon(p, "semi-final-2", {3: "8:00", 11: "7:00"}, 11, B, "0-1")
    assert colours(p, "semi-final-2") == [(3, 11)] and clocks(p, "semi-final-2") == (600, 420, 2)
    return p


_SEMIS: dict[int, Callable[[Playoff], Playoff]] = {
    2: lambda p: p, 3: _three, 4: _four, 5: _five, 7: _seven}
FIELDS = [
    Field((4, 9), (4, 9)),
    Field((7, 2, 9), (7, 2)),
    Field((3, 8, 1, 6), (1, 6)),
    Field((5, 1, 10, 2, 7), (10, 2)),
    Field((6, 3, 11, 2, 9, 4, 8), (11, 2)),
]
IDS = [f"{len(f.tied)} tied" for f in FIELDS]


@pytest.mark.parametrize("field", FIELDS, ids=IDS)
def test_rapid_match_won_decides_the_title(field: Field) -> None:
    p = field.semis(Playoff.start(field.tied, US))
    a, b = field.finalists
    assert p.plan.step("final").players == (a, b)
    p = rapid(p, a, ("1-0", "1/2-1/2"))  # a wins with White, then draws with Black: 1½–½
    final = p.plan.step("final")
    assert colours(p, "final") == [(a, b), (b, a)]
    assert (final.score, final.winner, p.plan.champion) == ((1.5, 0.5), a, a)
    assert p.plan.steps[-1].id == "final"  # no Armageddon was added


@pytest.mark.parametrize("field", FIELDS, ids=IDS)
def test_drawn_match_then_armageddon_won_by_white(field: Field) -> None:
    p = field.semis(Playoff.start(field.tied, US))
    a, b = field.finalists
    p = rapid(p, b, ("1-0", "1-0"))  # each wins with White: 1–1
    final = p.plan.step("final")
    assert (final.score, final.winner, final.status) == ((1.0, 1.0), None, StepStatus.FINISHED)
    assert p.plan.champion is None
    decider = p.plan.step("final-armageddon")
    assert (decider.kind, decider.players, decider.after) == (StepKind.ARMAGEDDON, (a, b),
                                                              ("final",))
    # a bids 6:00 < 7:00 and takes Black with 6:00; b has White and 10:00, and wins.
    p = armageddon(p, "final-armageddon", {a: "6:00", b: "7:00"}, a, B, "1-0")
    assert colours(p, "final-armageddon") == [(b, a)]
    assert clocks(p, "final-armageddon") == (600, 360, 2)
    assert p.plan.champion == b


@pytest.mark.parametrize("field", FIELDS, ids=IDS)
def test_drawn_match_then_drawn_armageddon_sends_black_through(field: Field) -> None:
    p = field.semis(Playoff.start(field.tied, US))
    a, b = field.finalists
    p = rapid(p, a, ("1/2-1/2", "1/2-1/2"))
    # b bids 8:30 < 9:00 and takes Black with 8:30; the draw stays a draw, b is champion.
    p = armageddon(p, "final-armageddon", {a: "9:00", b: "8:30"}, b, B, "1/2-1/2")
    decider = p.plan.step("final-armageddon")
    assert decider.games[0].result is Result.DRAW
    assert (colours(p, "final-armageddon"), clocks(p, "final-armageddon")) == ([(a, b)],
                                                                             (600, 510, 2))
    assert (decider.winner, p.plan.champion) == (b, b)


# --- the shape of each format before anything is played --------------------------------------

@pytest.mark.parametrize(("tied", "expected"), [
    ((4, 9), [("final", (4, 9), ())]),
    ((7, 2, 9), [("semi-final", (2, 9), ()), ("final", None, ("semi-final",))]),
    ((3, 8, 1, 6), [("semi-final-1", (3, 6), ()), ("semi-final-2", (8, 1), ()),
                    ("final", None, ("semi-final-1", "semi-final-2"))]),
    ((6, 3, 11, 2, 9, 4, 8), [("semi-final-1", (6, 2), ()), ("semi-final-2", (3, 11), ()),
                              ("final", None, ("semi-final-1", "semi-final-2"))]),
], ids=["2", "3", "4", "7"])
def test_initial_plan(tied: tuple[int, ...],
                      expected: list[tuple[str, tuple[int, int] | None, tuple[str, ...]]]) -> None:
    plan = Playoff.start(tied, US).plan
    assert [(s.id, s.players, s.after) for s in plan.steps] == expected
    assert plan.champion is None
    assert plan.selected == tied[:4]


def test_every_step_knows_its_time_control() -> None:
    plan = Playoff.start((7, 2, 9), US).plan
    semi, final = plan.steps
    assert (semi.time_control.uscf(), final.time_control.uscf()) == ("G/10;+2", "G/15;+5")
    assert [(g.white_seconds, g.black_seconds, g.increment_seconds) for g in final.games] == [
        (900, 900, 5), (900, 900, 5)]


def test_plan_json_has_the_cli_shape() -> None:
    p = armageddon(Playoff.start((7, 2, 9), US), "semi-final", {2: "7:30", 9: "8:00"}, 2, B,
                   "0-1")
    doc = p.plan.to_dict()
    assert doc["tied"] == [7, 2, 9] and doc["champion"] is None
    assert [(s["id"], s["kind"], s["players"], s["winner"]) for s in doc["steps"]] == [
        ("semi-final", "armageddon", [2, 9], 2), ("final", "rapid-match", [7, 2], None)]


# --- more than four: the arbiter's recorded selection -----------------------------------------

def test_arbiter_selection_of_four_keeps_the_seeding_order_among_them() -> None:
    p = Playoff.start((5, 1, 10, 2, 7), US)
    p = p.apply(SelectFour((7, 2, 1, 10), "5 withdrew from the play-off"))
    plan = p.plan
    assert (plan.selected, plan.selection_note) == ((1, 10, 2, 7), "5 withdrew from the play-off")
    assert [(s.id, s.players) for s in plan.steps[:2]] == [("semi-final-1", (1, 7)),
                                                          ("semi-final-2", (10, 2))]


def test_a_later_selection_before_the_start_replaces_the_earlier_one() -> None:
    p = Playoff.start((6, 3, 11, 2, 9, 4, 8), US)
    p = p.apply(SelectFour((6, 3, 11, 9), "first note")).apply(SelectFour((3, 4, 8, 9), "second"))
    assert p.plan.selected == (3, 9, 4, 8)
    assert len(p.actions) == 2  # both stay on the record


# --- forfeits ---------------------------------------------------------------------------------

def test_forfeits_count_as_wins_in_the_match_and_in_armageddon() -> None:
    p = rapid(Playoff.start((4, 9), US), 9, ("+-", "+-"))  # 9 wins game 1, 4 wins game 2
    assert p.plan.step("final").score == (1.0, 1.0)
    p = armageddon(p, "final-armageddon", {4: "5:00", 9: "5:30"}, 4, W, "-+")
    assert p.plan.champion == 9
