"""The Hermes Agent rules, SK201-SK210: where they fire, and where they must not.

Documents built with ``skill()`` have ``name`` on line 1, ``description`` on line 2 and
the extra lines from line 3.
"""

from __future__ import annotations

import pytest

from hermes_core.text.diagnostics import Severity
from tests.core.skills.lint_helpers import PROFILE_NAMES, codes, find, lint, one, rng, skill

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

HERMES_CODES = {f"SK2{n:02d}" for n in range(1, 11)}


# SK201 platforms-invalid


def test_unknown_platforms_are_errors_at_each_item_and_an_alias_gets_a_fix():
    found = find(lint(skill("platforms: [linux, darwin, beos, 3]")), "SK201")
    assert [d.range for d in found] == [rng(3, 19, 25), rng(3, 27, 31), rng(3, 33, 34)]
    assert all(d.severity is E for d in found)
    darwin, beos, number = found
    assert darwin.fix is not None
    assert [e.new_text for e in darwin.fix.edits] == ["macos"]
    assert beos.fix is None
    assert number.fix is None


def test_platforms_as_a_mapping_is_an_error_on_the_value():
    diagnostic = one(lint(skill("platforms: {os: linux}")), "SK201")
    assert diagnostic.range == rng(3, 11, 22)


def test_an_unknown_platform_in_a_block_list_points_at_the_item():
    diagnostic = one(lint(skill("platforms:", "  - linux", "  - win32")), "SK201")
    assert diagnostic.range == rng(5, 4, 9)
    assert diagnostic.fix is not None
    assert [e.new_text for e in diagnostic.fix.edits] == ["windows"]


@pytest.mark.parametrize(
    "line",
    [
        "platforms: [linux]",
        "platforms: [macos, windows, linux]",
        "platforms: ['linux', \"macos\"]",
        "platforms: linux",
        "platforms: [Linux]",
        "platforms:",
    ],
)
def test_known_platforms_are_fine(line):
    assert "SK201" not in codes(lint(skill(line)))


# SK202 env-var-name-invalid


def test_invalid_environment_variable_names_are_errors_wherever_they_are_declared():
    text = skill(
        "required_environment_variables:",
        "  - GITHUB_TOKEN",
        "  - 1BAD",
        "  - name: BAD-NAME",
        "setup:",
        "  collect_secrets:",
        "    - env_var: ALSO BAD",
        "prerequisites:",
        "  env_vars: [X-Y]",
    )
    found = find(lint(text), "SK202")
    assert [d.range for d in found] == [
        rng(5, 4, 8),
        rng(6, 10, 18),
        rng(9, 15, 23),
        rng(11, 13, 16),
    ]
    assert all(d.severity is E for d in found)
    assert "'1BAD'" in found[0].message


def test_a_single_invalid_name_given_as_a_string_is_an_error():
    diagnostic = one(lint(skill("required_environment_variables: 2FA_TOKEN")), "SK202")
    assert diagnostic.range == rng(3, 32, 41)


def test_valid_environment_variable_names_are_fine():
    text = skill(
        "required_environment_variables:",
        "  - GITHUB_TOKEN",
        "  - _PRIVATE",
        "  - name: api_key2",
        "  - env_var: OTHER",
        "setup:",
        "  collect_secrets:",
        "    - env_var: SECRET_KEY",
        "prerequisites:",
        "  env_vars: [LEGACY_VAR]",
    )
    assert "SK202" not in codes(lint(text))


# SK203 env-var-entry-shape


def test_a_required_variable_mapping_without_a_name_is_a_warning_on_the_mapping():
    text = skill("required_environment_variables:", "  - {prompt: no name}")
    diagnostic = one(lint(text), "SK203")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(4, 4, 21)


def test_a_block_mapping_entry_is_reported_on_its_own_lines_only():
    # The range must end where the entry's text ends, not at the next item's dash.
    text = skill(
        "required_environment_variables:", "  - prompt: no name", "  - name: OK", "    help: h"
    )
    diagnostic = one(lint(text), "SK203")
    assert diagnostic.range == rng(4, 4, 19)


@pytest.mark.parametrize(
    ("lines", "expected_range"),
    [
        (("required_environment_variables:", "  - name: OK", "    prompt: [a]"), rng(5, 12, 15)),
        (("required_environment_variables:", "  - {name: OK, help: 3}"), rng(4, 21, 22)),
        (("required_environment_variables:", "  - [A, B]"), rng(4, 4, 10)),
    ],
)
def test_a_required_variable_entry_of_the_wrong_shape_is_a_warning(lines, expected_range):
    diagnostic = one(lint(skill(*lines)), "SK203")
    assert diagnostic.range == expected_range


def test_a_number_as_a_required_variable_is_an_invalid_name_not_a_wrong_shape():
    result = lint(skill("required_environment_variables:", "  - 42"))
    assert one(result, "SK202").range == rng(4, 4, 6)
    assert "SK203" not in codes(result)


