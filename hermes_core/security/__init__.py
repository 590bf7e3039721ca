"""The security scanner: rules, findings, verdicts, trust levels and the install policy.

Scan one document with :meth:`Scanner.scan_text` (the language server does, on every
edit) or a whole skill folder with :func:`scan_skill_dir`; turn the verdict and the
source's trust level into a :class:`Decision` with :func:`decide`.
"""

from hermes_core.security.engine import Scanner, TextKind, TextScan
from hermes_core.security.findings import Category, Finding, Risk, ScanResult, Suppression, Verdict
from hermes_core.security.policy import (
    INSTALL_POLICY,
    Decision,
    PolicyDecision,
    TrustLevel,
    decide,
    honours_suppressions,
    trust_for,
)
from hermes_core.security.rules import RULES, RULES_BY_ID, Rule
from hermes_core.security.structure import scan_skill_dir
from hermes_core.security.verdict import verdict_for

__all__ = [
    "INSTALL_POLICY",
    "RULES",
    "RULES_BY_ID",
    "Category",
    "Decision",
    "Finding",
    "PolicyDecision",
    "Risk",
    "Rule",
    "ScanResult",
    "Scanner",
    "Suppression",
    "TextKind",
    "TextScan",
    "TrustLevel",
    "Verdict",
    "decide",
    "honours_suppressions",
    "scan_skill_dir",
    "trust_for",
    "verdict_for",
]
