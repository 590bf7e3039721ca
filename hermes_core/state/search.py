"""Search text and queries: what the full-text index stores for a message, and how a
person's query becomes an FTS5 expression.

The index has two columns. ``content`` is the message's searchable text (its text, its
tool's name, its tool calls' JSON) for FTS5's ``unicode61`` tokenizer (words,
diacritics folded). ``cjk`` holds the overlapping character pairs of every run of
Chinese, Japanese or Korean characters (and CJK punctuation), then the run's last
character alone — those scripts have no spaces, so ``unicode61`` would make one token of
a whole sentence, and a trigram index cannot find two-character words, the most common
kind. A query's CJK run of two or more characters becomes a phrase of its pairs (any
substring of a run matches, as with Hermes Agent's trigram and ``LIKE`` search); a
single character, a prefix of the terms (the lone last character makes the end of a run
findable too).

Queries: words are ANDed; ``"a phrase"``; ``word*`` is a prefix; ``OR``, ``AND`` and
``NOT`` in capitals between words are FTS5's operators (as in Hermes Agent's search);
anything else FTS5 would read as syntax is quoted, so no query is a syntax error.
"""

from __future__ import annotations

import re

__all__ = ["QueryError", "cjk_terms", "searchable_text", "to_match_expression"]

_CJK = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf\u4e00-\u9fff"  # CJK ideographs
    "\uac00-\ud7af"  # hangul syllables
    "\uf900-\ufaff"  # compatibility ideographs
    "\uff66-\uff9f"  # half-width katakana
    "\u3001-\u303f"  # CJK punctuation (not the ideographic space)
    "\U00020000-\U0002fa1f"  # ideographs, extensions B and later
)
_CJK_RUN = re.compile(f"[{_CJK}]+")
_UNITS = re.compile(r'"([^"]*)"(\*?)|(\S+)')


class QueryError(ValueError):
    """A query with nothing to search for."""


def searchable_text(content: str | None, tool_name: str | None, tool_calls: str | None) -> str:
    """What is indexed of a message: its text, the name of the tool whose result it is,
    and the JSON of the tool calls it makes — what Hermes Agent's ``messages_fts``
    indexes, so a search finds every message Hermes Agent's search finds."""
    return " ".join(part for part in (content, tool_name, tool_calls) if part)


def cjk_terms(text: str | None) -> str:
    """The ``cjk`` column for ``text``: each CJK run's overlapping pairs, then its last
    character, space-separated."""
    if not text:
        return ""
    terms: list[str] = []
    for run in _CJK_RUN.findall(text):
        terms.extend(run[i : i + 2] for i in range(len(run) - 1))
        terms.append(run[-1])
    return " ".join(terms)


def _quoted(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def _unit(text: str, prefix: bool) -> list[str]:
    """FTS5 expressions for one word or phrase of the query."""
    parts: list[str] = []
    position = 0
    runs = list(_CJK_RUN.finditer(text))
    for index, run in enumerate(runs):
        parts.extend(_words(text[position : run.start()], False))
        chars = run.group()
        last = index == len(runs) - 1 and run.end() == len(text)
        if len(chars) == 1:
            parts.append(f"cjk : {_quoted(chars)}*")
        else:
            pairs = " ".join(chars[i : i + 2] for i in range(len(chars) - 1))
            parts.append(f"cjk : {_quoted(pairs)}" + ("*" if prefix and last else ""))
        position = run.end()
    parts.extend(_words(text[position:], prefix))
    return parts


def _words(text: str, prefix: bool) -> list[str]:
    cleaned = " ".join(re.findall(r"\w+", text))
    if not cleaned:
        return []
    return [f"content : {_quoted(cleaned)}" + ("*" if prefix else "")]


_OPERATORS = frozenset(("AND", "OR", "NOT"))


def to_match_expression(query: str) -> str:
    """The FTS5 ``MATCH`` expression for ``query`` (see the module); raises
    :class:`QueryError` when it holds no word."""
    out: list[str] = []
    operator: str | None = None
    for phrase, phrase_star, word in _UNITS.findall(query):
        if word in _OPERATORS:
            if out and operator is None:  # a leading or doubled operator is dropped
                operator = word
            continue
        if word:
            parts = _unit(word.rstrip("*"), word.endswith("*"))
        else:
            parts = _unit(phrase, bool(phrase_star))
        if not parts:
            continue
        if out:
            out.append(operator or "AND")
        operator = None
        out.append(parts[0] if len(parts) == 1 else "(" + " AND ".join(parts) + ")")
    if not out:
        raise QueryError(f"nothing to search for in {query!r}")
    return " ".join(out)
