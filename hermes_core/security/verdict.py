"""From findings to a verdict: dangerous, caution or safe."""

from __future__ import annotations

from collections.abc import Iterable

from hermes_core.security.findings import Finding, Risk, Verdict

__all__ = ["verdict_for"]


def verdict_for(findings: Iterable[Finding]) -> Verdict:
    """Dangerous with any critical or high finding, caution with a medium one."""
    worst = min((finding.risk.rank for finding in findings), default=Risk.INFO.rank)
    if worst <= Risk.HIGH.rank:
        return Verdict.DANGEROUS
    if worst == Risk.MEDIUM.rank:
        return Verdict.CAUTION
    return Verdict.SAFE
