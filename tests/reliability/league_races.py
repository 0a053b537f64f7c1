"""The races of a league season and of a play-off, as one table (see :mod:`.race_harness`).

Each row of :data:`TABLE` is one kind of race: what both racers' windows show before the
release (``show``), what each then does (``act``), what the store must hold afterwards
(``stored``, compared with what was reported saved) and how the record is put back for the
next race (``reset``, in the test process: each race acts on the same record from the same
start). ``both`` says the two actions touch different records (two ledger entries, two
settings), so both must be saved; otherwise one is saved and the other told, in the sentence
``told`` gives for the winner's and the loser's detail.

A window racer acts through the services with the season its window read (the league's
compare-and-set: :meth:`Change.unchanged`); a command racer runs the command line, which saw
nothing and is told only when another program wrote between its own read and write.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import Any

from chessarbiter.cli import main
from chessarbiter.core.league.stored import ManualKind
from chessarbiter.core.players import Player
from chessarbiter.core.playoffs import ColourLot, GameResult
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event, resolve_event
from chessarbiter.services.league import League, open_league
from chessarbiter.services.playoffs import PlayoffService
from tests.cli.conftest import Cli
from tests.cli.conftest import Outcome as CliOutcome
from tests.fixtures.league.night_setup import lineup, scheduled_section
from tests.reliability.race_harness import Outcome, command
from tests.reliability.race_kinds import cli_target

RESULTS = ("1-0", "0-1")  # racer 0 saves 1-0, racer 1 saves 0-1
NIGHT = date(2011, 10, 16)  # round 1 of the section's schedule
# More races make a stronger test and a slower suite: 12 by default, 50 for a full run.
RACES = int(os.environ.get("CHESSARBITER_RACES", "12"))


@dataclass(frozen=True)
class Row:
    show: Callable[[Any], Any]
    act: Callable[[Any, Database, int, int], Any]
    stored: Callable[[Any], Any]
    reset: Callable[[Any], None] = lambda _window: None
    both: bool = False
    told: Callable[[Any, int], str] | None = None  # (winner's detail, loser) → sentence
    window: bool = True  # False: a command racer (the sentence is not checked)
    removal: bool = False  # the winner removed the record it names: it must be gone
    setup: Callable[[Database], None] = lambda db: season(db)
    open: Callable[[Database], Any] = open_league  # what a racer's window holds


def _cli(db: Database) -> Cli:
    """The command line on ``db``, its answers not shown (for setting a store up)."""
    def run(*argv: str) -> CliOutcome:
        with contextlib.redirect_stdout(io.StringIO()):
            return CliOutcome(main(["--db", cli_target(db), *argv]), "", "")
    return run


def season(db: Database) -> None:
    """The scheduled eight-team section of tests/fixtures/league, once per store, with
    round 1's lineups in: Team 01 – Team 08 in order, Team 03 – Team 06 with Team 03's
    player 5 (80 points below player 1) on board 1, which breaks rule 15's 75 points."""
    with db.read() as session:
        from chessarbiter.db.models import EventRow

        if session.query(EventRow).count():
            return
    cli = _cli(db)
    with tempfile.TemporaryDirectory() as folder:
        scheduled_section(cli, Path(folder))
    for team, players in (("Team 01", lineup(1, 1, 2, 3, 4)), ("Team 08", lineup(8, 1, 2, 3, 4)),
                          ("Team 03", lineup(3, 5, 1, 2, 3)), ("Team 06", lineup(6, 1, 2, 3, 4))):
        assert cli("league", "lineup", "1", team, *players, "--as-played").code == 0
    for board in range(1, 5):
        assert cli("league", "result", "1", "Team 03", str(board), "1-0").code == 0


# --- the records the rows act on -----------------------------------------------------------
def board(league: League) -> str | None:
    stored = league.matches.match(1, "Team 01")[0].boards.get(1)
    return stored.result.value if stored and stored.result else None


def team02_lineup(league: League) -> list[str] | None:
    side = league.matches.match(1, "Team 02")[0].lineups.get("Team 02")
    return list(side.players) if side else None


def claims_of_team03(league: League) -> list[int]:
    return [c.ruling.claim.elapsed_seconds for c in league.claims.claims(1)
            if c.ruling.claim.team == "Team 03"]


def setting(name: str, league: League) -> Any:
    return league.season.settings().to_dict()[name]


def entries(league: League) -> list[int]:
    return sorted(e.cents for e in league.ledger.manual_entries())


def notices(league: League) -> list[str]:
    return sorted(n.note for n in league.facts.notices())


LINEUPS = (lineup(2, 1, 2, 3, 4), lineup(2, 1, 2, 3, 5))


