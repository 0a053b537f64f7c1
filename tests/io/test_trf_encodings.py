"""The encodings TRF files come in: UTF-8 with or without a byte order mark (FIDE's), the
Windows code page 1252 (Swiss-Manager and Vega on Western European Windows), UTF-16 (saved
by Windows Notepad as "Unicode"), and UTF-32, which is refused by name."""

from __future__ import annotations

import pytest

from chessarbiter.io.trf import TrfError, read_trf
from tests.io.test_trf_tolerance import BASE

# "Kašparov": š is 0x9A in Windows-1252, a control character in Latin-1.
NAMED = BASE.replace("Beta, Bob ", "Kašparov,Ž")


def test_utf8_with_and_without_a_byte_order_mark_read_alike() -> None:
    plain, marked = NAMED.encode("utf-8"), b"\xef\xbb\xbf" + NAMED.encode("utf-8")
    assert read_trf(plain) == read_trf(marked)
    assert (read_trf(plain).encoding, read_trf(marked).encoding) == ("utf-8", "utf-8-sig")
    assert read_trf(marked).warnings == ()


def test_windows_1252_letters_latin1_has_not() -> None:
    doc = read_trf(NAMED.encode("cp1252"))
    assert doc.players[1].name == "Kašparov,Ž"
    assert doc.encoding == "cp1252"
    assert doc.warnings == ("line 3: the file is not UTF-8; it was read as Windows-1252 "
                            "(Latin-1)",)


@pytest.mark.parametrize(("codec", "order"), [("utf-16", "little"), ("utf-16-le", "little"),
                                              ("utf-16-be", "big")])
def test_utf16_with_or_without_a_byte_order_mark_is_read(codec: str, order: str) -> None:
    doc = read_trf(NAMED.encode(codec))
    assert doc.players == read_trf(NAMED).players
    assert doc.warnings == (f"line 1: the file is UTF-16 {order}-endian; it was read as such "
                            "(FIDE asks for UTF-8)",)


def test_utf32_is_refused_by_name() -> None:
    with pytest.raises(TrfError) as caught:
        read_trf(NAMED.encode("utf-32"), source="event.trf")
    assert str(caught.value) == ("event.trf:1:1: file: the file is UTF-32, which TRF readers "
                                 "do not take; save it as UTF-8")


def test_a_byte_windows_1252_leaves_undefined_is_refused_at_its_column() -> None:
    data = NAMED.encode("cp1252").replace("š".encode("cp1252"), b"\x81")
    with pytest.raises(TrfError) as caught:
        read_trf(data, source="event.trf")
    # The name starts in column 15: K, a, then the byte at 17.
    assert (caught.value.line, caught.value.column, caught.value.field) == (3, 17, "name")
