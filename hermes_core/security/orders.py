"""Which words of a text are orders: action words under a heading, in the conditional,
naming a command, denied by a negation ("never run it", "変更しない", "never push without
approval"), quoted, or under a heading that lists what is refused, are left out of every
behaviour (:func:`drop_negated_orders`); :func:`denied` tells a behaviour whether a
negation governs one of its facts."""

from __future__ import annotations

import re
from bisect import bisect_right

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind
from hermes_core.security.regions import URGING
from hermes_core.security.relations_words import SENTENCE_END, few_words

__all__ = ["denied", "drop_negated_orders"]

K = Kind

_SOURCES_IN_WORDS = (K.PRIVATE, K.TRUST_ROOT, K.WAIVE, K.PERMIT, K.PROXY, K.RECOVERY)


def drop_negated_orders(facts: Facts) -> None:
    """Action words right after a negation ("never run it", "do not send") are no
    order: they are left out of every behaviour."""
    # A heading ("# Install") names a topic, and the conditional mood ("it would download
    # a file and run it") describes: neither orders anything.
    text = facts.text
    modal = ("ould" in text or "ight" in text or "OULD" in text) and _MODAL.search(text) is not None
    for kind in _ORDERS:
        if facts.by_kind.get(kind):
            facts.by_kind[kind] = [
                f
                for f in facts.by_kind[kind]
                if not _on_heading(facts, f) and not _hypothetical(facts, f, modal)
            ]
    if "#" in text and _FORBIDDING_HEADING.search(text):
        # under "## What not to do", "## 저장하지 않는 것", words list what is refused
        refused = _refused_sections(facts)
        for kind in _ORDERS:
            if facts.by_kind.get(kind):
                facts.by_kind[kind] = [
                    f
                    for f in facts.by_kind[kind]
                    if facts.in_code(f.start) or not any(a <= f.start < b for a, b in refused)
                ]
    if facts.by_kind.get(K.ACT):  # "a shell command" names a thing: it orders nothing
        facts.by_kind[K.ACT] = [f for f in facts.by_kind[K.ACT] if not _named_command(facts, f)]
    if facts.by_kind.get(K.DESTROY):  # "deletes regenerable build caches": nothing of theirs
        facts.by_kind[K.DESTROY] = [f for f in facts.of(K.DESTROY) if not _regenerable(facts, f)]
    negations = facts.of(K.NEGATION)
    if not negations:
        return
    ordered = sorted(negations, key=lambda n: n.end)
    ends = [n.end for n in ordered]
    if facts.by_kind.get(K.WAIVE):  # "never use --delete without their consent": a rule
        facts.by_kind[K.WAIVE] = [f for f in facts.of(K.WAIVE) if not _ruled_out(facts, ends, f)]
    for kind in _ORDERS:
        found = facts.by_kind.get(kind)
        if not found:
            continue
        facts.by_kind[kind] = [
            f for f in found if not _negated(facts, ordered, ends, f) and not _quoted(facts, f)
        ]
    # A redirection or an encoding denied right where it is said ("non li sostituisce
    # mai", "it does not encode any local data"); its noun after another negated verb
    # ("do not report the swap") stays.
    for kind in (K.REDIRECT, K.ENCODE):
        denied = facts.by_kind.get(kind)
        if denied:
            facts.by_kind[kind] = [f for f in denied if not _denied_in_place(facts.text, ends, f)]
    # What a negated sentence names as off limits is no source: "Never put anything from
    # the conversation into a badge URL"; nor a permission granted: "never set alwaysAllow".
    # (a waiver read as a whole phrase holds its own "no": "no confirmation is needed")
    for kind in _SOURCES_IN_WORDS:
        found = facts.by_kind.get(kind)
        if found:
            facts.by_kind[kind] = [
                f
                for f in found
                if (kind is K.WAIVE and f.detail) or not _negated(facts, ordered, ends, f)
            ]


