"""League tests run the command line in-process against an event file in a temp folder;
``section`` gives a test its own copy of a scheduled 8-team section."""

from tests.cli.conftest import cli, db_file  # noqa: F401
from tests.league.night_setup import section, section_file  # noqa: F401
