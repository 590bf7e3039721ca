"""Rules for the fields Hermes Agent adds to the Agent Skills format."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import PurePosixPath
from typing import NamedTuple

from hermes_core.skills.build import ENV_VAR_NAME
from hermes_core.skills.lint.rule import LintContext, Rule
from hermes_core.skills.model import Platform
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import Range
from hermes_core.text.yaml_tree import NodeKind, YamlEntry, YamlNode

__all__ = ["HERMES_RULES", "RelatedReference", "related_references", "unresolved_related"]

_PLATFORM_ALIASES = {
    "darwin": "macos",
    "mac": "macos",
    "osx": "macos",
    "macosx": "macos",
    "mac-os": "macos",
    "win": "windows",
    "win32": "windows",
    "win64": "windows",
    "cygwin": "windows",
    "linux2": "linux",
    "ubuntu": "linux",
    "debian": "linux",
}
_LIST_FIELDS = (
    "tags",
    "related_skills",
    "fallback_for_tools",
    "fallback_for_toolsets",
    "requires_tools",
    "requires_toolsets",
)


def _items(node: YamlNode) -> tuple[YamlNode, ...]:
    """A sequence's items, or a lone scalar as a list of one."""
    if node.kind is NodeKind.SEQUENCE:
        return node.items
    if node.kind is NodeKind.SCALAR and not node.is_null:
        return (node,)
    return ()


def _hermes(ctx: LintContext) -> YamlNode | None:
    metadata = ctx.entry("metadata")
    if metadata is None or metadata.value.kind is not NodeKind.MAPPING:
        return None
    entry = metadata.value.get("hermes")
    return entry.value if entry is not None else None