# What a deletion may name as its object and lose nothing: caches, build output, temp.
_REGENERABLE = re.compile(
    r"\W{0,3}(?:\w+\W+){0,3}?(?:\w*cach[eé]\w*|build\s+(?:output|artefacts?|artifacts?|dirs?|folders?)"
    r"|temp(?:orary)?\s+files|tmp|bin/obj|node_modules|__pycache__|compil\w+\s+cach\w*"
    r"|artefactos?\s+de\s+compilaci[oó]n|build-?artefakte)",
    re.IGNORECASE,
)
_OWNED_KINDS = (K.PERSONAL, K.STORE, K.RECOVERY)


def _regenerable(facts: Facts, fact: Fact) -> bool:
    """Whether the deletion's object, right after it, is regenerable (a cache, build
    output) and no personal folder or credential store is named in its clause."""
    text = facts.text
    if _OUTPUT_SUBJECT.search(text, max(0, fact.start - 30), fact.start):
        return True  # "output is truncated at 4 KB": what is shown, cut short
    window_end = min(len(text), fact.end + 80)
    clause = re.search(r"[.;\n]", text[fact.end : window_end])
    end = fact.end + clause.start() if clause else window_end
    if _REGENERABLE.match(text, fact.end, end) is None:
        return False
    return not any(fact.end <= f.start < end for kind in _OWNED_KINDS for f in facts.of(kind))


# What a tool shows, as the subject of a passive deletion: its output, its log lines.
_OUTPUT_SUBJECT = re.compile(
    r"\b(?:output|logs?|log\s+lines?|lines?|text|messages?|previews?|results?)\s+"
    r"(?:is|are|gets?|will\s+be)\s+$",
    re.IGNORECASE,
)


# The conditional mood describes what something would do; it orders nothing: Spanish
# "ejecutaría", Portuguese "executaria", French "exécuterait", Italian "eseguirebbe",
# English "would run".
_CONDITIONAL_ENDING = re.compile(
    r"(?:rías?|rían|ríamos|ria|riam|rait|raient|rebbe|rebbero)$", re.IGNORECASE
)
_WOULD = re.compile(r"\b(?:would|could|might)\s+(?:\w+\s+)?$", re.IGNORECASE)


_MODAL = re.compile(r"\b(?:[Ww]ould|[Cc]ould|[Mm]ight|WOULD|COULD|MIGHT)\b")
_WORD_REST = re.compile(r"\w*")


def _hypothetical(facts: Facts, fact: Fact, modal: bool) -> bool:
    """Whether the action word of ``fact`` is in the conditional mood, in prose."""
    text = facts.text
    rest = _WORD_REST.match(text, fact.end)
    word_end = rest.end() if rest else fact.end
    if word_end - fact.start > 6 and _CONDITIONAL_ENDING.search(
        text, max(fact.start, word_end - 8), word_end
    ):
        return not facts.in_code(fact.start)
    if modal and _WOULD.search(text, max(0, fact.start - 24), fact.start) is not None:
        return not facts.in_code(fact.start)
    # (a capability, not an order: "the credential helper must be able to push there")
    if text[max(0, fact.start - 3) : fact.start].lower() == "to " and _CAPABLE.search(
        text, max(0, fact.start - 40), fact.start
    ):
        return not facts.in_code(fact.start)
    return False


_CAPABLE = re.compile(
    r"\b(?:(?:be|is|are|being)\s+(?:already\s+)?(?:able|allowed|permitted|authori[sz]ed)"
    r"|(?:permission|rights?)|access\s+rights?)\s+to\s+$",
    re.IGNORECASE,
)


def _named_command(facts: Facts, fact: Fact) -> bool:
    """Whether the word of ``fact`` is the noun "command" after an article or a kind of
    shell ("looks like: a shell command"), not a call to carry something out."""
    text = facts.text
    if not text[fact.start : fact.end].lower().startswith("command"):
        return False
    return _COMMAND_NAMED.search(text, max(0, fact.start - 24), fact.start) is not None


_COMMAND_NAMED = re.compile(
    r"\b(?:a|an|the|this|that|one|each|every|any|single|same|shell|terminal|bash|powershell"
    r"|cmd|system|git|cli)\s+$",
    re.IGNORECASE,
)


def denied(facts: Facts, fact: Fact) -> bool:
    """Whether a negation in words governs ``fact`` ("No admin rights are needed")."""
    negations = sorted(facts.of(K.NEGATION), key=lambda n: n.end)
    return bool(negations) and _negated(facts, negations, [n.end for n in negations], fact)


