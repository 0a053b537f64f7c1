"""Incidents and prizes through the command line, with the US Junior Closed 2015 numbers."""

from pathlib import Path

from tests.cli.conftest import Cli, snapshot


def junior_event(cli: Cli, players: int = 4) -> None:
    cli("new-event", "--preset", "us-junior-closed-2015", "--name", "Junior")
    for i in range(1, players + 1):
        cli("add-player", "--name", f"Player, No{i}", "--rating", str(2500 - i))
    cli("pair")


def test_more_than_thirty_minutes_late_suggests_a_forfeit(cli: Cli) -> None:
    """'Players more than 30 (thirty) minutes late for a round shall forfeit that round.'"""
    junior_event(cli)
    late = cli("incident", "add", "--round", "1", "--start-no", "2", "--kind", "late",
               "--minutes-late", "31", "--at", "19:31", "--json").data
    assert late["suggestion"]["decision"] == "forfeit"
    assert late["decision"] == "pending"
    on_time = cli("incident", "add", "--round", "1", "--start-no", "3", "--kind", "late",
                  "--minutes-late", "30", "--json").data
    assert on_time["suggestion"]["decision"] == "fine"
    assert on_time["suggestion"]["fine"] == 200


def test_a_second_noise_in_the_same_game_suggests_forfeiture(cli: Cli) -> None:
    junior_event(cli)
    first = cli("incident", "add", "--round", "2", "--start-no", "1", "--kind", "device",
                "--noise", "--remaining", "25:00", "--decision", "suggested", "--json").data
    assert first["decision"] == "time-penalty"
    assert first["time_penalty_seconds"] == 600
    assert first["fine"] == 200
    second = cli("incident", "add", "--round", "2", "--start-no", "1", "--kind", "device",
                 "--noise", "--remaining", "12:00", "--json").data
    assert second["suggestion"]["decision"] == "forfeit"
    next_game = cli("incident", "add", "--round", "3", "--start-no", "1", "--kind", "device",
                    "--noise", "--remaining", "14:00", "--json").data
    assert next_game["suggestion"]["decision"] == "time-penalty"
    assert next_game["suggestion"]["time_penalty_seconds"] == 7 * 60
    listed = cli("incident", "list", "--json").data["incidents"]
    assert [i["id"] for i in listed] == [first["id"], second["id"], next_game["id"]]


def test_a_fine_reduces_the_prize_by_its_amount(cli: Cli) -> None:
    junior_event(cli)
    cli("settings", "--set", "prize_amounts=1000,500,250")
    for rnd in cli("pairings", "--all", "--json").data["rounds"]:
        for p in rnd["pairings"]:  # the lower start number wins every game: 1 > 2 > 3 > 4
            value = "1-0" if p["white"] < p["black"] else "0-1"
            cli("result", "--round", str(rnd["round"]), "--board", str(p["board"]), value)
    before = {p["start_no"]: p["net"] for p in cli("prizes", "--json").data["payouts"]}
    assert before[1] == 1000
    added = cli("incident", "add", "--round", "3", "--start-no", "1", "--kind", "device",
                "--at", "20:10", "--json").data
    cli("incident", "decide", str(added["id"]), "--decision", "fine", "--fine", "200")
    after = {p["start_no"]: p for p in cli("prizes", "--json").data["payouts"]}
    assert after[1]["gross"] == 1000
    assert after[1]["net"] == 800


def test_a_player_who_forfeited_a_game_gets_no_prize(cli: Cli) -> None:
    """'Players who withdraw or forfeit a game may not receive any prize money.'"""
    junior_event(cli)
    cli("settings", "--set", "prize_amounts=1000,500")
    for rnd in cli("pairings", "--all", "--json").data["rounds"]:
        for p in rnd["pairings"]:
            if {p["white"], p["black"]} == {2, 4}:  # 2 loses to 4 by forfeit
                value = "+-" if p["white"] == 4 else "-+"
            else:
                value = "1-0" if p["white"] < p["black"] else "0-1"
            out = cli("result", "--round", str(rnd["round"]), "--board", str(p["board"]), value)
            assert out.code == 0, out.err
    payouts = {p["start_no"]: p["net"] for p in cli("prizes", "--json").data["payouts"]}
    assert payouts.get(2, 0) == 0
    assert payouts[1] == 1000
    assert sum(payouts.values()) == 1500


def test_bad_incident_input_is_refused_and_changes_nothing(cli: Cli, db_file: Path) -> None:
    junior_event(cli)
    before = snapshot(db_file)
    for args, message in [
        (("--round", "1", "--start-no", "9", "--kind", "late", "--minutes-late", "3"),
         "--start-no: there is no player with start number 9"),
        (("--round", "1", "--start-no", "1", "--kind", "late"), "--minutes-late: needed"),
        (("--round", "1", "--start-no", "1", "--kind", "device", "--remaining", "9:75"),
         "--remaining:"),
        (("--start-no", "1", "--kind", "other"), "--round: needed"),
    ]:
        out = cli("incident", "add", *args)
        assert out.code == 1
        assert message in out.err
    out = cli("incident", "decide", "99", "--decision", "fine", "--fine", "200")
    assert "ID: there is no incident 99" in out.err
    assert snapshot(db_file) == before
