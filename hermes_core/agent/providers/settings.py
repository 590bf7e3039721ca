"""Which provider, where, which model and which key: from ``config.yaml``'s ``model:``
section, else the conventional environment variables. The model: ``--model``, else
``HERMES_MODEL``, else ``HERMES_INFERENCE_MODEL``, else ``model.default`` (the order of
:data:`hermes_core.config.MODEL_VARIABLES`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from hermes_core.config import ModelConfig, model_from_environment
from hermes_core.errors import ConfigError

__all__ = ["NO_MODEL", "ProviderSettings", "resolve_settings"]

Kind = Literal["openai", "anthropic"]
_DEFAULT_URLS: dict[Kind, str] = {
    "openai": "https://api.openai.com/v1",
    "anthropic": "https://api.anthropic.com",
}
_ENV: dict[Kind, tuple[str, str]] = {
    "openai": ("OPENAI_BASE_URL", "OPENAI_API_KEY"),
    "anthropic": ("ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY"),
}

NO_MODEL = (
    "no model configured: set model.default in config.yaml or HERMES_MODEL in the "
    "environment, or pass --model"
)


@dataclass(frozen=True, slots=True)
class ProviderSettings:
    kind: Kind
    base_url: str
    model: str
    api_key: str | None
    key_source: str
    """Where the key came from (an environment variable's name, or config.yaml), for
    messages; never the key."""
    model_source: str = "given"
    """Where the model came from: ``--model``, an environment variable's name, or
    ``config.yaml model.default``."""


def resolve_settings(
    config: ModelConfig, environ: Mapping[str, str], model: str | None = None
) -> ProviderSettings:
    """The provider settings (see the module); ``model`` is ``--model``."""
    config = model_from_environment(config, environ)  # as load_config does: no matter twice
    named = (config.provider or "").strip().lower()
    if named:
        kind: Kind = "anthropic" if named == "anthropic" else "openai"
    elif environ.get("ANTHROPIC_API_KEY") and not environ.get("OPENAI_API_KEY"):
        kind = "anthropic"
    else:
        kind = "openai"
    url_env, key_env = _ENV[kind]
    base_url = config.base_url or environ.get(url_env) or _DEFAULT_URLS[kind]
    if config.api_key_env:
        key, source = environ.get(config.api_key_env), config.api_key_env
    elif config.api_key:
        key, source = config.api_key, "config.yaml model.api_key"
    else:
        key, source = environ.get(key_env), key_env
    chosen = model or config.model
    if not chosen:
        raise ConfigError(NO_MODEL, key="model")
    origin = "--model" if model else config.model_source or "config.yaml"
    return ProviderSettings(kind, base_url.rstrip("/"), chosen, key or None, source, origin)
