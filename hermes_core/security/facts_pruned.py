"""Facts that are not what they seem, left out once a text's facts are found: words
inside an opaque blob, on a code fence's info string, in a random value's encoding, in a
check whose result is ignored, or in a pattern a script matches against."""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import TYPE_CHECKING

from hermes_core.security.hits import lines_after, lines_before
from hermes_core.security.lexicon import Kind
from hermes_core.security.pattern_literals import in_pattern_literal

if TYPE_CHECKING:
    from hermes_core.security.facts import Facts

__all__ = [
    "drop_ignored_checks",
    "drop_in_patterns",
    "drop_inside_blobs",
    "drop_on_fences",
    "drop_random_encodes",
]


def drop_in_patterns(facts: Facts) -> None:
    """Words inside a /regular expression/ literal in code are what the code looks for
    (a list of indicators), not what it does."""
    text = facts.text
    inside: dict[int, bool] = {}
    for kind, found in facts.by_kind.items():
        kept = []
        for fact in found:
            known = inside.get(fact.start)
            if known is None:
                line_start = text.rfind("\n", 0, fact.start) + 1
                line_end = text.find("\n", fact.start)
                line = text[line_start : len(text) if line_end < 0 else line_end]
                known = facts.in_code(fact.start) and in_pattern_literal(
                    line, fact.start - line_start
                )
                inside[fact.start] = known
            if not known:
                kept.append(fact)
        facts.by_kind[kind] = kept


def drop_on_fences(facts: Facts) -> None:
    """A fence's info string (```bash) names the block's language: it runs nothing."""
    starts = [start for start, _ in facts.fences]
    for kind, found in facts.by_kind.items():
        kept = []
        for fact in found:
            index = bisect_right(starts, fact.start) - 1
            if index < 0 or fact.start >= facts.fences[index][1]:
                kept.append(fact)
        facts.by_kind[kind] = kept


# Random bytes: a nonce or a throw-away name, no one's data.
_RANDOM_SOURCE = re.compile(
    r"/dev/u?random\b|\$RANDOM\b|\buuidgen\b|\bopenssl\s+rand\b|\bsecrets\.token_"
    r"|\bos\.urandom\b|\brandom\.(?:rand\w*|choice\w*|getrandbits)\b|\brandomBytes\b"
    r"|\bMath\.random\b|\bGet-Random\b|\buuid\.uuid4\b|\bcrypto\.randomUUID\b",
    re.IGNORECASE,
)


def drop_random_encodes(facts: Facts) -> None:
    """Encoding random bytes (``head -c 6 /dev/urandom | od -An -tx1``) makes a nonce,
    not a copy of anyone's data: such an encoding is no source."""
    text = facts.text
    kept = []
    for fact in facts.by_kind[Kind.ENCODE]:
        start = text.rfind("\n", 0, fact.start) + 1
        end = text.find("\n", fact.end)
        if _RANDOM_SOURCE.search(text, start, end if end >= 0 else len(text)) is None:
            kept.append(fact)
    facts.by_kind[Kind.ENCODE] = kept


# A comparison that a mismatch takes: if ($a -ne $b), if [ "$a" != "$b" ], if a != b:
_MISMATCH = re.compile(r"\bif\b[^\n]*(?:-ne\b|!==?|-not\b|\bnot\b|-notmatch\b)", re.IGNORECASE)
# What stops a script when the check fails.
_STOPS = re.compile(
    r"\b(?:exit|throw|die|abort|raise|return|fail|sys\.exit|process\.exit|Write-Error|break)\b",
    re.IGNORECASE,
)
_CHECK_LINES = 6


def drop_ignored_checks(facts: Facts) -> None:
    """A checksum compared and then ignored (``if ($got -ne $want) { Write-Verbose …;
    carry on }``) verifies nothing: such a check does not clear a download."""
    text = facts.text
    kept = []
    for fact in facts.by_kind[Kind.VERIFY]:
        if not facts.in_code(fact.start):
            kept.append(fact)
            continue
        start = text.rfind("\n", 0, fact.start) + 1
        end = lines_after(text, start, _CHECK_LINES)
        # (the comparison may enclose the word: a message inside its block)
        mismatch = _MISMATCH.search(text, lines_before(text, start, 2), end)
        if mismatch is None:
            kept.append(fact)
            continue
        block = text[mismatch.start() : lines_after(text, end, _CHECK_LINES)]
        closing = re.search(r"^\s*(?:\}|fi\b|end\b)", block, re.MULTILINE)
        if _STOPS.search(block, 0, closing.end() if closing else len(block)):
            kept.append(fact)
    facts.by_kind[Kind.VERIFY] = kept


def drop_inside_blobs(facts: Facts) -> None:
    """Words found inside an opaque blob are letters of its encoding, not words."""
    spans = sorted((f.start, f.end) for f in facts.of(Kind.BLOB))
    starts = [start for start, _ in spans]
    for kind, found in facts.by_kind.items():
        if kind is Kind.BLOB or kind is Kind.ACCOUNT:  # an address is a blob, and a fact
            continue
        kept = []
        for fact in found:
            index = bisect_right(starts, fact.start) - 1
            if index < 0 or fact.start >= spans[index][1]:
                kept.append(fact)
        facts.by_kind[kind] = kept
