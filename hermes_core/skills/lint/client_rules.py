"""Rules that only some clients enforce (the Anthropic API, Claude Code, Codex)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.skills.lint.rule import LintContext, Rule
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import Span
from hermes_core.text.yaml_tree import NodeKind

__all__ = ["CLIENT_RULES"]

RESERVED_WORDS = ("anthropic", "claude")
CLAUDE_CODE_LISTING_LIMIT = 1536
CODEX_SHORT_DESCRIPTION_LIMIT = 500
_TAG = re.compile(r"</?[A-Za-z][^<>]*>|[<>]")
_CLAUDE_CODE_CHOICES = {
    "effort": ("low", "medium", "high", "xhigh", "max"),
    "context": ("fork",),
    "shell": ("bash", "powershell"),
}
_CLAUDE_CODE_BOOLEANS = ("disable-model-invocation", "user-invocable")


def check_xml(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    for key in ("name", "description"):
        entry = ctx.entry(key)
        if entry is None or entry.value.kind is not NodeKind.SCALAR:
            continue
        node = entry.value
        match = _TAG.search(node.text)
        if match is None:
            continue
        where = node.span
        source = ctx.document.text[node.span.start : node.span.end]
        # A block scalar's first line is its indicator (| or >); the text starts after it.
        skip = source.find("\n") + 1 if node.style in {"|", ">"} else 0
        found = source.find(match.group(), skip)
        if found >= 0:
            where = Span(node.span.start + found, node.span.start + found + len(match.group()))
        yield rule.diagnostic(ctx, f"'{key}' must not contain XML tags or angle brackets", where)


def check_reserved(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("name")
    if entry is None or entry.value.kind is not NodeKind.SCALAR:
        return
    name = entry.value.text.lower()
    for word in RESERVED_WORDS:
        if word in name:
            yield rule.diagnostic(
                ctx, f"'name' must not contain the reserved word {word!r}", entry.value.span
            )


def check_claude_code_values(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    for key, choices in _CLAUDE_CODE_CHOICES.items():
        entry = ctx.entry(key)
        if entry is not None and entry.value.text.strip() not in choices:
            yield rule.diagnostic(
                ctx, f"'{key}' must be one of {', '.join(choices)}", entry.value.span
            )
    for key in _CLAUDE_CODE_BOOLEANS:
        entry = ctx.entry(key)
        if entry is not None and entry.value.tag != "bool":
            yield rule.diagnostic(ctx, f"'{key}' must be true or false", entry.value.span)
    agent = ctx.entry("agent")
    context = ctx.entry("context")
    if agent is not None and (context is None or context.value.text.strip() != "fork"):
        yield rule.diagnostic(ctx, "'agent' only takes effect with 'context: fork'", agent.key_span)


def check_listing_budget(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    description = ctx.entry("description")
    if description is None or description.value.kind is not NodeKind.SCALAR:
        return
    total = len(description.value.text.strip())
    when = ctx.entry("when_to_use")
    if when is not None and when.value.kind is NodeKind.SCALAR:
        total += len(when.value.text.strip())
    if total > CLAUDE_CODE_LISTING_LIMIT:
        yield rule.diagnostic(
            ctx,
            f"description and when_to_use are {total:,} characters; Claude Code truncates "
            f"the listing at {CLAUDE_CODE_LISTING_LIMIT:,}",
            description.value.span,
        )


def check_short_description(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    metadata = ctx.entry("metadata")
    if metadata is None or metadata.value.kind is not NodeKind.MAPPING:
        return
    for key in ("short-description", "shortDescription", "short_description"):
        entry = metadata.value.get(key)
        if entry is None:
            continue
        length = len(" ".join(entry.value.text.split()))
        if length > CODEX_SHORT_DESCRIPTION_LIMIT:
            yield rule.diagnostic(
                ctx,
                f"'metadata.{key}' is {length} characters; Codex refuses the skill over "
                f"{CODEX_SHORT_DESCRIPTION_LIMIT}",
                entry.value.span,
            )


E, W = Severity.ERROR, Severity.WARNING
CLIENT_RULES = (
    Rule(
        "SK401",
        "xml-in-name-or-description",
        E,
        "name or description holds XML tags or angle brackets.",
        False,
        check_xml,
        keys=("name", "description"),
    ),
    Rule(
        "SK402",
        "reserved-word-in-name",
        E,
        "The name contains 'anthropic' or 'claude'.",
        False,
        check_reserved,
        keys=("name",),
    ),
    Rule(
        "SK403",
        "claude-code-field-value",
        W,
        "A Claude Code field has a value Claude Code does not accept.",
        False,
        check_claude_code_values,
        keys=("effort", "context", "shell", "disable-model-invocation", "user-invocable", "agent"),
    ),
    Rule(
        "SK404",
        "claude-code-listing-too-long",
        W,
        "description + when_to_use exceed Claude Code's 1,536-character listing.",
        False,
        check_listing_budget,
        keys=("description",),
        measures=True,
    ),
    Rule(
        "SK405",
        "codex-short-description-too-long",
        E,
        "metadata.short-description is over 500 characters.",
        False,
        check_short_description,
        keys=("metadata",),
        measures=True,
    ),
)
