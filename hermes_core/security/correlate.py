"""Finding behaviours: the facts of a text grouped by scope, each behaviour of
:data:`~hermes_core.security.behaviours.BEHAVIOURS` tried where its needs can be met,
and a hit with the chain of evidence where it holds."""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Iterator

from hermes_core.security.behaviours import BEHAVIOURS, Behaviour, Scope
from hermes_core.security.facts import Fact, Facts
from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.lexicon import Kind
from hermes_core.security.regions import CATALOGUE_COLUMN, URGING
from hermes_core.security.relations import RELATIONS
from hermes_core.security.relations_words import SENTENCE_END, by_start, few_words

K = Kind


# -- finding behaviours ---------------------------------------------------------------


# How far apart (in characters) the facts of one behaviour may be, by scope, unless the
# behaviour says; and how far around them what makes it worse is looked for.
_WITHIN = {Scope.UNIT: 400, Scope.SECTION: 800, Scope.FILE: 1600}
_WORSE_REACH = 300
_END = sys.maxsize


def behaviour_hits(facts: Facts, subject: str) -> Iterator[Hit]:
    """A hit per behaviour and scope where it holds. ``subject``: the skill's name and
    description, lowercased (what its hosts may be named after)."""
    if not facts.by_kind:
        return
    drop_negated_orders(facts)
    _drop_catalogued(facts)
    present = {kind for kind, found in facts.by_kind.items() if found}
    behaviours = [
        b
        for b in BEHAVIOURS
        if all(need & present for need in b.needs)
        and (facts.hidden or facts.collapsed or "hidden-order" not in b.relations)  # none hidden
    ]
    if not behaviours:
        return  # no behaviour can have all its needs met anywhere in the text
    scopes = _scopes(facts)
    # For each scope and kind, the groups holding a fact of that kind: a behaviour is
    # tried only on the groups where every one of its needs can be met.
    where: dict[Scope, dict[Kind, set[int]]] = {}
    for scope, groups in scopes.items():
        index: dict[Kind, set[int]] = {}
        for number, group in enumerate(groups):
            for fact in group:
                index.setdefault(fact.kind, set()).add(number)
        where[scope] = index
    lines = _LineOf(facts.text)
    for behaviour in behaviours:
        index = where[behaviour.scope]
        candidates: set[int] | None = None
        for need in behaviour.needs:
            holding = set().union(*(index.get(kind, ()) for kind in need))
            candidates = holding if candidates is None else candidates & holding
            if not candidates:
                break
        groups = scopes[behaviour.scope]
        for number in sorted(candidates or ()):
            group = groups[number]
            found = _holds(behaviour, facts, group, subject)
            if found is None:
                continue
            risk, evidence = found
            anchor = evidence[0]  # the first need: what the behaviour is about
            unique = sorted({(f.start, f.end, f.kind): f for f in evidence}.values(), key=by_start)
            chain = "; ".join(_describe(facts, f, lines) for f in unique)
            yield Hit(behaviour.rule, anchor.start, anchor.end, chain, risk)


def _drop_catalogued(facts: Facts) -> None:
    """Facts in the rows of a table that catalogues what to look for ("| Shape | What it
    looks like | Why it matters |", "| Finding | Fix |") are signs named, not done."""
    text = facts.text
    # (a table's row starts a line with a pipe: most texts with a pipe hold none)
    if not (text.startswith("|") or "\n|" in text or "\n |" in text):
        return
    if CATALOGUE_COLUMN.search(text) is None:
        return
    spans = []
    for header in CATALOGUE_COLUMN.finditer(text):
        start = text.rfind("\n", 0, header.start()) + 1
        if not text.startswith(("|", " |"), start):
            continue  # a pipe in a sentence or a command, not a table's header row
        end = start
        while end < len(text) and text.startswith(("|", " |"), end):
            next_line = text.find("\n", end)
            end = len(text) if next_line < 0 else next_line + 1
        spans.append((start, end))
    if not spans:
        return
    for kind, found in facts.by_kind.items():
        facts.by_kind[kind] = [
            f
            for f in found
            if facts.in_code(f.start) or not any(low <= f.start < high for low, high in spans)
        ]


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


def _denied(facts: Facts, fact: Fact) -> bool:
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


def _holds(
    behaviour: Behaviour, facts: Facts, scope: list[Fact], subject: str
) -> tuple[Risk, list[Fact]] | None:
    if behaviour.prose:  # orders in words: not code, not a table row (tables describe)
        scope = [
            f
            for f in scope
            if (facts.in_words(f.start) or f.kind in behaviour.code_kinds)
            and not facts.in_table(f.start)
        ]
    # The tightest set first; for a behaviour reported only when worse, a few looser ones
    # when it does not hold (a script's imports name a fetch, an archive and a spawn
    # together, and the use of them, further down, is what a detached start makes worse).
    tried = _SETS_TRIED if behaviour.only_worse else 1
    for number, evidence in enumerate(_sets(behaviour.needs, scope)[:tried]):
        # a looser set is made worse only by what is next to it
        found = _judged(behaviour, facts, scope, subject, evidence, close=number > 0)
        if found is not None:
            return found
    return None


_SETS_TRIED = 4
_ONE_COMMAND = 400


