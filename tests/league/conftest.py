"""League tests run the command line in-process against an event file in a temp folder."""

from tests.cli.conftest import cli, db_file  # noqa: F401
