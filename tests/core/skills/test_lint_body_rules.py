"""The body and file rules, SK301-SK307.

With ``skill()`` the frontmatter takes lines 0-3, so the body starts on line 4. Link
rules look at the disk, so those tests write real skill folders under ``tmp_path``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_core.skills.document import parse_skill_text
from hermes_core.skills.lint import get_profile, lint_document
from hermes_core.text.diagnostics import Severity
from tests.core.skills.lint_helpers import (
    codes,
    find,
    lint,
    lint_file,
    one,
    rng,
    skill,
    skill_text,
    write_skill,
)

E, W, H = Severity.ERROR, Severity.WARNING, Severity.HINT
BODY_LINE = 4  # first body line of a skill() document


# SK301 body-too-long


def test_a_body_of_501_lines_is_a_warning_at_the_first_line_over_the_limit():
    diagnostic = one(lint(skill(body="x\n" * 501)), "SK301")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(BODY_LINE + 500, 0, 0)
    assert "501" in diagnostic.message


def test_a_last_line_without_a_line_break_still_counts():
    assert "SK301" in codes(lint(skill(body="x\n" * 500 + "x")))


def test_a_body_of_exactly_500_lines_is_fine():
    assert "SK301" not in codes(lint(skill(body="x\n" * 500)))


# SK302 body-too-many-tokens


def test_a_body_over_about_5000_tokens_is_a_warning_at_the_start_of_the_body():
    diagnostic = one(lint(skill(body="x" * 20_001)), "SK302")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(BODY_LINE, 0, 0)


def test_a_body_of_about_5000_tokens_is_fine():
    assert "SK302" not in codes(lint(skill(body="x" * 20_000)))


# SK303 file-too-large


def _text_of_length(length: int) -> str:
    head = skill(body="")
    return head + "y" * (length - len(head))


def test_a_file_over_100000_characters_is_an_error_under_hermes():
    text = _text_of_length(100_001)
    diagnostic = one(lint(text), "SK303")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(0, 0, 0)
    assert "SK303" not in codes(lint(text, "agentskills"))


def test_a_file_of_exactly_100000_characters_is_not_too_large():
    text = _text_of_length(100_000)
    assert len(text) == 100_000
    assert "SK303" not in codes(lint(text))


# SK304 broken-link


@pytest.fixture
def skill_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "my-skill"
    (folder / "references").mkdir(parents=True)
    (folder / "references" / "guide.md").write_text("# Guide\n", encoding="utf-8")
    (folder / "references" / "a b.md").write_text("# Spaces\n", encoding="utf-8")
    (folder / "scripts").mkdir()
    return folder


def _lint_body(skill_dir: Path, body: str, profile: str = "hermes"):
    path = write_skill(skill_dir.parent, skill(body=body), dir_name=skill_dir.name)
    return lint_file(path, profile)


def test_a_relative_link_to_a_missing_file_is_a_warning_on_the_exact_target(skill_dir):
    result = _lint_body(skill_dir, "See [the guide](references/missing.md) first.\n")
    diagnostic = one(result, "SK304")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(BODY_LINE, 16, 37)
    assert "'references/missing.md'" in diagnostic.message


@pytest.mark.parametrize(
    ("body", "expected_range"),
    [
        ('Read [x](references/nope.md "A title").\n', rng(BODY_LINE, 9, 27)),
        ("Look: ![diagram](assets/flow.png)\n", rng(BODY_LINE, 17, 32)),
        ("Read [x](<references/no such.md>).\n", rng(BODY_LINE, 10, 31)),
        ("Intro.\n\n[ref]: references/gone.md\n", rng(BODY_LINE + 2, 7, 25)),
        ("Emoji 🎉 [x](nope.md)\n", rng(BODY_LINE, 12, 19)),
    ],
)
def test_every_kind_of_link_to_a_missing_file_points_at_its_target(skill_dir, body, expected_range):
    assert one(_lint_body(skill_dir, body), "SK304").range == expected_range


@pytest.mark.parametrize(
    "body",
    [
        "Read [guide](references/guide.md).\n",
        "Read [guide](./references/guide.md#setup).\n",
        "Read [guide](references/guide.md?plain=1).\n",
        "Read [spaces](references/a%20b.md).\n",
        "Read [spaces](<references/a b.md>).\n",
        "Run the [scripts](scripts/).\n",
        "Jump to [the top](#top).\n",
        "Visit [the site](https://example.com/nope.md) or [mail](mailto:a@example.com).\n",
        "Visit [www](www.example.com).\n",
        "Absolute [path](/etc/hosts) and [home](~/notes.md).\n",
        "Templated [x](${HERMES_HOME}/x.md) and [y]({{skill_dir}}/y.md).\n",
        "Inline code `[x](references/nope.md)` is not a link.\n",
        "```markdown\n[x](references/nope.md)\n```\n",
        "~~~\n[x](references/nope.md)\n~~~\n",
    ],
)
def test_links_that_resolve_or_are_not_relative_file_links_are_not_reported(skill_dir, body):
    assert "SK304" not in codes(_lint_body(skill_dir, body))


def test_removing_the_target_file_makes_the_link_broken(skill_dir):
    body = "Read [guide](references/guide.md).\n"
    assert "SK304" not in codes(_lint_body(skill_dir, body))
    (skill_dir / "references" / "guide.md").unlink()
    assert "SK304" in codes(_lint_body(skill_dir, body))


def test_links_are_not_checked_when_the_document_has_no_folder():
    document = parse_skill_text(skill(body="[x](references/nope.md)\n"))
    assert "SK304" not in codes(lint_document(document, get_profile("hermes")))


def test_a_link_leaving_the_skill_is_reported_as_leaving_not_as_broken(skill_dir):
    result = _lint_body(skill_dir, "[up](../other/SKILL.md)\n")
    assert "SK304" not in codes(result)
    assert "SK305" in codes(result)


# SK305 link-leaves-skill


@pytest.mark.parametrize(
    ("body", "expected_range"),
    [
        ("See [other](../other-skill/SKILL.md).\n", rng(BODY_LINE, 12, 35)),
        ("See [x](references/../../x.md).\n", rng(BODY_LINE, 8, 29)),
        ("See [x](./../x.md).\n", rng(BODY_LINE, 8, 17)),
    ],
)
def test_a_relative_link_that_leaves_the_skill_folder_is_a_warning(body, expected_range):
    diagnostic = one(lint(skill(body=body)), "SK305")
    assert diagnostic.severity is W
    assert diagnostic.range == expected_range


@pytest.mark.parametrize(
    "body",
    [
        "See [x](references/../references/guide.md).\n",
        "See `[x](../x.md)` in code.\n",
        "```\n[x](../x.md)\n```\n",
        "See [x](https://example.com/../x.md).\n",
    ],
)
def test_links_that_stay_inside_the_skill_or_are_in_code_do_not_leave_it(body):
    assert "SK305" not in codes(lint(skill(body=body)))


# SK306 description-truncated-in-index


def test_a_description_longer_than_the_index_shows_is_a_hint_on_the_value():
    diagnostic = one(lint(skill(description="x" * 201)), "SK306")
    assert diagnostic.severity is H
    assert diagnostic.range == rng(2, 13, 214)


@pytest.mark.parametrize(
    "text",
    [
        skill(description="x" * 200),
        # Folded: 100 + " " + 99 characters as the index shows it.
        skill_text("name: my-skill", "description: >", "  " + "x" * 100, "  " + "y" * 99),
        # Over 1,024 the length rule reports it instead.
        skill(description="x" * 1025),
    ],
)
def test_a_description_the_index_shows_whole_or_one_already_too_long_gets_no_hint(text):
    assert "SK306" not in codes(lint(text))


def test_the_index_hint_is_only_given_under_hermes():
    assert "SK306" not in codes(lint(skill(description="x" * 201), "agentskills"))


# SK307 empty-body


@pytest.mark.parametrize("body", ["", "\n", "\n   \n\t\n"])
def test_a_skill_without_instructions_is_a_warning_on_the_closing_fence(body):
    diagnostic = one(lint(skill(body=body)), "SK307")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(3, 0, 3)


def test_a_skill_whose_file_ends_at_the_closing_fence_has_an_empty_body():
    text = "---\nname: my-skill\ndescription: d\n---"
    assert one(lint(text), "SK307").range == rng(3, 0, 3)


def test_a_skill_with_a_line_of_instructions_is_not_empty():
    assert "SK307" not in codes(lint(skill(body="Do it.\n")))


def test_only_one_size_rule_per_problem_in_a_normal_skill():
    result = lint(skill(body="Line.\n" * 10))
    assert find(result, "SK301") == find(result, "SK302") == find(result, "SK303") == []


# A file read in part (over the reader's cap) says so in every count it gives


def test_every_count_of_a_file_read_in_part_says_only_its_start_was_read(tmp_path: Path):
    from hermes_core.skills.document import MAX_READ_BYTES

    head = skill(body="")
    line = "a line of the body that repeats until the file is well over the cap\n"
    text = head + line * ((5 * 1024 * 1024) // len(line))
    path = write_skill(tmp_path, text)
    assert path.stat().st_size > MAX_READ_BYTES
    result = lint_file(path)
    note = "the first 4 MB of a 5 MB file were read"
    by_code = {d.code: d.message for d in result.diagnostics}
    assert {"SK016", "SK301", "SK302", "SK303"} <= set(by_code)
    for code in ("SK301", "SK302", "SK303"):
        assert by_code[code].startswith(f"{note}: "), by_code[code]
    assert by_code["SK016"].startswith(note)
    assert "the body is at least " in by_code["SK301"]
    assert "the body is at least about " in by_code["SK302"]
    assert f"the file is {path.stat().st_size:,} bytes" in by_code["SK303"]


def test_counts_of_a_file_read_whole_do_not_claim_a_partial_read():
    result = lint(skill(body="x\n" * 501 + "y" * 100_000))
    for diagnostic in result.diagnostics:
        assert "were read" not in diagnostic.message
        assert "at least" not in diagnostic.message
