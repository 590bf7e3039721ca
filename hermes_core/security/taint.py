"""Data followed through variables in code, so a source and a sink far apart still meet.

``FILES = ['.env', …]`` on line 9, ``envs[f] = parse(readFileSync(p))`` in a loop over
them, ``body: JSON.stringify({envs})`` thirty lines on: the credential store and the
send never share a paragraph, so no behaviour sees them together. Semgrep's taint mode
is the model: **sources** are the facts that name sensitive data (a credential store,
the whole environment, the conversation; a secret's name has its own flow check,
EXF001); **propagators** are
assignments, loops over a value, ``with … as`` and function returns (a variable, or a
function whose ``return`` carries tainted data, is tainted); a **sink** is a fact that
sends (a request body, a network client, a DNS lookup). Where a tainted name appears in
a sink's call, the source's fact is added there, so every behaviour that needs the
source next to the sink sees it, with the variable's name as its text.

Lexical, not a parser: names are words and scopes are ignored, but the order is kept
(a name bound again to something clean is clean from there on). Only scripts are
followed: a Markdown example block stands alone. Names of addresses and settings
(``BASE_URL``, ``API_HOST``) carry no data, and an environment handed to a child
(``env=env``) is not sent. It can only add evidence; it never removes a fact.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

from hermes_core.security.lexicon import Kind, secret_name

if TYPE_CHECKING:
    from hermes_core.security.facts import Fact, Facts

__all__ = ["decoding_functions", "propagate", "statement_around"]

_SOURCES = (Kind.STORE, Kind.ENV_DUMP, Kind.PRIVATE)
_SINKS = (Kind.SEND, Kind.DNS, Kind.NET)
# A copy of the environment is made to hand to a child process, not to send.
_CHILD_ENV = (".copy()", ".Clone()")
# What stands left of an assignment's ``=``: ``name``, ``const name``, ``name[key]``,
# ``self.name``, ``$name`` (PowerShell), ``local name`` (and ``name :=``, ``name +=``).
_TARGET = re.compile(
    r"(?:^|[\s;{(),])(?:(?:const|let|var|local|export|readonly|my|our)\s+)?(?:self\.|this\.)?"
    r"\$?(?P<name>[^\W\d]\w*)(?:\[[^\]\n]*\])?[ \t]*[:+]?\Z",
    re.MULTILINE,
)
# ``for x in Y``, ``for (const x of Y)``, ``foreach ($x in $Y)``, ``with open(Y) as x``.
_BIND = re.compile(
    r"\bfor(?:each)?\s*\(?\s*(?:(?:const|let|var)\s+)?\$?(?P<name>[^\W\d]\w*)\s+(?:in|of)\s+"
    r"(?P<value>[^\n]*)|\bwith\s+(?P<value2>[^\n]*?)\s+as\s+(?P<name2>[^\W\d]\w*)",
)
# A function's name, where its body starts: def f(, function f(, f() {, const f = (…) =>.
_FUNCTION = re.compile(
    r"^[ \t]*(?:async\s+)?(?:def|function)\s+(?P<name>[^\W\d]\w*)\s*\((?P<params>[^)\n]*)"
    r"|^[ \t]*(?:const|let|var)\s+(?P<arrow>[^\W\d]\w*)\s*=\s*(?:async\s*)?"
    r"\((?P<arrow_params>[^)\n]*)\)\s*=>"
    r"|^[ \t]*(?P<shell>[A-Za-z_][\w-]*)\s*\(\)\s*\{",
    re.MULTILINE,
)
_PARAM = re.compile(r"^[\s*.$]*(?P<name>[^\W\d]\w*)")
# ``parts.append(value)``, ``out.push(…)``, ``seen.update(…)``: the container holds it.
_MUTATE = re.compile(
    r"\b(?P<name>[^\W\d]\w*)\.(?:append|push|extend|update|add|insert|unshift|write|concat"
    r"|set)\((?P<value>[^\n]*)"
)
# (a shell's output may follow a test: ``[ -r "$f" ] && printf '%s\n' "$f"``)
_RETURN = re.compile(
    r"(?:^|&&|\|\||;|\bthen\b|\bdo\b)[ \t]*(?:return|echo|print|printf|Write-Output)\b"
    r"(?P<value>[^\n]*)",
    re.M,
)
_WORD = re.compile(r"[^\W\d]\w*")
_MAX_TEXT = 200_000  # characters of code followed; beyond that, facts as found
_BEFORE_LINES, _AFTER_LINES = 2, 4  # the lines of a call around its sink
_PASSES = 2  # a function defined before the value it returns is known
_SAME_LINE = 400  # a binding this far before the value read is a function's, not a line's


def propagate(facts: Facts) -> None:
    """Add, at each sink that names tainted data, the fact of the data's source."""
    text = facts.text
    if len(text) > _MAX_TEXT:
        return
    _inline_helpers(facts)
    sources = [
        f
        for kind in _SOURCES
        for f in facts.of(kind)
        if facts.in_code(f.start) and not text.endswith(_CHILD_ENV, 0, f.end)
    ]
    sinks = [f for kind in _SINKS for f in facts.of(kind) if facts.in_code(f.start)]
    if not sources or not sinks:
        return
    bindings = _bindings(facts, sources)
    if not bindings:
        return
    added: set[tuple[Kind, int]] = set()
    spans = [statement_around(text, sink.start) for sink in sinks]
    handle_calls = _handle_calls(text, spans)
    for _, _, call in handle_calls:  # req.end(body): a send of its own
        facts.add(Kind.SEND, call.start(), call.end(), "sends through a request made above")
    spans += [(start, end) for start, end, _ in handle_calls]
    for start, end in spans:
        for word in _WORD.finditer(text, start, end):
            origin = _state(bindings, word.group(), word.start())
            if origin is None or (origin.kind, word.start()) in added:
                continue
            if _read_here(text, start, word) is False:
                continue
            added.add((origin.kind, word.start()))
            if secret_name(word.group()):  # GITHUB_TOKEN: a secret, whose host may be its own
                facts.add(Kind.SECRET, word.start(), word.end(), word.group())
            elif origin.kind is Kind.STORE and (key := one_key_read(text, origin)):
                # one named setting read from a .env file, not the file: that secret
                facts.add(Kind.SECRET, word.start(), word.end(), key)
            else:
                facts.add(origin.kind, word.start(), word.end(), origin.detail)


