"""Every scanner rule, in one table.

Pattern rules run on one line at a time, and only on lines holding one of their
anchors (lowercase literals found in one Aho-Corasick pass over the file), so a
large file costs one pass plus a few short regex searches. Rules without a pattern
are computed by the engine (data flows, Unicode, structure); they are listed so
every rule id has one definition and one documentation page.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from hermes_core.security.rule import Part, Rule, Scope
from hermes_core.security.rules_agent import AGENT_RULES
from hermes_core.security.rules_behaviour import BEHAVIOUR_RULES
from hermes_core.security.rules_computed import COMPUTED_RULES
from hermes_core.security.rules_data import DATA_RULES
from hermes_core.security.rules_system import SYSTEM_RULES

__all__ = ["RULES", "RULES_BY_ID", "Part", "Rule", "Scope"]

RULES: tuple[Rule, ...] = DATA_RULES + AGENT_RULES + SYSTEM_RULES + COMPUTED_RULES + BEHAVIOUR_RULES
RULES_BY_ID: Mapping[str, Rule] = MappingProxyType({rule.id: rule for rule in RULES})

if len(RULES_BY_ID) != len(RULES):  # pragma: no cover - guards against a reused id
    raise RuntimeError("two scanner rules share an id")
