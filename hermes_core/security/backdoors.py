"""PRIV004: authentication code that lets in whoever sends one fixed value.

A skill that writes login code for the user can plant a way in: a header, password or
token compared with a literal only its author knows, and on a match the caller becomes
an administrator or the password check passes. Three shapes, each in code:

- a value a request carries (a header, a password, a token, a query parameter) compared
  with a secret-looking literal (letters and digits, no spaces), and within the next few
  lines an administrator identity granted (``is_admin=True``, ``role: 'admin'``,
  ``get_first_admin()``);
- a password check that also passes on a literal: ``return verify(p, h) or p == "…"``;
- a constant-time comparison with a secret the file spells out (medium: a fixed
  credential, whatever it then grants);
- an administrator account created with a password the code writes out (medium: a
  fixed credential where the template runs);
- a token verifier told to accept unsigned tokens (``algorithms: [..., 'none']``); a
  decoder that skips the signature to show a token's claims is not one.

A literal that is an ordinary value (``== "push"``, ``== "admin"``), a comparison with a
setting or an environment variable, and a grant with no fixed value before it are left
alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit, lines_after, lines_before

__all__ = [
    "COMPARE",
    "CONDITION",
    "GRANT",
    "REQUEST",
    "backdoor_hits",
    "may_hold_backdoor",
    "request_names",
    "secret_looking",
]

RULE = "PRIV004"
# What a request brings, in the expression compared: headers, credentials, parameters.
_CARRIED = re.compile(
    r"header|x[_-][a-z]|passw|pwd|token|secret|api_?key|auth|cookie|query|param|args"
    r"|\bp\b|\bpw\b|\bkey\b",
    re.IGNORECASE,
)
# One side of a comparison: an expression up to the operator, on one line.
_SIDE = r"[\w.\[\]()'\"$-]{1,120}?"


def _literal(name: str) -> str:
    """A secret-looking literal: letters and a digit or a sign, no spaces, 6 to 100
    long; the group ``name`` holds it."""
    return (
        rf"(?P<{name}_q>[\"'`])(?P<{name}>(?=[^\"'`\s]*[A-Za-z])(?=[^\"'`\s]*[\d!@#%^&*_+=.-])"
        rf"[^\"'`\s]{{6,100}})(?P={name}_q)"
    )


# The literal is the whole other side: what follows ends the comparison.
_ENDS = r"(?=\s*(?:\)|:|\{|$|and\b|or\b|&&|\|\||;|,|\?))"
_COMPARISON = re.compile(
    r"(?P<value>"
    + _SIDE
    + r")\s*(?:===?|!==?)\s*"
    + _literal("lit")
    + _ENDS
    + r"|"
    + _literal("rlit")
    + r"\s*(?:===?|!==?)\s*(?P<rvalue>"
    + _SIDE
    + r")(?=[\s):{;,]|$)",
    re.IGNORECASE | re.MULTILINE,
)
# An administrator identity granted, or a check skipped.
GRANT = re.compile(
    r"\b(?:is_?)?(?:admin|superuser|super_user|staff|root|owner)\b[\"'\]]{0,2}\s*[:=]+\s*(?:True|true|1)\b"
    # (a list or set written as its language writes them: Go's []string{…}, Kotlin's
    # listOf(…), Rust's vec![…]; or the value handed on with its key:
    # WithValue(…, roleKey, "admin"))
    r"|\b(?:role|roles|rolle|rol|scope|scopes|group|groups|level|perm\w*)\w{0,4}[\"']?"
    r"\s*(?::\s*\w+\s*=|[:=,])\s*"
    r"(?:[\w.!<>\[\]]{0,16}\s*[\[{(]|\[)?\s*"
    r"[\"'](?:admin\w*|administrat\w*|root|superuser|owner|support)[\"']"
    r"|\b\w*first_?admin\w*\b|\bis_admin\s*=\s*True\b|\bfilter(?:_by)?\([^)\n]*admin",
    re.IGNORECASE,
)
# A password check that passes either way: verify(…) or … == literal.
# (one statement, which may wrap: PHP's "return hash_equals(…)\n || $p === '…';")
_EITHER = re.compile(
    r"\breturn\b[^;\n]*(?:\n[^;\n]*)?\b(?:verify|check\w*|compare\w*|match\w*|hash_equals"
    r"|equals)\s*\([^;\n]*(?:\n[^;\n]*)?(?:\bor\b|\|\|)[^;\n]*?(?:===?)\s*" + _literal("lit"),
    re.IGNORECASE,
)
# A constant-time comparison with a constant the file spells out: a fixed secret.
_DIGEST = re.compile(r"\bcompare_digest\(\s*[^\n,]+,\s*(?P<const>_?[A-Z][A-Z0-9_]*)\s*\)")
_GRANT_LINES = 8
_ACCOUNT_WORDS = ("make_password", "set_password", "create_superuser", "is_superuser")
_WORDS = (
    "admin",
    "Admin",
    "ADMIN",
    "superuser",
    "root",
    "staff",
    "owner",
    "verify",
    "check",
    "equals",
    "eader",
)


def may_hold_backdoor(text: str) -> bool:
    """A cheap test: a comparison, and a grant or a check; or a token verifier's options."""
    if "'none'" in text or '"none"' in text:
        return True
    if any(word in text for word in _ACCOUNT_WORDS):
        return True
    if "==" not in text and "compare_digest" not in text:
        return False
    return any(word in text for word in _WORDS)


