"""Build a :class:`Skill` from parsed frontmatter values, leniently.

Shapes follow Hermes Agent: strings are accepted where a list of one is meant, a
mapping where a list of one mapping is meant, and anything else is dropped (the
linter reports it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from hermes_core.skills.model import (
    ConfigEntry,
    EnvRequirement,
    HermesMetadata,
    SecretRequest,
    Skill,
)

__all__ = ["ENV_VAR_NAME", "build_skill", "string_list"]

ENV_VAR_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def build_skill(frontmatter: Mapping[str, object] | None, body: str, dir_name: str) -> Skill:
    """The Skill a frontmatter mapping declares; ``dir_name`` names it when it does not."""
    fm: Mapping[str, object] = frontmatter or {}
    name = _text(fm.get("name")).strip() or dir_name
    metadata = fm.get("metadata")
    metadata_map = metadata if isinstance(metadata, dict) else {}
    setup = fm.get("setup")
    setup_map = setup if isinstance(setup, dict) else {}
    setup_help = _text(setup_map.get("help")) or None
    secrets = _collect_secrets(setup_map.get("collect_secrets"))
    prerequisites = fm.get("prerequisites")
    prereq_map = prerequisites if isinstance(prerequisites, dict) else {}
    return Skill(
        name=name.strip(),
        description=_text(fm.get("description")).strip(),
        body=body,
        license=_text(fm.get("license")) or None,
        compatibility=_text(fm.get("compatibility")) or None,
        version=_text(fm.get("version")) or None,
        allowed_tools=_allowed_tools(fm.get("allowed-tools")),
        platforms=tuple(p.strip().lower() for p in string_list(fm.get("platforms"))),
        metadata=MappingProxyType(dict(metadata_map)),
        hermes=_hermes(metadata_map.get("hermes")),
        env_requirements=_env_requirements(
            fm.get("required_environment_variables"),
            secrets,
            string_list(prereq_map.get("env_vars")),
            setup_help,
        ),
        setup_help=setup_help,
        collect_secrets=secrets,
        required_commands=string_list(prereq_map.get("commands")),
        required_credential_files=_credential_files(fm.get("required_credential_files")),
    )


def string_list(value: object) -> tuple[str, ...]:
    """A string or a list of scalars as a tuple of non-empty strings."""
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        return (value.strip(),) if value.strip() else ()
    if isinstance(value, list):
        return tuple(
            str(item).strip()
            for item in value
            if isinstance(item, str | int | float)
            and not isinstance(item, bool)
            and str(item).strip()
        )
    return ()


def _text(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return ""


def _allowed_tools(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return tuple(_split_tools(value))
    return string_list(value)


def _split_tools(value: str) -> list[str]:
    """Split a space-delimited tool list, keeping ``Bash(git commit:*)`` whole."""
    tools: list[str] = []
    current: list[str] = []
    depth = 0
    for char in value:
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(depth - 1, 0)
        if (char.isspace() or (char == "," and depth == 0)) and depth == 0:
            if current:
                tools.append("".join(current))
                current = []
            continue
        current.append(char)
    if current:
        tools.append("".join(current))
    return tools


def _hermes(value: object) -> HermesMetadata:
    if not isinstance(value, dict):
        return HermesMetadata()
    category = _text(value.get("category")).strip() or None
    return HermesMetadata(
        tags=string_list(value.get("tags")),
        related_skills=string_list(value.get("related_skills")),
        category=category,
        config=_config_entries(value.get("config")),
        fallback_for_tools=string_list(value.get("fallback_for_tools")),
        fallback_for_toolsets=string_list(value.get("fallback_for_toolsets")),
        requires_tools=string_list(value.get("requires_tools")),
        requires_toolsets=string_list(value.get("requires_toolsets")),
    )


def _mappings(value: object) -> list[dict[object, object]]:
    if isinstance(value, dict):
        return [value]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, dict)]
    return []


def _config_entries(value: object) -> tuple[ConfigEntry, ...]:
    entries: dict[str, ConfigEntry] = {}
    for item in _mappings(value):
        key = _text(item.get("key")).strip()
        description = _text(item.get("description")).strip()
        if key and description and key not in entries:
            prompt = _text(item.get("prompt")).strip() or description
            entries[key] = ConfigEntry(key, description, item.get("default"), prompt)
    return tuple(entries.values())


def _collect_secrets(value: object) -> tuple[SecretRequest, ...]:
    secrets: list[SecretRequest] = []
    for item in _mappings(value):
        env_var = _text(item.get("env_var")).strip()
        if not env_var:
            continue
        prompt = _text(item.get("prompt")).strip() or f"Enter value for {env_var}"
        url = (_text(item.get("provider_url")) or _text(item.get("url"))).strip()
        secrets.append(SecretRequest(env_var, prompt, url, item.get("secret", True) is not False))
    return tuple(secrets)


def _env_requirements(
    declared: object,
    secrets: tuple[SecretRequest, ...],
    legacy: tuple[str, ...],
    setup_help: str | None,
) -> tuple[EnvRequirement, ...]:
    found: dict[str, EnvRequirement] = {}

    def add(name: str, origin: str, item: Mapping[object, object]) -> None:
        name = name.strip()
        if not name or name in found or not ENV_VAR_NAME.match(name):
            return
        prompt = _text(item.get("prompt")).strip() or f"Enter value for {name}"
        help_text = (
            _text(item.get("help")) or _text(item.get("provider_url")) or _text(item.get("url"))
        ).strip() or (setup_help or "")
        found[name] = EnvRequirement(
            name=name,
            prompt=prompt,
            help=help_text,
            required_for=_text(item.get("required_for")).strip(),
            optional=_flag(item.get("optional")),
            origin=origin,
        )

    raw = [declared] if isinstance(declared, dict | str) else declared
    if isinstance(raw, list):
        for item in raw:
            if isinstance(item, str):
                add(item, "required_environment_variables", {})
            elif isinstance(item, dict):
                name = _text(item.get("name")) or _text(item.get("env_var"))
                add(name, "required_environment_variables", item)
    for secret in secrets:
        item = {"prompt": secret.prompt, "help": secret.provider_url}
        add(secret.env_var, "setup.collect_secrets", item)
    for name in legacy:
        add(name, "prerequisites.env_vars", {})
    return tuple(found.values())


def _flag(value: object) -> bool:
    """A YAML boolean, or a string that says one ("true", "yes", "1")."""
    if isinstance(value, str):
        return value.strip().lower() in {"true", "yes", "on", "1"}
    return bool(value)


def _credential_files(value: object) -> tuple[str, ...]:
    files: list[str] = []
    for item in value if isinstance(value, list) else []:
        if isinstance(item, str) and item.strip():
            files.append(item.strip())
        elif isinstance(item, dict):
            path = _text(item.get("path")).strip()
            if path:
                files.append(path)
    return tuple(files)
