"""String pieces joined: what a script says once its literals are put back together.

A script that writes ``'Remove-' + 'Item'``, ``'vss' + 'admin'``, ``['cu', 'rl'].join('')``
or ``'Docu','ments' -join ''`` hides a word from anything that reads it literally, and
says it plainly to the interpreter. :func:`joined_text` returns the script with each such
run of literals replaced by one literal, line by line (a join never spans lines here, so
every line keeps its number), or ``None`` when nothing was joined.
"""

from __future__ import annotations

import re

__all__ = ["joined_text", "may_join", "may_join_adjacent"]

# One string literal on one line, with no escapes (an escape would change what it holds).
_PIECE = r"'[^'\n\\]*'|\"[^\"\n\\$]*\""
# 'a' + 'b' + 'c' (Python, JavaScript, PowerShell, C#, Java).
_PLUS = re.compile(rf"(?:{_PIECE})(?:[ \t]*\+[ \t]*(?:{_PIECE}))+")
# "a" "b": Python's adjacent literals.
_ADJACENT = re.compile(rf"(?:{_PIECE})(?:[ \t]+(?:{_PIECE}))+")
# 'a','b' -join '' (PowerShell) and ['a', 'b'].join('') (JavaScript, Python's ''.join([…])).
_PS_JOIN = re.compile(
    rf"\(?((?:{_PIECE})(?:[ \t]*,[ \t]*(?:{_PIECE}))+)\)?[ \t]*-join[ \t]*(?:''|\"\")"
)
_LIST = rf"((?:{_PIECE})(?:[ \t]*,[ \t]*(?:{_PIECE}))+)"
_JS_JOIN = re.compile(rf"\[[ \t]*{_LIST}[ \t]*\]\.join\([ \t]*(?:''|\"\")?[ \t]*\)")
_PY_JOIN = re.compile(rf"(?:''|\"\")\.join\(\s*[\[(][ \t]*{_LIST}[ \t]*[\])]\s*\)")
_LITERAL = re.compile(_PIECE)
_HINTS = ("' +", "'+", '" +', '"+', "-join", ".join(", "printf '", "[@]}", "[*]}", "& $", "&$")


_ADJACENT_HINT = re.compile(r"[\"'][ \t]+[\"'][^\s\"']")


def may_join_adjacent(text: str) -> bool:
    """A cheap test for Python: two string literals side by side, or a module or an
    attribute reached by name, may be in the text."""
    return (
        "import_module(" in text
        or "__import__(" in text
        or "getattr(" in text
        or _ADJACENT_HINT.search(text) is not None
    )


# The shell's printf filling a format from pieces: $(printf 'cred%sials' ent).
_PRINTF = re.compile(r"\$\(\s*printf\s+'([^'%\n]*(?:%s[^'%\n]*)+)'((?:\s+[\w.-]+)+)\s*\)")


def _printed(match: re.Match[str]) -> str:
    pieces = match.group(2).split()
    parts = match.group(1).split("%s")
    if len(pieces) != len(parts) - 1:
        return match.group()
    return "".join(part + piece for part, piece in zip(parts, [*pieces, ""], strict=True))


# A shell array of letters and short pieces, printed as one word later:
# parts=(c u r l " -fsSL " h t t p s …); printf '%s' "${parts[@]}".
_ARRAY_PIECE = r"(?:\"[^\"\n$`]{1,12}\"|'[^'\n]{1,12}'|[^\s()\"'$`]{1,4}(?=[\s)]))"
_SHELL_ARRAY = re.compile(
    rf"^([ \t]*)([A-Za-z_]\w*)=\([ \t]*({_ARRAY_PIECE}(?:[ \t]+{_ARRAY_PIECE}){{7,}})"
    r"[ \t]*\)[ \t]*$",
    re.MULTILINE,
)
_ARRAY_ITEM = re.compile(r"\"([^\"]*)\"|'([^']*)'|(\S+)")


