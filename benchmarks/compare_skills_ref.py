"""Side by side with the reference validator skills-ref 0.1.1 on the same corpus.

What this proves: every real spec violation skills-ref reports, we report too, with a
line number; where skills-ref is wrong (flow-style YAML rejected, a ``---`` in a value
truncating the frontmatter, the crash on U+0080), we are right.

Our linter runs in-process with the strict ``agentskills`` profile. skills-ref runs in
one subprocess under its own venv (``benchmarks/peers/skills_ref_runner.py`` calls its
``validate()`` on every folder and records crashes); the venv is created when missing.
Each skills-ref message is put in a category, and each category maps to the codes of
ours that cover it. A report we do not match is a miss unless skills-ref is provably
wrong: it crashed, it cut the frontmatter at a ``---`` inside it, or it rejected YAML
that PyYAML reads fine. Built-in adversarial cases are written to a temporary folder
and run through the same comparison, and ``agentskills validate`` is run on each.

Usage::

    python benchmarks/compare_skills_ref.py [CORPUS_DIR ...] [--peer-venv DIR]

The report goes to stdout, progress to stderr. The exit code is 1 when skills-ref
reports a real violation that we miss, else 0.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType

import yaml

from hermes_core.skills.document import read_skill_file
from hermes_core.skills.lint import get_profile, lint_document
from hermes_core.skills.lint.engine import INTERNAL_ERROR

logger = logging.getLogger("compare_skills_ref")

BENCHMARKS = Path(__file__).resolve().parent
DEFAULT_PEER_VENV = BENCHMARKS / ".peers" / "skills-ref-0.1.1"
PEER_REQUIREMENT = "skills-ref==0.1.1"
PEER_VERSION = "0.1.1"
RUNNER = BENCHMARKS / "peers" / "skills_ref_runner.py"
CORPUS_ROOT = Path("/work/shared/corpus/benign")
DEFAULT_CORPORA = (
    CORPUS_ROOT / "anthropics-skills",
    CORPUS_ROOT / "openai-skills",
    CORPUS_ROOT / "nvidia-skills",
)
PROFILE = "agentskills"
SKILL_FILE = "SKILL.md"
ADVERSARIAL = "adversarial"
EXAMPLES = 3
BOM = "\ufeff"


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class SkillDir:
    """One folder holding a SKILL.md, and how the report names it."""

    corpus: str
    path: Path
    label: str

    def at(self, line: int, column: int | None = None) -> str:
        """``label/SKILL.md:line[:column]``."""
        where = f"{line}:{column}" if column is not None else str(line)
        return f"{self.label}/{SKILL_FILE}:{where}"


@dataclass(frozen=True, slots=True)
class RefCrash:
    """An exception skills-ref's ``validate()`` raised instead of reporting."""

    type: str
    during: str | None
    message: str

    def describe(self) -> str:
        during = f" while handling {self.during}" if self.during else ""
        return f"{self.type}{during}: {self.message}"


@dataclass(frozen=True, slots=True)
class RefResult:
    """What skills-ref said about one folder."""

    messages: tuple[str, ...]
    crash: RefCrash | None
    yaml_error: str | None
    parsed: Mapping[str, object] | None

    @property
    def failed(self) -> bool:
        return bool(self.messages) or self.crash is not None


@dataclass(frozen=True, slots=True)
class OurDiagnostic:
    """One of our diagnostics, with a 1-based line and column."""

    code: str
    severity: str
    line: int
    column: int
    message: str


@dataclass(frozen=True, slots=True)
class OurResult:
    """What our linter said about one SKILL.md, and what it read."""

    diagnostics: tuple[OurDiagnostic, ...]
    line_count: int
    frontmatter: str | None
    values: Mapping[str, object]
    crash: str | None = None

    @property
    def errors(self) -> tuple[OurDiagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.severity == "error")

    def with_code(self, codes: Iterable[str]) -> list[OurDiagnostic]:
        """Diagnostics of ``codes`` that point at a line of the file."""
        wanted = frozenset(codes)
        return [
            d
            for d in self.diagnostics
            if d.code in wanted and 1 <= d.line <= max(self.line_count, 1)
        ]


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


# --------------------------------------------------------------------------- running


