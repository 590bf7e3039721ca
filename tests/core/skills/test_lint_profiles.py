"""The five lint profiles: the same document linted under each gives the documented result."""

from __future__ import annotations

import pytest

from hermes_core.skills.lint import ALL_RULES, DEFAULT_PROFILE, PROFILES, get_profile
from hermes_core.text.diagnostics import Severity
from tests.core.skills.lint_helpers import PROFILE_NAMES, codes, find, lint, one, skill, skill_text

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


def severities(text: str, code: str, dir_name: str = "my-skill") -> dict[str, Severity | None]:
    """For each profile, the severity ``code`` is reported with (``None`` when not at all)."""
    found: dict[str, Severity | None] = {}
    for profile in PROFILE_NAMES:
        hits = find(lint(text, profile, dir_name=dir_name), code)
        assert len({d.severity for d in hits}) <= 1
        found[profile] = hits[0].severity if hits else None
    return found


def test_the_five_documented_profiles_exist_and_hermes_is_the_default():
    assert tuple(PROFILES) == PROFILE_NAMES
    assert DEFAULT_PROFILE == "hermes"
    assert all(get_profile(name).name == name for name in PROFILE_NAMES)


def test_an_unknown_profile_raises_key_error_listing_the_valid_names():
    with pytest.raises(KeyError) as caught:
        get_profile("nope")
    message = caught.value.args[0]
    assert "'nope'" in message
    for name in PROFILE_NAMES:
        assert name in message


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_every_rule_under_every_profile_is_off_or_has_a_severity(profile):
    chosen = get_profile(profile)
    for rule in ALL_RULES:
        severity = chosen.severity(rule)
        assert severity is None or isinstance(severity, Severity), (rule.code, severity)
    enabled = {rule.code for rule in chosen.enabled()}
    assert enabled == {rule.code for rule in ALL_RULES if chosen.severity(rule) is not None}


def test_a_top_level_version_is_an_error_in_the_spec_and_fine_for_hermes():
    text = skill('version: "1.0"')
    assert severities(text, "SK150") == {
        "agentskills": E,
        "hermes": None,
        "claude-code": None,
        "codex": None,
        "anthropic-api": W,
    }


def test_when_to_use_is_unknown_to_hermes_but_known_to_claude_code():
    text = skill("when_to_use: When the user asks.")
    assert severities(text, "SK150") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": None,
        "codex": None,
        "anthropic-api": W,
    }


def test_a_name_with_claude_is_an_error_only_for_the_anthropic_api():
    text = skill(name="claude-helper")
    assert severities(text, "SK402", dir_name="claude-helper") == {
        "agentskills": None,
        "hermes": None,
        "claude-code": None,
        "codex": None,
        "anthropic-api": E,
    }


def test_a_tag_in_the_description_is_an_error_only_for_the_anthropic_api():
    text = skill(description="Use <b>bold</b> text.")
    assert severities(text, "SK401") == {
        "agentskills": None,
        "hermes": None,
        "claude-code": None,
        "codex": None,
        "anthropic-api": E,
    }


def test_a_missing_name_is_info_for_claude_code_and_an_error_elsewhere():
    assert severities(skill(name=None), "SK101") == {
        "agentskills": E,
        "hermes": E,
        "claude-code": INFO,
        "codex": E,
        "anthropic-api": E,
    }


def test_a_missing_description_is_a_warning_for_claude_code_and_an_error_elsewhere():
    assert severities(skill(description=None), "SK110") == {
        "agentskills": E,
        "hermes": E,
        "claude-code": W,
        "codex": E,
        "anthropic-api": E,
    }


def test_codex_ignores_unknown_keys():
    text = skill("homepage: https://example.com", "x-custom: 1")
    assert "SK150" not in codes(lint(text, "codex"))
    assert "SK150" in codes(lint(text, "agentskills"))


def test_codex_errors_on_a_short_description_over_500_characters():
    text = skill("metadata:", "  short-description: " + "s" * 501)
    assert severities(text, "SK405") == {
        "agentskills": None,
        "hermes": None,
        "claude-code": None,
        "codex": E,
        "anthropic-api": None,
    }


def test_duplicate_keys_are_errors_in_the_spec_and_codex_and_warnings_for_hermes():
    text = skill_text("name: my-skill", "description: one", "description: two")
    assert severities(text, "SK005") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": W,
        "codex": E,
        "anthropic-api": W,
    }


