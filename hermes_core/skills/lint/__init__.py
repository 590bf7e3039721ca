"""Lint rules for SKILL.md files, the profiles that select them, and the engine."""

from hermes_core.skills.lint.catalog import ALL_RULES, RULES_BY_CODE
from hermes_core.skills.lint.engine import LintResult, lint_document
from hermes_core.skills.lint.profiles import DEFAULT_PROFILE, PROFILES, Profile, get_profile
from hermes_core.skills.lint.rule import LintContext, ProfileOptions, Rule

__all__ = [
    "ALL_RULES",
    "DEFAULT_PROFILE",
    "PROFILES",
    "RULES_BY_CODE",
    "LintContext",
    "LintResult",
    "Profile",
    "ProfileOptions",
    "Rule",
    "get_profile",
    "lint_document",
]