# What a helper function does that its caller is then said to do, where it calls it: a
# script that encodes, decodes or looks names up in a small function of its own. (Not its
# sends and network calls: a request helper called everywhere would tie every read of a
# setting to a send.)
_INLINED = (Kind.ENCODE, Kind.CODE_DECODE, Kind.DNS)


def _inline_helpers(facts: Facts) -> None:
    """Add, at each call of a function the script defines, the facts of its body that
    :data:`_INLINED` lists (its body: to the next function defined)."""
    text = facts.text
    defined = [m for m in _FUNCTION.finditer(text) if m.group("name") or m.group("arrow")]
    if len(defined) < 2:
        return
    inherited = [f for kind in _INLINED for f in facts.of(kind) if facts.in_code(f.start)]
    if not inherited:
        return
    for index, match in enumerate(defined):
        name = match.group("name") or match.group("arrow")
        body_end = defined[index + 1].start() if index + 1 < len(defined) else len(text)
        body = [f for f in inherited if match.end() <= f.start < body_end]
        if not body:
            continue
        for call in re.finditer(rf"(?<![\w.]){re.escape(name)}\s*\(", text):
            if match.start() <= call.start() < body_end:
                continue  # the definition itself, or a call from inside the body
            for fact in body:
                # (the body's own detail, said of the call: "decodes characters or bytes")
                detail = f"{fact.detail}, in {name}()" if fact.detail else ""
                facts.add(fact.kind, call.start(), call.end() - 1, detail)


def _read_here(text: str, start: int, word: re.Match[str]) -> bool:
    """Whether ``word`` is a value read, not a name being bound (``data=…``, a key
    ``body: …``) nor an environment handed to a child (``env=env``)."""
    after = text[word.end() : word.end() + 3].lstrip(" \t")
    if after[:1] in ("=", ":") and after[:2] not in ("==", "::", ":="):
        return False
    before = text[word.start() - 1 : word.start()] if word.start() else ""
    if before in ("'", '"') and after[:1] == before:
        return False  # a string: "message", a key or a word, not the variable
    return _PASSED_ON.search(text, max(start, word.start() - 8), word.start()) is None


