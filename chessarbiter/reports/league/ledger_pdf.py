"""A team's deposit statement (rules 11 and 30-32), one team a page, for its captain.

Every entry with the rule behind it and the balance after it, then what the team owes to
restore its deposit and by when (rule 31), and once its section has played out the refund
statement (rule 32). Amounts are exact cents, spelt as the ledger spells them.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from typing import TYPE_CHECKING

from reportlab.platypus import Flowable, PageBreak, Spacer

from chessarbiter.core.league.ledger import EntryKind, dollars
from chessarbiter.reports.league.text import DAY, NOTE, long_date, para
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.template import Heading, page_layout, render
from chessarbiter.reports.wrapped import Align, wrapped_table

if TYPE_CHECKING:
    from chessarbiter.core.league.season_ledger import TeamLedger

_SIZE = 9.5
_HEADERS = ("Date", "Entry", "Rule", "Note", "Amount", "Balance")
_SHARES = (0.13, 0.12, 0.11, 0.38, 0.13, 0.13)  # of the page width: "director" whole
_ALIGNS: tuple[Align, ...] = ("LEFT", "LEFT", "CENTER", "LEFT", "RIGHT", "RIGHT")
_SIGN = {EntryKind.DEPOSIT: 1, EntryKind.PAYMENT: 1, EntryKind.DEDUCTION: -1,
         EntryKind.REFUND: -1}


def ledger_statements(teams: Sequence[TeamLedger], info: EventInfo, opts: PrintOptions) -> bytes:
    """One statement per team of ``teams``, each starting on a new page."""
    layout = page_layout(opts, natural_landscape=False)
    widths = [share * layout.frame_width for share in _SHARES]
    story: list[Flowable] = []
    for n, team in enumerate(teams):
        if n:
            story.append(PageBreak())
        story += _statement(team, widths)
    if not teams:
        story.append(para("There are no teams yet.", NOTE))
    detail = teams[0].team if len(teams) == 1 else f"{len(teams)} teams"
    return render(story, layout, Heading("Deposit ledger", detail), info, opts)


def _statement(team: TeamLedger, widths: list[float]) -> list[Flowable]:
    amounts = [_SIGN[e.kind] * e.cents for e in team.entries]
    rows = [[e.on.isoformat(), e.kind.value, e.rule or "director", e.note, dollars(amount),
             dollars(running)]
            for e, amount, running in zip(team.entries, amounts, accumulate(amounts),
                                          strict=True)]
    out: list[Flowable] = [para(team.team, DAY)]
    if rows:
        out.append(wrapped_table(_HEADERS, rows, widths, _ALIGNS, _SIZE))
    else:
        out.append(para("No entries: the deposit has not been received (rule 11).", NOTE))
    out += [Spacer(0, 8), para(dollars(team.balance), bold_label="Balance:")]
    refund = team.refund
    if team.owed and refund is None:  # once played out, rule 32's account below says it
        due = f", before {long_date(team.due)}" if team.due else ""
        out.append(para(f"{dollars(team.owed)}{due}, to restore the deposit (rule 31).",
                        bold_label="To pay:"))
    if refund is not None:
        out += [Spacer(0, 8), para("After the final round (rule 32)", DAY)]
        for label, cents in (("Deposits:", refund.deposits), ("Payments:", refund.payments),
                             ("Deductions:", refund.deductions)):
            out.append(para(dollars(cents), bold_label=label))
        if refund.still_owed:
            out.append(para(f"{dollars(refund.still_owed)}: the deductions exceed what the "
                            "team paid in; nothing is refunded.", bold_label="Still owed:"))
        else:
            out.append(para(f"{dollars(refund.refund)} to the team captain by "
                            f"{long_date(refund.refund_by)}.", bold_label="Refund:"))
    return out
