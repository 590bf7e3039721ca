"""Security-relevant facts of one text, each with its place, and the scopes they sit in.

One Aho-Corasick pass over the lowercased text finds every lexicon term
(:mod:`~hermes_core.security.lexicon`) that starts a word; a few short regular
expressions add what is not a word: URLs and their hosts, opaque blobs (by their
statistics), the whole environment read at once, secret-named identifiers, hidden
regions. Nothing here judges: :mod:`~hermes_core.security.behaviours` combines facts.

Scopes: a *unit* is a paragraph, a list item or a code block (in a script, a run of
lines between blank lines); a *section* runs from a heading to the next (a script is one
section). Facts are correlated inside one of them.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

import ahocorasick_rs

from hermes_core.security.blobs import add_blobs
from hermes_core.security.expressions import add_expressions, add_render_urls
from hermes_core.security.facts_pruned import (
    drop_ignored_checks,
    drop_in_patterns,
    drop_inside_blobs,
    drop_on_fences,
    drop_random_encodes,
)
from hermes_core.security.lexicon import CODE_WORDS, TERMS, Kind, secret_name
from hermes_core.security.prevails import add_prevails
from hermes_core.security.regions import RegionKind, Regions
from hermes_core.security.taint import propagate
from hermes_core.security.word_checks import CHECKED, WORD, checked_word, in_message, random_call

__all__ = ["Fact", "Facts", "extract_facts"]


class Fact(NamedTuple):
    """``kind`` found at ``text[start:end]``; ``detail`` says what it is when the words
    alone do not (a URL's host, the credential store a path names). A named tuple: a
    text has thousands of facts and a tuple is made fastest."""

    kind: Kind
    start: int
    end: int
    detail: str = ""


@dataclass
class Facts:
    """Every fact of a text, by kind, with the text's units and sections."""

    text: str
    by_kind: dict[Kind, list[Fact]] = field(default_factory=dict)
    unit_starts: list[int] = field(default_factory=list)
    section_starts: list[int] = field(default_factory=list)
    code_units: set[int] = field(default_factory=set)  # indexes of units that are code
    # Code blocks that hold sentences, not code (a Markdown or plain-text block of text to
    # paste somewhere): orders in them are orders in words.
    worded_units: set[int] = field(default_factory=set)
    # HTML comments, Markdown's comment idiom, collapsed blocks with a blank label
    hidden: list[tuple[int, int]] = field(default_factory=list)
    # Collapsed blocks with a label: seen only when opened (a label may mislead).
    collapsed: list[tuple[int, int]] = field(default_factory=list)
    fences: list[tuple[int, int]] = field(default_factory=list)  # ```bash lines: no facts
    frontmatter: tuple[int, int] = (0, 0)  # metadata, not instructions: no facts from it

    def add(self, kind: Kind, start: int, end: int, detail: str = "") -> None:
        """Record one fact."""
        self.by_kind.setdefault(kind, []).append(Fact(kind, start, end, detail))

    def of(self, kind: Kind) -> list[Fact]:
        """The facts of one kind, in order."""
        return self.by_kind.get(kind, [])

    def unit(self, offset: int) -> int:
        """The index of the unit holding ``offset``."""
        return bisect_right(self.unit_starts, offset) - 1

    def section(self, offset: int) -> int:
        """The index of the section holding ``offset``."""
        return bisect_right(self.section_starts, offset) - 1

    def in_code(self, offset: int) -> bool:
        """Whether ``offset`` is in a code block or a script."""
        return self.unit(offset) in self.code_units

    def in_table(self, offset: int) -> bool:
        """Whether ``offset`` is on a Markdown table row (tables describe, they order
        nothing)."""
        line_start = self.text.rfind("\n", 0, offset) + 1
        # (at most one space before the pipe: a deeper one continues a shell pipeline)
        return self.text.startswith(("|", " |"), line_start)

    def in_words(self, offset: int) -> bool:
        """Whether ``offset`` is in prose, or in a code block that holds sentences."""
        unit = self.unit(offset)
        return unit not in self.code_units or unit in self.worded_units

    def collapsed_at(self, offset: int) -> tuple[int, int] | None:
        """The labelled collapsed block (``<details>``) holding ``offset``, if any."""
        for start, end in self.collapsed:
            if start <= offset < end:
                return start, end
        return None

    def hidden_at(self, offset: int) -> tuple[int, int] | None:
        """The hidden region (an HTML comment, a blank-labelled block) holding
        ``offset``, if any."""
        for start, end in self.hidden:
            if start <= offset < end:
                return start, end
        return None


# -- the lexicon automaton ------------------------------------------------------------

# Characters that separate words for the automaton (each becomes a space in the copy it
# searches): what may sit right before a word. Dots, dashes, underscores and dollar signs
# stay: they are part of paths, options, identifiers and variables.
_SEPARATORS = str.maketrans(dict.fromkeys("\t\n\r/\\\"'`()[]{}<>,;:!?*#|&=+@^~%", " "))
_SEPARATOR_BYTES = bytes(
    ord(" ") if chr(c) in "\t\n\r/\\\"'`()[]{}<>,;:!?*#|&=+@^~%" else c for c in range(256)
)
_SURROGATE = re.compile("[\ud800-\udfff]")
# Quotation marks of other languages, also separators (one character each for one space).
# (with the sentence and clause marks of Devanagari and Arabic: a word ends at them too)
_QUOTE_CHARS = (
    "«»\u201c\u201d\u201e\u2018\u2019\u201a\u2039\u203a「」『』《》\u0964\u0965\u060c\u061b"
)
_QUOTES = re.compile(f"[{_QUOTE_CHARS}]")
_QUOTE_SPACES = str.maketrans(dict.fromkeys(_QUOTE_CHARS, " "))
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# Identifier pieces that may name a secret inside a longer name (GITHUB_TOKEN, apiKey).
_IDENT_PIECES = (
    "token",
    "secret",
    "passw",
    "api_key",
    "apikey",
    "access_key",
    "private_key",
    "credential",
    "client_secret",
    "mnemonic",
    "_pat",
    "_key",
)
_IDENT = re.compile(r"[A-Za-z0-9_]+")


@dataclass(frozen=True, slots=True)
class _Term:
    kinds: tuple[Kind, ...]
    stem: bool  # no end boundary needed
    ident: bool = False  # a piece of an identifier: the whole identifier is judged
    cjk: bool = False
    tail: int = 0  # characters of the pattern after the word (its end boundary)
    joined: bool = False  # the second word of a hyphenated compound: counts in prose only
    code: bool = False  # a command that is a common word in prose: counts in code only


# What may follow a whole word in the searched text (separators are spaces there).
_WORD_ENDINGS = (" ", ".", "- ", "_ ", "$ ")
# A term that may be a function or method name: one identifier, long enough not to be a
# common file suffix or a word of a host.
_CALLABLE = re.compile(r"[a-z_][a-z0-9_]{5,}")
# The kinds whose words are called that way: lookups, encodings, decoders, evaluators (not
# "docker.socket", a systemd unit, nor "data.decode()", bytes made text).
_CALLED_KINDS = frozenset((Kind.DNS, Kind.ENCODE, Kind.CODE_DECODE, Kind.EXEC))
# The kinds whose whole words (not stems) are also called after an object: a download's,
# a send's, an unpacking's or a start's own method (client.GetByteArrayAsync,
# fz.ExtractZip, http.PostAsJsonAsync).
_CALLED_WHOLE = frozenset((Kind.FETCH, Kind.SEND, Kind.EXTRACT, Kind.LAUNCH))
# The kinds whose words also count as the last part of a hyphenated compound in prose
# (German and Dutch write them so: Archiv-Kennwort, ZIP-Passwort, Admin-Rechte,
# Setup-Datei); in code a dash starts an option (--password, -delete), which says less.
_COMPOUND_KINDS = frozenset(
    (
        Kind.PASSWORD,
        Kind.ARCHIVE,
        Kind.ARTEFACT,
        Kind.ELEVATE,
        Kind.EXTRACT,
        Kind.FETCH,
        Kind.PAYMENT,
        Kind.SECRET,
        Kind.STORE,
    )
)


@cache
def _automaton() -> tuple[ahocorasick_rs.AhoCorasick, tuple[_Term, ...], tuple[str, ...]]:
    kinds_of: dict[tuple[str, bool], set[Kind]] = {}
    for kind, terms in TERMS.items():
        for term in terms:
            stem = term.endswith("*")
            word = term.rstrip("*")
            variants = {word, word.replace("-", " ")} if "-" in word[1:] else {word}
            # A term is searched for as the text is: its separators become spaces too.
            variants = {" ".join(v.translate(_SEPARATORS).split()) for v in variants}
            for variant in variants:
                if not variant:
                    continue
                kinds_of.setdefault((variant, stem), set()).add(kind)
    patterns: list[str] = []
    term_list: list[_Term] = []
    for (word, stem), kinds in sorted(kinds_of.items()):
        ordered = tuple(sorted(kinds))
        if _CJK.search(word):
            patterns.append(word)
            term_list.append(_Term(ordered, True, cjk=True))
        else:
            # A function name counts after a module or object too: socket.gethostbyname,
            # binascii.hexlify (the dot stays in the text: paths and hosts keep theirs).
            # (and a fetch's or a send's own function name: urllib.request.urlopen,
            # http.PostAsJsonAsync; not a stem that is a word of a host,
            # download.example.org)
            called = _CALLABLE.fullmatch(word) and (
                _CALLED_KINDS.intersection(kinds) or (not stem and bool(kinds & _CALLED_WHOLE))
            )
            starts: tuple[str, ...] = (" ", ".") if called else (" ",)
            compound = tuple(k for k in ordered if k in _COMPOUND_KINDS)
            if compound and len(word) >= 4 and word.isalpha():
                starts += ("-",)
            for before in starts:
                joined = before == "-"
                kinds_here = compound if joined else ordered
                if stem:
                    patterns.append(before + word)
                    term_list.append(_Term(kinds_here, True, joined=joined))
                    continue
                code = word in CODE_WORDS
                for ending in _WORD_ENDINGS:  # the word's end is in the pattern
                    patterns.append(before + word + ending)
                    term_list.append(
                        _Term(kinds_here, False, tail=len(ending), joined=joined, code=code)
                    )
    for piece in _IDENT_PIECES:
        patterns.append(piece)
        term_list.append(_Term((Kind.SECRET,), True, ident=True))
    matcher = ahocorasick_rs.AhoCorasick(patterns)  # every term, overlapping ones too
    return matcher, tuple(term_list), tuple(patterns)


@cache
def _phrase_automaton() -> tuple[ahocorasick_rs.AhoCorasick, tuple[int, ...]]:
    """The terms of more than one word, and the index of each in :func:`_automaton`'s
    terms: searched again in the text with its runs of spaces made one (a phrase wrapped
    onto an indented line, "no need\n   to ask", is still the phrase)."""
    patterns = _automaton()[2]
    chosen = [(p, i) for i, p in enumerate(patterns) if " " in p.strip(" .-")]
    return ahocorasick_rs.AhoCorasick([p for p, _ in chosen]), tuple(i for _, i in chosen)


def _lowered(text: str) -> str:
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


# -- units, sections and hidden regions ----------------------------------------------

_HTML_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
# Markdown's comment idiom: a link definition nothing refers to renders nothing.
# [//]: # (text), [comment]: <> (text), [_]: # "text".
_LINK_COMMENT = re.compile(
    r"^[ ]{0,3}\[(?://|#|_|-+|comment|note|todo|hidden)\]:[ \t]*(?:#|<>|<#>)?[ \t]*"
    r"(?:\((?:[^()\n]|\([^()\n]*\)|\n(?![ \t]*\n))*\)|\"[^\"]*\"|'[^']*')",
    re.IGNORECASE | re.MULTILINE,
)
# A collapsed block whose label is blank: nothing on the page says it is there.
_BLANK_DETAILS = re.compile(
    r"<details\b[^>]*>\s*<summary\b[^>]*>[\s\u00a0\u200b-\u200d\u2060\ufeff]*</summary>"
    r".*?(?:</details>|\Z)",
    re.DOTALL | re.IGNORECASE,
)
_DETAILS = re.compile(r"<details\b[^>]*>.*?(?:</details>|\Z)", re.DOTALL | re.IGNORECASE)
_HEADING = re.compile(r"^#{1,6}[ \t]", re.MULTILINE)
# A fenced block that holds nothing but one URL (after its opening fence line).
_LONE_URL = re.compile(r"\s*<?https?://\S+?>?\s*(?:```|~~~)?\s*")
# (a list item that goes on from the one before, "2. Treat its content as …", "3. Follow
# it", is one step with it: it names nothing of its own)
_LEADS_IN = re.compile(r"[:\uff1a]\s*$")
_BREAK = re.compile(
    r"\n[ \t]*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)])[ \t]"
    r"(?![ \t]*(?:\*\*)?(?:(?:treat|follow|obey|apply|use|run|execute|trust)\s+(?:it|its|them|their"
    r"|the\s+(?:result|content|output|response|returned|fetched))\b|(?:its|their)\s)))",
    re.IGNORECASE,
)

_MAX_FACTS = 4000  # a generated file repeating words: enough to judge it


def extract_facts(text: str, regions: Regions) -> Facts:
    """Every fact of ``text``, whose regions are ``regions``."""
    facts = Facts(text)
    _cut(facts, text, regions)
    lowered = _lowered(text)
    _lexicon(facts, text, lowered)

    key_lines = add_expressions(facts, text, lowered)
    add_blobs(facts, text, lowered)
    if Kind.BLOB in facts.by_kind:
        drop_inside_blobs(facts)
    if facts.fences:
        drop_on_fences(facts)
    if facts.by_kind.get(Kind.ENCODE):
        drop_random_encodes(facts)
    if facts.by_kind.get(Kind.VERIFY) and facts.code_units:
        drop_ignored_checks(facts)
    if facts.code_units and _PATTERN_HINT.search(text):
        drop_in_patterns(facts)
    if facts.frontmatter[1]:
        low, high = facts.frontmatter
        for kind, kind_facts in facts.by_kind.items():
            facts.by_kind[kind] = [f for f in kind_facts if not low <= f.start < high]

    def looked_for(fact: Fact) -> bool:
        return facts.in_code(fact.start) and regions.negation(fact.start) == "deny-list"

    # An action looked for (grep ' (deleted)$', a list of commands to refuse) is not one
    # done; a permission looked for ("== 'bypassPermissions'") or in a message is not one
    # granted.
    for kind in _LOOKED_FOR_KINDS if facts.code_units else ():
        if facts.by_kind.get(kind):
            facts.by_kind[kind] = [f for f in facts.by_kind[kind] if not looked_for(f)]
    if facts.by_kind.get(Kind.PERMIT) and facts.code_units:
        facts.by_kind[Kind.PERMIT] = [
            f
            for f in facts.by_kind[Kind.PERMIT]
            if not (looked_for(f) or (facts.in_code(f.start) and in_message(text, f.start)))
        ]
    add_render_urls(facts, text, key_lines)
    if facts.by_kind.get(Kind.CONFLICT):
        add_prevails(facts, lowered)
    if regions.script:  # a script's values flow; a Markdown example block stands alone
        propagate(facts)
    return facts


_LOOKED_FOR_KINDS = (
    Kind.DESTROY,
    Kind.RUN,
    Kind.EXEC,
    Kind.FETCH,
    Kind.SEND,
    Kind.LAUNCH,
    Kind.DETACH,
    Kind.ELEVATE,
)

# A /regular expression/ literal may be in the text: a slash after an operator or bracket.
_PATTERN_HINT = re.compile(r"[\[(,=:!&|]\s?/[^/*\s]|(?<![\w])r[\"'][^\"'\n]*\\[bsdw]")


def _cut(facts: Facts, text: str, regions: Regions) -> None:
    starts = facts.unit_starts
    sections = [0]
    for region in regions.regions:
        if region.kind is RegionKind.FRONTMATTER:
            facts.frontmatter = (region.start, region.end)
        if region.kind is RegionKind.CODE:
            line_end = text.find("\n", region.start)
            line_end = region.end if line_end < 0 else line_end
            if text[region.start : line_end].lstrip().startswith(("```", "~~~")):
                facts.fences.append((region.start, line_end))  # its info string is a label
                if _LONE_URL.fullmatch(text, line_end, region.end) and text[
                    max(0, region.start - 200) : region.start
                ].rstrip().endswith(":"):
                    # "fetch the live policy …:" and the URL alone in a block: one step
                    while starts and starts[-1] >= region.start - 2:
                        starts.pop()  # (the blank line before the block cut nothing)
                    continue
            facts.code_units.add(len(starts))
            if region.language in _WORDED_LANGUAGES and _worded(text, region.start, region.end):
                facts.worded_units.add(len(starts))
            starts.append(region.start)
            if region.start == 0 and region.end >= len(text):  # a script: blank lines cut it
                starts.extend(m.end() for m in re.finditer(r"\n[ \t]*\n", text))
                facts.code_units.update(range(len(starts)))
            continue
        starts.append(region.start)
        chunk = text[region.start : region.end]
        # (a quotation that a line ending in a colon leads into is that step's content:
        # "append this to AGENTS.md:" and the quoted rule are one unit)
        starts.extend(
            region.start + m.end()
            for m in _BREAK.finditer(chunk)
            if not (chunk.startswith(">", m.end()) and _LEADS_IN.search(chunk, 0, m.start()))
        )
        sections.extend(region.start + m.start() for m in _HEADING.finditer(chunk))
        if region.kind is RegionKind.PROSE and "<!--" in chunk:
            for m in _HTML_COMMENT.finditer(chunk):
                line_start = chunk.rfind("\n", 0, m.start()) + 1
                if chunk.count("`", line_start, m.start()) % 2:
                    continue  # `<!-- … -->` in inline code: shown as it is, not hidden
                facts.hidden.append((region.start + m.start(), region.start + m.end()))
        if region.kind is RegionKind.PROSE and "<summary" in chunk:
            # (over the whole text from here: a collapsed block may hold a code block)
            for m in _BLANK_DETAILS.finditer(text, region.start):
                if m.start() < region.end:
                    facts.hidden.append((m.start(), m.end()))
            blank = set(facts.hidden)
            for m in _DETAILS.finditer(text, region.start):
                if m.start() < region.end and (m.start(), m.end()) not in blank:
                    facts.collapsed.append((m.start(), m.end()))
        if region.kind is RegionKind.PROSE and "]:" in chunk:
            for m in _LINK_COMMENT.finditer(chunk):
                facts.hidden.append((region.start + m.start(), region.start + m.end()))
    if text.startswith("#!"):  # a shebang names the interpreter: it orders nothing either
        line_end = text.find("\n")
        facts.fences.insert(0, (0, len(text) if line_end < 0 else line_end))
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
        facts.code_units = {index + 1 for index in facts.code_units}
        facts.worded_units = {index + 1 for index in facts.worded_units}
    facts.section_starts = sorted(set(sections))


_WORDED_LANGUAGES = frozenset(("", "markdown", "md", "text", "txt", "plaintext", "plain"))
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]{4,}")


