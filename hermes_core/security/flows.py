"""Checks that follow data across lines of one unit (a code block, a script, a
paragraph): secrets that reach the network, credential collection, what ``rm -r``
really deletes, loops that never end, and skill names that imitate others."""

from __future__ import annotations

import ipaddress
import posixpath
import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit

__all__ = [
    "credential_collection",
    "env_sweeps",
    "exfiltration",
    "recursive_deletes",
    "unbounded_work",
]

_SECRET_NAME = (
    r"(?:[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|"
    r"CREDENTIAL|COOKIE|DATABASE_URL|DB_URL|DSN|CONN(?:ECTION)?_STRING|WEBHOOK)[A-Z0-9_]*"
    r"|[A-Z0-9_]+_KEY)"
)
_ENV_READ = re.compile(
    r"(?:os\.environ(?:\.get)?\s*[\[(]\s*[\"']|os\.getenv\(\s*[\"']|process\.env\.|"
    r"process\.env\[\s*[\"']|System\.getenv\(\s*[\"']|ENV\[\s*[\"']|\$env:|\$\{?|\$\()"
    r"(" + _SECRET_NAME + r")\b"
)
_ENV_DUMP = re.compile(
    r"dict\(\s*os\.environ\s*\)|os\.environ\.copy\(\)|os\.environ\.items\(\)|"
    r"JSON\.stringify\(\s*process\.env\s*\)|\bprintenv\b|\$\(\s*env\b|\benv\s*\|"
)
_CRED_FILE = re.compile(
    r"(?:\.ssh/id_\w+|\.aws/credentials|\.kube/config|\.docker/config\.json|\.netrc|"
    r"\.git-credentials|/etc/shadow|\.env\b|\.npmrc|\.pypirc)"
)
_SECRET_LITERAL_KEY = re.compile(
    r"[\"'{(=\s](?:token|password|passwd|secret|api[_-]?key|credential|creds?|session|cookie)s?"
    r"[\"']?\s*[:=]",
    re.IGNORECASE,
)
_SINK = re.compile(
    r"\b(?:requests|httpx|session|client|aiohttp|s)\.(?:post|put|patch)\s*\(|\burlopen\s*\([^)\n]*data"
    r"|\bfetch\s*\([^)\n]*(?:method|body)|\baxios\.(?:post|put)\s*\(|\bcurl\b[^\n]*(?-i:\s-d\b|--data"
    r"|\s-F\b|--form|\s-T\b|--upload-file|-X\s*(?:POST|PUT|PATCH))|\bwget\b[^\n]*--post-"
    r"|invoke-(?:restmethod|webrequest)\b[^\n]*-method\s+post|\bsmtplib\b|\.sendmail\(|"
    r"\bstorbinary\(|\bnc\s+[\w.-]+\s+\d+|\bsocket\.send(?:all)?\(|\.sendall\(",
    re.IGNORECASE,
)
_HEADER = re.compile(
    r"authorization|bearer|x-api-key|api-key:|x-auth|headers\s*[=:]|-H\s*[\"']|--header",
    re.IGNORECASE,
)
_URL_HOST = re.compile(r"https?://(\[[0-9a-fA-F:.]+\][^/\s\"'`$;,)}]*|[^/\s\"'`$;,)\]}]+)")
_ASSIGN = re.compile(
    r"^\s*(?:export\s+|const\s+|let\s+|var\s+|self\.)?([A-Za-z_]\w*)(?:\[[^\]\n]*\])?\s*[+]?=[^=]"
)
_FOR = re.compile(r"^\s*for\s+([A-Za-z_]\w*)(?:\s*,\s*([A-Za-z_]\w*))?\s+in\b")
_ENV_SWEEP = re.compile(
    r"os\.environ\.items\(\)|os\.environ\.keys\(\)|in\s+os\.environ\b"
    r"|Object\.(?:entries|keys)\(\s*process\.env\s*\)|\b(?:print)?env\s*\|\s*(?:e|f)?grep\b"
    r"|\b(?:Get-ChildItem|gci|ls|dir)\s+env:"
)
_SECRET_WORD = r"[_-]?(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|API|AUTH|PRIVATE)S?[_-]?"
# Secret-looking names picked out as quoted strings or as alternatives in a pattern.
_SECRET_WORDS = re.compile(
    rf"[\"']{_SECRET_WORD}[\"']|(?<=[|(/\"'^])\w*{_SECRET_WORD}(?=[|)])",
    re.IGNORECASE,
)
# Whose API a secret belongs to: a name fragment and the hosts it may be sent to.
_OWNERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("GITHUB", ("github.com", "githubusercontent.com")),
    ("GH_", ("github.com",)),
    ("OPENAI", ("openai.com", "openai.azure.com")),
    ("ANTHROPIC", ("anthropic.com",)),
    ("CLAUDE", ("anthropic.com",)),
    ("HF_", ("huggingface.co", "hf.co")),
    ("HUGGINGFACE", ("huggingface.co", "hf.co")),
    ("NPM", ("npmjs.org", "npmjs.com")),
    ("SLACK", ("slack.com",)),
    ("NVIDIA", ("nvidia.com", "nvcr.io")),
    ("NGC", ("nvidia.com", "nvcr.io")),
    ("AWS", ("amazonaws.com", "aws.amazon.com")),
    ("GOOGLE", ("googleapis.com", "google.com")),
    ("GEMINI", ("googleapis.com",)),
    ("STRIPE", ("stripe.com",)),
    ("SENTRY", ("sentry.io",)),
    ("DATADOG", ("datadoghq.com", "datadoghq.eu")),
    ("LINEAR", ("linear.app",)),
    ("NOTION", ("notion.com", "notion.so")),
    ("ATLASSIAN", ("atlassian.net", "atlassian.com")),
    ("JIRA", ("atlassian.net",)),
    ("GITLAB", ("gitlab.com",)),
    ("CLOUDFLARE", ("cloudflare.com",)),
    ("TWILIO", ("twilio.com",)),
    ("SENDGRID", ("sendgrid.com",)),
    ("VERCEL", ("vercel.com",)),
    ("FIGMA", ("figma.com",)),
    ("MISTRAL", ("mistral.ai",)),
    ("GROQ", ("groq.com",)),
    ("OPENROUTER", ("openrouter.ai",)),
)
_LOCAL_NAMES = frozenset(("localhost", "host.docker.internal", "host.containers.internal"))


