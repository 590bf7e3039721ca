"""SARIF 2.1.0 rendering of lint results, for code-scanning dashboards.

Columns are Unicode code points (``columnKind: unicodeCodePoints``), 1-based, as
the core counts them. Fixes become SARIF ``fixes`` with replacements.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from hermes_core import __version__
from hermes_core.skills.lint import ALL_RULES, Profile, Rule
from hermes_core.skills.lint.batch import FileReport
from hermes_core.skills.lint.docs import rule_doc_path
from hermes_core.text.diagnostics import Diagnostic, Fix, Severity
from hermes_core.text.positions import Range

__all__ = ["SARIF_SCHEMA", "render_sarif"]

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVELS = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.INFO: "note",
    Severity.HINT: "note",
}


def render_sarif(results: Sequence[FileReport], profile: Profile) -> str:
    """One SARIF log with one run listing every rule of the profile."""
    rules = [rule for rule in ALL_RULES if profile.severity(rule) is not None]
    index = {rule.code: i for i, rule in enumerate(rules)}
    sarif_results = []
    for result in results:
        uri = _uri(result.path)
        for diagnostic in result.diagnostics:
            sarif_results.append(_result(diagnostic, uri, index.get(diagnostic.code)))
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "hermes-workbench",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "rules": [_rule(rule, profile) for rule in rules],
                    }
                },
                "columnKind": "unicodeCodePoints",
                # The core counts lines the LSP way, a lone CR included.
                "newlineSequences": ["\r\n", "\r", "\n"],
                "properties": {"profile": profile.name},
                "results": sarif_results,
            }
        ],
    }
    return json.dumps(log, ensure_ascii=False) + "\n"  # compact: see render_json


def _uri(path: Path | None) -> str:
    if path is None:
        return "untitled:SKILL.md"
    return path.resolve().as_uri()


def _rule(rule: Rule, profile: Profile) -> dict[str, object]:
    severity = profile.severity(rule) or rule.severity
    entry: dict[str, object] = {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "defaultConfiguration": {"level": _LEVELS[severity]},
        "properties": {"fixable": rule.fixable},
    }
    page = rule_doc_path(rule.code)
    if page is not None:
        entry["helpUri"] = page.as_uri()
        entry["help"] = {"text": rule.summary, "markdown": page.read_text(encoding="utf-8")}
    return entry


def _result(diagnostic: Diagnostic, uri: str, rule_index: int | None) -> dict[str, object]:
    result: dict[str, object] = {
        "ruleId": diagnostic.code,
        "level": _LEVELS[diagnostic.severity],
        "message": {"text": diagnostic.message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": uri},
                    "region": _region(diagnostic.range),
                }
            }
        ],
    }
    if rule_index is not None:
        result["ruleIndex"] = rule_index
    if diagnostic.fix is not None:
        result["fixes"] = [_fix(diagnostic.fix, uri)]
    return result


def _region(rng: Range) -> dict[str, int]:
    return {
        "startLine": rng.start.line + 1,
        "startColumn": rng.start.character + 1,
        "endLine": rng.end.line + 1,
        "endColumn": rng.end.character + 1,
    }


def _fix(fix: Fix, uri: str) -> dict[str, object]:
    return {
        "description": {"text": fix.title},
        "artifactChanges": [
            {
                "artifactLocation": {"uri": uri},
                "replacements": [
                    {"deletedRegion": _region(e.range), "insertedContent": {"text": e.new_text}}
                    for e in fix.edits
                ],
            }
        ],
    }
