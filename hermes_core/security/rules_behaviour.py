"""The behaviour rules (BEH…): one rule per behaviour of
:data:`~hermes_core.security.behaviours.BEHAVIOURS`, whose data defines it."""

from __future__ import annotations

from hermes_core.security.behaviours import BEHAVIOURS
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["BEHAVIOUR_RULES"]

BEHAVIOUR_RULES: tuple[Rule, ...] = tuple(
    _rule(b.rule, b.category, b.risk, f"Behaviour: {b.what}.") for b in BEHAVIOURS
)