def _host_name(authority: str) -> str:
    """The host of a URL's authority: no user, port, query or fragment, lowercase."""
    host = re.split(r"[/?#]", authority, maxsplit=1)[0].rsplit("@", 1)[-1].lower()
    if host.startswith("["):
        return host[: host.find("]") + 1] if "]" in host else host
    return host.split(":", 1)[0].rstrip(".")


def _is_local(host: str) -> bool:
    if host in _LOCAL_NAMES or host.endswith((".localhost", ".local")):
        return True
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def _host_allowed(authority: str, secret: str) -> bool:
    host = _host_name(authority)
    if _is_local(host):
        return True
    for fragment, owners in _OWNERS:
        if fragment in secret and any(host == o or host.endswith("." + o) for o in owners):
            return True
    return False


def _lines(text: str, start: int, end: int) -> Iterator[tuple[int, str]]:
    position = start
    while position < end:
        newline = text.find("\n", position, end)
        line_end = end if newline < 0 else newline
        yield position, text[position:line_end]
        position = line_end + 1


def exfiltration(
    text: str, start: int, end: int, near: Iterable[int] | None = None
) -> Iterator[Hit]:
    """EXF001: a secret (or the whole environment) reaches a request body, form or
    query sent to a host the secret does not belong to. ``near`` are positions of
    possible network calls, when the caller already knows them."""
    if near is None:
        near = [m.start() + 1 for m in _SINK.finditer(text, start, end)]
    confirmed = set()
    for position in near:
        if start < position <= end:
            line_start = max(text.rfind("\n", start, position - 1) + 1, start)
            line_end = text.find("\n", line_start, end)
            if _SINK.search(text, line_start, end if line_end < 0 else line_end):
                confirmed.add(line_start)
    if not confirmed:
        return
    lines = list(_lines(text, start, end))
    starts = [offset for offset, _line in lines]
    sink_lines = sorted(bisect_right(starts, at) - 1 for at in confirmed)
    # Lines holding a secret source, found with one pass per pattern over the unit.
    seeds: dict[int, list[str]] = {}
    for match in _ENV_READ.finditer(text, start, end):
        seeds.setdefault(bisect_right(starts, match.start()) - 1, []).append(match.group(1))
    for match in _ENV_DUMP.finditer(text, start, end):
        seeds.setdefault(bisect_right(starts, match.start()) - 1, []).append("ENVIRONMENT")
    for match in _CRED_FILE.finditer(text, start, end):
        index = bisect_right(starts, match.start()) - 1
        if re.search(r"\b(?:open|cat|read|load)\b", lines[index][1]):
            seeds.setdefault(index, []).append("CREDENTIAL_FILE")
    tainted = _propagate(lines, seeds)
    unit_hosts = [m.group(1) for m in _URL_HOST.finditer(text, start, end)]
    for index in sink_lines:
        offset, line = lines[index]
        sink = _SINK.search(line)
        if sink is None:
            continue
        call = " ".join(line for _o, line in lines[index : index + 4])
        carried = _carried_secret(call, tainted)
        if carried is None:
            continue
        hosts = _real_hosts(m.group(1) for m in _URL_HOST.finditer(call)) or _real_hosts(unit_hosts)
        if hosts and all(_host_allowed(host, carried) for host in hosts):
            continue
        secret = "the environment" if carried == "ENVIRONMENT" else carried
        if hosts:
            yield Hit(
                "EXF001", offset + sink.start(), offset + len(line), f"sends {secret} to {hosts[0]}"
            )
        else:
            # Where it goes is configured at run time: worth a look, not an alarm.
            yield Hit(
                "EXF001",
                offset + sink.start(),
                offset + len(line),
                f"sends {secret} to a host chosen at run time",
                Risk.MEDIUM,
            )


