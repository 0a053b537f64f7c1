"""The window of a league season: teams and rosters, sections and schedule, over the league
services (:mod:`chessarbiter.services.league`); every rule stays in the core."""
