"""The pre-2023 unplayed-game rules against the published virtual-opponent examples.

[PRE] (TieBreakRegulations 2022, quoted in rules-notes §1.6): Svon = SPR + (1 − SfPR) + ½(n − R).
"A player absent in round 3 of 9 with 1½ points" → 5.5; "a player whose opponent is absent in
round 6 of 9, with 3½ points" → 5.0. Here: a 10-player round robin (9 rounds), every game not
involving player 1 drawn.
"""

from chessarbiter.core.berger import schedule
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tiebreaks.history import History
from chessarbiter.core.tiebreaks.opponent_scores import OpponentScores
from chessarbiter.core.tournament import Tournament
from tests.fixtures.crosstables import round_robin

PLAYER = 1


def player_one_results(by_round: list[str]) -> Tournament:
    """Player 1 scores ``by_round[r - 1]`` in round r; everything else is a draw."""
    results = []
    for scheduled in schedule(10):
        for pairing in scheduled.pairings:
            if PLAYER in (pairing.white, pairing.black):
                opponent = pairing.black if pairing.white == PLAYER else pairing.white
                results.append((PLAYER, opponent, by_round[scheduled.number - 1]))
            else:
                results.append((pairing.white, pairing.black, "1/2-1/2"))
    return round_robin(10, results)


def virtual_opponent_scores(tournament: Tournament) -> list[float]:
    history = History.of(tournament, range(1, 11))
    return [score for score, _, _ in OpponentScores.of(history, "pre-2023").faced[PLAYER]]


def test_absent_in_round_3_with_one_and_a_half() -> None:
    tournament = player_one_results(["1-0", "1/2-1/2", "-+"] + ["1/2-1/2"] * 6)
    assert virtual_opponent_scores(tournament)[2] == 5.5


def test_opponent_absent_in_round_6_with_three_and_a_half() -> None:
    tournament = player_one_results(["1-0"] * 3 + ["1/2-1/2", "0-1", "+-"] + ["0-1"] * 3)
    assert virtual_opponent_scores(tournament)[5] == 5.0
    # SB of player 1: three wins over opponents on 4 (8 draws, lost to player 1) = 12, a draw
    # with an opponent on 4½ = 2.25, and the forfeit win: the virtual opponent's 5.0 under
    # pre-2023, the real opponent's 4.0 under the current rules.
    rows = {edition: compute_standings(tournament, EventSettings(edition=edition), ("SB",))
            for edition in ("pre-2023", "2026")}
    sb = {edition: next(r for r in rows[edition] if r.start_no == PLAYER).tiebreaks["SB"]
          for edition in rows}
    assert sb == {"pre-2023": 19.25, "2026": 18.25}
