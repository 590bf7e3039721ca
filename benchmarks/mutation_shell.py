"""Shell rewrites that keep what a script does: line continuations, pipes through a variable,
literals moved into variables or the environment, literals built from parts.

Every rewrite is placed by the quoting context of the characters it touches, worked out by a
small tracker over the whole script (quotes, ``$( )``, ``${ }``, backticks, comments, heredoc
bodies). Heredoc bodies and comments are never touched: text there is data that another program
reads later, where a variable would no longer expand.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

TOP, SINGLE, DOUBLE, SUBST, PAREN, BRACE, BACKTICK, COMMENT, HEREDOC = (
    "top",
    "single",
    "double",
    "subst",
    "paren",
    "brace",
    "backtick",
    "comment",
    "heredoc",
)
UNQUOTED = frozenset({TOP, SUBST, PAREN, BRACE})
HEREDOC_START = re.compile(r"<<-?\s*(['\"]?)([A-Za-z_]\w*)\1")
# Commands whose input is binary: a pipe into them cannot go through a shell variable.
BINARY_SINKS = frozenset({"tar", "gunzip", "gzip", "unzip", "xz", "zcat", "bunzip2", "dd", "cpio"})
CONTROL_WORDS = frozenset({"for", "while", "until", "if", "then", "else", "elif", "do", "done"})
URL_ORIGIN = re.compile(r"\bhttps?://[A-Za-z0-9.-]+(?::\d+)?")
IP = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
HOME_PATH = re.compile(r"~/\.[\w.-]+(?:/[\w.-]+)*")
SYSTEM_PATH = re.compile(r"(?<![\w./$-])/(?:etc|dev|var|srv|bin|usr)/[\w.-]+(?:/[\w.-]+)*")
LOCAL_IPS = frozenset({"127.0.0.1", "0.0.0.0"})
# A line ending so goes on on the next one.
CONTINUED = ("\\", "|", "&&", "||")


@dataclass(frozen=True)
class Literal:
    """A literal an indirection can move: its line, span, kind and quoting context."""

    line: int
    start: int
    end: int
    kind: str  # url, ip, path
    context: str


def contexts(text: str) -> list[list[str]]:
    """For every line of ``text``, the quoting context of each of its characters."""
    stack = [TOP]
    out: list[list[str]] = []
    pending: list[tuple[str, bool]] = []
    heredoc: tuple[str, bool] | None = None
    for line in text.split("\n"):
        if heredoc is not None:
            out.append([HEREDOC] * len(line))
            body = line.lstrip("\t") if heredoc[1] else line
            if body == heredoc[0]:
                heredoc = pending.pop(0) if pending else None
            continue
        out.append(_line_contexts(line, stack, pending))
        if pending and stack == [TOP]:
            heredoc = pending.pop(0)
    return out


def _line_contexts(line: str, stack: list[str], pending: list[tuple[str, bool]]) -> list[str]:
    marks: list[str] = []
    index = 0
    while index < len(line):
        state = stack[-1]
        char = line[index]
        pair = line[index : index + 2]
        step = 1
        if state == SINGLE:
            if char == "'":
                stack.pop()
        elif state == BACKTICK:
            if char == "`":
                stack.pop()
        elif char == "\\":
            step = 2
        elif state == DOUBLE:
            if char == '"':
                stack.pop()
            elif pair in ("$(", "${"):
                stack.append(SUBST if pair == "$(" else BRACE)
                step = 2
            elif char == "`":
                stack.append(BACKTICK)
        elif char == "#" and (index == 0 or line[index - 1] in " \t;(|&"):
            marks.extend([COMMENT] * (len(line) - index))
            return marks
        else:
            step = _unquoted(line, index, stack, pending)
        marks.extend([state] * step)
        index += step
    return marks[: len(line)]


def _unquoted(line: str, index: int, stack: list[str], pending: list[tuple[str, bool]]) -> int:
    char, pair = line[index], line[index : index + 2]
    if char == "'":
        stack.append(SINGLE)
    elif char == '"':
        stack.append(DOUBLE)
    elif char == "`":
        stack.append(BACKTICK)
    elif pair in ("$(", "${"):
        stack.append(SUBST if pair == "$(" else BRACE)
        return 2
    elif char == "(":
        stack.append(PAREN)
    elif (char == ")" and stack[-1] in (SUBST, PAREN)) or (char == "}" and stack[-1] == BRACE):
        stack.pop()
    elif pair == "<<" and stack == [TOP]:
        match = HEREDOC_START.match(line, index)
        if match:
            pending.append((match.group(2), line[index + 2 : index + 3] == "-"))
            return len(match.group(0))
    return 1


def _editable_lines(text: str) -> list[int]:
    """Lines that are neither comments, heredoc bodies nor parts of a continued line."""
    lines = text.split("\n")
    marks = contexts(text)
    editable = []
    for number, line in enumerate(lines):
        stripped = line.strip()
        continued = number > 0 and lines[number - 1].rstrip().endswith(CONTINUED)
        if not stripped or stripped.startswith("#") or continued or stripped.endswith(CONTINUED):
            continue
        if marks[number] and marks[number][0] != TOP:
            continue  # a heredoc body, or a string opened on an earlier line
        editable.append(number)
    return editable


def split_continuation(text: str, rng: random.Random) -> str | None:
    """``text`` with one long command line broken in two with a ``\\`` continuation."""
    lines = text.split("\n")
    marks = contexts(text)
    choices: list[tuple[int, int]] = []
    for number in _editable_lines(text):
        line = lines[number]
        if len(line.strip()) < 30:
            continue
        indent = len(line) - len(line.lstrip())
        for match in re.finditer(r"[ \t]+", line):
            start = match.start()
            inside = indent < start and match.end() < len(line)
            if inside and marks[number][start] == TOP:
                choices.append((number, start))
    if not choices:
        return None
    middle = [c for c in choices if 0.3 < c[1] / max(len(lines[c[0]]), 1) < 0.75] or choices
    number, start = rng.choice(middle)
    line = lines[number]
    end = start + len(line[start:]) - len(line[start:].lstrip())
    lead = line[: len(line) - len(line.lstrip())]
    lines[number] = f"{line[:start]} \\\n{lead}  {line[end:]}"
    return "\n".join(lines)


def split_pipe(text: str, rng: random.Random) -> str | None:
    """``text`` with one ``a | b`` line turned into ``v="$( a )"`` then ``printf … | b``."""
    lines = text.split("\n")
    marks = contexts(text)
    choices: list[tuple[int, int]] = []
    for number in _editable_lines(text):
        line, mark = lines[number], marks[number]
        words = line.split()
        if words[0] in CONTROL_WORDS or words[-1] in ("do", "then", "{") or "<<" in line:
            continue
        pipes = [i for i, c in enumerate(line) if c == "|" and mark[i] == TOP]
        if len(pipes) < 1 or _has_top_level_list(line, mark):
            continue
        first = pipes[0]
        if line[first + 1 : first + 2] in ("|", "&") or line[first - 1 : first] == "|":
            continue
        sink = line[first + 1 :].split()
        sink = sink[1:] if sink[:1] == ["sudo"] else sink
        if not sink or sink[0] in BINARY_SINKS:
            continue
        choices.append((number, first))
    if not choices:
        return None
    number, first = rng.choice(choices)
    line = lines[number]
    indent = line[: len(line) - len(line.lstrip())]
    name = unused_name(text, ("payload", "staged", "buffer", "chunk"), rng)
    left, right = line[len(indent) : first].strip(), line[first + 1 :].strip()
    lines[number] = f'{indent}{name}="$( {left} )"\n{indent}printf \'%s\\n\' "${name}" | {right}'
    return "\n".join(lines)


def _has_top_level_list(line: str, mark: list[str]) -> bool:
    for index, char in enumerate(line):
        if mark[index] != TOP:
            continue
        if char == ";" or line[index : index + 2] in ("&&", "||"):
            return True
        if (
            char == "&"
            and line[index - 1 : index] not in (">", "<", "&")
            and (line[index + 1 : index + 2] not in (">", "&"))
        ):
            return True
    return False


def literals(text: str) -> list[Literal]:
    """Literals on editable lines that an indirection may move or build from parts."""
    lines = text.split("\n")
    marks = contexts(text)
    found: list[Literal] = []
    for number in _editable_lines(text):
        line = lines[number]
        for kind, pattern in (
            ("url", URL_ORIGIN),
            ("ip", IP),
            ("path", HOME_PATH),
            ("path", SYSTEM_PATH),
        ):
            for match in pattern.finditer(line):
                if kind == "ip" and match.group(0) in LOCAL_IPS:
                    continue
                if kind == "path" and match.group(0).startswith("/dev/null"):
                    continue
                span = set(marks[number][match.start() : match.end()])
                if len(span) == 1 and not _overlaps(found, number, match.span()):
                    found.append(Literal(number, *match.span(), kind, span.pop()))
    return found


def _overlaps(found: list[Literal], line: int, span: tuple[int, int]) -> bool:
    return any(f.line == line and f.start < span[1] and span[0] < f.end for f in found)


def unused_name(text: str, names: tuple[str, ...], rng: random.Random) -> str:
    """One of ``names`` (or a numbered one) that ``text`` does not use yet."""
    free = [name for name in names if not re.search(rf"\b{name}\b", text, re.IGNORECASE)]
    if free:
        return rng.choice(free)
    number = 2
    while re.search(rf"\b{names[0]}{number}\b", text):
        number += 1
    return f"{names[0]}{number}"


def indirect(text: str, rng: random.Random, *, form: str) -> str | None:
    """``text`` with one literal moved into a variable (``form`` ``variable`` or ``env``) set
    at the top, or built from two adjacent strings in place (``parts``)."""
    candidates = literals(text)
    if form != "parts":
        candidates = [c for c in candidates if c.context in UNQUOTED | {DOUBLE}]
    else:
        candidates = [c for c in candidates if c.context in UNQUOTED | {DOUBLE, SINGLE}]
    if not candidates:
        return None
    literal = rng.choice(candidates)
    lines = text.split("\n")
    line = lines[literal.line]
    value = line[literal.start : literal.end]
    if form == "parts":
        lines[literal.line] = (
            line[: literal.start] + _parts(value, literal, rng) + line[literal.end :]
        )
        return "\n".join(lines)
    names = {"url": ("endpoint", "base_url", "origin"), "ip": ("peer", "remote", "target_host")}
    name = unused_name(text, names.get(literal.kind, ("target", "src_path", "cfg_file")), rng)
    if form == "env":
        name = name.upper()
    assigned = value.replace("~/", "$HOME/", 1) if value.startswith("~/") else value
    quoted = f'"{assigned}"' if "$" in assigned else assigned
    use = (
        f"${{{name}}}" if literal.context == DOUBLE or literal.kind != "path" else f'"${{{name}}}"'
    )
    lines[literal.line] = line[: literal.start] + use + line[literal.end :]
    at = 1 if lines and lines[0].startswith("#!") else 0
    prefix = "export " if form == "env" else ""
    lines.insert(at, f"{prefix}{name}={quoted}")
    return "\n".join(lines)


def _parts(value: str, literal: Literal, rng: random.Random) -> str:
    """``value`` as two adjacent strings: ``"~/.s""sh"`` outside or in double quotes, ``'a''b'``
    in single quotes. A path keeps its leading ``~/`` unquoted so the shell still expands it."""
    lead = 2 if value.startswith("~/") else (value.index("//") + 2 if "//" in value else 1)
    cut = rng.randint(lead + 1, max(lead + 1, len(value) - 1))
    head, tail = value[:cut], value[cut:]
    if literal.context == SINGLE:
        return f"{head}''{tail}"
    if literal.context == DOUBLE:
        return f'{head}""{tail}'
    return f'{head[:lead]}"{head[lead:]}""{tail}"'
