"""Who is in the play-off and in what order: the players tied on points for first place,
ranked by the event's tie-break chain; players the whole chain leaves level are ordered by lot."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from chessarbiter.core.playoffs.actions import PlayoffError
from chessarbiter.core.playoffs.lots import shuffle_groups
from chessarbiter.core.tournament import Standing


def seed_playoff(standings: Sequence[Standing], lot_seed: int | None = None) -> tuple[int, ...]:
    """Start numbers of the players tied for first, best seed first.

    ``lot_seed`` seeds the lot for players sharing a rank; it is required only when some do,
    and the caller records it. One player alone at the top means no play-off.
    """
    if not standings:
        raise PlayoffError("there are no standings to seed a play-off from")
    rows = sorted(standings, key=lambda row: row.rank)
    top = [row for row in rows if row.points == rows[0].points]
    groups = [sorted(row.start_no for row in group)
              for _, group in groupby(top, key=lambda row: row.rank)]
    shared = [group for group in groups if len(group) > 1]
    if not shared:
        return tuple(group[0] for group in groups)
    if lot_seed is None:
        names = "; ".join(" and ".join(map(str, group)) for group in shared)
        raise PlayoffError(f"players {names} are still level after the whole tie-break chain: "
                           "their seeding is drawn by lot, so give a lot seed")
    return tuple(shuffle_groups(groups, lot_seed))
