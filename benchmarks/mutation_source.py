"""Python and JavaScript rewrites that keep what a script does: a string literal moved into a
constant or an environment variable set earlier, or built from two parts with ``+``.

Python literals are found with ``tokenize`` and every result must parse again (``ast``), so a
rewrite never lands inside an f-string, a docstring or an implicit concatenation. JavaScript
gets the same moves on plain one-line string literals, outside template literals and comments.
"""

from __future__ import annotations

import ast
import io
import random
import re
import tokenize
from dataclasses import dataclass

# What makes a literal worth hiding: a URL or host, an address, a path to something.
INTERESTING = re.compile(
    r"://|(?:\d{1,3}\.){3}\d{1,3}|~/|\.\./|^/(?:etc|bin|usr|dev|var)/|\.(?:ssh|aws|netrc|kube|config)"
    r"|Login Data|logins\.json|key4\.db|hosts\.yml|\.example\b"
)


@dataclass(frozen=True)
class StringToken:
    """A plain string literal: its 1-based row, column span and source text."""

    row: int
    start: int
    end: int
    text: str


def python_strings(source: str) -> list[StringToken]:
    """Plain (non-f, single-line, non-docstring, non-adjacent) string literals worth moving."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return []
    significant = [t for t in tokens if t.type not in (tokenize.NL, tokenize.COMMENT)]
    found: list[StringToken] = []
    for index, token in enumerate(significant):
        if token.type != tokenize.STRING or token.start[0] != token.end[0]:
            continue
        prefix = re.match(r"[A-Za-z]*", token.string)
        if prefix is None or "f" in prefix.group(0).lower() or token.string.endswith('"""'):
            continue
        before = significant[index - 1] if index else None
        after = significant[index + 1] if index + 1 < len(significant) else None
        if tokenize.STRING in (getattr(before, "type", None), getattr(after, "type", None)):
            continue
        statement_start = before is None or before.type in (
            tokenize.NEWLINE,
            tokenize.INDENT,
            tokenize.DEDENT,
        )
        if statement_start and getattr(after, "type", None) == tokenize.NEWLINE:
            continue  # a docstring or a bare expression statement
        if INTERESTING.search(_value(token.string)):
            found.append(StringToken(token.start[0], token.start[1], token.end[1], token.string))
    return found


def _value(literal: str) -> str:
    try:
        value = ast.literal_eval(literal)
    except (ValueError, SyntaxError):
        return ""
    return value.decode("latin-1") if isinstance(value, bytes) else str(value)


def indirect_python(source: str, rng: random.Random, *, form: str) -> str | None:
    """``source`` with one interesting literal moved (``variable``, ``env``) or split
    (``parts``); ``None`` when there is none or the result would not parse."""
    tree = _parse(source)
    if tree is None:
        return None
    after_imports = _after_imports(tree)
    candidates = [s for s in python_strings(source) if s.row > after_imports]
    if form == "env":
        candidates = [s for s in candidates if not re.match(r"[A-Za-z]*b", s.text, re.I)]
    if form == "parts":
        candidates = [s for s in candidates if "\\" not in s.text]
    if not candidates:
        return None
    literal = rng.choice(candidates)
    lines = source.split("\n")
    row = lines[literal.row - 1]
    if form == "parts":
        use, setup = _python_parts(literal.text, rng), []
    else:
        name = _fresh(source, _value(literal.text), rng)
        if form == "env":
            use = f'os.environ["{name}"]'
            setup = [f'os.environ.setdefault("{name}", {literal.text})']
            if not _imports_os(tree):
                setup.insert(0, "import os")
        else:
            use, setup = name, [f"{name} = {literal.text}"]
    lines[literal.row - 1] = row[: literal.start] + use + row[literal.end :]
    lines[after_imports:after_imports] = setup
    result = "\n".join(lines)
    return result if _parse(result) is not None else None


def _parse(source: str) -> ast.Module | None:
    try:
        return ast.parse(source)
    except SyntaxError:
        return None


def _after_imports(tree: ast.Module) -> int:
    """The line after the module's last top-level import (or its docstring, or 0)."""
    last = 0
    for node in tree.body:
        docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        if isinstance(node, ast.Import | ast.ImportFrom) or (docstring and last == 0):
            last = node.end_lineno or node.lineno
        elif not docstring:
            break
    return last


def _imports_os(tree: ast.Module) -> bool:
    return any(
        isinstance(node, ast.Import)
        and any(alias.name == "os" and not alias.asname for alias in node.names)
        for node in tree.body
    )


