"""Whether a team is entered (rule 11): complete roster, entry fee and deposit, on time.

Rule 11 enters a team only when all three have arrived; each is dated so a late one is
visible to the director, who decides whether to accept it.
"""

from __future__ import annotations

from datetime import date

from chessarbiter.core.league.roster_form import FormRow, form_problems
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.teams import Team


def registration_problems(team: Team, settings: LeagueSettings) -> list[str]:
    """What keeps ``team`` from being entered, one message each (empty: the team is entered)."""
    rows = [FormRow(e.member, team.role(e.uscf_id)) for e in team.roster]
    out = [
        f"rule {p.rule}: "
        + (f"{rows[p.row].member.name or 'player ' + str(p.row + 1)}: " if p.row is not None
           else "")
        + p.message
        for p in form_problems(rows, settings)
    ]
    reg = team.registration
    fee = f"the ${settings.entry_fee} entry fee" if settings.entry_fee else "the entry fee"
    for what, received in (
        ("the roster", reg.roster_received),
        (fee, reg.fee_received),
        (f"the ${settings.deposit} deposit", reg.deposit_received),
    ):
        out += _received_in_time(what, received, settings.registration_deadline)
    return out


def _received_in_time(what: str, received: date | None, deadline: date) -> list[str]:
    if received is None:
        return [f"rule 11: {what} has not been received"]
    if received > deadline:
        return [f"rule 11: {what} arrived {received.isoformat()}, after the registration "
                f"deadline {deadline.isoformat()}"]
    return []
