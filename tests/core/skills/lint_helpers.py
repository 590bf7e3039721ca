"""Shared helpers for the lint-rule tests: build SKILL.md texts, lint them, pick diagnostics.

Imported explicitly (``from tests.core.skills.lint_helpers import ...``) rather than
through a conftest, so these tests do not depend on fixtures defined elsewhere.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hermes_core.skills.document import SkillDocument, parse_skill_text, read_skill_file
from hermes_core.skills.lint import LintResult, get_profile, lint_document
from hermes_core.text.diagnostics import Diagnostic
from hermes_core.text.edits import apply_edits
from hermes_core.text.positions import Position, Range

__all__ = [
    "BODY",
    "DESCRIPTION",
    "PROFILE_NAMES",
    "VIRTUAL_ROOT",
    "apply_fix",
    "codes",
    "doc",
    "find",
    "lint",
    "lint_file",
    "one",
    "rng",
    "skill",
    "skill_text",
    "write_skill",
]

PROFILE_NAMES = ("agentskills", "hermes", "claude-code", "codex", "anthropic-api")
# A folder that does not exist: documents linted "in memory" still have a skill folder
# (so the name/folder rule runs), but nothing in it exists on disk.
VIRTUAL_ROOT = Path("/nonexistent-hermes-workbench-tests")
DESCRIPTION = "Use when the user asks to test the linter."
BODY = "# My skill\n\nDo the thing.\n"


def skill_text(*frontmatter_lines: str, body: str = BODY, newline: str = "\n") -> str:
    """``---``, the given lines, ``---``, then the body; line 0 is the opening fence."""
    head = newline.join(["---", *frontmatter_lines, "---", ""])
    return head + body.replace("\n", newline)


def skill(
    *extra_lines: str,
    name: str | None = "my-skill",
    description: str | None = DESCRIPTION,
    body: str = BODY,
    newline: str = "\n",
) -> str:
    """A SKILL.md with ``name`` on line 1, ``description`` on line 2 and extra lines after.

    Passing ``None`` leaves a field out (and moves the following lines up).
    """
    lines = []
    if name is not None:
        lines.append(f"name: {name}")
    if description is not None:
        lines.append(f"description: {description}")
    return skill_text(*lines, *extra_lines, body=body, newline=newline)


def doc(text: str, dir_name: str = "my-skill") -> SkillDocument:
    """Parse ``text`` as the SKILL.md of a (non-existent) folder called ``dir_name``."""
    return parse_skill_text(text, VIRTUAL_ROOT / dir_name / "SKILL.md")


def lint(
    text: str,
    profile: str = "hermes",
    *,
    dir_name: str = "my-skill",
    known_skills: Iterable[str] | None = None,
) -> LintResult:
    """Lint an in-memory SKILL.md under ``profile``."""
    return lint_document(doc(text, dir_name), get_profile(profile), known_skills=known_skills)


def write_skill(root: Path, text: str, dir_name: str = "my-skill") -> Path:
    """Write ``text`` to ``root/dir_name/SKILL.md`` and return the file's path."""
    folder = root / dir_name
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "SKILL.md"
    path.write_text(text, encoding="utf-8", newline="")
    return path


def lint_file(
    path: Path, profile: str = "hermes", known_skills: Iterable[str] | None = None
) -> LintResult:
    """Read a SKILL.md from disk and lint it."""
    return lint_document(read_skill_file(path), get_profile(profile), known_skills=known_skills)


def codes(result: LintResult) -> list[str]:
    """The codes found, in report order."""
    return [d.code for d in result.diagnostics]


def find(result: LintResult, code: str) -> list[Diagnostic]:
    """Every diagnostic with ``code``."""
    return [d for d in result.diagnostics if d.code == code]


def one(result: LintResult, code: str) -> Diagnostic:
    """The single diagnostic with ``code``; fails the test when there are none or several."""
    found = find(result, code)
    assert len(found) == 1, f"expected exactly one {code}, got {_describe(result)}"
    return found[0]


def rng(line: int, start: int, end: int, end_line: int | None = None) -> Range:
    """A range from ``(line, start)`` to ``(end_line or line, end)``."""
    return Range(Position(line, start), Position(line if end_line is None else end_line, end))


def apply_fix(text: str, diagnostic: Diagnostic) -> str:
    """``text`` with ``diagnostic``'s fix applied."""
    assert diagnostic.fix is not None, f"{diagnostic.code} carries no fix"
    return apply_edits(text, diagnostic.fix.edits)


def _describe(result: LintResult) -> str:
    return ", ".join(
        f"{d.code}@{d.range.start.line}:{d.range.start.character}" for d in result.diagnostics
    )
