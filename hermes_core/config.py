"""Typed configuration read from ``HERMES_HOME/config.yaml``.

Only the sections this product acts on are modelled. Sections that Hermes Agent
itself defines but we do not use are accepted silently, so an existing
``~/.hermes/config.yaml`` loads without noise; any other unknown key is reported as
a :class:`ConfigWarning` with its line. A value of the wrong shape raises
:class:`~hermes_core.errors.ConfigError` naming the key and its line.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from hermes_core.errors import ConfigError
from hermes_core.paths import HermesPaths

__all__ = [
    "MODEL_VARIABLES",
    "Config",
    "ConfigWarning",
    "ModelConfig",
    "SkillsConfig",
    "load_config",
    "model_from_environment",
    "parse_config",
]

logger = logging.getLogger(__name__)

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# Top-level sections of Hermes Agent 0.19.0's config that this product does not read.
_FOREIGN_SECTIONS = frozenset(
    (
        "providers",
        "fallback_providers",
        "credential_pool_strategies",
        "toolsets",
        "max_concurrent_sessions",
        "max_live_sessions",
        "agent",
        "terminal",
        "web",
        "browser",
        "checkpoints",
        "context_file_max_chars",
        "file_read_max_chars",
        "mcp_discovery_timeout",
        "mcp",
        "tool_output",
        "tool_loop_guardrails",
        "compression",
        "kanban",
        "prompt_caching",
        "openrouter",
        "bedrock",
        "auxiliary",
        "display",
        "dashboard",
        "privacy",
        "tts",
        "stt",
        "voice",
        "human_delay",
        "context",
        "memory",
        "delegation",
        "prefill_messages_file",
        "goals",
        "moa",
        "curator",
        "honcho",
        "timezone",
        "slack",
        "discord",
        "whatsapp",
        "telegram",
        "mattermost",
        "matrix",
        "approvals",
        "command_allowlist",
        "quick_commands",
        "platform_hints",
        "hooks",
        "hooks_auto_accept",
        "personalities",
        "security",
        "cron",
        "code_execution",
        "tools",
        "logging",
        "model_catalog",
        "network",
        "gateway",
        "streaming",
        "sessions",
        "onboarding",
        "updates",
        "lsp",
        "x_search",
        "secrets",
        "paste_collapse_threshold",
        "paste_collapse_threshold_fallback",
        "paste_collapse_char_threshold",
        "computer_use",
        "desktop",
        "vertex",
        "_config_version",
        # Written by its commands though not in its DEFAULT_CONFIG (`hermes config
        # migrate` writes plugins, its setup and gateway the others).
        "plugins",
        "image_gen",
        "video_gen",
        "session_reset",
        "mcp_servers",
        "platform_toolsets",
        "custom_providers",
        "fallback_model",
        "max_turns",
    )
)
# Keys of the ``skills`` section that Hermes Agent reads and we leave alone.
_FOREIGN_SKILLS_KEYS = frozenset(
    {
        "template_vars",
        "inline_shell",
        "inline_shell_timeout",
        "guard_agent_created",
        "write_approval",
    }
)
LINT_PROFILES = ("agentskills", "hermes", "claude-code", "codex", "anthropic-api")


@dataclass(frozen=True, slots=True)
class ConfigWarning:
    """Something in config.yaml was ignored; ``line`` is 1-based when known."""

    key: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f" (line {self.line})" if self.line is not None else ""
        return f"{self.key}{where}: {self.message}"


@dataclass(frozen=True, slots=True)
class SkillsConfig:
    """The ``skills:`` section."""

    external_dirs: tuple[Path, ...] = ()
    disabled: frozenset[str] = frozenset()
    platform_disabled: Mapping[str, frozenset[str]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    lint_profile: str = "hermes"
    config_values: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    """Values of the settings skills declare (``skills.config``), by dotted key."""
    trusted_sources: tuple[str, ...] = ()
    """Skill sources (``owner/repo`` or URL prefixes) installed at the ``trusted`` level."""

    def disabled_for(self, platform: str | None) -> frozenset[str]:
        """Names disabled everywhere, plus those disabled on ``platform``."""
        if platform is None:
            return self.disabled
        return self.disabled | self.platform_disabled.get(platform, frozenset())


@dataclass(frozen=True, slots=True)
class ModelConfig:
    """The ``model:`` section: a model name, or Hermes Agent's mapping (``provider``,
    ``base_url``, ``default`` — the model —, ``api_key``, ``context_length``) plus
    ``api_key_env``, the name of the environment variable holding the key, and
    ``choices``, other models an editor may offer to switch to."""

    provider: str | None = None
    base_url: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    api_key: str | None = None
    context_length: int | None = None
    choices: tuple[str, ...] = ()
    model_source: str | None = field(default=None, compare=False)
    """Where ``model`` came from, for messages: ``config.yaml model.default``, or the
    environment variable that overrides it (see :data:`MODEL_VARIABLES`)."""


# Keys of Hermes Agent's ``model:`` mapping this product does not act on.
_FOREIGN_MODEL_KEYS = frozenset(
    (
        "api_mode",
        "name",
        "entra",
        "auth_mode",
        "openai_runtime",
        "timeout_seconds",
        "supports_vision",
        "stale_timeout_seconds",
        "persist_switch_by_default",
    )
)


MODEL_VARIABLES = ("HERMES_MODEL", "HERMES_INFERENCE_MODEL")
"""Environment variables naming the model, first found wins; either beats config.yaml's
``model.default`` (a flag such as ``--model``, or a cron job's own model, beats both).
Hermes Agent's TUI and one-shot mode read them so; editors pass settings to an agent
this way (Zed's ``agent_servers.<name>.env``)."""


@dataclass(frozen=True, slots=True)
class Config:
    """The whole typed configuration plus what was ignored while reading it."""

    skills: SkillsConfig = field(default_factory=SkillsConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    warnings: tuple[ConfigWarning, ...] = ()
    source: Path | None = None


def load_config(paths: HermesPaths, environ: Mapping[str, str] | None = None) -> Config:
    """Read ``config.yaml`` under ``paths.home``; a missing file gives the defaults. A
    file that cannot be read or holds a bad value raises :class:`ConfigError` naming
    the file, the key and the line: nothing that applies its settings (the install
    policy's trusted sources, say) may go on without them. A model named in the
    environment (:data:`MODEL_VARIABLES`) replaces ``model.default``."""
    environ = os.environ if environ is None else environ
    try:
        text = paths.config_file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return Config(model=model_from_environment(ModelConfig(), environ))
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {paths.config_file}: {exc}") from exc
    try:
        config = parse_config(text, home=paths.home, environ=environ)
    except ConfigError as exc:
        # "config.yaml" as the key stands for the whole file, now named in full.
        key = None if exc.key == "config.yaml" else exc.key
        raise ConfigError(exc.problem, key=key, line=exc.line, file=str(paths.config_file)) from exc
    for warning in config.warnings:
        logger.warning("config.yaml: %s", warning)
    return Config(
        skills=config.skills,
        model=model_from_environment(config.model, environ),
        warnings=config.warnings,
        source=paths.config_file,
    )


def model_from_environment(model: ModelConfig, environ: Mapping[str, str]) -> ModelConfig:
    """``model`` with the model named by the first of :data:`MODEL_VARIABLES` set (and
    not blank) in ``environ``, if any."""
    for variable in MODEL_VARIABLES:
        named = environ.get(variable, "").strip()
        if named:
            return replace(model, model=named, model_source=variable)
    return model


def parse_config(text: str, *, home: Path, environ: Mapping[str, str] | None = None) -> Config:
    """Parse config.yaml text. Relative paths are taken relative to ``home``."""
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        line = _error_line(exc)
        raise ConfigError(f"invalid YAML: {_problem(exc)}", key="config.yaml", line=line) from exc
    if root is None:
        return Config()
    if not isinstance(root, MappingNode):
        raise ConfigError("the file must be a mapping of sections", key="config.yaml", line=1)
    reader = _Reader(home=home, environ=os.environ if environ is None else environ)
    skills = SkillsConfig()
    model = ModelConfig()
    for key, value, name in reader.entries(root, ""):
        if name == "skills":
            skills = reader.skills(value)
        elif name == "model":
            model = reader.model(value)
        elif name not in _FOREIGN_SECTIONS:
            reader.warn(key, name, "unknown key, ignored")
    return Config(skills=skills, model=model, warnings=tuple(reader.warnings))


class _Reader:
    """Walks composed YAML nodes, converting values and collecting warnings."""

    def __init__(self, *, home: Path, environ: Mapping[str, str]) -> None:
        self.home = home
        self.environ = environ
        self.warnings: list[ConfigWarning] = []

    def warn(self, node: Node, key: str, message: str) -> None:
        self.warnings.append(ConfigWarning(key, node.start_mark.line + 1, message))

    def entries(self, mapping: MappingNode, prefix: str) -> list[tuple[Node, Node, str]]:
        """Key nodes, value nodes and dotted names; later duplicates win, with a warning."""
        seen: dict[str, int] = {}
        result: list[tuple[Node, Node, str]] = []
        for key_node, value_node in mapping.value:
            if not isinstance(key_node, ScalarNode):
                raise _bad(key_node, prefix or "config.yaml", "keys must be plain strings")
            dotted = f"{prefix}{key_node.value}"
            if dotted in seen:
                self.warn(key_node, dotted, "duplicate key; the later value wins")
                result[seen[dotted]] = (key_node, value_node, "")
            seen[dotted] = len(result)
            result.append((key_node, value_node, key_node.value))
        return [entry for entry in result if entry[2]]

    def skills(self, node: Node) -> SkillsConfig:
        if _is_null(node):
            return SkillsConfig()
        mapping = _expect_mapping(node, "skills")
        values: dict[str, Any] = {}  # checked per key by the readers below
        readers: dict[str, Callable[[Node, str], object]] = {
            "external_dirs": self._dirs,
            "disabled": lambda n, k: frozenset(_string_list(n, k)),
            "platform_disabled": self._platform_disabled,
            "lint_profile": _profile,
            "config": _config_values,
            "trusted_sources": lambda n, k: tuple(_string_list(n, k)),
        }
        for key, value, name in self.entries(mapping, "skills."):
            if name in readers:
                field_name = "config_values" if name == "config" else name
                values[field_name] = readers[name](value, f"skills.{name}")
            elif name not in _FOREIGN_SKILLS_KEYS:
                self.warn(key, f"skills.{name}", "unknown key, ignored")
        return SkillsConfig(**values)

    def model(self, node: Node) -> ModelConfig:
        if _is_null(node):
            return ModelConfig()
        if isinstance(node, ScalarNode):
            named = _string(node, "model") or None
            return ModelConfig(model=named, model_source="config.yaml model" if named else None)
        mapping = _expect_mapping(node, "model")
        values: dict[str, Any] = {}
        for key, value, name in self.entries(mapping, "model."):
            field_name = "model" if name == "default" else name
            if field_name in ("provider", "base_url", "model", "api_key_env", "api_key"):
                text = None if _is_null(value) else _string(value, f"model.{name}")
                values[field_name] = _expand_vars(text, self.environ) if text else None
                if field_name == "model":
                    values["model_source"] = f"config.yaml model.{name}" if text else None
            elif name == "context_length":
                values[name] = None if _is_null(value) else _positive_int(value, "model." + name)
            elif name == "choices":
                values[name] = tuple(dict.fromkeys(_string_list(value, "model.choices")))
            elif name not in _FOREIGN_MODEL_KEYS:
                self.warn(key, f"model.{name}", "unknown key, ignored")
        return ModelConfig(**values)

    def _dirs(self, node: Node, key: str) -> tuple[Path, ...]:
        dirs: list[Path] = []
        for raw in _string_list(node, key):
            expanded = _expand_vars(os.path.expanduser(raw), self.environ)
            path = Path(expanded)
            dirs.append(path if path.is_absolute() else self.home / path)
        return tuple(dict.fromkeys(dirs))

    def _platform_disabled(self, node: Node, key: str) -> Mapping[str, frozenset[str]]:
        if _is_null(node):
            return MappingProxyType({})
        mapping = _expect_mapping(node, key)
        result = {
            name: frozenset(_string_list(value, f"{key}.{name}"))
            for _key, value, name in self.entries(mapping, f"{key}.")
        }
        return MappingProxyType(result)


def _config_values(node: Node, key: str) -> Mapping[str, object]:
    """``skills.config`` flattened to dotted keys: ``{wiki: {path: x}}`` -> ``wiki.path``."""
    if _is_null(node):
        return MappingProxyType({})
    _expect_mapping(node, key)
    try:
        data = SafeConstructor().construct_document(node)
    except yaml.YAMLError as exc:
        raise _bad(node, key, f"unreadable value: {exc}") from exc
    flat: dict[str, object] = {}

    def walk(prefix: str, value: object) -> None:
        if isinstance(value, dict) and value:
            for child, item in value.items():
                walk(f"{prefix}.{child}" if prefix else str(child), item)
        else:
            flat[prefix] = value

    walk("", data)
    return MappingProxyType(flat)


def _expand_vars(value: str, environ: Mapping[str, str]) -> str:
    """Expand ``$VAR`` and ``${VAR}``; unknown variables stay as written."""
    out: list[str] = []
    i = 0
    while i < len(value):
        if value[i] == "$":
            braced = value.startswith("${", i)
            start = i + (2 if braced else 1)
            end = start
            while end < len(value) and (value[end].isalnum() or value[end] == "_"):
                end += 1
            name = value[start:end]
            closed = not braced or value.startswith("}", end)
            if name and closed and name in environ:
                out.append(environ[name])
                i = end + (1 if braced else 0)
                continue
        out.append(value[i])
        i += 1
    return "".join(out)


def _profile(node: Node, key: str) -> str:
    value = _string(node, key)
    if value not in LINT_PROFILES:
        raise _bad(
            node, key, f"unknown profile {value!r}; expected one of {', '.join(LINT_PROFILES)}"
        )
    return value


def _string(node: Node, key: str) -> str:
    if not isinstance(node, ScalarNode) or node.tag.endswith((":null", ":map", ":seq")):
        raise _bad(node, key, "expected a string")
    return str(node.value)


def _positive_int(node: Node, key: str) -> int:
    text = _string(node, key).replace("_", "")
    if not text.isdigit() or int(text) <= 0:
        raise _bad(node, key, "expected a positive whole number")
    return int(text)


def _string_list(node: Node, key: str) -> list[str]:
    if _is_null(node):
        return []
    if isinstance(node, ScalarNode):
        return [_string(node, key)]
    if not isinstance(node, SequenceNode):
        raise _bad(node, key, "expected a list of strings")
    return [_string(item, key) for item in node.value]


def _expect_mapping(node: Node, key: str) -> MappingNode:
    if not isinstance(node, MappingNode):
        raise _bad(node, key, "expected a mapping")
    return node


def _is_null(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def _bad(node: Node, key: str, message: str) -> ConfigError:
    return ConfigError(message, key=key, line=node.start_mark.line + 1)


def _error_line(exc: yaml.YAMLError) -> int | None:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return None if mark is None else int(mark.line) + 1


def _problem(exc: yaml.YAMLError) -> str:
    return str(getattr(exc, "problem", None) or exc).strip()
