"""The play-off sheet: seeding, each step's players, colours, clocks, bids once both are in,
results and the champion.

Every expected value is worked by hand from the US Junior Closed 2015 play-off rules (rapid
match G/15+5; Armageddon 10:00 + 2 s, the lower bid chooses the colour and plays with the time
bid, the other side gets 10:00, Black has draw odds).
"""

from __future__ import annotations

from chessarbiter.core.clock import Side
from chessarbiter.core.players import Player
from chessarbiter.core.playoffs import (
    Bid,
    CoinFlip,
    ColourChoice,
    ColourLot,
    GameResult,
    Playoff,
    SelectFour,
)
from chessarbiter.core.presets import PRESETS
from chessarbiter.core.results import Result
from chessarbiter.core.tournament import Tournament
from chessarbiter.reports import playoff_report
from tests.reports.events import INFO, MARKUP_NAME, OPTS
from tests.reports.pdftext import row_of, rows, text

SETTINGS = PRESETS["us-junior-closed-2015"].settings
NAMES = {1: "Adams, Ann", 2: "Brown, Bob", 3: "Clark, Cid", 4: "Davis, Dee", 5: MARKUP_NAME,
         6: "Evans, Eve", 7: "Foster, Fay"}
FIELD = Tournament(tuple(Player(n, name) for n, name in NAMES.items()), (), rounds=7)


def games(page: list[list[str]]) -> list[list[str]]:
    """The lines of the games tables: game, White, clock, Black, clock, increment, result."""
    return [line for line in page if len(line) == 7 and line[5].endswith(" s")]


def two_tied_to_armageddon() -> Playoff:
    """1 and 2 tied (1 seeded first); 1 has White in game 1; each wins with White: 1–1."""
    playoff = Playoff.start((1, 2), SETTINGS)
    for action in (ColourLot("final", white=1), GameResult("final", 1, Result.WHITE_WINS),
                   GameResult("final", 2, Result.WHITE_WINS)):
        playoff = playoff.apply(action)
    return playoff


def test_match_won_names_the_champion_with_the_score() -> None:
    # Game 1: 1 (White) beats 2; game 2: colours reversed, 2 (White) loses: 1 wins 2–0.
    playoff = Playoff.start((1, 2), SETTINGS)
    for action in (ColourLot("final", white=1), GameResult("final", 1, Result.WHITE_WINS),
                   GameResult("final", 2, Result.BLACK_WINS)):
        playoff = playoff.apply(action)
    page = rows(playoff_report(playoff.plan, FIELD, INFO, OPTS))[0]
    assert page[0][-1] == "Play-off for first place"
    assert ["Champion: Adams, Ann"] in page
    assert ["Winner: Adams, Ann (2–0)"] in page
    assert games(page) == [
        ["1", "Adams, Ann", "15:00", "Brown, Bob", "15:00", "5 s", "1 – 0"],
        ["2", "Brown, Bob", "15:00", "Adams, Ann", "15:00", "5 s", "0 – 1"]]


def test_a_single_bid_is_never_printed() -> None:
    playoff = two_tied_to_armageddon().apply(Bid("final-armageddon", 1, 8 * 60 + 30))
    printed = text(playoff_report(playoff.plan, FIELD, INFO, OPTS))
    assert "8:30" not in printed
    assert "1 of 2 in" in printed
    assert "Champion: not decided yet" in printed


def test_bids_after_reveal_colours_clocks_and_draw_odds() -> None:
    # 1 bids 8:30, 2 bids 7:45: 2 bid less, takes Black with 7:45; 1 has White with 10:00.
    # The game is drawn: Black (2) has draw odds and is champion.
    playoff = two_tied_to_armageddon()
    for action in (Bid("final-armageddon", 1, 510), Bid("final-armageddon", 2, 465),
                   ColourChoice("final-armageddon", 2, Side.BLACK),
                   GameResult("final-armageddon", 1, Result.DRAW)):
        playoff = playoff.apply(action)
    pdf = playoff_report(playoff.plan, FIELD, INFO, OPTS)
    page, printed = rows(pdf)[0], text(pdf)
    assert ["Champion: Brown, Bob"] in page
    assert "Adams, Ann 8:30, Brown, Bob 7:45" in printed
    assert "Brown, Bob chose Black" in printed
    assert "Level (1–1): an Armageddon game decides." in printed
    assert games(page)[-1] == ["1", "Adams, Ann", "10:00", "Brown, Bob", "7:45", "2 s", "½ – ½"]
    assert ["Winner: Brown, Bob"] in page


def test_equal_bids_print_the_coin_flip() -> None:
    playoff = two_tied_to_armageddon()
    for action in (Bid("final-armageddon", 1, 480), Bid("final-armageddon", 2, 480),
                   CoinFlip("final-armageddon", winner=1)):
        playoff = playoff.apply(action)
    printed = text(playoff_report(playoff.plan, FIELD, INFO, OPTS))
    assert "Equal bids: coin flip (by hand) won by Adams, Ann." in printed


def test_more_than_four_tied_seeding_selection_and_names_as_typed() -> None:
    # Seven tied in this seeding order; the arbiter takes 5 in place of 4.
    tied = (3, 1, 2, 4, 5, 6, 7)
    playoff = Playoff.start(tied, SETTINGS).apply(SelectFour((3, 1, 2, 5), "4 had to leave"))
    pdf = playoff_report(playoff.plan, FIELD, INFO, OPTS)
    page, printed = rows(pdf)[0], text(pdf)
    assert row_of(page, "Davis, Dee") == ["4", "4", "Davis, Dee", "left out"]
    assert row_of(page, MARKUP_NAME) == ["5", "5", MARKUP_NAME, "plays"]
    assert "The arbiter's choice of the four: 4 had to leave" in printed
    # Semi-final 1 is seed 1 against the fourth player chosen (seed 5).
    assert f"Players: Clark, Cid (seed 1) v {MARKUP_NAME} (seed 5)" in printed
    assert "Players: known once semi-final 1 and semi-final 2 are decided." in printed


def test_nobody_else_tied() -> None:
    playoff = Playoff.start((4,), SETTINGS)
    assert "No play-off needed: Davis, Dee is champion." in text(
        playoff_report(playoff.plan, FIELD, INFO, OPTS))
