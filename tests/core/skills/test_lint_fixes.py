"""Fixes: applying a diagnostic's fix removes it, adds nothing new, and gives the promised value.

Each case is linted, the first fix of the case's code is applied with ``apply_edits``,
and the result is parsed and linted again under the same profile and folder.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from hermes_core.skills.lint import ALL_RULES, RULES_BY_CODE
from hermes_core.text.diagnostics import Diagnostic
from tests.core.skills.lint_helpers import (
    DESCRIPTION,
    apply_fix,
    codes,
    doc,
    find,
    lint,
    skill,
    skill_text,
)


@dataclass(frozen=True)
class FixCase:
    id: str
    text: str
    code: str
    expected: dict[str, object] = field(default_factory=dict)  # top-level values after the fix
    dir_name: str = "my-skill"
    profile: str = "hermes"


def _cases(newline: str) -> list[FixCase]:
    nl = newline

    def s(*lines: str, name: str | None = "my-skill", description: str = DESCRIPTION) -> str:
        return skill(*lines, name=name, description=description, newline=nl)

    return [
        FixCase(
            "SK006-unquoted-colon",
            s(description="Use when: the user asks"),
            "SK006",
            {"description": "Use when: the user asks"},
        ),
        FixCase(
            "SK007-tab-indentation",
            s("metadata:", "\tauthor: me"),
            "SK007",
            {"metadata": {"author": "me"}},
        ),
        FixCase(
            "SK008-forbidden-character",
            s(description="Use when\x07 the user asks"),
            "SK008",
            {"description": "Use when the user asks"},
        ),
        FixCase(
            "SK013-blank-lines-before-frontmatter",
            nl + "  " + nl + s(),
            "SK013",
            {"name": "my-skill", "description": DESCRIPTION},
        ),
        FixCase("SK101-missing-name", s(name=None), "SK101", {"name": "my-skill"}),
        FixCase(
            "SK101-missing-name-spec",
            s(name=None),
            "SK101",
            {"name": "my-skill"},
            profile="agentskills",
        ),
        FixCase("SK102-number-name", s(name="123"), "SK102", {"name": "123"}, dir_name="123"),
        FixCase("SK102-float-name-keeps-zero", s(name="1.10"), "SK102", {"name": "1.10"}),
        FixCase(
            "SK104-uppercase-name",
            s(name="PDF Tools"),
            "SK104",
            {"name": "pdf-tools"},
            dir_name="pdf-tools",
        ),
        FixCase(
            "SK104-quoted-name",
            s(name="'Pdf_Tools'"),
            "SK104",
            {"name": "pdf-tools"},
            dir_name="pdf-tools",
        ),
        FixCase(
            "SK105-hyphens", s(name="-pdf--tools-"), "SK105", {"name": "pdf-tools"}, "pdf-tools"
        ),
        FixCase("SK106-name-not-folder", s(name="other-skill"), "SK106", {"name": "my-skill"}),
        FixCase(
            "SK130-metadata-number",
            s("metadata:", "  version: 1.10"),
            "SK130",
            {"metadata": {"version": "1.10"}},
        ),
        FixCase(
            "SK130-metadata-bool-spec",
            s("metadata: {beta: yes}"),
            "SK130",
            {"metadata": {"beta": "yes"}},
            profile="agentskills",
        ),
        FixCase(
            "SK201-platform-alias",
            s("platforms: [linux, darwin]"),
            "SK201",
            {"platforms": ["linux", "macos"]},
        ),
        FixCase(
            "SK201-platform-alias-block",
            s("platforms:", "  - win32"),
            "SK201",
            {"platforms": ["windows"]},
        ),
        FixCase(
            "SK206-tags-as-string",
            s("metadata:", "  hermes:", "    tags: pdf"),
            "SK206",
            {"metadata": {"hermes": {"tags": ["pdf"]}}},
        ),
        FixCase(
            "SK207-unquoted-version",
            s("version: 1.10"),
            "SK207",
            {"version": "1.10"},
        ),
        FixCase("SK207-integer-version", s("version: 2"), "SK207", {"version": "2"}),
        FixCase("SK011-byte-order-mark", "\ufeff" + s(), "SK011", {"name": "my-skill"}),
        FixCase("SK111-numeric-description", s(description="42"), "SK111", {"description": "42"}),
        FixCase(
            "SK120-numeric-compatibility", s("compatibility: 3"), "SK120", {"compatibility": "3"}
        ),
        FixCase("SK151-numeric-license", s("license: 2.0"), "SK151", {"license": "2.0"}),
    ]


LF_CASES = _cases("\n")
CRLF_IDS = {"SK006", "SK007", "SK013", "SK101", "SK130", "SK201", "SK206", "SK207"}
CRLF_CASES = [
    FixCase(f"{c.id}-crlf", c.text, c.code, c.expected, c.dir_name, c.profile)
    for c in _cases("\r\n")
    if c.code in CRLF_IDS
]


def _fix_once(case: FixCase) -> tuple[Diagnostic, str]:
    before = lint(case.text, case.profile, dir_name=case.dir_name)
    with_fix = [d for d in find(before, case.code) if d.fix is not None]
    assert with_fix, f"{case.code} carries no fix in {codes(before)}"
    return with_fix[0], apply_fix(case.text, with_fix[0])


def _assert_fixed(case: FixCase, fixed: str) -> None:
    before = lint(case.text, case.profile, dir_name=case.dir_name)
    after = lint(fixed, case.profile, dir_name=case.dir_name)
    assert case.code not in codes(after), fixed
    new = Counter(codes(after)) - Counter(codes(before))
    assert not new, f"the fix added {dict(new)}:\n{fixed}"
    root = after.document.parsed.root
    assert root is not None
    assert isinstance(root.value, dict)
    for key, value in case.expected.items():
        assert root.value[key] == value


@pytest.mark.parametrize("case", LF_CASES, ids=lambda c: c.id)
def test_applying_the_fix_removes_the_diagnostic_adds_none_and_keeps_the_value(case):
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


@pytest.mark.parametrize("case", CRLF_CASES, ids=lambda c: c.id)
def test_a_fix_in_a_crlf_file_keeps_crlf_line_endings(case):
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)
    assert fixed.count("\n") == fixed.count("\r\n"), repr(fixed)


def test_every_fixable_rule_has_a_fix_case():
    fixable = {rule.code for rule in ALL_RULES if rule.fixable}
    assert fixable == {case.code for case in LF_CASES}


@pytest.mark.parametrize("case", LF_CASES, ids=lambda c: c.id)
def test_only_rules_marked_fixable_carry_fixes(case):
    result = lint(case.text, case.profile, dir_name=case.dir_name)
    for diagnostic in result.diagnostics:
        if diagnostic.fix is not None:
            assert RULES_BY_CODE[diagnostic.code].fixable, diagnostic.code


def test_quoting_a_description_escapes_the_quotes_it_contains():
    case = FixCase(
        "SK006-quotes",
        skill(description='Say "hi": then go'),
        "SK006",
        {"description": 'Say "hi": then go'},
    )
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


def test_quoting_a_multi_line_plain_description_keeps_its_folded_text():
    text = skill_text("name: my-skill", "description: Use when: the user", "  asks for more")
    case = FixCase(
        "SK006-multiline", text, "SK006", {"description": "Use when: the user asks for more"}
    )
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


def test_the_tab_fix_indents_with_spaces_and_keeps_nesting():
    text = skill("metadata:", "  hermes:", "\t\ttags: [pdf]")
    case = FixCase("SK007-nested", text, "SK007", {"metadata": {"hermes": {"tags": ["pdf"]}}})
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


def test_the_blank_line_fix_keeps_a_byte_order_mark_in_place():
    text = "\ufeff\n\n" + skill()
    case = FixCase("SK013-bom", text, "SK013", {"name": "my-skill"})
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)
    assert fixed == "\ufeff" + skill()


def test_the_missing_name_fix_inserts_the_folder_name_right_after_the_opening_fence():
    diagnostic, fixed = _fix_once(FixCase("SK101", skill(name=None), "SK101"))
    assert fixed == skill()
    assert diagnostic.fix is not None
    assert diagnostic.fix.edits[0].new_text == "name: my-skill\n"


def test_no_name_fix_is_offered_when_the_folder_name_is_not_a_valid_name():
    result = lint(skill(name=None), dir_name="My Skill")
    assert [d.fix for d in find(result, "SK101")] == [None]


def test_the_fixed_version_reads_as_the_string_with_its_trailing_zero():
    _, fixed = _fix_once(FixCase("SK207", skill("version: 1.10"), "SK207"))
    skill_model = doc(fixed).skill
    assert skill_model.version == "1.10"
    assert doc(skill("version: 1.10")).skill.version == "1.1"


# Fixes that must keep the YAML valid in less common layouts.


def test_the_missing_name_fix_keeps_flow_style_frontmatter_valid():
    case = FixCase("SK101-flow", skill_text("{description: d}"), "SK101", {"name": "my-skill"})
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


@pytest.mark.parametrize(
    ("text", "code"),
    [(skill(name=None), "SK101"), (skill(name="game"), "SK106")],
    ids=["SK101", "SK106"],
)
def test_a_name_fix_from_a_numeric_folder_name_still_gives_a_string(text, code):
    # A skill folder called "2048" (the game) is a valid name, but plain 2048 is an int.
    case = FixCase(f"{code}-2048", text, code, {"name": "2048"}, dir_name="2048")
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)


@pytest.mark.parametrize(
    "case",
    [
        FixCase(
            "SK104-folded-name",
            skill_text("name: >-", "  PDF Tools", f"description: {DESCRIPTION}"),
            "SK104",
            {"name": "pdf-tools", "description": DESCRIPTION},
            dir_name="pdf-tools",
        ),
        FixCase(
            "SK201-folded-platform",
            skill("platforms: >-", "  darwin", "version: '1'"),
            "SK201",
            {"platforms": "macos", "version": "1"},
        ),
        FixCase(
            "SK206-folded-tags",
            skill("metadata:", "  hermes:", "    tags: >-", "      pdf", "    category: docs"),
            "SK206",
            {"metadata": {"hermes": {"tags": ["pdf"], "category": "docs"}}},
        ),
    ],
    ids=lambda c: c.id,
)
def test_a_fix_replacing_a_block_scalar_keeps_the_line_after_it(case):
    _, fixed = _fix_once(case)
    _assert_fixed(case, fixed)
