"""Problems found while reading and parsing a SKILL.md: the decoder and the parser
report them, and these rules document them and say what each profile's client does.
"""

from __future__ import annotations

import dataclasses

from hermes_core.skills.document import ReadCode
from hermes_core.skills.lint.rule import LintContext, Rule, TabTolerance
from hermes_core.text.decoding import DecodeCode
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.frontmatter import ParseCode

__all__ = ["READING_RULES", "restate_tab"]

_READ_AS = "(read here as one space)"


def restate_tab(diagnostic: Diagnostic, ctx: LintContext) -> Diagnostic:
    """What a tab YAML refuses does to the skill under the profile's client.

    Every YAML loader refuses a tab in indentation (PyYAML, libyaml, strictyaml, which
    skills-ref uses, js-yaml and yaml), so a client that has no fallback does not load
    the skill at all; Hermes Agent 0.19.0 falls back to reading each line as
    ``key: value``. A tab right after a ``-`` is refused by PyYAML and libyaml, and
    read by the YAML 1.2 loaders of JavaScript clients.
    """
    options = ctx.options
    start = diagnostic.range.start
    line_start = ctx.document.parsed.lines.line_start(start.line)
    before = ctx.document.text[line_start : line_start + start.character]
    written = before.rstrip(" \t")
    client = options.client
    if not written:
        where, reason = "a tab in the indentation", "YAML allows only spaces there"
    elif options.tab_after_indicator_loads:
        message = (
            f"a tab after '{written[-1]}': {client} reads it, but PyYAML-based clients "
            f"(Hermes Agent, skills-ref) refuse the whole frontmatter {_READ_AS}"
        )
        severity = _milder(diagnostic.severity, Severity.WARNING)
        return dataclasses.replace(diagnostic, message=message, severity=severity)
    else:
        where, reason = f"a tab after '{written[-1]}'", f"the YAML loader of {client} refuses it"
    if options.tabs is TabTolerance.LINE_FALLBACK:
        message = (
            f"{where}: {reason}, so {client} cannot load the YAML and reads each line as "
            f"'key: value' text instead; nested values, lists and multi-line values are lost "
            f"{_READ_AS}"
        )
    else:
        message = (
            f"{where}: {reason}, so {client} cannot read the frontmatter and the skill "
            f"will not load {_READ_AS}"
        )
    return dataclasses.replace(diagnostic, message=message)


def _milder(severity: Severity, other: Severity) -> Severity:
    return max(severity, other, key=lambda s: s.rank)


E, W = Severity.ERROR, Severity.WARNING
# Problems found while reading and parsing; the decoder and parser report them.
READING_RULES = (
    Rule(
        ParseCode.NO_FRONTMATTER,
        "no-frontmatter",
        E,
        "The file does not start with YAML frontmatter.",
    ),
    Rule(
        ParseCode.UNCLOSED_FENCE,
        "unclosed-frontmatter",
        E,
        "The frontmatter has no closing '---' line.",
    ),
    Rule(ParseCode.INVALID_YAML, "invalid-yaml", E, "The frontmatter is not valid YAML."),
    Rule(
        ParseCode.NOT_A_MAPPING,
        "frontmatter-not-mapping",
        E,
        "The frontmatter is not a mapping of keys to values.",
    ),
    Rule(ParseCode.DUPLICATE_KEY, "duplicate-key", W, "A key appears twice in one mapping."),
    Rule(
        ParseCode.UNQUOTED_COLON,
        "unquoted-colon",
        W,
        "A plain value contains ': ' and must be quoted.",
        True,
    ),
    Rule(
        ParseCode.TAB_INDENT,
        "tab-indentation",
        W,
        "A tab where YAML only allows spaces.",
        True,
        restate=restate_tab,
    ),
    Rule(
        ParseCode.FORBIDDEN_CHARACTER,
        "forbidden-character",
        W,
        "A character YAML does not allow.",
        True,
    ),
    Rule(DecodeCode.BINARY, "binary-file", E, "The file is binary, not text."),
    Rule(DecodeCode.INVALID_UTF8, "invalid-utf8", E, "The file is not valid UTF-8."),
    Rule(
        DecodeCode.BOM, "byte-order-mark", W, "The file starts with a UTF-8 byte-order mark.", True
    ),
    Rule(DecodeCode.UTF16, "utf16-encoding", W, "The file is UTF-16 rather than UTF-8."),
    Rule(
        ParseCode.FENCE_NOT_FIRST,
        "blank-lines-before-frontmatter",
        W,
        "Blank lines come before the opening '---'.",
        True,
    ),
    Rule(
        ParseCode.UNSUPPORTED_YAML,
        "unsupported-yaml",
        W,
        "Unsupported YAML: explicit tags, recursive or exploding aliases, deep nesting.",
    ),
    Rule(ReadCode.UNREADABLE, "unreadable-file", E, "The file cannot be read."),
    Rule(ReadCode.TRUNCATED, "file-truncated", E, "The file is too large to read whole."),
)
