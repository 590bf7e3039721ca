"""How ``compare_skills_ref.py`` judges one skills-ref report against ours.

Each skills-ref message is put in a ``Category``, and each category maps to the codes of
ours that cover it. A report we do not match is a miss unless skills-ref is provably
wrong: it crashed, it cut the frontmatter at a ``---`` inside it, or it rejected YAML
that PyYAML reads fine.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType

import yaml
from skills_ref_results import SKILL_FILE, OurDiagnostic, OurResult, RefCrash, RefResult, SkillDir

# --------------------------------------------------------------------------- categories


@dataclass(frozen=True, slots=True)
class Category:
    """A kind of skills-ref message and the codes of ours that cover it."""

    key: str
    label: str
    pattern: str
    codes: frozenset[str]


def _category(key: str, label: str, pattern: str, *codes: str) -> Category:
    return Category(key, label, pattern, frozenset(codes))


# We found no frontmatter block (a fence skills-ref's split accepts, such as '----').
UNFENCED = ("SK001", "SK002")
# The YAML itself: invalid, not a mapping, duplicate key, or read only after a recovery.
YAML_PROBLEMS = ("SK003", "SK004", "SK005", "SK006", "SK007", "SK008", "SK014")
CATEGORIES: tuple[Category, ...] = (
    _category(
        "no-frontmatter",
        "missing frontmatter",
        r"SKILL\.md must start with YAML frontmatter",
        "SK001",
        "SK009",
        "SK011",
        "SK012",
        "SK013",
    ),
    _category(
        "unclosed",
        "unclosed frontmatter",
        r"SKILL\.md frontmatter not properly closed",
        "SK001",
        "SK002",
    ),
    _category(
        "not-mapping",
        "frontmatter not a mapping",
        r"SKILL\.md frontmatter must be a YAML mapping",
        *UNFENCED,
        "SK003",
        "SK004",
    ),
    _category(
        "invalid-yaml",
        "invalid YAML",
        r"Invalid YAML in frontmatter",
        *UNFENCED,
        *YAML_PROBLEMS,
    ),
    _category(
        "name-missing", "name missing", r"Missing required field in frontmatter: name\b", "SK101"
    ),
    _category(
        "name-empty", "name not a non-empty string", r"Field 'name' must be", "SK101", "SK102"
    ),
    _category("name-length", "name too long", r"Skill name '.*' exceeds", "SK103"),
    _category("name-case", "name not lowercase", r"Skill name '.*' must be lowercase", "SK104"),
    _category("name-hyphens", "name hyphens", r"Skill name cannot (start|contain)", "SK105"),
    _category(
        "name-chars", "name invalid characters", r"Skill name '.*' contains invalid", "SK104"
    ),
    _category("name-dir", "name ≠ directory", r"Directory name '.*' must match", "SK106"),
    _category(
        "description-missing",
        "description missing",
        r"Missing required field in frontmatter: description",
        "SK110",
    ),
    _category(
        "description-empty",
        "description not a non-empty string",
        r"Field 'description' must be",
        "SK110",
        "SK111",
    ),
    _category("description-length", "description too long", r"Description exceeds", "SK112"),
    _category(
        "compatibility", "compatibility", r"(Field 'compatibility'|Compatibility exceeds)", "SK120"
    ),
    _category(
        "unexpected-fields", "unexpected fields", r"Unexpected fields in frontmatter", "SK150"
    ),
    _category(
        "no-skill-file",
        "no SKILL.md / bad path",
        r"(Missing required file|Path does not|Not a dir)",
        "SK015",
    ),
    _category("crash", "crash", r"(?!)"),
    _category("unrecognised", "unrecognised message", r"(?!)"),
)
CATEGORY = MappingProxyType({category.key: category for category in CATEGORIES})

# What made skills-ref crash, and the code of ours that reports that cause.
CRASH_CAUSES: Mapping[str, str] = MappingProxyType(
    {"ReaderError": "SK008", "UnicodeDecodeError": "SK010"}
)
# strictyaml refuses these although they are valid YAML.
STRICTYAML_REFUSALS: Mapping[str, str] = MappingProxyType(
    {
        "FlowMappingDisallowed": "flow-style collection ([...] or {...})",
        "TagTokenDisallowed": "YAML tag (!!str and the like)",
        "AnchorTokenDisallowed": "anchor or alias (&a / *a)",
        "InconsistentIndentationDisallowed": "indentation that varies between blocks",
    }
)


def categorise(message: str) -> Category:
    """The category of one skills-ref message."""
    for category in CATEGORIES:
        if re.match(category.pattern, message, flags=re.DOTALL):
            return category
    return CATEGORY["unrecognised"]


# --------------------------------------------------------------------------- judging


class Verdict(StrEnum):
    """How one skills-ref report compares with ours."""

    COVERED = "covered"
    REF_WRONG = "skills-ref wrong"
    MISSED = "missed"


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing skills-ref reported about one skill, judged."""

    skill: SkillDir
    category: Category
    ref_message: str
    verdict: Verdict
    detail: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """Both validators on one skill."""

    skill: SkillDir
    ref: RefResult
    ours: OurResult
    findings: tuple[Finding, ...]
    ours_only: tuple[OurDiagnostic, ...]