def _propagate(lines: list[tuple[int, str]], seeds: dict[int, list[str]]) -> dict[str, str]:
    """Variables that end up holding a secret: assigned from a source, or from a
    variable that holds one (a key in an auth header taints nothing)."""
    tainted: dict[str, str] = {}
    names: re.Pattern[str] | None = None
    for index, (_offset, line) in enumerate(lines):
        secrets = list(seeds.get(index, ()))
        if names is not None:
            secrets += [tainted[m.group()] for m in names.finditer(line) if m.group() in tainted]
        if not secrets or _HEADER.search(_without_comment(line)):
            continue
        grew = False
        for name in _targets(lines, index):
            if name not in tainted:
                tainted[name] = secrets[0]
                grew = True
        if grew:
            names = re.compile(r"\b(?:" + "|".join(map(re.escape, tainted)) + r")\b")
    return tainted


_TRAILING_COMMENT = re.compile(r"(?:^|\s)(?:#|//)")


def _without_comment(line: str) -> str:
    """``line`` without a trailing ``#`` or ``//`` comment that is not inside quotes."""
    for match in _TRAILING_COMMENT.finditer(line):
        before = line[: match.start()]
        if before.count('"') % 2 == 0 and before.count("'") % 2 == 0:
            return before
    return line


def _targets(lines: list[tuple[int, str]], index: int) -> list[str]:
    """Names a line assigns to: ``x = …``, ``x[k] = …``, ``for k, v in …``, and the
    variable a multi-line literal on the lines above is being assigned to."""
    line = lines[index][1]
    names = []
    assigned = _ASSIGN.match(line)
    if assigned:
        names.append(assigned.group(1))
    loop = _FOR.match(line)
    if loop:
        names += [name for name in loop.groups() if name]
    depth = 0
    for back in range(index - 1, max(index - 12, -1), -1):
        text = lines[back][1]
        depth += text.count("}") + text.count(")") + text.count("]")
        depth -= text.count("{") + text.count("(") + text.count("[")
        if depth < 0:
            opener = _ASSIGN.match(text)
            if opener:
                names.append(opener.group(1))
            break
    return names


