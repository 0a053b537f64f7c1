"""Storage on either kind of store: every migration runs, the schema matches the models,
data survives reopening, foreign keys hold, and a server address is handled with care."""

import threading

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.exc import IntegrityError

from chessarbiter.db.database import MIGRATIONS, Database, EventFileError
from chessarbiter.db.models import Base
from chessarbiter.db.queries import SCHEMA_HEAD
from chessarbiter.services.events import create_event, list_events
from tests.pg.conftest import OpenDb

TABLES = {"alembic_version", "events", "players", "games", "byes", "incidents", "playoffs"}


def _alembic(db: Database, action: str, target: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with db.engine.begin() as conn:
        config.attributes["connection"] = conn
        getattr(command, action)(config, target)


def test_a_new_store_is_migrated_to_head_and_matches_the_models(open_db: OpenDb) -> None:
    db = open_db()
    with db.engine.connect() as conn:
        assert conn.execute(text("select version_num from alembic_version")).all() == [
            (SCHEMA_HEAD,)
        ]
        assert set(inspect(conn).get_table_names()) >= TABLES
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []


def test_every_migration_goes_down_to_nothing_and_up_again(open_db: OpenDb) -> None:
    db = open_db()
    _alembic(db, "downgrade", "base")
    with db.engine.connect() as conn:
        assert set(inspect(conn).get_table_names()) <= {"alembic_version"}
    _alembic(db, "upgrade", "head")
    with db.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []


def test_reopening_keeps_the_data_and_does_not_migrate_again(open_db: OpenDb) -> None:
    first = open_db()
    event_id = create_event(first, "Club Championship", "round-robin-fide")
    first.close()
    again = open_db()
    assert list_events(again) == [(event_id, "Club Championship")]
    with again.engine.connect() as conn:
        assert conn.execute(text("select count(*) from alembic_version")).scalar() == 1


def test_foreign_keys_keep_games_from_pointing_at_no_player(open_db: OpenDb) -> None:
    db = open_db()
    event_id = create_event(db, "Open", "round-robin-fide")
    with db.engine.begin() as conn, pytest.raises(IntegrityError):
        conn.execute(text(
            "insert into games (event_id, round, board, white_id, black_id, version)"
            " values (:event, 1, 1, 998, 999, 1)"), {"event": event_id})
    with db.engine.connect() as conn:
        assert conn.execute(text("select count(*) from games")).scalar() == 0


def test_a_store_holding_another_programs_tables_is_refused_untouched(store_url: str) -> None:
    engine = create_engine(store_url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.begin() as conn:
        conn.execute(text("create table invoices (id integer primary key)"))
    with pytest.raises(EventFileError, match="tables of another program"):
        Database(store_url)
    with engine.connect() as conn:
        assert set(inspect(conn).get_table_names()) == {"invoices"}
    engine.dispose()


def test_two_computers_opening_a_new_database_at_once_both_succeed(pg_url: str) -> None:
    start = threading.Barrier(2)
    opened: list[Database] = []
    failures: list[BaseException] = []

    def open_it() -> None:
        start.wait()
        try:
            opened.append(Database(pg_url))
        except BaseException as exc:  # reported by the assertion below
            failures.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert failures == []
        with opened[0].engine.connect() as conn:
            assert conn.execute(text("select version_num from alembic_version")).all() == [
                (SCHEMA_HEAD,)
            ]
    finally:
        for db in opened:
            db.close()


@pytest.mark.parametrize("scheme", ["postgresql", "postgres", "postgresql+psycopg"])
def test_an_unreachable_server_is_reported_without_its_password(scheme: str) -> None:
    # port 1 on the loopback address: nothing listens there, the connection is refused;
    # the address shown names the psycopg driver, which a bare scheme is mapped to
    with pytest.raises(EventFileError) as caught:
        Database(f"{scheme}://arbiter:s3cret@127.0.0.1:1/club")
    message = str(caught.value)
    assert message.startswith("postgresql+psycopg://arbiter:***@127.0.0.1:1/club: cannot be used")
    assert "s3cret" not in message


@pytest.mark.parametrize("url", ["postgresql//127.0.0.1/club", "nosuchdb://x/y"])
def test_an_address_the_program_cannot_use_is_refused_clearly(url: str) -> None:
    with pytest.raises(EventFileError, match=r"not a database address|not supported"):
        Database(url)
