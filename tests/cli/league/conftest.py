"""League command tests run the command line in-process against an event file in a temp folder
(the ``cli`` fixture of tests/cli); ``section`` gives a test its own copy of a scheduled 8-team
section."""

from tests.fixtures.league.night_setup import section, section_file  # noqa: F401
