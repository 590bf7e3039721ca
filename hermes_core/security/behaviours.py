"""Behaviours: facts that together do harm, found in one scope.

Each behaviour is data a reviewer can read (:data:`BEHAVIOURS`): the facts it needs
(each an any-of set of kinds), the scope they must share, what makes it worse, and the
risk. A few needs are not a kind but a *relation* between facts, named in ``relations``
and defined below (a concealment is "don't" + "tell" + "the user" close together; a
host is foreign when nothing in the skill or the secret's name says it belongs there).

A behaviour's finding points at its last piece of evidence and its message lists the
chain, each fact with its line, so a person can see why.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.findings import Category, Risk
from hermes_core.security.hits import Hit
from hermes_core.security.hosts import named_after, registrable_label
from hermes_core.security.lexicon import Kind

__all__ = ["BEHAVIOURS", "Behaviour", "Scope", "behaviour_hits"]

K = Kind
EXF, EXE, OBF = Category.EXFILTRATION, Category.EXECUTION, Category.OBFUSCATION
PI, PER, CRED = Category.PROMPT_INJECTION, Category.PERSISTENCE, Category.CREDENTIAL_EXPOSURE


class Scope(StrEnum):
    """Where the facts of a behaviour must sit together."""

    UNIT = "unit"  # one paragraph, list item or code block
    SECTION = "section"  # one heading's section (a script is one)
    FILE = "file"


@dataclass(frozen=True, slots=True)
class Behaviour:
    """``needs``: each entry is satisfied by a fact of any of its kinds (or, for a name
    in ``relations``, by that relation holding). With ``worse`` present too, the risk is
    ``worse_risk``; with ``only_worse``, the behaviour counts only then."""

    rule: str
    category: Category
    what: str
    scope: Scope
    needs: tuple[frozenset[Kind], ...]
    risk: Risk
    relations: tuple[str, ...] = ()
    worse: tuple[frozenset[Kind], ...] = ()
    worse_relations: tuple[str, ...] = ()
    worse_risk: Risk = Risk.HIGH
    only_worse: bool = False
    within: int = 0  # characters: when set, the needed facts must all fit in a span this long
    unless: frozenset[Kind] = frozenset()  # a fact of these kinds near the evidence clears it
    prose: bool = False  # only facts in prose count (an order given in words, not code)


def _any(*kinds: Kind) -> frozenset[Kind]:
    return frozenset(kinds)


_SOURCE = _any(K.STORE, K.ENV_DUMP)
_HIDDEN_KINDS = _any(
    K.RUN, K.FETCH, K.SEND, K.SECRET, K.STORE, K.AUTHORITY, K.ELEVATE, K.DESTROY, K.PERSIST,
    K.AGENT, K.AGENT_FILE, K.STEALTH,
)
_SENSITIVE_ACT = _any(K.SEND, K.FETCH, K.STORE, K.ENV_DUMP, K.PERSIST, K.ELEVATE, K.DESTROY)

BEHAVIOURS: tuple[Behaviour, ...] = (
    Behaviour(
        "BEH001", EXF, "credentials sent off the machine",
        Scope.SECTION, (_any(K.STORE), _any(K.SEND), _any(K.NET, K.DEST)), Risk.HIGH,
        within=1600, relations=("store-is-sent",),
        worse=(_any(K.STEALTH),), worse_relations=("concealment",), worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH017", EXF, "the whole environment sent off the machine", Scope.SECTION,
        (_any(K.ENV_DUMP), _any(K.SEND), _any(K.NET, K.DEST)), Risk.HIGH, within=300,
        worse=(_any(K.STEALTH),), worse_relations=("concealment",), worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH002", EXF, "a secret sent to a host nothing in the skill ties it to", Scope.UNIT,
        (_any(K.SECRET), _any(K.SEND)), Risk.HIGH, relations=("foreign-url",), within=200,
        prose=True,
    ),
    Behaviour(
        "BEH003", EXF, "the conversation or the agent's context sent off the machine",
        Scope.UNIT, (_any(K.PRIVATE), _any(K.SEND), _any(K.NET, K.DEST)), Risk.MEDIUM,
        relations=("foreign-url",), worse=(_any(K.STEALTH),), worse_relations=("concealment",),
        within=240,
    ),
    Behaviour(
        "BEH004", EXF, "data encoded into DNS names looked up in a loop", Scope.UNIT,
        (_any(K.DNS), _any(K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE, K.ENCODE)), Risk.HIGH,
        relations=("lookup-tool",), worse=(_any(K.LOOP),), worse_relations=("interpolated",),
        only_worse=True, within=250,
    ),
    Behaviour(
        "BEH005", EXF, "an image or link URL with a slot for data, to be rendered",
        Scope.SECTION, (_any(K.RENDER_URL), _any(K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE)),
        Risk.HIGH,
    ),
    Behaviour(
        "BEH006", EXE, "a downloaded program or archive opened with a password or elevated",
        Scope.SECTION, (_any(K.FETCH), _any(K.ARTEFACT, K.ARCHIVE), _any(K.RUN, K.LAUNCH, K.EXTRACT)),
        Risk.HIGH, worse=(_any(K.ELEVATE, K.DETACH),),
        worse_relations=("archive-password", "do-not-inspect", "concealment"),
        only_worse=True, within=1200, unless=_any(K.VERIFY),
    ),
    Behaviour(
        "BEH020", EXE, "a password-protected archive opened and what is inside run",
        Scope.SECTION, (_any(K.ARCHIVE), _any(K.EXTRACT), _any(K.RUN, K.LAUNCH)), Risk.HIGH,
        relations=("archive-password",), within=600,
    ),
    Behaviour(
        "BEH007", EXE, "a command copied from a web page and run in a terminal", Scope.SECTION,
        (_any(K.COPY), _any(K.TERMINAL, K.RUN, K.EXEC)), Risk.MEDIUM,
        relations=("foreign-url", "runs-a-command"), prose=True, within=160,
        worse=(_any(K.ELEVATE, K.PASTE_SITE),), worse_relations=("do-not-inspect", "concealment"),
    ),
    Behaviour(
        "BEH008", OBF, "an opaque blob to decode, and an order to act on what it says",
        Scope.SECTION, (_any(K.BLOB), _any(K.DECODE, K.TRANSFORM, K.CODE_DECODE)), Risk.HIGH,
        relations=("act-on-decoded",),
    ),
    Behaviour(
        "BEH009", OBF, "a decoding procedure whose result is to be followed", Scope.UNIT,
        (_any(K.DECODE), _any(K.RESULT, K.BLOB)), Risk.MEDIUM, relations=("strong-act",),
        worse=(_any(K.STEALTH, K.BLOB),), worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH010", PI, "instructions in a hidden region the reader never sees", Scope.UNIT,
        (_HIDDEN_KINDS,), Risk.HIGH, relations=("hidden-order",),
    ),
    Behaviour(
        "BEH011", PI, "an action to be kept from the user", Scope.UNIT,
        (_SENSITIVE_ACT | {K.EXEC, K.AGENT_FILE, K.SECRET, K.PRIVATE},), Risk.HIGH,
        relations=("kept-from-user-or-lied-to",), prose=True, within=240,
    ),
    Behaviour(
        "BEH012", PI, "a claim of authority that overrides the agent's other instructions",
        Scope.UNIT, (_any(K.AUTHORITY),), Risk.MEDIUM, relations=("override",),
        worse=(_SENSITIVE_ACT,), worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH013", PER, "something that runs at log-in, on a schedule or on a commit fetches or sends",
        Scope.UNIT, (_any(K.PERSIST), _any(K.WRITE), _any(K.FETCH, K.SEND, K.NET)), Risk.HIGH,
        within=100,
    ),
    Behaviour(
        "BEH014", CRED, "the person asked for a secret that is then sent elsewhere", Scope.UNIT,
        (_any(K.ASK), _any(K.SECRET, K.STORE), _any(K.SEND)), Risk.HIGH,
        relations=("foreign-url", "their-own"), within=240, prose=True,
    ),
    Behaviour(
        "BEH016", EXF, "secrets, credentials or private data handled silently", Scope.UNIT,
        (_any(K.STORE, K.ENV_DUMP, K.SECRET, K.PRIVATE, K.PERSIST, K.ELEVATE),
         _any(K.SEND, K.FETCH, K.RUN, K.EXEC, K.COPY, K.WRITE)),
        Risk.HIGH, relations=("silently",), within=160,
    ),
    Behaviour(
        "BEH018", PI, "the agent's own settings changed to widen what it may do", Scope.UNIT,
        (_any(K.AGENT_FILE), _any(K.WRITE), _any(K.PERMIT)), Risk.HIGH, within=300,
    ),
    Behaviour(
        "BEH019", PI, "other skills or the agent's instructions rewritten", Scope.UNIT,
        (_any(K.AGENT_FILE), _any(K.WRITE)), Risk.HIGH, relations=("every-other",), within=200,
        worse=(_any(K.FETCH, K.NET, K.EXEC, K.STEALTH, K.AUTHORITY),),
        worse_relations=("concealment",), only_worse=True,
    ),
    Behaviour(
        "BEH015", OBF, "text decoded and run in the same statement", Scope.UNIT,
        (_any(K.DECODE, K.CODE_DECODE), _any(K.EXEC)), Risk.HIGH, within=120,
        relations=("same-line",),
    ),
)


# -- relations ------------------------------------------------------------------------

# How far apart (in characters) the facts of one behaviour may be, by scope, unless the
# behaviour says; and how far around them what makes it worse is looked for.
_WITHIN = {Scope.UNIT: 400, Scope.SECTION: 800, Scope.FILE: 1600}
_WORSE_REACH = 300
_NEAR = 48  # characters: how close the words of one phrase must be
_RELATED_SKIP = frozenset("api www app open docs cdn static raw files download get my the".split())
_DNS_COMMANDS = re.compile(r"dig|nslookup|drill")  # typed in lower case
_DNS_TOOLS = re.compile(
    r"(?:resolve-dnsname|dnsquery|gethostbyname\w*|getaddrinfo|"
    r"dns\.[\w.]+|resolver\.\w+|dnspython)",
    re.IGNORECASE,
)
_INTERPOLATED_NAME = re.compile(r"[$%{][^\s.]*\}?\.[\w${}.-]+|\+\s*[\"']\.[\w.-]+[\"']")
_STRONG_ACT = re.compile(
    r"\b(?:follow\w*|obey\w*|comply|carry(?:ing)?\s+(?:it\s+|them\s+)?out|execut\w*|eval\w*|"
    r"do\s+(?:what|as)\s+it\s+says|treat\s+\w+\s+as\s+(?:your\s+)?instructions?|"
    r"befolg\w*|ausführ\w*|sigue\w*|seguir|ejecut\w*|suivre|suivez|exécut\w*|siga|execut\w*|"
    r"esegui\w*|выполн\w*|следуй\w*|执行|遵循|照做)",
    re.IGNORECASE,
)
# What an override claim overrides: the agent's instructions, rules, guidelines…
_OVERRIDE_OBJECT = re.compile(
    r"\b(?:instruction|rule|guideline|prompt|directive|polic(?:y|ies)|guardrail|restriction|"
    r"safeguard|constraint|system\s+message|programming|training|anweisung|regel|vorgabe|"
    r"instrucci[oó]n|instrucciones|regla|consigne|règle|directive|instruç[aã]o|instruções|regra|"
    r"istruzion[ei]|regol[ae]|инструкц\w*|правил\w*|указани\w*)\w*|指令|规则|指示|规定",
    re.IGNORECASE,
)
# Words that speak to the agent: "assistant:", "note to the AI", "you must".
_AGENT_ADDRESS = re.compile(
    r"\b(?:assistant|agent|ai|llm|model|claude|gpt|copilot|codex|gemini|asistente|assistent\w*|"
    r"ассистент)\s*[,:]|助手[，:：]|\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?"
    r"(?:ai|assistant|agent|model|llm)\b|\byou\s+(?:must|should|will|need\s+to|are\s+to)\b"
    r"|\bas\s+an\s+ai\b",
    re.IGNORECASE,
)

Relation = Callable[[Facts, list[Fact], str], Fact | None]


def _close(facts: list[Fact], after: Fact, reach: int = _NEAR) -> Fact | None:
    for fact in facts:
        if after.end <= fact.start <= after.end + reach:
            return fact
    return None


def _silently(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """"Silently", "quietly", "without telling" as an order: next to an action, in prose,
    not negated ("never silently …") and not describing how something behaves ("fails
    silently")."""
    text = facts.text
    actions = [f for f in scope if f.kind in _CONCEALABLE]
    negations = [f for f in scope if f.kind is K.NEGATION]
    for stealth in (f for f in scope if f.kind is K.STEALTH):
        line_start = text.rfind("\n", 0, stealth.start) + 1
        if facts.in_code(stealth.start) or text.startswith("|", line_start):
            continue  # code, or a table row (tables describe)
        if _DESCRIBED.search(text, max(0, stealth.start - 24), stealth.start):
            continue
        if any(0 <= stealth.start - n.end <= 24 for n in negations):
            continue
        if any(abs(a.start - stealth.start) <= 40 for a in actions) and _ordered(
            facts, scope, stealth
        ):
            return stealth
    return None


_CLAUSE_START = re.compile(r"(?:^|[.!?;:\n]|\s[-*]\s|\d[.)]\s)[\s*_>#-]*(?=[^.!?;:\n]*$)")
_CONNECTORS = frozenset(
    "then and also please just now first next finally afterwards dann und danach luego y "
    "después puis et ensuite depois e poi затем потом и 然后 并".split()
)


def _ordered(facts: Facts, scope: list[Fact], stealth: Fact) -> bool:
    """Whether the clause holding ``stealth`` is an order: it opens with a verb of
    acting (any language the lexicon knows), with the stealth word itself, or with
    "then", "and", "please"…"""
    text = facts.text
    floor = max(0, stealth.start - 160)
    head = _CLAUSE_START.search(text, floor, stealth.start)
    first = head.end() if head else floor
    word = re.match(r"[^\W\d_]+", text[first : stealth.end])
    if word is None:
        return False
    if word.group().lower() in _CONNECTORS or first == stealth.start:
        return True
    return any(f.start == first and f.kind in _CONCEALABLE for f in scope)


def _kept_from_user(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """"Don't tell the user", "never inform the owner", "erwähne es dem Nutzer nicht": a
    negation right next to a verb of telling (at most two words apart, in either order,
    in one clause), the person close by — unless what is not to be shown is itself a
    secret ("never show the token to the user" protects the user)."""
    text = facts.text
    tells = [f for f in scope if f.kind is K.TELL]
    users = [f for f in scope if f.kind is K.USER]
    secrets = [f for f in scope if f.kind in (K.SECRET, K.STORE)]
    for negation in (f for f in scope if f.kind is K.NEGATION):
        for tell in tells:
            low, high = sorted((negation, tell), key=_order)
            if not _few_words(text, low.end, high.start, 2):
                continue
            user = next(
                (u for u in users if 0 <= u.start - max(negation.end, tell.end) <= 40
                 or 0 <= min(negation.start, tell.start) - u.end <= 40), None
            )
            if user is None:
                continue
            span_low = min(negation.start, tell.start, user.start)
            span_high = max(negation.end, tell.end, user.end)
            if _CLAUSE_BREAK.search(text, span_low, span_high):
                continue
            if any(span_low - 8 <= f.start <= span_high + 40 for f in secrets):
                continue
            return user
    return None


def _few_words(text: str, start: int, end: int, most: int) -> bool:
    """Only small words between a negation and its verb: "do not ever tell", "nicht
    erwähnen", "ne le dis pas"."""
    between = text[start:end]
    if end < start or len(between) > 40 or _CLAUSE_BREAK.search(between):
        return False
    words = between.lower().split()
    return len(words) <= most and all(w.strip("'’") in _GLUE for w in words)


_GLUE = frozenset(
    """do does did not n't t ever to try you should must need at all it this that them any
    es das dem den der le la lo lui les il pas ni nada nichts ihm ihr no le ao a o""".split()
)


def _concealment(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """Any way of hiding an action from the person: keeping it from them, doing it
    silently, lying about it."""
    return (
        _kept_from_user(facts, scope, subject)
        or _silently(facts, scope, subject)
        or _deceive(facts, scope, subject)
    )


def _deceive(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An order to lie to the person (in prose, not negated)."""
    negations = [f for f in scope if f.kind is K.NEGATION]
    for fact in scope:
        if fact.kind is K.DECEIVE and not facts.in_code(fact.start):
            if not any(0 <= fact.start - n.end <= 24 for n in negations):
                return fact
    return None


_CONCEALABLE = frozenset(
    (K.SEND, K.FETCH, K.RUN, K.STORE, K.SECRET, K.ENV_DUMP, K.PERSIST, K.ELEVATE, K.DESTROY,
     K.WRITE, K.NET, K.EXEC, K.PRIVATE, K.COPY, K.EXTRACT)
)
# Words before "silently" that make it a description of how something behaves.
_DESCRIBED = re.compile(
    r"\b(?:fail\w*|error\w*|is|are|was|were|be|been|being|gets?|got|throws?|returns?|break\w*|"
    r"crash\w*|ignor\w*|swallow\w*|drops?|dropped|skips?|skipped|falls?|fell|degrad\w*|"
    r"won'?t|will|can|may|might|would|could|it|that|which)\W+$",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[.,;:!?`()\[\]*|\"“”→—–]|\n[ \t]*\n")


def _do_not_inspect(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    inspects = [f for f in scope if f.kind is K.INSPECT and not facts.in_code(f.start)]
    for negation in (f for f in scope if f.kind is K.NEGATION):
        found = _close(inspects, negation, 20)
        if found:
            return found
    return None


def _archive_password(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A password given next to an archive or its extraction."""
    opened = [f for f in scope if f.kind in (K.ARCHIVE, K.EXTRACT)]
    for fact in scope:
        if fact.kind is K.PASSWORD and any(abs(f.start - fact.start) <= 160 for f in opened):
            return fact
    return None


def _their_own(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A secret asked of the person: "your token", "ton mot de passe"."""
    for fact in scope:
        if fact.kind in (K.SECRET, K.STORE) and _YOUR.search(
            facts.text, max(0, fact.start - 32), fact.start
        ):
            return fact
    return None


_YOUR = re.compile(
    r"\b(?:your|yours|dein\w*|ihr\w*|su|sus|tu|tus|votre|vos|ton|ta|tes|seu|sua|seus|suas|"
    r"vostr\w*|tuo|tua|ваш\w*|тво\w*)\b|你的|您的",
    re.IGNORECASE,
)


_PLACEHOLDER_HOST = re.compile(
    r"^[.…]+$|^(?:www\.)?example\.(?:com|org|net)$|(?:^|[.-])(?:your|my|sample|placeholder|xxx+|"
    r"yourdomain|host|hostname|domain|server)(?:[.-]|$)|[<>{}$]"
)


def named_after_any(host: str, names: str) -> bool:
    """Whether one of the secret names in the scope names the host's owner."""
    return any(named_after(host, name) for name in names.split())


def _host_related(host: str, subject: str, path: str = "") -> bool:
    """Whether the skill names the host's owner: the host's registered name (``tavily``
    in ``api.tavily.com``) is a word of the skill's name, description or title, or, on a
    code host, the owner in the URL's path is."""
    words = set(re.split(r"[^a-z0-9]+", subject))
    label = registrable_label(host)
    if label in words or label.replace("-", "") in words:
        return True
    owner = next((seg.lower() for seg in path.split("/")[1:2] if len(seg) > 2), "")
    return bool(owner) and (owner in words or any(w in owner for w in words if len(w) > 3))


def _foreign_url(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A URL whose host nothing else in the skill names: not in its name or description,
    not in a secret's variable name, not in a heading."""
    names = " ".join(f.detail.lower() for f in scope if f.kind is K.SECRET)
    for fact in scope:
        if fact.kind is K.NET and fact.detail and "." in fact.detail:
            host = fact.detail
            if host.startswith(("localhost", "127.", "0.0.0.0", "[::1]")) or host.endswith(
                (".local", ".internal", ".localhost")
            ):
                continue
            if _PLACEHOLDER_HOST.search(host) or named_after_any(host, names):
                continue
            path = facts.text[fact.start : fact.end].split(host, 1)[-1] if host in facts.text[fact.start : fact.end].lower() else ""
            if not _host_related(host, subject + " " + names, path.lower()):
                return fact
    return None


def _lookup_tool(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A name-lookup tool, or a DNS word next to a verb of looking up."""
    text = facts.text
    for fact in scope:
        if fact.kind is not K.DNS:
            continue
        word = text[fact.start : fact.end]
        if _DNS_COMMANDS.fullmatch(word) or _DNS_TOOLS.fullmatch(word):
            return fact
        if _LOOK_UP.search(text, max(0, fact.start - 60), fact.end + 60):
            return fact
    return None


_LOOK_UP = re.compile(
    r"\b(?:look(?:s|ing|ed)?\s+up|lookup|quer(?:y|ies|ied)|resolv\w*|ping|nachschlag\w*|"
    r"aufl[öo]s\w*|resuelv\w*|consult\w*|résou\w*|interroge\w*|резолв\w*|запрос\w*)\b|解析|查询",
    re.IGNORECASE,
)


def _interpolated(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    for fact in scope:
        if fact.kind is K.DNS:
            end = facts.text.find("\n", fact.end)
            line = facts.text[fact.end : end if end >= 0 else len(facts.text)]
            if _INTERPOLATED_NAME.search(line):
                return fact
    return None


def _strong_act(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    for fact in scope:
        if fact.kind in (K.ACT, K.RUN) and _STRONG_ACT.fullmatch(facts.text[fact.start : fact.end]):
            return fact
    return None


_DECODING = frozenset((K.DECODE, K.TRANSFORM, K.CODE_DECODE))


def _act_on_decoded(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A decoding word and an order to act (or run) in the same paragraph or block."""
    units = {facts.unit(f.start) for f in scope if f.kind in _DECODING}
    for fact in scope:
        if fact.kind in (K.ACT, K.RUN) and facts.unit(fact.start) in units:
            return fact
    return None


def _hidden_order(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A hidden region that holds two kinds of sensitive fact, or one addressed to the
    agent."""
    for fact in scope:
        region = facts.hidden_at(fact.start)
        if region is None:
            continue
        inside = {f.kind for f in scope if region[0] <= f.start < region[1]}
        if (len(inside & _HIDDEN_SENSITIVE) >= 2 and inside & _HIDDEN_STRONG) or (
            inside & (_HIDDEN_SENSITIVE | {K.RUN}) and _AGENT_ADDRESS.search(facts.text, region[0], region[1])
        ):
            return fact
    return None


_HIDDEN_SENSITIVE = frozenset(
    (K.FETCH, K.SEND, K.SECRET, K.STORE, K.AUTHORITY, K.ELEVATE, K.DESTROY, K.PERSIST,
     K.AGENT_FILE, K.STEALTH, K.ENV_DUMP, K.PRIVATE, K.EXEC, K.DECEIVE)
)


_HIDDEN_STRONG = frozenset(
    (K.FETCH, K.SEND, K.SECRET, K.STORE, K.AUTHORITY, K.STEALTH, K.ENV_DUMP, K.PRIVATE, K.EXEC,
     K.DECEIVE, K.ELEVATE)
)


def _override(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A line that speaks for the system, or "override / ignore / supersede" aimed at
    the agent's (previous, other, all…) instructions — not negated."""
    negations = [f for f in scope if f.kind is K.NEGATION]
    for fact in scope:
        if fact.kind is not K.AUTHORITY:
            continue
        if fact.detail:  # a line that speaks for the system
            return fact
        if facts.in_code(fact.start) or any(0 <= fact.start - n.end <= 60 for n in negations):
            continue
        after = facts.text[fact.end : fact.end + 80]
        noun = _OVERRIDE_OBJECT.search(after)
        if noun is None:
            continue
        reach = min(len(after), noun.end() + 24)
        if _STRONG_QUALIFIER.search(after, 0, reach) or (
            _OVERRIDE_QUALIFIER.search(after, 0, reach) and _INSTRUCTION.search(noun.group())
        ):
            return fact
    return None


_STRONG_QUALIFIER = re.compile(
    r"\b(?:previous|prior|earlier|above|preceding|your|system|safety|vorherig\w*|bisherig\w*|"
    r"anterior\w*|précédent\w*|precedent\w*|предыдущ\w*)\b|之前|先前|以上",
    re.IGNORECASE,
)
_INSTRUCTION = re.compile(
    r"instruction|prompt|guideline|directive|anweisung|instrucci|consigne|instruç|istruzion|инструкц|指令|指示",
    re.IGNORECASE,
)
_OVERRIDE_QUALIFIER = re.compile(
    r"\b(?:previous|prior|earlier|above|preceding|all|any|other|your|existing|original|system|"
    r"safety|every|vorherig\w*|bisherig\w*|alle\w*|anterior\w*|tod[oa]s|précédent\w*|toutes|"
    r"tous|anteriores|precedent\w*|предыдущ\w*|все\w*)\b|之前|先前|以上|所有",
    re.IGNORECASE,
)


def _same_line(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A decoding step feeding an executor on one line: decoded text piped into a shell
    (``… | base64 -d | sh``), or decoded inside what eval/exec/iex is handed
    (``eval "$(echo … | rev)"``, ``exec(b64decode(…))``)."""
    text = facts.text
    decoded = [f for f in scope if f.kind in (K.DECODE, K.CODE_DECODE)]
    for run in (f for f in scope if f.kind is K.EXEC):
        if not facts.in_code(run.start):
            continue
        line_start = text.rfind("\n", 0, run.start) + 1
        line_end = text.find("\n", run.end)
        line_end = len(text) if line_end < 0 else line_end
        if text[run.start : run.end].lower() in _SHELLS:
            if not _SHELL_RUNS.search(text, max(0, run.start - 4), min(len(text), run.end + 4)):
                continue  # a shell named, not handed a string
            if any(line_start <= f.start < run.start for f in decoded):
                return run
            continue
        for f in decoded:
            if run.end <= f.start < line_end and _HANDED.search(text, run.end, f.start):
                return run
    return None


_HANDED = re.compile(r"[(\"'{]")


_SHELLS = frozenset(("sh", "bash", "zsh"))
_SHELL_RUNS = re.compile(r"\|\s*(?:sh|bash|zsh)\b|\b(?:sh|bash|zsh)\s+-c\b")


def _every_other(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """Other skills, every skill, all instruction files: a quantifier next to them."""
    text = facts.text
    for fact in scope:
        if fact.kind is K.AGENT_FILE and _QUANTIFIER.search(text, max(0, fact.start - 40), fact.start):
            return fact
    return None


_QUANTIFIER = re.compile(
    r"\b(?:every|all|each|other|any|sibling|installed|jede\w*|alle\w*|ander\w*|tod[oa]s|cada|"
    r"otr[oa]s|tous|toutes|chaque|autres|ogni|tutt[ie]|altr[ie]|все\w*|каждый|други\w*)\b|所有|每个|其他",
    re.IGNORECASE,
)


def _runs_a_command(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A terminal, or a verb that runs a command (not one that opens a page)."""
    for fact in scope:
        if fact.kind in (K.TERMINAL, K.EXEC):
            return fact
        if fact.kind is K.RUN and not _OPENS.fullmatch(facts.text[fact.start : fact.end]):
            return fact
    return None


_OPENS = re.compile(r"open\w*|start\w*|launch\w*|install\w*|abr\w*|ouvr\w*|öffne\w*|打开", re.I)


def _store_is_sent(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """The credential store is what is sent: in prose, a sending verb in the same
    sentence as the store; in code, a harvest — two or more different stores (not in a
    list of things left out) with code that sends a request body."""
    text = facts.text
    stores = [f for f in scope if f.kind is K.STORE and not _excluded(facts, scope, f)]
    sends = [f for f in scope if f.kind is K.SEND]
    for store in stores:
        if facts.in_code(store.start):
            continue
        for send in sends:
            low, high = sorted((store, send), key=_order)
            if high.start - low.end <= 160 and not _SENTENCE_END.search(text, low.end, high.start):
                return send
    in_code = [f for f in stores if facts.in_code(f.start)]
    if len({f.detail for f in in_code}) >= 2 or len({text[f.start:f.end].lower() for f in in_code}) >= 3:
        for send in sends:
            if facts.in_code(send.start) and send.detail:
                return send
    return None


_SENTENCE_END = re.compile(r"[.!?;](?:\s|$)|\n[ \t>]*\n|\n[ \t>]*(?:[-*+]|\d+[.)])\s")


def _excluded(facts: Facts, scope: list[Fact], store: Fact) -> bool:
    """A store named in a list of things left out (``exclude: [.env, .ssh]``)."""
    line_start = facts.text.rfind("\n", 0, store.start) + 1
    return any(
        f.kind is K.EXCLUDE and (line_start <= f.start < store.start or 0 <= store.start - f.end <= 200)
        for f in scope
    )


RELATIONS: dict[str, Relation] = {
    "store-is-sent": _store_is_sent,
    "runs-a-command": _runs_a_command,
    "their-own": _their_own,
    "every-other": _every_other,
    "same-line": _same_line,
    "concealment": _concealment,
    "kept-from-user": _kept_from_user,
    "kept-from-user-or-lied-to": lambda f, s, j: _kept_from_user(f, s, j) or _deceive(f, s, j),
    "silently": _silently,
    "do-not-inspect": _do_not_inspect,
    "archive-password": _archive_password,
    "foreign-url": _foreign_url,
    "lookup-tool": _lookup_tool,
    "interpolated": _interpolated,
    "strong-act": _strong_act,
    "hidden-order": _hidden_order,
    "act-on-decoded": _act_on_decoded,
    "override": _override,
}


# -- finding behaviours ---------------------------------------------------------------


def behaviour_hits(facts: Facts, subject: str) -> Iterator[Hit]:
    """A hit per behaviour and scope where it holds. ``subject``: the skill's name and
    description, lowercased (what its hosts may be named after)."""
    if not facts.by_kind:
        return
    _drop_negated_orders(facts)
    scopes = _scopes(facts)
    # For each scope and kind, the groups holding a fact of that kind: a behaviour is
    # tried only on the groups where every one of its needs can be met.
    where: dict[Scope, dict[Kind, set[int]]] = {}
    for scope, groups in scopes.items():
        index: dict[Kind, set[int]] = {}
        for number, group in enumerate(groups):
            for fact in group:
                index.setdefault(fact.kind, set()).add(number)
        where[scope] = index
    lines = _LineOf(facts.text)
    for behaviour in BEHAVIOURS:
        index = where[behaviour.scope]
        candidates: set[int] | None = None
        for need in behaviour.needs:
            holding = set().union(*(index.get(kind, ()) for kind in need))
            candidates = holding if candidates is None else candidates & holding
            if not candidates:
                break
        groups = scopes[behaviour.scope]
        for number in sorted(candidates or ()):
            group = groups[number]
            found = _holds(behaviour, facts, group, subject)
            if found is None:
                continue
            risk, evidence = found
            anchor = evidence[0]  # the first need: what the behaviour is about
            chain = "; ".join(_describe(facts, f, lines) for f in sorted(evidence, key=_order))
            yield Hit(behaviour.rule, anchor.start, anchor.end, chain, risk)


def _drop_negated_orders(facts: Facts) -> None:
    """Action words right after a negation ("never run it", "do not send") are no
    order: they are left out of every behaviour."""
    negations = facts.of(K.NEGATION)
    if not negations:
        return
    ends = sorted(n.end for n in negations)
    text = facts.text
    for kind in _ORDERS:
        found = facts.by_kind.get(kind)
        if not found:
            continue
        kept = []
        for fact in found:
            index = bisect_right(ends, fact.start) - 1
            end = ends[index] if index >= 0 else -100
            if (
                0 <= fact.start - end <= 12
                and not facts.in_code(fact.start)
                and _few_words(text, end, fact.start, 2)
            ):
                continue
            kept.append(fact)
        facts.by_kind[kind] = kept


def _order(fact: Fact) -> int:
    return fact.start


def _holds(
    behaviour: Behaviour, facts: Facts, scope: list[Fact], subject: str
) -> tuple[Risk, list[Fact]] | None:
    if behaviour.prose:  # orders in words: not code, not a table row (tables describe)
        scope = [f for f in scope if not facts.in_code(f.start) and not _in_table(facts.text, f)]
    evidence = _nearest(behaviour.needs, scope)
    if evidence is None:
        return None
    low, high = min(f.start for f in evidence), max(f.end for f in evidence)
    if high - low > (behaviour.within or _WITHIN[behaviour.scope]):
        return None
    present = {fact.kind: fact for fact in reversed(evidence)}
    for fact in scope:
        present.setdefault(fact.kind, fact)
    for name in behaviour.relations:
        fact = RELATIONS[name](facts, scope, subject)
        if fact is None:
            return None
        reach = behaviour.within or _WITHIN[behaviour.scope]
        if not min(f.start for f in evidence) - reach <= fact.start <= max(f.end for f in evidence) + reach:
            return None
        evidence.append(fact)
    near = [f for f in scope if low - _WORSE_REACH <= f.start <= high + _WORSE_REACH]
    if behaviour.unless and any(f.kind in behaviour.unless for f in near):
        return None
    worse = [f for f in near if any(f.kind in need for need in behaviour.worse)][:1]
    if not worse:
        for name in behaviour.worse_relations:
            fact = RELATIONS[name](facts, near, subject)
            if fact is not None:
                worse = [fact]
                break
    if behaviour.only_worse and not worse:
        return None
    if worse:
        return behaviour.worse_risk, evidence + worse
    return behaviour.risk, evidence


_ORDERS = frozenset((K.RUN, K.LAUNCH, K.EXEC, K.ACT, K.SEND, K.FETCH, K.COPY, K.EXTRACT, K.WRITE))


def _in_table(text: str, fact: Fact) -> bool:
    start = text.rfind("\n", 0, fact.start) + 1
    return text.startswith("|", start) or text.startswith(" |", start)


def _nearest(needs: tuple[frozenset[Kind], ...], scope: list[Fact]) -> list[Fact] | None:
    """One fact per need, as close together as the scope allows: around each candidate
    for the first need, the nearest fact of every other need; the tightest set wins."""
    candidates = [[f for f in scope if f.kind in need] for need in needs]
    if any(not found for found in candidates):
        return None
    best: list[Fact] | None = None
    best_span = -1
    for pivot in candidates[0][:64]:
        chosen = [pivot]
        for found in candidates[1:]:
            chosen.append(min(found, key=lambda f: abs(f.start - pivot.start)))
        span = max(f.end for f in chosen) - min(f.start for f in chosen)
        if best is None or span < best_span:
            best, best_span = chosen, span
    return best


def _scopes(facts: Facts) -> dict[Scope, list[list[Fact]]]:
    units: dict[int, list[Fact]] = {}
    sections: dict[int, list[Fact]] = {}
    everything: list[Fact] = []
    for kind_facts in facts.by_kind.values():
        for fact in kind_facts:
            units.setdefault(facts.unit(fact.start), []).append(fact)
            sections.setdefault(facts.section(fact.start), []).append(fact)
            everything.append(fact)
    for group in (*units.values(), *sections.values(), everything):
        group.sort(key=_order)
    return {
        Scope.UNIT: list(units.values()),
        Scope.SECTION: list(sections.values()),
        Scope.FILE: [everything],
    }


class _LineOf:
    """Line numbers (1-based) of offsets, counted only for the few facts shown."""

    def __init__(self, text: str) -> None:
        self._text = text

    def __call__(self, offset: int) -> int:
        return self._text.count("\n", 0, offset) + 1


def _describe(facts: Facts, fact: Fact, line_of: _LineOf) -> str:
    shown = facts.text[fact.start : fact.end].replace("\n", " ")
    if len(shown) > 40:
        shown = shown[:39] + "…"
    detail = f" ({fact.detail})" if fact.detail and fact.detail not in shown else ""
    return f"{fact.kind.value} '{shown}'{detail} line {line_of(fact.start)}"


_FRONT_FIELD = re.compile(r"^(?:name|description|title)\s*:\s*(.+)$", re.MULTILINE)
_TITLE = re.compile(r"^#[ \t]+(.+)$", re.MULTILINE)


def subject_of(text: str) -> str:
    """What a document says it is about: its front matter's name and description and
    its first heading, lowercased."""
    head = text[:4000]
    parts = [m.group(1) for m in _FRONT_FIELD.finditer(head)] if head.startswith("---") else []
    title = _TITLE.search(head)
    if title:
        parts.append(title.group(1))
    return " ".join(parts).lower()
