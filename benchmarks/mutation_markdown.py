"""The Markdown model the mutation operators edit: front matter, blocks, list items, prose.

A SKILL.md is split into its front matter (never edited) and a list of blocks whose lines
join back to the exact original text. Prose is edited through ``map_prose``, which hands an
edit function only the stretches of a text that are words: inline code, URLs, paths, flags,
environment variable names, HTML tags and comment delimiters are passed through untouched, so
that no operator can change a command or a payload while it rewrites the instruction around it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s")
LIST_ITEM = re.compile(r"^( {0,3})([-*+]|\d{1,9}[.)])( +)(?=\S)")
SUPPRESSION = re.compile(r"hermes-scan:", re.IGNORECASE)
SHELL_LANGUAGES = frozenset({"", "bash", "sh", "shell", "console", "zsh"})

# What prose edits must never touch. Order matters: the first alternative that matches wins.
PROTECTED = re.compile(
    r"`[^`]*`"  # inline code
    r"|(?:(?<=run: )|(?<=enter: )|(?<=Enter: ))[^\n]+"  # a command restated in prose, to the end
    r"|\b(?:curl|wget)\s+[^`\n]*?\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"  # a bare pipe-to-shell
    r"|<!--|-->"  # comment delimiters
    r"|</?[A-Za-z][^>\n]*>"  # tags, real or fake (</user> <system>)
    r"|\b[a-z][a-z0-9+.-]*://\S+"  # URLs
    r"|[^\s`]*[/~$\\@=|&<>{}\[\]][^\s`]*"  # paths, variables, emails, pipes, redirections
    r"|(?<![\w-])--?\w[\w-]*"  # flags
    r"|\b\w*[A-Z]\w*_\w*\b"  # ENVIRONMENT_NAMES
    r"|\b\w*\d\w*\b"  # anything with a digit (0x2A, 7z, ids)
    r"|\b[A-Za-z]+\.[a-z]{2,}\b"  # file and host names (setup.sh, paste.rs)
    r"|[^\x00-\x7f]+"  # non-ASCII runs: homoglyphs and invisible characters stay as they are
)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(*])")


@dataclass(frozen=True)
class Block:
    """A run of lines of one kind: blank, heading, fence, indented, html, list or para."""

    kind: str
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        """The block's lines joined, as in the file."""
        return "".join(self.lines)

    @property
    def language(self) -> str:
        """A fence's info string (``bash``), else empty."""
        match = FENCE.match(self.lines[0]) if self.kind == "fence" else None
        return match.group(2).lower() if match else ""

    @property
    def is_suppression(self) -> bool:
        """An HTML comment that is a scanner suppression (kept verbatim and in place)."""
        return self.kind == "html" and bool(SUPPRESSION.search(self.text))

    def fence_body(self) -> list[str]:
        """A fence's inner lines (without the fence lines)."""
        closed = len(self.lines) > 1 and FENCE.match(self.lines[-1]) is not None
        return list(self.lines[1 : -1 if closed else None])


@dataclass(frozen=True)
class ListItem:
    """One item of a list block: its marker prefix (``"2. "``) and the raw rest of its lines."""

    prefix: str
    body: str

    @property
    def ordered(self) -> bool:
        """Whether the marker is a number."""
        return self.prefix.strip()[:1].isdigit()

    @property
    def indent(self) -> str:
        """The indentation that keeps a continuation line inside this item."""
        return " " * len(self.prefix)

    def lead(self) -> tuple[str, str]:
        """The item's first paragraph and whatever follows it (nested blocks, verbatim)."""
        cut = re.search(r"\n[ \t]*\n", self.body)
        if cut is None:
            return self.body, ""
        return self.body[: cut.start() + 1], self.body[cut.start() + 1 :]


def split_front_matter(text: str) -> tuple[str, str]:
    """The front matter with its ``---`` lines, and the body after it."""
    if not text.startswith("---"):
        return "", text
    lines = text.splitlines(keepends=True)
    for index in range(1, len(lines)):
        if lines[index].rstrip() == "---":
            cut = sum(len(line) for line in lines[: index + 1])
            return text[:cut], text[cut:]
    return "", text


def parse_blocks(body: str) -> list[Block]:
    """The body's blocks, whose texts join back to ``body`` exactly."""
    lines = body.splitlines(keepends=True)
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        kind, end = _block_at(lines, index, blocks[-1].kind if blocks else "blank")
        blocks.append(Block(kind, tuple(lines[index:end])))
        index = end
    return blocks


def render(blocks: Sequence[Block]) -> str:
    """The text of ``blocks``, as ``parse_blocks`` split it."""
    return "".join(block.text for block in blocks)


