"""Every number of a league rule book as an editable setting of a season.

A season's settings are one record: the match-night rules (:class:`MatchRules`, which the
scoring, claims, prizes and ledger read) and the season's own numbers below. A preset fills
them with a rule book's values; the event file stores them, so editing the preset later
never changes a season already running.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from chessarbiter.core.league.match_rules import MatchRules
from chessarbiter.core.tiebreaks.team.registry import TEAM, TEAM_SCORES
from chessarbiter.core.tiebreaks.team.rule_25 import RULE_25_PLACES, RULE_25_TROPHIES
from chessarbiter.core.timecontrol import TimeControlError
from chessarbiter.core.timecontrol_parse import parse_time_control

_DATE_FIELDS = (
    "season_start", "season_end", "registration_deadline", "change_cutoff",
    "earliest_rating_month",
)
_COUNT_FIELDS = (
    "roster_min", "roster_max", "team_rating_top", "multi_roster_top",
    "max_rounds_per_date",
)


@dataclass(frozen=True, slots=True, kw_only=True)
class LeagueSettings(MatchRules):
    """Rules of one league season (rule numbers of the Columbus 2011-12 rule book).

    Money is in whole dollars. ``dates`` are the announced league dates (rule 2);
    ``season_end`` is the last of them unless the director says otherwise. The US Chess
    report's affiliate, directors and place carry the names :class:`EventSettings` gives them
    (``city`` stands for the event header's site).
    """

    preset: str
    title: str
    season_start: date
    season_end: date
    dates: tuple[date, ...]
    registration_deadline: date  # rule 11: two weeks before the first round
    change_cutoff: date  # rule 13.b/c: January 30th
    entry_fee: int | None = None  # rule 11 names a fee but not its amount
    roster_min: int = 4  # rule 9
    roster_max: int = 8  # rules 9 and 13.i
    team_rating_top: int = 4  # rule 5
    rating_change_threshold: int = 30  # rule 13.b
    multi_roster_top: int = 5  # rule 13.h
    section_sizes: tuple[int, ...] = (6, 8)  # rule 6
    earliest_rating_month: date = date(2011, 9, 1)  # rule 4: "not earlier than September"
    cycles: int = 2  # rule 7: double round robin
    swap_last_two: bool = True  # FIDE C.05 advice for double round robins
    max_rounds_per_date: int = 2  # assumed: fourteen rounds of an 8-team section on 7 dates
    verification_days: int = 2  # rule 13.d "far enough in advance": assumed two days
    time_control: str = "G/75;d5"  # rule 14
    # rule 12's roster dates typed as text: "MDY" reads 6/30/2012 as a US league writes it,
    # "DMY" as 30/6/2012, "" refuses slashed text dates (ISO 2012-06-30 always has one reading)
    roster_date_order: str = "MDY"
    start_delay_minutes: int = 15  # rule 17: the TD may delay a round by no more than this
    # rule 25: the primary score and (a)-(d) decide places, (e)-(k) trophies only
    team_place_tiebreaks: tuple[str, ...] = RULE_25_PLACES
    team_trophy_tiebreaks: tuple[str, ...] = RULE_25_TROPHIES
    # what the monthly US Chess report names beyond the games (rule 22)
    uscf_affiliate_id: str = ""
    uscf_chief_td_id: str = ""
    uscf_assistant_td_id: str = ""
    uscf_other_td_ids: tuple[str, ...] = ()
    city: str = ""
    state: str = ""
    zipcode: str = ""
    country: str = "USA"

    def problems(self) -> list[str]:
        """What is wrong with these settings, one message each."""
        out = MatchRules.problems(self)
        if not self.season_start <= self.season_end:
            out.append("the season must start before it ends")
        if not self.dates:
            out.append("a season needs at least one league date")
        if list(self.dates) != sorted(set(self.dates)):
            out.append("league dates must be in order, each once")
        if any(not self.season_start <= d <= self.season_end for d in self.dates):
            out.append("every league date must fall within the season")
        if self.dates and self.registration_deadline >= self.dates[0]:
            out.append("the registration deadline must come before the first league date")
        if not self.registration_deadline <= self.change_cutoff:
            out.append("the roster-change cut-off cannot come before the registration deadline")
        if self.earliest_rating_month.day != 1:
            out.append("the earliest rating month is given by its first day")
        for name in _COUNT_FIELDS:
            if getattr(self, name) < 1:
                out.append(f"{name.replace('_', ' ')} must be 1 or more")
        for name in ("entry_fee", "rating_change_threshold", "verification_days",
                     "start_delay_minutes"):
            value = getattr(self, name)
            if value is not None and value < 0:
                out.append(f"{name.replace('_', ' ')} cannot be negative")
        if self.roster_min > self.roster_max:
            out.append("the roster minimum cannot exceed the maximum")
        if self.boards > self.roster_min:
            out.append("a team must have at least as many players as boards")
        if self.team_rating_top > self.roster_min:
            out.append("the team rating cannot average more players than a roster must have")
        if not self.section_sizes or any(s < 2 for s in self.section_sizes):
            out.append("sections need at least 2 teams")
        if self.roster_date_order not in ("MDY", "DMY", ""):
            out.append("roster date order is MDY, DMY or empty (slashed text dates refused)")
        if self.cycles not in (1, 2):
            out.append("cycles must be 1 or 2")
        try:
            parse_time_control(self.time_control)
        except TimeControlError as e:
            out.append(f"time control: {e}")
        out += self._chain_problems()
        return out

    def _chain_problems(self) -> list[str]:
        chain = (*self.team_place_tiebreaks, *self.team_trophy_tiebreaks)
        out = [f"unknown team tie-break {c!r}; known: {', '.join(TEAM)}"
               for c in dict.fromkeys(chain) if c not in TEAM]
        if not self.team_place_tiebreaks or self.team_place_tiebreaks[0] not in TEAM_SCORES:
            out.append(f"the team ranking starts with a score: {' or '.join(TEAM_SCORES)}")
        repeated = sorted({c for c in chain if chain.count(c) > 1})
        if repeated:
            out.append(f"team tie-break {', '.join(repeated)} is listed twice")
        return out


# Rule 2: monthly from October through April. The rule book gives no days; the third
# Sunday of each month is assumed. Rule 11: registration closes two weeks before round 1.
_COLUMBUS_DATES = (
    date(2011, 10, 16), date(2011, 11, 20), date(2011, 12, 18), date(2012, 1, 15),
    date(2012, 2, 19), date(2012, 3, 18), date(2012, 4, 15),
)

COLUMBUS_2011_12 = LeagueSettings(
    preset="columbus-league-2011-12",
    title="Columbus Chess League 2011-12",
    season_start=_COLUMBUS_DATES[0],
    season_end=_COLUMBUS_DATES[-1],
    dates=_COLUMBUS_DATES,
    registration_deadline=date(2011, 10, 2),
    change_cutoff=date(2012, 1, 30),
)

# The match format of the women's section of the 37th Chess Olympiad (Turin, 21 May - 4 June
# 2006): three boards and a reserve, 2 match points for a won match and 1 for a drawn one,
# teams ranked by game points, ties broken by Buchholz (the opponents' game points: Solkoff
# on game points here), match points, then Sonneborn-Berger (FIDE's team form), the median
# Buchholz last (not available for teams: a coin toss ends the chain). Sources: the
# tournament's Wikipedia article (boards and tie-breaks), ChessBase's report after round 2
# ("2:0 match points and 8:0 board points"). Played here as a league: one round robin of
# each section, one round a day on the Olympiad's thirteen playing days (rest days 26 May and
# 1 June), the FIDE list of April 2006. The Olympiad has no deposit, fines or food minimum,
# so every amount is 0; medals go to three teams. Board order is the captain's (no rating
# limit), and a player plays for one team only (13.h with every roster place counted).
_TURIN_DATES = tuple(date(2006, month, day) for month, day in (
    (5, 21), (5, 22), (5, 23), (5, 24), (5, 25), (5, 27), (5, 28), (5, 29), (5, 30), (5, 31),
    (6, 2), (6, 3), (6, 4)))

WOMENS_OLYMPIAD_2006 = LeagueSettings(
    preset="womens-olympiad-2006",
    title="Three-board league (Women's Olympiad 2006 format)",
    season_start=_TURIN_DATES[0], season_end=_TURIN_DATES[-1], dates=_TURIN_DATES,
    registration_deadline=date(2006, 5, 20), change_cutoff=date(2006, 5, 20),
    boards=3, roster_min=3, roster_max=4, team_rating_top=3, multi_roster_top=4,
    switch_window=3500, match_win=2.0, match_draw=1.0, bye_match_points=2.0, team_prizes=3,
    forfeit_fines=(), forfeit_fine_after=0, no_notice_fine=0, membership_fine=0,
    damages_surcharge_percent=0, withdrawal_fine=0, deposit=0, food_minimum=0,
    food_gratuity_percent=0, earliest_rating_month=date(2006, 4, 1), cycles=1,
    max_rounds_per_date=1, section_sizes=(4, 6, 8), time_control="G/90;inc30",
    roster_date_order="",
    team_place_tiebreaks=("game_points", "solkoff_game_points", "match_points",
                          "fide_team_sb", "coin_toss"),
    team_trophy_tiebreaks=(),
)

LEAGUE_PRESETS: dict[str, LeagueSettings] = {
    p.preset: p for p in (COLUMBUS_2011_12, WOMENS_OLYMPIAD_2006)}


def get_league_preset(preset_id: str) -> LeagueSettings:
    """The league rule book named ``preset_id``, or ValueError listing the known ones."""
    try:
        return LEAGUE_PRESETS[preset_id]
    except KeyError:
        known = ", ".join(sorted(LEAGUE_PRESETS))
        raise ValueError(f"unknown league preset {preset_id!r} (known: {known})") from None
