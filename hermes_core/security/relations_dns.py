"""Relations of lookups in DNS: a name-lookup tool, and a looked-up name built from data
(how data leaves the machine in the labels of names looked up: BEH004 and BEH034).
"""

from __future__ import annotations

import re

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind

__all__ = ["built_name", "interpolated", "lookup_tool"]

K = Kind


_DNS_COMMANDS = re.compile(r"dig|nslookup|drill")  # typed in lower case


_DNS_TOOLS = re.compile(
    r"(?:resolve-dnsname|dnsquery|gethostbyname\w*|getaddrinfo|"
    r"dns\.[\w.]+|resolver\.\w+|dnspython"
    # (Rust's to_socket_addrs and tokio's lookup_host, Go's net.Lookup…, .NET's Dns.…,
    # Java's InetAddress.getByName)
    r"|to_socket_addrs|lookup_host|lookup(?:host|ip|txt|addr)|gethost(?:addresses|entry)"
    r"|get(?:all)?byname)",
    re.IGNORECASE,
)


# A name built from values: "$chunk.$i.zone", "{part}.zone", "+ '.zone'", and in prose a
# placeholder label: "<piece>.<number>.zone".
_INTERPOLATED_NAME = re.compile(
    r"[$%{][^\s.]*\}?\.[\w${}.-]+|\{[^{}\n]{1,40}\}\.[\w${}.-]+|\+\s*[\"']\.[\w.-]+[\"']"
    r"|<[^<>\s]{1,30}>\.[\w<>.-]+"
)


def lookup_tool(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A name-lookup tool, or a DNS word next to a verb of looking up and to data being
    encoded ("encode each chunk as a subdomain and look it up")."""
    text = facts.text
    data = [f for f in scope if f.kind in _LOOKED_UP_DATA]
    if data and all(_in_answer(text, f) for f in data):
        return None  # what is split or encoded is the answer, not what is asked
    encoded = [f for f in scope if f.kind is K.ENCODE]
    for fact in scope:
        if fact.kind is not K.DNS:
            continue
        word = text[fact.start : fact.end]
        if _DNS_COMMANDS.fullmatch(word) or _DNS_TOOLS.fullmatch(word):
            return fact
        if _LOOK_UP.search(text, max(0, fact.start - 60), fact.end + 60) and any(
            abs(f.start - fact.start) <= 120 for f in encoded
        ):
            return fact
    return None


_LOOKED_UP_DATA = frozenset((K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE, K.ENCODE))
# A lookup command piped into the rest of its line: what comes after works on its answer.
# (not a pipe inside a substitution that builds the name: dig "$(cat key | base64).x")
_ANSWER_PIPE = re.compile(r"\b(?:dig|nslookup|drill|host)\b(?:[^|\n$`(]|\$(?!\())*\|")


def _in_answer(text: str, fact: Fact) -> bool:
    """Whether ``fact`` is on the output side of a lookup piped on its line (``dig … |
    awk '{split(…)}'``)."""
    line_start = text.rfind("\n", 0, fact.start) + 1
    before = text[line_start : fact.start]
    return _ANSWER_PIPE.search(before) is not None


_LOOK_UP = re.compile(
    r"\b(?:look(?:s|ing|ed)?\s+up|lookup|quer(?:y|ies|ied)|resolv\w*|ping|nachschlag\w*|"
    r"aufl[öo]s\w*|resuelv\w*|consult\w*|résou\w*|interroge\w*|резолв\w*|запрос\w*)\b|解析|查询",
    re.IGNORECASE,
)


def interpolated(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    for fact in scope:
        if fact.kind is K.DNS:
            end = facts.text.find("\n", fact.end)
            line = facts.text[fact.end : end if end >= 0 else len(facts.text)]
            if _INTERPOLATED_NAME.search(line):
                return fact
    return None


def built_name(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A host name built from variables, on the lookup's line or on a line of code of the
    scope that hands it to a function doing the lookup."""
    found = interpolated(facts, scope, subject)
    if found is not None:
        return found
    text = facts.text
    lookups = [f for f in scope if f.kind is K.DNS and facts.in_code(f.start)]
    if not lookups:
        return None
    # any line of code in the scope's span: the name is often built where the function
    # doing the lookup is called, a line that holds no fact
    low = text.rfind("\n", 0, min(f.start for f in scope)) + 1
    high = max(f.end for f in scope) + _CALLER_REACH
    for match in _INTERPOLATED_NAME.finditer(text, low, high):
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        line = text[start : len(text) if end < 0 else end]
        if facts.in_code(match.start()) and "://" not in line:
            return lookups[0]
    return None


_CALLER_REACH = 800  # how far after the scope's last fact a caller building the name may sit