def _clear_lineup(league: League) -> None:
    if team02_lineup(league):
        league.matches.clear_lineup(1, "Team 02")


def _withdraw_claims(league: League) -> None:
    for claim in league.claims.claims(1):
        league.claims.withdraw_claim(claim.id)


def _cli_result(_league: League, db: Database, race: int, who: int) -> str:
    command("--db", cli_target(db), "league", "result", "1", "Team 01", "1", RESULTS[who])
    return RESULTS[who]


def _window_result(league: League, _db: Database, race: int, who: int) -> str:
    league.matches.result(1, "Team 01", 1, Result.parse(RESULTS[who]))
    return RESULTS[who]


def _lineup(league: League, _db: Database, race: int, who: int) -> list[str]:
    league.matches.lineup(1, "Team 02", LINEUPS[who])
    return LINEUPS[who]


def _claim(league: League, _db: Database, race: int, who: int) -> list[int]:
    elapsed = (40 + 5 * who) * 60  # both over half of G/75: rule 16.a, forfeits
    league.claims.rule(1, "Team 03", NIGHT, elapsed)
    return [elapsed]


def _setting(name: str, league: League, _db: Database, race: int, who: int) -> int:
    value = 3 + 2 * race + who
    league.season.update_settings({name: value})
    return value


def _entry(league: League, _db: Database, race: int, who: int) -> int:
    cents = 100 * (race + 1) + who + 1
    league.ledger.add("Team 05", NIGHT, ManualKind.PAYMENT, cents, f"race {race}")
    return cents


def _notice(league: League, _db: Database, race: int, who: int) -> str:
    """A notice of its own per racer and race (one team's second notice for a round is a
    repeat): teams 1-8 in rounds 2-14, enough for 52 races."""
    note, n = f"race {race:03d} racer {who}", 2 * race + who
    league.facts.add_notice(f"Team {n % 8 + 1:02d}", 2 + n // 8,
                            datetime(2011, 10, 1, 12, 0), note)
    return note


REMOVE = "to be removed"  # the note of the entry or notice both racers remove


def with_one_to_remove(db: Database) -> None:
    """The season, with one ledger entry and one notice the next race removes."""
    season(db)
    _add_ones_to_remove(open_league(db))


def _add_ones_to_remove(league: League) -> None:
    if not [e for e in league.ledger.manual_entries() if e.note == REMOVE]:
        league.ledger.add("Team 07", NIGHT, ManualKind.DAMAGES, 500, REMOVE)
    if not [n for n in league.facts.notices() if n.note == REMOVE]:
        league.facts.add_notice("Team 07", 1, datetime(2011, 10, 2, 9, 0), REMOVE)


def entry_to_remove(league: League) -> int | None:
    return next((e.entry_id for e in league.ledger.manual_entries() if e.note == REMOVE), None)


def notice_to_remove(league: League) -> int | None:
    return next((n.id for n in league.facts.notices() if n.note == REMOVE), None)


def _remove_entry(league: League, _db: Database, race: int, who: int) -> int:
    entry = entry_to_remove(league)
    assert entry is not None
    league.ledger.remove(entry)
    return entry


def _remove_notice(league: League, _db: Database, race: int, who: int) -> int:
    notice = notice_to_remove(league)
    assert notice is not None
    league.facts.remove_notice(notice)
    return notice


def _lost(record: str, mine: str, now: str | None = None) -> str:
    done = f"was changed to {now}" if now else "was changed"
    return f"{record} {done} on another computer; {mine} was not saved. Reload and check."


def playoff_event(db: Database) -> None:
    """A finished four-player championship (US Junior Closed rules, which have a play-off)
    in which players 1 and 2 beat 3 and 4 and draw with each other, while 3 and 4 draw: 1 and
    2 tie on 2½ and play the rapid match, its colours drawn — game 1 is next."""
    with db.read() as session:
        from chessarbiter.db.models import EventRow

        if session.query(EventRow).count():
            return
    event = EventService(db, create_event(db, "Race", "us-junior-closed-2015"))
    event.add_players([Player(0, name) for name in ("Ames", "Bell", "Cole", "Dunn")])
    event.make_schedule()
    for game in event.tournament().games:
        top = {game.white, game.black} & {1, 2}
        result = Result.DRAW if len(top) != 1 else (
            Result.WHITE_WINS if game.white in top else Result.BLACK_WINS)
        event.set_result(game.round, game.board, result)
    playoffs = PlayoffService(event)
    playoffs.start()
    playoffs.apply(ColourLot("final", seed=1))


