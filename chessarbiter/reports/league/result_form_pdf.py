"""The captains' match result forms of a round (rule 20: "submitted … on the form provided").

One form per match: each board's two players with the colour rule 15's pairing gives them
(the team named first has White on the odd boards), US Chess ID and league rating when the
lineup is in, else room to write them; a box per board for each team's game points; the
totals of rule 24; both captains' signatures; a box for the director's notes. What is
already stored (players, results, totals) is printed, so a form reprinted later is the
match's record. Two forms share a page when both fit with a notes box worth writing in.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from reportlab.lib.colors import Color
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Spacer, Table

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.league.match_scoring import (
    BoardGame,
    board_points,
    first_has_white,
    score_match,
)
from chessarbiter.core.league.teams import Team
from chessarbiter.reports.fonts import BOLD, REGULAR, fit_text, text_width
from chessarbiter.reports.formatting import MINUS, number_text
from chessarbiter.reports.league.text import long_date
from chessarbiter.reports.legend import legend
from chessarbiter.reports.options import EventInfo, PrintOptions
from chessarbiter.reports.tables import base_style, padding
from chessarbiter.reports.template import Heading, page_layout, render
from chessarbiter.reports.wrapped import paragraph, text_style

if TYPE_CHECKING:
    from chessarbiter.core.league.season_record import SeasonRecord, StoredMatch

_SIZES = (10, 9.5, 9, 8.5, 8)  # the players' and teams' names: the largest that fits
_BOARD_ROW = 17.0  # room to write a name by hand
_ROW = 16.0
_GAP = 14.0  # between the two forms of a page
_MIN_NOTES = 44.0  # a notes box lower than this is not worth two forms a page
_LABEL = Color(0.4, 0.4, 0.4)
_FIXED = (("Board", 38.0), ("Team", 36.0), ("Colour", 46.0), ("", 0.0), ("US Chess ID", 74.0),
          ("Rating", 50.0), ("Game points", 74.0))
_TOTALS = (("", 0.0), ("Game points", 74.0), ("Match points", 80.0),
           ("Captain's signature", 150.0))


def matches_of(record: SeasonRecord, rnd: int | None = None, on: date | None = None
               ) -> tuple[StoredMatch, ...]:
    """Every section's matches of round ``rnd`` and/or on date ``on``, in section order."""
    return tuple(m for s in record.sections for m in s.matches
                 if (rnd is None or m.round == rnd) and (on is None or m.on == on))


def result_forms(matches: Sequence[StoredMatch], teams: Sequence[Team], rules: MatchRules,
                 info: EventInfo, opts: PrintOptions) -> bytes:
    """A form for each of ``matches``; ``teams`` give the names and ratings of lineups."""
    key = legend([("A", "team named first"), ("B", "its opponent"), ("", _scoring(rules)),
                  ("+ / " + MINUS, "game won / lost by forfeit")])
    layout = page_layout(opts, natural_landscape=False, key=key)
    width = layout.frame_width
    rosters = {t.name: t for t in teams}
    forms = [_Form(m, rosters, rules, width) for m in matches]
    half = (layout.frame_height - _GAP) / 2 - 1  # a hair under: reportlab rounds
    two_a_page = all(half - f.height() >= _MIN_NOTES for f in forms)
    story: list[Flowable] = []
    for n, form in enumerate(forms):
        if two_a_page:
            story.append(KeepTogether(form.flowables(half - form.height())))
            story.append(Spacer(0, _GAP) if n % 2 == 0 else PageBreak())
        else:
            story += [*form.flowables(min(layout.frame_height - form.height(), 260.0)),
                      PageBreak()]
    if not forms:
        story.append(paragraph("No matches are scheduled for this round.", text_style(10)))
    return render(story, layout, Heading("Match result forms", _detail(matches)), info, opts)


def _scoring(rules: MatchRules) -> str:
    return (f"game points: win {number_text(rules.game_win)}, draw "
            f"{number_text(rules.game_draw)}, forfeit win {number_text(rules.forfeit_win)} "
            f"(rule 24.a); match points: {number_text(rules.match_win)} for "
            f"{_at(rules.match_win_at, rules, 'more than')}, {number_text(rules.match_draw)} "
            f"for {_at(rules.match_draw_at, rules, '')} (24.b)")


def _at(threshold: float | None, rules: MatchRules, beyond_half: str) -> str:
    """A match threshold as the form states it: a number of game points or more, or (no
    number set) more than / exactly half of what the boards can score."""
    if threshold is not None:
        return f"{number_text(threshold)} or more"
    return f"{beyond_half} {number_text(rules.most_game_points / 2)}".strip()


def _detail(matches: Sequence[StoredMatch]) -> str:
    rounds = sorted({m.round for m in matches})
    days = sorted({m.on for m in matches})
    parts = [("Round " if len(rounds) == 1 else "Rounds ") + ", ".join(map(str, rounds))]
    parts += [f"{d.day} {d:%B %Y}" for d in days]
    return "  ·  ".join(parts) if matches else ""


def _fitting_size(texts: Sequence[str], width: float) -> float:
    return next((s for s in _SIZES
                 if all(text_width(t, REGULAR, s) + 2 * padding(s) <= width for t in texts)),
                _SIZES[-1])


