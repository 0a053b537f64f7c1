"""A command that appends, run again after a crash or a lost answer (issue 15, point 4),
records nothing the second time: exit 0, the id of what holds it already and a note saying
nothing changed — a ledger entry, a notice, an extra rated game and a claim ruling."""

from __future__ import annotations

import pytest

from tests.cli.conftest import Cli
from tests.fixtures.league.builders import uscf
from tests.fixtures.league.night_setup import lineup

APPENDS = {
    "ledger entry": ("ledger-entry", "Team 01", "payment", "5", "--on", "2011-10-16",
                     "--note", "cash"),
    "notice": ("notice", "Team 01", "1", "--at", "2011-10-15 13:00"),
    "extra game": ("extra-game", "2011-10-16", uscf(2, 5), uscf(3, 5), "1-0"),
    "claim": ("claim", "1", "Team 01", "--on", "2011-10-16", "--elapsed", "40"),
}


@pytest.mark.parametrize("what", APPENDS)
def test_a_repeated_append_records_nothing_and_names_the_one_stored(
    cli: Cli, section: list[str], what: str
) -> None:
    if what == "claim":  # Team 01's player 5 on board 1 breaks rule 15 (see test_decisions)
        assert cli("league", "lineup", "1", "Team 01", *lineup(1, 5, 1, 2, 3),
                   "--as-played").code == 0
        assert cli("league", "lineup", "1", "Team 08", *lineup(8, 1, 2, 3, 4)).code == 0
    first = cli("league", *APPENDS[what], "--json")
    assert first.code == 0, first.err
    again = cli("league", *APPENDS[what], "--json")
    assert again.code == 0, again.err
    assert "nothing changed" in again.data["note"]
    if what == "claim":  # one ruling in the director's log, not two
        log = cli("league", "log", "--json").data["log"]
        assert [e["kind"] for e in log] == ["claim ruling"]
    else:
        assert again.data["id"] == first.data["id"]
    text = cli("league", *APPENDS[what])
    assert text.code == 0 and "nothing changed" in text.out
