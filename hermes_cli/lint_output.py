"""Text and JSON renderings of lint results."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from hermes_core.skills.lint import RULES_BY_CODE, Profile
from hermes_core.skills.lint.batch import FileReport
from hermes_core.text.diagnostics import Diagnostic, Fix, Severity
from hermes_core.text.positions import Range

__all__ = ["display_path", "render_json", "render_text"]


def display_path(path: Path | None) -> str:
    """A path relative to the working directory when it is below it."""
    if path is None:
        return "<buffer>"
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def render_text(results: Sequence[FileReport], profile: Profile) -> str:
    """``path:line:col: severity CODE message`` lines (1-based), then a summary.

    Hints are counted in the summary but not listed; they are for editors.
    """
    lines: list[str] = []
    totals: Counter[Severity] = Counter()
    files_with_problems = 0
    for result in results:
        shown = [d for d in result.diagnostics if d.severity is not Severity.HINT]
        totals.update(d.severity for d in result.diagnostics)
        if shown:
            files_with_problems += 1
        where = display_path(result.path)
        for d in shown:
            start = d.range.start
            fixable = " [fixable]" if d.fix is not None else ""
            lines.append(
                f"{where}:{start.line + 1}:{start.character + 1}: "
                f"{d.severity.value} {d.code} {d.message}{fixable}"
            )
    counts = ", ".join(
        f"{totals[s]} {s.value}{'s' if totals[s] != 1 and s is not Severity.INFO else ''}"
        for s in (Severity.ERROR, Severity.WARNING, Severity.INFO)
    )
    hint_count = totals[Severity.HINT]
    hints = f"; {hint_count} hint{'s' if hint_count != 1 else ''} not shown" if hint_count else ""
    lines.append(
        f"{counts} in {files_with_problems} of {len(results)} files (profile {profile.name}{hints})"
    )
    return "\n".join(lines) + "\n"


def render_json(results: Sequence[FileReport], profile: Profile) -> str:
    """One JSON document: the profile, per-file diagnostics (0-based ranges), totals."""
    totals: Counter[str] = Counter()
    files = []
    for result in results:
        totals.update(d.severity.value for d in result.diagnostics)
        files.append(
            {
                "path": str(result.path) if result.path else None,
                "diagnostics": [_diagnostic(d) for d in result.diagnostics],
            }
        )
    payload = {
        "profile": profile.name,
        "files": files,
        "summary": {"files": len(results), **{s.value: totals[s.value] for s in Severity}},
    }
    # No indent: json's C encoder only runs without one, and ten thousand files'
    # reports then take a tenth of the time. Pipe through `python -m json.tool` to read.
    return json.dumps(payload, ensure_ascii=False) + "\n"


def _diagnostic(d: Diagnostic) -> dict[str, object]:
    rule = RULES_BY_CODE.get(d.code)
    return {
        "code": d.code,
        "name": rule.name if rule is not None else None,
        "severity": d.severity.value,
        "message": d.message,
        "range": _range(d.range),
        "fix": _fix(d.fix) if d.fix is not None else None,
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