def _handle_calls(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int, re.Match[str]]]:
    """The statements that send through a handle a sink's statement made: ``req =
    https.request(…)`` then ``req.end(body)``, ``sock.send(data)``."""
    handles = set()
    for start, end in spans:
        for match in _HANDLE.finditer(text, start, end):
            handles.add(match.group("name"))
    found = []
    for name in handles:
        for match in re.finditer(rf"\b{re.escape(name)}\.(?:write|end|send\w*|emit)\(", text):
            found.append((*statement_around(text, match.start()), match))
    return found


# A name bound to what a sink's statement makes: ``const req = https.request(…``.
_HANDLE = re.compile(r"(?:^|[\s;{(])(?:(?:const|let|var)\s+)?(?P<name>[^\W\d]\w*)\s*=(?!=)", re.M)


# A name's bindings in text order: (where it is bound, the source its value comes from,
# or None when it is bound to something else).
_Bindings = dict[str, list[tuple[int, "Fact | None"]]]
_PASSED_ON = re.compile(r"\benv\s*[=:]\s*\Z")
# Names of addresses and settings read from a file, not of the data in it.
_ADDRESS_NAME = re.compile(r"(?:url|uri|host|hostname|port|endpoint|server|origin)s?$", re.I)


def _state(bindings: _Bindings, name: str, offset: int) -> Fact | None:
    """The source of ``name``'s value at ``offset``: its last binding before it."""
    found = bindings.get(name)
    if not found:
        return None
    index = bisect_left(found, (offset,)) - 1
    return found[index][1] if index >= 0 else None


def _bindings(facts: Facts, sources: list[Fact]) -> _Bindings:
    """Every binding of a name to a value, and whether the value is tainted: followed
    in text order, so a name bound again to something else is clean from there on."""
    text = facts.text
    starts = sorted(sources, key=lambda f: f.start)
    defined = list(_FUNCTION.finditer(text))
    functions = [
        (m.start(), m.group("name") or m.group("arrow") or m.group("shell")) for m in defined
    ]
    # (where the value is read, the name, the value's span, where the name is bound)
    events: list[tuple[int, str, int, int, int]] = []
    for name, bound_at, start, end in _assignments(text):
        if not _ADDRESS_NAME.search(name):  # not where something is: BASE_URL, CONFIG_DIR
            events.append((start, name, start, end, bound_at))
    for match in _BIND.finditer(text):
        value = "value" if match.group("name") else "value2"
        name = match.group("name") or match.group("name2")
        start = match.start(value)
        events.append((start, name, start, match.end(value), match.start()))
    events += _parameters(text, defined)
    for match in _MUTATE.finditer(text):
        start = match.start("value")
        events.append((start, match.group("name"), start, match.end("value"), match.start()))
    for match in _RETURN.finditer(text):
        owner = _owner(functions, match.start())
        if owner is not None:
            start = match.start("value")
            events.append((start, owner[1], start, match.end("value"), owner[0]))
    events = [e for e in events if facts.in_code(e[0])]
    events.sort()
    bindings: _Bindings = {}

    source_starts = [f.start for f in starts]

    def origin_in(start: int, end: int) -> Fact | None:
        index = bisect_left(source_starts, start)
        if index < len(starts) and starts[index].start < end:
            return starts[index]
        for word in _WORD.finditer(text, start, end):
            found = _state(bindings, word.group(), word.start())
            if found is not None and _read_here(text, start, word):
                return found
        return None

    for _ in range(_PASSES):
        changed = False  # a second pass only for a function tainted after its first call
        for read_at, name, start, end, bound_at in events:
            # a server's answer is new data, not the key that authenticated the request
            origin = None if _RESPONSE.match(text, start, end) else origin_in(start, end)
            found = bindings.setdefault(name, [])
            index = bisect_left(found, (bound_at,))
            if index < len(found) and found[index][0] == bound_at:
                if origin is not None and found[index][1] is None:
                    found[index] = (bound_at, origin)
                    changed = True
                continue
            found.insert(index, (bound_at, origin))
            changed = changed or (origin is not None and bound_at < read_at - _SAME_LINE)
        if not changed:
            break
    return {name: found for name, found in bindings.items() if any(o for _, o in found)}


def statement_around(text: str, offset: int) -> tuple[int, int]:
    """The statement a sink at ``offset`` is in: its line, the lines before it that it
    continues (they end in an opening bracket or a comma) and the lines after it while
    its brackets are open."""
    start = text.rfind("\n", 0, offset) + 1
    for _ in range(_BEFORE_LINES):
        if start == 0:
            break
        previous = text.rfind("\n", 0, start - 1) + 1
        if not text[previous : start - 1].rstrip().endswith(_CONTINUED):
            break
        start = previous
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    for _ in range(_AFTER_LINES):
        if end >= len(text) or _depth(text, start, end) <= 0:
            break
        following = text.find("\n", end + 1)
        end = len(text) if following < 0 else following
    return start, end


