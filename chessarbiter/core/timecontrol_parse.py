"""Reading time controls as arbiters write them (``40/90, SD/30; +30``, ``G/75;d5``, ``10+2``)
and as FIDE TRF record 222 encodes them, into the model of :mod:`timecontrol`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from chessarbiter.core.timecontrol import (
    MAX_PERIOD_MINUTES,
    Bonus,
    BonusKind,
    Period,
    TimeControl,
    TimeControlError,
)

_TOKEN = re.compile(r"\s+|(?P<num>[0-9]+(?:[.:][0-9]+)?)|(?P<word>[a-zA-Z]+)|(?P<sym>[/+,;'\"])")
_MINUTE_UNITS = {"min", "mins", "minute", "minutes", "m", "'"}
_SECOND_UNITS = {"s", "sec", "secs", "second", "seconds", '"'}
_MOVE_UNITS = {"move", "moves"}
_SUDDEN_DEATH = {"g", "sd", "game"}
_BONUS_AFTER = {"inc": BonusKind.INCREMENT, "increment": BonusKind.INCREMENT,
                "delay": BonusKind.DELAY, "bronstein": BonusKind.BRONSTEIN}
_BONUS_BEFORE = {**_BONUS_AFTER, "d": BonusKind.DELAY, "b": BonusKind.BRONSTEIN}
_MAX_DIGITS = 4


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str
    raw: str
    column: int

    @property
    def text(self) -> str:
        return self.raw.lower()


@dataclass(slots=True)
class _Written:
    """A period as read, where it was written, and the bonus written right after it."""

    period: Period
    source: str
    column: int
    bonus: Bonus | None = None


def _tokens(text: str) -> list[_Token]:
    out, pos = [], 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise TimeControlError(f"cannot read {text[pos]!r} at character {pos + 1}", pos + 1)
        if match.lastgroup is not None:
            out.append(_Token(match.lastgroup, match.group(), pos + 1))
        pos = match.end()
    return out


def _fail(what: str, fragment: str, column: int) -> TimeControlError:
    return TimeControlError(f"{what}: {fragment!r} at character {column}", column)


def _checked(written: list[_Written]) -> TimeControl:
    """Build the control; a misplaced sudden-death period is reported where it was written."""
    try:
        return TimeControl(tuple(w.period for w in written))
    except ValueError as exc:
        culprit = next(w for w in written[:-1] if w.period.moves is None)
        raise _fail(str(exc), culprit.source, culprit.column) from None


class _ArbiterParser:
    """Recursive descent over the tokens; every error quotes the part and its column."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        self.pos = 0

    def peek(self, ahead: int = 0) -> _Token | None:
        index = self.pos + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def is_(self, values: set[str] | dict[str, BonusKind], ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.text in values

    def fail(self, what: str, token: _Token | None = None) -> TimeControlError:
        token = token or self.peek()
        if token is None:
            return TimeControlError(f"{what} at the end of {self.text!r}", len(self.text) + 1)
        return _fail(what, token.raw, token.column)

    def take(self, what: str) -> _Token:
        token = self.peek()
        if token is None:
            raise self.fail(f"expected {what}")
        self.pos += 1
        return token

    def source_since(self, first: _Token) -> str:
        """The text from ``first`` to the last token read, as written."""
        last = self.tokens[self.pos - 1]
        return self.text[first.column - 1:last.column - 1 + len(last.raw)]

    def skip(self, values: set[str]) -> bool:
        if self.is_(values):
            self.pos += 1
            return True
        return False

    def expect(self, values: set[str], what: str) -> None:
        if not self.skip(values):
            raise self.fail(f"expected {what}")

    def whole(self, what: str) -> int:
        token = self.take(what)
        if token.kind != "num" or not token.raw.isdigit():
            raise self.fail(f"expected {what} as a whole number", token)
        if len(token.raw) > _MAX_DIGITS:
            raise self.fail(f"{what} has more than {_MAX_DIGITS} digits", token)
        return int(token.raw)

    def minutes(self) -> int:
        token = self.take("minutes")
        if token.kind != "num":
            raise self.fail("expected minutes", token)
        whole, sep, rest = token.raw.partition(":")
        if sep and (len(rest) != 2 or int(rest) >= 60):
            raise self.fail("seconds after ':' must be 00 to 59", token)
        seconds = Decimal(whole) * 60 + int(rest or 0) if sep else Decimal(token.raw) * 60
        if seconds != seconds.to_integral_value():
            raise self.fail("minutes must come to whole seconds", token)
        if seconds > MAX_PERIOD_MINUTES * 60:
            raise self.fail(f"more than {MAX_PERIOD_MINUTES} minutes (TRF record 222 counts "
                            "seconds: read it with parse_trf222)", token)
        self.skip(_MINUTE_UNITS)
        return int(seconds)

    def parse(self) -> TimeControl:
        if not self.tokens:
            raise TimeControlError("the time control is empty", 1)
        written: list[_Written] = []
        while (token := self.peek()) is not None:
            if self.skip({",", ";"}):
                continue
            if not self.starts_bonus(token):
                self.skip({"+"})
                written.append(self.period())
                continue
            bonus = self.bonus()
            if not written or written[-1].bonus is not None:
                what = "a second increment or delay for the same period" if written else (
                    "an increment or delay comes before any period")
                raise _fail(what, self.source_since(token), token.column)
            written[-1].bonus = bonus
        if not written:
            raise TimeControlError(f"no period in {self.text!r}", 1)
        return _shared_bonus(written)

    def starts_bonus(self, token: _Token) -> bool:
        if token.text == "+":
            return not (self.is_(_SUDDEN_DEATH, 1)
                        or self.is_({"/"} | _MINUTE_UNITS | _MOVE_UNITS, 2))
        if token.text in _BONUS_BEFORE:
            return True
        return token.kind == "num" and (self.is_(_SECOND_UNITS, 1) or self.is_(_BONUS_AFTER, 1))

    def bonus(self) -> Bonus:
        kind = BonusKind.INCREMENT
        if self.is_(_BONUS_BEFORE):
            kind = _BONUS_BEFORE[self.take("a bonus").text]
            self.skip({"/"})
        else:
            self.skip({"+"})
        seconds = self.whole("seconds")
        self.skip(_SECOND_UNITS)
        if self.is_(_BONUS_AFTER):
            kind = _BONUS_AFTER[self.take("a bonus").text]
        if self.skip({"per"}):
            self.expect(_MOVE_UNITS, "'move' after 'per'")
        if self.skip({"from"}):
            self.expect(_MOVE_UNITS, "'move' after 'from'")
            self.expect({"1", "one"}, "'1' (only 'from move 1' is understood)")
        return Bonus(kind, seconds) if seconds else Bonus()

    def period(self) -> _Written:
        first = self.take("a period")
        moves: int | None = None
        if first.text in _SUDDEN_DEATH:
            self.expect({"/", "in"}, f"'/' after {first.raw!r}")
            seconds = self.minutes()
        elif first.kind != "num":
            raise self.fail("expected a period such as 40/90, G/60 or SD/30", first)
        elif self.is_({"/"} | _MOVE_UNITS):
            self.pos -= 1
            moves = self.whole("moves")
            self.skip(_MOVE_UNITS)
            self.expect({"/", "in"}, "'/' or 'in' after the moves")
            seconds = self.minutes()
        else:
            self.pos -= 1
            seconds = self.minutes()
            if self.skip({"/", "for"}):
                moves = self.whole("moves")
                self.expect(_MOVE_UNITS, "'moves'")
        source = self.source_since(first)
        try:
            return _Written(Period(seconds, moves), source, first.column)
        except ValueError as exc:
            raise _fail(str(exc), source, first.column) from None


def _shared_bonus(written: list[_Written]) -> TimeControl:
    """A bonus written only after the last period applies to every period (from move 1)."""
    lone_last = all(w.bonus is None for w in written[:-1])
    shared = written[-1].bonus if lone_last else None
    for w in written:
        w.period = Period(w.period.seconds, w.period.moves, shared or w.bonus or Bonus())
    return _checked(written)


def parse_time_control(text: str) -> TimeControl:
    """Read ``40/90, SD/30; +30``, ``G/75 d/5``, ``10+2``, ``90 min/40 moves + 30 min, …``."""
    return _ArbiterParser(text).parse()


_TRF_PERIOD = re.compile(r"(?:([0-9]{1,4})/)?([0-9]{1,5})(?:([+dD])([0-9]{1,4}))?")
_TRF_SIDES = re.compile(r"W(.+)-B(.+)", re.IGNORECASE)


def _parse_trf_periods(text: str, column: int) -> TimeControl:
    written: list[_Written] = []
    for part in text.split(":"):
        match = _TRF_PERIOD.fullmatch(part)
        if match is None:
            raise _fail("expected [moves/]seconds[+increment | d delay]", part, column)
        moves, seconds, sign, extra = match.groups()
        kind = BonusKind.INCREMENT if sign == "+" else BonusKind.DELAY
        bonus = Bonus(kind, int(extra)) if sign and int(extra) else Bonus()
        try:
            period = Period(int(seconds), None if moves is None else int(moves), bonus)
        except ValueError as exc:
            raise _fail(str(exc), part, column) from None
        written.append(_Written(period, part, column))
        column += len(part) + 1
    return _checked(written)


def parse_trf222_sides(text: str) -> tuple[TimeControl, TimeControl]:
    """(White's, Black's) control from record 222; ``W300-B240`` gives each side its own."""
    offset = len(text) - len(text.lstrip()) + 1
    stripped = text.strip()
    if not stripped:
        raise TimeControlError("record 222 is empty", 1)
    sides = _TRF_SIDES.fullmatch(stripped)
    if sides is None:
        both = _parse_trf_periods(stripped, offset)
        return both, both
    return (_parse_trf_periods(sides.group(1), offset + sides.start(1)),
            _parse_trf_periods(sides.group(2), offset + sides.start(2)))


def parse_trf222(text: str) -> TimeControl:
    """Record 222 when both sides play the same control."""
    white, black = parse_trf222_sides(text)
    if white != black:
        raise TimeControlError(f"{text!r} gives White and Black different times; "
                               "read it with parse_trf222_sides", 1)
    return white


def trf222_sides(white: TimeControl, black: TimeControl) -> str:
    """Record 222 for a game where the sides start differently (Armageddon: ``W600-B450``)."""
    if white == black:
        return white.trf222()
    return f"W{white.trf222()}-B{black.trf222()}"
