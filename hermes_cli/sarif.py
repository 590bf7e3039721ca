"""SARIF 2.1.0 output, for code-scanning dashboards: the lint report, and the helpers
every SARIF report of ``hermes`` shares (the log skeleton, regions, fixes, rule help).

Columns are Unicode code points (``columnKind: unicodeCodePoints``), 1-based, as
the core counts them. Fixes become SARIF ``fixes`` with replacements, related
locations ``relatedLocations``.

Paths keep the form the user gave them: an absolute path is an absolute ``file:``
URI, a relative one a relative reference against ``%SRCROOT%``, which the run's
``originalUriBaseIds`` sets to the working folder (what code-scanning dashboards
expect of files in a repository).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from hermes_core import __version__
from hermes_core.text.diagnostics import Fix, RelatedLocation, Severity
from hermes_core.text.positions import Range

if TYPE_CHECKING:  # the lint engine is imported when lint output is rendered, not before
    from hermes_core.skills.lint import Profile, Rule
    from hermes_core.skills.lint.batch import FileReport
    from hermes_core.text.diagnostics import Diagnostic

__all__ = [
    "NEWLINE_SEQUENCES",
    "SARIF_SCHEMA",
    "SRCROOT",
    "TOOL_NAME",
    "add_doc_help",
    "artifact_location",
    "render_sarif",
    "sarif_fix",
    "sarif_log",
    "sarif_region",
]

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SRCROOT = "%SRCROOT%"
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
        "originalUriBaseIds": {SRCROOT: {"uri": _folder_uri(Path.cwd())}},
        "columnKind": "unicodeCodePoints",
        "newlineSequences": list(NEWLINE_SEQUENCES),
        "properties": dict(properties),
        "results": list(results),
    }
    if automation_id is not None:
        # Keeps a dashboard from mixing up the runs of different hermes commands.
        run["automationDetails"] = {"id": automation_id}
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


def render_sarif(
    results: Sequence[FileReport], profile: Profile, min_severity: Severity = Severity.HINT
) -> str:
    """One SARIF log with one run listing every rule of the profile, and a result per
    diagnostic at ``min_severity`` or worse."""
    from hermes_core.skills.lint import ALL_RULES

    rules = [rule for rule in ALL_RULES if profile.severity(rule) is not None]
    index = {rule.code: i for i, rule in enumerate(rules)}
    sarif_results = []
    for result in results:
        location = artifact_location(result.path)
        for diagnostic in result.diagnostics:
            if diagnostic.severity.rank <= min_severity.rank:
                sarif_results.append(_result(diagnostic, location, index.get(diagnostic.code)))
    properties = {
        "profile": profile.name,
        "minSeverity": min_severity.value,
        "readInPart": [artifact_location(r.path)["uri"] for r in results if r.partial],
    }
    log = sarif_log([_rule(rule, profile) for rule in rules], sarif_results, properties)
    return json.dumps(log, ensure_ascii=False) + "\n"  # compact: see render_json


def artifact_location(path: Path | None) -> dict[str, str]:
    """A SARIF ``artifactLocation`` for ``path`` in the form it was given: an absolute
    ``file:`` URI, or a relative reference against ``%SRCROOT%``."""
    if path is None:
        return {"uri": "untitled:SKILL.md"}
    if path.is_absolute():
        return {"uri": path.as_uri()}
    # quote() escapes ':' too, so a first segment never reads as a URI scheme; bytes,
    # so a file name that is not UTF-8 keeps its bytes, as as_uri() does.
    return {"uri": quote(os.fsencode(path.as_posix())), "uriBaseId": SRCROOT}


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


def _result(
    diagnostic: Diagnostic, location: Mapping[str, str], rule_index: int | None
) -> dict[str, object]:
    result: dict[str, object] = {
        "ruleId": diagnostic.code,
        "level": _LEVELS[diagnostic.severity],
        "message": {"text": diagnostic.message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": dict(location),
                    "region": sarif_region(diagnostic.range),
                }
            }
        ],
    }
    if rule_index is not None:
        result["ruleIndex"] = rule_index
    if diagnostic.related:
        result["relatedLocations"] = [
            _related(related, location, number)
            for number, related in enumerate(diagnostic.related, start=1)
        ]
    if diagnostic.fix is not None:
        result["fixes"] = [sarif_fix(diagnostic.fix, location)]
    return result


def _related(
    related: RelatedLocation, location: Mapping[str, str], number: int
) -> dict[str, object]:
    return {
        "id": number,
        "physicalLocation": {
            "artifactLocation": dict(location),
            "region": sarif_region(related.range),
        },
        "message": {"text": related.message},
    }


def sarif_region(rng: Range) -> dict[str, int]:
    """A 0-based range as a 1-based SARIF region (columns in code points)."""
    return {
        "startLine": rng.start.line + 1,
        "startColumn": rng.start.character + 1,
        "endLine": rng.end.line + 1,
        "endColumn": rng.end.character + 1,
    }


def sarif_fix(fix: Fix, location: Mapping[str, str]) -> dict[str, object]:
    """A fix as a SARIF ``fix`` replacing regions of the artifact at ``location``."""
    return {
        "description": {"text": fix.title},
        "artifactChanges": [
            {
                "artifactLocation": dict(location),
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


def _folder_uri(folder: Path) -> str:
    """A folder's ``file:`` URI with the trailing slash SARIF requires of a base."""
    uri = folder.as_uri()
    return uri if uri.endswith("/") else uri + "/"