def skills_ref_cut_line(path: Path, ours: OurResult) -> int | None:
    """The line of a ``---`` inside the frontmatter where skills-ref's split cut it."""
    try:
        with path.open(encoding="utf-8") as handle:  # universal newlines, as read_text
            content = handle.read()
    except (OSError, UnicodeDecodeError):
        return None
    if ours.frontmatter is None or not content.startswith("---"):
        return None
    parts = content.split("---", 2)
    if len(parts) < 3:
        return None
    real = ours.frontmatter.replace("\r\n", "\n").replace("\r", "\n").strip()
    if parts[1].strip() == real or len(parts[1].strip()) >= len(real):
        return None
    return content[: 3 + len(parts[1])].count("\n") + 1


def pyyaml_problem(text: str) -> str | None:
    """PyYAML's complaint about ``text``, or ``None`` when it is valid YAML."""
    try:
        yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return None


def _strictyaml_line(message: str) -> int | None:
    """The line strictyaml points at; its frontmatter string starts on the file's line 1."""
    lines = re.findall(r"line (\d+), column \d+", message)
    return int(lines[-1]) if lines else None


def _cite(skill: SkillDir, diagnostics: Sequence[OurDiagnostic]) -> str:
    first = diagnostics[0]
    return f"{first.code} ({first.severity}) at {skill.at(first.line, first.column)}"


def _unexpected_fields(message: str) -> list[str]:
    found = re.match(r"Unexpected fields in frontmatter: (.*?)\. Only \[", message, re.DOTALL)
    return found.group(1).split(", ") if found else []


def _match(skill: SkillDir, category: Category, message: str, ours: OurResult) -> str | None:
    """Where we report what ``message`` reports, or ``None``."""
    matches = ours.with_code(category.codes)
    if category.key == "unexpected-fields":
        fields = _unexpected_fields(message)
        lost = [f for f in fields if not any(f"'{f}'" in d.message for d in matches)]
        if lost or not matches:
            return None
        return f"SK150 for {', '.join(fields)}, first at {skill.at(matches[0].line)}"
    return _cite(skill, matches) if matches else None


def _judge_crash(skill: SkillDir, crash: RefCrash, ours: OurResult) -> Finding:
    category = CATEGORY["crash"]
    cause = (
        crash.during if crash.during is not None and crash.during in CRASH_CAUSES else crash.type
    )
    code = CRASH_CAUSES.get(cause)
    if code is None:
        detail = f"crashed ({crash.describe()}); cause not classified, check by hand"
        return Finding(skill, category, crash.describe(), Verdict.REF_WRONG, detail)
    matches = ours.with_code([code])
    if not matches:
        detail = f"crashed on a {cause}; we do not report its cause ({code})"
        return Finding(skill, category, crash.describe(), Verdict.MISSED, detail)
    what = crash.type if cause == crash.type else f"{crash.type} while handling a {cause}"
    detail = f"crashed ({what}); we report {_cite(skill, matches)}"
    return Finding(skill, category, crash.describe(), Verdict.REF_WRONG, detail)


def _why_wrong(
    skill: SkillDir, category: Category, message: str, ref: RefResult, ours: OurResult
) -> str | None:
    """Why skills-ref's report is wrong, when that can be shown; else ``None``."""
    cut = skills_ref_cut_line(skill.path / SKILL_FILE, ours)
    if cut is not None:
        return (
            f"a '---' inside the frontmatter (line {cut}) cut it short; "
            "skills-ref checked a fragment"
        )
    readable = ours.frontmatter is not None and pyyaml_problem(ours.frontmatter) is None
    if category.key != "invalid-yaml" or not readable:
        return None
    refused = ref.yaml_error or "strictyaml rule"
    what = STRICTYAML_REFUSALS.get(refused, refused)
    line = _strictyaml_line(message)
    where = f" at line {line}" if line else ""
    return f"valid YAML rejected: {what}{where} (PyYAML reads it; strictyaml refuses it)"


def _whitespace_note(category: Category, ours: OurResult) -> str:
    """Explain a length report that only whitespace around the description makes."""
    value = ours.values.get("description")
    if category.key != "description-length" or not isinstance(value, str):
        return ""
    if len(value.strip()) == len(value):
        return ""
    return (
        f" (we count {len(value.strip())} characters without surrounding whitespace; "
        f"skills-ref counts all {len(value)}, e.g. the line break ending a block scalar)"
    )


def judge(skill: SkillDir, message: str, ref: RefResult, ours: OurResult) -> Finding:
    """Is one skills-ref message covered by us, wrong, or missed?"""
    category = categorise(message)
    cover = _match(skill, category, message, ours)
    if cover is not None:
        return Finding(skill, category, message, Verdict.COVERED, cover)
    reason = _why_wrong(skill, category, message, ref, ours)
    if reason is not None:
        return Finding(skill, category, message, Verdict.REF_WRONG, reason)
    codes = ", ".join(sorted(category.codes)) or "no code of ours"
    detail = f"we report none of {codes}{_whitespace_note(category, ours)}"
    return Finding(skill, category, message, Verdict.MISSED, detail)


def compare(skill: SkillDir, ref: RefResult, ours: OurResult) -> Comparison:
    """Judge every skills-ref report on ``skill``; collect our errors it has no report for."""
    findings = [judge(skill, message, ref, ours) for message in ref.messages]
    if ref.crash is not None:
        findings.append(_judge_crash(skill, ref.crash, ours))
    explained = {code for f in findings for code in f.category.codes}
    if ref.crash is not None:
        explained |= set(CRASH_CAUSES.values())
    ours_only = tuple(d for d in ours.errors if d.code not in explained)
    return Comparison(skill, ref, ours, tuple(findings), ours_only)
