"""What each SKILL.md frontmatter key means and what it must hold, for hovers,
completion and documentation. Keys are those the lint profiles know."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["KEY_DOCS", "KeyDoc"]


class KeyDoc(NamedTuple):
    """One key: what it is for, and the constraints on its value."""

    meaning: str
    constraints: str


KEY_DOCS: dict[str, KeyDoc] = {
    # Agent Skills specification
    "name": KeyDoc(
        "The skill's identifier: how agents and people refer to it.",
        "1 to 64 characters: lowercase letters, digits and hyphens, no leading, trailing or "
        "double hyphen; must equal the skill's folder name.",
    ),
    "description": KeyDoc(
        "What the skill does and when to use it: the text an agent reads to decide to load it.",
        "1 to 1024 characters; say both what and when. No XML tags.",
    ),
    "license": KeyDoc(
        "The licence the skill is shared under.",
        "A licence name or SPDX id, or the name of a licence file in the skill.",
    ),
    "compatibility": KeyDoc(
        "Environment requirements: products, system packages, network access.",
        "At most 500 characters.",
    ),
    "metadata": KeyDoc(
        "Extra properties for clients; Hermes reads `metadata.hermes` (tags, related "
        "skills, config).",
        "A mapping of string keys.",
    ),
    "allowed-tools": KeyDoc(
        "Tools the skill may use without asking (experimental in the specification).",
        "A space-separated string of tool names.",
    ),
    # Hermes Agent
    "version": KeyDoc("The skill's version.", "A version string such as `1.2.0`."),
    "platforms": KeyDoc(
        "Operating systems the skill works on; elsewhere Hermes hides it.",
        "A list of `linux`, `macos`, `windows`.",
    ),
    "author": KeyDoc("Who wrote the skill.", "A string."),
    "authors": KeyDoc("Who wrote the skill.", "A list of strings."),
    "required_environment_variables": KeyDoc(
        "Environment variables the skill needs; Hermes asks for missing ones.",
        "A list of names (`UPPER_SNAKE_CASE`) or of mappings with `name`, `prompt`, `help`.",
    ),
    "setup": KeyDoc(
        "What to collect before first use (`collect_secrets`).",
        "A mapping; `collect_secrets` lists secrets like `required_environment_variables`.",
    ),
    "prerequisites": KeyDoc(
        "Legacy form of the requirements: `env_vars`, `commands`.",
        "A mapping; prefer `required_environment_variables`.",
    ),
    "required_credential_files": KeyDoc(
        "Credential files the skill expects to exist.",
        "A list of paths or of mappings with `path` and `description`.",
    ),
    "dependencies": KeyDoc("Packages or tools the skill relies on.", "A list of strings."),
    "tags": KeyDoc("Words for search and grouping.", "A list of short strings."),
    "triggers": KeyDoc("Phrases that should bring the skill to mind.", "A list of strings."),
    "environments": KeyDoc("Where the skill can run.", "A list of strings."),
    # Claude Code
    "when_to_use": KeyDoc(
        "Claude Code: when to use the skill, added to the description.", "A string."
    ),
    "argument-hint": KeyDoc(
        "Claude Code: the arguments shown when the skill is invoked by name.", "A string."
    ),
    "arguments": KeyDoc("Claude Code: the arguments the skill takes.", "A list."),
    "disable-model-invocation": KeyDoc(
        "Claude Code: only a person may invoke the skill, never the model.", "`true` or `false`."
    ),
    "user-invocable": KeyDoc(
        "Claude Code: whether a person may invoke the skill by name.", "`true` or `false`."
    ),
    "model": KeyDoc("Claude Code: the model to use while the skill runs.", "A model name."),
    "effort": KeyDoc("Claude Code: how much effort the model spends.", "`low`, `medium`, `high`."),
    "context": KeyDoc(
        "Claude Code: where the skill runs (`fork` runs it in a subagent).", "A string."
    ),
    "agent": KeyDoc("Claude Code: the subagent type for a forked skill.", "A string."),
    "hooks": KeyDoc("Claude Code: hooks active while the skill runs.", "A mapping."),
    "paths": KeyDoc("Claude Code: file patterns that make the skill relevant.", "A list of globs."),
    "shell": KeyDoc("Claude Code: the shell for the skill's commands.", "A string."),
}
