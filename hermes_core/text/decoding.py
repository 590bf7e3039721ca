"""Turn the bytes of a text file into ``str`` without ever failing.

Binary content is recognised and refused; UTF-16 (with a BOM) is decoded; bytes that
are not UTF-8 are replaced with U+FFFD and reported at the first bad byte. A UTF-8
byte-order mark is removed and reported, since several clients do not expect one.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import LineIndex, Range, Span

__all__ = ["DecodeCode", "DecodedText", "decode_text", "looks_binary"]

_SNIFF_BYTES = 8192
# Bytes that never appear in text: NUL and the C0 controls other than tab, LF, VT, FF, CR, ESC.
_BINARY_CONTROLS = bytes([*range(0x09), *range(0x0E, 0x1B), 0x1C, 0x1D, 0x1E, 0x1F])


class DecodeCode:
    """Stable codes for problems found while decoding a file."""

    BINARY = "SK009"
    INVALID_UTF8 = "SK010"
    BOM = "SK011"
    UTF16 = "SK012"


@dataclass(frozen=True, slots=True)
class DecodedText:
    """Decoded text plus what was wrong with the bytes; ``binary`` means unusable."""

    text: str
    binary: bool
    diagnostics: tuple[Diagnostic, ...]


def looks_binary(data: bytes) -> bool:
    """True when the first 8 KiB hold a NUL, or many control bytes, and no UTF-16 BOM."""
    head = data[:_SNIFF_BYTES]
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return False
    if b"\x00" in head:
        return True
    if not head:
        return False
    controls = len(head) - len(head.translate(None, _BINARY_CONTROLS))
    return controls * 10 > len(head)


def decode_text(data: bytes, *, sniffed: bool = False) -> DecodedText:
    """Decode file bytes as a text; never raises. ``sniffed``: the caller has already
    found with :func:`looks_binary` that the bytes are not binary."""
    if not sniffed and looks_binary(data):
        return DecodedText(
            "",
            True,
            (Diagnostic(DecodeCode.BINARY, Severity.ERROR, "binary file, not text", Range.at(0)),),
        )
    diagnostics: list[Diagnostic] = []
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", errors="replace")
        diagnostics.append(
            Diagnostic(
                DecodeCode.UTF16,
                Severity.WARNING,
                "the file is UTF-16; save it as UTF-8, which every client reads",
                Range.at(0),
            )
        )
        return DecodedText(text, False, tuple(diagnostics))
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
        diagnostics.append(
            Diagnostic(
                DecodeCode.BOM,
                Severity.WARNING,
                "the file starts with a byte-order mark, which some clients do not skip",
                Range.at(0),
            )
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        offset = len(data[: exc.start].decode("utf-8", errors="replace"))
        bad = text.count("\ufffd") - data.decode("utf-8", errors="ignore").count("\ufffd")
        lines = LineIndex(text)
        diagnostics.append(
            Diagnostic(
                DecodeCode.INVALID_UTF8,
                Severity.ERROR,
                f"not valid UTF-8 (byte 0x{data[exc.start]:02X} at byte {exc.start}); "
                f"{bad} invalid sequence(s) were read as U+FFFD",
                lines.range(Span(offset, offset + 1)),
            )
        )
    return DecodedText(text, False, tuple(diagnostics))