def _negated(facts: Facts, negations: list[Fact], ends: list[int], fact: Fact) -> bool:
    """Whether a negation governs ``fact``: right before it, before a list of verbs it
    opens ("never run, fetch, decode or follow it"), or opening the sentence that holds
    it ("Never pipe decoded output into a shell or eval.")."""
    text = facts.text
    if facts.in_code(fact.start) and not _in_words_of_code(text, fact.start):
        return False
    if _NEGATED_AFTER.match(text, fact.end):
        return True  # "executing decoded content is not (fine)": the subject, negated after
    if _FRENCH_NE.search(text, max(0, fact.start - 16), fact.start):
        return True  # "il n'exécute jamais", "ne l'envoie pas": French denies around the verb
    if _DENIED_AFTER.match(text, fact.end):
        return True  # "変更しない", "실행하지 않습니다": Japanese and Korean deny after the verb
    index = bisect_right(ends, fact.start) - 1
    # The nearest negations before it, the closest first: "Never execute decoded content
    # (no piping to `sh`, `eval`)" is governed by "Never" as much as by "no". None
    # governs from farther than its reach.
    for number in range(index, max(-1, index - 3), -1):
        end = ends[number]
        if fact.start - end > _NEGATION_REACH:
            break
        if _governs(text, negations[number], end, fact):
            return True
    return False


# A heading that names what follows as what is not to be done, in the lexicon's
# languages (negation first or, in Japanese, Korean and Chinese, last).
_FORBIDDING_HEADING = re.compile(
    # (a list of what is refused, not a heading that merely opens with "never": "## Never
    # skip this step" is an order)
    r"^#{1,6}[ \t]+[*_]*(?:(?:what|things)\s+(?:not\s+to|never\s+to|to\s+avoid|to\s+refuse)\b"
    r"|(?:don'?ts|never\s+do|forbidden|prohibited)\b|was\s+(?:du\s+)?nie(?:mals)?\b"
    r"|lo\s+que\s+no\b|ce\s+qu['\u2019]il\s+ne\s+faut\s+pas"
    r"|o\s+que\s+não\b|cosa\s+non\b|wat\s+(?:je\s+)?niet\b|czego\s+nie\b|(?<!\w)чего\s+не\b"
    r"|[^\n]*(?:않는\s*것|하지\s*말\s*것|금지|しないこと|しない事|やらないこと|禁止事項|不要做|不做的事))",
    re.IGNORECASE | re.MULTILINE,
)


def _refused_sections(facts: Facts) -> list[tuple[int, int]]:
    """Where the sections under a forbidding heading run: to the next heading (not a
    comment in code that starts like one)."""
    text = facts.text
    spans = []
    for heading in _FORBIDDING_HEADING.finditer(text):
        if facts.in_code(heading.start()):
            continue
        level = len(heading.group()) - len(heading.group().lstrip("#"))
        end = re.compile(rf"^#{{1,{level}}}[ \t]", re.MULTILINE).search(text, heading.end())
        spans.append((heading.end(), end.start() if end else len(text)))
    return spans


def _ruled_out(facts: Facts, ends: list[int], waiver: Fact) -> bool:
    """Whether a waiver ("without consent") ends a rule that a negation opens a few
    words before, in one clause: "never push without approval" asks for the approval."""
    text = facts.text
    index = bisect_right(ends, waiver.start) - 1
    if index < 0 or waiver.start - ends[index] > 60:
        return False
    between = text[ends[index] : waiver.start]
    return not _WAIVER_BREAK.search(between) and len(between.split()) <= 6


_WAIVER_BREAK = re.compile(r"[,;:.!?\n]|\s[-\u2013\u2014]\s")


def _denied_in_place(text: str, ends: list[int], fact: Fact) -> bool:
    index = bisect_right(ends, fact.start) - 1
    if index < 0:
        return False
    end = ends[index]
    return 0 <= fact.start - end <= 12 and few_words(text, end, fact.start, 2)