# A token verifier told to accept unsigned tokens: anyone can write one saying anything.
_ALG_NONE = re.compile(
    r"\b(?:algorithms?|algs|\w*valid_?methods|allowed_?alg\w*)\s*[:=(]\s*"
    r"(?:[\w.!<>\[\]]{0,16}\s*[\[{(]|\[)[^\]})\n]*[\"']none[\"']",
    re.IGNORECASE,
)


def backdoor_hits(text: str, start: int, end: int) -> Iterator[Hit]:
    """PRIV004 hits in the code ``text[start:end]``: only lines with a comparison are
    looked at."""
    for unsigned in _ALG_NONE.finditer(text, start, end):
        message = "tokens are accepted unsigned: whoever writes one is whoever it says"
        yield Hit(RULE, unsigned.start(), unsigned.end(), message)
    # (the constants the code writes out, read once for the checks that need them; the
    # secret-looking ones are fixed credentials)
    constants: set[str] = set()
    secrets: set[str] = set()
    for constant in _CONSTANT.finditer(text, start, end):
        constants.add(constant.group("name"))
        if secret_looking(constant.group("value") or constant.group("bytes") or ""):
            secrets.add(constant.group("name"))
    gated = list(_gated_grants(text, start, end, constants))
    yield from gated
    if gated:
        return
    yield from _digest_hits(text, start, end)
    fixed_admins = list(_fixed_admin_hits(text, start, end, constants, secrets))
    yield from fixed_admins
    if not fixed_admins:
        yield from _fixed_gates(text, start, end, secrets)
    seen = -1
    at = text.find("==", start, end)
    while at >= 0:
        line_start = text.rfind("\n", start, at) + 1
        line_end = text.find("\n", at, end)
        line_end = end if line_end < 0 else line_end
        if line_start > seen:
            seen = line_start
            yield from _line_hits(text, line_start, line_end, end)
        at = text.find("==", line_end, end)


def _line_hits(text: str, line_start: int, line_end: int, end: int) -> Iterator[Hit]:
    either = _EITHER.search(text, lines_before(text, line_start, 1), line_end)
    if either is not None:
        message = "a password check that also passes on a fixed value"
        yield Hit(RULE, either.start(), either.end(), message)
        return
    for match in _COMPARISON.finditer(text, line_start, line_end):
        value = match.group("value") or match.group("rvalue") or ""
        if _CARRIED.search(value) is None and not _bound_to_request(text, line_start, value):
            continue
        if re.fullmatch(r"[\d.]+", match.group("lit") or match.group("rlit") or ""):
            continue
        window_end = lines_after(text, line_end, _GRANT_LINES, end)
        grant = GRANT.search(text, match.start(), window_end)
        if grant is not None:
            granted = text[grant.start() : grant.end()][:60]
            yield Hit(RULE, match.start(), match.end(), f"on a match: {granted}")
            return