def _worded(text: str, start: int, end: int) -> bool:
    """Whether most lines of a block are sentences: five words or more, or a run of
    Chinese or Japanese (a fence line and blank lines aside)."""
    lines = [line for line in text[start:end].splitlines()[1:] if line.strip("`~ \t")]
    if not lines:
        return False
    worded = sum(1 for line in lines if len(WORD.findall(line)) >= 5 or _CJK_RUN.search(line))
    return worded * 10 >= len(lines) * 6


def _lexicon(facts: Facts, text: str, lowered: str) -> None:
    matcher, terms, _patterns = _automaton()
    # bytes.translate on UTF-8: one C table lookup a byte; the separators are ASCII and no
    # byte of a multi-byte character is, so every character keeps its place.
    if _QUOTES.search(lowered):  # «quoted», „zitiert“, “quoted”: a word starts after them
        lowered = lowered.translate(_QUOTE_SPACES)
    encoded = lowered.encode("utf-8", "surrogatepass").translate(_SEPARATOR_BYTES)
    searched = " " + encoded.decode("utf-8", "surrogatepass") + " "
    try:
        found = matcher.find_matches_as_indexes(searched, overlapping=True)
    except UnicodeEncodeError:  # lone surrogates: one character each, as the text has them
        searched = _SURROGATE.sub("?", searched)
        found = matcher.find_matches_as_indexes(searched, overlapping=True)
    if "\n " in text or "\n>" in text or "\n\t" in text:
        wrapped = _wrapped_phrases(searched, text, facts, _cjk_terms())
        if wrapped:  # (in text order, as the first search gives them)
            found = sorted([*found, *wrapped], key=lambda match: (match[2], match[1]))
    by_kind = facts.by_kind
    for count, (index, found_start, end) in enumerate(found, 1):
        term = terms[index]
        if term.ident:
            _add_identifier(facts, text, searched, found_start)
        else:
            # A non-CJK term starts with the separator before its word; the boundary
            # after the word is in the pattern. ``searched`` has one more character in
            # front than ``text``.
            start = found_start - 1 if term.cjk else found_start
            if term.joined and (facts.in_code(start) or not _compound(searched, found_start)):
                continue  # an option (--password), not a compound (Archiv-Kennwort)
            if term.code and not facts.in_code(start):
                continue
            word_end = end - term.tail - 1
            for kind in term.kinds:
                if kind in CHECKED:
                    _add_checked(facts, text, kind, start, word_end)
                else:
                    found_facts = by_kind.get(kind)
                    if found_facts is None:
                        found_facts = by_kind[kind] = []
                    found_facts.append(Fact(kind, start, word_end))
        if count >= _MAX_FACTS:
            break


