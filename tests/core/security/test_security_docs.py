"""The rule pages in docs/security agree with the rules and the install policy.

Each check is a function that returns the problems it finds in a docs folder, so the
same checks run on the real pages and, to prove they can fail, on broken copies.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from hermes_core.security import INSTALL_POLICY, RULES, RULES_BY_ID, Scanner
from hermes_core.security.findings import Category, Verdict
from hermes_core.security.policy import Decision, TrustLevel
from hermes_core.security.rule import Rule

DOCS = Path(__file__).resolve().parents[3] / "docs" / "security"
README = "README.md"
# Pages about the scanner as a whole, not about one rule.
INDEX_PAGES = frozenset((README, "behaviours.md"))
SECTIONS = (
    "## Category and risk",
    "## What it catches",
    "## Why it is dangerous",
    "## Not flagged",
    "## Example",
    "## Fix",
)
MIN_LINES, MAX_LINES = 20, 45
_CATEGORY_LINE = re.compile(
    r"^Category: \*\*(?P<category>[a-z-]+)\*\*\. Default risk: \*\*(?P<risk>[a-z]+)\*\*\. "
    r"Scope: \*\*(?P<scope>[a-z]+)\*\*",
    re.MULTILINE,
)
_INDEX_ROW = re.compile(
    r"^\| \[(?P<id>[A-Z0-9]+)\]\((?P<link>[^)\s]+)\) \| (?P<category>[a-z-]+) \| "
    r"(?P<risk>[a-z]+) \| (?P<summary>.+?) \|$"
)
_GROUP_HEADING = re.compile(r"^### .*\(`(?P<category>[a-z-]+)`\)$")
_FENCE = re.compile(r"^```(?P<lang>\w*)\n(?P<code>.*?)\n```$", re.MULTILINE | re.DOTALL)
_CODEPOINT = re.compile(r"<U\+([0-9A-F]{4,6})>")
# Rules whose example cannot be a text snippet: they judge the folder, not its text.
# Rules found on a whole skill folder, not in one text: their examples are folders.
_FOLDER_RULES = frozenset(
    (*(f"STR00{n}" for n in range(1, 10)), "BEH025", "BEH026", "BEH038", "BEH052")
)


# -- the checks ---------------------------------------------------------------------


def rule_pages(folder: Path) -> dict[str, Path]:
    """Rule id -> page, for every page in ``folder`` except the README."""
    return {path.stem: path for path in sorted(folder.glob("*.md")) if path.name not in INDEX_PAGES}


def missing_and_unknown(folder: Path) -> list[str]:
    """Rules without a page, and pages for no rule."""
    pages = set(rule_pages(folder))
    problems = [f"{rule_id}: no page" for rule_id in RULES_BY_ID if rule_id not in pages]
    problems += [f"{name}.md: no rule has this id" for name in sorted(pages - set(RULES_BY_ID))]
    return problems


def page_problems(rule: Rule, text: str) -> list[str]:
    """What is wrong with one rule's page: heading, stated category/risk/scope, shape."""
    problems = []
    lines = text.splitlines()
    heading = f"# {rule.id}: {rule.summary}"
    if not lines or lines[0] != heading:
        problems.append(f"{rule.id}: first line is not {heading!r}")
    stated = _CATEGORY_LINE.search(text)
    if stated is None:
        problems.append(f"{rule.id}: no 'Category: … Default risk: … Scope: …' line")
    else:
        for field, actual in (
            ("category", rule.category.value),
            ("risk", rule.risk.value),
            ("scope", rule.scope.value),
        ):
            if stated.group(field) != actual:
                problems.append(
                    f"{rule.id}: page says {field} {stated.group(field)!r}, rule has {actual!r}"
                )
    positions = [text.find(f"\n{section}\n") for section in SECTIONS]
    if -1 in positions or positions != sorted(positions):
        problems.append(f"{rule.id}: sections missing or out of order (want {SECTIONS})")
    if not MIN_LINES <= len(lines) <= MAX_LINES:
        problems.append(f"{rule.id}: {len(lines)} lines, want {MIN_LINES}-{MAX_LINES}")
    return problems


def all_page_problems(folder: Path) -> list[str]:
    """Every problem of every page in ``folder``."""
    problems = missing_and_unknown(folder)
    for rule_id, path in rule_pages(folder).items():
        if rule_id in RULES_BY_ID:
            problems += page_problems(RULES_BY_ID[rule_id], path.read_text(encoding="utf-8"))
    return problems


def index_problems(readme: str, folder: Path) -> list[str]:
    """The README index lists every rule once, under its category, with the rule's data."""
    problems = []
    seen: dict[str, int] = {}
    group = None
    for line in readme.splitlines():
        heading = _GROUP_HEADING.match(line)
        if heading:
            group = heading.group("category")
            continue
        row = _INDEX_ROW.match(line)
        if row is None:
            continue
        rule_id = row.group("id")
        seen[rule_id] = seen.get(rule_id, 0) + 1
        rule = RULES_BY_ID.get(rule_id)
        if rule is None:
            problems.append(f"index: {rule_id} is not a rule")
            continue
        expected = {
            "link": f"{rule_id}.md",
            "category": rule.category.value,
            "risk": rule.risk.value,
            "summary": rule.summary,
        }
        for field, value in expected.items():
            if row.group(field) != value:
                problems.append(f"index: {rule_id} {field} is {row.group(field)!r}, want {value!r}")
        if group != rule.category.value:
            problems.append(f"index: {rule_id} is listed under {group!r}, not its category")
        if not (folder / row.group("link")).is_file():
            problems.append(f"index: {rule_id} links to a missing page {row.group('link')}")
    problems += [f"index: {rule_id} is missing" for rule_id in RULES_BY_ID if rule_id not in seen]
    problems += [f"index: {rule_id} is listed {n} times" for rule_id, n in seen.items() if n > 1]
    listed = [m.group("category") for m in map(_GROUP_HEADING.match, readme.splitlines()) if m]
    wanted = [c.value for c in Category if any(r.category is c for r in RULES)]
    if listed != wanted:
        problems.append(f"index: category groups are {listed}, want {wanted}")
    return problems


