"""The US Chess rating report: three dBase III files in the "2C" layout (formats.md §1).

``check_report`` lists what must be fixed first, ``build_report`` makes the files' bytes and
``write_report`` saves them, refusing while problems remain unless overridden.
"""

from chessarbiter.io.uscf.checks import check_report, write_report
from chessarbiter.io.uscf.problems import ExportProblem, ExportRefused
from chessarbiter.io.uscf.report import UscfEventInfo, UscfReport, build_report

__all__ = [
    "ExportProblem",
    "ExportRefused",
    "UscfEventInfo",
    "UscfReport",
    "build_report",
    "check_report",
    "write_report",
]
