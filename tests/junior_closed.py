"""The 2015 U.S. Junior Closed off script, for the command line and the window alike: a
player 31 minutes late, a second phone noise, a 20-move draw, a withdrawal, a three-way tie, a
play-off to the end and a late correction, with the points worked by hand.

The rule book (us-junior-closed-2015.txt): "more than 30 (thirty) minutes late ... shall
forfeit that round"; a second device noise "in the same game shall result in forfeiture";
no agreed draw "in less than 30 moves"; three tied for first: "the two Players with the
lowest tie-breaks will contest an Armageddon Game. The winner ... will face the player with
the highest tie-breaks" in a two-game rapid match; Direct Encounter is the first tie-break.

The schedule is FIDE's Berger table for 10 players (C.05 Annex 1): round 1 is 1-10, 2-9,
3-8, 4-7, 5-6; the boards used below are read off that table.

Results, made up so that everything can be added by hand. The top three (1, 2, 3) beat the
other seven and every game among 4..10 is drawn, except: 1 beats 2 (round 2), 1-3 and 2-3 are
drawn, 4 beats 1 (round 4), 3-4 is drawn; 4 forfeits to 7 (late, round 1); 8 forfeits to 4
(second noise, round 2); 6-7 is agreed after 20 moves and decided a double forfeit (round 3);
10 withdraws, and its games still to play are lost by forfeit (4 in round 7, 9 in round 8,
5 in round 9):

  1: 1 (2) + ½ (3) + 0 (4) + 6 wins = 7½       2: 0 + ½ + 7 wins = 7½
  3: ½ + ½ + ½ (4) + 6 wins = 7½               4: 1 + 0 + ½ + ½ (5) + ½ (6) + 0 (7) + 1 (8)
  5: ½ (4, 6, 7, 8, 9) + 1 (10) = 3½             + ½ (9) + 1 (10) = 5
  6: ½ (4, 5, 8, 9, 10) + 0 (7) = 2½           7: 1 (4) + 0 (6) + ½ (5, 8, 9, 10) = 3
  8: 0 (4) + ½ (5, 6, 7, 9, 10) = 2½           9: ½ (4, 5, 6, 7, 8) + 1 (10) = 3½
  10: ½ (6, 7, 8) = 1½                         sum 44 = 45 games less the double forfeit's point.

Under annul-under-half, 10 withdrawing after round 6 completed 6 of 9 games, not fewer than
half: the same forfeits. After round 4 (4 of 9, fewer than half) all of 10's games are
annulled: everyone loses what they scored against 10 (the top three 1 each, 4, 5 and 9 the
forfeit point, 6, 7 and 8 a draw's half) and 10 is not ranked.

Direct encounter among 1, 2, 3: 1 has 1½, 3 has 1, 2 has ½: seeds 1, 3, 2, so 3 and 2 play
the Armageddon. 3 bids 8:30 against 2's 9:00, chooses Black and draws (Black's draw odds);
the final: 1 (White in game 1, by lot) beats 3, then draws: 1½-½, 1 is champion. Then round
9's 9-1 is corrected from 0-1 to a draw: 1 drops to 7 (6 annulled) and 9 gains ½, 2 and 3
stay tied for first, the play-off is out of date, and the arbiter keeps or redoes it.
"""

from __future__ import annotations

TOP = (1, 2, 3)
SPECIAL = {(1, 2): "1-0", (3, 1): "1/2-1/2", (2, 3): "1/2-1/2", (1, 4): "0-1",
           (3, 4): "1/2-1/2"}
BY_HAND = {1: 7.5, 2: 7.5, 3: 7.5, 4: 5.0, 5: 3.5, 6: 2.5, 7: 3.0, 8: 2.5, 9: 3.5, 10: 1.5}
AGAINST_10 = {1: 1.0, 2: 1.0, 3: 1.0, 4: 1.0, 5: 1.0, 6: 0.5, 7: 0.5, 8: 0.5, 9: 1.0}
CASES = [("forfeit-remaining", 6), ("annul-under-half", 6), ("annul-under-half", 4)]


def outcome(white: int, black: int) -> str:
    if (white, black) in SPECIAL:
        return SPECIAL[white, black]
    if (white in TOP) == (black in TOP):
        return "1/2-1/2"
    return "1-0" if white in TOP else "0-1"


def expected_points(annulled: bool) -> dict[int, float]:
    if not annulled:
        return BY_HAND
    return {no: p - AGAINST_10[no] for no, p in BY_HAND.items() if no != 10}
