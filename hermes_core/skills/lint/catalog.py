"""Every rule code the linter can report, in one table.

The codes are stable: a code is never reused for a different problem. Each has a
documentation page ``docs/rules/<CODE>.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from hermes_core.skills.lint.body_rules import BODY_RULES
from hermes_core.skills.lint.client_rules import CLIENT_RULES
from hermes_core.skills.lint.hermes_rules import HERMES_RULES
from hermes_core.skills.lint.reading_rules import READING_RULES
from hermes_core.skills.lint.rule import Rule
from hermes_core.skills.lint.spec_rules import SPEC_RULES

__all__ = ["ALL_RULES", "RULES_BY_CODE"]

ALL_RULES: tuple[Rule, ...] = READING_RULES + SPEC_RULES + HERMES_RULES + BODY_RULES + CLIENT_RULES
RULES_BY_CODE: Mapping[str, Rule] = MappingProxyType({rule.code: rule for rule in ALL_RULES})

if len(RULES_BY_CODE) != len(ALL_RULES):  # pragma: no cover - guards against a reused code
    raise RuntimeError("two lint rules share a code")