class _Form:
    """One match's form, laid out for ``width``; its height leaves room for the notes box."""

    def __init__(self, match: StoredMatch, rosters: dict[str, Team], rules: MatchRules,
                 width: float) -> None:
        self.match, self.rosters, self.rules, self.width = match, rosters, rules, width
        self.record = match.record(rules)
        self.title = paragraph(f"Section {match.section}  ·  Round {match.round}  ·  "
                               f"{long_date(match.on)}\nA  {match.first}   v   B  {match.second}",
                               text_style(11, bold=True))
        self.title_height: float = self.title.wrap(width, 100)[1] + 4
        self.boards = self._boards()
        self.totals = self._totals()

    def height(self) -> float:
        """Everything but the notes box."""
        boards: float = self.boards.wrap(self.width, 1000)[1]
        totals: float = self.totals.wrap(self.width, 1000)[1]
        return self.title_height + boards + totals + 12

    def flowables(self, notes_height: float) -> list[Flowable]:
        label = ("Director's notes (claims, absences, equipment, extra games). Captains hand "
                 "this form to the Chief TD after the round (rule 20).")
        box = Table([[paragraph(label, text_style(8))]], colWidths=[self.width],
                    rowHeights=[notes_height],
                    style=[("BOX", (0, 0), (-1, -1), 0.6, _LABEL),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("TEXTCOLOR", (0, 0), (-1, -1), _LABEL)])
        return [self.title, Spacer(0, 4), self.boards, Spacer(0, 6), self.totals,
                Spacer(0, 6), box]

    def _player(self, team: str, uscf_id: str | None) -> tuple[str, str, str]:
        """Name, US Chess ID and league rating of a seated player; blanks to fill in."""
        roster = self.rosters.get(team)
        entry = roster.entry(uscf_id) if roster is not None and uscf_id else None
        if entry is None:
            seated = self.record is not None and uscf_id is None
            return ("nobody: the board is forfeited" if seated else "", uscf_id or "", "")
        value = entry.rating.value
        return (entry.member.name, uscf_id or "", "unrated" if value is None else str(value))

    def _seats(self) -> list[tuple[str | None, str | None]]:
        """Who sits on each board for each team: as seated once both lineups are in, as
        designated while only one is, nobody (blank lines) before."""
        if self.record is not None:
            return [(g.first, g.second) for g in self.record.boards]
        sides = [self.match.lineups.get(t) for t in (self.match.first, self.match.second)]
        return [tuple(side.players[b] if side is not None and b < len(side.players) else None
                      for side in sides)  # type: ignore[misc]
                for b in range(self.rules.boards)]

    def _points(self, game: BoardGame | None, first: bool) -> str:
        if game is None or game.scored is None:
            return ""
        if not game.scored.played:
            return "+" if board_points(game, first, self.rules) else MINUS
        return number_text(board_points(game, first, self.rules))

    def _boards(self) -> Table:
        match, rules = self.match, self.rules
        fixed = sum(w for _, w in _FIXED)
        names: list[str] = []
        rows: list[list[str]] = [[h for h, _ in _FIXED]]
        rows[0][3] = "Player"
        for board, seats in enumerate(self._seats(), start=1):
            game = self.record.boards[board - 1] if self.record is not None else None
            for first, team, uscf_id in ((True, match.first, seats[0]),
                                         (False, match.second, seats[1])):
                name, ident, rating = self._player(team, uscf_id)
                names.append(name)
                white = first == first_has_white(board)
                rows.append([str(board) if first else "", "A" if first else "B",
                             "White" if white else "Black", name, ident, rating,
                             self._points(game, first)])
        name_width = self.width - fixed
        size = _fitting_size(names, name_width)
        for row in rows[1:]:
            row[3] = fit_text(row[3], REGULAR, size, name_width - 2 * padding(size))
        widths = [w or name_width for _, w in _FIXED]
        style = [*base_style(_SIZES[0]), ("ALIGN", (3, 1), (3, -1), "LEFT"),
                 ("FONT", (3, 1), (3, -1), REGULAR, size),
                 ("ROWBACKGROUNDS", (0, 1), (-1, -1), [Color(1, 1, 1)]),
                 ("FONT", (0, 1), (0, -1), BOLD, 12)]
        for board in range(rules.boards):
            top = 1 + 2 * board
            style += [("SPAN", (0, top), (0, top + 1)),
                      ("LINEABOVE", (0, top), (-1, top), 1.2, _LABEL)]
        return Table(rows, colWidths=widths, rowHeights=[_ROW] + [_BOARD_ROW] * (len(rows) - 1),
                     style=style)

    def _totals(self) -> Table:
        match = self.match
        score = score_match(self.record, self.rules) if self.record is not None else None
        done = score is not None and score.complete

        def cells(first: bool) -> list[str]:
            if not done or score is None:
                return ["", ""]
            gp = score.first_game_points if first else score.second_game_points
            mp = score.first_match_points if first else score.second_match_points
            return [number_text(gp), number_text(mp)]

        name_width = self.width - sum(w for _, w in _TOTALS) - _FIXED[1][1]
        size = _fitting_size([match.first, match.second], name_width)
        teams = [fit_text(t, REGULAR, size, name_width - 2 * padding(size))
                 for t in (match.first, match.second)]
        rows = [["", "", *(h for h, _ in _TOTALS[1:])],
                ["A", teams[0], *cells(True), ""], ["B", teams[1], *cells(False), ""]]
        widths = [_FIXED[1][1], name_width, *(w for _, w in _TOTALS[1:])]
        style = [*base_style(_SIZES[0]), ("ALIGN", (1, 1), (1, -1), "LEFT"),
                 ("FONT", (1, 1), (1, -1), REGULAR, size),
                 ("ROWBACKGROUNDS", (0, 1), (-1, -1), [Color(1, 1, 1)]),
                 ("FONT", (0, 1), (0, -1), BOLD, _SIZES[0])]
        return Table(rows, colWidths=widths, rowHeights=[_ROW, 20.0, 20.0], style=style)

