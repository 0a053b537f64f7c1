"""The JSON documents the ``league`` actions print (DESIGN.md §3 fixes the standings one)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from chessarbiter.cli.league.common import Json, iso

if TYPE_CHECKING:
    from chessarbiter.core.league.claims import Ruling
    from chessarbiter.core.league.league_standings import SectionStandings
    from chessarbiter.core.league.ledger import LedgerEntry
    from chessarbiter.core.league.match_rules import MatchRules
    from chessarbiter.core.league.match_scoring import MatchRecord
    from chessarbiter.core.league.roster_log import LoggedChange
    from chessarbiter.core.league.schedule import SectionSchedule
    from chessarbiter.core.league.season_ledger import TeamLedger
    from chessarbiter.core.league.season_record import SeasonRecord, StoredMatch
    from chessarbiter.core.league.season_standings import SectionPrizes
    from chessarbiter.core.league.settings import LeagueSettings
    from chessarbiter.core.league.teams import Team


def team_json(team: Team, settings: LeagueSettings) -> Json:
    from chessarbiter.core.league.registration import registration_problems
    from chessarbiter.core.league.team_rating import team_rating

    reg = team.registration
    problems = registration_problems(team, settings)
    return {
        "name": team.name, "rating": team_rating(team, settings), "size": len(team.roster),
        "captain": team.captain, "alternates": list(team.alternates),
        "registration": {"roster": iso(reg.roster_received), "fee": iso(reg.fee_received),
                         "deposit": iso(reg.deposit_received)},
        "entered": not problems, "problems": problems,
    }


def change_json(logged: LoggedChange) -> Json:
    change, approval = logged.change, logged.approval
    return {
        "on": change.on.isoformat(), "added": [e.uscf_id for e in change.add],
        "removed": list(change.remove),
        "decisions": [{"rule": d.rule, "verdict": d.verdict.name.lower(), "reason": d.reason}
                      for d in logged.decisions],
        "approval": None if approval is None else {
            "by": approval.by, "at": approval.at.isoformat(), "note": approval.note},
    }


def schedule_json(schedules: Sequence[SectionSchedule]) -> Json:
    return {"sections": [
        {"name": s.section,
         "rounds": [{"round": r.number, "date": s.calendar.date_of(r.number).isoformat(),
                     "matches": [{"table": m.table, "white": m.white, "black": m.black}
                                 for m in r.matches],
                     "bye": r.bye} for r in s.rounds],
         "dates": [{"date": d.on.isoformat(), "use": d.use.name.lower(), "rounds": list(d.rounds),
                    "cancelled": d.cancelled or None, "agreed_by": list(d.agreed_by)}
                   for d in s.calendar.dates],
         "extra_dates": [d.isoformat() for d in s.calendar.extra_dates()]}
        for s in schedules
    ]}


def match_json(stored: StoredMatch, record: MatchRecord | None, rules: MatchRules) -> Json:
    """A match: both lineups as designated, then the boards as seated and scored."""
    from chessarbiter.core.league.match_scoring import score_match

    out: Json = {
        "section": stored.section, "round": stored.round, "date": stored.on.isoformat(),
        "white": stored.first, "black": stored.second,
        "lineups": {team: None if (side := stored.lineups.get(team)) is None else {
            "players": [{"board": n, "player": p, "absent": p in side.absent}
                        for n, p in enumerate(side.players, start=1)],
            "equipment": None if side.equipment is None else {
                "boards": side.equipment.boards, "sets": side.equipment.sets,
                "clocks": side.equipment.clocks}}
            for team in (stored.first, stored.second)},
        "boards": [], "score": None,
    }
    if record is not None:
        score = score_match(record, rules)
        out["boards"] = [{
            "board": g.board, "white_team_player": g.first, "black_team_player": g.second,
            "result": g.result and g.result.value,
            "league_result": g.league_result and g.league_result.value,
            "in_advance": (b := stored.boards.get(g.board)) is not None and b.in_advance,
        } for g in record.boards]
        out["score"] = {"complete": score.complete,
                        "white": {"game_points": score.first_game_points,
                                  "match_points": score.first_match_points},
                        "black": {"game_points": score.second_game_points,
                                  "match_points": score.second_match_points}}
    return out


def settled_json(stored: StoredMatch, nights: SeasonRecord) -> Json | None:
    """How a withdrawn team's match is settled (rule 30.f, setting ``withdrawn_matches``):
    who withdrew when, and the team given the bye; None for any other match."""
    walkover = nights.walkover(stored)
    if walkover is None:
        return None
    bye = walkover[1]
    return {"withdrawn": {t: nights.withdrawn[t].isoformat() for t in (stored.first, stored.second)
                          if t in nights.withdrawn},
            "as": nights.rules.withdrawn_matches, "bye": bye.team if bye else None}


def ruling_json(ruling: Ruling) -> Json:
    return {"team": ruling.claim.team, "rule": ruling.branch.value,
            "remedy": ruling.remedy.value, "boards": list(ruling.boards),
            "penalties": dict(ruling.penalties or {})}


def standings_json(sections: dict[str, SectionStandings]) -> Json:
    return {"sections": [
        {"name": name, "standings": [
            {"rank": r.rank, "place": r.place, "team": r.team, "match_points": r.match_points,
             "game_points": r.game_points, "tiebreaks": dict(r.tiebreaks)} for r in s.rows],
         "pending_tosses": [list(group) for group in s.pending_tosses]}
        for name, s in sections.items()
    ]}


def prizes_json(sections: Sequence[SectionPrizes]) -> Json:
    return {"sections": [
        {"name": s.section,
         "team_prizes": [{"prize": p.prize, "teams": list(p.teams), "place": p.place,
                          "co_winners": list(p.co_winners)} for p in s.teams],
         "board_prizes": [{"board": p.board, "players": list(p.players), "score": p.score}
                          for p in s.boards],
         "boards": {str(board): [{"rank": c.rank, "player": c.player, "score": c.score,
                                  "games": c.games, "tiebreaks": dict(c.tiebreaks)}
                                 for c in rows] for board, rows in s.contenders.items()}}
        for s in sections
    ]}


def _money(cents: int) -> Json:
    from chessarbiter.core.league.ledger import dollars

    return {"cents": cents, "text": dollars(cents)}


def _entry_json(entry: LedgerEntry) -> Json:
    return {"date": entry.on.isoformat(), "kind": entry.kind.value,
            "amount": _money(entry.cents), "rule": entry.rule or None, "note": entry.note,
            "automatic": bool(entry.rule)}


def ledger_json(teams: Iterable[TeamLedger]) -> Json:
    """Each team's entries (automatic ones name their rule), balance, what it owes (rule 31)
    and, after its final round, the refund statement (rule 32)."""
    return {"teams": [
        {"team": t.team, "entries": [_entry_json(e) for e in t.entries],
         "balance": _money(t.balance), "owed": _money(t.owed), "due": iso(t.due),
         "refund": None if t.refund is None else {
             "deposits": _money(t.refund.deposits), "payments": _money(t.refund.payments),
             "deductions": _money(t.refund.deductions), "refund": _money(t.refund.refund),
             "still_owed": _money(t.refund.still_owed),
             "refund_by": t.refund.refund_by.isoformat()}}
        for t in teams
    ]}