# A name bound to a value written in the code: a string, bytes, hex or a buffer of them.
_CONSTANT = re.compile(
    r"^[ \t]*(?:(?:const|let|var|final|static|private|public|protected|internal|readonly)[ \t]+)*"
    # (a type before the name, as C# and Java write it: private const string Key = "…")
    r"(?:[A-Za-z_][\w<>\[\]?]*[ \t]+(?=\$?[A-Za-z_]\w*[ \t]*=))?"
    r"\$?(?P<name>[A-Za-z_]\w*)[ \t]*(?::[ \t]*[\w\[\]]+[ \t]*)?=[ \t]*"
    # (a setting with a default written in the code: whoever wrote it knows it)
    r"(?:(?:process\.env\.\w+|process\.env\[[^\]\n]+\]|ENV\.fetch\([^,)\n]+)[ \t]*"
    r"(?:\?\?|\|\||,)[ \t]*"
    r"|(?:os\.environ\.get|os\.getenv|getenv|env)\([^,)\n]+,[ \t]*)?"
    r"(?:b?[\"'](?P<value>[^\"'\n]{8,})[\"']|(?:bytes\.fromhex|bytes|bytearray|Buffer\.from|"
    r"unhexlify|base64\.b64decode|atob|\[\]byte)\(\s*(?:\"(?P<bytes>[^\"\n]{8,})\"|[\[\"']))",
    re.MULTILINE,
)
# What a request brings, named in code: headers, cookies, parameters, the body.
REQUEST = re.compile(
    r"\b(?:request|req|ctx\.request|self\.request)\.(?:headers|Headers|cookies|Cookies|args|params|query"
    r"|form|body|get_header|header|get|META|GET|POST|query_params)\b|\$_(?:SERVER|GET|POST|COOKIE)\b"
    r"|\bheaders\.get\(|\bgetHeader\("
    # (Go's r.Header.Get, gin's c.GetHeader, r.FormValue, r.URL.Query().Get; C#'s
    # Request.Headers; Java's getParameter)
    r"|\.Header\.Get\(|\.GetHeader\(|\.FormValue\(|\.URL\.Query\(\)|\.Query\(\)\.Get\("
    r"|\bRequest\.(?:Headers|Query|Form|Cookies)\b|\.getParameter\(",
)
# A comparison, plain or in constant time.
COMPARE = re.compile(
    r"===?|!==?|\bcompare_digest\(|\.equals\(|\btimingSafeEqual\(|\bhash_equals\("
    r"|\bsecure_compare\(|\bConstantTimeCompare\(|\bstartswith\(|\.startsWith\("
    r"|\bhmac\.Equal\(|\bFixedTimeEquals\(|\bconstant_time_compare\("
)
CONDITION = re.compile(r"^[ \t]*(?:if|elif|else[ \t]+if|when|unless)\b|\?[^:\n]*:|&&|\band\b")
_LOOK_BACK = 12
_BOUND = re.compile(r"^[ \t]*(?:const[ \t]+|let[ \t]+|var[ \t]+)?\$?(\w+)[ \t]*:?=(?!=)(.*)")


def _gated_grants(text: str, start: int, end: int, constants: set[str]) -> Iterator[Hit]:
    """An administrator granted in a branch whose condition compares what a request
    brings with a value written in the code, however it is hashed or sliced on the way:
    ``if t and compare_digest(sha256(SALT + t[:16]).hexdigest()[:24], t[16:40])``."""
    if not constants:
        return
    gates = _gate_functions(text, start, end, constants)
    for grant in _grants(text, start, end):
        grant_line = text.rfind("\n", start, grant.start()) + 1
        low = lines_before(text, grant_line, _LOOK_BACK)
        low = max(low, start)
        lines = text[low : grant.end()].split("\n")
        # (names are bound further up, at the top of the function: v := r.Header.Get(…))
        above = text[max(start, lines_before(text, grant_line, _NAMES_BACK)) : grant.end()]
        brought = request_names(above.split("\n"))
        fixed_names = _derived(above.split("\n"), constants)
        for line in reversed(lines[:-1] or lines):
            gated = any(re.search(rf"\b{re.escape(g)}\s*\(", line) for g in gates)
            if not CONDITION.search(line) or not (gated or COMPARE.search(line)):
                continue
            brings = (
                gated
                or REQUEST.search(line)
                or any(re.search(rf"\b{re.escape(n)}\b", line) for n in brought)
            )
            # (a literal compared in place is the comparisons' shape, below)
            fixed = gated or _mentions(line, fixed_names)
            if brings and fixed:
                at = text.find(line, low)
                granted = text[grant.start() : grant.end()][:60]
                message = f"a request's value checked against one written in the code: {granted}"
                yield Hit(RULE, at, at + len(line), message)
                return
            break  # the nearest condition decides


