"""Ranking rules of compute_standings: shared places, the chain, withdrawals, bad input."""

from dataclasses import replace

import pytest

from chessarbiter.core.players import Player
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.standings import compute_standings
from chessarbiter.core.tournament import Tournament
from tests.fixtures.crosstables import round_robin

# Four players: A beat everyone, B–C drawn, B and C beat D → A 3, B 1½, C 1½, D 0.
A, B, C, D = 1, 2, 3, 4
SHARED = [(A, B, "1-0"), (A, C, "1-0"), (A, D, "1-0"), (B, C, "1/2-1/2"), (B, D, "1-0"),
          (C, D, "1-0")]


def test_players_tied_after_the_whole_chain_share_the_place() -> None:
    # B and C: DE ½ each; SB ½ × 1.5 + 1 × 0 = 0.75 each; WIN, WON 1 each; KS (limit 1.5)
    # ½ each (only the other one qualifies among those they scored against).
    rows = compute_standings(round_robin(4, SHARED), EventSettings(),
                             ("DE", "SB", "WIN", "WON", "KS"))
    assert [(r.rank, r.start_no) for r in rows] == [(1, A), (2, B), (2, C), (4, D)]
    assert rows[1].tiebreaks == rows[2].tiebreaks == {"DE": 0.5, "SB": 0.75, "WIN": 1,
                                                      "WON": 1, "KS": 0.5}


def test_chain_defaults_to_the_event_settings_and_keeps_its_order() -> None:
    rule = EventSettings(tiebreaks=("WON", "DE", "SB"))
    rows = compute_standings(round_robin(4, SHARED), rule)
    assert list(rows[0].tiebreaks) == ["WON", "DE", "SB"]


def test_pts_may_appear_in_a_chain() -> None:
    rows = compute_standings(round_robin(4, SHARED), EventSettings(), ("PTS", "SB"))
    assert [r.tiebreaks["PTS"] for r in rows] == [3.0, 1.5, 1.5, 0.0]


def test_a_player_never_tied_gets_direct_encounter_zero() -> None:
    rows = compute_standings(round_robin(4, SHARED), EventSettings(), ("SB", "DE"))
    assert {r.start_no: r.tiebreaks["DE"] for r in rows} == {A: 0.0, B: 0.5, C: 0.5, D: 0.0}


def test_no_results_yet_puts_everyone_first() -> None:
    rows = compute_standings(round_robin(4, []), EventSettings())
    assert [(r.rank, r.points) for r in rows] == [(1, 0.0)] * 4


@pytest.mark.parametrize("chain", [("SB", "BUCHHOLZ"), ("sb",)])
def test_unknown_code_is_refused_with_the_known_ones(chain: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match=r"unknown tie-break .*known: DE, PTS, BPG, KS, SB"):
        compute_standings(round_robin(4, SHARED), EventSettings(), chain)


def test_unknown_edition_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown edition '2019'"):
        compute_standings(round_robin(4, SHARED), EventSettings(edition="2019"), ("SB",))


def withdraw(tournament: Tournament, start_no: int, after: int) -> Tournament:
    players = tuple(replace(p, withdrawn_after=after) if p.start_no == start_no else p
                    for p in tournament.players)
    return replace(tournament, players=players)


# Berger for 4: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1. Round 2 is the latest with results.
TWO_ROUNDS = [(A, D, "1-0"), (B, C, "1/2-1/2"), (A, B, "1/2-1/2")]


def test_annulled_player_is_left_out_and_their_games_count_for_nobody() -> None:
    event = withdraw(round_robin(4, TWO_ROUNDS), D, after=1)  # 1 of 3 games: under half
    rows = compute_standings(event, EventSettings(withdrawal_rule="annul-under-half"), ("SB",))
    assert {r.start_no: r.points for r in rows} == {A: 0.5, B: 1.0, C: 0.5}


def test_withdrawn_player_stays_with_forfeit_losses_under_forfeit_remaining() -> None:
    event = withdraw(round_robin(4, TWO_ROUNDS), D, after=1)
    rows = compute_standings(event, EventSettings(withdrawal_rule="forfeit-remaining"),
                             ("WIN", "WON"))
    # D's remaining games are lost by forfeit the moment the withdrawal is recorded: round 2
    # D–C is a forfeit win for C, and round 3 B–D one for B, though round 3 is still to come.
    assert {r.start_no: (r.points, r.tiebreaks["WIN"], r.tiebreaks["WON"]) for r in rows} == {
        A: (1.5, 1, 1), B: (2.0, 1, 0), C: (1.5, 1, 0), D: (0.0, 0, 0)}


def test_players_list_order_does_not_matter() -> None:
    event = round_robin(4, SHARED)
    shuffled = replace(event, players=tuple(reversed(event.players)))
    assert compute_standings(shuffled, EventSettings()) == \
        compute_standings(event, EventSettings())


def test_a_player_without_games_is_ranked_with_zero() -> None:
    event = round_robin(4, SHARED)
    late = replace(event, players=(*event.players, Player(5, "Late, Entry")))
    rows = compute_standings(late, EventSettings(), ("SB", "BPG"))
    # D also has 0 points and SB 0 but two games with Black (rounds 1 and 3).
    assert (rows[-1].start_no, rows[-1].rank, rows[-1].points, rows[-1].tiebreaks) == \
        (5, 5, 0.0, {"SB": 0.0, "BPG": 0})
    assert (rows[-2].start_no, rows[-2].rank, rows[-2].tiebreaks["BPG"]) == (D, 4, 2)
