"""What an action changed, so each view of a document redraws only for what it shows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Changes:
    """What an action changed, by topic ("results", "players", "settings"…), in the spirit
    of Anki's operation changes; ``everything`` after a full read (another computer's
    change, a conflict, an action that does not say)."""

    topics: frozenset[str] = frozenset()
    everything: bool = False

    @classmethod
    def of(cls, *topics: str) -> Changes:
        return cls(frozenset(topics))

    def touch(self, topics: frozenset[str] | None) -> bool:
        """Whether a view showing ``topics`` (None: all of them) must redraw."""
        return self.everything or topics is None or bool(self.topics & topics)


EVERYTHING = Changes(everything=True)
