from pathlib import Path

import pytest

from hermes_core.config import load_config, parse_config
from hermes_core.errors import ConfigError
from hermes_core.paths import HermesPaths


def test_hermes_home_defaults_to_dot_hermes_in_the_home_folder():
    paths = HermesPaths.from_env({})
    assert paths.home == Path.home() / ".hermes"
    assert paths.skills_dir == Path.home() / ".hermes" / "skills"


def test_hermes_home_env_var_overrides_the_default(tmp_path):
    paths = HermesPaths.from_env({"HERMES_HOME": str(tmp_path)})
    assert paths.home == tmp_path
    assert paths.config_file == tmp_path / "config.yaml"
    assert paths.bundled_manifest == tmp_path / "skills" / ".bundled_manifest"


def test_a_missing_config_file_gives_the_defaults(tmp_path):
    config = load_config(HermesPaths(tmp_path))
    assert config.skills.external_dirs == ()
    assert config.skills.lint_profile == "hermes"
    assert config.source is None


def test_skills_section_is_read_with_paths_expanded(tmp_path):
    text = """
skills:
  external_dirs:
    - ~/shared-skills
    - ${TEAM}/skills
    - relative/dir
    - $UNSET/x
  disabled: [old-skill]
  platform_disabled:
    telegram: [noisy]
  lint_profile: agentskills
"""
    config = parse_config(text, home=tmp_path, environ={"TEAM": "/opt/team"})
    assert config.skills.external_dirs == (
        Path.home() / "shared-skills",
        Path("/opt/team/skills"),
        tmp_path / "relative/dir",
        tmp_path / "$UNSET/x",
    )
    assert config.skills.disabled_for(None) == {"old-skill"}
    assert config.skills.disabled_for("telegram") == {"old-skill", "noisy"}
    assert config.skills.lint_profile == "agentskills"
    assert config.warnings == ()


def test_a_single_string_is_accepted_where_a_list_is_expected(tmp_path):
    config = parse_config("skills:\n  external_dirs: /srv/skills\n", home=tmp_path)
    assert config.skills.external_dirs == (Path("/srv/skills"),)


def test_unknown_keys_are_warned_with_their_line(tmp_path):
    text = "model: gpt\nskils:\n  x: 1\nskills:\n  externl_dirs: []\n"
    config = parse_config(text, home=tmp_path)
    assert [(w.key, w.line) for w in config.warnings] == [("skils", 2), ("skills.externl_dirs", 5)]


def test_sections_hermes_agent_defines_are_not_warned(tmp_path):
    text = (
        "model: x\nterminal:\n  backend: local\ncurator:\n  enabled: true\n"
        "skills:\n  template_vars: {}\n"
    )
    assert parse_config(text, home=tmp_path).warnings == ()


def test_a_bad_value_is_an_error_naming_the_key_and_line(tmp_path):
    with pytest.raises(ConfigError) as caught:
        parse_config("skills:\n  disabled:\n    - {a: b}\n", home=tmp_path)
    assert caught.value.key == "skills.disabled"
    assert caught.value.line == 3
    assert "skills.disabled (line 3)" in str(caught.value)


def test_an_unknown_lint_profile_is_an_error(tmp_path):
    with pytest.raises(ConfigError, match="unknown profile 'strict'"):
        parse_config("skills:\n  lint_profile: strict\n", home=tmp_path)


def test_invalid_yaml_is_an_error_with_a_line(tmp_path):
    with pytest.raises(ConfigError) as caught:
        parse_config("skills:\n  disabled: [a\n", home=tmp_path)
    assert caught.value.line is not None


def test_a_config_that_is_not_a_mapping_is_an_error(tmp_path):
    with pytest.raises(ConfigError, match="mapping"):
        parse_config("- a\n- b\n", home=tmp_path)


def test_an_empty_config_file_gives_the_defaults(tmp_path):
    (tmp_path / "config.yaml").write_text("", encoding="utf-8")
    assert load_config(HermesPaths(tmp_path)).skills.external_dirs == ()


