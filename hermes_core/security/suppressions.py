"""Inline suppressions: ``hermes-scan: ignore RULE[,RULE] -- reason``.

Written as an HTML comment in Markdown (``<!-- hermes-scan: ignore EXF004 -- our own
webhook -->``) or a ``#``/``//`` comment in scripts. A suppression covers findings
on its own line and on the next non-blank line. A reason is required: one without
is not honoured and is reported itself. Every suppression is listed in the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

__all__ = ["SuppressionComment", "suppression_comments"]

_COMMENT = re.compile(
    r"(?:<!--|#|//)[ \t]*hermes-scan:[ \t]*ignore[ \t]+([A-Z0-9_, \t]+?)[ \t]*"
    r"(?:--(?!>)[ \t]*(.*?))?[ \t]*(?:-->|$)",
    re.MULTILINE,
)


class SuppressionComment(NamedTuple):
    """One suppression comment: the rules, the reason, where it is, what lines it covers."""

    rules: frozenset[str]
    reason: str
    start: int
    end: int
    covered: tuple[int, int]  # offsets: from the comment's line start to the next line's end


def suppression_comments(text: str) -> Iterator[SuppressionComment]:
    """Every suppression comment in ``text``."""
    if "hermes-scan" not in text:
        return
    for match in _COMMENT.finditer(text):
        rules = frozenset(r for r in re.split(r"[,\s]+", match.group(1).strip()) if r)
        reason = (match.group(2) or "").strip()
        line_start = text.rfind("\n", 0, match.start()) + 1
        covered_end = _next_line_end(text, match.end())
        yield SuppressionComment(
            rules, reason, match.start(), match.end(), (line_start, covered_end)
        )


def _next_line_end(text: str, position: int) -> int:
    """The end of the next non-blank line after ``position``'s line."""
    line_end = text.find("\n", position)
    if line_end < 0:
        return len(text)
    cursor = line_end + 1
    while cursor < len(text):
        end = text.find("\n", cursor)
        end = len(text) if end < 0 else end
        if text[cursor:end].strip():
            return end
        cursor = end + 1
    return len(text)
