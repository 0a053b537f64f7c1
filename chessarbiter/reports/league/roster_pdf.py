"""A team's roster sheet: who is on the team, with their frozen league ratings (rule 4).

The public copy (for the other captains and the wall) carries no contact details; the
director's copy adds every phone number, e-mail and address the roster form holds (rule 12).
"""

from __future__ import annotations

from reportlab.platypus import Flowable, Spacer

from chessarbiter.core.league.ratings import FrozenRating, RatingSource
from chessarbiter.core.league.settings import LeagueSettings
from chessarbiter.core.league.team_rating import team_rating
from chessarbiter.core.league.teams import Member, Role, Team
from chessarbiter.reports.columns import Column
from chessarbiter.reports.league.text import NOTE, para
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import list_table
from chessarbiter.reports.template import Heading, page_layout, render

_SIZES = (11, 10, 9, 8, 7)
_ROLES = {Role.CAPTAIN: "Captain", Role.ALTERNATE: "Alternate captain", Role.PLAYER: ""}


def roster_sheet(team: Team, settings: LeagueSettings, info: EventInfo, opts: PrintOptions,
                 director_copy: bool) -> bytes:
    """The roster of ``team`` in roster order; contact details only when ``director_copy``."""
    layout = page_layout(opts, natural_landscape=director_copy)
    rating = team_rating(team, settings)
    captain = team.entry(team.captain)
    alternates = [e.member.name for i in team.alternates if (e := team.entry(i))]
    story: list[Flowable] = [
        para(f"{rating:.1f}" if rating is not None else "unrated",
             bold_label=f"Team rating (average of the top {settings.team_rating_top}, rule 5):"),
        para(captain.member.name if captain else "none named", bold_label="Captain:"),
    ]
    if alternates:
        story.append(para(", ".join(alternates), bold_label="Alternate captains:"))
    if director_copy:
        reg = team.registration
        story.append(para("  ·  ".join(
            f"{what} {day.isoformat() if day else 'not received'}"
            for what, day in (("roster", reg.roster_received), ("fee", reg.fee_received),
                              ("deposit", reg.deposit_received))),
            bold_label="Registration (rule 11):"))
    story.append(Spacer(0, 8))
    columns = [Column("No."), Column("Name", align="LEFT", stretch=True), Column("US Chess ID"),
               Column("Rating"), Column("Rating from"), Column("Member until"), Column("Role"),
               Column("Added")]
    rows = [[str(n), e.member.name, e.uscf_id, _rating(e.rating), _source(e.rating),
             e.member.expiry.isoformat() if e.member.expiry else "", _ROLES[team.role(e.uscf_id)],
             e.added_on.isoformat()] for n, e in enumerate(team.roster, start=1)]
    story.append(list_table(columns, rows, layout.frame_width, _SIZES))
    if director_copy:
        story += [Spacer(0, 12), para("Contact details — for the director only", NOTE),
                  Spacer(0, 4), _contacts(team, layout.frame_width)]
    else:
        story += [Spacer(0, 6), para("Contact details are on the director's copy only.", NOTE)]
    title = "Roster — director's copy" if director_copy else "Roster"
    return render(story, layout, Heading(title, team.name), info, opts)


def _contacts(team: Team, width: float) -> Flowable:
    columns = [Column("Name", align="LEFT"), Column("Phones", align="LEFT"),
               Column("E-mail", align="LEFT"), Column("Address", align="LEFT", stretch=True)]
    rows = [[e.member.name, _phones(e.member), e.member.email, e.member.address]
            for e in team.roster]
    return list_table(columns, rows, width, _SIZES)


def _phones(member: Member) -> str:
    return "  ".join(f"{kind} {number}" for kind, number in (
        ("cell", member.cell_phone), ("home", member.home_phone), ("work", member.work_phone))
        if number)


def _rating(rating: FrozenRating) -> str:
    return "unrated" if rating.value is None else str(rating.value)


def _source(rating: FrozenRating) -> str:
    if rating.source is RatingSource.SUPPLEMENT and rating.month is not None:
        return f"{rating.month:%b %Y} list"
    return "assigned" if rating.source is RatingSource.ASSIGNED else "on the roster form"
