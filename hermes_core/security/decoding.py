"""Encoded and assembled text: decode it so the rules can read what it hides.

Base64 and hex literals, ``\\x`` escapes, ``chr()`` chains and strings glued from
small pieces are decoded or joined; the result is scanned again (once, not
recursively without end), and what that finds is reported where the encoded text
sits.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from typing import NamedTuple

__all__ = ["Decoded", "decode_span", "decoded_pieces"]

_HEX_ESCAPES = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}")
_CHR_CHAIN = re.compile(r"(?:chr\(\s*\d{2,3}\s*\)\s*\+\s*){3,}chr\(\s*\d{2,3}\s*\)")
_GLUED = re.compile(r"(?:[\"'][^\"'\n]{1,8}[\"']\s*\+\s*){2,}[\"'][^\"'\n]{1,8}[\"']")
_JOINED = re.compile(r"[\"']{2}\.join\(\s*\[((?:\s*[\"'][^\"'\n]{1,8}[\"']\s*,?)+)\]\s*\)")


class Decoded(NamedTuple):
    """Text decoded from ``source[start:end]`` by ``how``."""

    start: int
    end: int
    how: str
    text: str


def _printable(text: str) -> bool:
    if not text:
        return False
    good = sum(1 for c in text if c.isprintable() or c in "\n\r\t")
    return good / len(text) >= 0.9


def _from_base64(data: str) -> str | None:
    try:
        raw = base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
        text = _text_of(raw)
    except (binascii.Error, ValueError):
        return None
    return text if _printable(text) and any(c.isalpha() for c in text) else None


def _from_base32(data: str) -> str | None:
    data = data.strip("=").upper()
    if len(data) < 16:
        return None
    try:
        text = _text_of(base64.b32decode(data + "=" * (-len(data) % 8)))
    except (binascii.Error, ValueError):
        return None
    return text if _printable(text) and any(c.isalpha() for c in text) else None


def _text_of(raw: bytes) -> str:
    """``raw`` as text: UTF-16LE when every second byte is zero (what PowerShell's
    ``-EncodedCommand`` takes), UTF-8 otherwise."""
    if len(raw) >= 8 and not any(raw[1::2]) and all(raw[0::2]):
        return raw[: len(raw) - len(raw) % 2].decode("utf-16-le")
    return raw.decode("utf-8")


def decode_span(data: str, how: str) -> str | None:
    """``data`` decoded as base64 or hex, when that gives readable text."""
    if how == "base64":
        if len(data) < 16 or (data.isalpha() and (data.islower() or data.isupper())):
            return None  # too short, or a long word rather than base64
        return _undone(_from_base64(data.rstrip("=")))
    if how == "base32":
        return _undone(_from_base32(data))
    data = data[: len(data) - len(data) % 2]
    if len(data) < 16:
        return None
    try:
        decoded = _text_of(bytes.fromhex(data))
    except (ValueError, UnicodeDecodeError):
        return None
    return _undone(decoded) if _printable(decoded) else None


def _undone(decoded: str | None) -> str | None:
    """Decoded text that is itself written backwards or in ROT13 (a URL in it says so:
    ``//:sptth``, ``uggcf://``), undone: encoding a reversed command is a second lock."""
    if decoded is None:
        return None
    if _BACKWARDS_ROT13_URL.search(decoded):
        return decoded[::-1].translate(_ROT13)
    if _BACKWARDS_URL.search(decoded) or _BACKWARDS_COMMAND.search(decoded):
        return decoded[::-1]
    if _ROT13_URL.search(decoded):
        return decoded.translate(_ROT13)
    return decoded


def decoded_pieces(text: str, start: int, end: int) -> Iterator[Decoded]:
    """Decodings of escapes, chr() chains and glued or joined pieces in ``text[start:end]``."""
    for match in _HEX_ESCAPES.finditer(text, start, end):
        raw = bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", match.group()))
        decoded = raw.decode("utf-8", "replace")
        if _printable(decoded):
            yield Decoded(match.start(), match.end(), "\\x escapes", decoded)
    for match in _CHR_CHAIN.finditer(text, start, end):
        codes = [int(n) for n in re.findall(r"\d+", match.group())]
        if all(9 <= n < 0x110000 for n in codes):
            yield Decoded(match.start(), match.end(), "chr() chain", "".join(map(chr, codes)))
    for match in _GLUED.finditer(text, start, end):
        pieces = re.findall(r"[\"']([^\"'\n]{1,8})[\"']", match.group())
        yield Decoded(match.start(), match.end(), "concatenated pieces", "".join(pieces))
    for match in _JOINED.finditer(text, start, end):
        pieces = re.findall(r"[\"']([^\"'\n]{1,8})[\"']", match.group(1))
        yield Decoded(match.start(), match.end(), "joined pieces", "".join(pieces))


# A URL written backwards ("//:sptth"), in ROT13 ("uggcf://") or both: the hand ciphers a
# skill asks the agent to undo before it runs the line.
_BACKWARDS_URL = re.compile(r"//:s?ptth")
_ROT13_URL = re.compile(r"uggcf?://", re.IGNORECASE)
# A command line written backwards: "pct/ved/" (/dev/tcp/), "hs |" (| sh), "i- hsab".
_BACKWARDS_COMMAND = re.compile(r"pct/ved/|hs(?:ab)? ?\||\bi- hs(?:ab)?\b|\blruc\b|\btegw\b")
_BACKWARDS_ROT13_URL = re.compile(r"//:f?cggu", re.IGNORECASE)
_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)


