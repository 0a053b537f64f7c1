"""Changing a Swiss pairing by hand: the program says which criteria the change breaks (FIDE
C.04.3 art. 2: C1 no second meeting, C6 score groups, C12/C13 colour preferences; C.04.3
1.7: one game with White gives a strong preference for Black), records it in the audit log
and marks the boards when asked; refused once a result is in."""

from tests.cli.conftest import Cli


def round_one(cli: Cli) -> None:
    """Four players 2400..2100 (P1..P4); round 1 (C.04.3: the top half against the bottom
    half, initial colour White, alternating by board): 1-3 and 4-2."""
    assert cli("new-event", "--name", "Quad", "--system", "swiss-dutch", "--rounds", "3",
               "--initial-colour", "white").code == 0
    for k in range(4):
        assert cli("add-player", "--name", f"P{k + 1}", "--fide-rating",
                   str(2400 - 100 * k)).code == 0
    first = cli("pair", "--next", "--json").data
    assert [(b["white"], b["black"]) for b in first["pairings"]] == [(1, 3), (4, 2)]


def _round_two(cli: Cli) -> None:
    """Round 1 (:func:`round_one`) won by 1 and 2. Round 2 then pairs the winners and the
    losers: 2-1 (1 had White) and 3-4."""
    round_one(cli)
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


def test_swapping_back_takes_the_note_and_the_mark_away(cli: Cli) -> None:
    """The command line's undo of a change by hand is the same swap again: the boards are
    then as the engine paired them (2-1, 3-4, see ``_round_two``), so they carry no note
    and no mark, and the explanation is the engine's own again."""
    _round_two(cli)
    cli("swap", "--round", "2", "--players", "2", "3", "--mark")
    marked = cli("pairings", "--round", "2", "--explain", "--json").data["pairings"]
    assert [b["marked"] for b in marked] == [True, True]
    assert cli("swap", "--round", "2", "--players", "3", "2").code == 0
    back = cli("pairings", "--round", "2", "--explain", "--json").data["pairings"]
    assert [(b["white"], b["black"], b["marked"]) for b in back] == [(2, 1, False),
                                                                    (3, 4, False)]
    assert not any(line.startswith("changed by the arbiter")
                   for b in back for line in b["explanation"])
    cli("swap", "--round", "2", "--colours", "1", "--mark")
    cli("swap", "--round", "2", "--colours", "1")
    again = cli("pairings", "--round", "2", "--explain", "--json").data["pairings"][0]
    assert again["marked"] is False
    assert not again["explanation"][0].startswith("changed by the arbiter")


def test_a_swap_that_leaves_one_board_changed_keeps_its_note(cli: Cli) -> None:
    """Two swaps on board 1 of round 2 (2-1): players 2 and 3 exchanged (3-1, 2-4), then
    the colours of board 1 (1-3). Board 1 is still not the engine's, so its note stays."""
    _round_two(cli)
    cli("swap", "--round", "2", "--players", "2", "3")
    cli("swap", "--round", "2", "--colours", "1")
    shown = cli("pairings", "--round", "2", "--explain", "--json").data["pairings"]
    assert [(b["white"], b["black"]) for b in shown] == [(1, 3), (2, 4)]
    assert all(b["explanation"][0].startswith("changed by the arbiter; breaks C1")
               for b in shown)
