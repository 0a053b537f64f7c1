"""Two computers on one event: a result or a setting changed on one since the other showed
it is refused on the other with a clear message, never overwritten; undo keeps working."""

import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from chessarbiter.core.players import Player
from chessarbiter.core.results import Result
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.events import EventService, create_event
from tests.pg.conftest import OpenDb, before_update_of

WIN, LOSS, DRAW = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW
SIX_PLAYERS_GAMES = 15  # 6 players: 5 rounds of 3 boards


def two_computers(open_db: OpenDb) -> tuple[EventService, EventService]:
    """The same scheduled six-player event open on two computers (two separate stores)."""
    db = open_db()
    first = EventService(db, create_event(db, "Open", "round-robin-fide"))
    first.add_players([Player(0, f"Player {i}") for i in range(1, 7)])
    first.make_schedule()
    return first, EventService(open_db(), first.event_id)


def shown(service: EventService, rnd: int, board: int) -> Result | None:
    """The result the window of ``service`` shows for the board."""
    return next(g.result for g in service.tournament().round_games(rnd) if g.board == board)


def version_of(service: EventService, rnd: int, board: int) -> int:
    with service.db.engine.connect() as conn:
        return int(conn.execute(
            text("select version from games where round = :r and board = :b"),
            {"r": rnd, "b": board}).scalar_one())


def test_both_save_the_board_they_saw_empty_one_succeeds_one_is_told(open_db: OpenDb) -> None:
    a, b = two_computers(open_db)
    seen_by_a, seen_by_b = shown(a, 1, 1), shown(b, 1, 1)
    assert seen_by_a is seen_by_b is None
    assert a.set_result(1, 1, WIN, expected=seen_by_a) is None
    with pytest.raises(EditConflict) as refused:
        b.set_result(1, 1, LOSS, expected=seen_by_b)
    assert str(refused.value) == (
        "Board 1 of round 1 was changed to 1-0 on another computer; "
        "your 0-1 was not saved. Reload and check."
    )
    assert isinstance(refused.value, ActionRefused) and refused.value.field == "conflict"
    assert shown(b, 1, 1) is WIN and version_of(b, 1, 1) == 2


@pytest.mark.parametrize("expected", [None, "unset"])
def test_a_write_landing_between_reading_and_saving_is_caught_by_the_version(
    open_db: OpenDb, expected: str | None
) -> None:
    """The other computer saves after this one checked the board and before its UPDATE:
    only the version column can see it. Without ``expected`` the write is refused too."""
    a, b = two_computers(open_db)
    fired = before_update_of(b.db, "games", lambda: a.set_result(3, 2, DRAW, expected=None))
    with pytest.raises(EditConflict, match=r"^Board 2 of round 3 was changed to 1/2-1/2 "
                       r"on another computer; your 1-0 was not saved\. Reload and check\.$"):
        if expected is None:
            b.set_result(3, 2, WIN, expected=None)
        else:
            b.set_result(3, 2, WIN)
    assert fired and shown(b, 3, 2) is DRAW and version_of(b, 3, 2) == 2