@cache
def _cjk_terms() -> list[bool]:
    return [term.cjk for term in _automaton()[1]]


def _wrapped_phrases(
    searched: str, text: str, facts: Facts, cjk: list[bool]
) -> list[tuple[int, int, int]]:
    """Phrases a line break and the next line's indent part, in words ("no need\n   to
    ask"): searched again around each such break with its run of spaces made one,
    mapped back. (``searched`` is ``text`` with separators made spaces and one space in
    front.)"""
    matcher, indexes = _phrase_automaton()
    found = []
    for wrap in _WRAP.finditer(text):
        if facts.in_code(wrap.start()):
            continue  # (code's indentation: no sentence goes on across it)
        # the run in ``searched``: the break, the indent and the separators around them
        low, high = wrap.start() + 1, wrap.end() + 1
        while low > 0 and searched[low - 1] == " ":
            low -= 1
        while high < len(searched) and searched[high] == " ":
            high += 1
        start = max(0, low - _WRAP_REACH)
        window = searched[start:low] + " " + searched[high : high + _WRAP_REACH]
        removed = high - low - 1
        for index, first, last in matcher.find_matches_as_indexes(window, overlapping=True):
            joint = low - start  # where the run's one space is in the window
            if not first <= joint < last:
                continue  # the first search found it: no run inside it
            term = indexes[index]
            # (a word's pattern starts with the separator before it)
            if first == joint and not cjk[term]:
                continue  # it starts at the run: the first search found it after it
            found.append((term, start + first, start + last + removed))
    return found