_NEGATION_REACH = 160  # characters between a negation and the last order it governs
# A verb as the subject of a clause that denies it: "executing decoded content is not",
# "running it is never allowed", "piping it to a shell is forbidden".
_NEGATED_AFTER = re.compile(
    r"\w*ing\b[^.;:!?\n]{0,50}?\b(?:is|are)\s+(?:not|never|forbidden|prohibited|banned)\b"
    r"|\w*ing\b[^.;:!?\n]{0,50}?\b(?:isn't|aren't)\b",
    re.IGNORECASE,
)


# A Japanese or Korean verb's negative ending, right after its stem.
_DENIED_AFTER = re.compile(
    r"(?:を|は)?(?:しない|しません|せず|するな|しないで|させない|できない|禁止)"
    r"|(?:하지|되지|지)\s*(?:않|마|말)|\s*금지"
)


# French negation's first half right before the verb, a pronoun at most between:
# "n'exécute", "ne l'exécute", "ne les envoie" (the second half, pas/jamais, follows it).
_FRENCH_NE = re.compile(
    r"(?:\bn['\u2019]|\bne\s+(?:l['\u2019]|les\s+|le\s+|la\s+|leur\s+|lui\s+)?)$", re.I
)


def _governs(text: str, negation: Fact, end: int, fact: Fact) -> bool:
    if 0 <= fact.start - end <= 12 and few_words(text, end, fact.start, 2):
        return True
    if text[end : fact.start].strip() in ("`", "**", "*"):
        return True  # right after it, in code or emphasis: "refuses `bypassPermissions`"
    between = text[end : fact.start]
    if _QUOTED_NEXT.fullmatch(between) is not None:
        return True  # in a quoted label right after it: without «Run as administrator»
    if len(between) <= 80 and _VERB_LIST.fullmatch(between) is not None:
        return True
    if len(between) <= 30 and _VERB_PAIR.fullmatch(between) is not None:
        return True  # "do NOT execute or follow", "no eval/exec/child_process"
    if len(between) <= 120 and _DISJUNCTS.fullmatch(between) is not None:
        # "never run it, paste it into a shell or follow what it says": a negation
        # governs every member of a list joined by "or" (not one joined by "and")
        return True
    if (
        len(between) > _NEGATION_REACH
        or URGING.match(text, negation.start)
        or _clause_ends(between)
    ):
        return False
    opening = text[max(0, negation.start - 40) : negation.start]
    return _OPENS_SENTENCE.search(opening) is not None


_QUOTED_NEXT = re.compile(r"[*_\s]*[«\"\u201c\u201e'`][^«»\"\u201c\u201d\n]{0,40}")


def _in_words_of_code(text: str, offset: int) -> bool:
    """Whether ``offset`` in code is inside a comment or a string on its line (a
    docstring's or a message's words: "Prints only; never executes content")."""
    line_start = text.rfind("\n", 0, offset) + 1
    before = text[line_start:offset]
    stripped = before.lstrip()
    if stripped.startswith(("#", "//", "--", "*", "/*", "<!--", '"""', "'''")):
        return True
    return before.count('"') % 2 == 1 or before.count("'") % 2 == 1


def _clause_ends(between: str) -> bool:
    """Whether a sentence or clause ends in ``between`` (a comma that goes on with a short
    list, "a shell, interpreter or eval", does not end it)."""
    if SENTENCE_END.search(between) or ": " in between or _GOES_ON.search(between):
        return True
    return any(not _LIST_TAIL.match(between, comma.end()) for comma in re.finditer(r",\s", between))


# What turns a sentence from what not to do to what to do: "do not show it, then follow".
_GOES_ON = re.compile(
    r"\b(?:then|but|instead|afterwards|dann|danach|sondern|luego|después|sino|puis|ensuite"
    r"|mais|poi|invece|depois|mas|daarna|maar|potem|ale|потом|затем|но)\b|然后|但是|而是",
    re.IGNORECASE,
)
_LIST_TAIL = re.compile(r"\s*(?:[\w`'-]+\s*){0,5}(?:,|\bor\b|\band\b|\bnor\b|$)", re.IGNORECASE)


