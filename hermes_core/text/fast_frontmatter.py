"""Frontmatter values without the source map, for discovery's hot path.

Discovery reads every SKILL.md under the skills roots and needs only the values, not
the ranges, recoveries and fixes an editor needs. Well-formed frontmatter is loaded
straight with PyYAML's C loader; anything that needs the full parser's care (no or
unclosed fence, a byte-order mark, lone CRs, tabs, characters YAML forbids, anchors,
aliases and tags, invalid YAML, a frontmatter that is not a mapping) returns ``None``
and the caller uses :func:`~hermes_core.text.frontmatter.parse_frontmatter`. For a
file both accept, both give the same values (a property test holds them to it).
"""

from __future__ import annotations

import re

import yaml

__all__ = ["read_frontmatter_values"]

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OPEN = re.compile(r"---[ \t]*\r?\n")
_FENCE_REST = re.compile(r"[ \t]*(?:\r\n|\n|\Z)")
# Characters the full parser replaces or that YAML reads as line breaks.
_NEEDS_FULL_PARSER = re.compile(
    "[^\x0a\x0d\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
)
_ASCII_CONTROL = re.compile("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f]")
# An anchor, alias or tag can only start a token; a plain value never starts with one.
_NODE_PROPERTY = re.compile(r"(?:^|[ \[{,])[&*!]", re.MULTILINE)


def read_frontmatter_values(text: str) -> tuple[dict[str, object], str] | None:
    """``(frontmatter mapping, body)`` for well-formed frontmatter, else ``None``."""
    opening = _OPEN.match(text)
    if opening is None:
        return None
    start = opening.end()
    fence = _closing_fence(text, start)
    if fence is None:
        return None
    source = text[start : fence[0]]
    if "\r" in source.replace("\r\n", ""):
        return None  # a lone CR is a line break to YAML; the full parser handles it
    if "\t" in source or _needs_full_parser(source):
        return None
    try:
        values = yaml.load(source, Loader=_LOADER)
    except yaml.YAMLError:
        return None
    if not isinstance(values, dict) or not all(isinstance(key, str) for key in values):
        return None
    return values, text[fence[1] :]


def _needs_full_parser(source: str) -> bool:
    if source.isascii():
        # Cheaper than the regexes on the usual all-ASCII frontmatter.
        if _ASCII_CONTROL.search(source):
            return True
    elif _NEEDS_FULL_PARSER.search(source):
        return True
    return any(char in source for char in "&*!") and bool(_NODE_PROPERTY.search(source))


def _closing_fence(text: str, start: int) -> tuple[int, int] | None:
    """Start and end of the first '---' line after ``start``."""
    at = text.find("\n---", start - 1)
    while at >= 0:
        rest = _FENCE_REST.match(text, at + 4)
        if rest is not None:
            return at + 1, rest.end()
        at = text.find("\n---", at + 4)
    return None
