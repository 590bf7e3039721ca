"""What a call that sends data carries: a secret read from the environment, the whole
environment, a credential file read into it, the shell's history, a secret-named literal
key — outside the request's auth header, and not the address it goes to (a webhook's
URL read from settings is where a message goes, not what it sends). Used by
:mod:`~hermes_core.security.flows`."""

from __future__ import annotations

import re

from hermes_core.security.rules_data import CRED_PATHS as _CRED_PATHS
from hermes_core.security.rules_data import DOTENV as _DOTENV

__all__ = [
    "CRED_FILE",
    "DESTINATION_NAME",
    "ENV_DUMP",
    "ENV_READ",
    "HISTORY",
    "READS_FILE",
    "carried_secret",
]

_SECRET_NAME = (
    r"(?:[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|"
    r"CREDENTIAL|COOKIE|DATABASE_URL|DB_URL|DSN|CONN(?:ECTION)?_STRING|WEBHOOK)[A-Z0-9_]*"
    r"|[A-Z0-9_]+_KEY)"
)
# An environment API reads a secret whatever the name's case; a shell ``$name`` only
# when the name is uppercase (lowercase ones are the script's own variables).
ENV_READ = re.compile(
    r"(?:os\.environ(?:\.get)?\s*[\[(]\s*[\"']|os\.getenv\(\s*[\"']|process\.env\.|"
    r"process\.env\[\s*[\"']|System\.getenv\(\s*[\"']|ENV\[\s*[\"']|\$env:|"
    r"\$\{?(?=[A-Z0-9_]+\b)|\$\((?=[A-Z0-9_]+\b))"
    r"((?i:" + _SECRET_NAME + r"))\b"
)
ENV_DUMP = re.compile(
    r"dict\(\s*os\.environ\s*\)|os\.environ\.copy\(\)|os\.environ\.items\(\)|"
    r"JSON\.stringify\(\s*process\.env\s*\)|\bprintenv\b|\$\(\s*env\b|\benv\s*\|"
)
# Credential stores (shared with CRED001), and .env files.
CRED_FILE = re.compile(_CRED_PATHS + "|" + _DOTENV)
# Reading a file into a request: ``cat f | curl -d @-``, ``-d @f``, ``< f``, open(f), or
# a tool that reads it to encode, compress or copy it (``base64 -w0 f``).
READS_FILE = re.compile(
    r"\b(?:cat|type|open|read\w*|Get-Content|load|tar|zip|7z|base64|base32|xxd|od|hexdump|gzip"
    r"|bzip2|xz|head|tail|strings|less|more|cp|scp|rsync)\b|@[-~/$.\w]|<\s*[~/$.]"
    r"|(?:\s-T|--upload-file)\s|--(?:post|body)-file[=\s]|\s\w+@[~/$]"
)
# The shell's history read as text: ``history | …``, ``fc -l``, ``$HISTFILE``. What a user
# typed holds the tokens and passwords given on command lines.
HISTORY = re.compile(
    r"(?<![\w$-])history\b(?:\s+-?\w+)*\s*(?:\||>(?!&))|\bfc\s+-\w*l|\$\{?HISTFILE\b"
)
_SECRET_LITERAL_KEY = re.compile(
    r"[\"'{(=\s](?:token|password|passwd|secret|api[_-]?key|credential|creds?|session|cookie)s?"
    r"[\"']?\s*[:=]",
    re.IGNORECASE,
)


def carried_secret(call: str, tainted: dict[str, str], code: str = "") -> str | None:
    """The secret a sink call carries outside an auth header, if any (``code``: where
    the call is, to tell an address read from settings from one built with a secret)."""
    payload = _strip_headers(call)
    for direct in ENV_READ.finditer(payload):
        if not _is_destination(payload, direct):
            return direct.group(1)
    if ENV_DUMP.search(payload):
        return "ENVIRONMENT"
    if CRED_FILE.search(payload) and READS_FILE.search(payload):
        return "CREDENTIAL_FILE"
    if HISTORY.search(payload):
        return "SHELL_HISTORY"
    for name, secret in tainted.items():
        uses = list(re.finditer(rf"\b{re.escape(name)}\b", payload))
        if uses and not (len(uses) == 1 and _addressed_to(payload, name, uses[0], code)):
            return secret
    if _SECRET_LITERAL_KEY.search(payload) and re.search(r"\$\{?\w|\{\w+\}|%s|\+\s*\w", payload):
        return "CREDENTIAL"
    return None


# A secret whose name says it is an address: a webhook's URL, an endpoint, a host.
DESTINATION_NAME = re.compile(r"(?:URL|URI|ENDPOINT|WEBHOOK|HOOK|HOST)S?$", re.IGNORECASE)
_UPLOAD_FLAGS = frozenset(
    "-d --data --data-binary --data-raw --data-urlencode -F --form -T --upload-file".split()
)


def _is_destination(payload: str, read: re.Match[str]) -> bool:
    """A secret that is where the request goes (``curl … "$SLACK_WEBHOOK_URL"``),
    not what it carries: a URL-like name standing as an argument of its own."""
    if DESTINATION_NAME.search(read.group(1)) is None:
        return False
    before = payload[: read.start()].rstrip("\"'{$ ")
    if not before or before[-1] in "=:(,+":
        return False
    previous = before.split()[-1] if before.split() else ""
    return previous not in _UPLOAD_FLAGS


def _addressed_to(payload: str, name: str, use: re.Match[str], code: str) -> bool:
    """Whether the one use of ``name`` in a call is where it goes: a variable named as an
    address (``url``, ``webhook``, ``endpoint``) as the call's first argument, never built
    by joining or formatting: ``fetch(url, {method: "POST", body})`` sends the body, not
    the URL read from .env (``url = base + "?k=" + key`` carries the key)."""
    if DESTINATION_NAME.search(name) is None:
        return False
    built = re.search(
        rf"\b{re.escape(name)}\s*(?::[^=\n]+)?[+]?=(?!=)[^\n]*(?:\+|\$\{{|\bf[\"']|%|\.format\(|[?&]\w+=)",
        code,
    )
    if built is not None:
        return False
    return re.search(r"\(\s*$", payload[: use.start()]) is not None and (
        re.match(r"\s*[,)]", payload[use.end() :]) is not None
    )


def _strip_headers(call: str) -> str:
    """The call without its header arguments (-H '…', headers={…})."""
    call = re.sub(r"(?:-H|--header)\s+(?:\"[^\"]*\"|'[^']*'|\S+)", " ", call)
    call = re.sub(r"headers\s*=\s*\{[^}]*\}|headers\s*=\s*\w+", " ", call)
    return re.sub(
        r"[\"'](?:authorization|x-api-key|api-key)[\"']\s*:\s*[^,}]+", " ", call, flags=re.I
    )