@pytest.mark.parametrize(
    "lines",
    [
        ("required_environment_variables:", "  - GITHUB_TOKEN"),
        (
            "required_environment_variables:",
            "  - name: GITHUB_TOKEN",
            "    prompt: Your token",
            "    help: https://github.com/settings/tokens",
            "    required_for: publishing",
        ),
        ("required_environment_variables:", "  - env_var: TOKEN"),
        ("required_environment_variables: {name: TOKEN}",),
        ("required_environment_variables:",),
    ],
)
def test_well_formed_required_variables_are_fine(lines):
    assert "SK203" not in codes(lint(skill(*lines)))


# SK204 config-entry-shape


CONFIG_HEAD = ("metadata:", "  hermes:", "    config:")


def test_config_entries_of_the_wrong_shape_are_warnings_each_at_the_right_place():
    text = skill(
        *CONFIG_HEAD,
        "      - {key: a.b, description: d}",
        "      - {key: a.b, description: d2}",
        "      - {key: c}",
        "      - {description: nokey}",
        "      - {key: e, description: e, extra: 1}",
        "      - plain",
    )
    found = find(lint(text), "SK204")
    assert all(d.severity is W for d in found)
    assert [(d.range, d.message.split(" ")[0:3]) for d in found] == [
        (rng(7, 14, 17), ["config", "key", "'a.b'"]),
        (rng(8, 14, 15), ["config", "entry", "'c'"]),
        (rng(9, 8, 28), ["config", "entry", "without"]),
        (rng(10, 33, 38), ["unknown", "config", "entry"]),
        (rng(11, 8, 13), ["each", "config", "entry"]),
    ]


def test_a_config_that_is_a_scalar_is_a_warning_on_the_value():
    diagnostic = one(lint(skill("metadata:", "  hermes:", "    config: hello")), "SK204")
    assert diagnostic.range == rng(5, 12, 17)


def test_well_formed_config_entries_are_fine():
    text = skill(
        *CONFIG_HEAD,
        "      - key: pdf.dpi",
        "        description: Resolution",
        "        default: 150",
        "        prompt: Which DPI?",
        "      - key: pdf.engine",
        "        description: Engine",
    )
    assert "SK204" not in codes(lint(text))


def test_a_single_config_mapping_is_accepted_as_a_list_of_one():
    text = skill("metadata:", "  hermes:", "    config: {key: a, description: b}")
    assert "SK204" not in codes(lint(text))


# SK205 related-skill-unknown


RELATED = ("metadata:", "  hermes:", "    related_skills: [other-skill, missing, my-skill]")


def test_an_unknown_related_skill_and_a_self_reference_are_warnings_at_the_item():
    found = find(lint(skill(*RELATED), known_skills={"other-skill"}), "SK205")
    assert [d.range for d in found] == [rng(5, 34, 41), rng(5, 43, 51)]
    assert all(d.severity is W for d in found)
    assert "does not exist" in found[0].message
    assert "itself" in found[1].message


def test_related_skills_are_not_checked_when_the_known_skills_are_unknown():
    assert "SK205" not in codes(lint(skill(*RELATED), known_skills=None))


def test_related_skills_that_exist_including_by_category_path_are_fine():
    text = skill("metadata:", "  hermes:", "    related_skills: [other-skill, docs/pdf-tools]")
    result = lint(text, known_skills={"other-skill", "pdf-tools"})
    assert "SK205" not in codes(result)


# SK206 hermes-metadata-shape


def test_metadata_hermes_fields_of_the_wrong_shape_are_warnings():
    text = skill(
        "metadata:",
        "  hermes:",
        "    tags: pdf",
        "    related_skills: [a, 1]",
        "    requires_tools: {a: b}",
        "    category: 3",
        "    fallback_for_tools: a, b",
    )
    found = find(lint(text), "SK206")
    assert [d.range for d in found] == [
        rng(5, 10, 13),
        rng(6, 24, 25),
        rng(7, 20, 26),
        rng(8, 14, 15),
        rng(9, 24, 28),
    ]
    assert all(d.severity is W for d in found)
    tags, related, requires, category, fallback = found
    assert tags.fix is not None
    assert [e.new_text for e in tags.fix.edits] == ['["pdf"]']
    assert fallback.fix is None  # "a, b" may be one tool or two; no guess
    assert related.fix is requires.fix is category.fix is None


def test_a_metadata_hermes_that_is_not_a_mapping_is_a_warning():
    diagnostic = one(lint(skill("metadata:", "  hermes: hi")), "SK206")
    assert diagnostic.range == rng(4, 10, 12)


def test_well_formed_metadata_hermes_is_fine():
    text = skill(
        "metadata:",
        "  hermes:",
        "    tags: [pdf, documents]",
        "    related_skills: []",
        "    category: docs",
        "    requires_tools: [terminal]",
        "    fallback_for_toolsets: [browser]",
        "    requires_toolsets:",
    )
    assert "SK206" not in codes(lint(text))