def test_a_name_folder_mismatch_is_an_error_in_the_spec_a_warning_for_hermes_and_off_for_codex():
    assert severities(skill(name="other-skill"), "SK106") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": W,
        "codex": None,
        "anthropic-api": E,
    }


def test_codex_only_warns_about_name_characters():
    text = skill(name="PDF_Tools")
    assert severities(text, "SK104", dir_name="PDF_Tools") == {
        "agentskills": E,
        "hermes": E,
        "claude-code": E,
        "codex": W,
        "anthropic-api": E,
    }


def test_tab_indentation_is_an_error_saying_the_skill_will_not_load_except_under_hermes():
    text = skill("metadata:", "\towner: me")
    assert severities(text, "SK007") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": E,
        "codex": E,
        "anthropic-api": E,
    }
    for profile, client in [
        ("agentskills", "the Agent Skills reference validator (skills-ref)"),
        ("claude-code", "Claude Code"),
        ("codex", "Codex"),
        ("anthropic-api", "the Anthropic API"),
    ]:
        message = one(lint(text, profile), "SK007").message
        assert message.startswith("a tab in the indentation: YAML allows only spaces there")
        assert f"so {client} cannot read the frontmatter and the skill will not load" in message


def test_under_hermes_a_tab_is_a_warning_saying_what_hermes_agent_loses_by_its_line_fallback():
    message = one(lint(skill("metadata:", "\towner: me")), "SK007").message
    assert "Hermes Agent cannot load the YAML and reads each line as 'key: value'" in message
    assert "nested values, lists and multi-line values are lost" in message
    assert "will not load" not in message


def test_a_tab_after_a_list_marker_is_only_a_warning_under_claude_code_whose_loader_reads_it():
    text = skill("allowed-tools:", "  -\tBash")
    assert severities(text, "SK007") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": W,
        "codex": E,
        "anthropic-api": E,
    }
    message = one(lint(text, "claude-code"), "SK007").message
    assert message.startswith("a tab after '-': Claude Code reads it, but PyYAML-based clients")
    assert "the skill will not load" in one(lint(text, "agentskills"), "SK007").message


def test_non_string_metadata_is_an_error_for_the_spec_and_the_api_a_warning_for_hermes():
    text = skill("metadata:", "  version: 1.0")
    assert severities(text, "SK130") == {
        "agentskills": E,
        "hermes": W,
        "claude-code": W,
        "codex": None,
        "anthropic-api": E,
    }


def test_a_long_description_is_left_to_the_listing_budget_under_claude_code():
    text = skill(description="x" * 1025)
    assert severities(text, "SK112") == {
        "agentskills": E,
        "hermes": E,
        "claude-code": None,
        "codex": E,
        "anthropic-api": E,
    }


def test_hermes_fields_are_checked_only_under_hermes():
    text = skill("platforms: [beos]")
    assert severities(text, "SK201") == {
        "agentskills": None,
        "hermes": E,
        "claude-code": None,
        "codex": None,
        "anthropic-api": None,
    }


def test_claude_code_fields_are_checked_only_under_claude_code():
    text = skill("effort: extreme")
    assert severities(text, "SK403") == {
        "agentskills": None,
        "hermes": None,
        "claude-code": W,
        "codex": None,
        "anthropic-api": None,
    }


def test_the_metadata_hermes_namespace_note_is_given_only_by_the_strict_spec_profile():
    text = skill("metadata:", "  hermes:", "    tags: [pdf]")
    assert severities(text, "SK131") == {
        "agentskills": INFO,
        "hermes": None,
        "claude-code": None,
        "codex": None,
        "anthropic-api": None,
    }


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_the_engine_reports_the_profile_severity_not_the_rule_default(profile):
    chosen = get_profile(profile)
    result = lint(skill(name="Other_Skill", description=None), profile)
    by_code = {rule.code: rule for rule in ALL_RULES}
    assert result.diagnostics
    for diagnostic in result.diagnostics:
        assert diagnostic.severity is chosen.severity(by_code[diagnostic.code])


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_diagnostics_come_sorted_by_position(profile):
    text = skill("foo: 1", "platforms: [beos]", name="Bad_Name", description=None)
    result = lint(text, profile)
    keys = [d.sort_key() for d in result.diagnostics]
    assert keys == sorted(keys)
