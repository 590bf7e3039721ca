"""Text and JSON renderings of lint results.

Paths are printed as the user gave them (``pathlib`` spelling: ``./skills/`` reads
``skills``): an absolute path stays absolute, a relative one stays relative.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from hermes_core.skills.lint import RULES_BY_CODE, Profile
from hermes_core.skills.lint.batch import FileReport
from hermes_core.text.diagnostics import Diagnostic, Fix, Severity
from hermes_core.text.positions import Range

__all__ = [
    "DEFAULT_TEXT_SEVERITY",
    "MIN_SEVERITY_OPTION",
    "display_path",
    "listed",
    "render_json",
    "render_text",
]

# Text lists errors, warnings and info; hints are for editors unless asked for.
DEFAULT_TEXT_SEVERITY = Severity.INFO
MIN_SEVERITY_OPTION = "--min-severity"


def display_path(path: Path | None) -> str:
    """The path as the user gave it (or as the walk below it built it)."""
    return "<buffer>" if path is None else str(path)


def listed(diagnostics: Sequence[Diagnostic], min_severity: Severity) -> list[Diagnostic]:
    """The diagnostics at ``min_severity`` or worse, in order."""
    return [d for d in diagnostics if d.severity.rank <= min_severity.rank]


def render_text(
    results: Sequence[FileReport],
    profile: Profile,
    min_severity: Severity = DEFAULT_TEXT_SEVERITY,
) -> str:
    """``path:line:col: severity CODE message`` lines (1-based), each followed by its
    related locations as ``path:line:col: note message`` lines, then a summary.

    Diagnostics milder than ``min_severity`` are counted in the summary, which names
    the option that lists them, but not listed.
    """
    lines: list[str] = []
    totals: Counter[Severity] = Counter()
    files_with_problems = partial = 0
    for result in results:
        shown = listed(result.diagnostics, min_severity)
        totals.update(d.severity for d in result.diagnostics)
        partial += result.partial
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
            for related in d.related:
                at = related.range.start
                lines.append(f"{where}:{at.line + 1}:{at.character + 1}: note {related.message}")
    counts = ", ".join(
        _count(totals[s], s) for s in (Severity.ERROR, Severity.WARNING, Severity.INFO)
    )
    notes = [f"profile {profile.name}"]
    hidden = [s for s in Severity if s.rank > min_severity.rank and totals[s]]
    if hidden:
        not_shown = " and ".join(_count(totals[s], s) for s in hidden)
        notes.append(f"{not_shown} not shown; {MIN_SEVERITY_OPTION} {hidden[-1].value} lists them")
    if partial:
        notes.append(f"{partial} file{'s' if partial != 1 else ''} read only in part")
    lines.append(f"{counts} in {files_with_problems} of {len(results)} files ({'; '.join(notes)})")
    return "\n".join(lines) + "\n"


def _count(count: int, severity: Severity) -> str:
    plural = "s" if count != 1 and severity is not Severity.INFO else ""
    return f"{count} {severity.value}{plural}"


def render_json(
    results: Sequence[FileReport], profile: Profile, min_severity: Severity = Severity.HINT
) -> str:
    """One JSON document: the profile, per-file diagnostics at ``min_severity`` or worse
    (0-based ranges, related locations), and totals counting every diagnostic."""
    totals: Counter[str] = Counter()
    files = []
    shown = 0
    for result in results:
        totals.update(d.severity.value for d in result.diagnostics)
        diagnostics = listed(result.diagnostics, min_severity)
        shown += len(diagnostics)
        files.append(
            {
                "path": str(result.path) if result.path else None,
                "read_in_part": result.partial,
                "diagnostics": [_diagnostic(d) for d in diagnostics],
            }
        )
    payload = {
        "profile": profile.name,
        "files": files,
        "summary": {
            "files": len(results),
            **{s.value: totals[s.value] for s in Severity},
            "min_severity": min_severity.value,
            "not_listed": sum(totals.values()) - shown,
            "read_in_part": sum(result.partial for result in results),
        },
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
        "related": [{"range": _range(r.range), "message": r.message} for r in d.related],
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
