"""Rewriting config.yaml's ``model:`` section as text: the chosen values read back
exactly, and every other byte of the file stays as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from hermes_core.config import load_config, parse_config
from hermes_core.config_edit import ModelSection, edit_model_section, write_model_section
from hermes_core.errors import ConfigError
from hermes_core.paths import HermesPaths

LOCAL = ModelSection("custom", "http://127.0.0.1:11434/v1", "llama3.1:8b")
CLAUDE = ModelSection("anthropic", "https://api.anthropic.com", "claude-x", "ANTHROPIC_API_KEY")

LOCAL_BLOCK = (
    "model:\n  provider: custom\n  base_url: http://127.0.0.1:11434/v1\n  default: llama3.1:8b\n"
)


def read_back(text: str) -> tuple[str | None, str | None, str | None, str | None, str | None]:
    model = parse_config(text, home=Path("/h"), environ={}).model
    return model.provider, model.base_url, model.model, model.api_key_env, model.api_key


def test_an_empty_file_gets_only_the_model_section():
    assert edit_model_section("", LOCAL) == LOCAL_BLOCK


def test_a_file_of_comments_keeps_them_and_gets_the_section_after_a_blank_line():
    assert edit_model_section("# my settings\n", LOCAL) == "# my settings\n\n" + LOCAL_BLOCK


def test_a_file_without_model_gets_it_appended_after_its_commented_sections():
    text = "# Skills\nskills:\n  disabled: [a]  # noisy\n\n# Agent\nagent:\n  max_turns: 60\n"
    assert edit_model_section(text, LOCAL) == text + "\n" + LOCAL_BLOCK


def test_a_last_line_without_newline_is_not_glued_to_the_new_section():
    assert edit_model_section("skills:\n  disabled: []", LOCAL) == (
        "skills:\n  disabled: []\n\n" + LOCAL_BLOCK
    )


def test_a_scalar_model_at_the_end_without_newline_is_replaced():
    assert edit_model_section("skills: {}\nmodel: gpt-4o", LOCAL) == "skills: {}\n" + LOCAL_BLOCK


def test_a_scalar_model_is_replaced_and_the_sections_around_it_keep_their_comments():
    text = (
        "# Hermes config\n"
        "agent:\n  max_turns: 60   # enough\n\n"
        "model: gpt-4o  # the cheap one\n"
        "  # an indented note\n\n"
        "# Skills come next\n"
        "skills:\n  disabled: []  # none\n"
    )
    assert edit_model_section(text, LOCAL) == (
        "# Hermes config\n"
        "agent:\n  max_turns: 60   # enough\n\n" + LOCAL_BLOCK + "  # an indented note\n\n"
        "# Skills come next\n"
        "skills:\n  disabled: []  # none\n"
    )


def test_a_mapping_keeps_its_other_keys_and_comments_and_loses_the_managed_ones():
    text = (
        "model:   # which LLM\n"
        "  # the model first\n"
        "  default: gpt-4o   # cheap\n"
        "  provider: openrouter\n"
        "  context_length: 128000  # window\n"
        "  api_key: sk-in-the-file\n"
        "  api_mode: chat_completions\n"
        "  choices:\n"
        "    - gpt-4o-mini\n"
        "    - o3\n"
        "  base_url: https://openrouter.ai/api/v1\n"
        "  api_key_env: OPENROUTER_API_KEY\n"
        "  # a closing note\n"
        "\n"
        "# Skills\n"
        "skills:\n  disabled: []\n"
    )
    assert edit_model_section(text, CLAUDE) == (
        "model:   # which LLM\n"
        "  # the model first\n"
        "  provider: anthropic\n"
        "  base_url: https://api.anthropic.com\n"
        "  default: claude-x\n"
        "  api_key_env: ANTHROPIC_API_KEY\n"
        "  context_length: 128000  # window\n"
        "  api_mode: chat_completions\n"
        "  choices:\n"
        "    - gpt-4o-mini\n"
        "    - o3\n"
        "  # a closing note\n"
        "\n"
        "# Skills\n"
        "skills:\n  disabled: []\n"
    )


def test_kept_keys_still_load_with_their_values():
    text = "model:\n  default: old\n  context_length: 200_000\n  choices: [m2, m3]\n"
    model = parse_config(edit_model_section(text, CLAUDE), home=Path("/h"), environ={}).model
    assert (model.model, model.context_length, model.choices) == ("claude-x", 200_000, ("m2", "m3"))


def test_choosing_no_key_variable_removes_the_old_variable_and_any_written_key():
    text = "model:\n  default: x\n  api_key_env: OPENAI_API_KEY\n  api_key: sk-old\n"
    edited = edit_model_section(text, LOCAL)
    assert edited == LOCAL_BLOCK
    assert read_back(edited) == ("custom", "http://127.0.0.1:11434/v1", "llama3.1:8b", None, None)


def test_a_managed_key_first_in_the_block_keeps_the_indentation_of_the_mapping():
    text = "model:\n    context_length: 5\n    default: x"
    assert edit_model_section(text, LOCAL) == (
        "model:\n    context_length: 5\n"
        "    provider: custom\n    base_url: http://127.0.0.1:11434/v1\n    default: llama3.1:8b\n"
    )


def test_crlf_line_endings_are_kept_everywhere():
    text = "# c\r\nmodel:\r\n  default: x\r\n  context_length: 1000\r\nskills:\r\n  disabled: []"
    edited = edit_model_section(text, CLAUDE)
    assert "\n" not in edited.replace("\r\n", "")
    assert edited == (
        "# c\r\nmodel:\r\n  provider: anthropic\r\n  base_url: https://api.anthropic.com\r\n"
        "  default: claude-x\r\n  api_key_env: ANTHROPIC_API_KEY\r\n  context_length: 1000\r\n"
        "skills:\r\n  disabled: []"
    )


def test_crlf_file_without_model_gets_a_crlf_section():
    edited = edit_model_section("skills:\r\n  disabled: []\r\n", LOCAL)
    assert edited == "skills:\r\n  disabled: []\r\n\r\n" + LOCAL_BLOCK.replace("\n", "\r\n")


def test_a_flow_mapping_becomes_a_block_keeping_its_other_keys():
    text = "model: {default: x, context_length: 9, api_mode: chat_completions}\nskills: {}\n"
    assert edit_model_section(text, LOCAL) == (
        LOCAL_BLOCK + "  context_length: 9\n  api_mode: chat_completions\nskills: {}\n"
    )


def test_commented_out_keys_inside_an_empty_model_section_stay():
    text = "model:\n  # provider: custom\n  # default: foo\nskills: {}\n"
    assert edit_model_section(text, LOCAL) == (
        LOCAL_BLOCK + "  # provider: custom\n  # default: foo\nskills: {}\n"
    )


def test_a_block_scalar_value_goes_with_all_its_lines():
    text = "model:\n  default: |\n    gpt\n    # not a comment\n\n  # a comment\n  choices: [a]\n"
    assert edit_model_section(text, LOCAL) == (LOCAL_BLOCK + "  # a comment\n  choices: [a]\n")


def test_a_model_section_of_the_wrong_shape_is_replaced():
    edited = edit_model_section("model:\n- a\n- b\nskills: {}\n", LOCAL)
    assert edited == LOCAL_BLOCK + "skills: {}\n"


def test_the_last_of_duplicate_model_keys_is_edited_since_it_is_the_one_read():
    text = "model: first\nskills: {}\nmodel: second\n"
    edited = edit_model_section(text, LOCAL)
    assert edited == "model: first\nskills: {}\n" + LOCAL_BLOCK
    assert read_back(edited)[2] == "llama3.1:8b"


def test_top_level_keys_indented_as_a_whole_are_followed():
    text = "  skills:\n    disabled: []\n  model: x\n  # end\n"
    assert edit_model_section(text, LOCAL) == (
        "  skills:\n    disabled: []\n  model:\n    provider: custom\n"
        "    base_url: http://127.0.0.1:11434/v1\n    default: llama3.1:8b\n  # end\n"
    )


def test_a_document_end_marker_stays_after_the_section():
    assert edit_model_section("---\nmodel: x\n...\n", LOCAL) == "---\n" + LOCAL_BLOCK + "...\n"


@pytest.mark.parametrize(
    "model",
    ["123", "yes", "null", "a # b", "x: y", "'quoted'", '"dq"', "*star", "1:30", "-dash", "ünï"],
)
def test_values_that_yaml_would_read_differently_are_quoted(model):
    edited = edit_model_section("", ModelSection("custom", "http://h/v1", model))
    assert read_back(edited)[2] == model


def test_a_plain_safe_value_is_written_unquoted():
    assert "  default: qwen2.5:7b-instruct\n" in edit_model_section(
        "", ModelSection("custom", "http://h/v1", "qwen2.5:7b-instruct")
    )


PRINTABLE = st.characters(blacklist_categories=("C", "Z"), whitelist_characters=" ")


@given(
    model=st.text(PRINTABLE, min_size=1).filter(lambda text: text == text.strip()),
    url_tail=st.text(PRINTABLE, max_size=20).filter(lambda text: text == text.rstrip()),
)
def test_any_printable_values_read_back_exactly(model, url_tail):
    section = ModelSection("custom", "http://h/" + url_tail, model, "MY_KEY")
    edited = edit_model_section("skills: {}  # c\n", section)
    assert read_back(edited) == ("custom", "http://h/" + url_tail, model, "MY_KEY", None)
    assert edited.startswith("skills: {}  # c\n")


def test_a_variable_reference_is_written_as_typed_and_expanded_when_read():
    section = ModelSection("custom", "${LLM_HOST}/v1", "m")
    edited = edit_model_section("", section)
    assert read_back(edited)[1] == "${LLM_HOST}/v1"
    model = parse_config(edited, home=Path("/h"), environ={"LLM_HOST": "http://gpu:8000"}).model
    assert model.base_url == "http://gpu:8000/v1"


@pytest.mark.parametrize("bad", ["two\nlines", " padded", "", "tab\there"])
def test_values_that_are_not_single_line_text_are_refused(bad):
    with pytest.raises(ConfigError, match="single-line"):
        edit_model_section("", ModelSection("custom", "http://h/v1", bad))


def test_invalid_yaml_is_refused_with_its_line():
    with pytest.raises(ConfigError) as caught:
        edit_model_section("skills:\n  disabled: [a\nmodel: x\n", LOCAL)
    assert caught.value.key == "config.yaml"
    assert caught.value.line is not None


def test_a_top_level_flow_mapping_is_refused():
    with pytest.raises(ConfigError, match="block mapping"):
        edit_model_section("{model: x, skills: {}}\n", LOCAL)


def test_a_problem_outside_the_model_section_is_refused():
    with pytest.raises(ConfigError, match="would not load"):
        edit_model_section("skills:\n  lint_profile: nope\nmodel: x\n", LOCAL)


def test_a_kept_key_with_a_bad_value_is_refused():
    with pytest.raises(ConfigError, match="context_length"):
        edit_model_section("model:\n  default: x\n  context_length: -3\n", LOCAL)


def test_an_alias_of_the_model_section_elsewhere_is_refused_rather_than_changed():
    # Editing would silently change what ``auxiliary`` means: the check catches it.
    with pytest.raises(ConfigError, match="more than the model section"):
        edit_model_section("model: &m\n  default: x\nauxiliary: *m\n", LOCAL)


# -- the file ---------------------------------------------------------------------------


def test_writing_creates_home_and_file_that_load_config_reads_back(tmp_path):
    paths = HermesPaths(tmp_path / "home")
    written = write_model_section(paths, CLAUDE)
    assert written == paths.config_file
    model = load_config(paths, environ={}).model
    assert (model.provider, model.base_url, model.model, model.api_key_env) == (
        "anthropic",
        "https://api.anthropic.com",
        "claude-x",
        "ANTHROPIC_API_KEY",
    )
    assert [p.name for p in paths.home.iterdir()] == ["config.yaml"]  # no temporary file left


def test_writing_keeps_a_byte_order_mark_and_the_rest_of_the_bytes(tmp_path):
    paths = HermesPaths(tmp_path)
    paths.config_file.write_bytes(b"\xef\xbb\xbf# c\r\nskills: {}\r\nmodel: x\r\n")
    write_model_section(paths, LOCAL)
    expected = "# c\r\nskills: {}\r\n" + LOCAL_BLOCK.replace("\n", "\r\n")
    assert paths.config_file.read_bytes() == b"\xef\xbb\xbf" + expected.encode()


def test_a_symlinked_config_is_written_through_and_stays_a_link(tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "hermes.yaml").write_text("skills: {}\n")
    paths = HermesPaths(tmp_path / "home")
    paths.home.mkdir()
    paths.config_file.symlink_to(dotfiles / "hermes.yaml")
    write_model_section(paths, LOCAL)
    assert paths.config_file.is_symlink()
    assert (dotfiles / "hermes.yaml").read_text() == "skills: {}\n\n" + LOCAL_BLOCK


def test_a_refused_edit_leaves_the_file_untouched(tmp_path):
    paths = HermesPaths(tmp_path)
    original = b"skills:\n  lint_profile: nope  # typo\nmodel: x\n"
    paths.config_file.write_bytes(original)
    before = os.stat(paths.config_file)
    with pytest.raises(ConfigError):
        write_model_section(paths, LOCAL)
    assert paths.config_file.read_bytes() == original
    assert os.stat(paths.config_file).st_mtime_ns == before.st_mtime_ns
    assert [p.name for p in tmp_path.iterdir()] == ["config.yaml"]


def test_a_file_that_is_not_utf8_is_refused(tmp_path):
    paths = HermesPaths(tmp_path)
    paths.config_file.write_bytes(b"model: caf\xe9\n")
    with pytest.raises(ConfigError, match="UTF-8"):
        write_model_section(paths, LOCAL)
    assert paths.config_file.read_bytes() == b"model: caf\xe9\n"


def test_the_written_file_is_still_plain_yaml_for_other_readers(tmp_path):
    paths = HermesPaths(tmp_path)
    paths.config_file.write_text("agent:\n  max_turns: 60\nmodel:\n  default: x\n  name: y\n")
    write_model_section(paths, CLAUDE)
    assert yaml.safe_load(paths.config_file.read_text()) == {
        "agent": {"max_turns": 60},
        "model": {
            "provider": "anthropic",
            "base_url": "https://api.anthropic.com",
            "default": "claude-x",
            "api_key_env": "ANTHROPIC_API_KEY",
            "name": "y",
        },
    }


def test_a_key_written_in_the_file_can_be_kept_in_place():
    text = "model:\n  default: x\n  api_key: sk-in-file  # old habit\n  context_length: 9\n"
    section = ModelSection("custom", "http://h/v1", "m", keep_api_key=True)
    edited = edit_model_section(text, section)
    assert edited == (
        "model:\n  provider: custom\n  base_url: http://h/v1\n  default: m\n"
        "  api_key: sk-in-file  # old habit\n  context_length: 9\n"
    )
    assert read_back(edited) == ("custom", "http://h/v1", "m", None, "sk-in-file")


def test_keeping_a_key_while_naming_a_variable_is_refused_as_the_variable_would_win():
    with pytest.raises(ConfigError, match="shadowed"):
        edit_model_section("", ModelSection("custom", "http://h/v1", "m", "K", keep_api_key=True))
