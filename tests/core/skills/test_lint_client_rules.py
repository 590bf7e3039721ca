"""Rules only some clients enforce, SK401-SK405, under the profile of that client."""

from __future__ import annotations

import pytest

from hermes_core.text.diagnostics import Severity
from tests.core.skills.lint_helpers import PROFILE_NAMES, codes, find, lint, one, rng, skill

E, W = Severity.ERROR, Severity.WARNING


# SK401 xml-in-name-or-description


@pytest.mark.parametrize(
    ("description", "expected_range"),
    [
        ("Use <b>bold</b> text", rng(2, 17, 20)),
        ("Convert a -> b", rng(2, 24, 25)),
        ('"Use a < b"', rng(2, 20, 21)),
        # Code points: the emoji before the tag counts as one character.
        ("🎉 <i>x</i>", rng(2, 15, 18)),
    ],
)
def test_xml_or_angle_brackets_in_the_description_are_an_error_for_the_anthropic_api(
    description, expected_range
):
    diagnostic = one(lint(skill(description=description), "anthropic-api"), "SK401")
    assert diagnostic.severity is E
    assert diagnostic.range == expected_range
    assert "'description'" in diagnostic.message


def test_xml_in_the_name_is_an_error_for_the_anthropic_api():
    diagnostic = one(lint(skill(name="my<skill>"), "anthropic-api"), "SK401")
    assert diagnostic.range == rng(1, 8, 15)
    assert "'name'" in diagnostic.message


@pytest.mark.parametrize("description", ["Use for A & B", "Compare a = b", "Use when: 'x'"])
def test_a_description_without_angle_brackets_is_fine_for_the_anthropic_api(description):
    assert "SK401" not in codes(lint(skill(description=f'"{description}"'), "anthropic-api"))


@pytest.mark.parametrize("profile", [p for p in PROFILE_NAMES if p != "anthropic-api"])
def test_xml_in_the_description_is_only_checked_for_the_anthropic_api(profile):
    assert "SK401" not in codes(lint(skill(description="Use <b>bold</b>"), profile))


# SK402 reserved-word-in-name


def test_a_name_containing_claude_is_an_error_for_the_anthropic_api():
    result = lint(skill(name="claude-helper"), "anthropic-api", dir_name="claude-helper")
    diagnostic = one(result, "SK402")
    assert diagnostic.severity is E
    assert diagnostic.range == rng(1, 6, 19)
    assert "'claude'" in diagnostic.message


def test_a_name_with_both_reserved_words_reports_each():
    result = lint(skill(name="anthropic-claude"), "anthropic-api", dir_name="anthropic-claude")
    assert [d.range for d in find(result, "SK402")] == [rng(1, 6, 22)] * 2


@pytest.mark.parametrize("name", ["pdf-tools", "clade-helper", "anthro-pic"])
def test_a_name_without_reserved_words_is_fine_for_the_anthropic_api(name):
    assert "SK402" not in codes(lint(skill(name=name), "anthropic-api", dir_name=name))


# SK403 claude-code-field-value


def test_claude_code_fields_with_values_it_does_not_accept_are_warnings():
    text = skill(
        "effort: extreme",
        "context: spawn",
        "shell: zsh",
        'disable-model-invocation: "yes"',
        "user-invocable: 1",
        "agent: reviewer",
    )
    found = find(lint(text, "claude-code"), "SK403")
    assert [d.range for d in found] == [
        rng(3, 8, 15),
        rng(4, 9, 14),
        rng(5, 7, 10),
        rng(6, 26, 31),
        rng(7, 16, 17),
        rng(8, 0, 5),  # 'agent' without 'context: fork': reported at the key
    ]
    assert all(d.severity is W for d in found)


def test_claude_code_fields_with_accepted_values_are_fine():
    text = skill(
        "effort: high",
        "context: fork",
        "shell: powershell",
        "disable-model-invocation: true",
        "user-invocable: false",
        "agent: reviewer",
    )
    assert "SK403" not in codes(lint(text, "claude-code"))


def test_claude_code_field_values_are_not_checked_under_hermes():
    assert "SK403" not in codes(lint(skill("effort: extreme"), "hermes"))


# SK404 claude-code-listing-too-long


def test_description_and_when_to_use_over_1536_characters_are_a_warning_for_claude_code():
    text = skill("when_to_use: " + "y" * 537, description="x" * 1000)
    diagnostic = one(lint(text, "claude-code"), "SK404")
    assert diagnostic.severity is W
    assert diagnostic.range == rng(2, 13, 1013)
    assert "1,537" in diagnostic.message


def test_description_and_when_to_use_of_exactly_1536_characters_are_fine():
    text = skill("when_to_use: " + "y" * 536, description="x" * 1000)
    assert "SK404" not in codes(lint(text, "claude-code"))


def test_a_long_description_alone_counts_toward_the_claude_code_listing():
    assert "SK404" in codes(lint(skill(description="x" * 1537), "claude-code"))
    assert "SK404" not in codes(lint(skill(description="x" * 1536), "claude-code"))


def test_the_listing_budget_is_not_checked_under_hermes():
    text = skill("when_to_use: " + "y" * 537, description="x" * 1000)
    assert "SK404" not in codes(lint(text, "hermes"))


# SK405 codex-short-description-too-long


@pytest.mark.parametrize("key", ["short-description", "shortDescription", "short_description"])
def test_a_short_description_over_500_characters_is_an_error_for_codex(key):
    text = skill("metadata:", f"  {key}: " + "s" * 501)
    diagnostic = one(lint(text, "codex"), "SK405")
    assert diagnostic.severity is E
    start = len(f"  {key}: ")
    assert diagnostic.range == rng(4, start, start + 501)


def test_a_short_description_of_exactly_500_characters_is_fine_for_codex():
    assert "SK405" not in codes(
        lint(skill("metadata:", "  short-description: " + "s" * 500), "codex")
    )


def test_the_short_description_is_measured_with_whitespace_collapsed():
    text = skill("metadata:", "  short-description: >", "    " + "s" * 250, "", "    " + "t" * 249)
    # Folded with a blank line: 250 + newline + 249 characters, read as 500 with one space.
    assert "SK405" not in codes(lint(text, "codex"))


def test_the_short_description_is_not_checked_under_hermes():
    assert "SK405" not in codes(lint(skill("metadata:", "  short-description: " + "s" * 501)))
