"""The exceptions services raise when an action is refused; nothing has been written."""

from __future__ import annotations

from collections.abc import Sequence

from chessarbiter.core.results import Result


class ActionRefused(Exception):
    """An arbiter action that cannot be carried out; ``field`` names the input at fault."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class NeedsConfirmation(ActionRefused):
    """The action is allowed but undoes something already decided (an incident's forfeit, the
    tie a play-off was started for); it is stored only when asked again with ``confirmed``.
    The message is the question to put to the arbiter."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "confirm")


class AlreadyRecorded(ActionRefused):
    """The action repeats what is stored already (a retry after a crash or a lost answer):
    nothing was changed, and nothing needed to be. The message says what is stored."""

    def __init__(self, message: str, stored: int | None = None) -> None:
        super().__init__(message, "repeat")
        self.stored = stored  # the id of the record that holds it already, if it has one


class EditConflict(ActionRefused):
    """What the arbiter edited was changed elsewhere since it was shown, so saving would
    overwrite someone else's entry unseen; the message says what is stored now."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "conflict")

    @classmethod
    def on_record(cls, record: str, lost: str, now: str | None = None) -> EditConflict:
        """The sentence every conflict says: which record, what it holds now when that can
        be told in a few words, and what of the arbiter's was not saved — "Board 2 of
        Rooks–Knights was changed to 0-1 on another computer; your 1-0 was not saved"."""
        done = f"was changed to {now}" if now else "was changed"
        return cls(f"{record} {done} on another computer; {lost} was not saved. "
                   "Reload and check.")

    @classmethod
    def on_result(cls, rnd: int, board: int, now: Result | None,
                  mine: Result | None) -> EditConflict:
        where = f"Board {board} of round {rnd}"
        if now == mine:
            done = f"was set to {now.value}" if now else "was cleared"
            return cls(f"{where} {done} on another computer already; nothing was changed. "
                       "Reload and check.")
        done = f"was changed to {now.value}" if now else "was cleared"
        lost = f"your {mine.value} was not saved" if mine else "your clearing was not saved"
        return cls(f"{where} {done} on another computer; {lost}. Reload and check.")

    @classmethod
    def on_settings(cls, names: Sequence[str]) -> EditConflict:
        listed = ", ".join(name.replace("_", " ") for name in names)
        return cls(f"The event was changed on another computer; your change of {listed} "
                   "was not saved. Reload and check.")


def no_event(event_id: int) -> ActionRefused:
    return ActionRefused(f"there is no event {event_id} in this file", "event")


def not_individual(event_id: int) -> ActionRefused:
    return ActionRefused(f"event {event_id} is a league season, not an individual event: use "
                         "the league commands", "event")


def no_board(rnd: int, board: int, rounds: int) -> ActionRefused:
    """The refusal for a board that does not exist: its round, or the board in its round."""
    if not 1 <= rnd <= rounds:
        return ActionRefused(f"round {rnd} does not exist (1..{rounds})", "round")
    return ActionRefused(f"round {rnd} has no board {board}", "board")


def no_player(start_no: int) -> ActionRefused:
    return ActionRefused(f"there is no player with start number {start_no}", "start_no")


def store_refusal(exc: Exception, written: str) -> ActionRefused:
    """A database error (SQLAlchemy's or :mod:`sqlite3`'s) as the sentence the arbiter reads;
    see :func:`chessarbiter.services.concurrency.store_failure`."""
    text = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0] if str(exc) else ""
    if "database is locked" in text or "could not obtain lock" in text:
        return ActionRefused(f"{written} is busy (another program is writing it); nothing was "
                             "saved, try again in a moment", "file")
    if "readonly database" in text or "read-only transaction" in text:
        return ActionRefused(f"{written} is open for reading only here; nothing was saved",
                             "file")
    return ActionRefused(f"{written} could not be written ({text or type(exc).__name__}); "
                         "nothing was saved", "file")