def find_skill_dirs(root: Path, corpus: str) -> list[SkillDir]:
    """Every folder under ``root`` (hidden ones too) that holds a SKILL.md."""
    found: list[SkillDir] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != ".git")
        if SKILL_FILE in files:
            path = Path(folder)
            rel = path.relative_to(root).as_posix()
            label = corpus if rel == "." else f"{corpus}/{rel}"
            found.append(SkillDir(corpus, path, label))
    return found


def ensure_peer_venv(venv: Path) -> Path:
    """The venv's python, after creating the venv and installing skills-ref if needed."""
    python = venv / "bin" / "python"
    if not python.exists():
        logger.info("creating %s", venv)
        venv.parent.mkdir(parents=True, exist_ok=True)
        python3 = shutil.which("python3") or sys.executable
        subprocess.run([python3, "-m", "venv", str(venv)], check=True, stdout=sys.stderr)
    if not (venv / "bin" / "agentskills").exists():
        logger.info("installing %s into %s", PEER_REQUIREMENT, venv)
        pip = [str(python), "-m", "pip", "install", "--quiet", PEER_REQUIREMENT]
        subprocess.run(pip, check=True, stdout=sys.stderr)
    return python


def _ref_crash(raw: object) -> RefCrash | None:
    if not isinstance(raw, dict):
        return None
    during = raw.get("during")
    return RefCrash(str(raw["type"]), str(during) if during else None, str(raw["message"]))


def _ref_result(raw: Mapping[str, object]) -> RefResult:
    """One result of the runner's JSON."""
    messages, parsed, yaml_error = raw.get("messages"), raw.get("parsed"), raw.get("yaml_error")
    return RefResult(
        tuple(str(m) for m in messages) if isinstance(messages, list) else (),
        _ref_crash(raw.get("crash")),
        str(yaml_error) if yaml_error else None,
        MappingProxyType(parsed) if isinstance(parsed, dict) else None,
    )


def run_skills_ref(python: Path, skills: Sequence[SkillDir]) -> dict[Path, RefResult]:
    """skills-ref's ``validate()`` on every skill, in one subprocess."""
    logger.info("running skills-ref on %d skills", len(skills))
    request = json.dumps([str(s.path) for s in skills])
    done = subprocess.run(
        [str(python), str(RUNNER)], input=request, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"skills-ref runner failed with exit code {done.returncode}")
    output = json.loads(done.stdout)
    if output["version"] != PEER_VERSION:
        logger.warning("expected skills-ref %s, found %s", PEER_VERSION, output["version"])
    return {Path(raw["dir"]): _ref_result(raw) for raw in output["results"]}