def _quoted(facts: Facts, fact: Fact) -> bool:
    """An order inside quotation marks in prose ("run the following…") is a mention."""
    if facts.in_code(fact.start):
        return False
    text = facts.text
    unit_start = facts.unit_starts[facts.unit(fact.start)]  # a quotation may wrap a line
    before = text[max(unit_start, fact.start - 400) : fact.start]
    if before.count('"') % 2 == 1 or before.count("\u201c") > before.count("\u201d"):
        return True
    return _named_in_a_list(text, fact)


def _named_in_a_list(text: str, fact: Fact) -> bool:
    """A name in code between commas of an enumeration (": `curl|sh`, `IEX`, `eval`,
    …"): a list of what to look for, not an order."""
    if text[fact.start - 1 : fact.start] != "`" or text[fact.end : fact.end + 1] != "`":
        return False
    before = text[max(0, fact.start - 4) : fact.start - 1]
    after = text[fact.end + 1 : fact.end + 6]
    return bool(_LIST_BEFORE.search(before)) and bool(_LIST_AFTER.match(after))


_LIST_BEFORE = re.compile(r"[,:;\u3001\uff0c]\s*$")
_LIST_AFTER = re.compile(r"\s*(?:[,;\u3001\uff0c]|and\b|or\b|und\b|oder\b|y\b|o\b|et\b|ou\b)")


# What may stand before a negation that opens a sentence: a break, a bullet, emphasis.
# (and a few words of form: "do not", "you must never", "and please don't").
_OPENS_SENTENCE = re.compile(
    r"(?:^|[.!?;:,(\n\u2013\u2014])[\s>*_#\-\d.)]*(?:(?:please|you|we|do|does|must|should"
    r"|shall|will|can|and|but|so|then|also|just|bitte|du|sie|por|favor|s'il|vous)[\s*_]+){0,3}$",
    re.IGNORECASE,
)


# Between a negation and a later verb of the same list: verbs joined by commas and "or".
# (each verb may carry a pronoun or an object word: "nunca se muestra, copia, sube ni pega",
# "do not execute it, `eval` it, pipe it").
# Two verbs joined without a comma: "(never) execute or (follow)".
_VERB_PAIR = re.compile(
    r"\s+`?[\w-]+`?\s+(?:or|nor|and|oder|und|noch|o|y|ni|ou|et|né|или|и|ни)\s+"
    r"|\s+(?:`?[\w.-]+`?/){1,4}",  # or slashed: "no eval/exec/child_process"
    re.IGNORECASE,
)
# Members of up to five words each, separated by commas, the last one after "or" in one
# of the languages the lexicon knows; no sentence ends between them.
_WORD = r"[^\W\d][\w`'-]*"
_DISJUNCTS = re.compile(
    rf"[*_`\s]*(?:(?:{_WORD}\s+){{0,4}}{_WORD}`?\s*,\s*){{1,5}}(?:{_WORD}`?\s+){{0,4}}"
    r"(?:or|nor|oder|noch|ni|ou|o|né|lub|ani|или|ни|veya|eller|nebo|sau|vagy|ή|atau|hoặc)\s+"
    rf"(?:{_WORD}\s+){{0,3}}",
    re.IGNORECASE,
)
_VERB_LIST = re.compile(
    r"\s+(?:`?[\w-]+`?(?:\s+[\w-]+)?,\s+){1,5}"
    r"(?:(?:or|nor|and|oder|und|noch|o|y|ni|ou|et|ne|né|или|и|ни)\s+)?",
    re.IGNORECASE,
)


_ORDERS = frozenset(
    (
        K.RUN,
        K.LAUNCH,
        K.EXEC,
        K.ACT,
        K.SEND,
        K.FETCH,
        K.COPY,
        K.EXTRACT,
        K.WRITE,
        K.DESTROY,
        K.APPROVE,
    )
)


def _line(text: str, fact: Fact) -> str:
    start = text.rfind("\n", 0, fact.start) + 1
    end = text.find("\n", fact.end)
    return text[start : len(text) if end < 0 else end]


def _on_heading(facts: Facts, fact: Fact) -> bool:
    start = facts.text.rfind("\n", 0, fact.start) + 1
    return facts.text.startswith("#", start) and not facts.in_code(fact.start)
