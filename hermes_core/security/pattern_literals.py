"""Regular expressions written in code: a /literal/ or a raw string shaped like one. The
words inside are what the code looks for, not what it does."""

from __future__ import annotations

import re

__all__ = ["in_pattern_literal"]


# A JavaScript regular expression literal: after an operator or an opening bracket, up
# to its closing slash and flags.
_PATTERN_LITERAL = re.compile(
    r"(?:(?<=[\[(,=:!&|?{;])|(?<=[\[(,=:!&|?{;]\s)|(?<=return\s))"
    r"/(?![/*\s])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+/[dgimsuy]*"
)


def in_pattern_literal(line: str, column: int) -> bool:
    """Whether ``column`` sits inside a /regular expression/ literal on ``line``, in a
    raw string written as one (``r"DownloadString|\\biwr\\b"``), or in the glob of a
    shell ``case`` arm (``*discord.com/api/webhooks/*)``: what a value is matched with)."""
    arm = _CASE_ARM.match(line)
    if arm is not None and column < arm.end():
        return True
    if 'r"' in line or "r'" in line:
        for m in _RAW_PATTERN.finditer(line):
            if m.start() < column < m.end() and _REGEX_SIGNS.search(m.group()):
                return True
    if line.count("/") < 2:
        return False
    return any(m.start() < column < m.end() for m in _PATTERN_LITERAL.finditer(line))


# A shell case arm whose glob has a wildcard: ``  *host.example/*)``, ``"*.zip"|*.7z)``.
_CASE_ARM = re.compile(r"\s*\(?(?=[^)\s]*\*)[^()\s;|]+(?:\|[^()\s;|]+)*\)")
_RAW_PATTERN = re.compile(r"(?<![\w])r(?:\"[^\"\n]*\"|'[^'\n]*')")
_REGEX_SIGNS = re.compile(r"\\[bsdwSDW]|\(\?[:i!=<]|\[[^\]]*\]|\|")
