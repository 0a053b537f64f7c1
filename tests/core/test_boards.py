"""event_boards: one status per board — played, forfeit (with the deciding incident),
withdrawn, annulled, free round, open — and round completeness by the same rule.

Berger for 4 players (FIDE C.05 Annex 1): R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1 (White first).
Berger for 5 (6 with a free round): R1 1–6 free, 2–5, 3–4; R2 6–4 free …
"""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from chessarbiter.core.boards import BoardStatus, event_boards
from chessarbiter.core.results import Result
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from tests.fixtures.crosstables import round_robin

FORFEIT_RULE = EventSettings(withdrawal_rule="forfeit-remaining")
ANNUL_RULE = EventSettings(withdrawal_rule="annul-under-half")


def withdraw(t: Tournament, start_no: int, after: int) -> Tournament:
    return replace(t, players=tuple(replace(p, withdrawn_after=after) if p.start_no == start_no
                                    else p for p in t.players))


def statuses(t: Tournament, settings: EventSettings) -> dict[tuple[int, int], str]:
    return {(s.round, s.board): s.status.value for s in event_boards(t, settings).boards}


def test_each_kind_of_board_gets_its_status() -> None:
    event = round_robin(4, [(1, 4, "1-0"), (2, 3, "+-")])
    boards = event_boards(event, FORFEIT_RULE, {(1, 3): 7})
    assert statuses(event, FORFEIT_RULE) == {
        (1, 1): "played", (1, 2): "forfeit", (2, 1): "open", (2, 2): "open",
        (3, 1): "open", (3, 2): "open"}
    forfeit = boards.board(1, 2)
    assert (forfeit.entered, forfeit.result, forfeit.incident) == (
        Result.WHITE_WINS_FORFEIT, Result.WHITE_WINS_FORFEIT, 7)  # 3 lost: incident 7 decided
    assert boards.board(1, 1).incident is None


def test_a_withdrawal_under_forfeit_remaining_decides_every_later_game_at_once() -> None:
    # 4 withdraws after round 1, before anything of round 2 is entered.
    event = withdraw(round_robin(4, [(1, 4, "1-0"), (2, 3, "1/2-1/2")]), 4, after=1)
    boards = event_boards(event, FORFEIT_RULE)
    r2 = boards.board(2, 1)  # 4 (White) – 3
    r3 = boards.board(3, 1)  # 2 – 4 (Black)
    assert (r2.status, r2.result, r2.entered, r2.withdrawn) == (
        BoardStatus.WITHDRAWN, Result.BLACK_WINS_FORFEIT, None, (4,))
    assert (r3.status, r3.result) == (BoardStatus.WITHDRAWN, Result.WHITE_WINS_FORFEIT)
    assert [boards.decided(r) for r in (1, 2, 3)] == [2, 1, 1]
    assert not boards.round_complete(2) and boards.rounds_complete == 1


def test_an_early_withdrawal_under_annulment_annuls_every_game_of_the_player() -> None:
    event = withdraw(round_robin(4, [(1, 4, "1-0"), (2, 3, "1/2-1/2")]), 4, after=1)
    boards = event_boards(event, ANNUL_RULE)  # 1 of 3 games completed: under half
    assert boards.annulled == frozenset({4})
    played = boards.board(1, 1)
    assert (played.status, played.entered, played.result) == (
        BoardStatus.ANNULLED, Result.WHITE_WINS, None)
    assert {(s.round, s.board) for s in boards.boards if s.status is BoardStatus.ANNULLED} == {
        (1, 1), (2, 1), (3, 1)}
    # An annulled game needs no result: the rounds are complete once the others are in.
    assert boards.open() == [boards.board(2, 2), boards.board(3, 2)]
    # The rating reports keep the game played: both federations rate it.
    assert boards.reported.round_games(1)[0].result is Result.WHITE_WINS


def test_a_free_round_is_its_own_status_and_no_game() -> None:
    event = round_robin(5, [])
    boards = event_boards(event, FORFEIT_RULE)
    free = [s for s in boards.round(1) if s.status is BoardStatus.FREE]
    assert [(s.white, s.black, s.is_game) for s in free] == [(1, None, False)]
    assert len(boards.games(1)) == 2 and boards.decided(1) == 0


def test_a_result_typed_for_a_withdrawn_player_is_kept() -> None:
    event = withdraw(round_robin(4, [(1, 4, "1-0"), (4, 3, "1/2-1/2")]), 4, after=1)
    state = event_boards(event, FORFEIT_RULE).board(2, 1)
    assert (state.status, state.result) == (BoardStatus.PLAYED, Result.DRAW)


def test_a_double_forfeit_links_either_players_incident() -> None:
    event = round_robin(4, [(1, 4, "--")])
    assert event_boards(event, FORFEIT_RULE, {(1, 4): 3}).board(1, 1).incident == 3


results = st.sampled_from([None, *Result])


@given(st.lists(results, min_size=6, max_size=6), st.sampled_from([None, 0, 1, 2, 3]),
       st.sampled_from(["forfeit-remaining", "annul-under-half"]))
def test_the_standings_count_exactly_what_the_boards_say(
        entered: list[Result | None], after: int | None, rule: str) -> None:
    """Points of every ranked player = the sum over their boards of what counts, and every
    board counts for the standings exactly when it is decided and not annulled."""
    base = round_robin(4, [])
    event = base.with_games(replace(g, result=r) for g, r in zip(base.games, entered,
                                                                  strict=True))
    if after is not None:
        event = withdraw(event, 4, after)
    settings = EventSettings(withdrawal_rule=rule)
    boards = event_boards(event, settings)
    rows = compute_standings(event, settings)
    for row in rows:
        total = sum(s.points(row.start_no) or 0.0 for s in boards.games()
                    if row.start_no in (s.white, s.black))
        assert row.points == total
    assert {r.start_no for r in rows} == {1, 2, 3, 4} - boards.annulled
    for s in boards.games():
        assert (s.result is not None) == (s.decided and s.status is not BoardStatus.ANNULLED)
