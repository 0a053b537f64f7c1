"""What every settings class shares: stored as plain JSON values, read back by the field's
type (tuples and dates), and never constructed or changed into an invalid state."""

from __future__ import annotations

from dataclasses import asdict, fields, replace
from datetime import date
from typing import Any, Self, get_args, get_origin, get_type_hints


class SettingsRecord:
    """Mixin for frozen settings dataclasses that define :meth:`problems`."""

    __slots__ = ()

    def problems(self) -> list[str]:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able values for the event file (tuples as lists, dates as ISO text)."""
        return {k: _plain(v) for k, v in asdict(self).items()}  # type: ignore[call-overload]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Read stored settings; unknown keys (from a newer version) are ignored."""
        hints = _field_types(cls)
        values = {k: _typed(v, hints[k]) for k, v in data.items() if k in hints}
        return cls(**values)._checked()

    def with_changes(self, **changes: Any) -> Self:
        """A copy with ``changes`` applied, refused with a message when a value is invalid."""
        return replace(self, **changes)._checked()  # type: ignore[type-var]

    def _checked(self) -> Self:
        problems = self.problems()
        if problems:
            raise ValueError("; ".join(problems))
        return self


_FIELD_TYPES: dict[type, dict[str, Any]] = {}


def _field_types(cls: type) -> dict[str, Any]:
    """Field name → its type, resolved from the annotation's text once per class (evaluating
    the annotations is most of a read's cost)."""
    types = _FIELD_TYPES.get(cls)
    if types is None:
        hints = get_type_hints(cls)
        types = _FIELD_TYPES[cls] = {f.name: hints[f.name]
                                     for f in fields(cls)}
    return types


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, date):
        return value.isoformat()
    return value


def _typed(value: Any, hint: Any) -> Any:
    if hint is date and isinstance(value, str):
        return date.fromisoformat(value)
    if get_origin(hint) is tuple and isinstance(value, list | tuple):
        item = get_args(hint)[0]
        return tuple(_typed(v, item) for v in value)
    return value
