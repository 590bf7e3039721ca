"""What the scanner reports: findings, their categories and risk, and the verdict."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from hermes_core.text.diagnostics import Fix
from hermes_core.text.positions import Range

__all__ = ["Category", "Finding", "Risk", "ScanResult", "Suppression", "Verdict"]


class Category(StrEnum):
    """The kind of harm a finding points at."""

    EXFILTRATION = "exfiltration"
    PROMPT_INJECTION = "prompt-injection"
    OBFUSCATION = "obfuscation"
    PERSISTENCE = "persistence"
    SUPPLY_CHAIN = "supply-chain"
    NETWORK = "network"
    DESTRUCTIVE = "destructive"
    EXECUTION = "execution"
    CREDENTIAL_EXPOSURE = "credential-exposure"
    PATH_TRAVERSAL = "path-traversal"
    PRIVILEGE_ESCALATION = "privilege-escalation"
    CRYPTO_MINING = "crypto-mining"
    INVISIBLE_TEXT = "invisible-text"
    HOMOGLYPH = "homoglyph"
    STRUCTURE = "structure"


class Risk(StrEnum):
    """How much harm a finding can do, from worst to mildest."""

    CRITICAL = "critical"
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"
    INFO = "info"

    @property
    def rank(self) -> int:
        """0 for critical up to 4 for info."""
        return _RISK_RANKS[self]

    def lowered(self, steps: int) -> Risk:
        """This risk ``steps`` levels milder (never below info)."""
        order = list(Risk)
        return order[min(order.index(self) + steps, len(order) - 1)]


_RISK_RANKS = {risk: index for index, risk in enumerate(Risk)}


class Verdict(StrEnum):
    """The scan's conclusion about a skill or a document."""

    SAFE = "safe"
    CAUTION = "caution"
    DANGEROUS = "dangerous"

    @property
    def rank(self) -> int:
        """0 for safe, 1 for caution, 2 for dangerous."""
        return _VERDICT_RANKS[self]


_VERDICT_RANKS = {Verdict.SAFE: 0, Verdict.CAUTION: 1, Verdict.DANGEROUS: 2}


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing the scanner found.

    ``file`` is the path relative to the skill folder (or as given for one text);
    ``matched`` is the text that triggered it (shortened); ``context`` says why the
    risk was lowered from the rule's default, when it was ("negated", "anti-example",
    "disowned": in a document whose title or opening says what follows is not to be
    acted on; "data": a value in a table, a CSV or TSV file; "shown": what a blob
    decodes to, in a document that says it shows what it decodes and never runs it).
    """

    rule: str
    category: Category
    risk: Risk
    file: str
    range: Range
    matched: str
    message: str
    fix: Fix | None = None
    context: str = ""


@dataclass(frozen=True, slots=True)
class Suppression:
    """An inline ``hermes-scan: ignore RULE -- reason`` comment and what it hid."""

    rule: str
    reason: str
    file: str
    range: Range
    suppressed: tuple[Finding, ...] = ()


@dataclass(frozen=True, slots=True)
class ScanResult:
    """Everything one scan found, the suppressions honoured, and the verdict."""

    findings: tuple[Finding, ...]
    suppressions: tuple[Suppression, ...] = ()
    files_scanned: int = 0
    bytes_scanned: int = 0
    verdict: Verdict = field(default=Verdict.SAFE)
