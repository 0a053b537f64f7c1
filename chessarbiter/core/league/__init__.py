"""Team league seasons (Columbus Chess League rules): settings, teams and rosters, frozen
ratings, team rating, sections, roster-change rules and the double-round-robin calendar.

Pure like the rest of :mod:`chessarbiter.core`: frozen dataclasses in, values out.
"""
