"""Characters that hide text: invisible, bidirectional, tag and look-alike characters.

Emoji sequences use some of the same characters legitimately (a zero-width joiner
between two emoji, a variation selector after one, tag characters inside a
subdivision flag), and so do some scripts (joiners in Indic and Arabic text); those
are not reported. Everything else is, with the hidden text decoded where there is
one (Unicode tag characters spell ASCII).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import groupby

__all__ = [
    "HiddenRun",
    "fold",
    "fold_encoded",
    "hidden_runs",
    "hiding_characters",
    "look_alike_letters",
    "mixed_script_words",
    "strip_hidden",
]

# Zero-width and other invisible formatting characters, bidi controls, tags, the
# variation selector supplement (used to smuggle bytes), Hangul fillers.
_HIDDEN = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef]+"
)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Marks (not embeddings, overrides or isolates): ordinary in right-to-left text.
_DIRECTION_MARKS = frozenset("\u200e\u200f\u061c")
_TAG_BASE = 0xE0000
_CANCEL_TAG = "\U000e007f"
_BLACK_FLAG = "\U0001f3f4"
_ZWJ = "\u200d"
_ZWNJ = "\u200c"
_VS16 = "\ufe0f"
_KEYCAP = "\u20e3"
# Tag letters and digits spelling a region subdivision ("gbsct"), then the cancel tag.
_SUBDIVISION_TAGS = re.compile("[\U000e0061-\U000e007a\U000e0030-\U000e0039]{4,6}\U000e007f")


@dataclass(frozen=True, slots=True)
class HiddenRun:
    """A run of characters that hide or reorder text, at ``start:end``."""

    start: int
    end: int
    kind: str  # zero-width | bidi | tag | variation-selector | filler
    decoded: str = ""

    @property
    def text_length(self) -> int:
        """How many characters the run spans."""
        return self.end - self.start


_HIDDEN_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180E, 0x180E),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x2064),
    (0x2066, 0x2069),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xE0000, 0xE007F),
    (0xE0100, 0xE01EF),
)


def hiding_characters() -> list[str]:
    """Every character :func:`hidden_runs` looks at (for a prefilter)."""
    return [chr(code) for low, high in _HIDDEN_RANGES for code in range(low, high + 1)]


def look_alike_letters() -> list[str]:
    """Letters of other scripts that pose as Latin ones."""
    return [chr(code) for code in _CONFUSABLES if not chr(code).isascii()]


def _is_pictographic(char: str) -> bool:
    """Roughly Unicode's Extended_Pictographic (emoji and the symbols they build on)."""
    if len(char) != 1:
        return False
    code = ord(char)
    return (
        0x1F000 <= code <= 0x1FAFF
        or 0x2600 <= code <= 0x27BF
        or 0x2300 <= code <= 0x23FF
        or 0x2B00 <= code <= 0x2BFF
        or 0x2190 <= code <= 0x21FF
        or code in (0x00A9, 0x00AE, 0x203C, 0x2049, 0x2122, 0x2139, 0x3030, 0x303D)
    )


def _joins_script(char: str) -> bool:
    """Scripts that need joiners in ordinary text: Arabic, Indic, Sinhala, Myanmar…"""
    if len(char) != 1:
        return False
    code = ord(char)
    return 0x0600 <= code <= 0x06FF or 0x0900 <= code <= 0x0DFF or 0x1000 <= code <= 0x109F


def _emoji_base(text: str, index: int) -> bool:
    """True when the character before ``index`` is part of an emoji or keycap base."""
    if index <= 0:
        return False
    before = text[index - 1]
    if before == _VS16 and index >= 2:
        before = text[index - 2]
    return _is_pictographic(before) or before in "0123456789#*" or 0x1F3FB <= ord(before) <= 0x1F3FF


def hidden_runs(text: str) -> Iterator[HiddenRun]:
    """Runs of hiding characters, minus the ones emoji and joining scripts use."""
    for match in _HIDDEN.finditer(text):
        start, end = match.start(), match.end()
        run = match.group()
        if _legitimate(text, start, end, run):
            continue
        # One finding per kind, so a bidi control next to tag text is not folded into it.
        for kind, group in groupby(enumerate(run, start), key=lambda item: _kind(item[1])):
            offsets = [offset for offset, _char in group]
            yield _classify(offsets[0], offsets[-1] + 1, text[offsets[0] : offsets[-1] + 1], kind)


