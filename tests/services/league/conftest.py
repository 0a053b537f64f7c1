"""League service tests set their season up through the command line, as an arbiter would;
``section`` gives a test its own copy of a scheduled 8-team section."""

from tests.cli.conftest import cli, db_file  # noqa: F401
from tests.fixtures.league.night_setup import section, section_file  # noqa: F401