# A line break and the next line's indent (a list item's continuation, a quotation's
# "> "): the words on either side may be one phrase.
_WRAP = re.compile(r"\n[ \t>]+(?=\S)")
_WRAP_REACH = 60


def _compound(searched: str, dash: int) -> bool:
    """Whether the dash at ``searched[dash]`` joins two words (Archiv-Kennwort), not
    the pieces of an option or a name (--use-keychain, my-tool-password)."""
    left = dash
    while left > 0 and (searched[left - 1].isalnum() or searched[left - 1] in "-_"):
        left -= 1
    word = searched[left:dash]
    return len(word) >= 2 and word.isalpha()


def _add_identifier(facts: Facts, text: str, searched: str, found_start: int) -> None:
    """A secret-named identifier (``GITHUB_TOKEN``, ``apiKey``) around a piece of one."""
    left = found_start
    while left > 0 and (searched[left - 1].isalnum() or searched[left - 1] == "_"):
        left -= 1
    match = _IDENT.match(text, max(left - 1, 0))
    name = match.group() if match else ""
    if secret_name(name) and not random_call(text, max(left - 1, 0)):
        facts.add(Kind.SECRET, left - 1, left - 1 + len(name), name)


def _add_checked(facts: Facts, text: str, kind: Kind, start: int, end: int) -> None:
    """A word whose kind depends on what is around it (:func:`checked_word`)."""
    detail = checked_word(text, kind, start, end)
    if detail is not None:
        facts.add(kind, start, end, detail)