# SK207 version-not-string


@pytest.mark.parametrize(
    ("line", "expected_range", "has_fix"),
    [
        ("version: 1.10", rng(3, 9, 13), True),
        ("version: 2", rng(3, 9, 10), True),
        ("version: [1]", rng(3, 9, 12), False),
    ],
)
def test_a_version_that_is_not_a_string_is_a_warning(line, expected_range, has_fix):
    diagnostic = one(lint(skill(line)), "SK207")
    assert diagnostic.severity is W
    assert diagnostic.range == expected_range
    assert (diagnostic.fix is not None) is has_fix


def test_an_unquoted_float_version_warns_that_trailing_zeros_are_lost():
    diagnostic = one(lint(skill("version: 1.10")), "SK207")
    assert "1.1" in diagnostic.message


@pytest.mark.parametrize("line", ['version: "1.0"', "version: '2'", "version: 1.0.2", "version:"])
def test_a_string_version_is_fine(line):
    assert "SK207" not in codes(lint(skill(line)))


# SK208 legacy-prerequisites


def test_legacy_prerequisites_are_an_info_at_the_key():
    diagnostic = one(lint(skill("prerequisites:", "  commands: [git]")), "SK208")
    assert diagnostic.severity is INFO
    assert diagnostic.range == rng(3, 0, 13)


def test_required_environment_variables_are_not_legacy():
    assert "SK208" not in codes(lint(skill("required_environment_variables: [TOKEN]")))


# SK209 setup-shape


@pytest.mark.parametrize(
    ("lines", "expected_ranges"),
    [
        (("setup: hello",), [rng(3, 7, 12)]),
        (("setup:", "  collect_secrets:", "    - {prompt: x}"), [rng(5, 6, 17)]),
        (("setup:", "  collect_secrets:", "    - plain", "    - env_var: OK"), [rng(5, 6, 11)]),
        (("setup:", "  collect_secrets: {prompt: x}"), [rng(4, 19, 30)]),
    ],
)
def test_a_setup_of_the_wrong_shape_is_a_warning(lines, expected_ranges):
    found = find(lint(skill(*lines)), "SK209")
    assert [d.range for d in found] == expected_ranges
    assert all(d.severity is W for d in found)


@pytest.mark.parametrize(
    "lines",
    [
        ("setup:", "  help: Get a key", "  collect_secrets:", "    - env_var: TOKEN"),
        ("setup:", "  collect_secrets: {env_var: TOKEN, prompt: Token?}"),
        ("setup:", "  help: nothing to collect"),
        ("setup:",),
    ],
)
def test_a_well_formed_setup_is_fine(lines):
    assert "SK209" not in codes(lint(skill(*lines)))


# SK210 credential-file-path


def test_credential_files_outside_hermes_home_are_warnings_at_the_path():
    text = skill(
        "required_credential_files:",
        "  - /etc/passwd",
        "  - ~/x",
        "  - ../up",
        "  - path: a/../../b",
        "  - ok/file.json",
        "  - path: [a]",
    )
    found = find(lint(text), "SK210")
    assert [d.range for d in found] == [
        rng(4, 4, 15),
        rng(5, 4, 7),
        rng(6, 4, 9),
        rng(7, 10, 19),
        rng(9, 10, 13),
    ]
    assert all(d.severity is W for d in found)


def test_any_parent_segment_in_a_credential_file_is_refused_even_if_it_stays_inside():
    text = skill("required_credential_files:", "  - path: a/../b.json")
    assert one(lint(text), "SK210").range == rng(4, 10, 21)


def test_credential_files_that_are_not_a_list_are_a_warning():
    diagnostic = one(lint(skill("required_credential_files: token.json")), "SK210")
    assert diagnostic.range == rng(3, 27, 37)


def test_relative_credential_files_are_fine():
    text = skill(
        "required_credential_files:",
        "  - google/token.json",
        "  - path: ./creds/key.pem",
    )
    assert "SK210" not in codes(lint(text))


# Profiles


ALL_HERMES_PROBLEMS = skill(
    "platforms: [darwin]",
    "required_environment_variables: [1BAD, {prompt: x}]",
    "metadata:",
    "  hermes:",
    "    config: nope",
    "    related_skills: [missing]",
    "    tags: pdf",
    "version: 1.10",
    "prerequisites: {commands: [git]}",
    "setup: nope",
    "required_credential_files: [/etc/passwd]",
)


def test_the_hermes_profile_reports_every_hermes_rule():
    found = set(codes(lint(ALL_HERMES_PROBLEMS, "hermes", known_skills=set())))
    assert found >= HERMES_CODES


@pytest.mark.parametrize("profile", [p for p in PROFILE_NAMES if p != "hermes"])
def test_other_profiles_report_no_hermes_rule(profile):
    found = set(codes(lint(ALL_HERMES_PROBLEMS, profile, known_skills=set())))
    assert not found & HERMES_CODES
