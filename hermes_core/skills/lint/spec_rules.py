"""Rules from the Agent Skills specification (agentskills.io)."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator

from hermes_core.skills.lint.rule import LintContext, Rule
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import Span
from hermes_core.text.yaml_tree import NodeKind, YamlNode, plain_or_quoted

__all__ = ["SPEC_RULES", "slugify"]

MAX_COMPATIBILITY = 500
_VALID_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")


def slugify(text: str) -> str:
    """The closest valid skill name: lowercase, runs of other characters as one hyphen."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")[:64].strip("-")


def is_valid_name(name: str, max_length: int = 64) -> bool:
    """Lowercase letters and digits in hyphen-separated runs, 1..max_length long."""
    return 0 < len(name) <= max_length and bool(_VALID_NAME.match(name))


def _describe(node: YamlNode) -> str:
    if node.kind is NodeKind.SCALAR:
        if node.is_null:
            return "nothing"
        if node.is_string:
            return "an empty string" if not node.text.strip() else "a string"
        article = "an" if node.tag[:1] in "aeiou" else "a"
        return f"{article} {node.tag}"
    return f"a {node.kind.value}"


def _quoted(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def check_name_present(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    if ctx.root is None or ctx.entry("name") is not None:
        return
    fix = None
    root = ctx.root
    if is_valid_name(ctx.document.dir_name):
        name = plain_or_quoted(ctx.document.dir_name)
        if root.style == "flow":
            at = Span(root.span.start + 1, root.span.start + 1)
            fix = ctx.replace(at, f"name: {name}, ", "Add the name")
        else:
            fix = ctx.insert_after_open_fence(f"name: {name}", "Add the name")
    yield rule.diagnostic(ctx, "the frontmatter has no 'name'", ctx.frontmatter_anchor(), fix)


def check_string_field(ctx: LintContext, rule: Rule, key: str) -> Iterator[Diagnostic]:
    """``key``, when present, must be a non-empty string; a number or a boolean gets
    a fix that quotes it, since YAML would otherwise change or drop its text."""
    entry = ctx.entry(key)
    if entry is None:
        return
    node = entry.value
    if node.kind is not NodeKind.SCALAR or node.is_null or not node.text.strip():
        where = entry.key_span if node.is_null else node.span
        yield rule.diagnostic(
            ctx, f"'{key}' must be a non-empty string, not {_describe(node)}", where
        )
    elif not node.is_string:
        yield rule.diagnostic(
            ctx,
            f"'{key}' is read as {_describe(node)}, not text; quote it",
            node.span,
            ctx.replace(node.span, _quoted(node.text), f"Quote the {key}"),
        )


def check_name_type(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    yield from check_string_field(ctx, rule, "name")


def _name_node(ctx: LintContext) -> YamlNode | None:
    entry = ctx.entry("name")
    if entry is None or entry.value.kind is not NodeKind.SCALAR or entry.value.is_null:
        return None
    return entry.value if entry.value.text.strip() else None


def check_name_length(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    node = _name_node(ctx)
    limit = ctx.options.max_name
    if node is not None and len(node.text.strip()) > limit:
        yield rule.diagnostic(
            ctx, f"'name' is {len(node.text.strip())} characters; the limit is {limit}", node.span
        )


def check_name_characters(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    node = _name_node(ctx)
    if node is None:
        return
    name = node.text.strip()
    bad = sorted(
        {c for c in name if not ((c.isascii() and (c.islower() or c.isdigit())) or c == "-")}
    )
    if not bad:
        return
    slug = slugify(name)
    fix = None
    if is_valid_name(slug):
        fix = ctx.replace(node.span, plain_or_quoted(slug), f"Rename to {slug!r}")
    shown = ", ".join(repr(c) for c in bad[:5])
    yield rule.diagnostic(
        ctx,
        f"'name' may only hold lowercase letters, digits and hyphens; found {shown}",
        node.span,
        fix,
    )


def check_name_hyphens(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    node = _name_node(ctx)
    if node is None:
        return
    name = node.text.strip()
    problems = []
    if name.startswith("-") or name.endswith("-"):
        problems.append("start or end with a hyphen")
    if "--" in name:
        problems.append("contain consecutive hyphens")
    if not problems:
        return
    fixed = re.sub(r"-{2,}", "-", name).strip("-")
    fix = ctx.replace(node.span, plain_or_quoted(fixed), f"Rename to {fixed!r}") if fixed else None
    yield rule.diagnostic(ctx, f"'name' must not {' or '.join(problems)}", node.span, fix)


def check_name_directory(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    node = _name_node(ctx)
    dir_name = ctx.document.dir_name
    if node is None or not dir_name:
        return
    name = unicodedata.normalize("NFKC", node.text.strip())
    if name == unicodedata.normalize("NFKC", dir_name):
        return
    fix = None
    if is_valid_name(dir_name):
        fix = ctx.replace(node.span, plain_or_quoted(dir_name), f"Set the name to {dir_name!r}")
    yield rule.diagnostic(
        ctx,
        f"'name' is {name!r} but the skill's folder is {dir_name!r}; they must match",
        node.span,
        fix,
    )


def check_description_present(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    if ctx.root is not None and ctx.entry("description") is None:
        yield rule.diagnostic(ctx, "the frontmatter has no 'description'", ctx.frontmatter_anchor())


def check_description_type(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    yield from check_string_field(ctx, rule, "description")


def check_description_length(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("description")
    if entry is None or entry.value.kind is not NodeKind.SCALAR:
        return
    # Counted as written, trailing line break of a block scalar included, as
    # every strict validator counts it.
    length = len(entry.value.text)
    limit = ctx.options.max_description
    if length > limit:
        yield rule.diagnostic(
            ctx, f"'description' is {length:,} characters; the limit is {limit:,}", entry.value.span
        )


def check_compatibility(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("compatibility")
    if entry is None:
        return
    node = entry.value
    problems = list(check_string_field(ctx, rule, "compatibility"))
    yield from problems
    if not problems and len(node.text) > MAX_COMPATIBILITY:
        yield rule.diagnostic(
            ctx,
            f"'compatibility' is {len(node.text)} characters; the limit is {MAX_COMPATIBILITY}",
            node.span,
        )


def check_metadata_map(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("metadata")
    if entry is None:
        return
    node = entry.value
    if node.is_null:
        return
    if node.kind is not NodeKind.MAPPING:
        yield rule.diagnostic(
            ctx, f"'metadata' must be a mapping of strings, not {_describe(node)}", node.span
        )
        return
    for item in node.entries:
        value = item.value
        if item.key == "hermes" and value.kind is NodeKind.MAPPING:
            continue  # the client namespace; its own rules check it
        if value.is_string:
            continue
        fix = None
        where = value.span
        if value.kind is NodeKind.MAPPING or value.style == "block" or value.is_null:
            # On the key that holds it: a block collection starts on its first item's
            # line, which reads as if that item were the problem.
            where = item.key_span
        elif value.kind is NodeKind.SCALAR:
            fix = ctx.replace(value.span, _quoted(value.text), "Quote the value")
        yield rule.diagnostic(
            ctx,
            f"metadata values must be strings; 'metadata.{item.key}' is {_describe(value)}",
            where,
            fix,
        )


def check_metadata_namespace(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("metadata")
    if entry is None or entry.value.kind is not NodeKind.MAPPING:
        return
    hermes = entry.value.get("hermes")
    if hermes is not None and hermes.value.kind is NodeKind.MAPPING:
        yield rule.diagnostic(
            ctx,
            "'metadata.hermes' is a nested mapping; the spec's metadata holds strings, "
            "so clients other than Hermes may ignore or reject it",
            hermes.key_span,
        )


def check_allowed_tools(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("allowed-tools")
    if entry is None:
        return
    node = entry.value
    if node.is_string or node.is_null:
        return
    if node.kind is NodeKind.SEQUENCE:
        for item in node.items:
            if not item.is_string or not item.text.strip():
                yield rule.diagnostic(
                    ctx, f"each allowed tool must be a string, not {_describe(item)}", item.span
                )
        return
    yield rule.diagnostic(
        ctx,
        f"'allowed-tools' must be a space-separated string or a list of strings, "
        f"not {_describe(node)}",
        node.span,
    )


def check_unknown_keys(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    root = ctx.root
    if root is None:
        return
    known = ctx.options.known_keys
    for entry in root.entries:
        if entry.key not in known:
            yield rule.diagnostic(
                ctx,
                f"'{entry.key}' is not a frontmatter field this profile knows; "
                "put custom data under 'metadata'",
                entry.key_span,
            )


def check_license(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    yield from check_string_field(ctx, rule, "license")


E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
SPEC_RULES = (
    Rule("SK101", "name-missing", E, "The frontmatter has no name.", True, check_name_present),
    Rule(
        "SK102",
        "name-type",
        E,
        "The name is not a non-empty string.",
        True,
        check_name_type,
        keys=("name",),
    ),
    Rule(
        "SK103",
        "name-too-long",
        E,
        "The name is longer than 64 characters.",
        False,
        check_name_length,
        keys=("name",),
        measures=True,
    ),
    Rule(
        "SK104",
        "name-characters",
        E,
        "The name holds characters other than a-z, 0-9 and '-'.",
        True,
        check_name_characters,
        keys=("name",),
    ),
    Rule(
        "SK105",
        "name-hyphens",
        E,
        "The name starts or ends with a hyphen, or has '--'.",
        True,
        check_name_hyphens,
        keys=("name",),
    ),
    Rule(
        "SK106",
        "name-directory-mismatch",
        E,
        "The name differs from the skill's folder name.",
        True,
        check_name_directory,
        keys=("name",),
    ),
    Rule(
        "SK110",
        "description-missing",
        E,
        "The frontmatter has no description.",
        False,
        check_description_present,
    ),
    Rule(
        "SK111",
        "description-type",
        E,
        "The description is not a non-empty string.",
        True,
        check_description_type,
        keys=("description",),
    ),
    Rule(
        "SK112",
        "description-too-long",
        E,
        "The description is longer than 1,024 characters.",
        False,
        check_description_length,
        keys=("description",),
        measures=True,
    ),
    Rule(
        "SK120",
        "compatibility-invalid",
        E,
        "compatibility is not a string of 1 to 500 characters.",
        True,
        check_compatibility,
        keys=("compatibility",),
        measures=True,
    ),
    Rule(
        "SK130",
        "metadata-not-string-map",
        W,
        "metadata is not a map of strings to strings.",
        True,
        check_metadata_map,
        keys=("metadata",),
    ),
    Rule(
        "SK131",
        "metadata-client-namespace",
        INFO,
        "metadata.hermes is a nested mapping.",
        False,
        check_metadata_namespace,
        keys=("metadata",),
    ),
    Rule(
        "SK140",
        "allowed-tools-shape",
        E,
        "allowed-tools is not a string or a list of strings.",
        False,
        check_allowed_tools,
        keys=("allowed-tools",),
    ),
    Rule(
        "SK150",
        "unknown-key",
        W,
        "A frontmatter key outside the fields the profile knows.",
        False,
        check_unknown_keys,
    ),
    Rule(
        "SK151",
        "license-type",
        W,
        "license is not a string.",
        True,
        check_license,
        keys=("license",),
    ),
)
