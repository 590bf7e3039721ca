"""PRIV004 across files: a request let in by a setting whose value another file fixes.

Login code that compares what a request brings with a *setting* looks configurable:
``request.headers.get(settings.service_token_header) == settings.service_token``,
``req.get(s.header) === s.key``. What makes it a way in is the other file: the settings
template, the JSON defaults or the Go defaults that give that setting a key of the
author's (``service_token: str = "svc_live_…"``, ``"key": "dbg-…"``,
``TraceToken: env("APM_TRACE_TOKEN", "trc_…")``). Whoever wrote the skill can then log in
wherever the code is copied.

One text says which settings its conditions compare a request's value with
(:func:`setting_gates`, signals ``gates-on:NAME``, ``grants-on:NAME`` when an
administrator is granted in the branch); the whole skill's check
(:func:`fixed_settings`) looks for a secret-looking value bound to one of those names in
another file. A setting read from the environment with no default, or with a
placeholder (``changeme``, ``<your-key>``), fixes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hermes_core.security.backdoors import (
    COMPARE,
    CONDITION,
    GRANT,
    REQUEST,
    request_names,
    secret_looking,
)
from hermes_core.security.hits import lines_after, lines_before
from hermes_core.security.suffixes import is_test_file

__all__ = ["fixed_settings", "setting_gates"]

GATES = "gates-on:"
GRANTS = "grants-on:"
# A setting, as code reads it: an attribute of an object, or a key of a mapping.
_SETTING = re.compile(r"\.([A-Za-z_]\w*)\b(?!\s*\()|\[\s*[\"']([A-Za-z_][\w:.-]*)[\"']\s*\]")
# What a request's accessors are called: not settings.
_ACCESSORS = frozenset(
    "headers Headers header Header cookies Cookies args params query Query form Form body "
    "get Get GET POST META query_params URL values".split()
)
_GRANT_LINES = 3
# What a request carries that a caller chooses: headers, cookies, parameters (not a
# mapping that happens to be called ``request``).
_CARRIED = re.compile(
    r"(?i:\b(?:headers?|cookies?|query|query_params|params|args|form|META)\b)|getHeader|GetHeader"
    r"|FormValue|\breq\.get\("
)
# Documents and tests: a value they show is an example, not one the code runs with.
_NOT_SETTINGS = (".md", ".markdown", ".mdx", ".rst", ".txt", ".html", ".htm")


def setting_gates(text: str) -> frozenset[str]:
    """``gates-on:NAME`` for each setting a condition of ``text`` compares what a request
    brings with; ``grants-on:NAME`` too when the branch grants an administrator."""
    found: set[str] = set()
    if _CARRIED.search(text) is None:
        return frozenset()  # no header, cookie or parameter read anywhere
    seen = -1
    for comparison in COMPARE.finditer(text):  # only the lines holding a comparison
        position = text.rfind("\n", 0, comparison.start()) + 1
        if position <= seen:
            continue
        seen = position
        line_end = text.find("\n", comparison.end())
        line_end = len(text) if line_end < 0 else line_end
        line = text[position:line_end]
        if not (CONDITION.search(line) or "?" in line):
            continue
        names = _gated_settings(text, position, line)
        if names:
            branch = text[line_end : lines_after(text, line_end, _GRANT_LINES, len(text))]
            granted = GRANT.search(line) or GRANT.search(branch)
            found.update(GATES + name for name in names)
            if granted:
                found.update(GRANTS + name for name in names)
    return frozenset(found)


def _gated_settings(text: str, line_start: int, line: str) -> set[str]:
    """The settings ``line`` compares a request's value with (none when it brings none)."""
    above = text[lines_before(text, line_start, 30) : line_start + len(line)].split("\n")
    bound = request_names(above)
    carried = _CARRIED.search(line) is not None and REQUEST.search(line) is not None
    if not carried and not any(re.search(rf"\b{re.escape(n)}\b", line) for n in bound):
        return set()
    names = set()
    for setting in _SETTING.finditer(line):
        name = setting.group(1) or setting.group(2)
        if name not in _ACCESSORS and name not in bound:
            names.add(name.rsplit(":", 1)[-1])
    return names


def fixed_settings(
    kinds: Mapping[str, frozenset[str]], texts: Mapping[str, str]
) -> list[tuple[str, str, str, bool]]:
    """``(gating file, fixing file, setting, grants)`` for each setting a file's condition
    compares a request's value with, and another file binds to a secret-looking value."""
    found = []
    for rel, held in sorted(kinds.items()):
        gated = {k.removeprefix(GATES) for k in held if k.startswith(GATES)}
        granting = {k.removeprefix(GRANTS) for k in held if k.startswith(GRANTS)}
        for name in sorted(gated):
            for other, text in sorted(texts.items()):
                if other == rel or other.lower().endswith(_NOT_SETTINGS) or is_test_file(other):
                    continue
                if _fixes(text, name):
                    found.append((rel, other, name, name in granting))
                    break
    return found


def _fixes(text: str, name: str) -> bool:
    """Whether ``text`` binds ``name`` to a secret-looking value: ``name = "…"``,
    ``name: str = "…"``, ``"name": "…"``, ``name: …`` (YAML), or a default given to an
    environment lookup (``Name: env("X", "…")``, ``os.getenv("X", "…")``)."""
    if name not in text:
        return False
    binding = re.compile(
        rf"(?<![\w.]){re.escape(name)}[\"']?\s*(?::\s*[\w\[\]]+\s*=|[:=])\s*"
        r"(?:[\w.]+\(\s*[\"'][^\"'\n]*[\"']\s*,\s*)?"
        r"(?:[\"'](?P<quoted>[^\"'\n]+)[\"']|(?P<bare>[^\s\"'#,;{}\[\]]+))"
    )
    return any(
        secret_looking(m.group("quoted") or m.group("bare") or "") for m in binding.finditer(text)
    )
