"""Strings in code that are looked for, not run: a deny-list entry (a list, set or
mapping literal named like one), a value matched against (``grep``, ``re.search(``,
``== "…"``, ``in ("…", "…")``, a shell ``case``), a membership test, a regular
expression or a ``case`` glob. What is found there is an indicator the code checks for."""

from __future__ import annotations

import re

from hermes_core.security.pattern_literals import in_pattern_literal

__all__ = ["looked_for"]


def looked_for(text: str, region_start: int, start: int, line: str, column: int) -> bool:
    """Whether the code at ``start`` (``column`` of ``line``, in a region starting at
    ``region_start``) is something the code looks for rather than does."""
    if in_pattern_literal(line, column):
        return True  # a /regular expression/, a case glob
    if not _quoted(line, column):
        return False
    opening = _opening(line, column)
    return (
        _in_deny_list(text, region_start, start, line)
        or _short_items(line)
        or (_MATCHED_AGAINST.search(opening) is not None and not _LOOPED_OVER.search(opening))
        or _tested_for(line, column)
    )


_DENY_LIST = re.compile(
    r"\b(?:deny|denied|block(?:ed)?|forbid(?:den)?|disallow(?:ed)?|ban(?:ned)?|blacklist|"
    r"denylist|blocklist|dangerous|unsafe|suspicious|risky|malicious|red_?flags?|markers?|broad|"
    r"patterns?|signatures?|indicators?|(?:key)?words?|terms|palabras|palavras|mots|w(?:ö|oe)rter"
    r"|rules?|checks?|detectors?|heuristics?"
    r"|parole|s(?:ł|l)owa)"
    r"\w*[\"']?\s*[:=]",
    re.IGNORECASE,
)


# A line of many short quoted items: a vocabulary the code looks for ("curl ", "| sh",
# "eval(", …), not one command (which is one string).
# (pieces of commands: some hold a pipe, a bracket, an option or a trailing space; a list
# of paths or file names to read is a harvest, not a vocabulary)
_SHORT_ITEM = re.compile(r"[\"']([^\"'\n]{1,24})[\"']\s*,")
_SHORT_ITEMS = 4


def _short_items(line: str) -> bool:
    if _RUNS_IT.search(re.sub(r"([\"'])[^\"'\n]*\1", "", line)):
        return False  # (handed to something that runs it; "eval(" as an item runs nothing)
    items = _SHORT_ITEM.findall(line)
    pieces = [item for item in items if re.search(r"[|(]|\s$|\s[-+]", item)]
    return len(items) >= _SHORT_ITEMS and len(pieces) >= 2


def _in_deny_list(text: str, region_start: int, start: int, line: str) -> bool:
    """Inside a list, set or mapping literal named like a deny-list, and not handed
    to anything that runs it on this line."""
    if _RUNS_IT.search(line):
        return False
    window_start = max(region_start, start - 400)
    window = text[window_start:start]
    names = list(_DENY_LIST.finditer(window))
    if not names:
        return False
    named = names[-1]
    body = window[named.end() :]
    opened = _OPENING.match(body)
    if opened is not None:
        inside = body[opened.end() :]
        depth = 1 + sum(inside.count(c) for c in "[{(") - sum(inside.count(c) for c in "]})")
        return depth > 0
    # A YAML sequence: every line after the key is an item (or blank).
    lines = body.split("\n")
    return (
        len(lines) > 1
        and not lines[0].strip()
        and all(not item.strip() or item.lstrip().startswith("- ") for item in lines[1:])
    )


# "for name in (…)": the values are gone through one by one, not matched against.
# (the strings listed before it in the same literal: ``in ("Bash", "Bash(*)")``)
_LISTED_BEFORE = r"(?:[\"'][^\"'\n]*[\"']\s*,\s*)*"
_LOOPED_OVER = re.compile(r"\b(?i:for|foreach)\b[^\n]*\bin\s*[(\[{]?\s*" + _LISTED_BEFORE + "$")
# A string handed to a matcher is a pattern to look for, not a command to run.
_MATCHED_AGAINST = re.compile(
    r"(?:\b(?:grep|egrep|fgrep|rg|ag|ack)\b[^|;&]*|=~\s*|\bre\.(?:search|match|fullmatch|compile|findall"
    r"|finditer|sub|split)\(\s*r?|\bRegExp\(\s*|\.(?:test|match|includes|startswith|endswith)\(\s*"
    r"|\bin\s*[(\[{]?\s*" + _LISTED_BEFORE + r"|\bcase\s+|(?:[=!]==?)\s*)$"
)


def _tested_for(line: str, column: int) -> bool:
    """Whether the string holding ``column`` is looked for in a text: ``"curl" in text``,
    ``"| sh" not in out`` (a membership test of Python)."""
    quote_at = max(line.rfind('"', 0, column), line.rfind("'", 0, column))
    if quote_at < 0:
        return False
    closing = line.find(line[quote_at], column)
    return closing >= 0 and _MEMBERSHIP.match(line, closing + 1) is not None


_MEMBERSHIP = re.compile(r"\s+(?:not\s+)?in\s+[\w.(\[]")


def _opening(line: str, column: int) -> str:
    """What comes before the quote that opens the string holding ``column``."""
    before = line[:column]
    return before[: max(before.rfind('"'), before.rfind("'"), 0)]


_OPENING = re.compile(r"\s*[\[{(]")
_RUNS_IT = re.compile(
    r"\b(?:subprocess|os\.(?:system|popen|exec\w*|spawn\w*)|exec|eval|child_process|execSync|"
    r"spawn|Popen|check_output|check_call)\b|shell\s*=\s*True|\brun\(",
)


def _quoted(line: str, column: int) -> bool:
    """Whether ``column`` sits inside a quoted string on ``line``."""
    before = line[:column]
    return before.count('"') % 2 == 1 or before.count("'") % 2 == 1