def test_racing_threads_never_lose_an_update(open_db: OpenDb) -> None:
    a, b = two_computers(open_db)
    games = [(g.round, g.board) for g in a.tournament().games]
    assert len(games) == SIX_PLAYERS_GAMES
    for rnd, board in games:
        start = threading.Barrier(2, timeout=30)
        saved: list[Result] = []
        refused: list[BaseException] = []

        def save(service: EventService, result: Result, rnd: int = rnd, board: int = board,
                 start: threading.Barrier = start, saved: list[Result] = saved,
                 refused: list[BaseException] = refused) -> None:
            start.wait()
            try:
                service.set_result(rnd, board, result, expected=None)
                saved.append(result)
            except BaseException as exc:  # checked below: it must be the conflict
                refused.append(exc)

        threads = [threading.Thread(target=save, args=(a, WIN)),
                   threading.Thread(target=save, args=(b, LOSS))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert len(saved) == 1 and len(refused) == 1, (rnd, board, refused)
        assert isinstance(refused[0], EditConflict)
        assert f"was changed to {saved[0].value} on another computer" in str(refused[0])
        assert shown(a, rnd, board) is saved[0] and version_of(a, rnd, board) == 2


def test_undo_passes_what_it_set_and_is_refused_after_another_computer_changed_it(
    open_db: OpenDb,
) -> None:
    a, b = two_computers(open_db)
    previous = a.set_result(2, 3, WIN, expected=None)  # the window's action…
    assert a.set_result(2, 3, previous, expected=WIN) is WIN  # …its undo…
    assert a.set_result(2, 3, WIN, expected=previous) is None  # …and redo
    b.set_result(2, 3, DRAW, expected=shown(b, 2, 3))
    with pytest.raises(EditConflict, match="was changed to 1/2-1/2 on another computer; "
                                           "your clearing was not saved"):
        a.set_result(2, 3, previous, expected=WIN)  # undo again, after b's change
    assert shown(a, 2, 3) is DRAW


def test_the_same_result_typed_on_both_computers_is_reported_not_doubled(
    open_db: OpenDb,
) -> None:
    a, b = two_computers(open_db)
    a.set_result(1, 2, DRAW, expected=None)
    with pytest.raises(EditConflict, match=r"^Board 2 of round 1 was set to 1/2-1/2 on another "
                                           r"computer already; nothing was changed\."):
        b.set_result(1, 2, DRAW, expected=None)
    assert version_of(a, 1, 2) == 2


def test_after_reloading_the_other_computer_can_correct_the_result(open_db: OpenDb) -> None:
    a, b = two_computers(open_db)
    a.set_result(4, 1, WIN, expected=None)
    assert b.set_result(4, 1, LOSS, expected=shown(b, 4, 1)) is WIN
    assert shown(a, 4, 1) is LOSS


STEPS = st.lists(  # (which computer, saves (else reloads), the result it saves)
    st.tuples(st.sampled_from(["a", "b"]), st.booleans(), st.sampled_from([None, *Result])),
    max_size=12,
)


@pytest.fixture
def computers(open_db: OpenDb) -> tuple[EventService, EventService]:
    return two_computers(open_db)


@settings(max_examples=25,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=STEPS)
def test_any_sequence_of_saves_and_reloads_behaves_as_compare_and_set(
    computers: tuple[EventService, EventService], steps: list[tuple[str, bool, Result | None]]
) -> None:
    """Model: a save succeeds exactly when what its window shows is what is stored, and
    then it is what is stored; otherwise it is refused and nothing changes. Each example
    starts from whatever the board holds, both windows freshly loaded."""
    a, b = computers
    stored = shown(a, 5, 3)
    window = {"a": stored, "b": stored}
    services = {"a": a, "b": b}
    for who, saves, result in steps:
        if not saves:
            window[who] = shown(services[who], 5, 3)
            assert window[who] is stored
        elif window[who] is stored:
            assert services[who].set_result(5, 3, result, expected=window[who]) is stored
            stored = window[who] = result
        else:
            with pytest.raises(EditConflict):
                services[who].set_result(5, 3, result, expected=window[who])
        assert shown(a, 5, 3) is stored


def test_a_setting_changed_elsewhere_is_refused_and_other_settings_still_save(
    open_db: OpenDb,
) -> None:
    a, b = two_computers(open_db)
    on_a_screen = a.settings()
    b.update_settings(expected={"late_fine": on_a_screen.late_fine}, late_fine=15)
    with pytest.raises(EditConflict, match=r"^The event was changed on another computer; "
                                           r"your change of late fine was not saved\."):
        a.update_settings(expected={"late_fine": on_a_screen.late_fine}, late_fine=25)
    old = a.update_settings(expected={"tiebreaks": list(on_a_screen.tiebreaks)},
                            tiebreaks=("SB", "DE"))
    assert old.late_fine == 15
    assert (b.settings().late_fine, b.settings().tiebreaks) == (15, ("SB", "DE"))


def test_another_setting_written_between_reading_and_saving_is_kept_and_mine_saved(
    open_db: OpenDb,
) -> None:
    """Only the version column sees the other write; it changed another setting, so this
    write is tried again over it: both changes are stored, neither is lost."""
    a, b = two_computers(open_db)
    before, fine = a.settings().draw_min_moves, a.settings().device_fine

    def change_on_a() -> None:
        a.update_settings(draw_min_moves=before + 30)

    fired = before_update_of(b.db, "events", change_on_a)
    b.update_settings(expected={"device_fine": fine}, device_fine=fine + 50)
    assert fired
    assert (a.settings().draw_min_moves, a.settings().device_fine) == (before + 30, fine + 50)


@pytest.mark.parametrize("shown", [True, False])
def test_the_same_setting_written_between_reading_and_saving_is_refused(
    open_db: OpenDb, shown: bool
) -> None:
    """Without ``expected`` (a script) the value first read counts as the one shown."""
    a, b = two_computers(open_db)
    fine = a.settings().device_fine

    def change_on_a() -> None:
        a.update_settings(device_fine=fine + 30)

    fired = before_update_of(b.db, "events", change_on_a)
    with pytest.raises(EditConflict, match=r"your change of device fine was not saved"):
        if shown:
            b.update_settings(expected={"device_fine": fine}, device_fine=fine + 50)
        else:
            b.update_settings(device_fine=fine + 50)
    assert fired and a.settings().device_fine == fine + 30


def test_a_header_field_written_between_reading_and_saving_is_refused_others_kept(
    open_db: OpenDb,
) -> None:
    a, b = two_computers(open_db)
    fired = before_update_of(b.db, "events", lambda: a.update_header(site="Oslo"))
    b.update_header(arbiter="IA Smith")
    assert fired and (a.header()["site"], a.header()["arbiter"]) == ("Oslo", "IA Smith")
    fired = before_update_of(b.db, "events", lambda: a.update_header(site="Bergen"))
    with pytest.raises(EditConflict, match=r"your change of site was not saved"):
        b.update_header(site="Trondheim")
    assert fired and a.header()["site"] == "Bergen"


def test_an_unknown_setting_in_expected_is_refused_as_bad_input(open_db: OpenDb) -> None:
    a, _ = two_computers(open_db)
    with pytest.raises(ActionRefused) as refused:
        a.update_settings(expected={"no_such_setting": 1}, late_fine=5)
    assert refused.value.field == "settings"
