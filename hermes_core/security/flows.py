"""Checks that follow data across lines of one unit (a code block, a script, a
paragraph): secrets that reach the network or a looked-up name, and credential collection
(bytes from the network handed to a deserialiser: remote_loads.py; environment sweeps:
env_sweeps.py)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence

from hermes_core.security.decoding import decode_span
from hermes_core.security.findings import Risk
from hermes_core.security.flows_carried import (
    CRED_FILE,
    DESTINATION_NAME,
    ENV_DUMP,
    ENV_READ,
    HISTORY,
    READS_FILE,
    carried_secret,
)
from hermes_core.security.hits import Hit, lines_of
from hermes_core.security.hosts import URL_HOST, generic_secret, host_risk, hosts_in, real_hosts
from hermes_core.security.remote_loads import DESERIALISE, remote_loads
from hermes_core.security.statements import (
    ASSIGN,
    DEFS,
    RETURN,
    assigned_names,
    prose_command,
    statement_of,
    without_comment,
)

__all__ = [
    "credential_collection",
    "exfiltration",
]

# Calls that send data: a request with a body, mail, an upload, a socket write; each
# with the lowercase words it cannot match without (a cheap test before the regex).
_SINK_CALLS = (
    (
        (".post", ".put", ".patch"),
        r"\b(?:requests|httpx|session|client|aiohttp|s)\.(?:post|put|patch)\s*\(",
    ),
    (("urlopen",), r"\burlopen\s*\([^)\n]*data"),
    (("request",), r"\bRequest\s*\([^\n]*\bdata\s*="),
    (("fetch",), r"\bfetch\s*\([^)\n]*(?:method|body)"),
    (("axios.",), r"\baxios\.(?:post|put)\s*\("),
    (("smtplib",), r"\bsmtplib\b"),
    ((".sendmail(",), r"\.sendmail\("),
    (("storbinary(",), r"\bstorbinary\("),
    (("nc",), r"\bnc\s+[\w.-]+\s+\d+"),
    (("socket.send",), r"\bsocket\.send(?:all)?\("),
    ((".sendall(",), r"\.sendall\("),
)
# Commands that send data when an option later on the line says so: curl -d/-F/-T/-X
# POST, wget --post-…, Invoke-RestMethod -Method Post.
_SINK_COMMANDS = (
    (
        "curl",
        r"\bcurl\b",
        r"(?-i:\s-d\b|--data|\s-F\b|--form|\s-T\b|--upload-file|-X\s*(?:POST|PUT|PATCH))",
    ),
    ("wget", r"\bwget\b", r"--post-"),
    # HTTPie: http POST url < file, https --form PUT url f@file
    ("post", r"\bhttps?\s+(?:--?[\w-]+\s+)*(?:post|put|patch)\b", r"\s"),
    ("invoke-", r"invoke-(?:restmethod|webrequest)\b", r"-method\s+post"),
)
_SINK = re.compile(
    "|".join(
        [pattern for _words, pattern in _SINK_CALLS]
        + [word + r"[^\n]*" + option for _literal, word, option in _SINK_COMMANDS]
    ),
    re.IGNORECASE,
)
# The same, tried part by part on one statement: Python's regex engine tries every
# alternative at every position, which costs tens of microseconds a statement.
_SINK_CALL_PARTS = tuple(
    (words, re.compile(pattern, re.IGNORECASE)) for words, pattern in _SINK_CALLS
)
_SINK_COMMAND_PARTS = tuple(
    (literal, re.compile(word, re.IGNORECASE), re.compile(option, re.IGNORECASE))
    for literal, word, option in _SINK_COMMANDS
)


def _sink_start(call: str, position: int) -> int | None:
    """Where ``_SINK.search(call, position)`` would match, for a ``call`` without line
    breaks (from folded text, so lowercasing is plain ASCII): the leftmost sink."""
    low = call.lower()
    best: int | None = None
    for words, pattern in _SINK_CALL_PARTS:
        if any(low.find(word, position) >= 0 for word in words):
            found = pattern.search(call, position)
            if found is not None and (best is None or found.start() < best):
                best = found.start()
    for literal, word, option in _SINK_COMMAND_PARTS:
        if low.find(literal, position) < 0:
            continue
        command = word.search(call, position, len(call) if best is None else best)
        # An option after the first command is after every later one too.
        if command is not None and option.search(call, command.end()) is not None:
            best = command.start()
    return best


_HEADER = re.compile(
    r"authorization|bearer|x-api-key|api-key:|x-auth|headers\s*[=:]|-H\s*[\"']|--header",
    re.IGNORECASE,
)


def exfiltration(
    text: str,
    start: int,
    end: int,
    near: Sequence[int] | None = None,
    *,
    prose: bool = False,
    sources: Sequence[int] | None = None,
) -> Iterator[Hit]:
    """EXF001: a secret (or the whole environment, or a credential file, or the shell
    history) reaches a request body, form, upload or query string sent to a host the
    secret does not belong to. EXF003: in code, a secret or a value derived from one is
    a label of a name looked up in DNS (``dig "$chunk.x.example"``). EXE005 (high): in
    code, bytes fetched from the network are unpickled. ``near`` are the sorted
    positions of possible network calls, lookups and loads, when the caller already
    knows them, and ``sources`` the sorted positions of possible secrets (only their
    lines are searched for one); a call may span lines (open brackets, ``\\``)."""
    if near is None:
        requests = [m.start() + 1 for m in _SINK.finditer(text, start, end)]
        others = [m.end() for m in _RESOLVER.finditer(text, start, end)]
        network = bool(requests)
        loads = not prose and DESERIALISE.search(text, start, end) is not None
        if not network and not loads and (prose or _RESOLVER.search(text, start, end) is None):
            return
    else:
        near = near[bisect_right(near, start) : bisect_right(near, end)]
        # Request, mail or socket words; the rest are lookups and deserialisers.
        requests, others = [], []
        for position in near:
            word = _NETWORK_WORD.search(text, max(start, position - 20), position)
            (requests if word is not None else others).append(position)
        network = bool(requests)
        # The loads and lookups worth following are on the lines ``others`` point at.
        near_lines = [_line_around(text, p - 1, start, end) for p in others]
        loads = not prose and any(DESERIALISE.search(text, a, b) for a, b in near_lines)
        if not network and not loads and (prose or not others):
            return
    lines = lines_of(text, start, end)
    starts = [offset for offset, _line in lines]
    if loads:
        yield from remote_loads(lines)
    sink_lines, lookups = _calls(lines, starts, requests, others, prose)
    query_urls = list(_URL_WITH_QUERY.finditer(text, start, end)) if network else []
    if not sink_lines and not query_urls and not lookups:
        return
    spans = _source_spans(text, start, end, sources)
    tainted = _propagate(text, lines, starts, _seeds(text, spans, lines, starts))
    url_variables: dict[str, list[str]] | None = None  # read when first needed
    for index, (column, call) in sorted(sink_lines.items()):
        offset, line = lines[index]
        carried = carried_secret(call, tainted, text[start:end])
        if carried is not None:
            hosts = hosts_in(call)
            if not hosts:
                if url_variables is None:
                    url_variables = _url_variables(lines)
                hosts = _variable_hosts(call, url_variables)
            carried = _named_by_text(carried, hosts, text, start, end)
            if not hosts and _configured_together(carried, text, start, end):
                continue  # CARDDAV_PASSWORD sent to CARDDAV_URL: both the user's settings
            yield from _judged(carried, hosts, offset + column, offset + len(line))
    for index, (column, arguments) in sorted(lookups.items()):
        offset, line = lines[index]
        label = _secret_label(arguments, tainted)
        if label is not None:
            yield Hit(
                "EXF003",
                offset + column,
                offset + len(line),
                f"{_secret_name(label)} becomes a label of a name looked up in DNS",
            )
    for url in query_urls:
        carried = _secret_in_query(url.group("query"), tainted)
        if carried is not None:
            hosts = real_hosts([url.group(1)])
            carried = _named_by_text(carried, hosts, text, start, end)
            yield from _judged(carried, hosts, url.start(), url.end())


def _calls(
    lines: list[tuple[int, str]],
    starts: list[int],
    requests: list[int],
    others: list[int],
    prose: bool,
) -> tuple[dict[int, tuple[int, str]], dict[int, tuple[int, str]]]:
    """The requests that send data (line index -> the sink's column and statement)
    and, in code, the name lookups on other lines (-> the lookup's column and its
    arguments): a request word (at ``requests``) is followed to a sink, any other
    trigger (at ``others``) to a lookup."""
    statements: dict[int, tuple[str, int]] = {}

    def statement(index: int, position: int) -> tuple[str, int]:
        if index not in statements:
            if prose:  # a command in prose is the code span (or sentence) holding it
                statements[index] = prose_command(lines[index][1], position - 1 - starts[index])
            else:
                statements[index] = statement_of(lines, index)
        return statements[index]

    sink_lines: dict[int, tuple[int, str]] = {}
    tried: set[int] = set()
    for position in requests:
        index = bisect_right(starts, position - 1) - 1
        if index in tried:
            continue
        tried.add(index)
        call, prefix = statement(index, position)
        sink = _sink_start(call, prefix)
        if sink is not None and sink - prefix < len(lines[index][1]):
            sink_lines[index] = (sink - prefix, call)
    lookups: dict[int, tuple[int, str]] = {}
    if prose:
        return sink_lines, lookups
    for position in others:
        index = bisect_right(starts, position - 1) - 1
        if index in sink_lines or index in lookups:
            continue
        call, prefix = statement(index, position)
        lookup = _RESOLVER.search(call, prefix)
        if lookup is not None and lookup.start() - prefix < len(lines[index][1]):
            lookups[index] = (lookup.start() - prefix, call[lookup.end() :])
    return sink_lines, lookups


# The trigger words of a request, mail or socket call (the positions the caller passes
# end one of these, a name lookup's or a deserialiser's).
_NETWORK_WORD = re.compile(
    r"(?:\.post\(|\.put\(|\.patch\(|curl|wget|urlopen|request\(|fetch\(|axios\.|invoke-restmethod"
    r"|invoke-webrequest|smtplib|sendmail|storbinary|socket\.send|\.sendall\(|nc |https? post"
    r"|https? put|(?:requests|httpx|session)\.get\()\Z",
    re.IGNORECASE,
)
# A name lookup: a lookup tool run as a command, or a resolver call.
_RESOLVER = re.compile(
    r"(?:^|(?<=[\s;&|(`\"']))(?:dig|nslookup|drill|host|ping6?|getent\s+a?hosts\w*|traceroute6?)"
    r"\s+(?![-+*/%]?=)"
    r"|\b(?:gethostbyname(?:_ex)?|getaddrinfo|resolve\w*|lookup\w*|Lookup(?:Host|IP|Addr|TXT|CNAME"
    r"|MX))\s*\("
)


def _secret_label(arguments: str, tainted: dict[str, str]) -> str | None:
    """The secret a lookup's name carries in one of its labels: a tainted variable
    followed by more of the name (``$chunk.x.example``, ``{label[i:j]}.{i}.x.example``,
    ``chunk + ".x.example"``), or formatted into a ``%s.`` / ``{}.`` label. A variable
    that is the whole name is a lookup of that name, not a label."""
    for name, secret in tainted.items():
        word = re.escape(name)
        if re.search(
            rf"(?:\$\{{?|\{{){word}\b(?:[^{{}}\n\"'`]*\}})?(?=[^\s\"'`|;&<>/]*\.[\w${{(])"
            rf"|\b{word}\b\s*\+\s*[fr]?[\"'`]\.",
            arguments,
        ) or (
            re.search(r"%s\.|\{\d*\}\.", arguments)
            and re.search(rf"(?:%\s*\(?|\.format\()[^\n]*\b{word}\b", arguments)
        ):
            return secret
    return None


def _secret_name(secret: str) -> str:
    """How a message names what is carried."""
    return {
        "ENVIRONMENT": "the environment",
        "SHELL_HISTORY": "the shell history",
    }.get(secret, secret)


# A URL with a query string, which may carry ``$SECRET`` or ``{secret}`` values.
_URL_WITH_QUERY = re.compile(
    r"https?://([^/\s\"'`?#]+)[^\s\"'`?#]*\?(?P<query>(?:\$\([^)\n]{0,200}\)|[^\s\"'`#])+)"
)


def _secret_in_query(query: str, tainted: dict[str, str]) -> str | None:
    direct = ENV_READ.search(query)
    if direct:
        return direct.group(1)
    for name, secret in tainted.items():
        if re.search(rf"(?:\$\{{?|\{{){re.escape(name)}\b", query):
            return secret
    # a credential file read in place: ?k=$(base64 -w0 < ~/.npmrc)
    for substitution in re.finditer(r"\$\(([^)]*)\)", query):
        store = CRED_FILE.search(substitution.group(1))
        if store is not None and READS_FILE.search(substitution.group(1)):
            return store.group()
    return None


def _seeds(
    text: str, spans: list[tuple[int, int]], lines: list[tuple[int, str]], starts: list[int]
) -> dict[int, list[str]]:
    """Lines holding a secret source, found with one pass per pattern over each span."""
    seeds: dict[int, list[str]] = {}
    for match in _secret_reads(text, spans):
        seeds.setdefault(bisect_right(starts, match.start()) - 1, []).append(match.group(1))
    for start, end in spans:
        for match in ENV_DUMP.finditer(text, start, end):
            seeds.setdefault(bisect_right(starts, match.start()) - 1, []).append("ENVIRONMENT")
        for match in CRED_FILE.finditer(text, start, end):
            index = bisect_right(starts, match.start()) - 1
            if READS_FILE.search(lines[index][1]):
                seeds.setdefault(index, []).append("CREDENTIAL_FILE")
        if any(text.find(word, start, end) >= 0 for word in ("history", "fc ", "HISTFILE")):
            for match in HISTORY.finditer(text, start, end):
                index = bisect_right(starts, match.start()) - 1
                seeds.setdefault(index, []).append("SHELL_HISTORY")
    return seeds


def _source_spans(
    text: str, start: int, end: int, sources: Sequence[int] | None
) -> list[tuple[int, int]]:
    """Where to look for secrets in ``start``…``end``: the lines holding ``sources``
    (sorted positions just past a trigger word), or all of it."""
    if sources is None:
        return [(start, end)]
    spans: list[tuple[int, int]] = []
    for position in sources[bisect_right(sources, start) : bisect_right(sources, end)]:
        if spans and position - 1 < spans[-1][1]:
            continue  # on a line already taken
        line_start, line_end = _line_around(text, position - 1, start, end)
        if spans and line_start <= spans[-1][1] + 1:
            # The next line: one span, as a match may run from one line onto the next.
            spans[-1] = (spans[-1][0], line_end)
        else:
            spans.append((line_start, line_end))
    return spans


def _secret_reads(text: str, spans: list[tuple[int, int]]) -> Iterator[re.Match[str]]:
    for start, end in spans:
        yield from ENV_READ.finditer(text, start, end)


def _line_around(text: str, position: int, start: int, end: int) -> tuple[int, int]:
    """The line holding ``position``, within ``start``…``end``."""
    line_start = max(text.rfind("\n", start, position) + 1, start)
    line_end = text.find("\n", position, end)
    return line_start, end if line_end < 0 else line_end


def _url_variables(lines: list[tuple[int, str]]) -> dict[str, list[str]]:
    """Variables the unit assigns a written-out URL to, and the hosts in it."""
    found: dict[str, list[str]] = {}
    function = ""  # a function being read whose returns are written-out URLs
    for _offset, line in lines:
        defined = _FUNCTION.match(line)
        if defined is not None:
            function = defined.group(1)
        elif function and "://" in line and _RETURNS_URL.match(line):
            hosts = real_hosts(m.group(1) for m in URL_HOST.finditer(line))
            if hosts:
                found.setdefault(function, []).extend(hosts)  # (endpoint(key) + path)
        assigned = ASSIGN.match(line)
        if assigned is None:
            continue
        if "://" in line:
            hosts = real_hosts(m.group(1) for m in URL_HOST.finditer(line))
            if hosts:
                found[assigned.group(1)] = hosts
        elif _DECODES.search(line):
            # An address decoded at run time hides where the data goes.
            decoded = [decode_span(m.group(1), "base64") for m in _BASE64_LITERAL.finditer(line)]
            hosts = [m.group(1) for text in decoded if text for m in URL_HOST.finditer(text)]
            found[assigned.group(1)] = real_hosts(hosts) or ["an address decoded at run time"]
    return found


# A return whose value is a written-out URL (or a choice of them), not data holding one.
_RETURNS_URL = re.compile(r"\s*return\s+\(?\s*[fb]?[\"'`]https?://")
# A function's first line: def name(, function name(, async def name(
_FUNCTION = re.compile(r"\s*(?:async\s+)?(?:def|function)\s+([A-Za-z_$][\w$]*)\s*\(")
_DECODES = re.compile(r"b64decode|\batob\(|fromhex\(|base64\s+(?:-d|--decode)|codecs\.decode")
_BASE64_LITERAL = re.compile(r"[\"']([A-Za-z0-9+/=]{16,})[\"']")


def _variable_hosts(call: str, variables: dict[str, list[str]]) -> list[str]:
    """Hosts of the URL variables a call uses (``curl "$ENDPOINT"``, ``post(url)``)."""
    hosts: list[str] = []
    for name, assigned in variables.items():
        if re.search(rf"(?<![\w.]){re.escape(name)}\b", call):
            hosts += assigned
    return hosts


def _named_by_text(carried: str, hosts: list[str], text: str, start: int, end: int) -> str:
    """A secret whose name says nothing of whose it is (``TOKEN``), read in this text
    from a variable that does (``process.env.GITHUB_TOKEN``): judged by that name."""
    if not generic_secret(carried):
        return carried
    for host in hosts:
        for match in _VENDOR_SECRET.finditer(text, start, end):
            if host_risk(host, match.group()) is None:
                return match.group()
    return carried


def _configured_together(carried: str, text: str, start: int, end: int) -> bool:
    """Whether the secret's setting has a sibling naming where it goes, read in this
    text (``CARDDAV_PASSWORD`` with ``CARDDAV_URL``): the user set both, for one service."""
    prefix = re.match(r"([A-Z][A-Z0-9]*)_", _secret_name(carried).strip("`'\""))
    if prefix is None:
        return False
    sibling = (
        rf"\b{prefix.group(1)}_(?:[A-Z0-9]+_)*(?:URL|URI|HOST|ENDPOINT|SERVER|BASE_URL|ADDRESS)\b"
    )
    return re.search(sibling, text[start:end]) is not None


_VENDOR_SECRET = re.compile(r"\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|KEY|SECRET|PAT)\b")


def _judged(carried: str, hosts: list[str], start: int, end: int) -> Iterator[Hit]:
    """The EXF001 hit for ``carried`` going to ``hosts`` (none when all may have it)."""
    risks = [(risk, host) for host in hosts if (risk := host_risk(host, carried))]
    if hosts and not risks:
        return
    secret = _secret_name(carried)
    if risks:
        risk, host = min(risks, key=lambda item: item[0].rank)
        where = host if risk is Risk.CRITICAL else f"{host}, a host anyone can claim"
        # None: the rule's own risk.
        yield Hit(
            "EXF001",
            start,
            end,
            f"sends {secret} to {where}",
            None if risk is Risk.CRITICAL else risk,
        )
    elif not DESTINATION_NAME.search(secret):
        # Where it goes is configured at run time: worth a look, not an alarm. (A secret
        # that is itself an address, BUILD_WEBHOOK_URL, is where the request goes.)
        yield Hit("EXF001", start, end, f"sends {secret} to a host chosen at run time", Risk.MEDIUM)


def _propagate(
    text: str, lines: list[tuple[int, str]], starts: list[int], seeds: dict[int, list[str]]
) -> dict[str, str]:
    """Variables that end up holding a secret: assigned from a source, or from a
    variable that holds one (a key in an auth header taints nothing). Only lines with
    a source or a tainted name are read, in order."""
    tainted: dict[str, str] = {}
    if not seeds:
        return tainted
    end = lines[-1][0] + len(lines[-1][1])
    # The function being defined at each line: returning a secret taints its calls.
    defs = [
        (bisect_right(starts, m.start()) - 1, m.group(1))
        for m in DEFS.finditer(text, starts[0], end)
    ]
    def_lines = [line for line, _name in defs]
    seed_lines = sorted(seeds)
    names: re.Pattern[str] | None = None
    index = seed_lines[0]
    while True:
        line = lines[index][1]
        secrets = list(seeds.get(index, ()))
        if names is not None:
            secrets += [tainted[m.group()] for m in names.finditer(line) if m.group() in tainted]
        if secrets and not _HEADER.search(without_comment(line)):
            targets = assigned_names(lines, index)
            at = bisect_right(def_lines, index) - 1
            if at >= 0 and RETURN.match(line):
                targets.append(defs[at][1])
            grew = False
            for name in targets:
                if name not in tainted:
                    tainted[name] = secrets[0]
                    grew = True
            if grew:
                names = re.compile(r"\b(?:" + "|".join(map(re.escape, tainted)) + r")\b")
        # The next line with a source or a tainted name.
        later = bisect_right(seed_lines, index)
        following = seed_lines[later : later + 1]
        if names is not None and index + 1 < len(lines):
            found = names.search(text, starts[index + 1], end)
            if found is not None:
                following.append(bisect_right(starts, found.start()) - 1)
        if not following:
            return tainted
        index = min(following)


def credential_collection(
    text: str, start: int, end: int, sources: Sequence[int] | None = None
) -> Iterator[Hit]:
    """CRED002: three or more distinct secrets read in one unit, or two gathered into
    one structure. ``sources``: positions of possible secrets, when the caller knows
    them (only their lines are searched)."""
    found: dict[str, tuple[int, int]] = {}
    structured = 0
    for match in _secret_reads(text, _source_spans(text, start, end, sources)):
        name = match.group(1)
        line_start = max(text.rfind("\n", start, match.start()) + 1, start)
        if _HEADER.search(text, max(line_start, match.start() - 40), match.start()):
            continue  # a key put in its request's auth header is used, not collected
        line_end = text.find("\n", match.end(), end)
        hosts = real_hosts(
            m.group(1)
            for m in URL_HOST.finditer(text, line_start, end if line_end < 0 else line_end)
        )
        if hosts and all(host_risk(host, name) is None for host in hosts):
            continue  # paired with its own provider's API, as a router does
        if name not in found:
            found[name] = (match.start(), match.end())
        if _DICT_ENTRY.match(text, line_start):
            structured += 1
    if len(found) >= 3 or (len(found) >= 2 and structured >= 2):
        first = min(found.values())
        names = ", ".join(sorted(found)[:4])
        yield Hit("CRED002", first[0], first[1], f"collects {len(found)} secrets ({names})")


_DICT_ENTRY = re.compile(r"\s*[\"'][\w-]+[\"']\s*:")
