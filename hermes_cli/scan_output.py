"""Text, JSON and SARIF renderings of ``hermes skills scan`` results.

Every rendering lists the findings at or above a minimum risk, and every suppression
that was honoured; the verdicts always count every finding, listed or not. Text output
escapes control and invisible characters, so a skill cannot hide from (or draw on) the
terminal that reads its report.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_cli.sarif import (
    add_doc_help,
    artifact_location,
    sarif_fix,
    sarif_log,
    sarif_region,
)
from hermes_core.security import (
    RULES,
    Decision,
    Finding,
    PolicyDecision,
    Risk,
    Rule,
    ScanResult,
    Suppression,
    TrustLevel,
    Verdict,
)
from hermes_core.security.docs import security_doc_path
from hermes_core.text.diagnostics import Fix
from hermes_core.text.positions import Range

__all__ = [
    "SARIF_AUTOMATION_ID",
    "SkillScan",
    "display_path",
    "listed",
    "render_json",
    "render_sarif",
    "render_text",
    "security_doc_path",
]

SARIF_AUTOMATION_ID = "hermes-skills-scan/"
_LEVELS = {
    Risk.CRITICAL: "error",
    Risk.HIGH: "error",
    Risk.MEDIUM: "warning",
    Risk.LOW: "note",
    Risk.INFO: "note",
}
# GitHub code scanning ranks security results by this score (9.0+ critical, 7.0+ high,
# 4.0+ medium, above 0 low).
_SECURITY_SEVERITY = {
    Risk.CRITICAL: "9.5",
    Risk.HIGH: "8.0",
    Risk.MEDIUM: "5.5",
    Risk.LOW: "3.0",
    Risk.INFO: "0.0",
}
_SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
# Printable to Python, yet drawn as nothing: variation selectors, fillers, joiners.
_BLANK_MARKS = re.compile(
    "[\u034f\u115f\u1160\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\U000e0100-\U000e01ef]"
)


@dataclass(frozen=True, slots=True)
class SkillScan:
    """One skill folder's scan, the trust level it was judged at, and the decision."""

    path: Path
    result: ScanResult
    trust: TrustLevel
    policy: PolicyDecision


def listed(findings: Sequence[Finding], min_risk: Risk) -> list[Finding]:
    """The findings at ``min_risk`` or worse, in the scanner's order."""
    return [f for f in findings if f.risk.rank <= min_risk.rank]


def display_path(path: Path) -> str:
    """The path as the user gave it (``pathlib`` spelling), absolute or relative."""
    return str(path)


# -- text ------------------------------------------------------------------------------


