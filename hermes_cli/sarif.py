"""SARIF 2.1.0 output, for code-scanning dashboards: the lint report, and the helpers
every SARIF report of ``hermes`` shares (the log skeleton, regions, fixes, rule help).

Columns are Unicode code points (``columnKind: unicodeCodePoints``), 1-based, as
the core counts them. Fixes become SARIF ``fixes`` with replacements.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from hermes_core import __version__
from hermes_core.text.diagnostics import Fix, Severity
from hermes_core.text.positions import Range

if TYPE_CHECKING:  # the lint engine is imported when lint output is rendered, not before
    from hermes_core.skills.lint import Profile, Rule
    from hermes_core.skills.lint.batch import FileReport
    from hermes_core.text.diagnostics import Diagnostic

__all__ = [
    "NEWLINE_SEQUENCES",
    "SARIF_SCHEMA",
    "TOOL_NAME",
    "add_doc_help",
    "render_sarif",
    "sarif_fix",
    "sarif_log",
    "sarif_region",
]

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
TOOL_NAME = "hermes-workbench"
# The core counts lines the LSP way, a lone CR included.
NEWLINE_SEQUENCES = ("\r\n", "\r", "\n")
_LEVELS = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.INFO: "note",
    Severity.HINT: "note",
}


def sarif_log(
    rules: Sequence[Mapping[str, object]],
    results: Sequence[Mapping[str, object]],
    properties: Mapping[str, object],
    *,
    automation_id: str | None = None,
) -> dict[str, object]:
    """A SARIF log of one run of ``hermes-workbench`` with these rules and results."""
    run: dict[str, object] = {
        "tool": {
            "driver": {
                "name": TOOL_NAME,
                "version": __version__,
                "semanticVersion": __version__,
                "rules": list(rules),
            }
        },
        "columnKind": "unicodeCodePoints",
        "newlineSequences": list(NEWLINE_SEQUENCES),
        "properties": dict(properties),
        "results": list(results),
    }
    if automation_id is not None:
        # Keeps a dashboard from mixing up the runs of different hermes commands.
        run["automationDetails"] = {"id": automation_id}
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


def render_sarif(results: Sequence[FileReport], profile: Profile) -> str:
    """One SARIF log with one run listing every rule of the profile."""
    from hermes_core.skills.lint import ALL_RULES

    rules = [rule for rule in ALL_RULES if profile.severity(rule) is not None]
    index = {rule.code: i for i, rule in enumerate(rules)}
    sarif_results = []
    for result in results:
        uri = _uri(result.path)
        for diagnostic in result.diagnostics:
            sarif_results.append(_result(diagnostic, uri, index.get(diagnostic.code)))
    log = sarif_log(
        [_rule(rule, profile) for rule in rules], sarif_results, {"profile": profile.name}
    )
    return json.dumps(log, ensure_ascii=False) + "\n"  # compact: see render_json


def add_doc_help(entry: dict[str, object], summary: str, page: Path | None) -> None:
    """Give a SARIF rule ``entry`` the ``helpUri`` and ``help`` of its documentation page,
    when the page exists and can be read."""
    if page is None:
        return
    try:
        markdown = page.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    entry["helpUri"] = page.as_uri()
    entry["help"] = {"text": summary, "markdown": markdown}


def _uri(path: Path | None) -> str:
    if path is None:
        return "untitled:SKILL.md"
    return path.resolve().as_uri()


def _rule(rule: Rule, profile: Profile) -> dict[str, object]:
    from hermes_core.skills.lint.docs import rule_doc_path

    severity = profile.severity(rule) or rule.severity
    entry: dict[str, object] = {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "defaultConfiguration": {"level": _LEVELS[severity]},
        "properties": {"fixable": rule.fixable},
    }
    add_doc_help(entry, rule.summary, rule_doc_path(rule.code))
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
                    "region": sarif_region(diagnostic.range),
                }
            }
        ],
    }
    if rule_index is not None:
        result["ruleIndex"] = rule_index
    if diagnostic.fix is not None:
        result["fixes"] = [sarif_fix(diagnostic.fix, uri)]
    return result


def sarif_region(rng: Range) -> dict[str, int]:
    """A 0-based range as a 1-based SARIF region (columns in code points)."""
    return {
        "startLine": rng.start.line + 1,
        "startColumn": rng.start.character + 1,
        "endLine": rng.end.line + 1,
        "endColumn": rng.end.character + 1,
    }


def sarif_fix(fix: Fix, uri: str) -> dict[str, object]:
    """A fix as a SARIF ``fix`` replacing regions of the artifact at ``uri``."""
    return {
        "description": {"text": fix.title},
        "artifactChanges": [
            {
                "artifactLocation": {"uri": uri},
                "replacements": [
                    {
                        "deletedRegion": sarif_region(e.range),
                        "insertedContent": {"text": e.new_text},
                    }
                    for e in fix.edits
                ],
            }
        ],
    }
