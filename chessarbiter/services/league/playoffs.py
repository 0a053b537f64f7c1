"""Team playoffs (rule 25.a: "If time permits in the regular league schedule, the Match
Director may design a playoff"): the scores the tied teams made in it, recorded for a
section, decide their order before every later tie-break of the chain."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from chessarbiter.core.league.league_standings import TeamStanding
from chessarbiter.core.league.playoff_groups import criterion_value, playoff_opening
from chessarbiter.core.league.season_standings import season_standings
from chessarbiter.core.league.stored import StoredPlayoff
from chessarbiter.core.tiebreaks.team.playoff import CODE as PLAYOFF
from chessarbiter.db.league_night_models import LeaguePlayoffRow
from chessarbiter.services.errors import ActionRefused, EditConflict
from chessarbiter.services.league.season import LeagueSeason, delete_row


class PlayoffService:
    def __init__(self, season: LeagueSeason) -> None:
        self.season = season

    def playoffs(self) -> tuple[StoredPlayoff, ...]:
        return self.season.current().playoffs

    def record(self, section: str, scores: Mapping[str, float], on: date, note: str = ""
               ) -> StoredPlayoff:
        """Record a playoff of ``section`` (team → score); refused unless
        :func:`playoff_opening` allows one (the window offers it by the same rule) and the
        teams were level on everything the chain puts before it.
        Returns the stored playoff (undo: :meth:`remove`). Refused when another program
        recorded or removed a playoff of the section since this one read it."""
        with self.season.write() as change:
            change.unchanged(lambda s: tuple(p for p in s.playoffs if p.section == section),
                             lambda _now: EditConflict.on_record(
                                 f"The playoff record of section {section}", "your playoff"))
            season = change.before
            nights = season.nights.section(section)
            chain = season.settings.team_place_tiebreaks
            rows = season_standings(season)[section].rows
            opening = playoff_opening(season.nights, section, rows, chain)
            if not opening.open:
                raise ActionRefused(opening.reason, "section")
            strangers = sorted(set(scores) - set(nights.teams))
            if len(scores) < 2 or strangers:
                raise ActionRefused(f"a playoff is between two or more teams of section "
                                    f"{section}" + (f"; {strangers[0]} is not in it"
                                                    if strangers else ""), "teams")
            _require_level(rows, scores, chain[:chain.index(PLAYOFF)])
            row = LeaguePlayoffRow(section_id=nights.section_id, on_date=on,
                                   scores=dict(scores), note=note.strip(),
                                   created_at=datetime.now(UTC).replace(tzinfo=None))
            change.session.add(row)
            change.session.flush()
            stored = StoredPlayoff(row.id, section, on, dict(scores), note.strip())
            change.after = replace(season, playoffs=(*season.playoffs, stored))
            return stored

    def remove(self, playoff_id: int) -> StoredPlayoff:
        """Take a recorded playoff back (undo of :meth:`record`); returns it."""
        with self.season.write() as change:
            change.unchanged(lambda s: next((p for p in s.playoffs if p.id == playoff_id), None),
                             lambda _now: EditConflict.on_record(
                                 f"Playoff {playoff_id}", "your removal of it"))
            season = change.before
            found = next((p for p in season.playoffs if p.id == playoff_id), None)
            if found is None:
                raise ActionRefused(f"there is no playoff {playoff_id}", "playoff")
            delete_row(change.session, LeaguePlayoffRow, playoff_id)
            change.after = replace(season, playoffs=tuple(
                p for p in season.playoffs if p.id != playoff_id))
            return found


def _require_level(rows: Sequence[TeamStanding], scores: Mapping[str, float],
                   before: Sequence[str]) -> None:
    """The teams of ``scores`` share every value of the criteria ``before`` the playoff."""
    values = {r.team: tuple(criterion_value(r, code) for code in before)
              for r in rows if r.team in scores}
    if len(set(values.values())) > 1:
        shown = "; ".join(f"{t} {'/'.join(f'{v:g}' for v in vs)}" for t, vs in values.items())
        raise ActionRefused(f"rule 25.a: a playoff decides between teams level on "
                            f"{', '.join(before)}, and these are not ({shown})", "teams")

