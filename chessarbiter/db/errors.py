"""Why a store cannot be used, as one exception every layer can catch without loading storage.

Standard library only: the command line's error guard catches it for every command,
including those that never open a store.
"""


class EventFileError(Exception):
    """The file cannot be used as an event file; the message says why."""
