"""Every number of match night (rules 14-35 of the Columbus 2011-12 rule book) as a setting.

:class:`~chessarbiter.core.league.settings.LeagueSettings` extends these with the season's
dates, roster limits and the time control, so a season has one record of settings; the
match-night part alone is what scoring, claims, prizes and the deposit ledger read. The event
file stores them, so a later edit of the preset never changes a season already running.

Four numbers follow the number of boards unless set: the match win and draw thresholds (more
than half, exactly half of the boards' game points: rule 24.b's 2½ and 2 of four boards),
the bye's game points (all boards, rule 24.c's four) and the boards with a prize (each, rule
28's 1-4).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import time

from chessarbiter.core.settings_record import SettingsRecord

_POSITIVE = ("boards", "equipment_per_team", "team_prizes")
_NOT_NEGATIVE = (
    "switch_window", "max_claim_penalty_minutes", "bye_match_points",
    "forfeit_fine_after", "no_notice_fine", "notice_hours", "membership_fine",
    "damages_surcharge_percent", "withdrawal_fine", "deposit", "food_minimum",
    "food_gratuity_percent", "refund_days",
)
_SHARES = ("claim_elapsed_share", "claim_penalty_share_of_remaining", "appeal_overrule_share")


@dataclass(frozen=True, slots=True, kw_only=True)
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
    match_win_at: float | None = None  # rule 24.b: None = more than half (2½ of 4 boards)
    match_draw_at: float | None = None  # rule 24.b: None = exactly half (2 of 4 boards)
    match_win: float = 1.0  # rule 24.b
    match_draw: float = 0.5  # rule 24.b
    match_loss: float = 0.0  # rule 24.b: "no match point"
    bye_match_points: float = 1.0  # rule 24.c
    bye_game_points: float | None = None  # rule 24.c: None = every board won (four of four)
    team_prizes: int = 2  # rule 26: the top two teams of each section
    prize_boards: int | None = None  # rule 28: None = a prize for every board (1-4)
    board_prize_all_games: bool = True  # rule 28: score every league game, not one board's
    forfeit_fines: tuple[int, ...] = (0, 0, 5, 5, 7, 7)  # rule 30.a: the nth forfeit's fine
    forfeit_fine_after: int = 10  # rule 30.a: "each additional game forfeit"
    no_notice_fine: int = 25  # rule 30.b
    notice_hours: int = 24  # rule 30.b
    round_start: str = "13:00"  # assumed (the rule book names no hour): 30.b counts back from it
    membership_fine: int = 15  # rule 30.c: per member per date
    damages_surcharge_percent: int = 10  # rule 30.e
    withdrawal_fine: int = 50  # rule 30.f
    # a withdrawn team's remaining matches (30.f is silent): "forfeits" won by the opponent,
    # "byes" for the opponent, or "none" (entered by the director)
    withdrawn_matches: str = "forfeits"
    deposit: int = 50  # rules 11 and 31: the deposit, and the balance restored after a shortfall
    food_minimum: int = 50  # food policy: Donatos' minimum purchase per date
    food_gratuity_percent: int = 15  # food policy: added to every purchase, not food itself
    refund_days: int = 14  # rule 32: "within two weeks of the final round"
    appeal_overrule_share: float = 0.75  # rule 35.d: 3/4 of the entire committee overrules

    def forfeit_fine(self, nth: int) -> int:
        """Rule 30.a: the fine in dollars for a team's ``nth`` game forfeit of the season."""
        if nth < 1:
            raise ValueError("forfeits are counted from 1")
        return self.forfeit_fines[nth - 1] if nth <= len(self.forfeit_fines) \
            else self.forfeit_fine_after

    @property
    def most_game_points(self) -> float:
        """What a team scores winning every board."""
        return self.boards * self.game_win

    def match_points(self, game_points: float) -> float:
        """Rule 24.b: a team's match points from its own game points in a match."""
        half = self.most_game_points / 2
        win = game_points > half if self.match_win_at is None else game_points >= self.match_win_at
        if win:
            return self.match_win
        draw = game_points >= (half if self.match_draw_at is None else self.match_draw_at)
        return self.match_draw if draw else self.match_loss

    @property
    def board_prize_count(self) -> int:
        """Rule 28: how many boards have a prize (1 to that number)."""
        return self.boards if self.prize_boards is None else self.prize_boards

    @property
    def bye_game_total(self) -> float:
        """Rule 24.c: the game points of a bye."""
        return self.most_game_points if self.bye_game_points is None else self.bye_game_points

    def problems(self) -> list[str]:
        """What is wrong with these rules, one message each."""
        out = [f"{n.replace('_', ' ')} must be 1 or more" for n in _POSITIVE
               if getattr(self, n) < 1]
        out += [f"{n.replace('_', ' ')} cannot be negative" for n in _NOT_NEGATIVE
                if getattr(self, n) < 0]
        out += [f"{n.replace('_', ' ')} must be above 0 and at most 1" for n in _SHARES
                if not 0 < getattr(self, n) <= 1]
        if not 0 <= self.game_draw <= self.game_win or self.forfeit_win < 0:
            out.append("game points must satisfy 0 ≤ draw ≤ win, forfeit win ≥ 0")
        if not 0 <= self.match_loss <= self.match_draw <= self.match_win:
            out.append("match points must satisfy 0 ≤ loss ≤ draw ≤ win")
        out += self._threshold_problems()
        if self.bye_game_points is not None and not \
                0 <= self.bye_game_points <= self.most_game_points:
            out.append("a bye's game points must be from 0 to what a team can score")
        if self.withdrawn_matches not in ("forfeits", "byes", "none"):
            out.append("withdrawn matches are forfeits, byes or none")
        if start_time(self.round_start) is None:
            out.append(f"round start {self.round_start!r} is not a time like 13:00")
        if self.prize_boards is not None and not 0 <= self.prize_boards <= self.boards:
            out.append("board prizes go to boards 1 up to the number of boards, or none")
        if any(f < 0 for f in self.forfeit_fines):
            out.append("forfeit fines cannot be negative")
        return out

    def _threshold_problems(self) -> list[str]:
        half = self.most_game_points / 2
        win = half if self.match_win_at is None else self.match_win_at
        draw = half if self.match_draw_at is None else self.match_draw_at
        if not 0 < draw <= win <= self.most_game_points:
            return ["match thresholds must satisfy 0 < draw ≤ win ≤ the most a team can score"]
        return []


COLUMBUS_MATCH_RULES = MatchRules()


def start_time(text: str) -> time | None:
    """``HH:MM`` as a time of day, None when it is not one."""
    hours, _, minutes = text.partition(":")
    if not (text.isascii() and hours.isdigit() and minutes.isdigit() and len(minutes) == 2):
        return None
    return time(int(hours), int(minutes)) if int(hours) < 24 and int(minutes) < 60 else None