def strip_hidden(text: str) -> tuple[str, list[tuple[int, int]]]:
    """``text`` without any hiding character (emoji joiners included, since a reader
    never sees them either), and the removed runs as ``(start, end)`` offsets; no
    runs when none sits inside a word or command (between two visible ASCII
    characters), where removing it could join something up."""
    runs = [match.span() for match in _HIDDEN.finditer(text)]
    if not any(_inside_ascii(text, start, end) for start, end in runs):
        return text, []
    pieces = []
    previous = 0
    for start, end in runs:
        pieces.append(text[previous:start])
        previous = end
    pieces.append(text[previous:])
    return "".join(pieces), runs


def _inside_ascii(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return before.isascii() and after.isascii() and not (before.isspace() or after.isspace())


def _kind(char: str) -> str:
    code = ord(char)
    if 0xE0000 <= code <= 0xE007F:
        return "tag"
    if 0xE0100 <= code <= 0xE01EF or 0xFE00 <= code <= 0xFE0F:
        return "variation-selector"
    if char in _BIDI:
        return "bidi"
    if char in "\u115f\u1160\u3164\uffa0":
        return "filler"
    return "zero-width"


def _legitimate(text: str, start: int, end: int, run: str) -> bool:
    after = text[end] if end < len(text) else ""
    if run == _ZWJ:
        before = text[start - 1] if start > 0 else ""
        if (_emoji_base(text, start) and _is_pictographic(after)) or (
            _joins_script(before) or _joins_script(after)
        ):
            return True
    if run == _ZWNJ and start > 0 and (_joins_script(text[start - 1]) or _joins_script(after)):
        return True
    if run in ("\ufe0e", _VS16) and (_emoji_base(text, start) or after == _KEYCAP):
        return True
    if run[0] == _VS16 and _ZWJ in run and _emoji_base(text, start) and _is_pictographic(after):
        return True  # ️ + ZWJ between two emoji
    if run == "\ufeff" and start == 0:
        return True  # a byte-order mark at the very start of a file
    before = text[start - 1] if start > 0 else ""
    if run == "\u00ad" and before.isalpha() and after.isalpha():
        return True  # a soft hyphen: where a long word may break
    if all(c in _DIRECTION_MARKS for c in run) and _right_to_left_line(text, start):
        return True  # direction marks on a line of Hebrew or Arabic text
    if start > 0 and text[start - 1] == _BLACK_FLAG:
        # A subdivision flag: black flag, a short region code in tag letters, cancel tag.
        return _SUBDIVISION_TAGS.fullmatch(run) is not None
    # One variation selector after a CJK ideograph picks a glyph variant (an IVS).
    return (
        len(run) == 1
        and ("\ufe00" <= run <= "\ufe02" or "\U000e0100" <= run <= "\U000e01ef")
        and start > 0
        and _is_ideograph(text[start - 1])
    )


def _right_to_left_line(text: str, position: int) -> bool:
    """Whether the line around ``position`` holds right-to-left letters."""
    window_start = max(0, position - 400)
    line_start = max(text.rfind("\n", window_start, position) + 1, window_start)
    line_end = text.find("\n", position, position + 400)
    line = text[line_start : line_end if line_end >= 0 else position + 400]
    return any(
        unicodedata.bidirectional(c) in {"R", "AL"}
        for c in line
        if not c.isascii() and c not in _DIRECTION_MARKS
    )


def _is_ideograph(char: str) -> bool:
    code = ord(char)
    return (
        0x3400 <= code <= 0x4DBF
        or 0x4E00 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0x20000 <= code <= 0x3FFFF
    )


def _classify(start: int, end: int, run: str, kind: str) -> HiddenRun:
    if kind == "tag":
        decoded = "".join(chr(ord(c) - _TAG_BASE) for c in run if 0xE0020 <= ord(c) <= 0xE007E)
        return HiddenRun(start, end, kind, decoded)
    if kind == "variation-selector":
        # Variation selectors carry a byte each in "emoji smuggling".
        data = bytes(_selector_byte(c) for c in run)
        return HiddenRun(start, end, kind, data.decode("utf-8", "replace"))
    return HiddenRun(start, end, kind)


def _selector_byte(char: str) -> int:
    code = ord(char)
    if 0xFE00 <= code <= 0xFE0F:
        return code - 0xFE00
    if 0xE0100 <= code <= 0xE01EF:
        return code - 0xE0100 + 16
    return -1


# Letters of other scripts drawn like Latin ones (from Unicode's confusables data).
_CONFUSABLES = str.maketrans(
    {
        # Cyrillic
        "\u0430": "a",
        "\u0435": "e",
        "\u043e": "o",
        "\u0440": "p",
        "\u0441": "c",
        "\u0443": "y",
        "\u0445": "x",
        "\u0456": "i",
        "\u0458": "j",
        "\u0455": "s",
        "\u0501": "d",
        "\u04bb": "h",
        "\u051b": "q",
        "\u051d": "w",
        "\u04cf": "l",
        "\u0410": "A",
        "\u0412": "B",
        "\u0415": "E",
        "\u041a": "K",
        "\u041c": "M",
        "\u041d": "H",
        "\u041e": "O",
        "\u0420": "P",
        "\u0421": "C",
        "\u0422": "T",
        "\u0425": "X",
        "\u0406": "I",
        "\u0408": "J",
        "\u0405": "S",
        "\u04ae": "Y",
        # Greek
        "\u03bf": "o",
        "\u03b1": "a",
        "\u03c1": "p",
        "\u03bd": "v",
        "\u03b9": "i",
        "\u03c5": "u",
        "\u0391": "A",
        "\u0392": "B",
        "\u0395": "E",
        "\u0396": "Z",
        "\u0397": "H",
        "\u0399": "I",
        "\u039a": "K",
        "\u039c": "M",
        "\u039d": "N",
        "\u039f": "O",
        "\u03a1": "P",
        "\u03a4": "T",
        "\u03a5": "Y",
        "\u03a7": "X",
        # Latin look-alikes outside ASCII
        "\u0131": "i",
        "\u0261": "g",
    }
)
_LOOK_ALIKE_CHAR = re.compile(
    "[" + "".join(chr(code) for code in _CONFUSABLES if not chr(code).isascii()) + "]"
)
_LETTERS = re.compile(r"[^\W\d_]+")
_ASCII_BYTES = bytes(range(128))


def fold(text: str) -> str:
    """``text`` with look-alike and compatibility characters replaced by the ASCII
    they imitate, one character for one, so offsets stay valid.

    Fullwidth and mathematical letters fold through NFKC; Cyrillic and Greek
    letters that look Latin through a confusables table.
    """
    return fold_encoded(text)[0]


def fold_encoded(text: str) -> tuple[str, bytes]:
    """:func:`fold`, and the folded text's UTF-8 (lone surrogates passed through),
    which the fold reads anyway: reused when nothing was folded."""
    if text.isascii():
        return text, text.encode("ascii")
    encoded = text.encode("utf-8", "surrogatepass")
    table: dict[int, str] = {}
    # The distinct non-ASCII characters: in UTF-8 every byte of one is 0x80 or above.
    others = encoded.translate(None, _ASCII_BYTES)
    for char in set(others.decode("utf-8", "surrogatepass")):
        code = ord(char)
        if code in _CONFUSABLES:
            table[code] = _CONFUSABLES[code]
            continue
        normal = unicodedata.normalize("NFKC", char)
        if len(normal) == 1 and normal.isascii():
            table[code] = normal
    if not table:  # most non-ASCII text (dashes, accents, emoji) has nothing to fold
        return text, encoded
    if len(table) > 24:
        text = text.translate(table)
    else:
        for code, ascii_char in table.items():  # a few memchr-fast passes beat translate()
            text = text.replace(chr(code), ascii_char)
    return text, text.encode("utf-8", "surrogatepass")


def mixed_script_words(text: str) -> Iterator[tuple[int, int, str]]:
    """Words mixing Latin letters with Cyrillic or Greek ones: ``(start, end, scripts)``."""
    if text.isascii():
        return
    seen: set[int] = set()
    for hit in _LOOK_ALIKE_CHAR.finditer(text):
        start = hit.start()
        while start > 0 and (text[start - 1].isalpha()):
            start -= 1
        if start in seen:
            continue
        seen.add(start)
        match = _LETTERS.match(text, start)
        if match is None:
            continue
        word = match.group()
        if _ESCAPED.match(text, max(0, match.start() - 1)) and word[1:2] and not word[1].isascii():
            word = word[1:]  # "`n" or "\t", then a Cyrillic word: an escape, then the word
        if len(word) < 2:
            continue
        scripts = {_script(c) for c in word}
        scripts.discard("")
        if "LATIN" in scripts and scripts & {"CYRILLIC", "GREEK"}:
            yield match.start(), match.end(), "+".join(sorted(scripts))


# A backslash or PowerShell's backtick escape before a letter: "\n", "`n", "`t".
_ESCAPED = re.compile(r"[\\`][ntr0abfv]")


def _script(char: str) -> str:
    if char.isascii():
        return "LATIN" if char.isalpha() else ""
    name = unicodedata.name(char, "")
    return name.split(" ", 1)[0] if name else ""
