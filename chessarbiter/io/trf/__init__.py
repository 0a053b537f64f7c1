"""FIDE Tournament Report File (TRF) import and export.

``read_trf`` turns the text of a TRF file into a :class:`TrfDocument` (core players, games
and byes plus the header and any records we do not model); ``write_trf`` turns a document
back into TRF16 text (with the TRF-2026 records 142-222 when the document asks for them).
Neither touches the file system.
"""

from chessarbiter.io.trf.document import TrfDocument, TrfHeader
from chessarbiter.io.trf.errors import TrfError
from chessarbiter.io.trf.reader import read_trf
from chessarbiter.io.trf.trf26 import Trf26
from chessarbiter.io.trf.writer import write_trf

__all__ = ["Trf26", "TrfDocument", "TrfError", "TrfHeader", "read_trf", "write_trf"]
