"""Tie-breaks of a league's teams: the Columbus rule 25 and FIDE C.07's team criteria (Art. 13),
over a section's complete matches and byes."""