def run_cli(venv: Path, skill_dir: Path) -> tuple[int, list[str]]:
    """``agentskills validate DIR``: exit code and the gist of what it printed."""
    done = subprocess.run(
        [str(venv / "bin" / "agentskills"), "validate", str(skill_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    return done.returncode, lines[-1:] if "Traceback" in done.stderr else lines[:2]


def lint_ours(skill_md: Path) -> OurResult:
    """Our linter, strict agentskills profile, on one SKILL.md."""
    try:
        document = read_skill_file(skill_md)
        result = lint_document(document, get_profile(PROFILE))
    except Exception as exc:  # a crash of ours is a finding to report, so keep going
        logger.exception("our linter crashed on %s", skill_md)
        return OurResult((), 0, None, MappingProxyType({}), f"{type(exc).__name__}: {exc}")
    parsed = document.parsed
    diagnostics = tuple(
        OurDiagnostic(
            d.code, str(d.severity), d.range.start.line + 1, d.range.start.character + 1, d.message
        )
        for d in result.diagnostics
    )
    span = parsed.yaml_span
    frontmatter = parsed.text[span.start : span.end] if span is not None else None
    values = parsed.root.value if parsed.root is not None else None
    return OurResult(
        diagnostics,
        parsed.lines.line_count,
        frontmatter,
        MappingProxyType(values if isinstance(values, dict) else {}),
    )


# --------------------------------------------------------------------------- adversarial cases


@dataclass(frozen=True, slots=True)
class Case:
    """A skill written to trip validators, and what a correct validator does with it.

    ``must_report`` is a code of ours that must point exactly at ``marker`` (the first
    occurrence in the text, BOM removed); ``expect`` holds values a correct reader gets.
    A correct validator fails the file only when ``should_fail``.
    """

    key: str
    name: str
    title: str
    content: bytes
    truth: str
    why: str
    expect: Mapping[str, str]
    should_fail: bool = False
    must_report: str | None = None
    marker: str = ""


def _case_file(frontmatter: str, body: str = "# Body\n\nSome instructions.\n") -> str:
    return f"---\n{frontmatter}---\n{body}"


def adversarial_cases() -> tuple[Case, ...]:
    """The built-in cases (a) to (g)."""
    block = "Splits a report into sections.\n---\nEach section gets its own summary.\n"
    return (
        Case(
            "a",
            "flow-style",
            "flow-style frontmatter",
            _case_file(
                '{name: flow-style, description: "A skill written in flow style."}\n'
            ).encode(),
            "valid YAML: a flow mapping is as much YAML as block style",
            "the spec asks for YAML frontmatter, not block style; strictyaml refuses flow style "
            "by design, so skills-ref rejects a valid file and checks nothing else",
            MappingProxyType(
                {"name": "flow-style", "description": "A skill written in flow style."}
            ),
        ),
        Case(
            "b",
            "dashes-in-block",
            "'---' inside a block-scalar description",
            _case_file(
                "name: dashes-in-block\ndescription: |\n  Splits a report into sections.\n"
                "  ---\n  Each section gets its own summary.\nlicense: MIT\n"
            ).encode(),
            "valid: only a line that is exactly '---' closes the frontmatter; the indented "
            "'---' is part of the value",
            "skills-ref's content.split('---', 2) cuts at the first '---' anywhere, so it "
            "silently validates only the first line of the description and loses 'license'",
            MappingProxyType({"name": "dashes-in-block", "description": block, "license": "MIT"}),
        ),
        Case(
            "c",
            "c1-control",
            "U+0080 (a C1 control character) in the description",
            _case_file(
                "name: c1-control\ndescription: Formats price lists\u0080 for invoices.\n"
                "license: MIT\n"
            ).encode(),
            "invalid: U+0080 is outside YAML's printable set, so it must be reported, at the "
            "character",
            "ruamel's reader raises ReaderError, which has no context_mark; strictyaml's handler "
            "reads that attribute, so validate() and `agentskills validate` die with a traceback",
            MappingProxyType({"name": "c1-control", "license": "MIT"}),
            should_fail=True,
            must_report="SK008",
            marker="\u0080",
        ),
        Case(
            "d",
            "unquoted-colon",
            "unquoted ': ' in the description",
            _case_file(
                "name: unquoted-colon\ndescription: Use when: the user asks for a summary.\n"
            ).encode(),
            "invalid YAML ('mapping values are not allowed here'), though clients commonly read "
            "it as text",
            "both are right that it is invalid; skills-ref stops there, we point at the colon, "
            "read the value as clients do, offer a quoting fix and keep checking",
            MappingProxyType(
                {"name": "unquoted-colon", "description": "Use when: the user asks for a summary."}
            ),
            should_fail=True,
            must_report="SK006",
            marker=": the user",
        ),
        Case(
            "e",
            "crlf-endings",
            "CRLF line endings",
            _case_file(
                "name: crlf-endings\ndescription: A skill saved with Windows line endings.\n"
            )
            .replace("\n", "\r\n")
            .encode(),
            "valid: CRLF is a YAML line break",
            "both read it (skills-ref through Python's universal newlines, we natively)",
            MappingProxyType(
                {"name": "crlf-endings", "description": "A skill saved with Windows line endings."}
            ),
        ),
        Case(
            "f",
            "byte-order-mark",
            "UTF-8 byte-order mark before '---'",
            (
                BOM
                + _case_file(
                    "name: byte-order-mark\ndescription: A skill saved with a byte-order mark.\n"
                )
            ).encode(),
            "valid frontmatter after a BOM (YAML allows a BOM at the start of a stream); some "
            "clients compare the first bytes with '---' and miss it",
            "skills-ref misdiagnoses it as 'no frontmatter' and checks nothing else; we read it "
            "and warn (SK011) at line 1 that some clients do not skip a BOM",
            MappingProxyType(
                {"name": "byte-order-mark", "description": "A skill saved with a byte-order mark."}
            ),
            must_report="SK011",
            marker="---",
        ),
        Case(
            "g",
            "dashes-inline",
            "'---' in the middle of a plain description, before 'name'",
            _case_file(
                "description: Converts files --- fast and safely.\nname: dashes-inline\n"
            ).encode(),
            "valid: '---' mid-line is plain text",
            "skills-ref cuts the frontmatter at the '---', loses 'name' and reports it missing",
            MappingProxyType(
                {"name": "dashes-inline", "description": "Converts files --- fast and safely."}
            ),
        ),
    )


def write_cases(root: Path, cases: Sequence[Case]) -> list[SkillDir]:
    """Each case as ``root/<name>/SKILL.md``: the folder name matches the skill name."""
    skills = []
    for case in cases:
        folder = root / case.name
        folder.mkdir()
        (folder / SKILL_FILE).write_bytes(case.content)
        skills.append(SkillDir(ADVERSARIAL, folder, f"{ADVERSARIAL}/{case.name}"))
    return skills


def _position(text: str, marker: str) -> tuple[int, int]:
    """1-based line and column of ``marker`` in ``text``."""
    index = text.index(marker)
    line_start = max(text.rfind("\n", 0, index), text.rfind("\r", 0, index)) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


def _values_match(read: Mapping[str, object] | None, expect: Mapping[str, str]) -> bool:
    return read is not None and all(read.get(k) == v for k, v in expect.items())


def ref_right(case: Case, ref: RefResult) -> bool:
    """skills-ref did what a correct validator does with ``case``."""
    if ref.crash is not None or ref.failed != case.should_fail:
        return False
    return case.should_fail or _values_match(ref.parsed, case.expect)


def ours_right(case: Case, ours: OurResult) -> bool:
    """We did what a correct validator does with ``case``.

    We must read the values, report ``must_report`` exactly at ``marker`` when the case
    has one, and report no error of another code.
    """
    if ours.crash is not None or not _values_match(ours.values, case.expect):
        return False
    if any(d.code != case.must_report for d in ours.errors):
        return False
    if case.must_report is None:
        return True
    text = case.content.decode("utf-8").removeprefix(BOM)
    line, column = _position(text, case.marker)
    return any(d.line == line and d.column == column for d in ours.with_code([case.must_report]))


# --------------------------------------------------------------------------- report


def _visible(text: str) -> str:
    """``text`` with control and format characters escaped."""
    out = []
    for char in text:
        if char.isprintable() or char == " ":
            out.append(char)
        elif ord(char) < 0x100:
            out.append(f"\\x{ord(char):02x}")
        else:
            out.append(f"\\u{ord(char):04x}")
    return "".join(out)


def _short(value: object, limit: int = 70) -> str:
    shown = _visible(value) if isinstance(value, str) else repr(value)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _first_line(message: str, limit: int = 110) -> str:
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    detail = next((line for line in lines if line.startswith("Found ")), "")
    shown = lines[0] if lines else ""
    if detail and detail != shown:
        shown = f"{shown} … {detail}"
    return _short(shown, limit)


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{code} x{n}" for code, n in sorted(counter.items())) or "none"


def render_corpora(
    corpora: Sequence[tuple[str, str]], comparisons: Sequence[Comparison]
) -> list[str]:
    lines = ["Corpora", "-------"]
    for name, where in corpora:
        mine = [c for c in comparisons if c.skill.corpus == name]
        failed = sum(1 for c in mine if c.ref.failed)
        crashed = sum(1 for c in mine if c.ref.crash is not None)
        with_errors = sum(1 for c in mine if c.ours.errors)
        errors = Counter(d.code for c in mine for d in c.ours.errors)
        warnings = Counter(
            d.code for c in mine for d in c.ours.diagnostics if d.severity == "warning"
        )
        lines += [
            f"{name}  ({where})",
            f"  skills: {len(mine)} · skills-ref: {failed} failed, {crashed} crashed"
            f" · ours: {with_errors} with errors",
            f"  our errors by code:   {_counts(errors)}",
            f"  our warnings by code: {_counts(warnings)}",
            "",
        ]
    return lines


def render_agreement(findings: Sequence[Finding]) -> list[str]:
    header = (
        f"{'skills-ref category':<36}{'reported':>9}{'covered':>9}{'ref wrong':>10}"
        f"{'missed':>8}  our codes"
    )
    lines = ["Agreement: what skills-ref reports -> what we report", "-" * 52, header]
    by_category: defaultdict[str, Counter[Verdict]] = defaultdict(Counter)
    for finding in findings:
        by_category[finding.category.key][finding.verdict] += 1
    total: Counter[Verdict] = Counter()
    for category in CATEGORIES:
        counts = by_category.get(category.key)
        if not counts:
            continue
        total.update(counts)
        codes = " ".join(sorted(category.codes)) or ", ".join(CRASH_CAUSES.values())
        lines.append(
            f"{category.label:<36}{sum(counts.values()):>9}{counts[Verdict.COVERED]:>9}"
            f"{counts[Verdict.REF_WRONG]:>10}{counts[Verdict.MISSED]:>8}  {codes}"
        )
    lines.append(
        f"{'total':<36}{sum(total.values()):>9}{total[Verdict.COVERED]:>9}"
        f"{total[Verdict.REF_WRONG]:>10}{total[Verdict.MISSED]:>8}"
    )
    return [*lines, ""]


def render_covered_examples(findings: Sequence[Finding]) -> list[str]:
    lines = ["Covered, one example per category (our code, severity, file:line:column)"]
    seen: set[str] = set()
    for finding in findings:
        if finding.verdict is Verdict.COVERED and finding.category.key not in seen:
            seen.add(finding.category.key)
            lines.append(f"  {finding.category.label}: {finding.detail}")
    return [*lines, ""]


def render_findings(title: str, findings: Sequence[Finding]) -> list[str]:
    lines = [f"{title}: {len(findings)}"]
    for finding in findings:
        lines.append(
            f"  {finding.skill.label}/{SKILL_FILE} [{finding.category.label}] {finding.detail}"
        )
        lines.append(f"      skills-ref: {_first_line(finding.ref_message)}")
    return [*lines, ""]


def render_ours_only(comparisons: Sequence[Comparison]) -> list[str]:
    by_code: defaultdict[str, list[tuple[Comparison, OurDiagnostic]]] = defaultdict(list)
    for comparison in comparisons:
        for diagnostic in comparison.ours_only:
            by_code[diagnostic.code].append((comparison, diagnostic))
    total = sum(len(v) for v in by_code.values())
    lines = [
        f"Errors we report that skills-ref does not (need a human judgement): {total}",
    ]
    for code in sorted(by_code):
        hits = by_code[code]
        skills = {c.skill.path for c, _ in hits}
        blind = {c.skill.path for c, _ in hits if c.ref.parsed is None}
        lines.append(
            f"  {code} x{len(hits)} in {len(skills)} skills"
            f" ({len(blind)} of them skills-ref could not read past the frontmatter)"
        )
        for comparison, diagnostic in hits[:EXAMPLES]:
            where = comparison.skill.at(diagnostic.line, diagnostic.column)
            lines.append(f"      {where}  {_short(diagnostic.message, 100)}")
    return [*lines, ""]


def render_our_crashes(comparisons: Sequence[Comparison]) -> list[str]:
    lines = ["Our linter crashed"]
    for comparison in comparisons:
        if comparison.ours.crash is not None:
            lines.append(f"  {comparison.skill.label}: {comparison.ours.crash}")
        for diagnostic in comparison.ours.diagnostics:
            if diagnostic.code == INTERNAL_ERROR:
                lines.append(f"  {comparison.skill.at(diagnostic.line)}: {diagnostic.message}")
    if len(lines) == 1:
        lines.append("  never")
    return [*lines, ""]


def _describe_ref(ref: RefResult) -> list[str]:
    if ref.crash is not None:
        return [f"CRASH {_short(ref.crash.describe(), 100)}"]
    if not ref.messages:
        values = ", ".join(f"{k}={_short(v, 60)}" for k, v in (ref.parsed or {}).items())
        return [f"valid; read {values}"]
    return [f"FAIL {_first_line(message)}" for message in ref.messages]


def _describe_ours(ours: OurResult) -> list[str]:
    if ours.crash is not None:
        return [f"CRASH {ours.crash}"]
    said = [
        f"{d.code} {d.severity} at {d.line}:{d.column}: {_short(d.message, 90)}"
        for d in ours.diagnostics
        if d.severity in ("error", "warning")
    ]
    values = ", ".join(f"{k}={_short(v, 60)}" for k, v in ours.values.items())
    return [*(said or ["no errors or warnings"]), f"read {values or 'nothing'}"]


def _truth_evidence(ours: OurResult) -> str:
    if ours.frontmatter is None:
        return "PyYAML: no frontmatter found"
    problem = pyyaml_problem(ours.frontmatter)
    return f"PyYAML safe_load: {'error: ' + _visible(problem) if problem else 'reads it'}"


def render_case(case: Case, comparison: Comparison, cli: tuple[int, list[str]]) -> list[str]:
    ref_ok, our_ok = ref_right(case, comparison.ref), ours_right(case, comparison.ours)
    if ref_ok and our_ok:
        verdict = "both right"
    elif our_ok:
        verdict = "skills-ref wrong, we are right"
    elif ref_ok:
        verdict = "WE ARE WRONG, skills-ref is right"
    else:
        verdict = "both wrong"
    text = case.content.decode("utf-8")
    lines = [f"({case.key}) {case.title}  [{comparison.skill.label}]"]
    lines += [f"    | {_visible(line)}" for line in text.split("\n")[:8] if line]
    lines.append(f"    truth:      {case.truth}; {_truth_evidence(comparison.ours)}")
    lines += [f"    skills-ref: {line}" for line in _describe_ref(comparison.ref)]
    code, output = cli
    lines.append(f"    agentskills validate: exit {code}")
    lines += [f"        {_short(line.strip(), 100)}" for line in output]
    lines += [f"    ours:       {line}" for line in _describe_ours(comparison.ours)]
    lines.append(f"    verdict:    {verdict}: {case.why}")
    return [*lines, ""]


# --------------------------------------------------------------------------- main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, default=list(DEFAULT_CORPORA))
    parser.add_argument("--peer-venv", type=Path, default=DEFAULT_PEER_VENV)
    return parser.parse_args(argv)


def collect(roots: Sequence[Path]) -> tuple[list[tuple[str, str]], list[SkillDir]]:
    """The corpora (name, where) and their skill folders."""
    corpora: list[tuple[str, str]] = []
    skills: list[SkillDir] = []
    for root in roots:
        if not root.is_dir():
            logger.warning("corpus %s is not a folder; skipped", root)
            continue
        found = find_skill_dirs(root, root.name)
        logger.info("%s: %d skills", root, len(found))
        corpora.append((root.name, str(root)))
        skills += found
    return corpora, skills


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s: %(message)s")
    python = ensure_peer_venv(args.peer_venv)
    corpora, skills = collect(args.corpora)
    cases = adversarial_cases()
    with tempfile.TemporaryDirectory(prefix="skills-ref-cases-") as tmp:
        case_dirs = write_cases(Path(tmp), cases)
        corpora.append((ADVERSARIAL, "built-in cases, written to a temporary folder"))
        everything = skills + case_dirs
        refs = run_skills_ref(python, everything)
        logger.info("running our linter (profile %s) on %d skills", PROFILE, len(everything))
        comparisons = [compare(s, refs[s.path], lint_ours(s.path / SKILL_FILE)) for s in everything]
        cli = [run_cli(args.peer_venv, s.path) for s in case_dirs]
    findings = [f for c in comparisons for f in c.findings]
    missed = [f for f in findings if f.verdict is Verdict.MISSED]
    wrong = [f for f in findings if f.verdict is Verdict.REF_WRONG]
    report = [
        f"skills-ref {PEER_VERSION} vs hermes-workbench (profile {PROFILE}), side by side",
        "=" * 72,
        "",
        *render_corpora(corpora, comparisons),
        *render_agreement(findings),
        *render_covered_examples(findings),
        *render_findings("Missed real violations (skills-ref reports them, we do not)", missed),
        *render_findings("Where skills-ref is wrong", wrong),
        *render_ours_only(comparisons),
        *render_our_crashes(comparisons),
        "Built-in adversarial cases",
        "--------------------------",
    ]
    by_dir = {c.skill.path: c for c in comparisons}
    for case, folder, said in zip(cases, case_dirs, cli, strict=True):
        report += render_case(case, by_dir[folder.path], said)
    we_are_wrong = [
        case.key
        for case, folder in zip(cases, case_dirs, strict=True)
        if not ours_right(case, by_dir[folder.path].ours)
    ]
    if missed:
        outcome = f"FAIL: we miss {len(missed)} real violation(s) that skills-ref reports"
    elif we_are_wrong:
        outcome = f"FAIL: we are wrong on built-in case(s) {', '.join(we_are_wrong)}"
    else:
        outcome = "PASS: every real violation skills-ref reports, we report too, with a line number"
    report.append(f"Result: {outcome}")
    print("\n".join(report))
    return 1 if missed or we_are_wrong else 0


if __name__ == "__main__":
    sys.exit(main())
