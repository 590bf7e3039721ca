"""Facts that are not words: short regular expressions, each run only on the lines that
hold a key word it cannot match without (one Aho-Corasick pass finds those lines): URLs
and their hosts, e-mail domains, programs and archives named by file name, code that runs
a string, tunnels, request bodies and other sends in code, permissions granted to every
use of a tool, install hooks, code that asks the person to type, shell brace lists of
paths, passwords given, decoding in PowerShell, lines that speak for the system, and
image or link URLs with a slot to fill."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from functools import cache
from typing import TYPE_CHECKING

import ahocorasick_rs

from hermes_core.security.env_dump import ENV_DUMP, ENV_DUMP_KEYS, whole_mapping
from hermes_core.security.expressions_code import (
    AV_EXCLUSION,
    CODE_SEND,
    CODE_SEND_KEYS,
    CODE_SEND_MORE,
    CODE_SEND_MORE_KEYS,
    DOWNLOAD_CALL,
    EXEC_CALL,
    EXEC_KEYS,
    GH_WRITE,
    GH_WRITE_KEYS,
    GRANT_TO_NAME,
    GRANT_TO_NAME_KEYS,
    HIDDEN_WINDOW,
    KEY_FILE,
    KEY_FILE_KEYS,
    RUN_BY_PATH,
    RUN_BY_PATH_KEYS,
    SILENCED_BACKGROUND,
    UNPACKED,
    UNPACKED_KEYS,
    WRITE_ROLE,
    WRITE_ROLE_KEYS,
    WRITTEN_GRANT,
    WRITTEN_GRANT_KEYS,
    WRITTEN_GRANT_PATTERN,
    bound_to_address,
)
from hermes_core.security.expressions_words import (
    AUTHORITY_KEYS,
    AUTHORITY_LINE,
    COVER,
    COVER_KEYS,
    SHOWN_COMMAND,
    SHOWN_COMMAND_KEYS,
    WAIVED_WORD_KEYS,
    WAIVED_WORDS,
)
from hermes_core.security.folders import PERSONAL, PERSONAL_KEYS
from hermes_core.security.lexicon import Kind, secret_path
from hermes_core.security.render_slots import slots_filled

if TYPE_CHECKING:
    from hermes_core.security.facts import Fact, Facts

__all__ = ["SAVED_CONVERSATIONS", "KeyLines", "add_expressions", "add_render_urls"]

KeyLines = dict[tuple[str, ...], list[int]]
_SURROGATE = re.compile("[\ud800-\udfff]")


_URL = re.compile(r"\b(?:https?|hxxps?|ftp|wss?)://([^\s/?#\"'`<>)\]]+)[^\s\"'`<>)\]]*", re.I)
_URL_FILE = re.compile(
    r"\.(exe|msi|dmg|pkg|appimage|apk|jar|scr|bat|cmd|ps1|vbs|hta|lnk|deb|rpm|sh|bin|run|"
    r"zip|7z|rar|tar|tgz|gz|xz|bz2|iso|img)(?:[?#][^\s]*)?$",
    re.IGNORECASE,
)
_RELEASE_PATH = re.compile(r"/(?:releases?|downloads?|dl|files?|get|d)(?:/|$)", re.IGNORECASE)
_ARCHIVES = frozenset("zip 7z rar tar tgz gz xz bz2 iso img".split())


def _drop_inside(facts: Facts, spans: list[tuple[int, int]]) -> None:
    """Drop the words found inside host names (``pre-commit.com`` names a project, not a
    commit hook); ``spans`` are the hosts', in order."""
    starts = [start for start, _ in spans]

    def inside(fact: Fact) -> bool:
        index = bisect_right(starts, fact.start) - 1
        return index >= 0 and fact.end <= spans[index][1]

    for kind, found in facts.by_kind.items():
        if kind is not Kind.NET and any(inside(f) for f in found):
            facts.by_kind[kind] = [f for f in found if not inside(f)]


