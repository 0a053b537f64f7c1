"""The text of a TRF file's bytes, whatever the program that wrote it saved it as.

FIDE asks for UTF-8; Windows programs write their code page (Windows-1252 in Western Europe)
and a few tools save UTF-16. UTF-8 is tried first (with or without a byte order mark); UTF-16
is recognised by its byte order mark or by the zero bytes every ASCII character brings; bytes
that are neither are Windows-1252, whose letters are Latin-1's plus the printable characters
Latin-1 leaves as controls (€, Š, š, Ž, ž, Œ, œ, Ÿ, quotes and dashes). The five bytes
Windows-1252 leaves undefined are taken as Latin-1's controls, so the reader refuses them with
their column instead of guessing a letter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")
_UTF16_BOMS = {b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}
_UTF32_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")


@dataclass(frozen=True, slots=True)
class Decoded:
    """The text, the encoding it was read as (a Python codec name) and what to warn about."""

    text: str
    encoding: str
    warnings: tuple[str, ...] = ()


class EncodingRefused(ValueError):
    """Bytes in an encoding the reader names but does not read (UTF-32)."""


def decode(data: str | bytes) -> Decoded:
    """``data`` as text; a byte order mark is dropped."""
    if isinstance(data, str):
        return Decoded(data.removeprefix("\ufeff"), "utf-8")
    if data.startswith(_UTF32_BOMS):
        raise EncodingRefused("the file is UTF-32, which TRF readers do not take; "
                              "save it as UTF-8")
    utf16 = _utf16(data)
    if utf16 is not None:
        return _decode_utf16(data, utf16)
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return Decoded(data[3:].decode("utf-8"), "utf-8-sig")
        except UnicodeDecodeError as exc:
            return _windows_1252(data[3:], exc.start)
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError as exc:
        return _windows_1252(data, exc.start)


def _utf16(data: bytes) -> str | None:
    """The UTF-16 byte order the data is in, or None when it is not UTF-16."""
    for bom, codec in _UTF16_BOMS.items():
        if data.startswith(bom):
            return codec
    sample = data[:400]
    if len(sample) < 8 or len(sample) % 2:
        return None
    # A TRF file is mostly ASCII: in UTF-16 every other byte is zero, on one side only.
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 4
    if odd > half and even == 0:
        return "utf-16-le"
    if even > half and odd == 0:
        return "utf-16-be"
    return None


def _decode_utf16(data: bytes, codec: str) -> Decoded:
    body = data[2:] if data[:2] in _UTF16_BOMS else data
    name = "UTF-16 " + ("little" if codec.endswith("le") else "big") + "-endian"
    try:
        text = body.decode(codec)
    except UnicodeDecodeError as exc:
        raise EncodingRefused(f"the file looks like {name} but byte {exc.start + 1} cannot "
                              "be read as such; save it as UTF-8") from None
    return Decoded(text, codec, (f"line 1: the file is {name}; it was read as such "
                                 "(FIDE asks for UTF-8)",))


def _windows_1252(data: bytes, first_bad: int) -> Decoded:
    line = len(_LINE_BREAK_BYTES.split(data[:first_bad]))
    text = "".join(
        chunk.decode("cp1252") if _defined(chunk) else chunk.decode("latin-1")
        for chunk in re.split(rb"([\x81\x8d\x8f\x90\x9d])", data)
    )
    return Decoded(text, "cp1252", (f"line {line}: the file is not UTF-8; it was read as "
                                    "Windows-1252 (Latin-1)",))


def _defined(chunk: bytes) -> bool:
    return not (len(chunk) == 1 and chunk[0] in b"\x81\x8d\x8f\x90\x9d")
