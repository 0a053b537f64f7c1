"""Swiss events from the command line: each round of golden tournaments paired by
bbpPairings v6.0.0 (tests/fixtures/swiss/README.md) comes out of ``pair --next`` unchanged."""

import pytest

from tests.cli.conftest import Cli
from tests.cli.swiss_replay import replay
from tests.core.swiss.golden import FIXTURES, read_golden

BAKU = FIXTURES.parent / "swiss_cli" / "baku_40x9.trf"


@pytest.mark.parametrize("name", ["t001"])
def test_pair_next_equals_bbppairings_round_by_round(cli: Cli, name: str) -> None:
    replay(cli, read_golden(FIXTURES / f"{name}.trf"))


def test_baku_acceleration_pairs_as_bbppairings_accelerates(cli: Cli) -> None:
    # tests/fixtures/swiss_cli/README.md: bbpPairings applied Baku itself (record 192) over
    # every player of the file, the late entrants too: here they are registered from round 1
    replay(cli, read_golden(BAKU), 0, "acceleration=baku", late=False)


def _event(cli: Cli, players: int, *extra: str) -> None:
    assert cli("new-event", "--name", "Open", "--system", "swiss-dutch", "--rounds", "5",
               *extra).code == 0
    for k in range(players):  # registered weakest first: pair --next numbers them by rating
        assert cli("add-player", "--name", f"Player {k}", "--fide-rating",
                   str(1500 + 10 * k)).code == 0


def test_pairings_json_is_the_stable_document_with_start_numbers(cli: Cli) -> None:
    _event(cli, 5, "--initial-colour", "white")
    assert cli("bye", "--start-no", "1", "--round", "1", "--kind", "half").code == 0
    paired = cli("pair", "--next", "--json").data
    shown = cli("pairings", "--round", "1", "--json").data
    # C.04.2: numbers by rating, the weakest (asked for a bye) is 5. C.04.3 round 1: S1 {1, 2}
    # meets S2 {3, 4}; 5.2.5: the odd-numbered higher player gets the initial colour
    assert [{k: b[k] for k in ("board", "white", "black", "result")}
            for b in shown["pairings"]] == [
        {"board": 1, "white": 1, "black": 3, "result": None},
        {"board": 2, "white": 4, "black": 2, "result": None}]
    assert (shown["round"], shown["bye"]) == (1, None)
    assert shown["absent"] == [{"start_no": 5, "kind": "H", "points": 0.5}]
    assert paired == shown


def test_pair_next_refuses_while_the_previous_round_has_open_games(cli: Cli) -> None:
    _event(cli, 6, "--initial-colour", "black")
    assert cli("pair", "--next").code == 0
    assert cli("result", "--round", "1", "--board", "1", "1-0").code == 0
    refused = cli("pair", "--next")
    assert refused.code == 1
    assert refused.err == ("chessarbiter: error: --round: round 1 has 2 games without a "
                           "result (boards 2 and 3); enter them before pairing round 2\n")
    assert cli("pairings", "--round", "2", "--json").code == 1


def test_a_round_robin_is_not_paired_round_by_round(cli: Cli) -> None:
    assert cli("new-event", "--name", "RR").code == 0
    refused = cli("pair", "--next")
    assert refused.code == 1 and "round robin" in refused.err
    assert cli("new-event", "--name", "S", "--system", "swiss-dutch").code == 1


def test_pairings_explain_says_why_per_board_and_for_the_bye(cli: Cli) -> None:
    _event(cli, 5, "--initial-colour", "black")
    cli("pair", "--next")
    shown = cli("pairings", "--round", "1", "--explain", "--json").data
    # C.04.3 round 1: one 0-point bracket, 1-3 and 2-4, 5 left over takes the bye (C.04.1
    # art. 3, lowest score, C5); 5.2.5 with Black initial: odd no. 1 gets Black, 2 White
    assert [(b["white"], b["black"]) for b in shown["pairings"]] == [(3, 1), (2, 4)]
    for board in shown["pairings"]:
        assert board["explanation"][0] == "paired in the 0-point bracket"
        assert "colours: by pairing number and the initial colour (C.04.3 5.2.5)" in board[
            "explanation"]
        assert board["marked"] is False
    assert shown["bye"] == 5
    assert shown["bye_explanation"][:2] == [
        "5 receives the pairing-allocated bye (C.04.1 art. 3)",
        "lowest score among players who may receive it: 0 (C5)"]
    text = cli("pairings", "--round", "1", "--explain")
    assert text.code == 0 and "{" not in text.out
    assert "C.04.3 5.2.5" in text.out and "pairing-allocated bye: 5" in text.out


def test_the_pairing_allocated_bye_scores_the_points_announced(cli: Cli) -> None:
    _event(cli, 3, "--initial-colour", "white")
    assert cli("settings", "--set", "pab_points=0.5").code == 0
    paired = cli("pair", "--next", "--json").data
    assert paired["bye"] == 3  # C.04.1 art. 3 / C5: the lowest-ranked of the odd field
    cli("result", "--round", "1", "--board", "1", "1/2-1/2")
    points = {s["start_no"]: s["points"] for s in cli("standings", "--json").data["standings"]}
    assert points == {1: 0.5, 2: 0.5, 3: 0.5}  # the bye's ½ as announced, not a win's 1
