"""The races of an individual event (see :mod:`.race_harness`): two computers saving a
result or a setting at the same moment, through the services as a window does (with what it
showed) and through the command line (which saw nothing)."""

from __future__ import annotations

from typing import Any

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.db.database import Database
from chessarbiter.services.events import EventService, create_event, resolve_event
from tests.reliability.race_harness import Outcome, command

RESULTS = (Result.WHITE_WINS, Result.BLACK_WINS)  # racer 0 saves 1-0, racer 1 saves 0-1


def cli_target(db: Database) -> str:
    """What ``--db`` says for this store: the file's path, or the server's address."""
    return str(db.path) if db.path is not None else db.url


def service(db: Database) -> EventService:
    return EventService(db, resolve_event(db, None))


def scheduled_event(db: Database, games: int) -> None:
    """An event with at least ``games`` games scheduled (a single round robin)."""
    players = 3
    while players * (players - 1) // 2 < games:
        players += 1
    event = EventService(db, create_event(db, "Race", "round-robin-fide"))
    event.add_players([Player(0, f"Player {n}") for n in range(1, players + 1)])
    event.make_schedule()


def board_of(db: Database, race: int) -> tuple[int, int]:
    game = service(db).tournament().games[race]
    return game.round, game.board


def stored_result(db: Database, race: int) -> Result | None:
    rnd, board = board_of(db, race)
    return next(g.result for g in service(db).tournament().round_games(rnd) if g.board == board)


def saved(outcomes: list[Outcome]) -> list[Outcome]:
    return [o for o in outcomes if o.saved]


class ResultRace:
    """Both windows showed the board empty and save different results: one is saved, the
    other is told whose result stands and that its own was not saved."""

    def setup(self, db: Database, races: int) -> None:
        scheduled_event(db, races)

    def prepare(self, db: Database, race: int, who: int) -> Any:
        result = stored_result(db, race)
        return result.value if result else None

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        rnd, board = board_of(db, race)
        service(db).set_result(rnd, board, RESULTS[who],
                               expected=Result(shown) if shown else None)
        return RESULTS[who].value

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        (winner,) = saved(outcomes)
        (loser,) = [o for o in outcomes if not o.saved]
        rnd, board = board_of(db, race)
        assert stored_result(db, race) == Result(winner.detail)
        assert loser.conflict == (
            f"Board {board} of round {rnd} was changed to {winner.detail} on another "
            f"computer; your {RESULTS[loser.who].value} was not saved. Reload and check.")


class ResultCommandRace(ResultRace):
    """Two ``result`` commands on one board at once: each is saved or told of the other,
    in one line with exit status 3; the board holds a result that was reported saved."""

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        rnd, board = board_of(db, race)
        command("--db", cli_target(db), "result", "--round", str(rnd), "--board", str(board),
                RESULTS[who].value)
        return RESULTS[who].value

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        stored = stored_result(db, race)
        assert stored is not None and stored.value in {o.detail for o in saved(outcomes)}
        for lost in (o for o in outcomes if not o.saved):
            assert lost.conflict is not None and lost.conflict.endswith(
                f"your {RESULTS[lost.who].value} was not saved. Reload and check.")


class SettingRace:
    """Both windows change the late fine from the value they showed: one is saved."""

    def setup(self, db: Database, races: int) -> None:
        create_event(db, "Race", "round-robin-fide")

    def prepare(self, db: Database, race: int, who: int) -> Any:
        return service(db).settings().late_fine

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        fine = 1000 * (who + 1) + race
        service(db).update_settings(expected={"late_fine": shown}, late_fine=fine)
        return fine

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        (winner,) = saved(outcomes)
        assert service(db).settings().late_fine == winner.detail
        (loser,) = [o for o in outcomes if not o.saved]
        assert loser.conflict == ("The event was changed on another computer; your change "
                                  "of late fine was not saved. Reload and check.")


class OtherSettingsRace:
    """One window changes the late fine, the other the device fine, at the same moment:
    both are saved, neither change lost (the event row's version alone cannot tell)."""

    NAMES = ("late_fine", "device_fine")

    def setup(self, db: Database, races: int) -> None:
        create_event(db, "Race", "round-robin-fide")

    def prepare(self, db: Database, race: int, who: int) -> Any:
        return getattr(service(db).settings(), self.NAMES[who])

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        value = 100 * (who + 1) + race
        name = self.NAMES[who]
        service(db).update_settings(expected={name: shown}, **{name: value})
        return value

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        assert all(o.saved for o in outcomes), outcomes
        stored = service(db).settings()
        assert [getattr(stored, name) for name in self.NAMES] == [o.detail for o in outcomes]


class SettingCommandRace(SettingRace):
    """Two ``settings --set late_fine=…`` at once: the stored fine is one reported saved."""

    def act(self, db: Database, race: int, who: int, shown: Any) -> Any:
        fine = 1000 * (who + 1) + race
        command("--db", cli_target(db), "settings", "--set", f"late_fine={fine}")
        return fine

    def check(self, db: Database, race: int, outcomes: list[Outcome]) -> None:
        assert service(db).settings().late_fine in {o.detail for o in saved(outcomes)}
