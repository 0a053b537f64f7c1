# ruff: noqa: E501  (TRF player lines are wider than 100 columns by format)
"""TRF written as UTF-8, Latin-1 or ASCII: a name the code page cannot hold loses its accents
inside its own 33 columns (15-47), so every later column stays where TRF puts it, and one
warning names each name so folded. Expected spellings follow Unicode's decompositions
(ễ = e + circumflex + tilde, ị = i + dot below) and the Latin-1 code chart (é, ö, ß are in
it; ễ, ị, ł, Ж are not)."""

from __future__ import annotations

import pytest

from chessarbiter.io.trf.output import encode_trf

LINE = "001    1 w    Nguyễn, Thị                       2100 VIE    12345678 1990/00/00  1.0    1     2 w 1"
NAMES = {"latin-1": "Nguyen, Thi", "ascii": "Nguyen, Thi"}


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
def test_a_name_is_folded_inside_its_columns(encoding: str) -> None:
    out = encode_trf([LINE], encoding)
    text = out.data.decode(encoding)
    assert text.endswith("\r\n")
    line = text.removesuffix("\r\n")
    assert line[14:47] == NAMES[encoding].ljust(33)
    assert line[:14] == LINE[:14] and line[47:] == LINE[47:]
    assert out.warnings == (
        f"player 1: 'Nguyễn, Thị' written as 'Nguyen, Thi' "
        f"({ {'latin-1': 'Latin-1', 'ascii': 'ASCII'}[encoding] } has no ễ, ị)",)


def test_latin1_keeps_the_letters_it_has() -> None:
    line = LINE.replace("Nguyễn, Thị ", "Müller, Józef")
    out = encode_trf([line, "012 Łódź Open", "### Ж"], "latin-1")
    assert out.data.decode("latin-1").split("\r\n")[:3] == [line, "012 Lódz Open", "### ?"]
    assert out.warnings == (
        "record 012: 'Łódź Open' written as 'Lódz Open' (Latin-1 has no Ł, ź)",
        "record ###: 'Ж' written as '?' (Latin-1 has no Ж)",
    )


def test_utf8_writes_every_name_as_it_is() -> None:
    out = encode_trf([LINE, "012 Łódź"])
    assert out.data.decode("utf-8") == LINE + "\r\n" + "012 Łódź\r\n"
    assert out.warnings == ()


def test_an_unknown_encoding_is_refused() -> None:
    with pytest.raises(ValueError, match="use utf-8, latin-1, ascii"):
        encode_trf([LINE], "cp1251")