def flipped_pieces(text: str) -> Iterator[Decoded]:
    """Lines holding a URL written backwards, in ROT13 or both, undone (the scan calls it
    only when the trigger pass saw one of those spellings)."""
    for pattern, how in (
        (_BACKWARDS_URL, "reversed"),
        (_ROT13_URL, "rot13"),
        (_BACKWARDS_ROT13_URL, "reversed rot13"),
    ):
        for match in pattern.finditer(text):
            # The paragraph holding it (a ciphered order wraps over several lines), each
            # line without its quote marker.
            start, end = _paragraph(text, match.start(), match.end())
            line = "\n".join(
                part.strip(" \t`'\"").removeprefix(">").strip()
                for part in text[start:end].split("\n")
            ).strip()
            undone = line[::-1] if how.startswith("reversed") else line
            undone = undone.translate(_ROT13) if how.endswith("rot13") else undone
            yield Decoded(start, end, how, undone)


def _paragraph(text: str, start: int, end: int) -> tuple[int, int]:
    """The lines around ``text[start:end]`` up to a blank line either side (at most 12)."""
    low = text.rfind("\n", 0, start) + 1
    for _ in range(12):
        previous = text.rfind("\n", 0, max(low - 1, 0)) + 1
        if low == 0 or not text[previous : low - 1].strip():
            break
        low = previous
    high = text.find("\n", end)
    high = len(text) if high < 0 else high
    for _ in range(12):
        following = text.find("\n", high + 1)
        following = len(text) if following < 0 else following
        if high >= len(text) or not text[high + 1 : following].strip():
            break
        high = following
    return low, high


# A key XORed into data: ``b ^ KEY[i % len(KEY)]``, ``c ^ key``, ``-bxor $k``, ``b ^ 0x5A``.
_XOR_USE = re.compile(
    r"(?:\^|-bxor)\s*\(?\s*\$?(?P<name>[A-Za-z_]\w*|0[xX][0-9a-fA-F]{1,2}|\d{1,3})\b"
)
# A name bound to a short literal or a small number: the key.
_SHORT_LITERAL = re.compile(
    r"^[ \t]*(?:const\s+|let\s+|var\s+)?\$?(?P<name>[A-Za-z_]\w*)\s*=\s*"
    r"(?:b?[\"'](?P<value>[^\"'\n]{2,48})[\"']|(?P<number>0[xX][0-9a-fA-F]{1,2}|\d{1,3})\b)",
    re.MULTILINE,
)
# A list of small numbers (bytes written as integers): ``[73, 95, 88, …]``, ``@(73,95,…)``.
_NUMBER_LIST = re.compile(
    r"[\[(]\s*(?:(?:0[xX][0-9a-fA-F]{1,2}|\d{1,3})\s*,\s*){11,}(?:0[xX][0-9a-fA-F]{1,2}|\d{1,3})"
)
# A run of string literals of base64 characters (adjacent ones are one value in Python).
_BASE64_LITERALS = re.compile(r"(?:[\"'][A-Za-z0-9+/=]{16,}[\"']\s*(?:\+\s*)?){1,40}")


def _xor_keys(text: str) -> list[bytes]:
    """The keys a script XORs with: a number written after ``^``, or a name so used
    bound to a short string or a small number."""
    used = {m.group("name") for m in _XOR_USE.finditer(text)}
    keys = [_number_key(name) for name in used if name[0].isdigit()]
    for match in _SHORT_LITERAL.finditer(text):
        if match.group("name") in used:
            value, number = match.group("value"), match.group("number")
            keys.append(value.encode() if value is not None else _number_key(number))
    return [key for key in dict.fromkeys(keys) if key]


def _number_key(number: str) -> bytes:
    value = int(number, 0)
    return bytes((value,)) if 0 < value < 256 else b""


def _xored_sources(text: str) -> Iterator[tuple[int, int, bytes]]:
    """Byte strings a key may be XORed into: base64 literals (written forwards or
    backwards) and lists of small numbers."""
    for match in _BASE64_LITERALS.finditer(text):
        data = "".join(re.findall(r"[A-Za-z0-9+/=]{16,}", match.group()))
        for candidate in (data, data[::-1]):
            try:
                raw = base64.b64decode(
                    candidate.strip("=") + "=" * (-len(candidate.strip("=")) % 4), validate=True
                )
            except (binascii.Error, ValueError):
                continue
            yield match.start(), match.end(), raw
    for match in _NUMBER_LIST.finditer(text):
        numbers = [int(n, 0) for n in re.findall(r"0[xX][0-9a-fA-F]{1,2}|\d{1,3}", match.group())]
        if all(n < 256 for n in numbers):
            yield match.start(), match.end(), bytes(numbers)


def xor_pieces(text: str) -> Iterator[Decoded]:
    """Base64 literals or number lists XORed with a key the script writes out, decoded
    (the commonest hand cipher of a payload: the key sits next to it)."""
    keys = _xor_keys(text)
    if not keys:
        return
    for start, end, raw in _xored_sources(text):
        for key in keys:
            plain = bytes(b ^ key[i % len(key)] for i, b in enumerate(raw))
            try:
                decoded = plain.decode("utf-8")
            except UnicodeDecodeError:
                continue
            if _printable(decoded) and sum(c.isalpha() for c in decoded) * 2 > len(decoded):
                yield Decoded(start, end, "xor", decoded)
                break
