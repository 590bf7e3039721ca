"""Every rule code the linter can report, in one table.

The codes are stable: a code is never reused for a different problem. Each has a
documentation page ``docs/rules/<CODE>.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from hermes_core.skills.document import ReadCode
from hermes_core.skills.lint.body_rules import BODY_RULES
from hermes_core.skills.lint.client_rules import CLIENT_RULES
from hermes_core.skills.lint.hermes_rules import HERMES_RULES
from hermes_core.skills.lint.rule import Rule
from hermes_core.skills.lint.spec_rules import SPEC_RULES
from hermes_core.text.decoding import DecodeCode
from hermes_core.text.diagnostics import Severity
from hermes_core.text.frontmatter import ParseCode

__all__ = ["ALL_RULES", "RULES_BY_CODE"]

E, W = Severity.ERROR, Severity.WARNING
# Problems found while reading and parsing; the decoder and parser report them.
_READING_RULES = (
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
    Rule(ParseCode.TAB_INDENT, "tab-indentation", W, "A tab where YAML only allows spaces.", True),
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

ALL_RULES: tuple[Rule, ...] = _READING_RULES + SPEC_RULES + HERMES_RULES + BODY_RULES + CLIENT_RULES
RULES_BY_CODE: Mapping[str, Rule] = MappingProxyType({rule.code: rule for rule in ALL_RULES})

if len(RULES_BY_CODE) != len(ALL_RULES):  # pragma: no cover - guards against a reused code
    raise RuntimeError("two lint rules share a code")
