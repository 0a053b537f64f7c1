"""What each league season setting means, said once: a readable label, a one-line explanation
and the rule-book reference (Columbus Chess League 2011-12), or the note that the value is the
program's choice where the rule book is silent or ambiguous. Season ▸ Settings… shows them, and
the tables of docs/rules.md are written from them (docs/settings_tables.py; a test keeps the
two the same), so the window and the documentation never say different things."""

from __future__ import annotations

from dataclasses import dataclass

CHOICE = "the program's choice, see docs/rules.md"


@dataclass(frozen=True, slots=True)
class Meaning:
    """A setting as the director reads it. Every setting names the rule it comes from, or
    says in ``choice`` that its value is the program's where the rule book is silent or
    ambiguous (a test holds every setting to one of the two)."""

    label: str
    text: str  # one line, lower case, no full stop: it follows the label
    rule: str = ""  # "rule 9", "rules 9, 13.i", "food policy"; "" when no rule is its source
    choice: str = ""  # what the rule book leaves open, ending in CHOICE; "" when it says

    @property
    def source(self) -> str:
        """The Rule column of Season ▸ Settings…: the reference, marked when the program
        chose the value."""
        marks = [self.rule] if self.rule else []
        return ", ".join([*marks, "program's choice"] if self.choice else marks)

    def described(self) -> str:
        """The explanation with its reference and the program's choice, as docs/rules.md's
        tables give it."""
        text = f"{self.text} ({self.rule})" if self.rule else self.text
        return f"{text}; {self.choice}" if self.choice else text


def _report(label: str, text: str) -> Meaning:
    """A field of the US Chess rating report: rule 22 sends the games to US Chess."""
    return Meaning(label, "US Chess report: " + text, "rule 22")


