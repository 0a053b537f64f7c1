"""The individual tie-break codes and the editions of FIDE C.07: all that checking an event's
settings needs. Kept apart from :mod:`registry` so that reading an event does not load the 25
criteria (nobody is ranked until the standings are shown); the registry refuses to load
unless it binds exactly these codes."""

from __future__ import annotations

EDITION_2026 = "2026"
EDITION_2024 = "2024-08"
PRE_2023 = "pre-2023"
EDITIONS = (EDITION_2026, EDITION_2024, PRE_2023)

# Round-robin criteria first, in the order the settings have always listed them.
INDIVIDUAL_CODES = (
    "DE", "PTS", "BPG", "KS", "SB", "SB-C1", "SB-C2", "WIN", "WON", "BWG", "REP", "STD", "PS",
    "PS-C1", "TPN", "BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2", "FB", "FB-C1", "AOB", "ARO",
    "ARO-C1", "ARO-C2", "TPR", "APRO", "PTP", "APPO", "RTNG", "MM", "SOLK", "CUM", "OPPCUM",
    "SB-US", "KASH", "PM",
)
# Codes that depend on who is tied: may be listed more than once in a chain (C.07 Art. 4.3).
GROUP_CODES = frozenset({"DE", "PM"})
