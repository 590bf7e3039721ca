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
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

import ahocorasick_rs

from hermes_core.security.blobs import add_blobs
from hermes_core.security.lexicon import TERMS, Kind, secret_name, secret_path
from hermes_core.security.regions import RegionKind, Regions

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
    hidden: list[tuple[int, int]] = field(default_factory=list)  # HTML comments
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

    def in_words(self, offset: int) -> bool:
        """Whether ``offset`` is in prose, or in a code block that holds sentences."""
        unit = self.unit(offset)
        return unit not in self.code_units or unit in self.worded_units

    def hidden_at(self, offset: int) -> tuple[int, int] | None:
        """The hidden region (HTML comment) holding ``offset``, if any."""
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


# What may follow a whole word in the searched text (separators are spaces there).
_WORD_ENDINGS = (" ", ".", "- ", "_ ", "$ ")


@cache
def _automaton() -> tuple[ahocorasick_rs.AhoCorasick, tuple[_Term, ...]]:
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
        elif stem:
            patterns.append(" " + word)
            term_list.append(_Term(ordered, True))
        else:  # the word's end boundary is in the pattern: no match ends inside a word
            for ending in _WORD_ENDINGS:
                patterns.append(" " + word + ending)
                term_list.append(_Term(ordered, False, tail=len(ending)))
    for piece in _IDENT_PIECES:
        patterns.append(piece)
        term_list.append(_Term((Kind.SECRET,), True, ident=True))
    matcher = ahocorasick_rs.AhoCorasick(patterns)  # every term, overlapping ones too
    return matcher, tuple(term_list)


def _lowered(text: str) -> str:
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


# -- the other facts ------------------------------------------------------------------