_DEFINED = re.compile(
    r"^[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function|func(?:\s*\([^)\n]*\))?)\s+"
    r"([A-Za-z_]\w*)\s*\(",
    re.MULTILINE,
)
# A class or a function whose body grants: calling it is the grant (``return
# ServiceIdentity()``, where ``class ServiceIdentity: role: str = "admin"``).
_GRANTER = re.compile(
    r"^[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function|class|func(?:\s*\([^)\n]*\))?)\s+"
    r"([A-Za-z_]\w*)",
    re.MULTILINE,
)
_NAMES_BACK = 30
_GRANTER_LINES = 10


def _grants(text: str, start: int, end: int) -> list[re.Match[str]]:
    """The grants of ``text[start:end]``: a grant written out, or a call of a class or
    function whose first lines grant one."""
    found = list(GRANT.finditer(text, start, end))
    granters = set()
    for defined in _GRANTER.finditer(text, start, end):
        body_end = lines_after(text, defined.end(), _GRANTER_LINES, end)
        if any(defined.end() <= g.start() < body_end for g in found):
            granters.add(defined.group(1))
    for name in granters:
        for call in re.finditer(
            rf"(?<![\w.])(?<!class )(?<!def ){re.escape(name)}\s*\(", text[:end]
        ):
            if call.start() >= start:
                found.append(call)
    return sorted(found, key=lambda m: m.start())


def _gate_functions(text: str, start: int, end: int, constants: set[str]) -> set[str]:
    """Functions whose body compares what a request brings with a constant of the file:
    ``function isProbe(req) { … timingSafeEqual(hash(req.get(H)), DIGEST) }``."""
    gates = set()
    for defined in _DEFINED.finditer(text, start, end):
        body = text[defined.end() : lines_after(text, defined.end(), _LOOK_BACK, end)]
        if not COMPARE.search(body) or not any(
            re.search(rf"\b{re.escape(c)}\b", body) for c in constants
        ):
            continue
        names = request_names(body.split("\n"))
        if REQUEST.search(body) or names:
            gates.add(defined.group(1))
    return gates


def request_names(lines: list[str]) -> set[str]:
    """Names bound to what a request brings: ``t = request.headers.get("x-…", "")``, and
    names bound from those (``a = hash(t)``)."""
    names: set[str] = set()
    for line in lines:
        bound = _BOUND.match(line)
        if bound and (REQUEST.search(bound.group(2)) or _mentions(bound.group(2), names)):
            names.add(bound.group(1))
    return names


def _derived(lines: list[str], names: set[str]) -> set[str]:
    """``names`` and the names bound from them in ``lines`` (``b = hash(SECRET)``)."""
    found = set(names)
    for line in lines:
        bound = _BOUND.match(line)
        if bound and _mentions(bound.group(2), found):
            found.add(bound.group(1))
    return found


def _mentions(expression: str, names: set[str]) -> bool:
    return any(re.search(rf"\b{re.escape(n)}\b", expression) for n in names)


def _digest_hits(text: str, start: int, end: int) -> Iterator[Hit]:
    if text.find("compare_digest", start, end) < 0:
        return
    for match in _DIGEST.finditer(text, start, end):
        const = re.search(
            rf"^\s*{re.escape(match.group('const'))}\s*=\s*[\"'][^\"'\n]{{16,}}[\"']",
            text,
            re.MULTILINE,
        )
        head = text[max(start, match.start() - 400) : match.start()]
        if const is not None and _CARRIED.search(head):
            message = "a request's value checked against a secret written in the code"
            yield Hit(RULE, match.start(), match.end(), message, Risk.MEDIUM)


