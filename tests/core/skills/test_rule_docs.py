"""The rule pages under docs/rules agree with the rule catalogue and the profiles."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hermes_core.skills.document import parse_skill_text
from hermes_core.skills.lint import ALL_RULES, DEFAULT_PROFILE, PROFILES, Rule, lint_document
from hermes_core.skills.lint.engine import INTERNAL_ERROR
from hermes_core.text.diagnostics import Severity

DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules"
INDEX_PAGES = frozenset({"README.md", "profiles.md"})
DOCUMENTED = {INTERNAL_ERROR: "internal-error", **{rule.code: rule.name for rule in ALL_RULES}}
RULE_CODES = [rule.code for rule in ALL_RULES]
# Examples lint as the SKILL.md of this folder, next to a skill of the same name.
EXAMPLE_FOLDER = "deploy-staging"

_TABLE_ROW = re.compile(r"^\|(.+)\|\s*$")
_CODE_LINK = re.compile(r"\[(SK\d{3})\]\((SK\d{3})\.md\)")
_EXAMPLE = re.compile(r"^```(yaml|markdown)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
_PROFILE_PART = re.compile(r"^(?:off|\*\*(\w+)\*\*) in (.+)$")


def _severity_name(severity: Severity | None) -> str:
    return severity.value if severity is not None else "off"


def _page(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def _section(text: str, heading: str) -> str:
    """The text under the ``##`` title ``heading``, up to the next ``##`` title."""
    lines = text.splitlines()
    start = lines.index(heading) + 1
    end = next(
        (i for i in range(start, len(lines)) if lines[i].startswith("## ")),
        len(lines),
    )
    return "\n".join(lines[start:end])


def _table_rows(text: str) -> list[list[str]]:
    """Cells of the Markdown table rows in ``text``, header and rule lines left out."""
    rows = []
    for line in text.splitlines():
        match = _TABLE_ROW.match(line)
        if match is None:
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", match.group(1))]
        if cells[0] in {"Code", "---"}:
            continue
        rows.append(cells)
    return rows


def _coded_rows(text: str) -> dict[str, list[str]]:
    """Table rows keyed by the rule code linked in their first cell."""
    rows: dict[str, list[str]] = {}
    for cells in _table_rows(text):
        match = _CODE_LINK.fullmatch(cells[0])
        assert match is not None, f"first cell is not a link to a rule page: {cells[0]!r}"
        assert match.group(1) == match.group(2), f"{cells[0]} links to another code's page"
        assert match.group(1) not in rows, f"{match.group(1)} is listed twice"
        rows[match.group(1)] = cells[1:]
    return rows


def _profile_sections() -> dict[str, str]:
    text = _page("profiles.md")
    names = [line[3:].strip() for line in text.splitlines() if line.startswith("## ")]
    return {name: _section(text, f"## {name}") for name in names}


def test_every_rule_code_and_the_internal_error_code_has_a_page_titled_with_its_name() -> None:
    for code, name in DOCUMENTED.items():
        page = DOCS / f"{code}.md"
        assert page.is_file(), f"{code} has no page {page.name}"
        first_line = _page(page.name).splitlines()[0]
        assert first_line == f"# {code}: {name}", f"{page.name} starts with {first_line!r}"


def test_no_page_documents_a_code_that_is_not_a_rule() -> None:
    expected = {f"{code}.md" for code in DOCUMENTED} | INDEX_PAGES
    stray = sorted(path.name for path in DOCS.iterdir() if path.name not in expected)
    assert stray == [], f"pages for codes the catalogue does not have: {stray}"


def test_readme_index_lists_every_code_with_its_name_severity_fixability_and_summary() -> None:
    rows = _coded_rows(_page("README.md"))
    assert sorted(rows) == sorted(DOCUMENTED)
    assert rows[INTERNAL_ERROR][:3] == ["internal-error", "error", "no"]
    for rule in ALL_RULES:
        name, severity, fixable, summary = rows[rule.code]
        assert name == rule.name, rule.code
        assert severity == rule.severity.value, rule.code
        assert fixable == ("yes" if rule.fixable else "no"), rule.code
        assert summary.replace("\\|", "|") == rule.summary, rule.code