_URL = re.compile(r"\b(?:https?|hxxps?|ftp|wss?)://([^\s/?#\"'`<>)\]]+)[^\s\"'`<>)\]]*", re.I)
_URL_FILE = re.compile(
    r"\.(exe|msi|dmg|pkg|appimage|apk|jar|scr|bat|cmd|ps1|vbs|hta|lnk|deb|rpm|sh|bin|run|"
    r"zip|7z|rar|tar|tgz|gz|xz|bz2|iso|img)(?:[?#][^\s]*)?$",
    re.IGNORECASE,
)
_RELEASE_PATH = re.compile(r"/(?:releases?|downloads?|dl|files?|get|d)(?:/|$)", re.IGNORECASE)
_ARCHIVES = frozenset("zip 7z rar tar tgz gz xz bz2 iso img".split())
_ENV_DUMP = re.compile(
    r"\bprintenv\b(?!\s+[A-Z_]+\b)|(?<![.\w$`-])env\s*\||\bdict\(\s*os\.environ\s*\)|\bos\.environ\.(?:copy|items)\(\)"
    r"|json\.dumps\(\s*(?:dict\()?os\.environ|JSON\.stringify\(\s*process\.env\s*\)"
    r"|Object\.(?:entries|keys)\(\s*process\.env\s*\)|\bGet-ChildItem\s+env:|\bgci\s+env:|\bls\s+env:"
    r"|\$env:\*|\bexport\s+-p\b|\bcompgen\s+-v\b|/proc/(?:self|\d+|\$\$)/environ",
    re.IGNORECASE,
)
_HTML_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_HEADING = re.compile(r"^#{1,6}[ \t]", re.MULTILINE)
_BREAK = re.compile(r"\n[ \t]*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)])[ \t])")
# A line that claims to speak for the system or its operators.
_AUTHORITY_LINE = re.compile(
    r"^[ \t>*_#-]*(?:\[|<|\(|\*\*)?[ \t]*(?:(?:system|sys)(?:[ \t]+(?:message|notice|note|override|"
    r"instruction|directive|prompt|update))?"
    r"|(?:admin(?:istrator)?|developer|operator|security[ \t]+team"
    r"|platform|vendor)[ \t]+(?:message|notice|override|instruction|directive|update))"
    r"[ \t]*(?:\]|>|\)|\*\*)?[ \t]*:",
    re.IGNORECASE | re.MULTILINE,
)
# An image or a link whose URL the agent is to fill in and render: Markdown or HTML.
_RENDER_URL = re.compile(
    r"!?\[[^\]\n]{0,200}\]\(\s*<?((?:https?:)?//[^)\s]+)|<img\b[^>]{0,200}?\bsrc\s*=\s*[\"']([^\"']+)",
    re.IGNORECASE,
)
# A slot in a URL's query or path: {x}, {{x}}, $x, <x>, %s, [X], an upper-case placeholder.
_SLOT = re.compile(
    r"[?&/=][^\s]*(?:\{[^}]*\}|\$\{?\w|<[^>]*>|%s|\[[^\]]+\]|=[A-Z][A-Z0-9_]{2,}(?:&|$)|\.\.\.|…)"
)
# A password's short names, when they introduce a value: "pass: x", "pwd=x", "-p x".
_PASS_SHORT = re.compile(
    r"\b(?:pass|pw|pwd|pswd|passwd)\s*[:=]\s*\S|\b7za?\b[^\n]*\s-p\S|\bunzip\b[^\n]*\s-P\s+\S",
    re.IGNORECASE,
)
# Code that sends data: a request body, an upload, a mirror push, a socket write.
_CODE_SEND = re.compile(
    r"[(,]\s*(?:data|body|json|files)\s*=\s*(?!None\b)|\bmethod\s*[:=]\s*[\"']?(?:post|put|patch)\b"
    r"|-Method\s+(?:Post|Put)\b|\bcurl\b[^\n]*\s-(?-i:d|F|T)\s|--data(?:-binary|-raw|-urlencode)?\b"
    r"|--upload-file\b"
    r"|\.send(?:all|file|mail|_message)?\(|\.write\(\s*(?:sock|conn)"
    r"|\bgit\s+push\b[^\n]*(?:--mirror|--all|--force|\s-f\b|\s(?:https?://|ssh://|git@))"
    r"|\bremote\s+(?:add|set-url)\s+(?:--?\S+\s+)*[\"']?[\w.$-]+[\"']?\s+[\"']?"
    r"(?:https?://|ssh://|git@|\$)"
    r"|\bgh\s+gist\s+create\b|\bmail\s+-s\b|\bmutt\b[^\n]*\s-a\s",
    re.IGNORECASE,
)
# A program or an archive named by its file name.
_FILE_NAME = re.compile(
    r"\b[\w-]+\.(exe|msi|dmg|pkg|appimage|apk|scr|bat|cmd|ps1|vbs|hta|jar|lnk|deb|rpm|zip|7z|rar|tgz"
    r"|tar\.gz)\b",
    re.IGNORECASE,
)
# (``Function(`` only with its capital: ``function (`` is a function expression.)
_EXEC_CALL = re.compile(
    r"\b(?i:exec|eval)\s*\(|\bFunction\s*\(|\bnew\s+Function\b|\[(?i:scriptblock)\]::(?i:create)"
)
# A tunnel or a remote shell: a reverse SSH forward, a shell on a socket, a relay.
_TUNNEL = re.compile(
    r"\bssh\b[^\n]*\s-(?-i:R)\s|\b(?:nc|ncat|netcat)\b[^\n]*\s-(?-i:e|c)\s|/dev/(?:tcp|udp)/"
    r"|\bsocat\b|\bngrok\b|\bcloudflared\s+tunnel\b|\bchisel\b",
    re.IGNORECASE,
)
# A permission granting a tool every use: Bash(*), Write(*)…
_PERMIT_ALL = re.compile(
    r"\b(?:bash|shell|write|edit|webfetch|fetch|read|exec\w*)\(\s*\*\s*\)", re.I
)
_MAX_FACTS = 4000  # a generated file repeating words: enough to judge it


