"""Opaque blobs: encoded data found by its statistics, not by its words — long runs of
base64, base85 or hex, lists of numbers, escaped bytes, text built from character codes —
leaving out what is shown rather than read (images, fonts, data: URIs), names, paths and
code written without spaces."""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from typing import TYPE_CHECKING

from hermes_core.security.lexicon import Kind

if TYPE_CHECKING:
    from hermes_core.security.facts import Facts

__all__ = ["add_blobs"]

# Data shown, not read: a data: URI, or bytes that start like an image, a font, a PDF.
_DATA_URI = re.compile(r"data:[\w.+-]+/[\w.+-]+(?:;[\w=-]+)*;base64,$", re.IGNORECASE)
_MEDIA_MAGIC = (
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"RIFF",
    b"wOF",
    b"\x00\x01\x00\x00",
    b"OTTO",
    b"%PDF",
    b"<svg",
    b"<?xml",
    b"PK\x03\x04",
    b"\x1f\x8b",
    b"BM",
    b"ID3",
)
# A long run of printable characters with no space (tried only where a run starts).
_BLOB = re.compile(r"(?<![!-~])[!-~]{40,}")
_BASE64ISH = re.compile(r"[A-Za-z0-9+/=_-]{40,}")
_NUMBERS = re.compile(
    r"(?:-?\b(?:0x)?[0-9a-f]{1,4}\b\s*[,;]\s*){15,}-?\b(?:0x)?[0-9a-f]{1,4}\b", re.I
)
_WORD_LIST = re.compile(r"\bqw\s*[(\[{/]\s*(?:\d{1,4}\s+){15,}\d{1,4}")
_ESCAPES = re.compile(r"(?:\\x[0-9a-f]{2}|\\u[0-9a-f]{4}|\\[0-7]{3}|%[0-9a-f]{2}){10,}", re.I)
_CHAR_CODES = re.compile(r"(?:chr|fromcharcode|\[char\])\s*\(?\s*\d+", re.I)


# Three escapes in a row, each gate starting with a literal the engine finds fast.
_ESCAPE_GATES = (
    ("\\x", re.compile(r"\\x[0-9a-fA-F]{2}\\x[0-9a-fA-F]{2}\\x[0-9a-fA-F]{2}")),
    ("\\u", re.compile(r"\\u[0-9a-fA-F]{4}\\u[0-9a-fA-F]{4}\\u[0-9a-fA-F]{4}")),
    ("\\", re.compile(r"\\[0-7]{3}\\[0-7]{3}\\[0-7]{3}")),
    ("%", re.compile(r"%[0-9a-fA-F]{2}%[0-9a-fA-F]{2}%[0-9a-fA-F]{2}")),
)
_LONG = 40


def _long_runs(text: str) -> list[tuple[int, str]]:
    """``(start, run)`` of every run of 40 or more printable ASCII characters with no
    space: words are split in C and only the long ones looked at."""
    runs: list[tuple[int, str]] = []
    for word in sorted({word for word in text.split() if len(word) >= _LONG}):
        at = text.find(word)
        while at >= 0:
            before = text[at - 1] if at else " "
            if before.isspace():  # a whole word, not the tail of a longer one
                runs.extend((at + m.start(), m.group()) for m in _BLOB.finditer(word))
            at = text.find(word, at + len(word))
    runs.sort()
    return runs


def _number_spans(text: str) -> list[tuple[int, int]]:
    """The stretches of ``text`` around three numbers in a row that hold nothing but
    numbers and separators: where a list of numbers can be (each gate starts with a
    separator, which the engine finds fast; the full expression runs only there)."""
    spans: list[tuple[int, int]] = []
    for gate in _NUMBER_GATES:
        for match in gate.finditer(text):
            if spans and spans[-1][0] <= match.start() < spans[-1][1]:
                continue
            low, high = match.start(), match.end()
            while low > 0 and text[low - 1] in _LIST_CHARACTERS:
                low -= 1
            while high < len(text) and text[high] in _LIST_CHARACTERS:
                high += 1
            spans.append((low, high))
    merged: list[tuple[int, int]] = []
    for low, high in sorted(spans):
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
        else:
            merged.append((low, high))
    return merged


_LIST_CHARACTERS = frozenset("0123456789abcdefABCDEFxX,; \t\r\n\f\v-")
_CODES_MIN = 8  # character codes that make a text

_NUMBER_GATES = (
    re.compile(r",\s*\d{1,4}\s*,\s*\d{1,4}\s*,\s*\d{1,4}\s*,"),
    re.compile(r";\s*\d{1,4}\s*;\s*\d{1,4}\s*;\s*\d{1,4}\s*;"),
)


