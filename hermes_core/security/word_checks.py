"""Words whose kind depends on what is around them: a secret's name that is a piece of a
path or Python's random-number module, ``decode`` as a method, the downloads folder, a
``<summary>`` tag, an agent tool's name in a permission rule, a credential store
confirmed by its whole path; and strings of words in code (a message, a help text)."""

from __future__ import annotations

import re

from hermes_core.security.lexicon import Kind, secret_path

__all__ = ["CHECKED", "WORD", "checked_word", "in_message", "random_call"]

# The kinds whose words are checked before they become facts.
CHECKED = frozenset(
    {Kind.SECRET, Kind.DECODE, Kind.STORE, Kind.WRITE, Kind.USER, Kind.FETCH, Kind.DNS}
)
WORD = re.compile(r"[^\W\d_]{2,}")  # a word of letters (two or more)


def checked_word(text: str, kind: Kind, start: int, end: int) -> str | None:
    """The detail of the fact a word of a checked kind makes at ``text[start:end]``, or
    None when what is around it says it is not one."""
    if kind is Kind.SECRET and start >= 1 and text[start - 1] in "/\\.":
        return None  # a piece of a path (~/.aws/credentials): the store says it
    word = text[start : start + 3]
    if kind is Kind.SECRET and word.lower() in ("pin", "tan") and not word.isupper():
        return None  # pin a version, tan(x): only PIN and TAN are a bank's secrets
    if kind is Kind.SECRET and random_call(text, start):
        return None  # Python's secrets module: random numbers, not a secret of the user
    if kind is Kind.DECODE and start >= 1 and text[start - 1] == ".":
        return None  # bytes.decode(), text.decode("utf-8"): reading text, not a cipher
    if kind is Kind.FETCH and start >= 2 and text[start - 1] in "/\\" and text[start - 2] == "~":
        return None  # ~/Downloads, ~/Téléchargements: the folder, not a download
    if kind is Kind.USER and start >= 1 and text[start - 1] in "</":
        return None  # <summary>, </summary>: a tag, not the one who reads the summary
    if kind is Kind.WRITE and _tool_rule(text, start, end):
        return None  # "Write(*)", `Edit(src/**)`: the name of an agent's tool in a rule
    if kind is Kind.STORE:
        return secret_path(_path_around(text, start, end))  # the store the path names
    if kind is Kind.DNS and text[start:end].lower() in _LOOKUP_VERBS:
        # "resolve <chunk>.<n>.zone": a name lookup only when a name with slots follows
        return "" if _SLOTTED_NAME.search(text, end, min(len(text), end + 80)) else None
    return ""


_LOOKUP_VERBS = frozenset(("resolve", "resolves", "resolving", "look up", "look-up"))
# A host name with a slot among its labels: <chunk>.<n>.zone.example, {data}.x.example
_SLOTTED_NAME = re.compile(
    r"(?:<[^<>\s]{1,24}>|\{[^{}\s]{1,24}\}|\$\{?\w+\}?)\.(?:[\w<>{}$-]+\.)*[a-z]{2,}\b"
)


# Python's secrets module called for randomness (``secrets.token_hex(16)``), not
# ``secrets.GITHUB_TOKEN`` (a repository secret in a workflow).
_RANDOM_CALL = re.compile(
    r"secrets\.(?:randbelow|randbits|token_hex|token_bytes|token_urlsafe|choice|SystemRandom"
    r"|compare_digest)\s*\("
)


def in_message(text: str, offset: int) -> bool:
    """Whether ``offset`` in code is inside a string of words on its line (a help text, a
    finding's message: "required to add very broad rules such as Bash(*)")."""
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    column = offset - line_start
    for quote in "\"'":
        opening = line.rfind(quote, 0, column)
        closing = line.find(quote, column)
        if opening >= 0 and closing >= 0 and line.count(quote, 0, opening) % 2 == 0:
            return len(WORD.findall(line[opening + 1 : closing])) >= 3
    return False


def random_call(text: str, start: int) -> bool:
    """Whether ``start`` is in a call of Python's secrets module for randomness."""
    if text.startswith("secrets.", start):
        return _RANDOM_CALL.match(text, start) is not None
    dot = start - len("secrets.")
    return (
        dot >= 0 and text.startswith("secrets.", dot) and _RANDOM_CALL.match(text, dot) is not None
    )


def _tool_rule(text: str, start: int, end: int) -> bool:
    """Whether the word at ``text[start:end]`` names an agent's tool in a permission rule
    (``"Write(*)"``, `` `Edit(./src/**)` ``): capitalised, quoted, its argument a pattern."""
    return (
        start >= 1
        and text[start - 1] in "\"'`"
        and text[start].isupper()
        and text.startswith("(", end)
        and end + 1 < len(text)
        and text[end + 1] in "*~./)"
    )


def _path_around(text: str, start: int, end: int) -> str:
    """The path-like word holding ``text[start:end]`` (quotes, spaces and brackets end
    it)."""
    left = start
    while left > 0 and text[left - 1] not in " \t\n\"'`()[]{}<>,;|&=":
        left -= 1
    right = end
    while right < len(text) and text[right] not in " \t\n\"'`()[]{}<>,;|&=":
        right += 1
    return text[left:right]
