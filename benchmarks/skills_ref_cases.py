"""The built-in adversarial cases of ``compare_skills_ref.py``: skills written to trip
validators, what a correct validator does with each, and whether skills-ref and we did
that."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from skills_ref_results import SKILL_FILE, OurResult, RefResult, SkillDir

ADVERSARIAL = "adversarial"
BOM = "\ufeff"


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