def add_blobs(facts: Facts, text: str, lowered: str) -> None:
    """Add a BLOB fact for every opaque blob of ``text``."""
    for run_start, run in _long_runs(text):
        inner = _BASE64ISH.search(run)
        if inner is not None:
            start, word = run_start + inner.start(), inner.group()
        elif len(run) >= 60:
            start, word = run_start, run
        else:
            continue
        if _opaque(word) and not _media(text, start, word) and not _media_continued(text, start):
            facts.add(Kind.BLOB, start, start + len(word), f"{len(word)} opaque characters")
    if text.count(",") + text.count(";") >= 15:
        for low, high in _number_spans(text):
            for match in _NUMBERS.finditer(text, low, high):
                facts.add(Kind.BLOB, match.start(), match.end(), "a list of numbers")
    if "qw" in text:  # Perl's word list of numbers: qw( 114 113 123 … )
        for match in _WORD_LIST.finditer(text):
            facts.add(Kind.BLOB, match.start(), match.end(), "a list of numbers")
    if any(key in text and gate.search(text) for key, gate in _ESCAPE_GATES):
        for match in _ESCAPES.finditer(text):
            facts.add(Kind.BLOB, match.start(), match.end(), "escaped bytes")
    if sum(lowered.count(key) for key in ("chr", "charcode", "[char]")) < _CODES_MIN:
        return
    codes = list(_CHAR_CODES.finditer(text))
    if len(codes) >= _CODES_MIN:
        facts.add(Kind.BLOB, codes[0].start(), codes[-1].end(), "text built from character codes")


# The base64 start of an image, a font, a PDF or an SVG, opening a string (not of an
# archive: compressed data is how payloads are packed).
_MEDIA_START = re.compile(r"[\"'`](?:iVBORw0KGgo|/9j/|R0lGOD|JVBERi0|PHN2Zy|PD94bWw|UklGR|d09GR)")
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/=\s\"'`,()+\\]*")


def _media_continued(text: str, start: int) -> bool:
    """A piece of a string split over lines whose first piece starts like an image (a
    PNG's base64 cut into 72-character lines): shown, not read."""
    window = text[max(0, start - 2000) : start]
    starts = list(_MEDIA_START.finditer(window))
    if not starts:
        return False
    found = starts[-1]
    between = window[found.end() :]
    return _BASE64_RUN.fullmatch(between) is not None


def _media(text: str, start: int, word: str) -> bool:
    """Base64 of an image, a font or a document (or a data: URI): shown, not read."""
    if _DATA_URI.search(text, max(0, start - 80), start):
        return True
    head = word.lstrip("\"'`(").split("=", 1)[0][:64]
    if not head.isascii():
        return False
    head = head[: len(head) // 4 * 4]
    try:
        raw = base64.b64decode(head, validate=True)
    except (ValueError, binascii.Error):
        return False
    return raw.startswith(_MEDIA_MAGIC)


_CODE_MARKS = re.compile(r"\(\?|\\[dswbDSW.]|\[0-9|a-z\]|::|->|=>|==|&&|\|\||\)\(")
_WORDLIKE = re.compile(r"[a-z]{4,}|[A-Z][a-z]{3,}")


def _opaque(word: str) -> bool:
    """Whether a long word reads as encoded data rather than a name, a path, a URL,
    a hash or a rule line."""
    if "://" in word or word.count("/") > len(word) // 12 or word.count("-") > len(word) // 8:
        return False
    if word.count("/") >= 3 and "+" not in word and "=" not in word:
        return False  # a path
    if len(set(word)) < 16:
        return False
    if sum(len(run) for run in _WORDLIKE.findall(word)) > len(word) * 0.3:
        return False  # names and words: code or prose written without spaces
    if len(_CODE_MARKS.findall(word)) >= 2:
        return False  # a regular expression or an expression: code, not data
    hexadecimal = all(c in "0123456789abcdefABCDEF" for c in word)
    if hexadecimal:
        return len(word) > 64  # a checksum or a commit is at most 64
    classes = sum(
        (
            any(c.islower() for c in word),
            any(c.isupper() for c in word),
            any(c.isdigit() for c in word),
        )
    )
    counts = Counter(word)
    if classes < 3:
        # (base32: capitals and the digits 2 to 7 only, as long and as random as base64)
        base32 = len(word) >= 48 and all(c in _BASE32 for c in word)
        return base32 and _entropy(counts, len(word)) >= 4.3
    return _entropy(counts, len(word)) >= 4.2


_BASE32 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567=")


def _entropy(counts: Counter[str], length: int) -> float:
    return -sum(n / length * math.log2(n / length) for n in counts.values())