MEANINGS: dict[str, Meaning] = {
    "preset": Meaning("Rule book", "the league rule book the season started from",
                      choice="the rule book does not say; " + CHOICE),
    "title": Meaning("Title", "the season's name",
                     choice="the rule book does not say; " + CHOICE),
    "season_start": Meaning("Season starts", "first day of the season", "rule 2"),
    "season_end": Meaning("Season ends", "last day (by default the last league date)",
                          "rules 2, 32"),
    "dates": Meaning("League dates", "the announced league dates", "rule 2"),
    "registration_deadline": Meaning("Registration deadline",
                                     "rosters, fee and deposit due", "rule 11"),
    "change_cutoff": Meaning("Roster-change cut-off", "last day for roster changes under "
                             "13.b and 13.c", "rule 13"),
    "entry_fee": Meaning("Entry fee", "entry fee in dollars; the rule book names no amount",
                         "rule 11"),
    "roster_min": Meaning("Fewest players", "fewest players on a roster", "rule 9"),
    "roster_max": Meaning("Most players", "most players on a roster", "rules 9, 13.i"),
    "team_rating_top": Meaning("Players in the team rating",
                               "how many of the highest ratings make the team rating", "rule 5"),
    "rating_change_threshold": Meaning(
        "Rating change without approval",
        "largest team-rating change allowed without approval", "rule 13.b"),
    "multi_roster_top": Meaning(
        "Top players kept to one roster",
        "a player on two rosters must be among this many top players of one", "rule 13.h"),
    "section_sizes": Meaning("Section sizes", "preferred section sizes", "rule 6"),
    "earliest_rating_month": Meaning(
        "Earliest rating list", "earliest rating supplement used for frozen ratings", "rule 4"),
    "cycles": Meaning("Round-robin cycles", "1 = single, 2 = double round robin", "rule 7"),
    "swap_last_two": Meaning(
        "Swap last two rounds", "swap the last two rounds of the first cycle (FIDE advice)",
        "rule 7", "7 says only \"alternating colors\", not how the cycles are ordered: " + CHOICE),
    "max_rounds_per_date": Meaning(
        "Rounds per date", "most rounds played on one date", "rules 7, 15",
        "15 speaks of \"multiple rounds on the same date\" but names no number: " + CHOICE),
    "verification_days": Meaning(
        "Days to verify an addition",
        "days between a roster addition and the new player's first game", "rule 13.d",
        "13.d says only \"far enough in advance\": " + CHOICE),
    "time_control": Meaning("Time control", "the league's time control", "rule 14"),
    "roster_date_order": Meaning(
        "Roster date order",
        "how a roster date typed as text with slashes is read: MDY (6/30/2012, a US league), "
        "DMY (30/6/2012), or empty to refuse it; 2012-06-30 is always read", "rule 12",
        "12 names the spreadsheet, not how its dates are written: " + CHOICE),
    "start_delay_minutes": Meaning("Longest start delay", "longest delay of a round's start",
                                   "rule 17"),
    "team_place_tiebreaks": Meaning(
        "Tie-breaks for places",
        "team chain deciding places, starting with the primary score; team codes of the "
        "league standings section", "rule 25 a-d"),
    "team_trophy_tiebreaks": Meaning(
        "Tie-breaks for trophies", "team chain ordering tied places for trophies only",
        "rule 25 e-k"),
    "uscf_affiliate_id": _report("US Chess affiliate", "the affiliate"),
    "uscf_chief_td_id": _report("Chief TD", "chief TD"),
    "uscf_assistant_td_id": _report("Assistant TD", "assistant TD"),
    "uscf_other_td_ids": _report("Other TDs", "other TDs"),
    "city": _report("City", "the league's city"),
    "state": _report("State", "the league's state"),
    "zipcode": _report("ZIP code", "the league's ZIP code"),
    "country": _report("Country", "the league's country"),
    "boards": Meaning("Boards per match", "boards per match, 1 or more; forms, scoring, "
                      "standings, printouts and the US Chess report follow it", "rule 15"),
    "switch_window": Meaning("Board-switch window",
                             "rating points within which team-mates may switch boards",
                             "rule 15"),
    "claim_elapsed_share": Meaning(
        "Claim time share",
        "share of the time control that must be used before an order claim", "rule 16"),
    "max_claim_penalty_minutes": Meaning(
        "Largest claim penalty", "largest time penalty of an upheld claim", "rule 16.b"),
    "claim_penalty_share_of_remaining": Meaning(
        "Penalty share of time left", "the penalty is at most this share of the time left",
        "rule 16.b"),
    "equipment_per_team": Meaning("Equipment per team", "sets and clocks each team brings",
                                  "rule 19"),
    "game_win": Meaning("Game points: win", "game points for a win", "rule 24.a"),
    "game_draw": Meaning("Game points: draw", "game points for a draw", "rule 24.a"),
    "forfeit_win": Meaning("Game points: forfeit win", "game points for a forfeit win",
                           "rule 24.a"),
    "match_win_at": Meaning(
        "Game points that win a match",
        "this many or more win the match; unset: more than half the boards, 2½ of 4",
        "rule 24.b"),
    "match_draw_at": Meaning(
        "Game points that draw a match",
        "this many or more draw the match; unset: exactly half the boards, 2 of 4",
        "rule 24.b"),
    "match_win": Meaning("Match points: win", "match points for a won match", "rule 24.b"),
    "match_draw": Meaning("Match points: draw", "match points for a drawn match", "rule 24.b"),
    "match_loss": Meaning("Match points: loss", "match points for a lost match", "rule 24.b"),
    "bye_match_points": Meaning("Bye: match points", "match points for a bye", "rule 24.c"),
    "bye_game_points": Meaning("Bye: game points",
                               "game points for a bye; unset: every board, four of four",
                               "rule 24.c"),
    "team_prizes": Meaning("Team prizes", "teams with a prize in each section", "rule 26"),
    "prize_boards": Meaning("Board prizes", "boards 1 to this number have a board prize; "
                            "unset: every board, 1-4; 0 = none", "rule 28"),
    "board_prize_all_games": Meaning(
        "Board prizes count all games",
        "board prizes count every league game of the player, not one board's", "rule 28",
        "28 names the board a player competes on, not which of their games count: " + CHOICE),
    "forfeit_fines": Meaning("Forfeit fines", "fine for a team's 1st, 2nd, … game forfeit",
                             "rule 30.a"),
    "forfeit_fine_after": Meaning("Fine for later forfeits",
                                  "fine for each forfeit after those", "rule 30.a"),
    "no_notice_fine": Meaning("Fine without notice", "fine for a forfeit without notice",
                              "rule 30.b"),
    "notice_hours": Meaning("Hours of notice", "hours of notice that avoid it", "rule 30.b"),
    "round_start": Meaning(
        "Round start", "when a date's first round starts (the time announced, rule 3); 30.b's "
        "notice is counted back from it", "rules 3, 30.b",
        "the rule book names no hour: " + CHOICE),
    "membership_fine": Meaning("Expired-membership fine",
                               "fine per player per date with an expired membership",
                               "rule 30.c"),
    "damages_surcharge_percent": Meaning("Damages surcharge", "surcharge on damages",
                                         "rule 30.e"),
    "withdrawal_fine": Meaning("Withdrawal fine", "fine for a team that withdraws",
                               "rule 30.f"),
    "withdrawn_matches": Meaning(
        "Withdrawn team's matches",
        "a withdrawn team's remaining matches: forfeits (its opponent wins every board by "
        "forfeit), byes (its opponent has a bye, rule 24.c) or none (the director enters "
        "them); never 30.a/30.b fines on top", "rule 30.f",
        "30.f names the fine, not what becomes of the matches: " + CHOICE),
    "deposit": Meaning("Deposit", "team deposit in dollars (rule 11), and the balance a team "
                       "restores after a shortfall", "rule 31"),
    "food_minimum": Meaning("Food minimum", "the venue's minimum food purchase per date",
                            "rule 30.d"),
    "food_gratuity_percent": Meaning(
        "Food gratuity", "the gratuity added to every purchase: a receipt total typed with it "
        "counts only its food", "food policy"),
    "refund_days": Meaning("Days to refund",
                           "days after the final round within which deposits are refunded",
                           "rule 32"),
    "appeal_overrule_share": Meaning(
        "Share that overrules", "share of the entire committee of captains (not of those "
        "voting) whose votes overrule the Match Director", "rule 35.d"),
}

