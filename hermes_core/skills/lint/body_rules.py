"""Rules about the Markdown body and the file as a whole."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterator
from pathlib import PurePosixPath
from urllib.parse import unquote

from hermes_core.skills.document import MAX_READ_BYTES
from hermes_core.skills.lint.rule import LintContext, Rule
from hermes_core.skills.model import INDEX_DESCRIPTION_WIDTH
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.positions import Range, Span

__all__ = ["BODY_RULES", "INDEX_DESCRIPTION_WIDTH", "estimate_tokens"]

MAX_BODY_LINES = 500
MAX_BODY_TOKENS = 5000
MAX_FILE_CHARS = 100_000
_DRIVE = re.compile(r"[A-Za-z]:[\\/]")
_SCHEMES = ("http:", "https:", "mailto:", "ftp:", "data:", "file:", "tel:", "javascript:")


def estimate_tokens(text: str) -> int:
    """A model-independent token estimate: about four characters per token."""
    return math.ceil(len(text) / 4)


def _body_lines(ctx: LintContext) -> int:
    body = ctx.document.parsed.body
    breaks = body.count("\n") + body.count("\r") - body.count("\r\n")
    return breaks + (0 if not body or body.endswith(("\n", "\r")) else 1)


def check_body_lines(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    count = _body_lines(ctx)
    if count > MAX_BODY_LINES:
        line = ctx.document.parsed.body_start_line + MAX_BODY_LINES
        yield rule.diagnostic(
            ctx,
            f"the body is {_at_least(ctx)}{count:,} lines; keep SKILL.md under "
            f"{MAX_BODY_LINES} and move detail to references/",
            Range.at(line),
        )


def _at_least(ctx: LintContext) -> str:
    """'at least ' for a count made on a file read in part (the engine says so too)."""
    return "at least " if ctx.document.partial else ""


def check_body_tokens(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    tokens = estimate_tokens(ctx.document.parsed.body)
    if tokens > MAX_BODY_TOKENS:
        start = ctx.document.parsed.body_span.start
        yield rule.diagnostic(
            ctx,
            f"the body is {_at_least(ctx)}about {tokens:,} tokens; the spec recommends under "
            f"{MAX_BODY_TOKENS:,}, loaded every time the skill is used",
            ctx.range(Span(start, start)),
        )


def check_file_size(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    length = len(ctx.document.text)
    if length <= MAX_FILE_CHARS:
        return
    size = f"{length:,} characters"
    if ctx.document.partial or ctx.document.byte_size > MAX_READ_BYTES:
        size = f"{ctx.document.byte_size:,} bytes"
    yield rule.diagnostic(
        ctx,
        f"the file is {size}; Hermes refuses skills over {MAX_FILE_CHARS:,} characters",
        Range.at(0),
    )


def check_empty_body(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    parsed = ctx.document.parsed
    fence = parsed.close_fence
    if parsed.root is not None and fence is not None and not parsed.body.strip():
        yield rule.diagnostic(
            ctx, "the skill has no instructions after the frontmatter", ctx.range(fence)
        )


def _is_url(target: str) -> bool:
    lowered = target.lower()
    return lowered.startswith(_SCHEMES) or "://" in target or lowered.startswith("www.")


def _is_outside_path(target: str) -> bool:
    """An absolute, home-relative or drive-letter path: never inside the skill."""
    return target.startswith(("/", "\\", "~")) or bool(_DRIVE.match(target))


def _relative_target(raw: str) -> str | None:
    target = raw.strip()
    if not target or target.startswith("#") or _is_url(target) or _is_outside_path(target):
        return None
    for separator in ("#", "?"):
        target = target.split(separator, 1)[0]
    return unquote(target) or None


def check_links(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    skill_dir = ctx.document.skill_dir
    if skill_dir is None:
        return
    base = os.fspath(skill_dir)
    for link in ctx.body_links():
        target = _relative_target(link.target)
        if target is None or "${" in target or "{{" in target:
            continue
        posix = target.replace("\\", "/")
        if ".." in posix.split("/"):
            continue  # SK305 reports it
        if not os.path.exists(os.path.join(base, posix)):
            yield rule.diagnostic(
                ctx, f"the link target {target!r} does not exist in the skill", link.span
            )


def check_links_leave_skill(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    for link in ctx.body_links():
        raw = link.target.strip()
        if raw and not _is_url(raw) and _is_outside_path(raw):
            yield rule.diagnostic(
                ctx,
                f"the link {raw!r} is an absolute path; link to a file inside the skill",
                link.span,
            )
            continue
        target = _relative_target(link.target)
        if target is None:
            continue
        depth = 0
        for part in PurePosixPath(target.replace("\\", "/")).parts:
            depth += -1 if part == ".." else 0 if part == "." else 1
            if depth < 0:
                yield rule.diagnostic(
                    ctx,
                    f"the link {target!r} points outside the skill; it breaks when the "
                    "skill is installed elsewhere",
                    link.span,
                )
                break


def check_index_width(ctx: LintContext, rule: Rule) -> Iterator[Diagnostic]:
    entry = ctx.entry("description")
    if entry is None or not entry.value.is_string:
        return
    length = len(" ".join(entry.value.text.split()))
    if INDEX_DESCRIPTION_WIDTH < length <= ctx.options.max_description:
        yield rule.diagnostic(
            ctx,
            f"the skills index shows the first {INDEX_DESCRIPTION_WIDTH} of the "
            f"description's {length} characters; say what the skill does and when to use it first",
            entry.value.span,
        )


W, H = Severity.WARNING, Severity.HINT
BODY_RULES = (
    Rule(
        "SK301",
        "body-too-long",
        W,
        "The body is over 500 lines.",
        False,
        check_body_lines,
        measures=True,
    ),
    Rule(
        "SK302",
        "body-too-many-tokens",
        W,
        "The body is over about 5,000 tokens.",
        False,
        check_body_tokens,
        measures=True,
    ),
    Rule(
        "SK303",
        "file-too-large",
        Severity.ERROR,
        "The file is over 100,000 characters.",
        False,
        check_file_size,
        measures=True,
    ),
    Rule(
        "SK304",
        "broken-link",
        W,
        "A relative link points to a file that does not exist.",
        False,
        check_links,
    ),
    Rule(
        "SK305",
        "link-leaves-skill",
        W,
        "A relative link points outside the skill folder.",
        False,
        check_links_leave_skill,
    ),
    Rule(
        "SK306",
        "description-truncated-in-index",
        H,
        "The description is longer than the index shows.",
        False,
        check_index_width,
        keys=("description",),
        measures=True,
    ),
    Rule(
        "SK307",
        "empty-body",
        W,
        "There are no instructions after the frontmatter.",
        False,
        check_empty_body,
    ),
)