def extract_facts(text: str, regions: Regions) -> Facts:
    """Every fact of ``text``, whose regions are ``regions``."""
    facts = Facts(text)
    _cut(facts, text, regions)
    lowered = _lowered(text)
    _lexicon(facts, text, lowered)

    key_lines = _key_lines(lowered)

    def found(pattern: re.Pattern[str], keys: tuple[str, ...]) -> Iterator[re.Match[str]]:
        # Each expression runs only on the lines holding a word it cannot match without.
        yield from _on_lines(pattern, keys, text, key_lines)

    for match in found(_URL, _URL_KEYS):
        url = match.group().rstrip(".,;:!?")
        end = match.start() + len(url)
        facts.add(Kind.NET, match.start(), end, match.group(1).rstrip(".,;:!?").lower())
        if _RELEASE_PATH.search(url):  # a release or download page
            facts.add(Kind.FETCH, match.start(), end, "a download page")
        suffix = _URL_FILE.search(url)
        if suffix:  # a link to a program or an archive is there to be fetched
            kind = Kind.ARCHIVE if suffix.group(1).lower() in _ARCHIVES else Kind.ARTEFACT
            facts.add(kind, match.start(), end, suffix.group(1).lower())
            facts.add(Kind.FETCH, match.start(), end, "a link to a file")
    for match in found(_EMAIL, ("@",)):
        host = match.group(1).lower()
        if not host.endswith(_FILE_LIKE):
            facts.add(Kind.NET, match.start(), match.end(), host)  # mail to that domain
    for match in found(_ENV_DUMP, _ENV_DUMP_KEYS):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if facts.in_code(match.start()) or text.count("`", line_start, match.start()) % 2:
            facts.add(Kind.ENV_DUMP, match.start(), match.end(), "the whole environment")
    for match in found(_FILE_NAME, _FILE_SUFFIXES):
        kind = Kind.ARCHIVE if match.group(1).lower() in _ARCHIVES else Kind.ARTEFACT
        facts.add(kind, match.start(), match.end(), match.group(1).lower())
    for match in found(_EXEC_CALL, _EXEC_KEYS):
        facts.add(Kind.EXEC, match.start(), match.end(), "runs a string as code")
    for match in found(_TUNNEL, _TUNNEL_KEYS):
        facts.add(Kind.NET, match.start(), match.end(), "a tunnel or a remote shell")
    for match in found(_CODE_SEND, _CODE_SEND_KEYS):
        if facts.in_code(match.start()):
            facts.add(Kind.SEND, match.start(), match.end(), "sends a request body")
    for match in found(_PERMIT_ALL, _PERMIT_KEYS):
        facts.add(Kind.PERMIT, match.start(), match.end(), "allows every use of a tool")
    for match in found(_INSTALL_HOOK, _HOOK_KEYS):
        facts.add(Kind.INSTALL_HOOK, match.start(), match.end(), "runs on install")
    for match in found(_ASK_CALL, _ASK_KEYS):
        if facts.in_code(match.start()):
            facts.add(Kind.ASK_CODE, match.start(), match.end(), "asks the person to type")
    for match in found(_BRACES, ("{",)):
        # A shell brace list names several paths at once: ~/.{ssh/id_*,aws/credentials}.
        prefix = _HOME_WORDS.sub("", match.group(1).rsplit("/", 1)[-1])
        for piece in match.group(2).split(","):
            what = secret_path("~/" + prefix + piece)
            if what is not None:
                facts.add(Kind.STORE, match.start(), match.end(), what)
                break
    for match in found(_PASS_SHORT, _PASS_KEYS):
        facts.add(Kind.PASSWORD, match.start(), match.end(), "a password given")
    for match in found(_DECODE_CALL, _DECODE_KEYS):
        facts.add(Kind.CODE_DECODE, match.start(), match.end(), "decodes in PowerShell")
    for match in found(_AUTHORITY_LINE, _AUTHORITY_KEYS):
        if not facts.in_code(match.start()):
            facts.add(Kind.AUTHORITY, match.start(), match.end(), "speaks for the system")
    files = facts.of(Kind.ARCHIVE) + facts.of(Kind.ARTEFACT)
    for link in [f for f in facts.of(Kind.NET) if "." in f.detail]:
        if any(abs(f.start - link.start) <= 200 for f in files):  # where the file comes from
            facts.add(Kind.FETCH, link.start, link.end, "the link a file comes from")
    add_blobs(facts, text, lowered)
    if Kind.BLOB in facts.by_kind:
        _drop_inside_blobs(facts)
    if facts.frontmatter[1]:
        low, high = facts.frontmatter
        for kind, kind_facts in facts.by_kind.items():
            facts.by_kind[kind] = [f for f in kind_facts if not low <= f.start < high]
    for match in found(_RENDER_URL, _RENDER_KEYS):
        if _SLOT.search(match.group(1) or match.group(2) or ""):
            facts.add(Kind.RENDER_URL, match.start(), match.end(), "a URL with a slot to fill")
    return facts


def _on_lines(
    pattern: re.Pattern[str],
    keys: tuple[str, ...],
    text: str,
    key_lines: dict[tuple[str, ...], list[int]],
) -> Iterator[re.Match[str]]:
    """Matches of a line-bound ``pattern`` on the lines where one of ``keys`` occurs."""
    if keys not in _KEY_SETS:  # a programming error: its lines would never be looked at
        raise KeyError(f"key set not registered in _KEY_SETS: {keys}")
    lines = key_lines.get(keys, ())
    for start in lines:
        end = text.find("\n", start)
        yield from pattern.finditer(text, start, len(text) if end < 0 else end)


