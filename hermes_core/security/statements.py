"""Reading statements out of code lines: the command a line continues, what a line
assigns to, comments, definitions and returns, and a command quoted in prose."""

from __future__ import annotations

import re

__all__ = [
    "ASSIGN",
    "DEFS",
    "FOR",
    "RETURN",
    "assigned_names",
    "prose_command",
    "statement_of",
    "without_comment",
]

ASSIGN = re.compile(
    r"^\s*(?:export\s+|const\s+|let\s+|var\s+|self\.)?([^\W\d]\w*)(?:\[[^\]\n]*\])?\s*[+]?=[^=]"
)
FOR = re.compile(r"^\s*for\s+([^\W\d]\w*)(?:\s*,\s*([^\W\d]\w*))?\s+in\b")

DEFS = re.compile(r"^[^\S\n]*(?:async[^\S\n]+)?(?:def|function)[^\S\n]+([^\W\d]\w*)", re.MULTILINE)
RETURN = re.compile(r"^\s*return\b")
_TRAILING_COMMENT = re.compile(r"(?:^|\s)(?:#|//)")


def without_comment(line: str) -> str:
    """``line`` without a trailing ``#`` or ``//`` comment that is not inside quotes."""
    for match in _TRAILING_COMMENT.finditer(line):
        before = line[: match.start()]
        if before.count('"') % 2 == 0 and before.count("'") % 2 == 0:
            return before
    return line


def assigned_names(lines: list[tuple[int, str]], index: int) -> list[str]:
    """Names a line assigns to: ``x = …``, ``x[k] = …``, ``for k, v in …``, and the
    variable a multi-line literal on the lines above is being assigned to."""
    line = lines[index][1]
    names = []
    assigned = ASSIGN.match(line)
    if assigned:
        names.append(assigned.group(1))
    loop = FOR.match(line)
    if loop:
        names += [name for name in loop.groups() if name]
    depth = 0
    for back in range(index - 1, max(index - 12, -1), -1):
        text = lines[back][1]
        depth += text.count("}") + text.count(")") + text.count("]")
        depth -= text.count("{") + text.count("(") + text.count("[")
        if depth < 0:
            opener = ASSIGN.match(text)
            if opener:
                names.append(opener.group(1))
            break
    return names


def prose_command(line: str, column: int) -> tuple[str, int]:
    """The inline code span around ``column`` or, without one, its sentence, padded
    with spaces to the line's length so columns stay valid."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"`[^`\n]+`", line)]
    span = next(((a, b) for a, b in spans if a <= column < b), None)
    if span is None:
        a = max(line.rfind(". ", 0, column) + 1, line.rfind("| ", 0, column) + 1, 0)
        found = [i for i in (line.find(". ", column), line.find(" |", column)) if i >= 0]
        span = (a, min(found) if found else len(line))
    return " " * span[0] + line[span[0] : span[1]], 0


def statement_of(lines: list[tuple[int, str]], index: int) -> tuple[str, int]:
    """The sink's line with the lines its command continues from (a pipeline or
    ``\\`` on the lines above) and on (open brackets, ``\\``, a trailing pipe), and
    where the sink's own line starts in it."""
    first = index
    while first > 0 and first > index - 12 and _continues(lines[first - 1][1]):
        first -= 1
    parts = [line for _offset, line in lines[first:index]]
    prefix = sum(len(part) + 1 for part in parts)
    depth = 0
    for _offset, line in lines[index : index + 12]:
        parts.append(line)
        code = without_comment(line)
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0 and not _continues(code):
            break
    return " ".join(parts), prefix


def _continues(line: str) -> bool:
    return line.rstrip().endswith(("\\", "`", "|", "&&"))