def playoffs_of(db: Database) -> PlayoffService:
    return PlayoffService(EventService(db, resolve_event(db, None)))


def game_1(playoffs: PlayoffService) -> str | None:
    game = playoffs.playoff().plan.step("final").games[0]
    return game.result.value if game.result else None


def _playoff_result(playoffs: PlayoffService, _db: Database, race: int, who: int) -> str:
    playoffs.apply(GameResult("final", 1, Result.parse(RESULTS[who])), expected=SHOWN[0])
    return RESULTS[who]


def _show_record(playoffs: PlayoffService) -> Any:
    SHOWN[:] = [playoffs.record()]
    return game_1(playoffs)


def _playoff_reset(playoffs: PlayoffService) -> None:
    record = playoffs.record()
    assert record is not None
    playoffs.restore({**record, "actions": record["actions"][:1]})  # the colour lot alone


SHOWN: list[Any] = [None]  # the record a racer's window showed (each racer is its own process)

TABLE: dict[str, Row] = {
    "playoff result": Row(_show_record, _playoff_result, game_1, _playoff_reset,
                          told=lambda won, lost: "The play-off was changed on another "
                          "computer; your entry was not saved. Reload and check.",
                          setup=playoff_event, open=playoffs_of),
    "league result": Row(board, _window_result, board,
                         lambda league: league.matches.result(1, "Team 01", 1, None),
                         told=lambda won, lost: _lost("Board 1 of Team 01 – Team 08, round 1",
                                                      f"your {RESULTS[lost]}", won)),
    "league result command": Row(board, _cli_result, board,
                                 lambda league: league.matches.result(1, "Team 01", 1, None),
                                 window=False),
    "lineup": Row(team02_lineup, _lineup, team02_lineup, _clear_lineup,
                  told=lambda _won, _lost_by: _lost("The lineup of Team 02 in round 1",
                                               "your lineup")),
    "claim": Row(claims_of_team03, _claim, claims_of_team03, _withdraw_claims,
                 told=lambda won, lost: _lost("Round 1 Team 03 – Team 06",
                                              "your ruling on the claim against Team 03")),
    "setting": Row(partial(setting, "verification_days"), partial(_setting, "verification_days"),
                   partial(setting, "verification_days"),
                   told=lambda won, lost: _lost("The season's settings",
                                                "your change of verification days")),
    "ledger entry": Row(entries, _entry, entries, both=True),
    "notice": Row(notices, _notice, notices, both=True),
    "ledger entry removal": Row(entry_to_remove, _remove_entry, entry_to_remove,
                                _add_ones_to_remove, setup=with_one_to_remove, removal=True,
                                told=lambda won, _who: _lost(
                                    f"Ledger entry {won}", "your removal of it")),
    "notice removal": Row(notice_to_remove, _remove_notice, notice_to_remove,
                          _add_ones_to_remove, setup=with_one_to_remove, removal=True,
                          told=lambda won, _who: _lost(f"Notice {won}", "your removal of it")),
}


class TableRace:
    """The race kind of one row of :data:`TABLE` (the harness makes it by name)."""

    def __init__(self, name: str) -> None:
        self.name, self.row = name, TABLE[name]
        self.window: Any = None

    def setup(self, db: Database, races: int) -> None:
        self.row.setup(db)

    def prepare(self, db: Database, race: int, who: int) -> Any:
        self.window = self.row.open(db)  # this racer's window, with what it shows
        return self.row.show(self.window)

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        return self.row.act(self.window, db, race, who)

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        window = self.row.open(db)
        stored = self.row.stored(window)
        saved = [o for o in outcomes if o.saved]
        if self.row.both:
            assert len(saved) == 2, outcomes
            for o in saved:  # both are there: nothing lost
                assert o.detail in stored, (o, stored)
        elif self.row.window:
            (won,) = saved
            (lost,) = [o for o in outcomes if not o.saved]
            assert stored == (None if self.row.removal else won.detail), (stored, outcomes)
            assert self.row.told is not None
            assert lost.conflict == self.row.told(won.detail, lost.who)
        else:
            assert stored in [o.detail for o in saved], (stored, outcomes)
        self.row.reset(window)


def kind_name(row: str) -> str:
    """The harness's name of the kind of ``row``: ``tests.reliability.league_races:race_lineup``."""
    return f"{__name__}:race_{row.replace(' ', '_')}"


def __getattr__(name: str) -> Callable[[], TableRace]:
    """``race_league_result`` makes the kind of the row "league result"."""
    row = name.removeprefix("race_").replace("_", " ")
    if not name.startswith("race_") or row not in TABLE:
        raise AttributeError(name)
    return partial(TableRace, row)