def check_platforms(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("platforms")
    if entry is None or entry.value.is_null:
        return
    node = entry.value
    if node.kind is NodeKind.MAPPING:
        yield rule.diagnostic(ctx, "'platforms' must be a list such as [linux, macos]", node.span)
        return
    allowed = [p.value for p in Platform]
    for item in _items(node):
        value = item.text.strip().lower() if item.kind is NodeKind.SCALAR else ""
        if value in allowed and item.is_string:
            continue
        if item.kind is not NodeKind.SCALAR:
            yield rule.diagnostic(
                ctx,
                f"each platform is a name ({', '.join(allowed)}), not a {item.kind.value}",
                item.span,
            )
            continue
        alias = _PLATFORM_ALIASES.get(value)
        fix = ctx.replace(item.span, alias, f"Use {alias!r}") if alias else None
        yield rule.diagnostic(
            ctx, f"unknown platform {item.text!r}; use {', '.join(allowed)}", item.span, fix
        )


def _env_name_nodes(ctx: LintContext) -> Iterator[YamlNode]:
    required = ctx.entry("required_environment_variables")
    if required is not None:
        for item in (
            _items(required.value)
            if required.value.kind is not NodeKind.MAPPING
            else (required.value,)
        ):
            if item.kind is NodeKind.MAPPING:
                named = item.get("name") or item.get("env_var")
                if named is not None:
                    yield named.value
            elif item.kind is NodeKind.SCALAR:
                yield item
    setup = ctx.entry("setup")
    if setup is not None and setup.value.kind is NodeKind.MAPPING:
        secrets = setup.value.get("collect_secrets")
        if secrets is not None:
            for item in (
                _items(secrets.value)
                if secrets.value.kind is not NodeKind.MAPPING
                else (secrets.value,)
            ):
                if item.kind is NodeKind.MAPPING and (env := item.get("env_var")) is not None:
                    yield env.value
    prerequisites = ctx.entry("prerequisites")
    if prerequisites is not None and prerequisites.value.kind is NodeKind.MAPPING:
        env_vars = prerequisites.value.get("env_vars")
        if env_vars is not None:
            yield from _items(env_vars.value)


def check_env_var_names(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    for node in _env_name_nodes(ctx):
        name = node.text.strip() if node.kind is NodeKind.SCALAR else ""
        if not ENV_VAR_NAME.match(name):
            shown = node.text if node.kind is NodeKind.SCALAR else node.kind.value
            yield rule.diagnostic(
                ctx,
                f"{shown!r} is not a valid environment variable name "
                "(letters, digits and '_', not starting with a digit); Hermes ignores it",
                node.span,
            )


def check_env_var_entries(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    required = ctx.entry("required_environment_variables")
    if required is None or required.value.is_null:
        return
    node = required.value
    items = (node,) if node.kind is NodeKind.MAPPING else _items(node)
    for item in items:
        if item.kind is NodeKind.MAPPING:
            if item.get("name") is None and item.get("env_var") is None:
                yield rule.diagnostic(ctx, "this entry has no 'name'; Hermes ignores it", item.span)
            for key in ("prompt", "help", "required_for"):
                field = item.get(key)
                if field is not None and not field.value.is_string:
                    yield rule.diagnostic(ctx, f"'{key}' should be a string", field.value.span)
        elif item.kind is not NodeKind.SCALAR:
            # Scalars of any type are names, which SK202 checks.
            yield rule.diagnostic(
                ctx,
                "each required environment variable is a name or a mapping with 'name'",
                item.span,
            )


def check_config_entries(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    hermes = _hermes(ctx)
    if hermes is None or hermes.kind is not NodeKind.MAPPING:
        return
    config = hermes.get("config")
    if config is None or config.value.is_null:
        return
    node = config.value
    items = (
        (node,)
        if node.kind is NodeKind.MAPPING
        else node.items
        if node.kind is NodeKind.SEQUENCE
        else ()
    )
    if not items and node.kind is not NodeKind.SEQUENCE:
        yield rule.diagnostic(
            ctx,
            "'metadata.hermes.config' must be a list of {key, description, default, prompt}",
            node.span,
        )
        return
    seen: set[str] = set()
    for item in items:
        if item.kind is not NodeKind.MAPPING:
            yield rule.diagnostic(
                ctx, "each config entry must be a mapping with 'key' and 'description'", item.span
            )
            continue
        key = item.get("key")
        description = item.get("description")
        if key is None or not key.value.text.strip():
            yield rule.diagnostic(ctx, "config entry without a 'key'; Hermes ignores it", item.span)
            continue
        if description is None or not description.value.text.strip():
            yield rule.diagnostic(
                ctx,
                f"config entry {key.value.text!r} has no 'description'; Hermes ignores it",
                key.value.span,
            )
        if key.value.text in seen:
            yield rule.diagnostic(
                ctx, f"config key {key.value.text!r} is declared twice", key.value.span
            )
        seen.add(key.value.text)
        for extra in item.entries:
            if extra.key not in {"key", "description", "default", "prompt"}:
                yield rule.diagnostic(
                    ctx, f"unknown config entry field {extra.key!r}", extra.key_span
                )


class RelatedReference(NamedTuple):
    """A ``related_skills`` entry and where it is written."""

    name: str
    range: Range


def related_references(ctx: LintContext) -> tuple[RelatedReference, ...]:
    """The ``metadata.hermes.related_skills`` entries of a document, with their ranges."""
    hermes = _hermes(ctx)
    if hermes is None or hermes.kind is not NodeKind.MAPPING:
        return ()
    related = hermes.get("related_skills")
    if related is None:
        return ()
    refs = []
    for item in _items(related.value):
        name = item.text.strip() if item.kind is NodeKind.SCALAR else ""
        if name:
            refs.append(RelatedReference(name, ctx.range(item.span)))
    return tuple(refs)


def unresolved_related(
    refs: tuple[RelatedReference, ...], own_name: str, known: frozenset[str]
) -> Iterator[tuple[str, Range]]:
    """Messages and ranges for references to a missing skill or to the skill itself.

    Split from the rule so a batch linter can resolve names after reading every file.
    """
    for ref in refs:
        if ref.name == own_name:
            yield f"{ref.name!r} lists itself as related", ref.range
        elif ref.name not in known and ref.name.rsplit("/", 1)[-1] not in known:
            yield f"related skill {ref.name!r} does not exist", ref.range


def check_related_skills(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    if ctx.known_skills is None:
        return
    refs = related_references(ctx)
    for message, where in unresolved_related(refs, ctx.document.skill.name, ctx.known_skills):
        yield rule.diagnostic(ctx, message, where)


def check_hermes_shapes(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    hermes = _hermes(ctx)
    if hermes is None or hermes.is_null:
        return
    if hermes.kind is not NodeKind.MAPPING:
        yield rule.diagnostic(ctx, "'metadata.hermes' must be a mapping", hermes.span)
        return
    for entry in hermes.entries:
        if entry.key in _LIST_FIELDS:
            yield from _list_of_strings(ctx, rule, entry)
        elif entry.key == "category" and not entry.value.is_string:
            yield rule.diagnostic(
                ctx, "'metadata.hermes.category' must be a string", entry.value.span
            )


def _list_of_strings(ctx: LintContext, rule: Rule, entry: YamlEntry) -> Iterator[Diagnostic]:
    node = entry.value
    if node.is_null:
        return
    if node.kind is NodeKind.SCALAR:
        fix = None
        if node.is_string and "," not in node.text:
            fix = ctx.replace(
                node.span, f"[{json.dumps(node.text, ensure_ascii=False)}]", "Make it a list"
            )
        yield rule.diagnostic(
            ctx, f"'metadata.hermes.{entry.key}' should be a list of strings", node.span, fix
        )
        return
    if node.kind is NodeKind.MAPPING:
        yield rule.diagnostic(
            ctx, f"'metadata.hermes.{entry.key}' must be a list of strings", node.span
        )
        return
    for item in node.items:
        if not item.is_string:
            yield rule.diagnostic(
                ctx, f"items of 'metadata.hermes.{entry.key}' must be strings", item.span
            )


def check_version(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("version")
    if entry is None or entry.value.is_string or entry.value.is_null:
        return
    node = entry.value
    if node.kind is NodeKind.SCALAR:
        fix = ctx.replace(node.span, json.dumps(node.text), "Quote the version")
        example = " (1.10 would become 1.1)" if node.tag == "float" else ""
        yield rule.diagnostic(
            ctx,
            f"'version' is read as a {node.tag} ({node.value!r}), not text{example}; quote it",
            node.span,
            fix,
        )
    else:
        yield rule.diagnostic(ctx, "'version' must be a string such as \"1.2.0\"", node.span)


def check_legacy_prerequisites(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("prerequisites")
    if entry is not None:
        yield rule.diagnostic(
            ctx,
            "'prerequisites' is the legacy form; declare 'required_environment_variables' "
            "instead (commands belong in 'compatibility')",
            entry.key_span,
        )


def check_setup(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("setup")
    if entry is None or entry.value.is_null:
        return
    node = entry.value
    if node.kind is not NodeKind.MAPPING:
        yield rule.diagnostic(
            ctx, "'setup' must be a mapping with 'help' and 'collect_secrets'", node.span
        )
        return
    secrets = node.get("collect_secrets")
    if secrets is None or secrets.value.is_null:
        return
    items = (secrets.value,) if secrets.value.kind is NodeKind.MAPPING else _items(secrets.value)
    for item in items:
        if item.kind is not NodeKind.MAPPING or item.get("env_var") is None:
            yield rule.diagnostic(
                ctx, "each 'collect_secrets' entry needs an 'env_var'; Hermes ignores it", item.span
            )


def check_credential_files(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("required_credential_files")
    if entry is None or entry.value.is_null:
        return
    if entry.value.kind is not NodeKind.SEQUENCE:
        yield rule.diagnostic(
            ctx, "'required_credential_files' must be a list of relative paths", entry.value.span
        )
        return
    for item in entry.value.items:
        path_entry = item.get("path") if item.kind is NodeKind.MAPPING else None
        node = path_entry.value if path_entry is not None else item
        if node.kind is not NodeKind.SCALAR:
            yield rule.diagnostic(
                ctx, "each credential file is a path relative to HERMES_HOME", node.span
            )
            continue
        raw = node.text.strip()
        path = PurePosixPath(raw.replace("\\", "/"))
        drive = len(raw) > 1 and raw[1] == ":" and raw[0].isalpha()
        if path.is_absolute() or raw.startswith("~") or drive or ".." in path.parts:
            yield rule.diagnostic(
                ctx,
                f"{node.text!r} must be relative to HERMES_HOME without '..'; Hermes refuses it",
                node.span,
            )


E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
HERMES_RULES = (
    Rule(
        "SK201",
        "platforms-invalid",
        E,
        "platforms holds something other than macos, linux, windows.",
        True,
        check_platforms,
        keys=("platforms",),
    ),
    Rule(
        "SK202",
        "env-var-name-invalid",
        E,
        "An environment variable name is not valid.",
        False,
        check_env_var_names,
        keys=("required_environment_variables", "setup", "prerequisites"),
    ),
    Rule(
        "SK203",
        "env-var-entry-shape",
        W,
        "A required_environment_variables entry has the wrong shape.",
        False,
        check_env_var_entries,
        keys=("required_environment_variables",),
    ),
    Rule(
        "SK204",
        "config-entry-shape",
        W,
        "A metadata.hermes.config entry has the wrong shape.",
        False,
        check_config_entries,
        keys=("metadata",),
    ),
    Rule(
        "SK205",
        "related-skill-unknown",
        W,
        "A related skill does not exist.",
        False,
        check_related_skills,
        keys=("metadata",),
    ),
    Rule(
        "SK206",
        "hermes-metadata-shape",
        W,
        "A metadata.hermes field has the wrong shape.",
        True,
        check_hermes_shapes,
        keys=("metadata",),
    ),
    Rule(
        "SK207",
        "version-not-string",
        W,
        "version is read as a number or another non-text value.",
        True,
        check_version,
        keys=("version",),
    ),
    Rule(
        "SK208",
        "legacy-prerequisites",
        INFO,
        "prerequisites is the legacy form of required_environment_variables.",
        False,
        check_legacy_prerequisites,
        keys=("prerequisites",),
    ),
    Rule(
        "SK209",
        "setup-shape",
        W,
        "setup or setup.collect_secrets has the wrong shape.",
        False,
        check_setup,
        keys=("setup",),
    ),
    Rule(
        "SK210",
        "credential-file-path",
        W,
        "A required credential file is absolute or leaves HERMES_HOME.",
        False,
        check_credential_files,
        keys=("required_credential_files",),
    ),
)