def test_duplicate_keys_warn_and_the_later_wins(tmp_path):
    config = parse_config("skills:\n  disabled: [a]\n  disabled: [b]\n", home=tmp_path)
    assert config.skills.disabled == {"b"}
    assert [w.key for w in config.warnings] == ["skills.disabled"]


def test_an_unreadable_config_file_is_a_config_error(tmp_path):
    (tmp_path / "config.yaml").write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(HermesPaths(tmp_path))


def test_skill_settings_under_skills_config_are_flattened_to_dotted_keys(tmp_path):
    text = "skills:\n  config:\n    wiki:\n      path: ~/wiki\n      depth: 3\n    flat: yes\n"
    config = parse_config(text, home=tmp_path)
    assert dict(config.skills.config_values) == {
        "wiki.path": "~/wiki",
        "wiki.depth": 3,
        "flat": True,
    }
    assert config.warnings == ()


def test_model_context_length_and_choices_are_read(tmp_path):
    config = parse_config(
        "model:\n  default: m1\n  context_length: 200_000\n  choices: [m2, m3, m2]\n",
        home=tmp_path,
        environ={},
    )
    assert config.model.model == "m1"
    assert config.model.context_length == 200_000
    assert config.model.choices == ("m2", "m3")
    assert config.warnings == ()


@pytest.mark.parametrize("value", ["0", "-5", "lots", "[1]"])
def test_a_bad_context_length_is_a_clear_error(tmp_path, value):
    with pytest.raises(ConfigError, match=r"positive whole number|expected a string") as caught:
        parse_config(f"model:\n  context_length: {value}\n", home=tmp_path, environ={})
    assert caught.value.key == "model.context_length"


def test_load_config_names_the_file_the_key_and_the_line(tmp_path):
    config = tmp_path / "config.yaml"
    config.write_text("skills:\n  trusted_sources: {a: b}\n")
    with pytest.raises(ConfigError) as caught:
        load_config(HermesPaths(tmp_path))
    assert str(caught.value) == (
        f"{config}: skills.trusted_sources (line 2): expected a list of strings"
    )
    assert (caught.value.file, caught.value.key, caught.value.line) == (
        str(config),
        "skills.trusted_sources",
        2,
    )
    config.write_text("skills: [a\n")
    with pytest.raises(ConfigError) as caught:
        load_config(HermesPaths(tmp_path))
    assert str(caught.value).startswith(f"{config} (line 2): invalid YAML: ")


def test_a_model_from_the_environment_beats_model_default(tmp_path):
    (tmp_path / "config.yaml").write_text("model:\n  default: from-config\n")
    paths = HermesPaths(tmp_path)
    model = load_config(paths, environ={}).model
    assert (model.model, model.model_source) == ("from-config", "config.yaml model.default")
    model = load_config(paths, environ={"HERMES_INFERENCE_MODEL": "inference"}).model
    assert (model.model, model.model_source) == ("inference", "HERMES_INFERENCE_MODEL")
    both = {"HERMES_MODEL": " hermes ", "HERMES_INFERENCE_MODEL": "inference"}
    model = load_config(paths, environ=both).model
    assert (model.model, model.model_source) == ("hermes", "HERMES_MODEL")
    blank = {"HERMES_MODEL": "  ", "HERMES_INFERENCE_MODEL": "inference"}
    assert load_config(paths, environ=blank).model.model == "inference"


def test_a_model_from_the_environment_needs_no_config_file(tmp_path):
    model = load_config(HermesPaths(tmp_path), environ={"HERMES_MODEL": "env-model"}).model
    assert (model.model, model.model_source) == ("env-model", "HERMES_MODEL")
    assert load_config(HermesPaths(tmp_path), environ={}).model.model is None


def test_parse_config_reads_no_model_from_the_environment(tmp_path):
    config = parse_config("model: m\n", home=tmp_path, environ={"HERMES_MODEL": "env"})
    assert (config.model.model, config.model.model_source) == ("m", "config.yaml model")