@cache
def _key_automaton() -> tuple[ahocorasick_rs.AhoCorasick, tuple[tuple[tuple[str, ...], ...], ...]]:
    words: dict[str, list[tuple[str, ...]]] = {}
    for keys in _KEY_SETS:
        for key in keys:
            words.setdefault(key, []).append(keys)
    ordered = sorted(words)
    return ahocorasick_rs.AhoCorasick(ordered), tuple(tuple(words[w]) for w in ordered)


def _key_lines(lowered: str) -> dict[tuple[str, ...], list[int]]:
    """For each key set, the starts of the lines holding one of its keys (one pass of
    one automaton over the text)."""
    matcher, owners = _key_automaton()
    found: dict[tuple[str, ...], set[int]] = {}
    try:
        hits = matcher.find_matches_as_indexes(lowered, overlapping=True)
    except UnicodeEncodeError:
        hits = matcher.find_matches_as_indexes(_SURROGATE.sub("?", lowered), overlapping=True)
    line_of: dict[int, int] = {}
    for index, start, _end in hits:
        line = line_of.get(start)
        if line is None:
            line = line_of[start] = lowered.rfind("\n", 0, start) + 1
        for keys in owners[index]:
            found.setdefault(keys, set()).add(line)
    return {keys: sorted(lines) for keys, lines in found.items()}


_ENV_DUMP_KEYS = (
    "printenv",
    "env |",
    "env|",
    "environ",
    "process.env",
    "env:",
    "export -p",
    "compgen",
)
_FILE_SUFFIXES = tuple(
    "." + s
    for s in (
        "exe msi dmg pkg appimage apk scr bat cmd ps1 vbs hta jar lnk deb rpm zip 7z rar tgz tar.gz"
    ).split()
)
_TUNNEL_KEYS = (
    "ssh",
    "nc ",
    "ncat",
    "netcat",
    "/dev/tcp",
    "/dev/udp",
    "socat",
    "ngrok",
    "cloudflared",
    "chisel",
)
_CODE_SEND_KEYS = (
    "data",
    "body",
    "json",
    "files",
    "method",
    "curl",
    "--upload-file",
    ".send",
    ".write(",
    "git push",
    "remote",
    "gist",
    "mail",
    "mutt",
)
_AUTHORITY_KEYS = (
    "system",
    "sys",
    "admin",
    "developer",
    "operator",
    "security",
    "platform",
    "vendor",
)
_DECODE_CALL = re.compile(
    r"\[char\]|\[(?:system\.)?convert\]::\w+|\[(?:system\.)?text\.encoding\]::", re.I
)
_INSTALL_HOOK = re.compile(r"[\"'](?:pre|post)?install[\"']\s*:|\bcmdclass\s*=", re.IGNORECASE)
_HOOK_KEYS = ("install", "cmdclass")
_ASK_CALL = re.compile(
    r"\b(?:input|prompt|getpass(?:\.getpass)?|(?:rl|readline)\.question|inquirer\.prompt|"
    r"window\.prompt|askpass)\s*\(|\bRead-Host\b",
    re.IGNORECASE,
)
_HOME_WORDS = re.compile(r"[\"'~]|\$\{?HOME\}?")
_BRACES = re.compile(r"([\w$\"'~/.-]*)\{([^{}\s]*,[^{}\s]*)\}")
_EMAIL = re.compile(r"\b[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})\b", re.IGNORECASE)
_FILE_LIKE = (".png", ".jpg", ".svg", ".js", ".ts", ".py", ".json", ".md", ".css")
_DECODE_KEYS = ("[char]", "convert]::", "[text.encoding]")
_ASK_KEYS = ("input", "prompt", "getpass", "question", "read-host", "askpass")
_EXEC_KEYS = ("exec", "eval", "function", "scriptblock")
_PASS_KEYS = ("pass", "pw", "7z", "unzip")
_PERMIT_KEYS = ("(*)", "( *)", "(* )")
_RENDER_KEYS = ("](", "<img")
_URL_KEYS = ("://",)
# Every key set an expression is gated by (one automaton finds them all).
_KEY_SETS: tuple[tuple[str, ...], ...] = (
    _URL_KEYS,
    _ENV_DUMP_KEYS,
    _FILE_SUFFIXES,
    _EXEC_KEYS,
    _TUNNEL_KEYS,
    _CODE_SEND_KEYS,
    _PERMIT_KEYS,
    _PASS_KEYS,
    _AUTHORITY_KEYS,
    _RENDER_KEYS,
    _ASK_KEYS,
    _HOOK_KEYS,
    _DECODE_KEYS,
    ("@",),
    ("{",),
)


