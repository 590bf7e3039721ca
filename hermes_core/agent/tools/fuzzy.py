"""Finding the text a model means to replace, when it did not copy it exactly.

Strategies, tried in order until one finds the text; a strategy that finds it in more
than one place is an ambiguity (the caller asks for more context), never a guess:

1. exact;
2. indentation-flexible — the block compared after removing its common indentation,
   so a block copied at the wrong depth still matches;
3. line-trimmed — each line compared without leading and trailing whitespace;
4. whitespace-normalised — runs of spaces and tabs inside lines count as one space;
5. escape-normalised — ``\\n``, ``\\t``, ``\\"`` written literally by the model are read
   as what they stand for;
6. Unicode-normalised — NFKC, curly quotes, dashes and non-breaking spaces folded;
7. block-anchor — the first and last lines match (trimmed) and the lines between are
   at least 70% similar; used only for blocks of three lines or more.

When the block was found deeper than it was given, the replacement is indented by the
difference.
"""

from __future__ import annotations

import difflib
import re
import textwrap
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Match", "NoMatch", "find", "replace"]


class NoMatch(ValueError):
    """The text was not found, or found in several places."""


@dataclass(frozen=True, slots=True)
class Match:
    start: int
    end: int
    strategy: str
    indent_shift: str = ""
    """Indentation to add to each line of the replacement (indentation-flexible)."""


def _line_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every line, the end excluding the newline."""
    spans, position = [], 0
    for line in text.split("\n"):
        spans.append((position, position + len(line)))
        position += len(line) + 1
    return spans


def _lead(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _shift(found_line: str, given_line: str) -> str:
    """The indentation to add to the replacement: how much deeper the block found is
    than the block given."""
    found, given = _lead(found_line), _lead(given_line)
    return found[len(given) :] if found.startswith(given) and len(found) > len(given) else ""


def _by_lines(
    text: str, old: str, same: Callable[[list[str], list[str]], bool], name: str
) -> list[Match]:
    wanted = old.strip("\n").split("\n")
    lines = text.split("\n")
    spans = _line_spans(text)
    found = []
    for first in range(len(lines) - len(wanted) + 1):
        window = lines[first : first + len(wanted)]
        if same(window, wanted):
            end = spans[first + len(wanted) - 1][1]
            found.append(Match(spans[first][0], end, name, _shift(window[0], wanted[0])))
    return found


def _trimmed(a: list[str], b: list[str]) -> bool:
    return [x.strip() for x in a] == [y.strip() for y in b]


_SPACES = re.compile(r"[ \t]+")


def _spaced(a: list[str], b: list[str]) -> bool:
    return [_SPACES.sub(" ", x.strip()) for x in a] == [_SPACES.sub(" ", y.strip()) for y in b]


def _indentation(text: str, old: str) -> list[Match]:
    wanted = textwrap.dedent(old.strip("\n")).split("\n")
    lines = text.split("\n")
    spans = _line_spans(text)
    found = []
    for first in range(len(lines) - len(wanted) + 1):
        window = lines[first : first + len(wanted)]
        if textwrap.dedent("\n".join(window)).split("\n") == wanted:
            given = old.strip("\n").split("\n")[0]
            end = spans[first + len(wanted) - 1][1]
            found.append(Match(spans[first][0], end, "indentation", _shift(window[0], given)))
    return found


_ESCAPES = {"\\n": "\n", "\\t": "\t", '\\"': '"', "\\'": "'", "\\\\": "\\"}
_FOLD = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u00a0": " ",
    }
)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_FOLD)


def _same_folded(a: list[str], b: list[str]) -> bool:
    return [_fold(x) for x in a] == [_fold(y) for y in b]


def _unicode(text: str, old: str) -> list[Match]:
    """Exact search in the folded text, mapped back when folding kept lengths."""
    folded = _fold(text)
    if len(folded) != len(text):  # folding changed lengths: compare line by line instead
        return _by_lines(text, old, _same_folded, "unicode")
    target = _fold(old)
    return [Match(i, i + len(target), "unicode") for i in _all(folded, target)]


def _anchor(text: str, old: str) -> list[Match]:
    wanted = old.strip("\n").split("\n")
    if len(wanted) < 3:
        return []
    lines = text.split("\n")
    spans = _line_spans(text)
    found = []
    for first in range(len(lines) - len(wanted) + 1):
        last = first + len(wanted) - 1
        if lines[first].strip() != wanted[0].strip() or lines[last].strip() != wanted[-1].strip():
            continue
        middle = "\n".join(x.strip() for x in lines[first + 1 : last])
        expected = "\n".join(x.strip() for x in wanted[1:-1])
        if difflib.SequenceMatcher(None, middle, expected).ratio() >= 0.7:
            shift = _shift(lines[first], wanted[0])
            found.append(Match(spans[first][0], spans[last][1], "block-anchor", shift))
    return found


def _all(text: str, target: str) -> list[int]:
    found, start = [], text.find(target)
    while start != -1 and target:
        found.append(start)
        start = text.find(target, start + len(target))
    return found


def find(text: str, old: str) -> list[Match]:
    """Every place ``old`` is found by the first strategy that finds it."""
    if not old:
        raise NoMatch("the text to replace is empty")
    strategies: list[Callable[[], list[Match]]] = [
        lambda: [Match(i, i + len(old), "exact") for i in _all(text, old)],
        lambda: _indentation(text, old),
        lambda: _by_lines(text, old, _trimmed, "line-trimmed"),
        lambda: _by_lines(text, old, _spaced, "whitespace"),
        lambda: _escaped(text, old),
        lambda: _unicode(text, old),
        lambda: _anchor(text, old),
    ]
    for strategy in strategies:
        matches = strategy()
        if matches:
            return matches
    return []


def _escaped(text: str, old: str) -> list[Match]:
    unescaped = old
    for escape, value in _ESCAPES.items():
        unescaped = unescaped.replace(escape, value)
    if unescaped == old:
        return []
    return [Match(i, i + len(unescaped), "escape") for i in _all(text, unescaped)]


def replace(text: str, old: str, new: str, *, replace_all: bool = False) -> tuple[str, str]:
    """``text`` with ``old`` replaced by ``new``, and the strategy that found it.
    Raises :class:`NoMatch` when ``old`` is not found, or found in several places
    without ``replace_all``."""
    matches = find(text, old)
    if not matches:
        raise NoMatch("the text to replace was not found (not even ignoring whitespace)")
    if len(matches) > 1 and not replace_all:
        lines = sorted({text.count("\n", 0, m.start) + 1 for m in matches})
        raise NoMatch(
            f"the text to replace is in {len(matches)} places (lines "
            f"{', '.join(map(str, lines))}); include more context, or replace all"
        )
    result = text
    for match in sorted(matches, key=lambda m: m.start, reverse=True):
        replacement = new
        if match.indent_shift:
            replacement = "\n".join(
                match.indent_shift + line if line else line for line in new.split("\n")
            )
        result = result[: match.start] + replacement + result[match.end :]
    return result, matches[0].strategy