def test_profiles_page_has_one_section_per_profile_in_catalogue_order() -> None:
    assert list(_profile_sections()) == list(PROFILES)


@pytest.mark.parametrize("profile_name", list(PROFILES))
def test_profiles_page_table_gives_every_rule_the_severity_the_profile_assigns(
    profile_name: str,
) -> None:
    profile = PROFILES[profile_name]
    rows = _coded_rows(_profile_sections()[profile_name])
    documented = {code: (cells[0], cells[1], cells[2]) for code, cells in rows.items()}
    expected = {
        rule.code: (rule.name, _severity_name(profile.severity(rule)), rule.severity.value)
        for rule in ALL_RULES
    }
    assert documented == expected


@pytest.mark.parametrize("profile_name", list(PROFILES))
def test_profiles_page_lists_exactly_the_frontmatter_keys_the_profile_knows(
    profile_name: str,
) -> None:
    section = _profile_sections()[profile_name]
    line = next(ln for ln in section.splitlines() if ln.startswith("**Known frontmatter keys**"))
    listed = re.findall(r"`([^`]+)`", line.split(":", 1)[1])
    assert set(listed) == set(PROFILES[profile_name].options.known_keys)
    assert len(listed) == len(set(listed))


def _documented_profile_changes(section: str) -> dict[str, str]:
    """``{profile: severity}`` from a page's ``Profiles: off in `a`; **info** in `b`.`` line."""
    line = next((ln for ln in section.splitlines() if "Profiles: " in ln), None)
    if line is None:
        assert "The same in every profile." in section
        return {}
    changes: dict[str, str] = {}
    for part in line.split("Profiles: ", 1)[1].rstrip(".").split("; "):
        match = _PROFILE_PART.match(part)
        assert match is not None, f"cannot read {part!r}"
        for name in re.findall(r"`([^`]+)`", match.group(2)):
            assert name not in changes, f"{name} is given two severities"
            changes[name] = match.group(1) or "off"
    return changes


@pytest.mark.parametrize("rule", ALL_RULES, ids=RULE_CODES)
def test_each_page_states_the_rules_default_severity_profiles_and_fixability(rule: Rule) -> None:
    text = _page(f"{rule.code}.md")
    severity_section = _section(text, "## Default severity").strip()
    assert severity_section.startswith(f"**{rule.severity.value}**.")
    expected = {
        profile.name: _severity_name(profile.severity(rule))
        for profile in PROFILES.values()
        if profile.severity(rule) is not rule.severity
    }
    assert _documented_profile_changes(severity_section) == expected
    says_fixable = "Automatic fix available" in _section(text, "## Fix")
    assert says_fixable == rule.fixable


def _example_profile(rule: Rule) -> str:
    """The default profile when it runs ``rule``, else the first profile that does."""
    names = [DEFAULT_PROFILE, *(name for name in PROFILES if name != DEFAULT_PROFILE)]
    return next(name for name in names if PROFILES[name].severity(rule) is not None)


@pytest.mark.parametrize("rule", ALL_RULES, ids=RULE_CODES)
def test_each_complete_example_makes_the_linter_report_its_rule(rule: Rule, tmp_path: Path) -> None:
    example = _section(_page(f"{rule.code}.md"), "## Example")
    blocks = _EXAMPLE.findall(example)
    if not blocks or "Schematic:" in example:
        pytest.skip("the example is not a SKILL.md the linter can read as is")
    assert len(blocks) == 1, "one example per page"
    path = tmp_path / EXAMPLE_FOLDER / "SKILL.md"
    path.parent.mkdir()
    document = parse_skill_text(blocks[0][1], path)
    profile = PROFILES[_example_profile(rule)]
    result = lint_document(document, profile, known_skills={EXAMPLE_FOLDER})
    assert rule.code in {diagnostic.code for diagnostic in result.diagnostics}
