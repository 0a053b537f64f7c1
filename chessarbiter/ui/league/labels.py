"""How the league window words ratings, roles, dates, rule-13 verdicts, tie-breaks, ledger
entries and claim rulings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from chessarbiter.core.league.claims import Branch, Remedy, Ruling
from chessarbiter.core.league.league_prizes import (
    CUMULATIVE,
    HEAD_TO_HEAD,
    MODIFIED_MEDIAN,
    OPP_CUMULATIVE,
    SOLKOFF,
)
from chessarbiter.core.league.league_standings import (
    COIN_TOSS,
    CUMULATIVE_GP,
    CUMULATIVE_MP,
    H2H_GP,
    H2H_MP,
    PLAYOFF,
    SB_GP,
    SB_MP,
    SOLKOFF_GP,
    SOLKOFF_MP,
)
from chessarbiter.core.league.ledger import EntryKind
from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.roster_rules import Decision, Verdict
from chessarbiter.core.league.teams import Role, Team
from chessarbiter.core.text import counted, listed

if TYPE_CHECKING:
    from chessarbiter.core.league.stored import ManualKind

translate = QCoreApplication.translate  # a name lupdate recognises
REGISTRATION_FIELDS = ("roster_received", "fee_received", "deposit_received")


def day_text(day: date | None) -> str:
    return day.isoformat() if day else ""


def team_rating_text(rating: float | None) -> str:
    """Rule 5 averages ratings: one decimal shows what decided a section cut."""
    return translate("league", "unrated") if rating is None else f"{rating:.1f}"


def rating_source_text(rating: FrozenRating) -> str:
    if rating.source is RatingSource.SUPPLEMENT and rating.month is not None:
        return translate("league", "supplement {0:%b %Y}").format(rating.month)
    if rating.source is RatingSource.ASSIGNED:
        return translate("league", "assigned (rule 4)")
    return translate("league", "entered on the roster")


def role_text(role: Role) -> str:
    return {Role.CAPTAIN: translate("league", "Captain"),
            Role.ALTERNATE: translate("league", "Alternate captain"),
            Role.PLAYER: ""}[role]


def names_of(team: Team, ids: Iterable[str]) -> str:
    """Members' names (their ID when not on the roster)."""
    return ", ".join(e.member.name if (e := team.entry(i)) else i for i in ids if i)


def verdict_text(verdict: Verdict) -> str:
    return {Verdict.ALLOWED: translate("league", "allowed"),
            Verdict.APPROVAL: translate("league", "needs the Match Director's approval"),
            Verdict.REFUSED: translate("league", "refused")}[verdict]


def decisions_text(decisions: Sequence[Decision]) -> str:
    return "; ".join(f"{d.rule}: {verdict_text(d.verdict)}" for d in decisions)


def minutes_text(seconds: int) -> str:
    """Clock time as the arbiter reads it: ``40:30``."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def manual_kind_text(kind: ManualKind) -> str:
    """By value: the services (and their storage libraries) load only when a season opens."""
    return {"deposit": translate("league", "Deposit received"),
            "payment": translate("league", "Payment received (rule 31)"),
            "deduction": translate("league", "Deduction"),
            "refund": translate("league", "Refund paid (rule 32)"),
            "damages": translate("league", "Damages: actual cost (rule 30.e)"),
            "withdrawal": translate("league", "Withdrawal (rule 30.f)")}[kind.value]


def entry_kind_text(kind: EntryKind) -> str:
    return {EntryKind.DEPOSIT: translate("league", "deposit"),
            EntryKind.PAYMENT: translate("league", "payment"),
            EntryKind.DEDUCTION: translate("league", "deduction"),
            EntryKind.REFUND: translate("league", "refund")}[kind]


def standings_column(code: str) -> tuple[str, str]:
    """A team tie-break's column title and its explanation (tooltip)."""
    names = {
        PLAYOFF: (translate("league", "Playoff"),
                  translate("league", "25.a: score in the playoff the Match Director held")),
        H2H_MP: (translate("league", "H2H MP"),
                 translate("league", "25.c: match points in the matches among the tied teams")),
        H2H_GP: (translate("league", "H2H GP"),
                 translate("league", "25.d: game points in the matches among the tied teams")),
        CUMULATIVE_MP: (translate("league", "Cum. MP"),
                        translate("league", "25.e: cumulative match points")),
        SOLKOFF_MP: (translate("league", "Solkoff MP"),
                     translate("league", "25.f: the opponents' final match points")),
        SB_MP: (translate("league", "SB MP"),
                translate("league", "25.g: Sonneborn-Berger on match points")),
        CUMULATIVE_GP: (translate("league", "Cum. GP"),
                        translate("league", "25.h: cumulative game points")),
        SOLKOFF_GP: (translate("league", "Solkoff GP"),
                     translate("league", "25.i: the opponents' final game points")),
        SB_GP: (translate("league", "SB GP"),
                translate("league", "25.j: Sonneborn-Berger on game points")),
        COIN_TOSS: (translate("league", "Toss"),
                    translate("league", "25.k: place in a recorded coin toss")),
        "fide_team_sb": (translate("league", "FIDE SB"), translate(
            "league", "FIDE team Sonneborn-Berger: opponent's game points × own game points "
            "against them (C.07 13.2.4)")),
        "sb_real_points": (translate("league", "SB real"), translate(
            "league", "Sonneborn-Berger with real points: opponent's game points × the match "
            "result (C.07 13.2.3)")),
    }
    return names.get(code, (code, code))


def board_tiebreak_text(code: str) -> str:
    """Rule 28's tie-breaks: head-to-head, then the US Chess ones (34E)."""
    return {HEAD_TO_HEAD: translate("league", "Head-to-head games"),
            MODIFIED_MEDIAN: translate("league", "Modified Median"),
            SOLKOFF: translate("league", "Solkoff"),
            CUMULATIVE: translate("league", "Cumulative"),
            OPP_CUMULATIVE: translate("league", "Opponents' Cumulative")}.get(code, code)


def ruling_text(ruling: Ruling) -> str:
    """The TD's ruling on a board-order claim, in words."""
    boards = listed(ruling.boards, translate("league", "and"))
    if ruling.remedy is Remedy.RESTART:
        one = translate("league", "rule {1}: the game on board {2} is void and restarts")
        many = translate("league", "rule {1}: the games on boards {2} are void and restart")
    elif ruling.branch is Branch.FORFEITS:
        one = translate("league", "rule {1}: {3} loses board {2} by forfeit for the league; "
                                  "the game is played out and rated")
        many = translate("league", "rule {1}: {3} loses boards {2} by forfeit for the league; "
                                   "the games are played out and rated")
    else:
        one = translate("league", "rule {1}: {3} loses board {2} by forfeit for the league")
        many = translate("league", "rule {1}: {3} loses boards {2} by forfeit for the league")
    text = counted(len(ruling.boards), one, many, ruling.branch.value, boards,
                   ruling.claim.team)
    penalties = ", ".join(f"{p} −{minutes_text(s)}" for p, s in (ruling.penalties or {}).items())
    if penalties:
        text += translate("league", "; time penalty: {0}").format(penalties)
    return text
