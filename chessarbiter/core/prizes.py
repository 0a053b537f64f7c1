"""The prize ledger: who gets which prize money, after ties, fines and ineligible players.

Every unit of the fund is accounted for: paid to a player, or kept by the organiser (a prize
nobody eligible reached, an ineligible player's share, a fine deducted from a prize).

Readings (see docs/rules.md):
- ``share``: players tied on points pool the prizes of the places they occupy and share them
  equally (no Hort system); each share is rounded down to whole units and the units left over
  go one each to the tied players in standings order (best tie-breaks first).
- ``tiebreak``: places follow the standings' rank after the tie-break chain; a playoff champion
  takes place 1.  Players the whole chain cannot separate share as under ``share``.
- ``pass-down``: ineligible players are left out and the prizes go to the next eligible players;
  ``forfeited``: an ineligible player keeps their place and the organiser keeps their prize.
- A fine is deducted from the player's prize; what the prize cannot cover is reported unpaid.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import asdict, dataclass
from itertools import pairwise
from typing import Any

from chessarbiter.core.money import money
from chessarbiter.core.results import Result
from chessarbiter.core.settings import PRIZE_INELIGIBLE_RULES as INELIGIBLE_RULES
from chessarbiter.core.settings import PRIZE_TIE_RULES as TIE_RULES
from chessarbiter.core.settings import EventSettings
from chessarbiter.core.tournament import Standing, Tournament


@dataclass(frozen=True, slots=True)
class PrizeFund:
    """Prize money by place (``amounts[0]`` is first prize), in whole currency units."""

    amounts: tuple[int, ...] = ()
    tie_rule: str = "share"
    ineligible_rule: str = "pass-down"
    currency: str = ""  # how the ledger's notes write amounts ("" = bare numbers)

    @property
    def total(self) -> int:
        return sum(self.amounts)

    def problems(self) -> list[str]:
        """What is wrong with this fund, one message each."""
        out = [f"prize {place} cannot be negative"
               for place, amount in enumerate(self.amounts, 1) if amount < 0]
        if self.tie_rule not in TIE_RULES:
            out.append(f"tie rule must be one of {', '.join(TIE_RULES)}")
        if self.ineligible_rule not in INELIGIBLE_RULES:
            out.append(f"ineligible rule must be one of {', '.join(INELIGIBLE_RULES)}")
        return out

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["amounts"] = list(self.amounts)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PrizeFund:
        """Read a stored fund, refused with the problems' messages when it is invalid."""
        fund = cls(tuple(data.get("amounts", ())), data.get("tie_rule", "share"),
                   data.get("ineligible_rule", "pass-down"))
        problems = fund.problems()
        if problems:
            raise ValueError("; ".join(problems))
        return fund


@dataclass(frozen=True, slots=True)
class Payout:
    """One player's line of the payout report.

    ``place_label``: the finishing place ("2–3" when shared); ``prize_label``: the prize places
    whose money was pooled for the player ("" for none; it differs from the finishing place
    when prizes passed down).  ``withheld``: the share an ineligible player lost to the
    organiser.  ``net = max(0, gross − fines)``; ``unpaid_fine`` is what the prize could not cover.
    """

    start_no: int
    place_label: str
    prize_label: str
    gross: int
    fines: int
    net: int
    unpaid_fine: int
    withheld: int
    note: str


@dataclass(frozen=True, slots=True)
class PrizeLedger:
    """The payout report, in standings order; fined players outside the standings come last."""

    payouts: tuple[Payout, ...]
    unawarded: int  # prizes of places no (eligible) player reached

    @property
    def paid(self) -> int:
        return sum(p.net for p in self.payouts)

    @property
    def kept_by_organiser(self) -> int:
        return self.unawarded + sum(p.withheld + p.gross - p.net for p in self.payouts)

    @property
    def unpaid_fines(self) -> int:
        return sum(p.unpaid_fine for p in self.payouts)


def payouts(standings: Sequence[Standing], fund: PrizeFund, fines: Mapping[int, int],
            ineligible: Collection[int], champion: int | None = None) -> PrizeLedger:
    """The prize ledger of ``standings`` (rows as :func:`compute_standings` returns them)."""
    problems = fund.problems()
    if problems:
        raise ValueError("; ".join(problems))
    order, points = _order(standings, champion)
    for start_no, amount in fines.items():
        if amount < 0:
            raise ValueError(f"the fines of player {start_no} cannot be negative")
    finishing = _blocks(order, {r.start_no: _place_key(r, fund, champion) for r in standings})
    if fund.ineligible_rule == "forfeited":
        prize_blocks = finishing
    else:
        eligible_only = ([p for p in block if p not in ineligible] for block in finishing)
        prize_blocks = [block for block in eligible_only if block]
    shares, prize_places, unawarded = _allocate(prize_blocks, fund.amounts)
    places = _places(finishing)
    rows = []
    for start_no in order:
        first, last = prize_places.get(start_no, (0, 0))
        prize_label = _label(first, last) if 0 < first <= len(fund.amounts) else ""
        share = shares.get(start_no, 0)
        is_out = start_no in ineligible
        note = [_tie_note(first, last)] if prize_label and last > first else []
        if start_no == champion:
            note.append("playoff champion" + (
                "; tied players share the prize money" if fund.tie_rule == "share" else ""))
        if is_out:
            note.append(_ineligible_note(fund, share, places[start_no], len(fund.amounts)))
        gross, withheld = (0, share) if is_out else (share, 0)
        rows.append(_payout(start_no, _label(*places[start_no]), prize_label, gross,
                            fines.get(start_no, 0), withheld, note, fund.currency))
    rows.extend(_payout(start_no, "", "", 0, amount, 0, ["not in the standings"],
                        fund.currency)
                for start_no, amount in sorted(fines.items())
                if amount and start_no not in points)
    return PrizeLedger(tuple(rows), unawarded)


