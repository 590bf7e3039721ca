"""Turn the automaton's triggers into raw hits: pattern rules, flows, names, encodings,
hidden characters. Each gatherer only looks where a trigger pointed."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from hermes_core.security import flows
from hermes_core.security.context import ScanContext
from hermes_core.security.decoding import Decoded, decode_span, decoded_pieces
from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.names import typosquats
from hermes_core.security.regions import RegionKind
from hermes_core.security.rules import Scope
from hermes_core.security.triggers import Tag
from hermes_core.security.unicode import hidden_runs, mixed_script_words

__all__ = ["decoded_hits", "flow_hits", "name_hits", "pattern_hits", "unicode_hits"]

# Scans decoded text: (text, depth) -> the worst (risk, rule id, message) found, if any.
Rescan = Callable[[str, int], tuple[Risk, str, str] | None]

_HIDDEN_RULES = {"tag": "UNI003", "bidi": "UNI002", "variation-selector": "UNI004"}
# A skill's name, or a package a command runs or installs.
_NAMED = re.compile(
    r"^name:\s*[\"']?([\w.-]+)|\b(?:npx\s+(?:-y\s+|--yes\s+)?|pip3?\s+install\s+(?:-\S+\s+)*"
    r"|npm\s+(?:i|install)\s+(?:-\S+\s+)*|uvx\s+)(?!-)([@\w./-]+)",
    re.MULTILINE,
)
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
_HEX_CHARS = frozenset("0123456789abcdefABCDEF")


def pattern_hits(ctx: ScanContext) -> Iterator[Hit]:
    """Pattern rules on the lines where one of their anchors appeared."""
    folded = ctx.folded
    for rule, line_start in ctx.candidates:
        assert rule.pattern is not None
        if rule.scope is not Scope.ANY:
            kind = ctx.regions.at(line_start).kind
            if (rule.scope is Scope.CODE) != (kind is RegionKind.CODE):
                continue
        match = rule.pattern.search(folded, line_start, ctx.line_end(line_start))
        if match is None:
            continue
        yield Hit(rule.id, match.start(), max(match.end(), match.start() + 1))


def flow_hits(ctx: ScanContext) -> Iterator[Hit]:
    """Checks that follow data through a unit, in the units a trigger pointed at."""
    folded = ctx.folded
    sinks = ctx.tags.get(Tag.SINK, [])
    for unit in ctx.units_with(Tag.SINK):
        yield from flows.exfiltration(folded, unit.start, unit.end, sinks)
    for unit in ctx.units_with(Tag.SECRETS):
        yield from flows.credential_collection(folded, unit.start, unit.end)
    for unit in ctx.units_with(Tag.SWEEP):
        yield from flows.env_sweeps(folded, unit.start, unit.end)
    for unit in ctx.units_with(Tag.RM):
        yield from flows.recursive_deletes(folded, unit.start, unit.end)
    for unit in ctx.units_with(Tag.LOOP):
        if unit.kind is RegionKind.CODE:
            yield from flows.unbounded_work(folded, unit.start, unit.end)


def name_hits(ctx: ScanContext) -> Iterator[Hit]:
    """SUP006: a frontmatter name, or a package run or installed, imitating a common word."""
    for start, end in ctx.lines_with(Tag.NAME):
        if ctx.regions.at(start).kind is RegionKind.PROSE:
            continue
        for match in _NAMED.finditer(ctx.folded, start, end):
            group = 1 if match.group(1) else 2
            name = match.group(group)
            for part, word in typosquats(name):
                yield Hit(
                    "SUP006",
                    match.start(group),
                    match.end(group),
                    f"{name!r}: {part!r} looks like a misspelling of {word!r}",
                )
                break


def decoded_hits(ctx: ScanContext, rescan: Rescan, depth: int) -> Iterator[Hit]:
    """Encoded or assembled strings whose decoding is itself flagged."""
    pieces: list[Decoded] = []
    seen: set[int] = set()
    for tag, alphabet, how in ((Tag.BASE64, _BASE64_CHARS, "base64"), (Tag.HEX, _HEX_CHARS, "hex")):
        for position in ctx.tags.get(tag, ()):
            start, end = _expand(ctx.folded, position, alphabet)
            if start in seen:
                continue
            seen.add(start)
            decoded = decode_span(ctx.folded[start:end], how)
            if decoded is not None:
                pieces.append(Decoded(start, end, how, decoded))
    for tag in (Tag.HEX_ESCAPES, Tag.GLUED):
        for start, end in ctx.lines_with(tag):
            pieces.extend(decoded_pieces(ctx.folded, start, end))
    for piece in pieces:
        worst = rescan(piece.text, depth - 1)
        rule = "OBF002" if piece.how in {"base64", "hex"} else "OBF004"
        if worst is not None:
            risk, found_rule, message = worst
            risk = risk if risk.rank <= Risk.HIGH.rank else Risk.HIGH
            yield Hit(
                rule,
                piece.start,
                piece.end,
                f"{piece.how} decodes to text that {message.lower()} ({found_rule}): "
                f"{_short(piece.text)}",
                risk,
            )
        elif piece.how == "base64" and "://" in piece.text:
            yield Hit(
                rule,
                piece.start,
                piece.end,
                f"base64 hides a URL: {_short(piece.text)}",
                Risk.MEDIUM,
            )


def unicode_hits(ctx: ScanContext, rescan: Rescan, depth: int) -> Iterator[Hit]:
    """Hidden characters and mixed-script words (only in text that is not plain ASCII)."""
    text = ctx.text
    if Tag.HIDDEN not in ctx.tags and Tag.LOOK_ALIKE not in ctx.tags:
        return
    for run in hidden_runs(text) if Tag.HIDDEN in ctx.tags else ():
        rule = _HIDDEN_RULES.get(run.kind, "UNI001")
        message = f"{run.text_length} hidden {run.kind} character(s)"
        if run.decoded.strip():
            message += f" spelling {run.decoded[:80]!r}"
            if depth > 0 and rescan(run.decoded, 0) is not None:
                message += " (which is itself flagged)"
        yield Hit(rule, run.start, run.end, message, negatable=False)
    for start, end, scripts in mixed_script_words(text) if Tag.LOOK_ALIKE in ctx.tags else ():
        line = text[ctx.line_start(start) : ctx.line_end(end)]
        risk = Risk.HIGH if ("://" in line or "`" in line or "www." in line) else None
        yield Hit("HOMO001", start, end, f"mixes {scripts} letters", risk, negatable=False)


def _expand(text: str, position: int, alphabet: frozenset[str]) -> tuple[int, int]:
    start = min(position, len(text))
    while start > 0 and text[start - 1] in alphabet:
        start -= 1
    end = min(position, len(text))
    while end < len(text) and text[end] in alphabet:
        end += 1
    return start, end


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= 80 else flat[:79] + "…"
