"""The prizes of each section: the two team prizes (rules 26-27) and the board prizes of
boards 1-4 (rule 28), for the director to hand out and the captains to check.

A team prize that passed a team by is explained (rule 27: it owes the league), and a board
prize names the tie-break that decided it, so a runner-up can see why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from reportlab.platypus import Flowable, KeepTogether, Spacer

from chessarbiter.core.league.league_prizes import (
    CUMULATIVE,
    HEAD_TO_HEAD,
    MODIFIED_MEDIAN,
    OPP_CUMULATIVE,
    SOLKOFF,
    BoardContender,
    TeamPrize,
)
from chessarbiter.core.league.league_standings import SectionStandings
from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.teams import Team
from chessarbiter.reports.formatting import number_text
from chessarbiter.reports.league.text import DAY, NOTE, para
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.template import Heading, page_layout, render
from chessarbiter.reports.wrapped import Align, wrapped_table

if TYPE_CHECKING:
    from chessarbiter.core.league.season_standings import SectionPrizes

_SIZE = 9.5
_ORDINALS = ("First", "Second", "Third", "Fourth", "Fifth")
_TIEBREAKS = ((HEAD_TO_HEAD, "head-to-head games"), (MODIFIED_MEDIAN, "Modified Median"),
              (SOLKOFF, "Solkoff"), (CUMULATIVE, "Cumulative"),
              (OPP_CUMULATIVE, "Opponents' Cumulative"))
# Header, share of the page width, alignment: long names wrap within their column.
_Columns = tuple[tuple[str, float, Align], ...]
_TEAM_COLUMNS: _Columns = (("Prize", 0.1, "CENTER"), ("Team", 0.45, "LEFT"),
                           ("Place", 0.08, "CENTER"), ("Note", 0.37, "LEFT"))
_BOARD_COLUMNS: _Columns = (("Board", 0.08, "CENTER"), ("Winner and team", 0.47, "LEFT"),
                            ("Score", 0.09, "CENTER"), ("Games", 0.09, "CENTER"),
                            ("Decided by", 0.27, "LEFT"))


def prizes_sheet(prizes: Sequence[SectionPrizes], standings: Mapping[str, SectionStandings],
                 teams: Sequence[Team], rules: MatchRules, info: EventInfo,
                 opts: PrintOptions) -> bytes:
    """``teams`` name the players (board prizes are kept by US Chess ID)."""
    layout = page_layout(opts, natural_landscape=False)
    story: list[Flowable] = []
    for section in prizes:
        table = standings[section.section]
        in_section = [t for t in teams if any(r.team == t.name for r in table.rows)]
        block: list[Flowable] = [para(f"Section {section.section}", DAY),
                                 para("Team prizes (rules 26-27)", NOTE)]
        block.append(_table(_TEAM_COLUMNS, _team_rows(section.teams, rules),
                            layout.frame_width))
        block += [para(n, NOTE) for n in _passed_over(section.teams, table)]
        block += [Spacer(0, 8), para("Board prizes (rule 28)", NOTE),
                  _table(_BOARD_COLUMNS, _board_rows(section, in_section), layout.frame_width)]
        story.append(KeepTogether(block))
    if not prizes:
        story.append(para("There are no sections yet.", NOTE))
    return render(story, layout, Heading("Prizes", "rules 26-28"), info, opts)


def _table(columns: _Columns, rows: Sequence[Sequence[str]],
           width: float) -> Flowable:
    return wrapped_table([c[0] for c in columns], rows, [c[1] * width for c in columns],
                         [c[2] for c in columns], _SIZE)


def _team_rows(awarded: Sequence[TeamPrize], rules: MatchRules) -> list[list[str]]:
    rows = []
    for prize in awarded:
        note = ""
        if len(prize.teams) > 1:
            note = "coin toss to come (25.k)"
        elif len(prize.co_winners) > 1:
            others = [t for t in prize.co_winners if t not in prize.teams]
            note = f"co-winner of place {prize.place} with {', '.join(others)}"
        rows.append([_ordinal(prize.prize), " / ".join(prize.teams), str(prize.place), note])
    rows += [[_ordinal(n), "forfeited: no eligible team left (rule 27)", "", ""]
             for n in range(len(awarded) + 1, rules.team_prizes + 1)]
    return rows


def _ordinal(n: int) -> str:
    return _ORDINALS[n - 1] if n <= len(_ORDINALS) else str(n)


def _passed_over(awarded: Sequence[TeamPrize], standings: SectionStandings) -> list[str]:
    """Teams ranked above a prize winner that got none: rule 27 passed the prize down."""
    winners = {t for p in awarded for t in p.teams}
    last = max((r.rank for r in standings.rows if r.team in winners), default=0)
    return [f"{r.team} (rank {r.rank}) owes the league: its prize passed down (rule 27)."
            for r in standings.rows if r.rank < last and r.team not in winners]


def _board_rows(section: SectionPrizes, teams: Sequence[Team]) -> list[list[str]]:
    rows = []
    for board, contenders in section.contenders.items():
        winners = [c for c in contenders if c.rank == 1]
        if not winners:
            rows.append([str(board), "nobody played this board", "", "", ""])
            continue
        runner_up = next((c for c in contenders if c.rank > 1), None)
        for n, winner in enumerate(winners):
            rows.append([str(board) if n == 0 else "",
                         f"{_name(winner.player, teams)}\n{_team(winner.player, teams)}",
                         number_text(winner.score),
                         str(winner.games), _decided(winners, runner_up) if n == 0 else ""])
    return rows


def _name(uscf_id: str, teams: Sequence[Team]) -> str:
    entry = next((e for t in teams if (e := t.entry(uscf_id)) is not None), None)
    return entry.member.name if entry is not None else uscf_id


def _team(uscf_id: str, teams: Sequence[Team]) -> str:
    return " / ".join(t.name for t in teams if t.entry(uscf_id) is not None)


def _decided(winners: Sequence[BoardContender], runner_up: BoardContender | None) -> str:
    """The criterion that put the winner ahead of the next player, with both values."""
    if len(winners) > 1:
        return "tied after every tie-break: shared"
    if runner_up is None:
        return "only player"
    win = winners[0]
    if win.score != runner_up.score:
        return "score"
    for code, name in _TIEBREAKS:
        mine, theirs = win.tiebreaks.get(code), runner_up.tiebreaks.get(code)
        if mine is not None and theirs is not None and mine != theirs:
            return f"{name} ({number_text(mine)} v {number_text(theirs)})"
    return "tie-break"
