"""Search text and queries: what the full-text index stores for a message, and how a
person's query becomes an FTS5 expression.

The index has two columns. ``content`` is the message text for FTS5's ``unicode61``
tokenizer (words, diacritics folded). ``cjk`` holds the overlapping character pairs of
every run of Chinese, Japanese or Korean characters — those scripts have no spaces, so
``unicode61`` would make one token of a whole sentence, and a trigram index cannot
find two-character words, the most common kind. A query's CJK run of two or more
characters becomes a phrase of its pairs; a single character, a prefix of the pairs.

Queries: words are ANDed; ``"a phrase"``; ``word*`` is a prefix; anything FTS5 would
read as syntax is quoted, so no query is a syntax error.
"""

from __future__ import annotations

import re

__all__ = ["QueryError", "cjk_terms", "to_match_expression"]

_CJK = (
    "\u3040-\u30ff"  # hiragana, katakana
    "\u3400-\u4dbf\u4e00-\u9fff"  # CJK ideographs
    "\uac00-\ud7af"  # hangul syllables
    "\uf900-\ufaff"  # compatibility ideographs
    "\uff66-\uff9f"  # half-width katakana
    "\U00020000-\U0002fa1f"  # ideographs, extensions B and later
)
_CJK_RUN = re.compile(f"[{_CJK}]+")
_UNITS = re.compile(r'"([^"]*)"(\*?)|(\S+)')


class QueryError(ValueError):
    """A query with nothing to search for."""


def cjk_terms(text: str | None) -> str:
    """The ``cjk`` column for ``text``: each CJK run's overlapping pairs (a lone
    character stands alone), space-separated."""
    if not text:
        return ""
    terms: list[str] = []
    for run in _CJK_RUN.findall(text):
        if len(run) == 1:
            terms.append(run)
        else:
            terms.extend(run[i : i + 2] for i in range(len(run) - 1))
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


def to_match_expression(query: str) -> str:
    """The FTS5 ``MATCH`` expression for ``query`` (see the module); raises
    :class:`QueryError` when it holds no word."""
    parts: list[str] = []
    for phrase, phrase_star, word in _UNITS.findall(query):
        if word:
            star = word.endswith("*")
            parts.extend(_unit(word.rstrip("*"), star))
        else:
            parts.extend(_unit(phrase, bool(phrase_star)))
    if not parts:
        raise QueryError(f"nothing to search for in {query!r}")
    return " AND ".join(parts)
