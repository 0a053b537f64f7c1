"""after_result: the boards after one result, worked out for that board alone, are exactly
what event_boards works out for the whole event (the reference here) — with and without
withdrawn players, under both withdrawal rules, for any result on any board."""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.boards import after_result, event_boards
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from tests.core.test_boards import withdraw
from tests.fixtures.crosstables import round_robin

RULES = [EventSettings(withdrawal_rule="forfeit-remaining"),
         EventSettings(withdrawal_rule="annul-under-half")]
RESULTS = st.one_of(st.none(), st.sampled_from(list(Result)))


@given(players=st.integers(3, 7), entered=st.data(), rule=st.sampled_from(RULES),
       gone=st.lists(st.tuples(st.integers(1, 7), st.integers(0, 6)), max_size=2),
       forfeits=st.dictionaries(st.tuples(st.integers(1, 7), st.integers(1, 7)),
                                st.integers(1, 9), max_size=2))
def test_one_board_again_equals_every_board_again(
        players: int, entered: st.DataObject, rule: EventSettings,
        gone: list[tuple[int, int]], forfeits: dict[tuple[int, int], int]) -> None:
    event = round_robin(players, [])
    event = event.with_games(replace(g, result=entered.draw(RESULTS)) for g in event.games)
    for start_no, after in gone:
        if start_no <= players:
            event = withdraw(event, start_no, min(after, event.rounds))
    game = entered.draw(st.sampled_from(event.games))
    result = entered.draw(RESULTS)
    changed = event.with_games(replace(g, result=result) if g == game else g
                               for g in event.games)
    before = event_boards(event, rule, forfeits)
    assert after_result(before, changed, rule, forfeits, game.round, game.board) == \
        event_boards(changed, rule, forfeits)