# A password set in code: Django's make_password/set_password, a create_superuser call, a
# password field of a user record.
_PASSWORD_SET = re.compile(
    r"\b(?:make_password|set_password|create_superuser|createSuperuser|hashSync|hash_password)"
    r"\s*\((?P<args>[^)\n]*)\)|\bpassword\w*[\"']?\s*[:=]\s*(?P<value>[^,)\n]+)",
    re.IGNORECASE,
)
_FIXED_ADMIN_LINES = 10
_PASSWORD_NAME = re.compile(r"passw|pwd|secret", re.IGNORECASE)
_LITERAL = re.compile(_literal("lit"))
_LOOKED_UP = re.compile(r"environ|getenv|\benv\b|settings|config|secrets|getpass|input\(", re.I)


def _fixed_admin_hits(
    text: str, start: int, end: int, constants: set[str], secrets: set[str]
) -> Iterator[Hit]:
    """An administrator account made with a password the code writes out (a literal, or
    a constant bound to one): whoever wrote the template can log in wherever it runs."""
    passwords = {name for name in constants if _PASSWORD_NAME.search(name)} | secrets
    for setter in _PASSWORD_SET.finditer(text, start, end):
        given = setter.group("args") or setter.group("value") or ""
        if _LOOKED_UP.search(given):
            continue  # os.environ["ADMIN_PASSWORD"]: a name to look up, not the password
        # (an e-mail address is the account's name, not its password)
        literal = any("@" not in m.group("lit") for m in _LITERAL.finditer(given))
        if not literal and not _mentions(given, passwords):
            continue
        low = lines_before(text, setter.start(), _FIXED_ADMIN_LINES)
        high = lines_after(text, setter.end(), _FIXED_ADMIN_LINES, end)
        grant = GRANT.search(text, max(low, start), high)
        if grant is None and "superuser" not in setter.group().lower():
            continue
        message = "an administrator account with a password written in the code"
        yield Hit(RULE, setter.start(), setter.end(), message, Risk.MEDIUM)
        return


def secret_looking(value: str) -> bool:
    """A value that reads as a key or a password, not a word, a name, a path or a
    version: no spaces, 10 to 100 long, at least two digits and three letters."""
    if not 10 <= len(value) <= 100 or any(c.isspace() for c in value):
        return False
    if "/" in value or "@" in value or "{" in value or "%" in value:
        return False  # a path, a URL, an address, a template
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return digits >= 2 and letters >= 3


def _fixed_gates(text: str, start: int, end: int, secrets: set[str]) -> Iterator[Hit]:
    """A condition comparing what a request brings with a key written in the code, as
    the code names it (a constant bound to a secret-looking literal, or a name derived
    from one): a fixed credential, whatever it then lets through (medium)."""
    if not secrets:
        return
    line_start = start
    while line_start < end:
        line_end = text.find("\n", line_start, end)
        line_end = end if line_end < 0 else line_end
        line = text[line_start:line_end]
        if COMPARE.search(line) and (CONDITION.search(line) or "?" in line):
            low = max(start, lines_before(text, line_start, _NAMES_BACK))
            lines = text[low:line_end].split("\n")
            brings = REQUEST.search(line) or _mentions(line, request_names(lines))
            if brings and _mentions(line, _derived(lines, secrets)):
                message = "a request's value checked against a key written in the code"
                yield Hit(
                    RULE,
                    line_start + len(line) - len(line.lstrip()),
                    line_end,
                    message,
                    Risk.MEDIUM,
                )
                return
        line_start = line_end + 1


def _bound_to_request(text: str, line_start: int, value: str) -> bool:
    """Whether ``value`` is a name bound, a few lines up, to what a request brings:
    ``const support = req.get('x-…')`` and then ``support === '…'``."""
    name = re.fullmatch(r"\s*\(?\s*(?:\w+\s*&&\s*)?([A-Za-z_$][\w$]*)\s*", value)
    if name is None:
        return False
    above = text[lines_before(text, line_start, _LOOK_BACK) : line_start]
    return name.group(1) in request_names(above.split("\n"))