def _arrays_joined(text: str) -> str:
    """Each shell array of short pieces that is printed whole (``${name[@]}``) written
    as the one string its pieces make."""

    def joined(match: re.Match[str]) -> str:
        name = match.group(2)
        if f"${{{name}[@]}}" not in text and f"${{{name}[*]}}" not in text:
            return match.group()
        items = ["".join(item) for item in _ARRAY_ITEM.findall(match.group(3))]
        if sum(len(item) for item in items) > 3 * len(items):
            return match.group()  # a list of words or paths, not a word cut into letters
        return f"{match.group(1)}{name}='{''.join(items).replace(chr(39), '')}'"

    return _SHELL_ARRAY.sub(joined, text) if "[@]}" in text or "[*]}" in text else text


# A command kept in a variable and called through it: $w = 'wevtutil'; & $w cl …
_COMMAND_NAME = re.compile(
    r"^[ \t]*\$(\w+)[ \t]*=[ \t]*'([\w.-]{3,40})'[ \t]*;?[ \t]*$", re.MULTILINE
)


def _calls_named(text: str) -> str:
    """Each PowerShell call ``& $name`` of a variable bound to one command name written
    as that name."""
    if "& $" not in text and "&$" not in text:
        return text
    names = {m.group(1).lower(): m.group(2) for m in _COMMAND_NAME.finditer(text)}
    if not names:
        return text
    return re.sub(
        r"&[ \t]*\$(\w+)\b",
        lambda m: names.get(m.group(1).lower(), m.group()),
        text,
    )


def may_join(text: str) -> bool:
    """A cheap test: a concatenation or a join of literals may be in the text."""
    return any(hint in text for hint in _HINTS)


def _one(pieces: str) -> str:
    values = [m.group()[1:-1] for m in _LITERAL.finditer(pieces)]
    if max(len(v) for v in values) > _PIECE_MAX:
        return pieces  # a message built of sentences, not a word cut into pieces
    return "'" + "".join(values).replace("'", "") + "'"


# A word cut into pieces to hide it has short pieces ('Remove-' + 'Item'); longer ones
# are text (a message, a path) put together, as code does all day.
_PIECE_MAX = 12


def joined_text(text: str, python: bool = False) -> str | None:
    """``text`` with every run of joined literals made one literal, or ``None`` when it
    has none. ``python``: adjacent literals ("a" "b") are joined too, and modules and
    attributes reached by name are written plainly."""
    if not may_join(text) and not python:
        return None
    folded = _PS_JOIN.sub(lambda m: _one(m.group(1)), text)
    folded = _JS_JOIN.sub(lambda m: _one(m.group(1)), folded)
    folded = _PY_JOIN.sub(lambda m: _one(m.group(1)), folded)
    folded = _PLUS.sub(lambda m: _one(m.group()), folded)
    folded = _PRINTF.sub(_printed, folded)
    folded = _arrays_joined(folded)
    folded = _calls_named(folded)
    if python:
        folded = _ADJACENT.sub(lambda m: _one(m.group()), folded)
        folded = _dynamic_access(folded)
    return None if folded == text else folded


# Python's dynamic access, written plainly: importlib.import_module('pty') is pty,
# getattr(pty, 'spawn') is pty.spawn, and a name bound to an imported module stands for it.
_IMPORTED = re.compile(
    r"\b(?:importlib\.)?import_module\(\s*'(\w+)'\s*\)|\b__import__\(\s*'(\w+)'\s*\)"
)
_GETATTR = re.compile(r"\bgetattr\(\s*([A-Za-z_][\w.]*)\s*,\s*'(\w+)'\s*\)")
_ALIAS = re.compile(r"^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*\x00(\w+)\x00[ \t]*$", re.MULTILINE)


def _dynamic_access(text: str) -> str:
    if "import" not in text and "getattr" not in text:
        return text
    marked = _IMPORTED.sub(lambda m: "\x00" + (m.group(1) or m.group(2)) + "\x00", text)
    aliases = {m.group(1): m.group(2) for m in _ALIAS.finditer(marked)}
    plain = marked.replace("\x00", "")
    for name, module in aliases.items():
        plain = re.sub(rf"\b{re.escape(name)}\b(?=\s*[.,)])", module, plain)
    return _GETATTR.sub(lambda m: f"{m.group(1)}.{m.group(2)}", plain)
