"""What the slots of a render URL are filled with, where another line of the text
defines the slot ("| `CTX` | every line of .env |"): the sources that line names,
carried to the URL as a script's variable carries its value to where it is sent."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hermes_core.security.lexicon import Kind

if TYPE_CHECKING:
    from hermes_core.security.facts import Facts

__all__ = ["slots_filled"]


_SLOT_NAME = re.compile(r"[{<]\s*([A-Za-z_][\w-]{1,30})\s*[}>]")
_DEFINED_AFTER = re.compile(r"[`'\"}>*]*\s*[:|=\u2014\u2013]")
_FILLED_FROM = (Kind.SECRET, Kind.STORE, Kind.ENV_DUMP, Kind.PRIVATE)


def slots_filled(facts: Facts, text: str, start: int, end: int) -> None:
    """What the slots of the URL at ``text[start:end]`` are filled with, where another
    line names the slot (a table row "| `CTX` | every line of .env |"): those sources,
    added at the URL, as a script's variable carries its value to where it is sent."""
    names = {m.group(1) for m in _SLOT_NAME.finditer(text, start, end)}
    if not names:
        return
    sources = [f for kind in _FILLED_FROM for f in facts.of(kind) if not start <= f.start < end]
    if not sources:
        return
    named = re.compile(r"(?<![\w{<])(?:" + "|".join(map(re.escape, names)) + r")(?![\w}>])")
    for source in sources:
        line_start = text.rfind("\n", 0, source.start) + 1
        line_end = text.find("\n", source.start)
        line = text[line_start : len(text) if line_end < 0 else line_end]
        if line_start <= start < line_start + len(line):
            continue  # the URL's own line
        first = named.search(line)
        # (where the slot is defined: "| `CTX` | …", "`CTX`: …", "CTX = …")
        if (
            first is not None
            and first.start() < source.start - line_start
            and _DEFINED_AFTER.match(line, first.end())
            and not any(
                line_start + first.end() <= n.start < source.start for n in facts.of(Kind.NEGATION)
            )  # ("never put a token in it": what it is not filled with)
        ):
            detail = f"{source.detail or source.kind.value}, which a slot of the URL is filled with"
            facts.add(source.kind, start, end, detail)
