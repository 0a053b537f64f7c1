"""Changing a Swiss pairing by hand: the program says which criteria the change breaks (FIDE
C.04.3 art. 2: C1 no second meeting, C6 score groups, C12/C13 colour preferences; C.04.3
1.7: one game with White gives a strong preference for Black), records it in the audit log
and marks the boards when asked; refused once a result is in."""

from tests.cli.conftest import Cli


def _round_two(cli: Cli) -> None:
    """Four players; round 1 (C.04.3, initial colour White): 1-3 and 4-2, won by 1 and 2.
    Round 2 then pairs the winners and the losers: 2-1 (1 had White) and 3-4."""
    assert cli("new-event", "--name", "Quad", "--system", "swiss-dutch", "--rounds", "3",
               "--initial-colour", "white").code == 0
    for k in range(4):
        assert cli("add-player", "--name", f"P{k + 1}", "--fide-rating",
                   str(2400 - 100 * k)).code == 0
    first = cli("pair", "--next", "--json").data
    assert [(b["white"], b["black"]) for b in first["pairings"]] == [(1, 3), (4, 2)]
    cli("result", "--round", "1", "--board", "1", "1-0")
    cli("result", "--round", "1", "--board", "2", "0-1")
    second = cli("pair", "--next", "--json").data
    assert [(b["white"], b["black"]) for b in second["pairings"]] == [(2, 1), (3, 4)]


def test_swapping_two_players_names_the_rematches_and_the_score_groups(cli: Cli) -> None:
    _round_two(cli)
    out = cli("swap", "--round", "2", "--players", "2", "3", "--mark", "--json").data
    assert out["changed"] == [{"board": 1, "white": 3, "black": 1},
                              {"board": 2, "white": 2, "black": 4}]
    assert [(b["criterion"], b["absolute"]) for b in out["breaks"]] == [("C1", True),
                                                                       ("C6", False)]
    assert all(b["text"].endswith("3-1, 2-4") for b in out["breaks"])
    shown = cli("pairings", "--round", "2", "--json").data
    assert [(b["white"], b["black"]) for b in shown["pairings"]] == [(3, 1), (2, 4)]
    explained = cli("pairings", "--round", "2", "--explain", "--json").data
    assert explained["pairings"][0]["marked"] is True
    assert explained["pairings"][0]["explanation"][0].startswith("changed by the arbiter; "
                                                                 "breaks C1")
    logged = cli("audit", "--json").data["entries"]
    assert any(e["details"].get("breaks") == [b["text"] for b in out["breaks"]]
               for e in logged)


def test_swapping_colours_breaks_the_strong_preferences(cli: Cli) -> None:
    _round_two(cli)
    out = cli("swap", "--round", "2", "--colours", "1", "--json").data
    assert out["changed"] == [{"board": 1, "white": 1, "black": 2}]
    assert [(b["criterion"], b["text"].split(": ")[-1]) for b in out["breaks"]] == [
        ("C12", "1 (white), 2 (black)"), ("C13", "1 (white), 2 (black)")]
    assert out["marked"] is False
    text = cli("swap", "--round", "2", "--colours", "1")  # back as the engine paired it
    assert text.code == 0
    assert "breaks no pairing criterion" in text.out


def test_a_round_that_has_started_cannot_change(cli: Cli) -> None:
    _round_two(cli)
    cli("result", "--round", "2", "--board", "2", "1-0")
    refused = cli("swap", "--round", "2", "--colours", "1")
    assert refused.code == 1
    assert refused.err == ("chessarbiter: error: --round: round 2 has started (board 2 has a "
                           "result): its pairings can no longer change\n")
    assert cli("swap", "--round", "1", "--colours", "1").code == 1
