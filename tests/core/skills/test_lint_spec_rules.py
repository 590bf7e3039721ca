"""The Agent Skills specification rules, SK101-SK151: where they fire, and where they must not.

Documents built with ``skill()`` have the opening fence on line 0, ``name`` on line 1,
``description`` on line 2 and any extra lines from line 3.
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

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


# SK101 name-missing


def test_a_frontmatter_without_name_is_an_error_reported_on_the_opening_fence():
    result = lint(skill(name=None))
    diagnostic = one(result, "SK101")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(0, 0, 3)


def test_a_frontmatter_with_a_name_has_no_missing_name_error():
    assert "SK101" not in codes(lint(skill()))


def test_an_empty_name_is_a_type_problem_not_a_missing_name():
    result = lint(skill(name=""))
    assert "SK101" not in codes(result)
    assert "SK102" in codes(result)


def test_a_file_without_frontmatter_does_not_also_report_a_missing_name():
    result = lint("# Just markdown\n")
    assert "SK001" in codes(result)
    assert "SK101" not in codes(result)


# SK102 name-type


@pytest.mark.parametrize(
    ("name_value", "expected_range", "has_fix"),
    [
        ("123", rng(1, 6, 9), True),
        ("true", rng(1, 6, 10), True),
        ("1.10", rng(1, 6, 10), True),
        ("2024-01-01", rng(1, 6, 16), True),
        ("[a, b]", rng(1, 6, 12), False),
        ("{a: b}", rng(1, 6, 12), False),
        ('""', rng(1, 6, 8), False),
        ('"   "', rng(1, 6, 11), False),
    ],
)
def test_a_name_that_is_not_a_non_empty_string_is_an_error_on_the_value(
    name_value, expected_range, has_fix
):
    diagnostic = one(lint(skill(name=name_value)), "SK102")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range
    assert (diagnostic.fix is not None) is has_fix


@pytest.mark.parametrize("text", ["---\nname:\n", "---\nname: ~\n", "---\nname: null\n"])
def test_a_null_name_is_an_error_on_the_key(text):
    source = text + "description: d\n---\nBody.\n"
    diagnostic = one(lint(source), "SK102")
    assert diagnostic.range == rng(1, 0, 4)
    assert diagnostic.fix is None


@pytest.mark.parametrize("name_value", ["pdf-tools", '"123"', "'true'", "my-skill"])
def test_a_string_name_has_no_type_error(name_value):
    assert "SK102" not in codes(lint(skill(name=name_value)))


# SK103 name-too-long


def test_a_name_of_65_characters_is_too_long():
    name = "a" * 65
    diagnostic = one(lint(skill(name=name), dir_name=name), "SK103")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(1, 6, 71)
    assert "65" in diagnostic.message


def test_a_name_of_exactly_64_characters_is_fine():
    name = "a" * 64
    assert codes(lint(skill(name=name), dir_name=name)) == []


# SK104 name-characters


@pytest.mark.parametrize(
    ("name_value", "expected_range", "shown"),
    [
        ("PDF-Tools", rng(1, 6, 15), "'D', 'F', 'P', 'T'"),
        ("pdf_tools", rng(1, 6, 15), "'_'"),
        ('"pdf tools"', rng(1, 6, 17), "' '"),
        ("café-tools", rng(1, 6, 16), "'é'"),
        # One code point each, even outside the BMP: the range counts code points.
        ("🎉-tools", rng(1, 6, 13), "'🎉'"),
    ],
)
def test_a_name_with_characters_outside_lowercase_digits_and_hyphen_is_an_error(
    name_value, expected_range, shown
):
    diagnostic = one(lint(skill(name=name_value), dir_name="pdf-tools"), "SK104")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range
    assert shown in diagnostic.message


def test_name_with_uppercase_letters_is_an_error_with_a_lowercase_fix():
    diagnostic = one(lint(skill(name="PDF-Tools"), dir_name="pdf-tools"), "SK104")
    assert diagnostic.fix is not None
    assert [edit.new_text for edit in diagnostic.fix.edits] == ["pdf-tools"]
    assert diagnostic.fix.edits[0].range == rng(1, 6, 15)


@pytest.mark.parametrize("name_value", ["pdf-tools", "pdf2-x9", "a", "0-9"])
def test_a_name_of_lowercase_letters_digits_and_hyphens_has_no_character_error(name_value):
    assert "SK104" not in codes(lint(skill(name=name_value), dir_name=name_value))


# SK105 name-hyphens


@pytest.mark.parametrize(
    ("name_value", "expected_range", "problem"),
    [
        ("-pdf", rng(1, 6, 10), "start or end with a hyphen"),
        ("pdf-", rng(1, 6, 10), "start or end with a hyphen"),
        ("pdf--tools", rng(1, 6, 16), "consecutive hyphens"),
    ],
)
def test_a_name_with_leading_trailing_or_double_hyphens_is_an_error(
    name_value, expected_range, problem
):
    diagnostic = one(lint(skill(name=name_value), dir_name=name_value), "SK105")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range
    assert problem in diagnostic.message


def test_a_name_with_single_inner_hyphens_has_no_hyphen_error():
    assert "SK105" not in codes(lint(skill(name="pdf-tools-x"), dir_name="pdf-tools-x"))


# SK106 name-directory-mismatch


def test_a_name_that_differs_from_the_folder_is_a_warning_under_hermes_and_an_error_in_the_spec():
    text = skill(name="other-skill")
    hermes = one(lint(text, "hermes"), "SK106")
    spec = one(lint(text, "agentskills"), "SK106")
    assert hermes.severity is W
    assert spec.severity is E
    assert hermes.range == spec.range == rng(1, 6, 17)
    assert "'my-skill'" in hermes.message


def test_a_name_equal_to_the_folder_has_no_mismatch():
    assert "SK106" not in codes(lint(skill(name="my-skill"), dir_name="my-skill"))


def test_a_name_equal_to_the_folder_after_nfkc_normalisation_is_no_mismatch():
    # U+FB01 LATIN SMALL LIGATURE FI normalises to "fi" (SK104 still reports the ligature).
    result = lint(skill(name="\ufb01le-tools"), dir_name="file-tools")
    assert "SK106" not in codes(result)
    assert "SK104" in codes(result)


def test_a_document_without_a_known_folder_is_not_checked_against_one():
    document = parse_skill_text(skill(name="anything-goes"))
    assert "SK106" not in codes(lint_document(document, get_profile("agentskills")))


# SK110 description-missing


def test_a_frontmatter_without_description_is_an_error_on_the_opening_fence():
    diagnostic = one(lint(skill(description=None)), "SK110")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(0, 0, 3)


def test_a_frontmatter_with_a_description_has_no_missing_description():
    assert "SK110" not in codes(lint(skill()))


# SK111 description-type


@pytest.mark.parametrize(
    ("line", "expected_range"),
    [
        ("description:", rng(2, 0, 11)),
        ("description: ~", rng(2, 0, 11)),
        ("description: [a, b]", rng(2, 13, 19)),
        ("description: {a: b}", rng(2, 13, 19)),
        ('description: ""', rng(2, 13, 15)),
    ],
)
def test_a_description_that_is_not_a_non_empty_string_is_an_error(line, expected_range):
    text = skill_text("name: my-skill", line)
    diagnostic = one(lint(text), "SK111")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range


@pytest.mark.parametrize(
    ("value", "expected_range"),
    [("true", rng(2, 13, 17)), ("2024-01-01", rng(2, 13, 23))],
)
def test_a_description_yaml_reads_as_a_bool_or_date_is_an_error_since_the_skill_gets_none(
    value, expected_range
):
    result = lint(skill(description=value))
    assert result.document.skill.description == ""  # what the model makes of it
    diagnostic = one(result, "SK111")
    assert diagnostic.range == expected_range


@pytest.mark.parametrize(
    "line",
    ["description: Use when testing.", "description: 'quoted'", "description: >\n  folded"],
)
def test_a_string_description_has_no_type_error(line):
    assert "SK111" not in codes(lint(skill_text("name: my-skill", line)))


# SK112 description-too-long


def test_a_description_of_1025_characters_is_too_long():
    diagnostic = one(lint(skill(description="x" * 1025)), "SK112")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(2, 13, 13 + 1025)
    assert "1,025" in diagnostic.message


def test_a_description_of_exactly_1024_characters_is_fine():
    assert "SK112" not in codes(lint(skill(description="x" * 1024)))


def test_a_folded_description_counts_its_trailing_line_break():
    # ">" keeps the final line break: 1,024 characters of text plus "\n" is 1,025.
    kept = skill_text("name: my-skill", "description: >", "  " + "x" * 1024)
    stripped = skill_text("name: my-skill", "description: >-", "  " + "x" * 1024)
    assert "SK112" in codes(lint(kept))
    assert "SK112" not in codes(lint(stripped))


# SK120 compatibility-invalid


@pytest.mark.parametrize(
    ("line", "expected_range"),
    [
        ("compatibility: " + "x" * 501, rng(3, 15, 516)),
        ("compatibility: [linux]", rng(3, 15, 22)),
        ("compatibility:", rng(3, 0, 13)),
        ('compatibility: ""', rng(3, 15, 17)),
    ],
)
def test_a_compatibility_that_is_not_a_string_of_1_to_500_characters_is_an_error(
    line, expected_range
):
    diagnostic = one(lint(skill(line)), "SK120")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range


@pytest.mark.parametrize(
    "line", ["compatibility: " + "x" * 500, "compatibility: Requires git and Python 3.11+"]
)
def test_a_compatibility_string_up_to_500_characters_is_fine(line):
    assert "SK120" not in codes(lint(skill(line)))


# SK130 metadata-not-string-map


def test_a_metadata_value_that_is_a_number_is_flagged_with_a_quoting_fix():
    text = skill("metadata:", "  version: 1.0")
    diagnostic = one(lint(text), "SK130")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(4, 11, 14)
    assert diagnostic.fix is not None
    assert one(lint(text, "agentskills"), "SK130").severity is E


@pytest.mark.parametrize(
    ("lines", "expected_range", "has_fix"),
    [
        (("metadata:", "  author:"), rng(4, 2, 8), False),
        (("metadata:", "  tags: [a, b]"), rng(4, 8, 14), False),
        (("metadata:", "  enabled: yes"), rng(4, 11, 14), True),
        (("metadata: hello",), rng(3, 10, 15), False),
        (("metadata: [a]",), rng(3, 10, 13), False),
        # Code points, not UTF-16 units: the emoji counts once.
        (("metadata: {émoji: 🎉, n: 3}",), rng(3, 24, 25), True),
    ],
)
def test_metadata_that_is_not_a_map_of_strings_is_flagged_at_the_value(
    lines, expected_range, has_fix
):
    diagnostic = one(lint(skill(*lines)), "SK130")
    assert diagnostic.range == expected_range
    assert (diagnostic.fix is not None) is has_fix


@pytest.mark.parametrize(
    "lines",
    [
        ("metadata:", '  version: "1.0"', "  author: me"),
        ("metadata:",),
        ("metadata: {}",),
    ],
)
@pytest.mark.parametrize("profile", ["hermes", "agentskills"])
def test_metadata_of_strings_is_fine(lines, profile):
    assert "SK130" not in codes(lint(skill(*lines), profile))


@pytest.mark.parametrize("profile", ["hermes", "agentskills"])
def test_a_metadata_hermes_mapping_is_not_flagged_as_a_non_string_value(profile):
    text = skill("metadata:", "  hermes:", "    tags: [pdf]", "    category: docs")
    assert "SK130" not in codes(lint(text, profile))


@pytest.mark.parametrize(
    "lines",
    [
        ("metadata:", "  owner:", "    team: platform", "    pager: ops"),
        ("metadata:", "  owner: {team: platform}"),
        ("metadata:", "  owner:", "    - platform"),
    ],
)
def test_a_nested_collection_under_metadata_is_reported_on_the_key_that_holds_it(lines):
    diagnostic = one(lint(skill(*lines)), "SK130")
    assert diagnostic.range == rng(4, 2, 7)
    assert "'metadata.owner' is a " in diagnostic.message
    assert diagnostic.fix is None


def test_a_metadata_hermes_that_is_not_a_mapping_is_still_checked_as_a_value():
    diagnostic = one(lint(skill("metadata:", "  hermes: [a]")), "SK130")
    assert diagnostic.range == rng(4, 10, 13)


# SK131 metadata-client-namespace


def test_a_nested_metadata_hermes_is_an_info_under_the_strict_spec_profile():
    text = skill("metadata:", "  hermes:", "    tags: [pdf]")
    diagnostic = one(lint(text, "agentskills"), "SK131")
    assert diagnostic.severity is INFO
    assert diagnostic.range == rng(4, 2, 8)


@pytest.mark.parametrize("profile", ["hermes", "claude-code", "codex", "anthropic-api"])
def test_a_nested_metadata_hermes_is_not_reported_outside_the_strict_spec_profile(profile):
    text = skill("metadata:", "  hermes:", "    tags: [pdf]")
    assert "SK131" not in codes(lint(text, profile))


def test_a_string_metadata_hermes_is_no_namespace_problem():
    assert "SK131" not in codes(lint(skill("metadata:", "  hermes: yes-please"), "agentskills"))


# SK140 allowed-tools-shape


def test_each_non_string_allowed_tool_in_a_list_is_an_error_at_the_item():
    found = find(lint(skill("allowed-tools: [Read, 3, '']")), "SK140")
    assert [d.range for d in found] == [rng(3, 22, 23), rng(3, 25, 27)]
    assert all(d.severity is E for d in found)


@pytest.mark.parametrize(
    ("line", "expected_range"),
    [("allowed-tools: {Read: yes}", rng(3, 15, 26)), ("allowed-tools: 42", rng(3, 15, 17))],
)
def test_allowed_tools_that_is_neither_a_string_nor_a_list_is_an_error(line, expected_range):
    diagnostic = one(lint(skill(line)), "SK140")
    assert diagnostic.range == expected_range


@pytest.mark.parametrize(
    "line",
    [
        "allowed-tools: Read Bash(git commit:*) Write",
        "allowed-tools: [Read, 'Bash(git status)']",
        "allowed-tools:",
    ],
)
def test_allowed_tools_as_a_string_or_a_list_of_strings_is_fine(line):
    assert "SK140" not in codes(lint(skill(line)))


# SK150 unknown-key


def test_an_unknown_top_level_key_is_reported_at_the_key():
    text = skill("homepage: https://example.com")
    diagnostic = one(lint(text), "SK150")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(3, 0, 8)
    assert "'homepage'" in diagnostic.message
    assert one(lint(text, "agentskills"), "SK150").severity is E


@pytest.mark.parametrize(
    "line", ["license: MIT", "compatibility: linux", "metadata: {a: b}", "allowed-tools: Read"]
)
@pytest.mark.parametrize("profile", ["agentskills", "hermes"])
def test_the_spec_fields_are_known_keys(line, profile):
    assert "SK150" not in codes(lint(skill(line), profile))


# SK151 license-type


@pytest.mark.parametrize(
    ("line", "expected_range"),
    [
        ("license: 3", rng(3, 9, 10)),
        ("license:", rng(3, 0, 7)),
        ("license: [MIT]", rng(3, 9, 14)),
        ('license: ""', rng(3, 9, 11)),
    ],
)
def test_a_license_that_is_not_a_string_is_a_warning(line, expected_range):
    diagnostic = one(lint(skill(line)), "SK151")
    assert diagnostic.severity is W
    assert diagnostic.range == expected_range


@pytest.mark.parametrize("line", ["license: MIT", "license: 'Apache-2.0'", "license: LICENSE.txt"])
def test_a_license_string_is_fine(line):
    assert "SK151" not in codes(lint(skill(line)))


# A clean document


@pytest.mark.parametrize("profile", ["agentskills", "hermes", "codex", "anthropic-api"])
def test_a_minimal_valid_skill_has_no_diagnostics(profile):
    assert codes(lint(skill(), profile)) == []


def test_a_skill_read_from_a_real_folder_uses_the_folder_name(tmp_path: Path):
    path = write_skill(tmp_path, skill(name="pdf-tools"), dir_name="pdf-tools")
    assert codes(lint_file(path, "agentskills")) == []
    other = write_skill(tmp_path, skill(name="pdf-tools"), dir_name="docx-tools")
    assert codes(lint_file(other, "agentskills")) == ["SK106"]
