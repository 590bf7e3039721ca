"""Just enough Markdown structure for checks: fenced code blocks and links.

Not a renderer. It finds fenced code blocks (``` and ~~~, CommonMark's rules for
matching fences) so prose and code can be told apart, and inline and reference
links outside code with the exact span of each target.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from hermes_core.text.positions import Span

__all__ = ["FRONTMATTER", "Link", "fenced_blocks", "links", "mask_code"]

# A YAML front-matter block at the very start (a BOM allowed), fences included.
FRONTMATTER = re.compile(r"\A\ufeff?---[ \t]*\r?\n.*?\n---[ \t]*(?:\r?\n|\Z)", re.DOTALL)

_FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})([^\r\n]*)$", re.MULTILINE)
_INLINE_LINK = re.compile(
    r"!?\[(?:[^\[\]\\]|\\.)*\]\(\s*(<[^>\r\n]*>|[^)\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)"
)
_REFERENCE_DEF = re.compile(r"^ {0,3}\[[^\]\r\n]+\]:[ \t]*(<[^>\r\n]*>|\S+)", re.MULTILINE)
_NOT_NEWLINE = re.compile(r"[^\r\n]")
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Link:
    """A link target as written, and its span in the text."""

    target: str
    span: Span
    image: bool = False


def fenced_blocks(text: str) -> list[Span]:
    """Spans of fenced code blocks, fences included; an unclosed fence runs to the end.

    Candidate fences are found with ``str.find`` (fast) and confirmed at their line
    start, rather than with a multi-line regex over the whole text; where each marker
    occurs next is remembered, so the text is searched once per marker."""
    blocks: list[Span] = []
    find = text.find
    ticks, tildes = find("```"), find("~~~")  # -1: none left
    position = 0
    while True:
        if 0 <= ticks < position:
            ticks = find("```", position)
        if 0 <= tildes < position:
            tildes = find("~~~", position)
        if ticks < 0 and tildes < 0:
            return blocks
        at = ticks if tildes < 0 or 0 <= ticks < tildes else tildes
        line_start = text.rfind("\n", 0, at) + 1
        opening = _FENCE.match(text, line_start)
        if opening is None or opening.start(2) != at:
            position = at + 3  # not at the start of a fence line
            continue
        marker = opening.group(2)
        if marker[0] == "`" and "`" in opening.group(3):
            position = opening.end()
            continue  # not a fence: backticks in the info string
        end = _closing_fence(text, opening.end(), marker[0], len(marker))
        blocks.append(Span(line_start, end))
        position = end


def _closing_fence(text: str, position: int, char: str, length: int) -> int:
    """The end of the fence closing a block opened with ``length`` copies of ``char``."""
    run = char * length
    while True:
        at = text.find(run, position)
        if at < 0:
            return len(text)
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        line = text[line_start:line_end].rstrip("\r")
        stripped = line.strip(" \t")
        if (
            at - line_start <= 3
            and not text[line_start:at].strip(" ")
            and stripped == char * len(stripped)
        ):
            return line_start + len(line)
        position = at + length


def mask_code(text: str) -> str:
    """The text with fenced blocks and inline code spans blanked out (offsets kept)."""
    masked = _blank_spans(text, fenced_blocks(text))
    if "`" not in masked:
        return masked
    spans = [Span(m.start(), m.end()) for m in _CODE_SPAN.finditer(masked)]
    return _blank_spans(masked, spans)


def _blank_spans(text: str, spans: list[Span]) -> str:
    if not spans:
        return text
    pieces: list[str] = []
    position = 0
    for span in spans:
        pieces.append(text[position : span.start])
        pieces.append(_NOT_NEWLINE.sub(" ", text[span.start : span.end]))
        position = span.end
    pieces.append(text[position:])
    return "".join(pieces)


def links(text: str, base: int = 0) -> Iterator[Link]:
    """Inline and reference-definition links outside code; spans are shifted by ``base``."""
    if "](" not in text and "]:" not in text:
        return
    found = [*_INLINE_LINK.finditer(text), *_REFERENCE_DEF.finditer(text)]
    if not found:
        return
    found.sort(key=lambda match: match.start())
    blocks = fenced_blocks(text) if ("```" in text or "~~~" in text) else []
    block_starts = [block.start for block in blocks]
    for match in found:
        at = match.start()
        index = bisect_right(block_starts, at) - 1
        if index >= 0 and at < blocks[index].end:
            continue
        if _in_code_span(text, at):
            continue
        raw = match.group(1)
        start = match.start(1)
        if raw.startswith("<"):
            raw, start = raw[1:-1], start + 1
        image = text[at] == "!"
        yield Link(raw, Span(base + start, base + start + len(raw)), image)


def _in_code_span(text: str, offset: int) -> bool:
    """Whether ``offset`` sits inside an inline code span on its line (odd backticks before)."""
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("`", line_start, offset) % 2 == 1
