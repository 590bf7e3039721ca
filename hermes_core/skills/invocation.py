"""The message injected when a user types ``/skill-name [instruction]``.

Its parts, in order (the order Hermes Agent uses): an activation line; the
SKILL.md body without frontmatter, variables substituted; the skill's folder; the
current values of the config.yaml settings the skill declares
(``metadata.hermes.config``); a setup note naming missing environment variables
and commands (names only, never values); the supporting files and how to load
them; and the user's instruction, when there is one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from hermes_core.errors import SkillNotFoundError
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillEntry, SkillFilter
from hermes_core.skills.model import ConfigEntry
from hermes_core.skills.view import Readiness, SkillView, ViewContext, view_entry

__all__ = [
    "CONFIG_PREFIX",
    "InvocationMessage",
    "SlashCommand",
    "build_invocation_message",
    "parse_slash_command",
    "resolve_command",
]

# Hermes stores a skill's declared settings under this section of config.yaml.
CONFIG_PREFIX = "skills.config."
_NO_VALUES: Mapping[str, object] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class SlashCommand:
    """``/name rest of line``: the command name and the user's instruction."""

    name: str
    instruction: str = ""


@dataclass(frozen=True, slots=True)
class InvocationMessage:
    """The message text, the skill it loaded, and what the skill still needs."""

    entry: SkillEntry
    text: str
    readiness: Readiness


def parse_slash_command(text: str) -> SlashCommand | None:
    """The command in ``text``, or ``None`` when it does not start with ``/name``."""
    stripped = text.strip()
    if not stripped.startswith("/"):
        return None
    head, _, rest = stripped[1:].partition(" ")
    name, newline, first_line_rest = head.partition("\n")
    if newline:
        rest = f"{first_line_rest} {rest}" if rest else first_line_rest
    if not name:
        return None
    return SlashCommand(name, rest.strip())


def resolve_command(
    catalog: SkillCatalog, name: str, skill_filter: SkillFilter | None = None
) -> SkillEntry:
    """The skill a command names; ``/my_skill`` also finds ``my-skill`` (chat
    platforms such as Telegram do not allow hyphens in commands)."""
    try:
        return catalog.resolve(name, skill_filter)
    except SkillNotFoundError:
        hyphenated = name.replace("_", "-")
        if hyphenated == name:
            raise
        return catalog.resolve(hyphenated, skill_filter)


def build_invocation_message(
    catalog: SkillCatalog,
    command: SlashCommand,
    *,
    skill_filter: SkillFilter | None = None,
    context: ViewContext | None = None,
    config_values: Mapping[str, object] = _NO_VALUES,
) -> InvocationMessage:
    """Load the skill ``command`` names and build the message for the model.

    ``config_values`` holds dotted config.yaml values, keyed by the skill's
    declared key (``wiki.path``) or by its stored form (``skills.config.wiki.path``).
    Raises what :func:`~hermes_core.skills.view.skill_view` raises.
    """
    entry = resolve_command(catalog, command.name, skill_filter)
    view = view_entry(catalog, entry, context=context)
    lines = [
        f'[SYSTEM: The user has invoked the "{view.name}" skill. Its instructions are '
        "loaded below; follow them for this request.]",
        "",
        view.body.strip(),
        "",
        f"[Skill directory: {view.skill_dir}. Resolve relative paths in the skill "
        "(scripts/, templates/, references/) against it.]",
    ]
    lines.extend(_config_block(view.skill.hermes.config, config_values))
    lines.extend(_setup_note(view.readiness))
    lines.extend(_supporting_files(catalog, view))
    if command.instruction:
        lines.extend(["", f"The user's instruction for this skill: {command.instruction}"])
    return InvocationMessage(view.entry, "\n".join(lines), view.readiness)


def _config_block(entries: tuple[ConfigEntry, ...], values: Mapping[str, object]) -> list[str]:
    if not entries:
        return []
    lines = ["", "[Skill config (config.yaml, skills.config):"]
    for entry in entries:
        value = values.get(entry.key)
        if value is None or value == "":
            value = values.get(CONFIG_PREFIX + entry.key)
        if value is None or value == "":
            shown = "(not set)" if entry.default is None else f"{_show(entry.default)} (default)"
        else:
            shown = _show(value)
        lines.append(f"  {entry.key} = {shown}")
    lines.append("]")
    return lines


def _show(value: object) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except ValueError:
        return str(value)


def _setup_note(readiness: Readiness) -> list[str]:
    missing: list[str] = []
    if readiness.missing_env:
        missing.append(f"environment variables {', '.join(readiness.missing_env_names)}")
    if readiness.missing_commands:
        missing.append(f"commands {', '.join(readiness.missing_commands)} (not on PATH)")
    if not missing:
        return []
    return [
        "",
        f"[Skill setup needed: missing {' and '.join(missing)}. Tell the user what is "
        "missing and how the skill is limited without it; secrets belong in "
        "HERMES_HOME/.env, never in the chat.]",
    ]


def _supporting_files(catalog: SkillCatalog, view: SkillView) -> list[str]:
    if not view.supporting_files:
        return []
    entry = view.entry
    snapshot = catalog.snapshot()
    name = entry.qualified_name if snapshot.is_ambiguous(entry.name) else entry.name
    lines = [
        "",
        f'[Supporting files; load one with skill_view(name="{name}", path="<path>"):',
    ]
    lines.extend(f"- {file.path}" for file in view.supporting_files)
    lines.append("]")
    return lines