def _block_at(lines: list[str], start: int, previous: str) -> tuple[str, int]:
    line = lines[start]
    if not line.strip():
        return "blank", start + 1
    fence = FENCE.match(line)
    if fence:
        return "fence", _fence_end(lines, start, fence.group(1))
    if line.lstrip().startswith("<!--"):
        end = start
        while end < len(lines) and "-->" not in lines[end]:
            end += 1
        return "html", min(end + 1, len(lines))
    if HEADING.match(line):
        return "heading", start + 1
    if LIST_ITEM.match(line):
        return "list", _list_end(lines, start)
    if previous == "blank" and line.startswith(("    ", "\t")):
        end = start + 1
        while end < len(lines) and (
            lines[end].startswith(("    ", "\t")) or not lines[end].strip()
        ):
            end += 1
        while end > start + 1 and not lines[end - 1].strip():
            end -= 1
        return "indented", end
    end = start + 1
    while end < len(lines) and lines[end].strip() and not _interrupts(lines[end]):
        end += 1
    return "para", end


def _interrupts(line: str) -> bool:
    return bool(
        FENCE.match(line)
        or HEADING.match(line)
        or LIST_ITEM.match(line)
        or line.lstrip().startswith("<!--")
    )


def _fence_end(lines: list[str], start: int, fence: str) -> int:
    for end in range(start + 1, len(lines)):
        closing = lines[end].strip()
        if closing.startswith(fence[0] * len(fence)) and not closing.strip(fence[0]):
            return end + 1
    return len(lines)


def _list_end(lines: list[str], start: int) -> int:
    base = LIST_ITEM.match(lines[start])
    assert base is not None
    offset = len(base.group(0))
    end = start + 1
    in_fence = ""
    while end < len(lines):
        line = lines[end]
        if in_fence:
            in_fence = "" if line.strip().startswith(in_fence) else in_fence
            end += 1
            continue
        item = LIST_ITEM.match(line)
        if item:
            offset = len(item.group(0))
            end += 1
        elif line.strip() and (line.startswith(" " * offset) or not _interrupts(line)):
            fence = FENCE.match(line.strip())
            in_fence = fence.group(1) if fence else ""
            end += 1
        elif not line.strip() and _list_goes_on(lines, end + 1, offset):
            end += 1
        else:
            break
    return end


def _list_goes_on(lines: list[str], after: int, offset: int) -> bool:
    for line in lines[after:]:
        if line.strip():
            return bool(LIST_ITEM.match(line)) or line.startswith(" " * max(offset, 2))
    return False


def list_items(block: Block) -> list[ListItem]:
    """The items of a list block (nested lines stay in the body of their item)."""
    items: list[ListItem] = []
    base = LIST_ITEM.match(block.lines[0])
    assert base is not None
    depth = len(base.group(1))
    for line in block.lines:
        match = LIST_ITEM.match(line)
        if match and len(match.group(1)) == depth:
            items.append(ListItem(match.group(0), line[len(match.group(0)) :]))
        else:
            last = items[-1]
            items[-1] = ListItem(last.prefix, last.body + line)
    return items


def render_list(items: Sequence[ListItem]) -> Block:
    """A list block from ``items``; ordered items are numbered again from the first number."""
    first = re.match(r"\s*(\d+)", items[0].prefix) if items and items[0].ordered else None
    number = int(first.group(1)) if first else 0
    out: list[str] = []
    for item in items:
        prefix = item.prefix
        if item.ordered and first:
            prefix = re.sub(r"\d+", str(number), prefix, count=1)
            number += 1
        out.append(prefix + item.body)
    return Block("list", tuple("".join(out).splitlines(keepends=True)))


def protected_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` stretches of ``text`` that prose edits leave alone."""
    return [match.span() for match in PROTECTED.finditer(text)]


def map_prose(text: str, edit: Callable[[str], str]) -> str:
    """``text`` with ``edit`` applied to every stretch between protected spans."""
    out: list[str] = []
    cursor = 0
    for start, end in protected_spans(text):
        out.append(edit(text[cursor:start]))
        out.append(text[start:end])
        cursor = end
    out.append(edit(text[cursor:]))
    return "".join(out)


def is_free(spans: Sequence[tuple[int, int]], position: int) -> bool:
    """Whether ``position`` lies outside every protected span."""
    return not any(start <= position < end for start, end in spans)


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (never inside inline code, a URL or a path)."""
    spans = protected_spans(text)
    cuts = [m for m in SENTENCE_END.finditer(text) if is_free(spans, m.start())]
    parts: list[str] = []
    cursor = 0
    for match in cuts:
        parts.append(text[cursor : match.start()])
        cursor = match.end()
    parts.append(text[cursor:])
    return parts


def wrap(text: str, width: int) -> str:
    """``text`` filled to ``width`` columns; inline code spans are never broken."""
    words = re.findall(r"`[^`]*`\S*|\S+", text)
    lines: list[str] = []
    current = ""
    for word in words:
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    lines.append(current)
    return "\n".join(lines)


def capitalise(text: str) -> str:
    """``text`` with its first letter in upper case."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1 :]
        if not char.isspace() and char not in "*_":
            return text
    return text


def prose_blocks(blocks: Sequence[Block]) -> list[int]:
    """Indexes of the blocks whose text is prose an operator may rewrite."""
    prose = {"para", "heading", "list"}
    return [
        index
        for index, block in enumerate(blocks)
        if block.kind in prose or (block.kind == "html" and not block.is_suppression)
    ]
