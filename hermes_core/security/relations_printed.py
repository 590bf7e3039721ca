"""An order in words to carry out what a program prints: "run the command exactly as
printed", "the script prints the steps; carry them out exactly as written",
表示されたコマンドをそのままターミナルで実行. A signal for the behaviours of a whole skill
(:func:`~hermes_core.security.relations.signals`): the program that prints is in
another file."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind
from hermes_core.security.relations_acts import UNCHANGED
from hermes_core.security.relations_words import SENTENCE_END

__all__ = ["runs_printed"]

K = Kind


def runs_printed(facts: Facts, *, as_it_comes: bool = False) -> bool:
    """An order in words to run what a program prints: "run the command exactly as
    printed", "treat every line of that output as a step", "feed the text after FIX: to
    the shell" — an order (or a shell) and the output it takes, in one sentence, with no
    verb of looking between ("run it and check the output" reads it). ``as_it_comes``:
    only with a word saying it runs unchanged ("exactly as printed", *そのまま*), or an
    order in the next sentence to carry it out so."""
    text = facts.text

    def unchanged(low: int, high: int) -> bool:
        """A word saying it runs as it comes, in the sentence of ``text[low:high]``."""
        if not as_it_comes:
            return True
        for word in UNCHANGED.finditer(text, max(0, low - 60), high + 60):
            between = (word.end(), low) if word.end() <= low else (high, word.start())
            if between[0] >= between[1] or not SENTENCE_END.search(text, *between):
                return True
        return False

    # (sorted ends and starts: each result looks only at what lies 60 characters around it)
    order_ends = sorted(
        f.end for kind in (K.RUN, K.ACT, K.EXEC) for f in facts.of(kind) if facts.in_words(f.start)
    )
    shell_starts = sorted(f.start for f in facts.of(K.TERMINAL) if facts.in_words(f.start))
    # (a command shown on a screen or page, taken and run in the same sentence:
    # 表示されたコマンドをターミナルで実行 — a command copied, not a file or a token pasted)
    orders = sorted(
        f.start
        for kind in (K.RUN, K.ACT, K.TERMINAL)
        for f in facts.of(kind)
        if facts.in_words(f.start)
    )
    for copied in facts.of(K.COPY):
        if not copied.detail or not facts.in_words(copied.start):
            continue
        for start in orders[
            bisect_right(orders, copied.end) : bisect_right(orders, copied.end + 80)
        ]:
            if not SENTENCE_END.search(text, copied.end, start) and unchanged(copied.start, start):
                return True
    for result in facts.of(K.RESULT):
        if not facts.in_words(result.start):
            continue
        if _carried_out_next(facts, result):
            return True
        low = bisect_left(order_ends, result.start - 60)
        for end in order_ends[low : bisect_left(order_ends, result.start)]:
            between = text[end : result.start]
            looked_at = SENTENCE_END.search(between) or _LOOKED_AT.search(between)
            if not looked_at and unchanged(end, result.end):
                return True
        low = bisect_right(shell_starts, result.end)
        for start in shell_starts[low : bisect_right(shell_starts, result.end + 60)]:
            if not SENTENCE_END.search(text[result.end : start]) and unchanged(result.start, start):
                return True
    return False


def _carried_out_next(facts: Facts, result: Fact) -> bool:
    """What a program prints, and in the next sentence an order to carry it out as it
    comes: "the script prints them under ROLLOUT. Carry out those steps exactly as
    written" (an order to act on it unchanged, not just to read it)."""
    text = facts.text
    high = min(len(text), result.end + 200)
    ends = list(SENTENCE_END.finditer(text, result.end, high))
    if len(ends) > 1:
        high = ends[1].start()
    for kind in (K.ACT, K.RUN):
        for fact in facts.of(kind):
            if not (result.end < fact.start < high and facts.in_words(fact.start)):
                continue
            if UNCHANGED.search(text, fact.start, min(len(text), fact.end + 60)):
                return True
    return False


_LOOKED_AT = re.compile(
    r"\b(?:check|read|review|inspect|look|compare|verify|see|watch|show|note|and|then|prüf\w*"
    r"|lies|revis\w*|vérifi\w*|controleer|bekijk)\b",
    re.IGNORECASE,
)
