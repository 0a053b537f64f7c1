"""Every number of a rule book as an editable setting of an event.

Presets (:mod:`chessarbiter.core.presets`) fill these with a rule book's values; the event
file stores them, so changing a preset later never changes an event already running.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from chessarbiter.core.players import RATINGS_SHOWN
from chessarbiter.core.settings_record import SettingsRecord
from chessarbiter.core.tiebreaks.codes import EDITION_2026, GROUP_CODES, INDIVIDUAL_CODES
from chessarbiter.core.tiebreaks.codes import EDITIONS as EDITIONS

TIEBREAK_CODES = INDIVIDUAL_CODES
CURRENT_EDITION = EDITION_2026  # FIDE C.07 in force: what a new event follows unless told otherwise
WITHDRAWAL_RULES = ("forfeit-remaining", "annul-under-half")
PRIZE_TIE_RULES = ("share", "tiebreak")
PRIZE_INELIGIBLE_RULES = ("pass-down", "forfeited")
DRAW_MOVES_READINGS = ("completed", "started")
SYSTEMS = ("round-robin", "swiss-dutch")  # how the games are made: Berger tables or FIDE Dutch
PAIRING_RATINGS = ("fide", "uscf", "fide-then-uscf")  # the strength C.04.2 orders by
INITIAL_COLOURS = ("lot", "white", "black")  # the top player's colour in round 1 (C.04.3 5.1)
ACCELERATIONS = ("none", "baku")  # C.04.5.1 Baku acceleration
_TUPLES = ("tiebreaks", "prize_amounts", "uscf_other_td_ids", "round_dates")


@dataclass(frozen=True, slots=True)
class EventSettings(SettingsRecord):
    """Rules of one event. Money is in whole currency units, times in minutes or seconds."""

    preset: str = "round-robin-fide"
    cycles: int = 1
    swap_last_two: bool = True
    tiebreaks: tuple[str, ...] = ("DE", "SB", "WIN", "KS")
    koya_limit_offset: float = 0.0
    edition: str = "2026"
    unrated_rating: int = 0  # rating-based tie-breaks: 0 leaves unrated opponents out
    kashdan_points: tuple[float, ...] = (4.0, 2.0, 1.0, 0.0)  # US Chess 34E7: W, D, L, unplayed
    withdrawal_rule: str = "annul-under-half"
    time_control: str = "90 min/40 moves + 30 min, 30 s increment"
    late_fine: int = 0
    late_forfeit_minutes: int = 60
    device_fine: int = 0
    device_penalty_minutes: int = 0
    device_penalty_threshold_minutes: int = 0
    device_second_offence_forfeit: bool = True
    draw_min_moves: int = 0
    forfeit_or_withdrawal_loses_prize: bool = False
    playoff_rapid_time_control: str = ""
    armageddon_base_seconds: int = 0
    armageddon_increment_seconds: int = 0
    prize_amounts: tuple[int, ...] = ()
    prize_tie_rule: str = "share"
    prize_ineligible_rule: str = "pass-down"
    # what the rating reports need beyond the games (US Chess and FIDE)
    uscf_affiliate_id: str = ""
    uscf_chief_td_id: str = ""
    uscf_assistant_td_id: str = ""
    uscf_other_td_ids: tuple[str, ...] = ()
    state: str = ""
    zipcode: str = ""
    country: str = "USA"
    fide_rated: bool = False
    round_dates: tuple[str, ...] = ()  # ISO dates, one per round
    backups_kept: int = 10  # copies of the event file kept when a round is complete
    rating_shown: str = "fide"  # uscf, fide or both: on screen, in printouts and exports
    currency: str = "USD"  # prize money and fines: an ISO code ("USD", "EUR") or a sign
    # "In less than 30 moves": "completed" counts the moves both players completed (29 done
    # is too early); "started" allows the draw once the limit's move is under way.
    draw_moves_reading: str = "completed"
    ask_draw_moves: bool = True  # typing a draw asks for the moves when a limit is set
    # A Swiss event (system swiss-dutch): rounds announced, the rating of the initial order
    # (C.04.2), the pairing-allocated bye's points (C.04.1 art. 3: a win's unless announced
    # otherwise), acceleration, the initial colour ("lot": drawn, then stored, at round 1)
    system: str = "round-robin"
    swiss_rounds: int = 0
    pairing_rating: str = "fide"
    pab_points: float = 1.0
    acceleration: str = "none"
    initial_colour: str = "lot"
    pab_downfloat: bool = True  # C.04.3 (2026) 1.4.3; False: the July 2025 text (bbpPairings v6)

    def problems(self) -> list[str]:
        """What is wrong with these settings, one message each."""
        out: list[str] = []
        if self.cycles not in (1, 2):
            out.append("cycles must be 1 or 2")
        for code in self.tiebreaks:
            if code not in TIEBREAK_CODES:
                out.append(f"unknown tie-break {code!r}; known: {', '.join(TIEBREAK_CODES)}")
        repeated = sorted({c for c in self.tiebreaks
                           if c not in GROUP_CODES and self.tiebreaks.count(c) > 1})
        if repeated:  # only Type A (DE) may be applied again (C.07 Art. 4.3)
            out.append(f"tie-break {', '.join(repeated)} is listed twice")
        if (self.koya_limit_offset * 2) != int(self.koya_limit_offset * 2):
            out.append("the Koya limit moves in half-point steps")
        if self.edition not in EDITIONS:
            out.append(f"edition must be one of {', '.join(EDITIONS)}")
        if self.unrated_rating < 0:
            out.append("the rating given to unrated players cannot be negative")
        if len(self.kashdan_points) != 4 or any(v < 0 for v in self.kashdan_points):
            out.append("Kashdan points are four numbers, none negative: win, draw, loss, "
                       "unplayed")
        if self.withdrawal_rule not in WITHDRAWAL_RULES:
            out.append(f"withdrawal rule must be one of {', '.join(WITHDRAWAL_RULES)}")
        for name in ("late_fine", "late_forfeit_minutes", "device_fine",
                     "device_penalty_minutes", "device_penalty_threshold_minutes",
                     "draw_min_moves", "armageddon_base_seconds", "armageddon_increment_seconds"):
            if getattr(self, name) < 0:
                out.append(f"{name.replace('_', ' ')} cannot be negative")
        if self.rating_shown not in RATINGS_SHOWN:
            out.append(f"rating shown must be one of {', '.join(RATINGS_SHOWN)}")
        if self.draw_moves_reading not in DRAW_MOVES_READINGS:
            out.append(f"draw moves reading must be one of {', '.join(DRAW_MOVES_READINGS)}")
        if not self.currency.strip() or len(self.currency) > 8:
            out.append("currency must be a code such as USD or a sign such as $")
        if self.backups_kept < 1:
            out.append("keep at least one backup")
        for number, text in enumerate(self.round_dates, 1):
            try:
                date.fromisoformat(text)
            except ValueError:
                out.append(f"round {number} date {text!r} is not a date like 2026-07-08")
        out += self._swiss_problems()
        if any(amount < 0 for amount in self.prize_amounts):
            out.append("prize amounts cannot be negative")
        if self.prize_tie_rule not in PRIZE_TIE_RULES:
            out.append(f"prize tie rule must be one of {', '.join(PRIZE_TIE_RULES)}")
        if self.prize_ineligible_rule not in PRIZE_INELIGIBLE_RULES:
            out.append(
                f"prize ineligible rule must be one of {', '.join(PRIZE_INELIGIBLE_RULES)}"
            )
        return out

    def _swiss_problems(self) -> list[str]:
        out: list[str] = []
        for name, value, allowed in (("system", self.system, SYSTEMS),
                                     ("pairing rating", self.pairing_rating, PAIRING_RATINGS),
                                     ("initial colour", self.initial_colour, INITIAL_COLOURS),
                                     ("acceleration", self.acceleration, ACCELERATIONS)):
            if value not in allowed:
                out.append(f"{name} must be one of {', '.join(allowed)}")
        if self.swiss_rounds < 0 or (self.system == "swiss-dutch" and self.swiss_rounds < 1):
            out.append("a Swiss event needs its number of rounds (1 or more)")
        if self.pab_points not in (0.0, 0.5, 1.0):
            out.append("the pairing-allocated bye scores 1, 0.5 or 0 points")
        return out

    @property
    def swiss(self) -> bool:
        return self.system == "swiss-dutch"
