"""Every number of match night (rules 14–35 of the Columbus 2011-12 rule book) as a setting.

Season-level numbers (dates, roster limits, the time control, the 15-minute start delay) live
in :class:`~chessarbiter.core.league.settings.LeagueSettings`; these are the ones that score
a match, rule on a claim, award prizes and keep the deposit ledger. The event file stores
them, so a later edit of the preset never changes a season already running.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import time

from chessarbiter.core.settings_record import SettingsRecord

_TUPLE_FIELDS = ("forfeit_fines",)
_POSITIVE = ("boards", "equipment_per_team", "team_prizes", "prize_boards")
_NOT_NEGATIVE = (
    "switch_window", "max_claim_penalty_minutes", "bye_game_points", "bye_match_points",
    "forfeit_fine_after", "no_notice_fine", "notice_hours", "membership_fine",
    "damages_surcharge_percent", "withdrawal_fine", "deposit", "food_minimum", "refund_days",
)


@dataclass(frozen=True, slots=True)
class MatchRules(SettingsRecord):
    """Match-night rules; money in whole dollars, times in minutes."""

    boards: int = 4  # rule 15: 4-board teams
    switch_window: int = 75  # rule 15: members within 75 points may switch boards
    claim_elapsed_share: float = 0.5  # rule 16: "more than half the applicable time control"
    max_claim_penalty_minutes: int = 15  # rule 16.b
    claim_penalty_share_of_remaining: float = 0.5  # rule 16.b: "not more than half"
    equipment_per_team: int = 2  # rule 19: two boards, two sets, two delay clocks
    game_win: float = 1.0  # rule 24.a
    game_draw: float = 0.5  # rule 24.a
    forfeit_win: float = 1.0  # rule 24.a: "one game point for a forfeit by the opponent"
    match_win_at: float = 2.5  # rule 24.b: 2½ or more game points
    match_draw_at: float = 2.0  # rule 24.b: two game points
    match_win: float = 1.0  # rule 24.b
    match_draw: float = 0.5  # rule 24.b
    bye_match_points: float = 1.0  # rule 24.c
    bye_game_points: float = 4.0  # rule 24.c
    team_prizes: int = 2  # rule 26: the top two teams of each section
    prize_boards: int = 4  # rule 28: boards 1-4
    board_prize_all_games: bool = True  # rule 28: score every league game, not one board's
    forfeit_fines: tuple[int, ...] = (0, 0, 5, 5, 7, 7)  # rule 30.a: the nth forfeit's fine
    forfeit_fine_after: int = 10  # rule 30.a: "each additional game forfeit"
    no_notice_fine: int = 25  # rule 30.b
    notice_hours: int = 24  # rule 30.b
    round_start: str = "13:00"  # assumed (the rule book names no hour): 30.b counts back from it
    membership_fine: int = 15  # rule 30.c: per member per date
    damages_surcharge_percent: int = 10  # rule 30.e
    withdrawal_fine: int = 50  # rule 30.f
    deposit: int = 50  # rules 11 and 31: the balance a team restores after a shortfall
    food_minimum: int = 50  # food policy: Donatos' minimum purchase per date
    refund_days: int = 14  # rule 32: "within two weeks of the final round"
    appeal_overrule_share: float = 0.75  # rule 35.d: 3/4 of the entire committee overrules

    def forfeit_fine(self, nth: int) -> int:
        """Rule 30.a: the fine in dollars for a team's ``nth`` game forfeit of the season."""
        if nth < 1:
            raise ValueError("forfeits are counted from 1")
        return self.forfeit_fines[nth - 1] if nth <= len(self.forfeit_fines) \
            else self.forfeit_fine_after

    def problems(self) -> list[str]:
        """What is wrong with these rules, one message each."""
        out = [f"{n.replace('_', ' ')} must be 1 or more" for n in _POSITIVE
               if getattr(self, n) < 1]
        out += [f"{n.replace('_', ' ')} cannot be negative" for n in _NOT_NEGATIVE
                if getattr(self, n) < 0]
        for name in ("claim_elapsed_share", "claim_penalty_share_of_remaining",
                     "appeal_overrule_share"):
            if not 0 < getattr(self, name) <= 1:
                out.append(f"{name.replace('_', ' ')} must be above 0 and at most 1")
        if not 0 <= self.game_draw <= self.game_win or self.forfeit_win < 0:
            out.append("game points must satisfy 0 ≤ draw ≤ win, forfeit win ≥ 0")
        if not 0 <= self.match_draw <= self.match_win:
            out.append("match points must satisfy 0 ≤ draw ≤ win")
        if not 0 < self.match_draw_at <= self.match_win_at <= self.boards * self.game_win:
            out.append("match thresholds must satisfy 0 < draw ≤ win ≤ the most a team can score")
        if start_time(self.round_start) is None:
            out.append(f"round start {self.round_start!r} is not a time like 13:00")
        if self.prize_boards > self.boards:
            out.append("there cannot be more board prizes than boards")
        if any(f < 0 for f in self.forfeit_fines):
            out.append("forfeit fines cannot be negative")
        return out


COLUMBUS_MATCH_RULES = MatchRules()


def start_time(text: str) -> time | None:
    """``HH:MM`` as a time of day, None when it is not one."""
    hours, _, minutes = text.partition(":")
    if not (hours.isdigit() and minutes.isdigit() and len(minutes) == 2):
        return None
    return time(int(hours), int(minutes)) if int(hours) < 24 and int(minutes) < 60 else None