def _drop_inside_blobs(facts: Facts) -> None:
    """Words found inside an opaque blob are letters of its encoding, not words."""
    spans = sorted((f.start, f.end) for f in facts.of(Kind.BLOB))
    starts = [start for start, _ in spans]
    for kind, found in facts.by_kind.items():
        if kind is Kind.BLOB:
            continue
        kept = []
        for fact in found:
            index = bisect_right(starts, fact.start) - 1
            if index < 0 or fact.start >= spans[index][1]:
                kept.append(fact)
        facts.by_kind[kind] = kept


def _cut(facts: Facts, text: str, regions: Regions) -> None:
    starts = facts.unit_starts
    sections = [0]
    for region in regions.regions:
        if region.kind is RegionKind.FRONTMATTER:
            facts.frontmatter = (region.start, region.end)
        if region.kind is RegionKind.CODE:
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
        starts.extend(region.start + m.end() for m in _BREAK.finditer(chunk))
        sections.extend(region.start + m.start() for m in _HEADING.finditer(chunk))
        if region.kind is RegionKind.PROSE and "<!--" in chunk:
            for m in _HTML_COMMENT.finditer(chunk):
                facts.hidden.append((region.start + m.start(), region.start + m.end()))
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
        facts.code_units = {index + 1 for index in facts.code_units}
        facts.worded_units = {index + 1 for index in facts.worded_units}
    facts.section_starts = sorted(set(sections))


_WORDED_LANGUAGES = frozenset(("", "markdown", "md", "text", "txt", "plaintext", "plain"))
_WORD = re.compile(r"[^\W\d_]{2,}")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]{4,}")


def _worded(text: str, start: int, end: int) -> bool:
    """Whether most lines of a block are sentences: five words or more, or a run of
    Chinese or Japanese (a fence line and blank lines aside)."""
    lines = [line for line in text[start:end].splitlines()[1:] if line.strip("`~ \t")]
    if not lines:
        return False
    worded = sum(1 for line in lines if len(_WORD.findall(line)) >= 5 or _CJK_RUN.search(line))
    return worded * 10 >= len(lines) * 6


def _lexicon(facts: Facts, text: str, lowered: str) -> None:
    matcher, terms = _automaton()
    # bytes.translate on UTF-8: one C table lookup a byte; the separators are ASCII and no
    # byte of a multi-byte character is, so every character keeps its place.
    encoded = lowered.encode("utf-8", "surrogatepass").translate(_SEPARATOR_BYTES)
    searched = " " + encoded.decode("utf-8", "surrogatepass") + " "
    try:
        found = matcher.find_matches_as_indexes(searched, overlapping=True)
    except UnicodeEncodeError:  # lone surrogates: one character each, as the text has them
        searched = _SURROGATE.sub("?", searched)
        found = matcher.find_matches_as_indexes(searched, overlapping=True)
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
            word_end = end - term.tail - 1
            for kind in term.kinds:
                if kind in _CHECKED:
                    _add_checked(facts, text, kind, start, word_end)
                else:
                    found_facts = by_kind.get(kind)
                    if found_facts is None:
                        found_facts = by_kind[kind] = []
                    found_facts.append(Fact(kind, start, word_end))
        if count >= _MAX_FACTS:
            break


_CHECKED = frozenset({Kind.SECRET, Kind.DECODE, Kind.STORE})


def _add_identifier(facts: Facts, text: str, searched: str, found_start: int) -> None:
    """A secret-named identifier (``GITHUB_TOKEN``, ``apiKey``) around a piece of one."""
    left = found_start
    while left > 0 and (searched[left - 1].isalnum() or searched[left - 1] == "_"):
        left -= 1
    match = _IDENT.match(text, max(left - 1, 0))
    name = match.group() if match else ""
    if secret_name(name):
        facts.add(Kind.SECRET, left - 1, left - 1 + len(name), name)


def _add_checked(facts: Facts, text: str, kind: Kind, start: int, end: int) -> None:
    """A word whose kind depends on what is around it."""
    if kind is Kind.SECRET and start >= 1 and text[start - 1] in "/\\.":
        return  # a piece of a path (~/.aws/credentials): the store says it
    if kind is Kind.DECODE and start >= 1 and text[start - 1] == ".":
        return  # bytes.decode(), text.decode("utf-8"): reading text, not a cipher
    if kind is Kind.STORE:
        what = secret_path(_path_around(text, start, end))
        if what is not None:
            facts.add(Kind.STORE, start, end, what)
        return
    facts.add(kind, start, end)


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