# An image or a link whose URL the agent is to fill in and render: Markdown or HTML.
_RENDER_URL = re.compile(
    # a placeholder may hold spaces: ?who=<git user.email>, &d={today's date}
    r"!?\[[^\]\n]{0,200}\]\(\s*<?((?:https?:)?//(?:[^)\s<{]|<[^>\n]{0,80}>|\{[^}\n]{0,80}\}|[<{])+)"
    # (or whose host is filled in too: printf '![c](%s/b/%s.svg?ctx=%s)' "$HOST" …)
    r"|!\[[^\]\n]{0,200}\]\(\s*((?:%s|\$\{?\w+\}?|\{\w*\}|#\{\w+\})/[^)\s]*\?[^)\s]*)"
    r"|<img\b[^>]{0,200}?\bsrc\s*=\s*[\"']([^\"']+)"
    # a bare image URL with a query (a badge served from what it is sent): …/x.svg?cfg=
    r"|\b(https?://[^\s)<>`'\"]{1,200}?\.(?:svg|png|gif|jpe?g|webp)\?[^\s)`'\"]{0,300})",
    re.IGNORECASE,
)
# A slot in a URL's query or path: {x}, {{x}}, $x, <x>, %s, [X], an upper-case placeholder.
_SLOT = re.compile(
    r"[?&/=][^\s]*(?:\{[^}]*\}|\$\{?\w|<[^>]*>|%s|\[[^\]]+\]|=[A-Z][A-Z0-9_]{2,}(?:&|$)|\.\.\.|…)"
    r"|[?&]\w+=$"  # a value left to append: …?cfg=
)
# A password's short names, when they introduce a value: "pass: x", "pwd=x", "-p x".
_PASS_SHORT = re.compile(
    r"\b(?:pass|pw|pwd|pswd|passwd)\s*[:=]\s*\S|\b7za?\b[^\n]*\s-p\S|\bunzip\b[^\n]*\s-P\s+\S"
    # an archiver's -p with its value in a variable or in quotes: "-p$key", '-pS3cret'
    r"|(?<![\w-])[\"']-p[^\s\"']+[\"']|(?<![\w-])-p\$\{?\w+",
    re.IGNORECASE,
)
# Where agents keep their past conversations: Claude Code's projects, Codex's sessions,
# Cursor's chats, VS Code's workspace storage, Gemini's and Hermes's session folders.
_TRANSCRIPTS = re.compile(
    r"\.claude[\"'/\\\s,)]+(?:[/\\\s\"']*)projects\b|\.codex[\"'/\\\s,)]+sessions\b"
    r"|\.cursor[\"'/\\\s,)]+chats\b|workspaceStorage\b|\.gemini[\"'/\\\s,)]+tmp\b"
    r"|\.hermes[\"'/\\\s,)]+sessions\b",
)
_TRANSCRIPT_KEYS = ("projects", "sessions", "chats", "workspacestorage", "tmp")
SAVED_CONVERSATIONS = "the agent's saved conversations"
# An order to go ahead without asking, in a command's own options.
_WAIVED = re.compile(r"-Confirm:\s*\$false\b|--no-confirm\b|(?<=\s)/quiet\b", re.IGNORECASE)
_WAIVED_KEYS = ("confirm:", "no-confirm", "/quiet")
# An account money can be paid to, written out: an IBAN (two letters, two check digits,
# groups of four), an Ethereum-style address, a Bitcoin bech32 or a Tron address.
_ACCOUNT = re.compile(
    r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b|\b0x[0-9a-fA-F]{40}\b"
    r"|\bbc1[02-9ac-hj-np-z]{25,60}\b|\bT[1-9A-HJ-NP-Za-km-z]{33}\b"
    r"|\bacct_[A-Za-z0-9]{16}\b"  # a Stripe connected account
)
_ACCOUNT_KEYS = (
    "iban",
    "0x",
    "bc1",
    "wallet",
    "address",
    "adres",
    "dirección",
    "direccion",
    "endereço",
    "adresse",
    "indirizzo",
    "rekening",
    "konto",
    "cuenta",
    "compte",
    "conto",
    "conta",
    "счёт",
    "счет",
    "кошел",
    "账户",
    "钱包",
    "erc-20",
    "trc-20",
    "usdt",
    "usdc",
    "acct_",
)
# A program or an archive named by its file name.
_FILE_NAME = re.compile(
    r"\b[\w-]+\.(exe|msi|dmg|pkg|appimage|apk|scr|bat|cmd|ps1|vbs|hta|jar|lnk|deb|rpm|zip|7z|rar|tgz"
    r"|tar\.gz)\b",
    re.IGNORECASE,
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


def add_expressions(facts: Facts, text: str, lowered: str) -> KeyLines:
    """Add the facts of every expression but the render URLs (those come after the
    front matter is dropped); returns the key lines, for :func:`add_render_urls`."""
    key_lines = _key_lines(lowered)

    def found(pattern: re.Pattern[str], keys: tuple[str, ...]) -> Iterator[re.Match[str]]:
        # Each expression runs only on the lines holding a word it cannot match without.
        yield from _on_lines(pattern, keys, text, key_lines)

    _add_urls(facts, found)
    for match in found(ENV_DUMP, ENV_DUMP_KEYS):
        if not whole_mapping(text, match):
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        if facts.in_code(match.start()) or text.count("`", line_start, match.start()) % 2:
            facts.add(Kind.ENV_DUMP, match.start(), match.end(), "the whole environment")
    for match in found(_FILE_NAME, _FILE_SUFFIXES):
        kind = Kind.ARCHIVE if match.group(1).lower() in _ARCHIVES else Kind.ARTEFACT
        facts.add(kind, match.start(), match.end(), match.group(1).lower())
    _add_stores(facts, text, found)
    for match in found(GRANT_TO_NAME, GRANT_TO_NAME_KEYS):
        if facts.in_code(match.start()) and bound_to_address(text, match.group(1)):
            facts.add(Kind.GRANT, match.start(), match.end(), WRITTEN_GRANT)
    for pattern, keys, kind, detail, where in _PLAIN:
        for match in found(pattern, keys):
            if where == "code" and not facts.in_code(match.start()):
                continue
            if where == "words" and facts.in_code(match.start()):
                continue
            facts.add(kind, match.start(), match.end(), detail)
    # In code, an account written out is itself where money goes (a payee), when no word
    # of the text names a payment.
    named = facts.of(Kind.PAYMENT) or facts.of(Kind.PAYEE)
    for account in () if named else facts.of(Kind.ACCOUNT):
        if facts.in_code(account.start):
            facts.add(Kind.PAYEE, account.start, account.end, "an account in code")
    # An account written on the line after the word that names it ("the IBAN is\n  IT60 …").
    for start in key_lines.get(_ACCOUNT_KEYS, ()):
        line_end = text.find("\n", start)
        if line_end < 0:
            continue
        next_end = text.find("\n", line_end + 1)
        for match in _ACCOUNT.finditer(text, line_end + 1, len(text) if next_end < 0 else next_end):
            facts.add(Kind.ACCOUNT, match.start(), match.end(), "an account written out")
    named = facts.of(Kind.ARCHIVE) + facts.of(Kind.ARTEFACT)
    files = [f for f in named if f.detail != _MADE_PROGRAM]  # a file named, not a chmod
    for link in [f for f in facts.of(Kind.NET) if "." in f.detail]:
        if any(abs(f.start - link.start) <= 200 for f in files):  # where the file comes from
            facts.add(Kind.FETCH, link.start, link.end, "the link a file comes from")
    # Hosts written without a scheme name a place, not a link to a file (so they come
    # after the links above).
    urls = facts.of(Kind.NET)
    hosts: list[tuple[int, int]] = []
    for match in found(_BARE_HOST, _BARE_HOST_KEYS):
        if facts.in_code(match.start()) or any(f.start <= match.start() < f.end for f in urls):
            continue  # in code a dotted name is an attribute; in a URL the host is known
        line_start = text.rfind("\n", 0, match.start()) + 1
        if text.count("`", line_start, match.start()) % 2:
            continue  # in inline code: an image, a package or a module named, not a place
        facts.add(Kind.NET, match.start(), match.end(), match.group(1).lower())
        hosts.append((match.start(), match.start() + len(match.group(1))))
    if hosts:
        _drop_inside(facts, hosts)
    # In code, a host given as a request's option: {hostname: 'api.example.com'}.
    for match in found(_HOST_OPTION, _HOST_OPTION_KEYS):
        if facts.in_code(match.start()):
            facts.add(Kind.NET, match.start(1), match.end(1), match.group(1).lower())
    return key_lines


_Found = Callable[[re.Pattern[str], tuple[str, ...]], Iterator[re.Match[str]]]


def _add_urls(facts: Facts, found: _Found) -> None:
    """URLs and their hosts (a download page, a link to a file), and e-mail domains."""
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
    for match in found(_BOT_HANDLE, ("@",)):
        # a chat bot's handle: a recipient on someone's server (Telegram's, at t.me)
        facts.add(Kind.NET, match.start(), match.end(), "t.me")


def _add_stores(facts: Facts, text: str, found: _Found) -> None:
    """Credential stores named in a shell brace list, or printed by their own tool."""
    for match in found(_BRACES, _BRACE_KEYS):
        # A shell brace list names several paths at once: ~/.{ssh/id_*,aws/credentials}.
        prefix = _HOME_WORDS.sub("", match.group(1).rsplit("/", 1)[-1])
        for piece in match.group(2).split(","):
            what = secret_path("~/" + prefix + piece)
            if what is not None:
                facts.add(Kind.STORE, match.start(), match.end(), what)
                break
    for match in found(KEY_FILE, KEY_FILE_KEYS):  # upload.jks: no separator before it
        facts.add(Kind.STORE, match.start(), match.end(), "a signing key store")
    for match in found(_CREDENTIAL_COMMAND, _CREDENTIAL_COMMAND_KEYS):
        line = text[text.rfind("\n", 0, match.start()) + 1 : match.start()].lstrip()
        if facts.in_code(match.start()) and line.startswith(_COMMENT_MARKS):
            continue  # a comment that names the command runs nothing
        what = _CREDENTIAL_OWNERS.get(match.group().split()[0].lower(), "stored credentials")
        facts.add(Kind.STORE, match.start(), match.end(), what + ", printed")


def add_render_urls(facts: Facts, text: str, key_lines: KeyLines) -> None:
    """Add a fact for every image or link URL with a slot for data to be filled in."""
    for match in _on_lines(_RENDER_URL, _RENDER_KEYS, text, key_lines):
        url = next((group for group in match.groups() if group), "")
        if _SLOT.search(url):
            facts.add(Kind.RENDER_URL, match.start(), match.end(), "a URL with a slot to fill")
            slots_filled(facts, text, match.start(), match.end())


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
_DECODE_CALL = re.compile(
    r"\[char\]|\[(?:system\.)?convert\]::\w+|\[(?:system\.)?text\.encoding\]::"
    # numbers made bytes, then text: bytes(TABLE).decode("ascii"), bytearray([…]).decode()
    r"|\bbytes(?:array)?\(\s*(?:\[[\d,\s]+\]|[A-Za-z_]\w*)\s*\)\.decode\("
    # or built from a list of numbers by arithmetic: bytes(((n - i % 7) ^ 0x5A) for …)
    r"|\bbytes(?:array)?\(\s*\(?[^\n]{0,80}?[\^+\-%][^\n]{0,40}?\bfor\s+\w+(?:\s*,\s*\w+)?\s+in\b",
    re.I,
)
# The shell's rev, where a command stands (after a pipe, at a line's start, in $( )): not
# a variable named rev (a git revision).
_REV = re.compile(r"(?:\||\$\(|`|^)[ \t]*rev\b(?![ \t]*=)", re.MULTILINE)
_INSTALL_HOOK = re.compile(r"[\"'](?:pre|post)?install[\"']\s*:|\bcmdclass\s*=", re.IGNORECASE)
_HOOK_KEYS = ("install", "cmdclass")
_ASK_CALL = re.compile(
    r"\b(?:input|prompt|getpass(?:\.getpass)?|(?:rl|readline)\.question|inquirer\.prompt|"
    r"window\.prompt|askpass)\s*\(|\bRead-Host\b",
    re.IGNORECASE,
)
# A setting of where packages are installed from: pip's index, npm's or yarn's registry.
_PKG_INDEX = re.compile(
    r"\b(?:extra[-_])?index[-_]url\b|\b(?:PIP|UV)_(?:EXTRA_)?INDEX_URL\b|\bnpm_config_registry\b"
    r"|\bnpmRegistryServer\b|(?:^|[\s@:\"'`(])registry\s*[=:]|\bconfig\s+set\s+(?:\S+:)?registry\b"
    # (the option of a package manager, not of the skill's own script: guard.mjs --registry)
    r"|\b(?:npm|npx|yarn|pnpm|bun|bunx|cargo|gem|helm)\b[^\n|;&]*?\s--registry\b"
    # a lockfile's entries set to come from elsewhere: entry.resolved = …, "resolved": …
    r"|\.resolved\s*=(?!=)|\[[\"']resolved[\"']\]\s*=(?!=)|\.integrity\s*=(?!=)",
    re.IGNORECASE | re.MULTILINE,
)
_PKG_INDEX_KEYS = ("index-url", "index_url", "registry", "resolved", "integrity")
# Commands that print a stored credential: a credential store read by its own tool.
_CREDENTIAL_COMMAND = re.compile(
    r"\bgit\s+credential\s+fill\b|\bgh\s+auth\s+token\b|\bsecurity\s+find-(?:generic|internet)-password\b"
    r"|\bgcloud\s+auth\s+(?:application-default\s+)?print-access-token\b"
    r"|\baz\s+account\s+get-access-token\b|\baws\s+configure\s+export-credentials\b"
    r"|\baws\s+sts\s+get-session-token\b|\bcmdkey\s+/list\b|\bkubectl\s+config\s+view\b[^\n]*--raw\b"
    r"|\bdocker-credential-[\w-]+\s+get\b|\bsecret-tool\s+lookup\b",
    re.IGNORECASE,
)
_CREDENTIAL_OWNERS = {
    "git": "git's stored credentials",
    "gh": "a GitHub token",
    "security": "a keychain password",
    "gcloud": "a Google Cloud token",
    "az": "an Azure token",
    "aws": "AWS credentials",
    "cmdkey": "Windows stored credentials",
    "kubectl": "Kubernetes credentials",
    "secret-tool": "a keyring secret",
}
_COMMENT_MARKS = ("#", "//", "*", "/*", "--", ";", "'", "rem ", "REM ")
_CREDENTIAL_COMMAND_KEYS = (
    "credential",
    "auth token",
    "find-generic",
    "find-internet",
    "print-access-token",
    "get-access-token",
    "export-credentials",
    "get-session-token",
    "cmdkey",
    "--raw",
    "secret-tool",
)
_MADE_PROGRAM = "a file made a program"
# A file made executable: it is a program now, whatever its name.
_MADE_EXECUTABLE = re.compile(
    r"\bchmod\s+(?:-\w+\s+)*(?:[0-7]?[0-7]*[1357][0-7]{0,2}\b|[ugoa]*\+x\b)"
)
_BRACE_KEYS = (".{", "/{", "{~", "{$")  # a brace list of paths: ~/.{…}, "$HOME"/{…}, {~/…}
_HOME_WORDS = re.compile(r"[\"'~]|\$\{?HOME\}?")
_BRACES = re.compile(r"([\w$\"'~/.-]*)\{([^{}\s]*,[^{}\s]*)\}")
# A host written out in prose without a scheme: "from dl.example-cdn.eu/pkg/". Only
# top-level domains that are no common file suffix, after at least one named label.
_TLDS = (
    "com net org io dev app eu de fr es it nl pl ru cn uk co me xyz top site online cloud "
    "tech ai info biz pw tk link click live store cc su ua tr br jp kr in us ch at se lt lv "
    "ee cz sk ro hu gr pt fi no dk be ie ca au nz mx ar cl ws to gg ly la vip icu"
).split()
_BARE_HOST = re.compile(
    r"(?<![\w@/.:-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:"
    + "|".join(_TLDS)
    + r"))(?![\w.-]*\w)(?:/[^\s\"'`<>)\]]*)?",
    re.IGNORECASE,
)
_BARE_HOST_KEYS = tuple(f".{tld}" for tld in _TLDS)
_HOST_OPTION = re.compile(
    r"\b(?:host(?:name)?|server|domain)[\"']?\s*[:=]\s*[\"']((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
    r"\.)+[a-z]{2,24})[\"']",
    re.IGNORECASE,
)
_HOST_OPTION_KEYS = ("host", "server", "domain")
_EMAIL = re.compile(r"\b[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})\b", re.IGNORECASE)
# A chat bot's handle as a recipient: @triage_archive_bot, @ReportsBot.
# (not a code host's own bots, mentioned to give them commands: "@dependabot rebase")
_BOT_HANDLE = re.compile(
    r"(?<![\w.@/])@(?!(?i:dependabot|renovatebot|renovate-bot|imgbot|mergify|allcontributors)\b)"
    r"[A-Za-z]\w{2,}(?i:bot)\b(?![.@-])"
)
_FILE_LIKE = (".png", ".jpg", ".svg", ".js", ".ts", ".py", ".json", ".md", ".css")
_DECODE_KEYS = ("[char]", "convert]::", "[text.encoding]", ").decode(", "bytes(", "bytearray(")
_ASK_KEYS = ("input", "prompt", "getpass", "question", "read-host", "askpass")
_PASS_KEYS = ("pass", "pw", "7z", "unzip", '"-p', "'-p", "-p$")
_PERMIT_KEYS = ("(*)", "( *)", "(* )")
_RENDER_KEYS = ("](", "<img", ".svg?", ".png?", ".gif?", ".jpg?", ".jpeg?", ".webp?")
_URL_KEYS = ("://",)
# Expressions whose match is the fact: (pattern, key words, kind, detail, where it counts:
# anywhere, only in code, or only in words).
_PLAIN: tuple[tuple[re.Pattern[str], tuple[str, ...], Kind, str, str], ...] = (
    (_MADE_EXECUTABLE, ("chmod",), Kind.ARTEFACT, _MADE_PROGRAM, "code"),
    (UNPACKED, UNPACKED_KEYS, Kind.EXTRACT, "an archive unpacked", "code"),
    (RUN_BY_PATH, RUN_BY_PATH_KEYS, Kind.RUN, "a program run by its path", "code"),
    (DOWNLOAD_CALL, ("download", "webclient"), Kind.FETCH, "downloads in code", "any"),
    (HIDDEN_WINDOW, ("hidden",), Kind.DETACH, "started with no window", "any"),
    (SILENCED_BACKGROUND, ("/dev/null",), Kind.DETACH, "silenced, in the background", "code"),
    (AV_EXCLUSION, ("exclusion",), Kind.ELEVATE, "kept out of the antivirus scan", "any"),
    (EXEC_CALL, EXEC_KEYS, Kind.EXEC, "runs a string as code", "any"),
    (_TUNNEL, _TUNNEL_KEYS, Kind.NET, "a tunnel or a remote shell", "any"),
    (CODE_SEND, CODE_SEND_KEYS, Kind.SEND, "sends a request body", "code"),
    (CODE_SEND_MORE, CODE_SEND_MORE_KEYS, Kind.SEND, "sends a request body", "code"),
    (_PERMIT_ALL, _PERMIT_KEYS, Kind.PERMIT, "allows every use of a tool", "any"),
    (_INSTALL_HOOK, _HOOK_KEYS, Kind.INSTALL_HOOK, "runs on install", "any"),
    (_ASK_CALL, _ASK_KEYS, Kind.ASK_CODE, "asks the person to type", "code"),
    (_PKG_INDEX, _PKG_INDEX_KEYS, Kind.PKG_INDEX, "sets where packages come from", "any"),
    (_ACCOUNT, _ACCOUNT_KEYS, Kind.ACCOUNT, "an account written out", "any"),
    (WRITTEN_GRANT_PATTERN, WRITTEN_GRANT_KEYS, Kind.GRANT, WRITTEN_GRANT, "code"),
    (WRITE_ROLE, WRITE_ROLE_KEYS, Kind.PRIVILEGE, "a role that may change things", "code"),
    (GH_WRITE, GH_WRITE_KEYS, Kind.NET, "github.com", "code"),
    (PERSONAL, PERSONAL_KEYS, Kind.PERSONAL, "the person's own folders", "any"),
    (_WAIVED, _WAIVED_KEYS, Kind.WAIVE, "goes ahead without asking", "code"),
    (WAIVED_WORDS, WAIVED_WORD_KEYS, Kind.WAIVE, "goes ahead without asking", "words"),
    (COVER, COVER_KEYS, Kind.COVER, "a story ready for when the user asks", "words"),
    (_PASS_SHORT, _PASS_KEYS, Kind.PASSWORD, "a password given", "any"),
    (_DECODE_CALL, _DECODE_KEYS, Kind.CODE_DECODE, "decodes characters or bytes", "any"),
    (_REV, ("rev",), Kind.CODE_DECODE, "reverses text", "any"),
    (_TRANSCRIPTS, _TRANSCRIPT_KEYS, Kind.PRIVATE, SAVED_CONVERSATIONS, "any"),
    (AUTHORITY_LINE, AUTHORITY_KEYS, Kind.AUTHORITY, "speaks for the system", "words"),
    (SHOWN_COMMAND, SHOWN_COMMAND_KEYS, Kind.COPY, "a command taken from a page", "words"),
)
# Every key set an expression is gated by (one automaton finds them all).
_KEY_SETS: tuple[tuple[str, ...], ...] = (
    _HOST_OPTION_KEYS,
    WRITTEN_GRANT_KEYS,
    WRITE_ROLE_KEYS,
    GRANT_TO_NAME_KEYS,
    GH_WRITE_KEYS,
    KEY_FILE_KEYS,
    SHOWN_COMMAND_KEYS,
    _TRANSCRIPT_KEYS,
    _URL_KEYS,
    _BARE_HOST_KEYS,
    ENV_DUMP_KEYS,
    _FILE_SUFFIXES,
    EXEC_KEYS,
    _TUNNEL_KEYS,
    CODE_SEND_KEYS,
    CODE_SEND_MORE_KEYS,
    _PERMIT_KEYS,
    _PASS_KEYS,
    AUTHORITY_KEYS,
    _RENDER_KEYS,
    _ASK_KEYS,
    _HOOK_KEYS,
    _DECODE_KEYS,
    ("rev",),
    _PKG_INDEX_KEYS,
    _CREDENTIAL_COMMAND_KEYS,
    ("chmod",),
    WAIVED_WORD_KEYS,
    UNPACKED_KEYS,
    RUN_BY_PATH_KEYS,
    ("download", "webclient"),
    ("hidden",),
    ("/dev/null",),
    ("exclusion",),
    ("@",),
    _BRACE_KEYS,
    _ACCOUNT_KEYS,
    PERSONAL_KEYS,
    _WAIVED_KEYS,
    COVER_KEYS,
)