def env_sweeps(text: str, start: int, end: int) -> Iterator[Hit]:
    """CRED004: a loop over the whole environment that picks secret-looking names."""
    lines = list(_lines(text, start, end))
    for index, (offset, line) in enumerate(lines):
        sweep = _ENV_SWEEP.search(line)
        if sweep is None:
            continue
        nearby = " ".join(text for _o, text in lines[max(index - 3, 0) : index + 4])
        if len(_SECRET_WORDS.findall(nearby)) >= 2 or re.search(
            r"grep\s+(?:-\w+\s+)*[\"']?[\w|\\]*(?:KEY|TOKEN|SECRET|PASS)", nearby, re.IGNORECASE
        ):
            yield Hit(
                "CRED004",
                offset + sweep.start(),
                offset + sweep.end(),
                "keeps the variables whose names look like secrets",
            )


def _real_hosts(hosts: Iterable[str]) -> list[str]:
    """Hosts written out, not placeholders such as ``<HOST_IP>`` or ``${HOST}``."""
    return [_host_name(host) for host in hosts if not any(c in host for c in "<>{}$%")]


def _carried_secret(call: str, tainted: dict[str, str]) -> str | None:
    """The secret a sink call carries outside an auth header, if any."""
    payload = _strip_headers(call)
    direct = _ENV_READ.search(payload)
    if direct:
        return direct.group(1)
    if _ENV_DUMP.search(payload):
        return "ENVIRONMENT"
    for name, secret in tainted.items():
        if re.search(rf"\b{re.escape(name)}\b", payload):
            return secret
    if _SECRET_LITERAL_KEY.search(payload) and re.search(r"\$\{?\w|\{\w+\}|%s|\+\s*\w", payload):
        return "CREDENTIAL"
    return None


def _strip_headers(call: str) -> str:
    """The call without its header arguments (-H '…', headers={…})."""
    call = re.sub(r"(?:-H|--header)\s+(?:\"[^\"]*\"|'[^']*'|\S+)", " ", call)
    call = re.sub(r"headers\s*=\s*\{[^}]*\}|headers\s*=\s*\w+", " ", call)
    return re.sub(
        r"[\"'](?:authorization|x-api-key|api-key)[\"']\s*:\s*[^,}]+", " ", call, flags=re.I
    )


def credential_collection(text: str, start: int, end: int) -> Iterator[Hit]:
    """CRED002: three or more distinct secrets read in one unit, or two gathered into
    one structure."""
    found: dict[str, tuple[int, int]] = {}
    structured = 0
    for match in _ENV_READ.finditer(text, start, end):
        name = match.group(1)
        if name not in found:
            found[name] = (match.start(), match.end())
        line_start = max(text.rfind("\n", start, match.start()) + 1, start)
        if _DICT_ENTRY.match(text, line_start):
            structured += 1
    if len(found) >= 3 or (len(found) >= 2 and structured >= 2):
        first = min(found.values())
        names = ", ".join(sorted(found)[:4])
        yield Hit("CRED002", first[0], first[1], f"collects {len(found)} secrets ({names})")


_DICT_ENTRY = re.compile(r"\s*[\"'][\w-]+[\"']\s*:")
_RM = re.compile(r"(?<![\w-])rm\s+((?:-{1,2}[\w-]+\s+)*)([^;&|\n)`]+)")
# System folders whose contents are routinely cleaned (package caches, temp).
_CLEANABLE = re.compile(
    r"^/(?:var/lib/apt/lists|var/cache|var/tmp|tmp|usr/share/(?:doc|man|locale)|root/\.cache"
    r"|opt/conda/pkgs|usr/local/share/\.cache)(?:/|$)"
)
_SYSTEM_DIRS = re.compile(
    r"^/(?:etc|usr|var(?!/tmp)|bin|sbin|boot|lib|lib32|lib64|opt|home|root|srv|sys|dev|proc|mnt"
    r"|media|Library|System|Applications|Users)(?:/|$)"
)