NAMES = {
    "url": ("ENDPOINT", "API_URL", "UPLOAD_URL", "BASE_URL"),
    "path": ("SOURCE_PATH", "CONFIG_PATH", "TARGET_PATH", "DATA_FILE"),
    "command": ("CMD", "SETUP_CMD", "TASK", "STEP"),
}


def _kind(value: str) -> str:
    if " " in value.strip():
        return "command"
    return "url" if "://" in value or not re.search(r"[/~]", value) else "path"


def _fresh(source: str, value: str, rng: random.Random) -> str:
    names = NAMES[_kind(value)]
    free = [name for name in names if name not in source]
    return rng.choice(free) if free else f"{names[0]}_{len(source)}"


def _python_parts(literal: str, rng: random.Random) -> str:
    prefix = re.match(r"[A-Za-z]*", literal)
    lead = prefix.group(0) if prefix else ""
    quote = literal[len(lead)]
    inner = literal[len(lead) + 1 : -1]
    cut = _cut(inner, rng)
    return f"({lead}{quote}{inner[:cut]}{quote} + {lead}{quote}{inner[cut:]}{quote})"


def _cut(inner: str, rng: random.Random) -> int:
    """A cut inside the interesting part: past ``//`` or ``~/``, never at either end."""
    lead = inner.index("//") + 2 if "//" in inner else (2 if inner.startswith("~/") else 1)
    low, high = min(lead + 1, len(inner) - 1), len(inner) - 1
    return rng.randint(low, high) if high >= low >= 1 else max(1, len(inner) // 2)


JS_STRING = re.compile(r"""(?P<q>["'])(?P<body>[^"'\\\n]*)(?P=q)""")


def indirect_javascript(source: str, rng: random.Random, *, form: str) -> str | None:
    """``source`` (a JavaScript module) with one interesting literal moved or split."""
    lines = source.split("\n")
    candidates: list[tuple[int, re.Match[str]]] = []
    for number, line in enumerate(lines):
        stripped = line.lstrip()
        if "`" in line or stripped.startswith(("//", "/*", "*", "import ")):
            continue
        candidates.extend(
            (number, match)
            for match in JS_STRING.finditer(line)
            if INTERESTING.search(match.group("body"))
        )
    if not candidates:
        return None
    number, match = rng.choice(candidates)
    literal, quote, body = match.group(0), match.group("q"), match.group("body")
    top = max((i + 1 for i, line in enumerate(lines) if line.startswith("import ")), default=0)
    setup: list[str] = []
    if form == "parts":
        cut = _cut(body, rng)
        use = f"({quote}{body[:cut]}{quote} + {quote}{body[cut:]}{quote})"
    else:
        name = _fresh(source, body, rng)
        if form == "env":
            use, setup = f"process.env.{name}", [f"process.env.{name} ??= {literal};"]
        else:
            use, setup = name, [f"const {name} = {literal};"]
    line = lines[number]
    lines[number] = line[: match.start()] + use + line[match.end() :]
    lines[top:top] = setup
    return "\n".join(lines)


POWERSHELL_LITERAL = re.compile(
    r"https?://[^\s'\")]+|(?<![\w/+=-])[A-Za-z0-9+/]{40,}={0,2}(?![\w/+=])"
)


def indirect_powershell(source: str, rng: random.Random, *, form: str) -> str | None:
    """``source`` (PowerShell) with a URL or an encoded blob moved into ``$name`` or
    ``$env:NAME`` set on the line before, or built from two parts with ``+``."""
    lines = source.split("\n")
    candidates = [
        (number, match)
        for number, line in enumerate(lines)
        if not line.lstrip().startswith("#")
        for match in POWERSHELL_LITERAL.finditer(line)
    ]
    if not candidates:
        return None
    number, match = rng.choice(candidates)
    literal = match.group(0)
    line = lines[number]
    if form == "parts":
        cut = _cut(literal, rng)
        use, setup = f"('{literal[:cut]}' + '{literal[cut:]}')", []
    else:
        name = rng.choice(("Payload", "Blob", "Source")) if "://" not in literal else "Url"
        use = f"$env:{name.upper()}" if form == "env" else f"${name.lower()}"
        setup = [f"{use} = '{literal}'"]
    lines[number] = line[: match.start()] + use + line[match.end() :]
    lines[number:number] = setup
    return "\n".join(lines)