def render_text(scans: Sequence[SkillScan], min_risk: Risk) -> str:
    """Per skill a header with verdict and decision, its findings (1-based positions,
    matched text below) and its suppressions; then a summary line."""
    lines: list[str] = []
    total = not_listed = suppressions = 0
    for scan in scans:
        result = scan.result
        lines.append(
            f"{_clean(display_path(scan.path))}: {result.verdict.value.upper()} "
            f"(trust {scan.trust.value} \u2192 {scan.policy.decision.value}: "
            f"{_clean(scan.policy.reason)})"
        )
        shown = listed(result.findings, min_risk)
        total += len(result.findings)
        not_listed += len(result.findings) - len(shown)
        for finding in shown:
            start = finding.range.start
            lines.append(
                f"  {_clean(finding.file)}:{start.line + 1}:{start.character + 1} "
                f"{finding.risk.value} {finding.rule} {_clean(finding.message)}"
            )
            if finding.matched:
                lines.append(f"      {_clean(finding.matched)}")
        for suppression in result.suppressions:
            suppressions += 1
            lines.append(
                f"  suppressed {suppression.rule} at {_clean(suppression.file)}:"
                f"{suppression.range.start.line + 1} \u2014 {_clean(suppression.reason)} "
                f"({_plural(len(suppression.suppressed), 'finding')})"
            )
    verdicts = Counter(scan.result.verdict for scan in scans)
    counts = ", ".join(f"{verdicts[v]} {v.value}" for v in Verdict)
    hidden = f" ({not_listed} below {min_risk.value} not shown)" if not_listed else ""
    lines.append(
        f"{_plural(len(scans), 'skill')}: {counts}; "
        f"{_plural(total, 'finding')}{hidden}, {_plural(suppressions, 'suppression')}"
    )
    return "\n".join(lines) + "\n"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _clean(text: str) -> str:
    """``text`` on one line, with control and invisible characters as escapes."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(_escape(char) for char in text)


def _escape(char: str) -> str:
    if char.isprintable() and _BLANK_MARKS.match(char) is None:
        return char
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


# -- JSON ------------------------------------------------------------------------------


def render_json(scans: Sequence[SkillScan], min_risk: Risk) -> str:
    """One JSON document: per skill its verdict, decision and findings (0-based ranges),
    then a summary counting every finding, listed or not."""
    skills = [
        {
            "path": str(scan.path),
            "verdict": scan.result.verdict.value,
            "trust": scan.trust.value,
            "decision": scan.policy.decision.value,
            "reason": scan.policy.reason,
            "files_scanned": scan.result.files_scanned,
            "bytes_scanned": scan.result.bytes_scanned,
            "findings": [_finding(f) for f in listed(scan.result.findings, min_risk)],
            "suppressions": [_suppression(s) for s in scan.result.suppressions],
        }
        for scan in scans
    ]
    payload = {"skills": skills, "summary": _summary(scans, min_risk)}
    return json.dumps(payload, ensure_ascii=False) + "\n"  # compact, like lint's JSON


def _summary(scans: Sequence[SkillScan], min_risk: Risk) -> dict[str, object]:
    verdicts = Counter(scan.result.verdict for scan in scans)
    decisions = Counter(scan.policy.decision for scan in scans)
    risks = Counter(f.risk for scan in scans for f in scan.result.findings)
    shown = sum(len(listed(scan.result.findings, min_risk)) for scan in scans)
    sups = [s for scan in scans for s in scan.result.suppressions]
    return {
        "skills": len(scans),
        **{verdict.value: verdicts[verdict] for verdict in Verdict},
        "decisions": {decision.value: decisions[decision] for decision in Decision},
        "findings": {risk.value: risks[risk] for risk in Risk},
        "min_risk": min_risk.value,
        "listed": shown,
        "not_listed": sum(risks.values()) - shown,
        "suppressions": len(sups),
        "suppressed_findings": sum(len(s.suppressed) for s in sups),
    }


def _finding(finding: Finding) -> dict[str, object]:
    return {
        "rule": finding.rule,
        "category": finding.category.value,
        "risk": finding.risk.value,
        "file": finding.file,
        "range": _range(finding.range),
        "matched": finding.matched,
        "message": finding.message,
        "context": finding.context,
        "fix": _fix(finding.fix) if finding.fix is not None else None,
    }


def _suppression(suppression: Suppression) -> dict[str, object]:
    return {
        "rule": suppression.rule,
        "reason": suppression.reason,
        "file": suppression.file,
        "range": _range(suppression.range),
        "suppressed": [_finding(f) for f in suppression.suppressed],
    }


def _range(rng: Range) -> dict[str, dict[str, int]]:
    return {
        "start": {"line": rng.start.line, "character": rng.start.character},
        "end": {"line": rng.end.line, "character": rng.end.character},
    }


def _fix(fix: Fix) -> dict[str, object]:
    return {
        "title": fix.title,
        "edits": [{"range": _range(e.range), "newText": e.new_text} for e in fix.edits],
    }


# -- SARIF -----------------------------------------------------------------------------


def render_sarif(scans: Sequence[SkillScan], min_risk: Risk) -> str:
    """One SARIF 2.1.0 log, one run: every scanner rule, a result per listed finding,
    and a result per suppressed finding carrying an ``inSource`` suppression."""
    index = {rule.id: i for i, rule in enumerate(RULES)}
    results: list[dict[str, object]] = []
    skills: list[dict[str, object]] = []
    for scan in scans:
        root = scan.path  # as given: joined with each file, never resolved
        for finding in listed(scan.result.findings, min_risk):
            results.append(_result(finding, root, index))
        for suppression in scan.result.suppressions:
            where = _location(root, suppression.file, suppression.range)
            for finding in suppression.suppressed:
                result = _result(finding, root, index)
                result["suppressions"] = [
                    {
                        "kind": "inSource",
                        "state": "accepted",
                        "justification": suppression.reason,
                        "location": where,
                    }
                ]
                results.append(result)
        skills.append(_skill_properties(scan, root))
    log = sarif_log(
        [_rule(rule) for rule in RULES],
        results,
        {"minRisk": min_risk.value, "skills": skills},
        automation_id=SARIF_AUTOMATION_ID,
    )
    return json.dumps(log, ensure_ascii=False) + "\n"


def _rule(rule: Rule) -> dict[str, object]:
    entry: dict[str, object] = {
        "id": rule.id,
        "shortDescription": {"text": rule.summary},
        "defaultConfiguration": {"level": _LEVELS[rule.risk]},
        "properties": {
            "category": rule.category.value,
            "risk": rule.risk.value,
            "tags": ["security", rule.category.value],
            "security-severity": _SECURITY_SEVERITY[rule.risk],
        },
    }
    add_doc_help(entry, rule.summary, security_doc_path(rule.id))
    return entry


def _artifact(root: Path, file: str) -> dict[str, str]:
    # Joined, never resolved: a finding about a symlink is about the link itself.
    return artifact_location(root / file)


def _location(root: Path, file: str, rng: Range) -> dict[str, object]:
    return {
        "physicalLocation": {
            "artifactLocation": _artifact(root, file),
            "region": sarif_region(rng),
        }
    }


def _result(finding: Finding, root: Path, index: dict[str, int]) -> dict[str, object]:
    result: dict[str, object] = {
        "ruleId": finding.rule,
        "level": _LEVELS[finding.risk],
        "message": {"text": finding.message},
        "locations": [_location(root, finding.file, finding.range)],
        "properties": {
            "category": finding.category.value,
            "risk": finding.risk.value,
            "context": finding.context,
            "matched": finding.matched,
        },
    }
    if finding.rule in index:
        result["ruleIndex"] = index[finding.rule]
    if finding.fix is not None:
        result["fixes"] = [sarif_fix(finding.fix, _artifact(root, finding.file))]
    return result


def _skill_properties(scan: SkillScan, root: Path) -> dict[str, object]:
    return {
        **artifact_location(root),
        "verdict": scan.result.verdict.value,
        "trust": scan.trust.value,
        "decision": scan.policy.decision.value,
        "reason": scan.policy.reason,
        "filesScanned": scan.result.files_scanned,
        "bytesScanned": scan.result.bytes_scanned,
        "suppressions": [
            {
                "ruleId": s.rule,
                "justification": s.reason,
                **_artifact(root, s.file),
                "startLine": s.range.start.line + 1,
                "suppressedResults": len(s.suppressed),
            }
            for s in scan.result.suppressions
        ],
    }
