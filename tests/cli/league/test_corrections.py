"""Corrections through the command line (issue 17.5): the captain and alternate captains of
rule 10.a-c, and a member's details (rule 12) with the audit trail, which is what lets rule
30.c ("a team member is found to have an expired USCF membership when games in which that
person played are submitted for rating ... $15 per date") run on its own.

The scheduled 8-team section of tests/fixtures/league/night_setup.py: Team 01's players are
Player 1-1 (captain), 1-2 (alternate), 1-3, 1-4, 1-5; round 1 (2011-10-16) is Team 01 –
Team 08, round 3 (2011-11-20) Team 03 – Team 01.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Cli, snapshot
from tests.cli.league.test_league_export import OFFICIALS
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup


def test_a_team_changes_its_captain_and_names_alternates(cli: Cli, section: list[str],
                                                         db_file: Path) -> None:
    # 10.a: "A team may change its Captain at any time"; 10.b: alternate captain(s)
    out = cli("league", "captain", "Team 01", uscf(1, 2), "--alternate", uscf(1, 3),
              "--alternate", uscf(1, 4), "--json")
    assert out.code == 0, out.err
    assert out.data == {"team": "Team 01", "captain": uscf(1, 2),
                        "alternates": [uscf(1, 3), uscf(1, 4)],
                        "previous": {"captain": uscf(1, 1), "alternates": [uscf(1, 2)]}}
    roles = {p["uscf_id"]: p["role"]
             for p in cli("league", "roster", "Team 01", "--json").data["players"]}
    assert roles == {uscf(1, 1): "player", uscf(1, 2): "captain", uscf(1, 3): "alternate",
                     uscf(1, 4): "alternate", uscf(1, 5): "player"}
    before = snapshot(db_file)
    stranger = cli("league", "captain", "Team 01", uscf(8, 1))
    assert "rule 10: 12000801 is not on the roster of Team 01" in stranger.err
    both = cli("league", "captain", "Team 01", uscf(1, 2), "--alternate", uscf(1, 2))
    assert "the captain cannot also be an alternate captain" in both.err
    assert snapshot(db_file) == before


def test_a_captain_needs_a_cell_phone_and_e_mail(cli: Cli, section: list[str]) -> None:
    assert cli("league", "member", "Team 01", uscf(1, 5), "--set", "email=").code == 0
    out = cli("league", "captain", "Team 01", uscf(1, 5))
    # rule 12.d/e: cell phone and e-mail are mandatory for the team captain
    assert out.code == 1 and "a captain's e-mail are mandatory" in out.err


def test_a_corrected_expiry_brings_rule_30c_per_date_played(cli: Cli, section: list[str],
                                                            tmp_path: Path) -> None:
    for rnd, other in (("1", "Team 08"), ("3", "Team 03")):
        assert cli("league", "lineup", rnd, "Team 01", *lineup(1, 1, 2, 3, 4)).code == 0
        opponent = int(other[-2:])
        assert cli("league", "lineup", rnd, other, *lineup(opponent, 1, 2, 3, 4)).code == 0
        for board in range(1, 5):
            assert cli("league", "result", rnd, "Team 01", str(board), "1/2-1/2").code == 0
    # Player 1-3's membership really ended on 2011-11-01: before the November date he played,
    # after the October one. 30.c: $15 for 2011-11-20 only.
    fixed = cli("league", "member", "Team 01", uscf(1, 3), "--set", "expiry=2011-11-01",
                "--set", "cell_phone=614-555-0133")
    assert fixed.code == 0, fixed.err
    assert fixed.out.splitlines()[1:] == ["  expiry: 2012-12-31 → 2011-11-01",
                                          "  cell_phone: 614-555-0100 → 614-555-0133"]
    ledger = cli("league", "ledger", "--team", "Team 01", "--json").data["teams"][0]
    assert [(e["date"], e["rule"], e["amount"]["cents"]) for e in ledger["entries"]] == [
        ("2011-09-30", "11", 5000), ("2011-11-20", "30.c", 1500)]
    # the audit trail keeps what the roster said before
    audit = cli("audit", "--json").data
    corrected = [e for e in audit["entries"] if e["action"] == "correct member"]
    assert corrected[0]["details"]["expiry"] == ["2012-12-31", "2011-11-01"]
    # the November report's check names it with its deduction (rule 30.c) among what it
    # refuses (the section's other matches have no lineups yet)
    out = cli("export", "uscf", "-o", str(tmp_path / "nov"), "--from", "2011-11-01", "--to",
              "2011-11-30", *OFFICIALS)
    assert out.code == 1
    assert "US Chess membership expired on 2011-11-01, before playing for Team 01 on " \
           "2011-11-20: rule 30.c deducts" in out.err


def test_a_player_who_played_keeps_the_id_he_was_reported_with(cli: Cli, section: list[str],
                                                               db_file: Path) -> None:
    assert cli("league", "lineup", "1", "Team 01", *lineup(1, 1, 2, 3, 4)).code == 0
    assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0
    assert cli("league", "result", "1", "Team 01", "1", "1-0").code == 0
    before = snapshot(db_file)
    played = cli("league", "member", "Team 01", uscf(1, 1), "--set", "uscf_id=12999999")
    assert "has played: the games keep the ID they were reported with" in played.err
    taken = cli("league", "member", "Team 01", uscf(1, 5), "--set", f"uscf_id={uscf(1, 4)}")
    assert f"US Chess ID {uscf(1, 4)} is already on Team 01's roster" in taken.err
    bad = cli("league", "member", "Team 01", uscf(1, 5), "--set", "phone=1")
    assert "'phone' is no member detail" in bad.err
    assert snapshot(db_file) == before
    # an ID typed wrong on the roster of a player who has not played is corrected
    assert cli("league", "member", "Team 01", uscf(1, 5), "--set", "uscf_id=12999995").code == 0
    ids = [p["uscf_id"] for p in cli("league", "roster", "Team 01", "--json").data["players"]]
    assert "12999995" in ids and uscf(1, 5) not in ids


def test_a_16b_restart_reopens_only_the_restarted_boards(cli: Cli, section: list[str],
                                                         db_file: Path) -> None:
    """Rule 16.b: with less than half the time control gone the TD may "void the affected
    games and restart them anew with the correct players". Team 01 put Player 1-5 (1980) on
    board 1 above Player 1-1 (2060), 80 points, more than rule 15's 75; 30 of G/75's 75
    minutes had gone. Boards 1 and 2 restart; boards 3 and 4 keep their results."""
    assert cli("league", "lineup", "1", "Team 01", *lineup(1, 5, 1, 2, 3), "--as-played").code == 0
    assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0
    for board in range(1, 5):
        assert cli("league", "result", "1", "Team 01", str(board), "1-0").code == 0
    ruled = cli("league", "claim", "1", "Team 01", "--on", "2011-10-16", "--elapsed", "30",
                "--restart", "--json").data
    assert ruled["ruling"]["rule"] == "16.b" and ruled["ruling"]["boards"] == [1, 2]
    before = snapshot(db_file)
    kept = cli("league", "restart-lineup", "1", "Team 01", f"3={uscf(1, 5)}")
    assert "board 3 of round 1 was not restarted under rule 16.b (restarted and still " \
           "unplayed: 1, 2)" in kept.err
    assert snapshot(db_file) == before
    # Player 1-1 to board 1, Player 1-5 (1980) to board 2 above Player 1-2 (2040) on board 3:
    # 60 points, within rule 15's 75
    fixed = cli("league", "restart-lineup", "1", "Team 01", f"1={uscf(1, 1)}",
                f"2={uscf(1, 5)}", "--json")
    assert fixed.code == 0, fixed.err
    assert fixed.data["replaced"] == {"1": uscf(1, 5), "2": uscf(1, 1)}
    assert [(b["white_team_player"], b["result"]) for b in fixed.data["boards"]] == [
        (uscf(1, 1), None), (uscf(1, 5), None), (uscf(1, 2), "1-0"), (uscf(1, 3), "1-0")]


def test_the_reason_of_a_correction_is_in_the_audit_log(cli: Cli, section: list[str]) -> None:
    """Who, when and why: rule 10.a's "upon notice to the Match Director" kept with the
    change (who and when are on every audit line)."""
    out = cli("league", "captain", "Team 01", uscf(1, 2), "--alternate", uscf(1, 1),
              "--reason", "captain's e-mail of 2011-11-02")
    assert out.code == 0, out.err
    assert cli("league", "member", "Team 01", uscf(1, 5), "--set", "home_phone=614-555-0155",
               "--reason", "phoned in").code == 0
    entries = cli("audit", "--json").data["entries"]
    reasons = [(e["action"], e["details"]) for e in entries if e["change"] == "reason"]
    assert reasons == [  # newest first
        ("correct member", {"team": "Team 01", "uscf_id": uscf(1, 5), "reason": "phoned in"}),
        ("set officers", {"team": "Team 01", "reason": "captain's e-mail of 2011-11-02"})]