def policy_table(readme: str) -> dict[TrustLevel, tuple[Decision, ...]]:
    """The install policy table under '## Install policy', as data."""
    section = readme.split("\n## Install policy\n", 1)[1].split("\n## ", 1)[0]
    rows = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in section.splitlines()
        if line.startswith("|")
    ]
    header, _rule, *body = rows
    verdicts = sorted(Verdict, key=lambda verdict: verdict.rank)
    if header != ["Trust level", *(verdict.value for verdict in verdicts)]:
        raise AssertionError(f"policy table header is {header}")
    return {TrustLevel(row[0]): tuple(Decision(cell) for cell in row[1:]) for row in body}


def example(text: str) -> tuple[str, str]:
    """The first code block under '## Example' as (language, code), hidden characters
    written ``<U+XXXX>`` turned back into the characters."""
    section = text.split("\n## Example\n", 1)[1].split("\n## Fix\n", 1)[0]
    fence = _FENCE.search(section)
    if fence is None:
        raise AssertionError("no code block under '## Example'")
    code = _CODEPOINT.sub(lambda m: chr(int(m.group(1), 16)), fence.group("code"))
    return fence.group("lang"), code


# -- the real docs ------------------------------------------------------------------


def test_every_rule_has_a_page_and_every_page_a_rule():
    assert missing_and_unknown(DOCS) == []


@pytest.mark.parametrize("rule", RULES, ids=[rule.id for rule in RULES])
def test_the_page_matches_its_rule(rule: Rule):
    page = DOCS / f"{rule.id}.md"
    assert page.is_file(), f"{rule.id}: no page"
    assert page_problems(rule, page.read_text(encoding="utf-8")) == []


def test_the_readme_index_lists_every_rule_with_its_category_and_risk():
    assert index_problems((DOCS / README).read_text(encoding="utf-8"), DOCS) == []


def test_the_readme_policy_table_is_the_install_policy():
    assert policy_table((DOCS / README).read_text(encoding="utf-8")) == dict(INSTALL_POLICY)


_TEXT_RULES = [rule for rule in RULES if rule.id not in _FOLDER_RULES]


@pytest.mark.parametrize("rule", _TEXT_RULES, ids=[rule.id for rule in _TEXT_RULES])
def test_the_example_is_reported_by_its_rule_at_full_risk(rule: Rule):
    language, code = example((DOCS / f"{rule.id}.md").read_text(encoding="utf-8"))
    text = code + "\n" if language == "markdown" else f"```{language}\n{code}\n```\n"
    findings = [f for f in Scanner().scan_text(text, "SKILL.md").findings if f.rule == rule.id]
    assert findings, f"{rule.id}: its example is not reported"
    assert not any(f.context for f in findings), f"{rule.id}: its example is lowered"


# -- the checks can fail ------------------------------------------------------------


@pytest.fixture
def docs_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "security"
    shutil.copytree(DOCS, copy)
    return copy


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_missing_or_unknown_page_is_caught(docs_copy: Path):
    (docs_copy / "PI001.md").unlink()
    (docs_copy / "NOPE001.md").write_text("# NOPE001: nothing\n", encoding="utf-8")
    assert missing_and_unknown(docs_copy) == ["PI001: no page", "NOPE001.md: no rule has this id"]


def test_a_wrong_heading_category_or_risk_on_a_page_is_caught(docs_copy: Path):
    _edit(docs_copy / "EXF001.md", "# EXF001: A secret", "# EXF001: Some secret")
    _edit(docs_copy / "DES001.md", "Category: **destructive**", "Category: **network**")
    _edit(docs_copy / "SUP007.md", "Default risk: **low**", "Default risk: **high**")
    _edit(docs_copy / "OBF003.md", "Scope: **prose**", "Scope: **any**")
    problems = all_page_problems(docs_copy)
    assert [p.split(":")[0] for p in problems] == ["DES001", "EXF001", "OBF003", "SUP007"]


def test_a_wrong_or_missing_index_row_is_caught(docs_copy: Path):
    readme = (docs_copy / README).read_text(encoding="utf-8")
    broken = readme.replace(
        "| [NET001](NET001.md) | network | critical |", "| [NET001](NET001.md) | network | high |"
    )
    broken = "\n".join(line for line in broken.splitlines() if not line.startswith("| [MINE001]"))
    problems = index_problems(broken, docs_copy)
    assert any(p.startswith("index: NET001 risk") for p in problems)
    assert "index: MINE001 is missing" in problems


def test_a_changed_policy_cell_is_caught():
    readme = (DOCS / README).read_text(encoding="utf-8")
    broken = readme.replace(
        "| community | allow | ask | block |", "| community | allow | allow | block |"
    )
    assert policy_table(broken) != dict(INSTALL_POLICY)
