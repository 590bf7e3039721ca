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

from dataclasses import dataclass
from enum import StrEnum

from hermes_core.security.findings import Category, Risk
from hermes_core.security.lexicon import Kind

__all__ = ["BEHAVIOURS", "Behaviour", "Scope"]

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


_HIDDEN_KINDS = _any(
    K.RUN,
    K.FETCH,
    K.SEND,
    K.SECRET,
    K.STORE,
    K.AUTHORITY,
    K.ELEVATE,
    K.DESTROY,
    K.PERSIST,
    K.AGENT,
    K.AGENT_FILE,
    K.AGENT_SETTINGS,
    K.STEALTH,
    K.TELL,  # what the user is to be told (or not)
    K.APPROVE,
)
_SENSITIVE_ACT = _any(
    K.SEND, K.FETCH, K.STORE, K.ENV_DUMP, K.PERSIST, K.ELEVATE, K.DESTROY, K.APPROVE
)

BEHAVIOURS: tuple[Behaviour, ...] = (
    Behaviour(
        "BEH001",
        EXF,
        "credentials sent off the machine",
        Scope.SECTION,
        (_any(K.STORE), _any(K.SEND), _any(K.NET, K.DEST)),
        Risk.HIGH,
        within=1600,
        relations=("store-is-sent",),
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH017",
        EXF,
        "the whole environment sent off the machine",
        Scope.SECTION,
        (_any(K.ENV_DUMP), _any(K.SEND), _any(K.NET, K.DEST)),
        Risk.HIGH,
        within=800,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH002",
        EXF,
        "a secret sent to a host nothing in the skill ties it to",
        Scope.UNIT,
        (_any(K.SECRET), _any(K.SEND)),
        Risk.HIGH,
        relations=("foreign-url",),
        within=200,
        prose=True,
    ),
    Behaviour(
        "BEH003",
        EXF,
        "the conversation or the agent's context sent off the machine",
        Scope.UNIT,
        (_any(K.PRIVATE), _any(K.SEND), _any(K.NET, K.DEST)),
        Risk.MEDIUM,
        relations=("foreign-url",),
        worse_relations=("concealment",),
        within=240,
    ),
    Behaviour(
        "BEH004",
        EXF,
        "data encoded into DNS names looked up in a loop",
        Scope.UNIT,
        (_any(K.DNS), _any(K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE, K.ENCODE)),
        Risk.HIGH,
        relations=("lookup-tool",),
        worse=(_any(K.LOOP),),
        worse_relations=("interpolated",),
        only_worse=True,
        within=250,
    ),
    Behaviour(
        "BEH005",
        EXF,
        "an image or link URL with a slot for data, to be rendered",
        Scope.SECTION,
        (_any(K.RENDER_URL), _any(K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE)),
        Risk.HIGH,
    ),
    Behaviour(
        "BEH006",
        EXE,
        "a downloaded program or archive opened with a password or elevated",
        Scope.SECTION,
        (_any(K.FETCH), _any(K.ARTEFACT, K.ARCHIVE), _any(K.RUN, K.LAUNCH, K.EXTRACT)),
        Risk.HIGH,
        worse=(_any(K.ELEVATE, K.DETACH),),
        worse_relations=("archive-password", "do-not-inspect", "concealment"),
        only_worse=True,
        within=1200,
        unless=_any(K.VERIFY),
    ),
    Behaviour(
        "BEH020",
        EXE,
        "a password-protected archive opened and what is inside run",
        Scope.SECTION,
        (_any(K.ARCHIVE), _any(K.EXTRACT), _any(K.RUN, K.LAUNCH)),
        Risk.HIGH,
        relations=("archive-password",),
        within=600,
    ),
    Behaviour(
        "BEH007",
        EXE,
        "a command copied from a web page and run in a terminal",
        Scope.SECTION,
        (_any(K.COPY), _any(K.TERMINAL, K.RUN, K.EXEC)),
        Risk.MEDIUM,
        relations=("foreign-url", "runs-a-command"),
        prose=True,
        within=160,
        worse=(_any(K.ELEVATE, K.PASTE_SITE),),
        worse_relations=("do-not-inspect", "concealment"),
    ),
    Behaviour(
        "BEH008",
        OBF,
        "an opaque blob to decode, and an order to act on what it says",
        Scope.SECTION,
        (_any(K.BLOB), _any(K.DECODE, K.TRANSFORM, K.CODE_DECODE)),
        Risk.HIGH,
        relations=("act-on-decoded",),
    ),
    Behaviour(
        "BEH009",
        OBF,
        "a decoding procedure whose result is to be followed",
        Scope.UNIT,
        (_any(K.DECODE), _any(K.RESULT, K.BLOB)),
        Risk.MEDIUM,
        relations=("strong-act",),
        worse=(_any(K.BLOB),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH010",
        PI,
        "instructions in a hidden region the reader never sees",
        Scope.UNIT,
        (_HIDDEN_KINDS,),
        Risk.HIGH,
        relations=("hidden-order",),
    ),
    Behaviour(
        "BEH011",
        PI,
        "an action to be kept from the user",
        Scope.UNIT,
        (_SENSITIVE_ACT | {K.EXEC, K.AGENT_FILE, K.AGENT_SETTINGS, K.SECRET, K.PRIVATE},),
        Risk.HIGH,
        relations=("kept-from-user-or-lied-to",),
        prose=True,
        within=240,
    ),
    Behaviour(
        "BEH012",
        PI,
        "a claim of authority that overrides the agent's other instructions",
        Scope.UNIT,
        (_any(K.AUTHORITY),),
        Risk.MEDIUM,
        relations=("override",),
        worse=(_SENSITIVE_ACT,),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH013",
        PER,
        "something that runs at log-in, on a schedule or on a commit fetches or sends",
        Scope.UNIT,
        (_any(K.PERSIST), _any(K.WRITE), _any(K.FETCH, K.SEND, K.NET)),
        Risk.HIGH,
        within=100,
        relations=("reaches-network",),
    ),
    Behaviour(
        "BEH014",
        CRED,
        "the person asked for a secret that is then sent elsewhere",
        Scope.UNIT,
        (_any(K.ASK), _any(K.SECRET, K.STORE), _any(K.SEND)),
        Risk.HIGH,
        relations=("foreign-url", "their-own"),
        within=240,
        prose=True,
    ),
    Behaviour(
        "BEH016",
        EXF,
        "secrets, credentials or private data handled silently",
        Scope.UNIT,
        (
            _any(K.STORE, K.ENV_DUMP, K.SECRET, K.PRIVATE, K.PERSIST, K.ELEVATE),
            _any(K.SEND, K.FETCH, K.RUN, K.EXEC, K.COPY, K.WRITE),
        ),
        Risk.HIGH,
        relations=("silently",),
        within=160,
    ),
    Behaviour(
        "BEH018",
        PI,
        "the agent's own settings changed to widen what it may do",
        Scope.SECTION,
        (_any(K.AGENT_SETTINGS), _any(K.WRITE), _any(K.PERMIT)),
        Risk.HIGH,
        within=1200,
    ),
    Behaviour(
        "BEH019",
        PI,
        "other skills or the agent's instructions rewritten",
        Scope.SECTION,
        (_any(K.AGENT_FILE), _any(K.WRITE)),
        Risk.HIGH,
        relations=("every-other",),
        within=600,
        worse=(_any(K.FETCH, K.NET, K.EXEC, K.AUTHORITY),),
        worse_relations=("concealment",),
        only_worse=True,
    ),
    Behaviour(
        "BEH021",
        PI,
        "an order to do whatever a script or page prints",
        Scope.UNIT,
        (_any(K.ACT), _any(K.RESULT)),
        Risk.MEDIUM,
        relations=("strong-act",),
        within=120,
        prose=True,
        worse=(_any(K.BLOB, K.DECODE, K.CODE_DECODE),),
        worse_relations=("concealment", "override"),
        only_worse=True,
    ),
    Behaviour(
        "BEH022",
        PI,
        "payments redirected to another account",
        Scope.UNIT,
        (_any(K.PAYMENT), _any(K.REDIRECT)),
        Risk.MEDIUM,
        within=200,
        prose=True,
        worse=(_any(K.FUTURE, K.AGENT, K.AGENT_FILE, K.AGENT_SETTINGS),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH023",
        PI,
        "standing orders written into the agent's memory",
        Scope.UNIT,
        (_any(K.AGENT), _any(K.WRITE), _any(K.FUTURE)),
        Risk.MEDIUM,
        within=240,
        worse=(_any(K.PAYMENT, K.FETCH, K.AUTHORITY, K.PRECEDENCE),),
        worse_relations=("concealment",),
        only_worse=True,
    ),
    Behaviour(
        "BEH024",
        CRED,
        "a secret typed in by the person sent off by code",
        Scope.SECTION,
        (_any(K.ASK_CODE), _any(K.SECRET), _any(K.SEND), _any(K.NET)),
        Risk.HIGH,
        within=1600,
        relations=("in-code", "foreign-url"),
    ),
    Behaviour(
        "BEH027",
        PI,
        "instructions from a web page that take the place of the skill's own",
        Scope.UNIT,
        (_any(K.ACT), _any(K.AGENT, K.RESULT), _any(K.NET)),
        Risk.HIGH,
        relations=("foreign-url",),
        within=200,
        prose=True,
        worse=(_any(K.REDIRECT, K.AUTHORITY),),
        worse_relations=("concealment",),
        only_worse=True,
    ),
    Behaviour(
        "BEH028",
        PI,
        "instructions fetched or printed elsewhere given precedence over the agent's own",
        Scope.SECTION,
        (_any(K.PRECEDENCE), _any(K.AGENT, K.PRIVATE, K.USER), _any(K.FETCH, K.NET, K.RESULT)),
        Risk.HIGH,
        relations=("ranked-over",),
        within=450,
        prose=True,
        worse_relations=("concealment", "silently"),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH029",
        PER,
        "something set to run by itself later fetches code and runs it",
        Scope.SECTION,
        (_any(K.PERSIST), _any(K.FETCH, K.NET)),
        Risk.HIGH,
        relations=("runs-fetched-code",),
        within=1200,
        unless=_any(K.VERIFY),
        worse=(_any(K.DETACH, K.STEALTH, K.ELEVATE),),
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH030",
        CRED,
        "the person asked for a password, a seed phrase or a one-time code that is then sent "
        "to a host the skill does not name",
        Scope.SECTION,
        (_any(K.SECRET), _any(K.SEND, K.NET)),
        Risk.HIGH,
        relations=("asked-in-words", "foreign-url"),
        within=900,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH046",
        CRED,
        "a wallet's recovery phrase asked for and sent to a host the skill does not name, "
        "anywhere in the file",
        Scope.FILE,
        (_any(K.SECRET), _any(K.SEND, K.NET)),
        Risk.HIGH,
        relations=("asked-seed-in-words", "foreign-url"),
        within=2400,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH031",
        Category.SUPPLY_CHAIN,
        "packages made to come from an index the skill does not name",
        Scope.SECTION,
        (_any(K.PKG_INDEX), _any(K.NET)),
        Risk.MEDIUM,
        relations=("unofficial-index",),
        within=1600,
        worse=(_any(K.ELEVATE, K.STEALTH),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH032",
        Category.DESTRUCTIVE,
        "deleting or overwriting with the person's confirmation or a backup waived",
        Scope.UNIT,
        (_any(K.DESTROY),),
        Risk.MEDIUM,
        relations=("no-confirmation",),
        within=300,
        prose=True,
        worse=(_any(K.STEALTH, K.DECEIVE),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH033",
        EXF,
        "the whole conversation, verbatim, sent to a host the skill does not name",
        Scope.SECTION,
        (_any(K.PRIVATE), _any(K.SEND, K.DEST)),
        Risk.HIGH,
        relations=("whole-private", "foreign-url"),
        within=800,
        worse_relations=("concealment", "silently"),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH034",
        EXF,
        "a secret encoded and spread over DNS names built up and looked up",
        Scope.SECTION,
        (
            _any(K.DNS),
            _any(K.SECRET, K.STORE, K.ENV_DUMP, K.PRIVATE),
            _any(K.ENCODE, K.CODE_DECODE),
        ),
        Risk.HIGH,
        relations=("lookup-tool", "built-name"),
        within=1200,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH035",
        PER,
        "something that runs by itself later sends to a host the skill does not name",
        Scope.SECTION,
        (_any(K.PERSIST), _any(K.SEND), _any(K.NET)),
        Risk.MEDIUM,
        relations=("foreign-url",),
        within=600,
        worse=(_any(K.DETACH, K.STEALTH, K.STORE, K.ENV_DUMP),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH036",
        Category.DESTRUCTIVE,
        "the user's keys and credential stores deleted",
        Scope.SECTION,
        (_any(K.STORE), _any(K.DESTROY)),
        Risk.MEDIUM,
        relations=("several-stores",),
        within=1600,
        worse=(_any(K.STEALTH, K.WAIVE, K.DETACH),),
        worse_relations=("concealment", "original-shown"),
    ),
    Behaviour(
        "BEH037",
        EXF,
        "payments sent to an account the skill writes out, over the user's own or kept from them",
        Scope.FILE,
        (_any(K.ACCOUNT), _any(K.PAYMENT, K.PAYEE)),
        Risk.HIGH,
        within=1600,
        worse=(_any(K.OVERRIDE, K.DECEIVE, K.COVER, K.WAIVE),),
        worse_relations=("concealment", "original-shown", "routed-in-code"),
        only_worse=True,
    ),
    Behaviour(
        "BEH039",
        EXF,
        "an image or link URL with slots to fill, rendered, and left unsaid to the user",
        Scope.SECTION,
        (_any(K.RENDER_URL),),
        Risk.HIGH,
        relations=("left-unsaid",),
        within=800,
    ),
    Behaviour(
        "BEH040",
        Category.DESTRUCTIVE,
        "the machine's means of recovery removed (shadow copies, restore points, backups "
        "of the system)",
        Scope.UNIT,
        (_any(K.RECOVERY), _any(K.DESTROY)),
        Risk.MEDIUM,
        within=240,
        worse=(_any(K.PERSONAL, K.WAIVE, K.STEALTH, K.DETACH),),
        worse_relations=("concealment",),
    ),
    Behaviour(
        "BEH041",
        Category.DESTRUCTIVE,
        "the person's own folders deleted (documents, desktop, pictures, synced folders, "
        "repositories)",
        Scope.SECTION,
        (_any(K.PERSONAL), _any(K.DESTROY)),
        Risk.MEDIUM,
        within=900,
        unless=_any(K.CONFIRM),
        worse=(_any(K.WAIVE, K.STEALTH, K.RECOVERY, K.DETACH),),
        worse_relations=("concealment", "original-shown"),
    ),
    Behaviour(
        "BEH043",
        Category.PRIVILEGE_ESCALATION,
        "an account or a key given access to the user's repositories, machines or documents "
        "behind their back",
        Scope.SECTION,
        (_any(K.GRANT), _any(K.PRIVILEGE)),
        Risk.HIGH,
        within=900,
        worse=(_any(K.WAIVE, K.STEALTH, K.DECEIVE, K.COVER),),
        worse_relations=("concealment", "left-unsaid", "granted-in-code"),
        only_worse=True,
    ),
    Behaviour(
        "BEH044",
        PI,
        "orders taken from what others write (comments, issues, e-mails, messages) and put "
        "above the user's",
        Scope.SECTION,
        (
            _any(K.EXTERNAL),
            _any(K.ACT, K.RUN, K.EXEC),
            _any(K.PRECEDENCE),
            _any(K.USER, K.AGENT),
        ),
        Risk.HIGH,
        within=600,
        prose=True,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH045",
        Category.NETWORK,
        "a certificate authority made trusted and traffic sent through a proxy: whoever runs "
        "both can read and change every HTTPS connection",
        Scope.SECTION,
        (_any(K.TRUST_ROOT), _any(K.PROXY)),
        Risk.MEDIUM,
        within=1500,
        worse=(_any(K.PERSIST, K.STEALTH, K.FETCH),),
        worse_relations=("concealment",),
        worse_risk=Risk.HIGH,
    ),
    Behaviour(
        "BEH047",
        EXE,
        "code downloaded at run time and run as code",
        Scope.SECTION,
        (_any(K.FETCH), _any(K.EXEC)),
        Risk.HIGH,
        within=800,
        relations=("evals-fetched",),
        worse=(_any(K.DETACH, K.STEALTH, K.ELEVATE),),
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH048",
        Category.SUPPLY_CHAIN,
        "changes approved or merged unread: the review the person relies on skipped",
        Scope.SECTION,
        (_any(K.APPROVE),),
        Risk.HIGH,
        within=600,
        relations=("approved-unread",),
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
        prose=True,
    ),
    Behaviour(
        "BEH049",
        EXF,
        "in code, a secret put in a request sent to a host nothing in the skill ties it to",
        Scope.SECTION,
        (_any(K.SECRET), _any(K.SEND), _any(K.NET)),
        Risk.HIGH,
        relations=("secret-body-sent",),
        within=500,
    ),
    Behaviour(
        "BEH015",
        OBF,
        "text decoded and run as code",
        Scope.SECTION,
        (_any(K.DECODE, K.CODE_DECODE), _any(K.EXEC)),
        Risk.HIGH,
        within=1200,
        relations=("decoded-variable",),
    ),
)
