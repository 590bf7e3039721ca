"""The behaviours added last (BEH047 to BEH051, BEH053): code fetched and run, changes approved
unread, a secret in a request to a foreign host, a standing approval set above the
user's later word, a page fetched and run unchanged, a backdoor told in words. Same data as
:data:`~hermes_core.security.behaviours.BEHAVIOURS`, which lists them in its order."""

from __future__ import annotations

from hermes_core.security.behaviour_model import Behaviour, Scope, any_of
from hermes_core.security.findings import Category, Risk
from hermes_core.security.lexicon import Kind

__all__ = ["LATER_BEHAVIOURS"]

K = Kind
_any = any_of
EXF, EXE, PI = Category.EXFILTRATION, Category.EXECUTION, Category.PROMPT_INJECTION

LATER_BEHAVIOURS: tuple[Behaviour, ...] = (
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
        "BEH050",
        PI,
        "a standing approval to run things unreviewed, set to outrank what the user says later",
        Scope.SECTION,
        (
            _any(K.WAIVE),
            _any(K.RUN, K.ACT, K.EXEC),
            _any(K.PRECEDENCE, K.OVERRIDE),
            _any(K.FUTURE),
        ),
        Risk.HIGH,
        within=600,
        prose=True,
    ),
    Behaviour(
        "BEH051",
        EXE,
        "what a page on a host the skill does not name says, fetched and run unchanged",
        Scope.UNIT,
        (_any(K.FETCH, K.COPY), _any(K.RUN, K.ACT, K.EXEC, K.TERMINAL), _any(K.NET)),
        Risk.HIGH,
        relations=("foreign-url", "run-unchanged"),
        within=500,
        prose=True,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
    Behaviour(
        "BEH053",
        Category.PRIVILEGE_ESCALATION,
        "a backdoor told in words: a fixed value the skill writes out lets whoever sends it "
        "into the code the agent writes, as an administrator or past the other checks",
        Scope.UNIT,
        (_any(K.SECRET, K.PASSWORD, K.PRIVILEGE),),
        Risk.HIGH,
        relations=("fixed-value-lets-in",),
        within=400,
        prose=True,
        worse_relations=("concealment",),
        worse_risk=Risk.CRITICAL,
    ),
)
