"""One Aho-Corasick pass finds everything worth a closer look.

Besides the anchors of the pattern rules, the automaton holds trigger words for the
checks that are not one regex: data flows (a network sink), credential reads, ``rm``,
endless loops, names to check for typosquats, and encoded text — including the
base64 and hex spellings of words like ``curl`` and ``http://`` at every alignment,
so an encoded payload is found without a regex pass over the whole file.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from enum import StrEnum
from typing import NamedTuple

import ahocorasick_rs

from hermes_core.security.mail_forwards import FORWARD_KEYS
from hermes_core.security.retention import RETENTION_KEYS
from hermes_core.security.rule import starts_at_a_word_boundary
from hermes_core.security.rules import Part, Rule
from hermes_core.security.unicode import hiding_characters

__all__ = ["Actions", "Automaton", "Tag", "Trigger", "build_automaton"]


class Tag(StrEnum):
    """Kinds of closer look a trigger word asks for."""

    SINK = "sink"
    SECRETS = "secrets"
    SENSITIVE = "sensitive"
    SWEEP = "sweep"
    RM = "rm"
    LOOP = "loop"
    NAME = "name"
    BASE64 = "base64"
    BASE32 = "base32"
    HEX = "hex"
    HEX_ESCAPES = "hex-escapes"
    GLUED = "glued"
    FLIPPED = "flipped"  # a URL written backwards or in ROT13
    HIDDEN = "hidden"
    LOOK_ALIKE = "look-alike"
    SUPPRESSION = "suppression"
    RETENTION = "retention"  # how long backups are kept (DES006)
    MAIL_FORWARD = "mail-forward"  # a mailbox rule that forwards (EXF007)


class Trigger(NamedTuple):
    """What an automaton hit asks for: a part of a pattern rule to try, or a tagged
    check."""

    rule: Rule | None
    tag: Tag | None
    part: Part | None = None


# What may come right before a command word that also ends longer words (localhost,
# keeping): its trigger needs one of these.
_WORD_START = (" ", "\t", "\n", "(", "`", '"', "'", ";", "|", "&")
_TAG_WORDS: dict[Tag, tuple[str, ...]] = {
    Tag.SINK: (
        ".post(",
        ".put(",
        ".patch(",
        "curl",
        "wget",
        "urlopen",
        "request(",
        "fetch(",
        "axios.",
        "invoke-restmethod",
        "invoke-webrequest",
        "smtplib",
        "sendmail",
        "storbinary",
        "socket.send",
        ".sendall(",
        "nc ",
        # a GET whose query may carry a secret (EXF001's query strings)
        "requests.get(",
        "httpx.get(",
        "session.get(",
        # HTTPie
        "http post",
        "http put",
        "https post",
        "https put",
        # name lookups: a name can carry data out (EXF003)
        "dig ",
        "nslookup",
        "drill ",
        # (not host: "host" is in prose everywhere; its direct forms are EXF003's pattern)
        *(before + word for word in ("ping ", "ping6 ") for before in _WORD_START),
        "getent ",
        "traceroute",
        "gethostbyname",
        "getaddrinfo",
        "dns.resolve",
        "resolver.resolve(",
        "resolver.query(",
        "dns.lookup(",
        "dns.promises",
        "lookuphost(",
        "lookupip(",
        "lookuptxt(",
        # deserialisers that run code: what reaches them from the network (EXE005)
        "pickle.load",
        "marshal.load",
        "dill.load",
        "joblib.load",
        "jsonpickle.decode",
        "yaml.load(",
        "yaml.unsafe_load(",
        "read_pickle(",
        "torch.load(",
    ),
    Tag.SECRETS: (
        "environ",
        "getenv",
        "process.env",
        "$env:",
        "_token",
        "_key",
        "_secret",
        "password",
        "env[",
    ),
    # Anything a request could leak: secrets, the environment, credential files.
    Tag.SENSITIVE: (
        "environ",
        "getenv",
        "process.env",
        "$env:",
        "env[",
        "printenv",
        "env |",
        "env|",
        "$(env",
        "$( env",
        "token",
        "secret",
        "passw",
        "passphrase",
        "api_key",
        "apikey",
        "access_key",
        "accesskey",
        "private_key",
        "privatekey",
        "credential",
        "creds",
        "cookie",
        "session",
        "_url",
        "dsn",
        "conn",
        "webhook",
        "_key",
        ".ssh",
        ".aws",
        ".kube",
        ".docker",
        ".netrc",
        ".npmrc",
        ".pypirc",
        ".env",
        "gcloud",
        "shadow",
        "keychain",
        "_history",
        ".gnupg",
        "wallet",
        "login data",
        "logins.json",
        "key3.db",
        "key4.db",
        "local state",
        ".mozilla",
        ".config/gh",
        ".azure",
        ".password-store",
        # the shell history read as text: history | …, history 1, fc -l, $HISTFILE
        *(f"history {after}" for after in "|>-0123456789"),
        "history|",
        "history>",
        "histfile",
        "fc -",
        # a deserialiser is worth following back to where its bytes come from
        "pickle.load",
        "marshal.load",
        "dill.load",
        "joblib.load",
        "jsonpickle.decode",
        "yaml.load(",
        "yaml.unsafe_load(",
        "read_pickle(",
        "torch.load(",
    ),
    Tag.SWEEP: (
        "environ.items",
        "environ.keys",
        "in os.environ",
        "process.env)",
        "env |",
        "env|",
        " env:",
        "'env:",
        '"env:',
        "getenvironmentvariables(",
        "getenv().",
    ),
    Tag.RM: ("rm -", "-delete", "rmtree(", "rmsync(", "rimraf", "remove-item"),
    Tag.LOOP: ("while true", "while 1", "] *", "10 **", "10**"),
    Tag.NAME: (
        "name:",
        "npx ",
        "uvx ",
        "bunx ",
        "pip install",
        "pip3 install",
        "pipx install",
        "pipx run",
        "uv add",
        "uv tool install",
        "poetry add",
        "pdm add",
        "npm i ",
        "npm install",
        "npm add",
        "yarn add",
        "yarn global add",
        "yarn dlx",
        "pnpm add",
        "pnpm i ",
        "pnpm install",
        "pnpm dlx",
        "bun add",
        "bun i ",
        "bun install",
        "cargo add",
        "cargo install",
        "gem install",
    ),
    Tag.HEX_ESCAPES: ("\\x", "chr("),
    Tag.GLUED: ('" +', "' +", '"+', "'+", '"".join', "''.join"),
    Tag.FLIPPED: ("//:sptth", "//:ptth", "uggcf://", "uggc://", "//:fcggu", "//:cggu"),
    # an inline suppression comment: <!-- hermes-scan: ignore RULE -- reason -->
    Tag.SUPPRESSION: ("hermes-scan",),
    Tag.RETENTION: RETENTION_KEYS,
    Tag.MAIL_FORWARD: FORWARD_KEYS,
}
# Words whose encoded spelling betrays a payload.
_ENCODED_WORDS = (
    b"http://",
    b"https://",
    b"curl ",
    b"wget ",
    b"bash",
    b"/bin/sh",
    b"import os",
    b"eval(",
    b"exec(",
    b"subprocess",
    b"powershell",
    b"/dev/tcp",
    b"system(",
    b"ignore previous",
    b"nc -",
    b"rm -rf",
    b"chmod ",
    b"base64",
)
# PowerShell's -EncodedCommand takes base64 of UTF-16LE text: these words in that form.
_ENCODED_WIDE_WORDS = tuple(
    word.encode("utf-16-le")
    for word in ("http://", "https://", "IEX", "iex", "Invoke-", "DownloadString", "WebClient")
)


def _fragments(
    word: bytes, encode: Callable[[bytes], bytes], block: int, chars: int, shortest: int
) -> Iterable[str]:
    """The text ``word`` always encodes to, whatever its offset in the encoder's blocks
    (``block`` bytes become ``chars`` characters: 3 and 4 for base64, 5 and 8 for
    base32)."""
    for shift in range(block):
        encoded = encode(b"\0" * shift + word).decode()
        start = -(-shift * chars // block)  # first character not touched by the padding
        end = (shift + len(word)) * chars // block  # last character made only of ``word``
        fragment = encoded[start:end]
        if len(fragment) >= shortest:
            yield fragment.lower()


def _base64_fragments(word: bytes) -> Iterable[str]:
    return _fragments(word, base64.b64encode, 3, 4, 6)


def _base32_fragments(word: bytes) -> Iterable[str]:
    return _fragments(word, base64.b32encode, 5, 8, 7)


class Actions(NamedTuple):
    """What one word asks for, sorted: leading parts to try where it starts, other
    parts to search its line for, and tags to record where it ends. ``inside``: the
    leading parts still worth trying when the word starts inside a longer word (the
    others start at a word boundary, see
    :func:`~hermes_core.security.rule.starts_at_a_word_boundary`)."""

    leading: tuple[tuple[Rule, Part], ...]
    searched: tuple[tuple[Rule, Part], ...]
    tags: tuple[Tag, ...]
    inside: tuple[tuple[Rule, Part], ...]


class Automaton(NamedTuple):
    """The compiled words (as UTF-8) and, by word index, what each asks for and its
    length in characters."""

    matcher: ahocorasick_rs.BytesAhoCorasick
    actions: tuple[Actions, ...]
    lengths: tuple[int, ...]

    def find(self, text: str, encoded: bytes | None = None) -> list[tuple[int, int, int]]:
        """``(word index, start, end)`` for every occurrence of every word in
        ``text``, whatever the case of its ASCII letters, by end. ``encoded``: the
        text as UTF-8 (lone surrogates passed through), when the caller has it.

        The text is searched as UTF-8 with only ASCII letters lowered (all a word
        has): much faster than ``str.lower`` on non-ASCII text, and offsets of the
        few hits are turned back into characters. (Of the non-ASCII characters
        that lowercase to ASCII, :func:`~hermes_core.security.unicode.fold` has
        already replaced the Kelvin sign, and dotted capital I lowercases to two
        characters, so it never matched a word.)"""
        if encoded is None:
            encoded = text.encode("utf-8", "surrogatepass")
        data = encoded.lower()
        if len(data) == len(text):  # all ASCII: bytes are characters
            found: list[tuple[int, int, int]] = self.matcher.find_matches_as_indexes(
                data, overlapping=True
            )
            return found
        lengths = self.lengths
        hits = []
        byte_at = char_at = 0  # the last hit's end, in bytes and in characters
        for index, _start, end in self.matcher.find_matches_as_indexes(data, overlapping=True):
            if end > byte_at:  # by end: each gap is decoded once
                char_at += len(data[byte_at:end].decode("utf-8", "surrogatepass"))
                byte_at = end
            hits.append((index, char_at - lengths[index], char_at))
        return hits


def build_automaton(rules: Iterable[Rule]) -> Automaton:
    """An automaton over lowercase text; each word maps to the triggers it fires.

    A DFA: the whole text is read once at a few hundred megabytes a second."""
    words: dict[str, list[Trigger]] = {}
    for rule in rules:
        for part in rule.parts:
            for anchor in part.anchors:
                words.setdefault(anchor, []).append(Trigger(rule, None, part))
    for char in hiding_characters():
        words.setdefault(char, []).append(Trigger(None, Tag.HIDDEN))
    for tag, tag_words in _TAG_WORDS.items():
        for word in tag_words:
            words.setdefault(word, []).append(Trigger(None, tag))
    # Each word encoded as it is and written backwards first (a reversed command encoded
    # is a second lock: the decoding undoes both, see decoding.py).
    reversible = (w for word in _ENCODED_WORDS for w in (word, word[::-1]))
    for encoded_word in (*reversible, *_ENCODED_WIDE_WORDS):
        for fragment in _base64_fragments(encoded_word):
            words.setdefault(fragment, []).append(Trigger(None, Tag.BASE64))
            # the base64 text itself written backwards (undone before it is decoded)
            words.setdefault(fragment[::-1], []).append(Trigger(None, Tag.BASE64))
        words.setdefault(encoded_word.hex(), []).append(Trigger(None, Tag.HEX))
    for encoded_word in _ENCODED_WORDS:
        for fragment in _base32_fragments(encoded_word):
            words.setdefault(fragment, []).append(Trigger(None, Tag.BASE32))
    ordered = sorted(words)
    for word in ordered:  # the search lowers only ASCII letters
        if word != word.lower() or not all(c.isascii() or c.lower() == c.upper() for c in word):
            raise ValueError(f"a trigger word must be lowercase ASCII or caseless: {word!r}")
    matcher = ahocorasick_rs.BytesAhoCorasick(
        [word.encode("utf-8") for word in ordered],
        implementation=ahocorasick_rs.Implementation.DFA,
    )
    lengths = tuple(len(word) for word in ordered)
    return Automaton(matcher, tuple(_actions(word, words[word]) for word in ordered), lengths)


def _actions(word: str, triggers: list[Trigger]) -> Actions:
    leading: list[tuple[Rule, Part]] = []
    searched: list[tuple[Rule, Part]] = []
    tags: list[Tag] = []
    for trigger in triggers:
        if trigger.part is not None:
            assert trigger.rule is not None
            (leading if trigger.part.leading else searched).append((trigger.rule, trigger.part))
        elif trigger.tag is not None:
            tags.append(trigger.tag)
    inside = leading
    if word[0].isalnum() or word[0] == "_":
        inside = [(r, part) for r, part in leading if not starts_at_a_word_boundary(part.pattern)]
    return Actions(tuple(leading), tuple(searched), tuple(tags), tuple(inside))