def recursive_deletes(text: str, start: int, end: int) -> Iterator[Hit]:
    """DES001: ``rm -r`` of the root, the home folder or system folders (temporary and
    build folders are fine)."""
    for offset, line in _lines(text, start, end):
        if "rm" not in line:
            continue
        for match in _RM.finditer(line):
            flags = match.group(1)
            if not re.search(r"-\w*[rR]|--recursive", flags):
                continue
            for target in match.group(2).split():
                risk = _delete_risk(_clean_target(target), "--no-preserve-root" in flags)
                if risk is not None:
                    at = offset + match.start()
                    yield Hit("DES001", at, offset + match.end(), f"deletes {target}", risk)
                    break


_HOME_PREFIX = re.compile(r"^(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)(?=/|$)")
_DOT_SEGMENT_END = re.compile(r"(?:^|/)\.{1,2}$")
_DRIVE = re.compile(r"^[A-Za-z]:[\\/]?\*?$")


def _clean_target(target: str) -> str:
    """A path as ``rm`` will see it: quotes and prose punctuation off, ``..`` resolved."""
    target = target.strip("\"'`,;")
    if _DRIVE.match(target):
        return target
    if not _DOT_SEGMENT_END.search(target):
        target = target.rstrip(".:").strip("\"'`")  # sentence punctuation in prose
    home = _HOME_PREFIX.match(target)
    root = home.group() if home else ("/" if target.startswith("/") else "")
    if not root or ".." not in target:
        return target
    if home:
        relative = posixpath.normpath(target[len(root) :].lstrip("/") or ".")
        if relative == "..":
            return "/"  # above the home folder: every user's files
        if relative.startswith("../"):
            return "/" + relative.lstrip("./")  # climbs out of it: an absolute path
        return root if relative == "." else f"{root}/{relative}"
    return posixpath.normpath(target)


def _delete_risk(target: str, no_preserve: bool) -> Risk | None:
    if not target or target.startswith("-"):
        return None
    if _DRIVE.match(target):
        return Risk.CRITICAL
    bare = target.rstrip("*").rstrip("/") or "/"
    if no_preserve or bare in {"/", "~", "$HOME", "${HOME}", "%USERPROFILE%"}:
        return Risk.CRITICAL
    if target in {"/*", "~/*", "$HOME/*", "${HOME}/*", "~/.*"}:
        return Risk.CRITICAL
    if _CLEANABLE.match(target):
        return None
    if _SYSTEM_DIRS.match(target):
        # The folder itself is high; something inside it is worth a second look.
        return Risk.HIGH if target.rstrip("/*").count("/") <= 1 else Risk.MEDIUM
    if bare.startswith(("~/", "$HOME/", "${HOME}/")):
        tail = bare.split("/", 1)[1]
        if tail.startswith((".cache", "tmp", ".tmp", "Downloads/", ".npm/_cacache")):
            return None
        return Risk.MEDIUM
    return None


_WHILE_TRUE = re.compile(r"^(\s*)while\s+(?:True|1)\s*:", re.MULTILINE)
_BIG_ALLOC = re.compile(
    r"\]\s*\*\s*(?:\d{8,}|10\s*\*\*\s*(?:[89]|\d\d))|\brange\(\s*10\s*\*\*\s*(?:9|\d\d)"
)


def unbounded_work(text: str, start: int, end: int) -> Iterator[Hit]:
    """EXE004: a Python ``while True`` loop with no way out, or a huge allocation."""
    chunk = text[start:end]
    for match in _WHILE_TRUE.finditer(chunk):
        indent = len(match.group(1))
        body_lines = []
        for line in chunk[match.end() :].splitlines()[1:]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            body_lines.append(line)
        body = "\n".join(body_lines)
        if not re.search(
            r"\b(?:break|return|raise|sys\.exit|exit\(|os\._exit|yield|await)\b", body
        ):
            at = start + match.start() + indent
            yield Hit(
                "EXE004", at, start + match.end(), "a while-True loop with no break or return"
            )
    for match in _BIG_ALLOC.finditer(chunk):
        yield Hit("EXE004", start + match.start(), start + match.end(), "allocates without bound")
