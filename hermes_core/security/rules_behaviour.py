"""The behaviour rules (BEH…): one rule per behaviour of
:data:`~hermes_core.security.behaviours.BEHAVIOURS`, whose data defines it."""

from __future__ import annotations

from hermes_core.security.behaviours import BEHAVIOURS
from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["BEHAVIOUR_RULES"]

_HIDDEN = frozenset(("BEH010",))

BEHAVIOUR_RULES: tuple[Rule, ...] = (
    # What a hidden region says is hidden from the reader whatever its words: "do not
    # surface this to the user" in a comment is the order, not a negated mention of one.
    *(
        _rule(b.rule, b.category, b.risk, f"Behaviour: {b.what}.", negatable=b.rule not in _HIDDEN)
        for b in BEHAVIOURS
    ),
    # Behaviours of a whole skill, across files (skill_behaviours.py).
    _rule(
        "BEH025",
        Category.SUPPLY_CHAIN,
        Risk.HIGH,
        "Behaviour: an install hook runs a script that fetches and runs code or sends secrets.",
    ),
    _rule(
        "BEH026",
        Category.OBFUSCATION,
        Risk.HIGH,
        "Behaviour: an opaque blob in one file, decoded and acted on by a script.",
    ),
    _rule(
        "BEH052",
        Category.EXECUTION,
        Risk.HIGH,
        "Behaviour: a script fetches from the network, and the agent is told to carry out "
        "what it prints as it comes.",
    ),
    # Computed in code (payees.py).
    _rule(
        "BEH042",
        Category.EXFILTRATION,
        Risk.HIGH,
        "Behaviour: where a payment goes depends on its amount (large payments routed to a "
        "payee the script holds).",
    ),
    _rule(
        "BEH038",
        Category.CREDENTIAL_EXPOSURE,
        Risk.HIGH,
        "Behaviour: the person asked for a password or code, and a script that sends to a "
        "host the skill does not name.",
    ),
)