def _judged(
    behaviour: Behaviour,
    facts: Facts,
    scope: list[Fact],
    subject: str,
    evidence: list[Fact],
    close: bool = False,
) -> tuple[Risk, list[Fact]] | None:
    low, high = min(f.start for f in evidence), max(f.end for f in evidence)
    within = behaviour.within or _WITHIN[behaviour.scope]
    if behaviour.code_within and all(facts.in_code(f.start) for f in evidence):
        within = max(within, behaviour.code_within)
    elif (
        within < _ONE_COMMAND
        and "\n" not in facts.text[low:high]
        and all(facts.in_code(f.start) for f in evidence)
    ):
        within = _ONE_COMMAND  # one line of code is one command, however long
    if high - low > (within // 2 if close else within):
        return None  # (a looser set must still be a tight one)
    evidence = list(evidence)
    for name in behaviour.relations:
        shown = RELATIONS[name](facts, scope, subject)
        if shown is None:
            return None
        reach = max(behaviour.within, _WITHIN[behaviour.scope])
        if not low - reach <= shown.start <= high + reach:
            return None
        if shown.kind in behaviour.needs[0] and shown is not evidence[0]:
            # the fact a relation shows (the lookup itself, not a word for it) is what
            # the behaviour is about, and where it is reported
            evidence.insert(0, shown)
        else:
            evidence.append(shown)
    # What makes it worse is looked for close by; in a section (a script is one) or a
    # file, as far as half the span the behaviour may cover.
    reach = _WORSE_REACH
    if behaviour.scope is not Scope.UNIT and not close:
        reach = max(reach, max(within, behaviour.within) // 2)
    near = [f for f in scope if low - reach <= f.start <= high + reach]
    if behaviour.unless and any(f.kind in behaviour.unless for f in near):
        return None
    worse = [
        f for f in near if any(f.kind in need for need in behaviour.worse) and not _denied(facts, f)
    ][:1]
    if not worse:
        for name in behaviour.worse_relations:
            shown = RELATIONS[name](facts, near, subject)
            if shown is not None:
                worse = [shown]
                break
    if behaviour.only_worse and not worse:
        return None
    if worse:
        return behaviour.worse_risk, evidence + worse
    return behaviour.risk, evidence


_SOURCES_IN_WORDS = (K.PRIVATE, K.TRUST_ROOT, K.WAIVE, K.PERMIT, K.PROXY, K.RECOVERY)
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


def _sets(needs: tuple[frozenset[Kind], ...], scope: list[Fact]) -> list[list[Fact]]:
    """Sets of one fact per need, the tightest first: around each candidate for the
    first need, the nearest fact of every other need."""
    present = {f.kind for f in scope}
    if any(not need & present for need in needs):
        return []  # (the common case: a set test, before any list is built)
    candidates = [[f for f in scope if f.kind in need] for need in needs]
    found: dict[tuple[int, ...], tuple[int, list[Fact]]] = {}
    for pivot in candidates[0][:64]:
        chosen = [pivot]
        for facts_of_need in candidates[1:]:
            chosen.append(min(facts_of_need, key=lambda f: abs(f.start - pivot.start)))
        key = tuple(f.start for f in chosen)
        if key not in found:
            span = max(f.end for f in chosen) - min(f.start for f in chosen)
            found[key] = (span, chosen)
    return [chosen for _, chosen in sorted(found.values(), key=lambda item: item[0])]


def _scopes(facts: Facts) -> dict[Scope, list[list[Fact]]]:
    """Every fact in order, cut into units and sections (one walk along the sorted
    facts and the scope starts)."""
    everything = sorted(
        (fact for kind_facts in facts.by_kind.values() for fact in kind_facts), key=by_start
    )
    return {
        Scope.UNIT: _cut_at(everything, facts.unit_starts),
        Scope.SECTION: _cut_at(everything, facts.section_starts),
        Scope.FILE: [everything],
    }


def _cut_at(ordered: list[Fact], starts: list[int]) -> list[list[Fact]]:
    """``ordered`` facts grouped by the scope (starting at one of ``starts``) each is in;
    scopes without a fact are left out."""
    groups: list[list[Fact]] = []
    index, after = -1, -1  # the scope of the last group, and where the next one starts
    for fact in ordered:
        if index < 0 or fact.start >= after:
            index = max(bisect_right(starts, fact.start) - 1, 0)
            after = starts[index + 1] if index + 1 < len(starts) else _END
            groups.append([])
        groups[-1].append(fact)
    return groups


class _LineOf:
    """Line numbers (1-based) of offsets, counted only for the few facts shown."""

    def __init__(self, text: str) -> None:
        self._text = text

    def __call__(self, offset: int) -> int:
        return self._text.count("\n", 0, offset) + 1


def _describe(facts: Facts, fact: Fact, line_of: _LineOf) -> str:
    shown = facts.text[fact.start : fact.end].replace("\n", " ")
    if len(shown) > 40:
        shown = shown[:39] + "…"
    detail = f" ({fact.detail})" if fact.detail and fact.detail not in shown else ""
    return f"{fact.kind.value} '{shown}'{detail} line {line_of(fact.start)}"


_FRONT_FIELD = re.compile(r"^(?:name|description|title)\s*:\s*(.+)$", re.MULTILINE)
_TITLE = re.compile(r"^#[ \t]+(.+)$", re.MULTILINE)


def subject_of(text: str) -> str:
    """What a document says it is about: its front matter's name and description and
    its first heading, lowercased."""
    head = text[:4000]
    parts = [m.group(1) for m in _FRONT_FIELD.finditer(head)] if head.startswith("---") else []
    title = _TITLE.search(head)
    if title:
        parts.append(title.group(1))
    return " ".join(parts).lower()