def event_ledger(tournament: Tournament, settings: EventSettings, standings: Sequence[Standing],
                 fines: Mapping[int, int], champion: int | None = None) -> PrizeLedger:
    """The prize ledger of an event: its settings' fund, ``fines`` (start number → confirmed
    fines) deducted, the players its settings bar passed over (ValueError: an invalid fund)."""
    return payouts(standings, fund_of(settings), fines, ineligible_players(tournament, settings),
                   champion)


def fund_of(settings: EventSettings) -> PrizeFund:
    """The prize fund an event's settings describe."""
    return PrizeFund(settings.prize_amounts, settings.prize_tie_rule,
                     settings.prize_ineligible_rule, settings.currency)


def ineligible_players(tournament: Tournament, settings: EventSettings) -> set[int]:
    """Players barred from prize money: withdrawn, or losing a game by forfeit (both sides of
    a double forfeit), when the event's ``forfeit_or_withdrawal_loses_prize`` is on."""
    if not settings.forfeit_or_withdrawal_loses_prize:
        return set()
    barred = {p.start_no for p in tournament.players if p.withdrawn}
    for game in tournament.finished_games():
        if game.result in (Result.BLACK_WINS_FORFEIT, Result.DOUBLE_FORFEIT):
            barred.add(game.white)
        if game.result in (Result.WHITE_WINS_FORFEIT, Result.DOUBLE_FORFEIT):
            barred.add(game.black)
    return barred


def _order(standings: Sequence[Standing], champion: int | None) -> tuple[list[int],
                                                                             dict[int, float]]:
    """Start numbers best first (the champion first), and each one's points; checks the rows."""
    rows = sorted(standings, key=lambda r: r.rank)
    points = {r.start_no: r.points for r in rows}
    if len(points) != len(rows):
        raise ValueError("a player appears twice in the standings")
    for better, worse in pairwise(rows):
        if worse.points > better.points:
            raise ValueError(f"standings out of order: player {worse.start_no} (rank "
                             f"{worse.rank}) has more points than player {better.start_no}")
    order = [r.start_no for r in rows]
    if champion is not None:
        if champion not in points:
            raise ValueError(f"the champion, player {champion}, is not in the standings")
        if points[champion] != rows[0].points:
            raise ValueError(f"the champion, player {champion}, was not tied for first")
        order.remove(champion)
        order.insert(0, champion)
    return order, points


def _place_key(row: Standing, fund: PrizeFund, champion: int | None) -> float:
    """Players with equal keys share a place: points, or the rank with the champion alone."""
    if fund.tie_rule == "share":
        return row.points
    return 0 if row.start_no == champion else row.rank


def _blocks(order: list[int], key: Mapping[int, float]) -> list[list[int]]:
    """``order`` cut into runs of equal ``key`` (the players sharing a place)."""
    blocks: list[list[int]] = []
    for start_no in order:
        if blocks and key[blocks[-1][0]] == key[start_no]:
            blocks[-1].append(start_no)
        else:
            blocks.append([start_no])
    return blocks


def _places(blocks: list[list[int]]) -> dict[int, tuple[int, int]]:
    """Start number → the first and last place of the block it shares."""
    out: dict[int, tuple[int, int]] = {}
    first = 1
    for block in blocks:
        last = first + len(block) - 1
        out.update(dict.fromkeys(block, (first, last)))
        first = last + 1
    return out


def _allocate(blocks: list[list[int]], amounts: tuple[int, ...]
              ) -> tuple[dict[int, int], dict[int, tuple[int, int]], int]:
    """Each player's share of the pooled prizes of their block, their prize places, and the
    money of places beyond the last player."""
    places = _places(blocks)
    shares: dict[int, int] = {}
    for block in blocks:
        first, last = places[block[0]]
        base, left_over = divmod(sum(amounts[first - 1:last]), len(block))
        shares.update((p, base + 1 if i < left_over else base) for i, p in enumerate(block))
    return shares, places, sum(amounts[len(places):])


def _payout(start_no: int, place: str, prize: str, gross: int, fine: int, withheld: int,
            note: list[str], currency: str) -> Payout:
    net = max(0, gross - fine)
    unpaid = max(0, fine - gross)
    if fine:
        note.append(f"fine {money(fine, currency)} deducted" if not unpaid else
                    f"fine {money(fine, currency)} exceeds the prize: "
                    f"{money(unpaid, currency)} unpaid")
    return Payout(start_no, place, prize, gross, fine, net, unpaid, withheld, "; ".join(note))


def _label(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


def _tie_note(first: int, last: int) -> str:
    return f"prizes {_label(first, last)} shared by {last - first + 1} players"


def _ineligible_note(fund: PrizeFund, share: int, place: tuple[int, int], prizes: int) -> str:
    text = "not eligible for prize money (withdrew or forfeited a game)"
    if fund.ineligible_rule == "forfeited":
        return f"{text}: {money(share, fund.currency)} kept by the organiser" if share else text
    return f"{text}: prize passed down" if place[0] <= prizes else text