# What ends a line the statement goes on from: an open bracket, a comma, a shell pipe,
# a line continuation, an and-then.
_CONTINUED = ("(", "{", "[", ",", "|", "\\", "&&")


def _depth(text: str, start: int, end: int) -> int:
    """Brackets opened and not closed in ``text[start:end]``."""
    piece = text[start:end]
    return sum(piece.count(c) for c in "([{") - sum(piece.count(c) for c in ")]}")


def one_key_read(text: str, source: Fact) -> str:
    """The secret-named setting the lines reading a ``.env`` file pick out
    (``line.startswith("STRIPE_SECRET_KEY=")``), or "" when they read it all."""
    if not text.startswith(".env", source.start):
        return ""
    end = source.end
    for _ in range(4):  # that line and the three after it
        next_end = text.find("\n", end + 1)
        end = len(text) if next_end < 0 else next_end
    keys = {m.group(1) for m in _KEY_PREFIX.finditer(text, source.start, end)}
    if len(keys) == 1 and secret_name(key := keys.pop()):
        return key
    return ""


_KEY_PREFIX = re.compile(r"[\"']([A-Z][A-Z0-9_]{2,})=[\"']")


# A value that is the answer of a request: ``requests.get(…)``, ``await fetch(…)``.
# (an HTTP verb's answer only: ``client.get_secret_value(…)`` is a secret read)
_RESPONSE = re.compile(
    r"[ \t]*(?:await\s+)?(?:(?:requests|httpx|session|client|axios)\."
    r"(?:get|post|put|patch|delete|head|request)|(?:urllib\.request\.)?urlopen|fetch)\("
)


def _parameters(text: str, defined: list[re.Match[str]]) -> list[tuple[int, str, int, int, int]]:
    """A function's parameters bound to the arguments of each call to it (any tainted
    argument taints every parameter: positions are not matched), and clean again where
    the next function starts."""
    events = []
    for index, match in enumerate(defined):
        name = match.group("name") or match.group("arrow")
        params = match.group("params") or match.group("arrow_params") or ""
        names = [m.group("name") for p in params.split(",") if (m := _PARAM.match(p))]
        if not name or not names:
            continue
        for call in re.finditer(rf"\b{re.escape(name)}\s*\((?P<args>[^\n]*)", text):
            if match.start() <= call.start() <= match.end():
                continue  # the definition itself
            args = (call.start("args"), call.end("args"))
            events += [(args[0], param, *args, match.start()) for param in names]
        if index + 1 < len(defined):
            after = defined[index + 1].start()
            events += [(after, param, after, after, after) for param in names]
    return events


def _assignments(text: str) -> list[tuple[str, int, int, int]]:
    """``(name, where it starts, value start, value end)`` of each assignment: found
    from its ``=`` (one search of the line's left part), not by trying every line."""
    found = []
    at = text.find("=")
    while at >= 0:
        after = text[at + 1 : at + 2]
        before = text[at - 1 : at] if at else ""
        if after not in ("=", ">") and before not in ("=", "!", "<", ">"):
            line_start = text.rfind("\n", 0, at) + 1
            target = _TARGET.search(text, line_start, at)
            if target is not None:
                line_end = text.find("\n", at)
                end = len(text) if line_end < 0 else line_end
                found.append((target.group("name"), target.start("name"), at + 1, end))
        at = text.find("=", at + 1)
    return found


def _owner(functions: list[tuple[int, str]], offset: int) -> tuple[int, str] | None:
    """The function whose definition most closely precedes ``offset``."""
    owner = None
    for start, name in functions:
        if start > offset:
            break
        owner = (start, name)
    return owner


def decoding_functions(text: str, offsets: list[int]) -> set[str]:
    """The names of the functions whose bodies hold one of ``offsets`` (a decoding step):
    calling one decodes."""
    defined = [
        (m.start(), m.group("name") or m.group("arrow") or m.group("shell"))
        for m in _FUNCTION.finditer(text)
    ]
    names = set()
    for offset in offsets:
        owner = _owner(defined, offset)
        if owner is not None:
            names.add(owner[1])
    return names
