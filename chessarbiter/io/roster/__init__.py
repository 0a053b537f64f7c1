"""Team rosters as Excel workbooks (league rule 12): the blank or filled template the
organizer sends out, and the checked import of what the captain sends back.

``read_roster`` takes the bytes of a workbook and refuses the whole file when anything is
wrong, listing every problem with its sheet, row and column.
"""

from chessarbiter.io.roster.problems import RosterImport, RosterProblem
from chessarbiter.io.roster.reader import read_roster
from chessarbiter.io.roster.template import write_roster_template

__all__ = ["RosterImport", "RosterProblem", "read_roster", "write_roster_template"]
