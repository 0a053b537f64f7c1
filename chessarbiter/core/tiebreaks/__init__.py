"""Tie-breaks: one ranking engine (:mod:`engine`), one module per criterion, and a registry
from code to criterion (:mod:`registry`) for individual events, league teams and board prizes.

Adding a tie-break is one module that lists its ``TIEBREAKS`` (code, name, article, how to
bind it to an event), its line in :mod:`registry`, and its tests.
"""
