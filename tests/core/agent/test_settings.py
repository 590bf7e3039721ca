"""Provider settings: config.yaml's model section, the conventional environment
variables when config is silent, and --model winning."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_core.agent.providers import make_provider, resolve_settings
from hermes_core.config import ModelConfig, parse_config
from hermes_core.errors import ConfigError


def test_hermes_model_mapping_is_read(tmp_path: Path):
    config = parse_config(
        "model:\n  provider: anthropic\n  default: claude-x\n  base_url: http://127.0.0.1:9/\n"
        "  api_key_env: MY_KEY\n  context_length: 200000\n",
        home=tmp_path,
    )
    assert config.warnings == ()
    settings = resolve_settings(config.model, {"MY_KEY": "k1", "ANTHROPIC_API_KEY": "other"})
    assert (settings.kind, settings.model, settings.base_url) == (
        "anthropic",
        "claude-x",
        "http://127.0.0.1:9",
    )
    assert (settings.api_key, settings.key_source) == ("k1", "MY_KEY")
    assert type(make_provider(settings)).__name__ == "AnthropicProvider"


def test_a_bare_model_name_and_unknown_keys(tmp_path: Path):
    assert parse_config("model: gpt-x\n", home=tmp_path).model == ModelConfig(model="gpt-x")
    config = parse_config("model:\n  default: m\n  colour: blue\n", home=tmp_path)
    assert [str(w) for w in config.warnings] == ["model.colour (line 3): unknown key, ignored"]


def test_environment_when_config_is_silent_and_model_flag_wins():
    env = {"OPENAI_BASE_URL": "http://127.0.0.1:8000/v1/", "OPENAI_API_KEY": "sk-1"}
    settings = resolve_settings(ModelConfig(model="from-config"), env, model="from-flag")
    assert (settings.kind, settings.base_url, settings.api_key, settings.model) == (
        "openai",
        "http://127.0.0.1:8000/v1",
        "sk-1",
        "from-flag",
    )
    only_anthropic = resolve_settings(ModelConfig(), {"ANTHROPIC_API_KEY": "a"}, model="c")
    assert (only_anthropic.kind, only_anthropic.base_url) == (
        "anthropic",
        "https://api.anthropic.com",
    )
    local = resolve_settings(
        ModelConfig(provider="ollama", base_url="http://127.0.0.1:11434/v1"), {}, "q"
    )
    assert (local.kind, local.api_key) == ("openai", None)


def test_no_model_anywhere_is_a_clear_error():
    with pytest.raises(ConfigError, match=r"no model configured: set model\.default"):
        resolve_settings(ModelConfig(), {})


def test_model_flag_beats_the_environment_which_beats_model_default():
    config = ModelConfig(model="from-config", model_source="config.yaml model.default")
    env = {"HERMES_MODEL": "from-env", "OPENAI_API_KEY": "sk-1"}
    settings = resolve_settings(config, env, model="from-flag")
    assert (settings.model, settings.model_source) == ("from-flag", "--model")
    settings = resolve_settings(config, env)
    assert (settings.model, settings.model_source) == ("from-env", "HERMES_MODEL")
    settings = resolve_settings(config, {"HERMES_INFERENCE_MODEL": "inference"})
    assert (settings.model, settings.model_source) == ("inference", "HERMES_INFERENCE_MODEL")
    settings = resolve_settings(config, {})
    assert (settings.model, settings.model_source) == ("from-config", "config.yaml model.default")


def test_no_model_names_every_place_a_model_can_come_from():
    with pytest.raises(ConfigError) as caught:
        resolve_settings(ModelConfig(), {"OPENAI_BASE_URL": "http://127.0.0.1:1/v1"})
    assert "model.default in config.yaml or HERMES_MODEL" in str(caught.value)
    assert "--model" in str(caught.value)
