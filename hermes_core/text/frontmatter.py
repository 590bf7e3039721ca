"""Split a SKILL.md text into YAML frontmatter and Markdown body, and parse the YAML.

:func:`parse_frontmatter` never raises. It recovers from what authors of other
clients' skills actually write, the way the Agent Skills client guide suggests, and
reports every recovery as a diagnostic with an exact range:

- a byte-order mark, CRLF or lone-CR line ends, blank lines before the opening fence;
- a missing or unclosed fence; an empty file;
- characters YAML forbids (control characters, lone surrogates): replaced, reported;
- an unquoted ``: `` inside a plain value: read as text, reported, with a quoting fix;
- tabs where YAML wants spaces: read as a space, reported, with a fix;
- duplicate keys (the last wins, as in every YAML loader), alias bombs, deep nesting.

A ``---`` only closes the frontmatter at the start of a line, so a ``---`` inside a
value never cuts it; flow-style YAML (``{name: x, description: y}``) is valid YAML and
is accepted.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import yaml

from hermes_core.text.diagnostics import Diagnostic, Fix, RelatedLocation, Severity, TextEdit
from hermes_core.text.positions import LineIndex, Range, Span
from hermes_core.text.yaml_tree import NodeKind, TreeProblem, YamlNode, build_tree, compose

__all__ = ["ParseCode", "ParsedFrontmatter", "parse_frontmatter"]

BOM = "\ufeff"
_OPEN = re.compile(r"---[ \t]*(?:\r\n|\r|\n|\Z)")
_CLOSE = re.compile(r"(?<=[\r\n])---[ \t]*(?:\r\n|\r|\n|\Z)")
_BLANK_LINES = re.compile(r"(?:[ \t]*(?:\r\n|\r|\n))*")
_HEADING_AFTER_BLANK = re.compile(r"(?:\r\n|\r|\n)[ \t]*(?:\r\n|\r|\n)(?=#{1,6}[ \t])")
# Characters YAML 1.1 does not allow in a stream (PyYAML's and libyaml's reader agree).
_NON_PRINTABLE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)
_MAX_RECOVERIES = 200
_MAX_REPORTED_CHARS = 20


class ParseCode:
    """Stable codes of the problems found while reading a SKILL.md."""

    NO_FRONTMATTER = "SK001"
    UNCLOSED_FENCE = "SK002"
    INVALID_YAML = "SK003"
    NOT_A_MAPPING = "SK004"
    DUPLICATE_KEY = "SK005"
    UNQUOTED_COLON = "SK006"
    TAB_INDENT = "SK007"
    FORBIDDEN_CHARACTER = "SK008"
    UNSUPPORTED_YAML = "SK014"
    BYTE_ORDER_MARK = "SK011"
    FENCE_NOT_FIRST = "SK013"


@dataclass(frozen=True, slots=True)
class ParsedFrontmatter:
    """The result of reading one SKILL.md text.

    ``root`` is the frontmatter mapping, or ``None`` when there is none or it cannot
    be read as a mapping. Spans index into ``text`` exactly as given.
    """

    text: str
    lines: LineIndex
    root: YamlNode | None
    open_fence: Span | None
    close_fence: Span | None
    yaml_span: Span | None
    body_span: Span
    diagnostics: tuple[Diagnostic, ...]

    @property
    def body(self) -> str:
        """The Markdown after the closing fence (the whole text when there is none)."""
        return self.text[self.body_span.start : self.body_span.end]

    @property
    def body_start_line(self) -> int:
        """The 0-based line on which the body starts."""
        return self.lines.position(self.body_span.start).line

    def range(self, span: Span) -> Range:
        """Line/character range of a span of ``text``."""
        return self.lines.range(span)


def parse_frontmatter(text: str) -> ParsedFrontmatter:
    """Parse a SKILL.md text. Never raises."""
    return _Parser(text).run()


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = LineIndex(text)
        self.diagnostics: list[Diagnostic] = []

    def report(
        self, code: str, severity: Severity, message: str, span: Span, fix: Fix | None = None
    ) -> None:
        self.diagnostics.append(Diagnostic(code, severity, message, self.lines.range(span), fix))

    def result(
        self,
        root: YamlNode | None = None,
        open_fence: Span | None = None,
        close_fence: Span | None = None,
        yaml_span: Span | None = None,
        body_start: int = 0,
    ) -> ParsedFrontmatter:
        self.diagnostics.sort(key=Diagnostic.sort_key)
        return ParsedFrontmatter(
            self.text,
            self.lines,
            root,
            open_fence,
            close_fence,
            yaml_span,
            Span(body_start, len(self.text)),
            tuple(self.diagnostics),
        )

    def run(self) -> ParsedFrontmatter:
        text = self.text
        start = 1 if text.startswith(BOM) else 0
        if start:
            bom = Span(0, 1)
            self.report(
                ParseCode.BYTE_ORDER_MARK,
                Severity.WARNING,
                "the file starts with a byte-order mark, which some clients do not skip",
                bom,
                Fix("Remove the byte-order mark", (TextEdit(self.lines.range(bom), ""),)),
            )
        if not text[start:].strip():
            self.report(
                ParseCode.NO_FRONTMATTER,
                Severity.ERROR,
                "the file is empty; a SKILL.md starts with YAML frontmatter between '---' lines",
                Span(0, len(text)),
            )
            return self.result(body_start=len(text))
        blank = _BLANK_LINES.match(text, start)
        fence_at = blank.end() if blank else start
        opening = _OPEN.match(text, fence_at)
        if opening is None:
            self.report(
                ParseCode.NO_FRONTMATTER,
                Severity.ERROR,
                "no frontmatter: a SKILL.md must start with a '---' line, then YAML, then '---'",
                Span(start, start + len(self.first_line(start))),
            )
            return self.result(body_start=start)
        open_fence = Span(fence_at, fence_at + 3)
        if fence_at != start:
            self.report(
                ParseCode.FENCE_NOT_FIRST,
                Severity.WARNING,
                "blank lines before the opening '---'; some clients only look at the first line",
                Span(start, fence_at),
                Fix(
                    "Remove the blank lines",
                    (TextEdit(self.lines.range(Span(start, fence_at)), ""),),
                ),
            )
        yaml_start = opening.end()
        closing = _CLOSE.search(text, yaml_start)
        if opening.end() == len(text) or closing is None:
            return self.unclosed(open_fence, yaml_start)
        yaml_span = Span(yaml_start, closing.start())
        root = self.read_yaml(yaml_span)
        close_fence = Span(closing.start(), closing.start() + 3)
        return self.result(root, open_fence, close_fence, yaml_span, closing.end())

    def first_line(self, start: int) -> str:
        end = self.lines.line_start(self.lines.position(start).line + 1)
        return self.text[start:end].rstrip("\r\n")

    def unclosed(self, open_fence: Span, yaml_start: int) -> ParsedFrontmatter:
        self.report(
            ParseCode.UNCLOSED_FENCE,
            Severity.ERROR,
            "the frontmatter is never closed: add a line with just '---' after the YAML",
            open_fence,
        )
        heading = _HEADING_AFTER_BLANK.search(self.text, yaml_start)
        end = heading.start() if heading else len(self.text)
        # Read what we can so the rest of the checks still run; a failure stays quiet,
        # since the missing fence is the real problem.
        root = self.read_yaml(Span(yaml_start, end), quiet=True)
        return self.result(root, open_fence, None, Span(yaml_start, end), end)

    def read_yaml(self, span: Span, *, quiet: bool = False) -> YamlNode | None:
        source = self.text[span.start : span.end]
        source = self.replace_forbidden(source, span.start)
        placeholder = _placeholder(source)
        colons: list[int] = []
        tabs: list[int] = []
        chars = list(source) if "\t" in source or ":" in source else None
        for _attempt in range(_MAX_RECOVERIES):
            try:
                node = compose(source)
                break
            except yaml.MarkedYAMLError as exc:
                index = exc.problem_mark.index if exc.problem_mark is not None else -1
                char = source[index] if 0 <= index < len(source) else ""
                problem = str(exc.problem or "")
                if chars is not None and char == "\t":
                    tabs.append(index)
                    chars[index] = " "
                elif (
                    chars is not None
                    and char == ":"
                    and "mapping values are not allowed" in problem
                ):
                    colons.append(index)
                    chars[index] = placeholder
                else:
                    if not quiet:
                        self.marked_yaml_error(exc, span)
                    return None
                source = "".join(chars)
            except (yaml.YAMLError, RecursionError, ValueError) as exc:
                if not quiet:
                    self.yaml_error(
                        str(exc).splitlines()[0] if str(exc) else "unreadable YAML", span.start
                    )
                return None
        else:
            if not quiet:
                self.yaml_error("too many problems to recover from", span.start)
            return None
        if node is None:
            # Only comments or nothing between the fences: an empty mapping, so the
            # checks for required fields still run.
            return YamlNode(NodeKind.MAPPING, span, {}, "map", "block")
        tree, problems = build_tree(node, span.start, placeholder if colons else None, source)
        self.report_tree_problems(problems)
        self.report_tabs(tabs, span.start)
        self.report_colons(tree, colons, span.start)
        if any(problem.kind == "too-large" for problem in problems):
            return None
        if tree.kind is not NodeKind.MAPPING:
            self.report(
                ParseCode.NOT_A_MAPPING,
                Severity.ERROR,
                f"the frontmatter must be a mapping of keys to values, not a {tree.kind.value}",
                tree.span,
            )
            return None
        return tree

    def replace_forbidden(self, source: str, base: int) -> str:
        found = list(_NON_PRINTABLE.finditer(source))
        if not found:
            return source
        for match in found[:_MAX_REPORTED_CHARS]:
            span = Span(base + match.start(), base + match.end())
            code_point = ord(match.group())
            self.report(
                ParseCode.FORBIDDEN_CHARACTER,
                Severity.WARNING,
                f"character U+{code_point:04X} is not allowed in YAML; it was read as U+FFFD",
                span,
                Fix("Remove the character", (TextEdit(self.lines.range(span), ""),)),
            )
        if len(found) > _MAX_REPORTED_CHARS:
            first = found[_MAX_REPORTED_CHARS]
            self.report(
                ParseCode.FORBIDDEN_CHARACTER,
                Severity.WARNING,
                f"{len(found) - _MAX_REPORTED_CHARS} more characters YAML does not allow",
                Span(base + first.start(), base + first.end()),
            )
        return _NON_PRINTABLE.sub("\ufffd", source)

    def yaml_error(self, problem: str, offset: int) -> None:
        end = min(offset + 1, len(self.text))
        self.report(
            ParseCode.INVALID_YAML,
            Severity.ERROR,
            f"invalid YAML in the frontmatter: {problem}",
            Span(offset, end),
        )

    def marked_yaml_error(self, exc: yaml.MarkedYAMLError, span: Span) -> None:
        """Report a YAML error where the construct it is about opens, when the loader
        names one, with the place where the loader gave up as related location.

        An unclosed ``[``, ``{`` or quote makes the loader fail where it runs out of
        text (often the closing fence, far below), and a bad block scalar or a line
        without ``:`` fails after its start; the opening is what the author must fix.
        """
        problem = str(exc.problem or exc)
        given_up = _mark_offset(exc.problem_mark, span)
        opened = _mark_offset(exc.context_mark, span)
        construct = _OPENING_CONSTRUCTS.get(str(exc.context or ""))
        if opened is None or opened == given_up:
            self.yaml_error(problem, given_up if given_up is not None else span.start)
            return
        if given_up is None:
            given_up = span.end
        if construct is not None:
            at, elsewhere = opened, given_up
            opener = self.text[opened : opened + 1]
            what = construct.replace("<opener>", opener)
            message = f"invalid YAML in the frontmatter: {what}: {problem}"
            note = (
                "the YAML parser reached the closing '---' here"
                if given_up >= span.end
                else "the YAML parser gave up here"
            )
        else:
            at, elsewhere = given_up, opened
            message = f"invalid YAML in the frontmatter: {problem}"
            context = str(exc.context or "").removeprefix("while parsing ")
            note = f"{context or 'the construct'} starts here"
        self.diagnostics.append(
            Diagnostic(
                ParseCode.INVALID_YAML,
                Severity.ERROR,
                message,
                self.lines.range(Span(at, min(at + 1, len(self.text)))),
                related=(
                    RelatedLocation(
                        self.lines.range(Span(elsewhere, min(elsewhere + 1, len(self.text)))),
                        note,
                    ),
                ),
            )
        )

    def report_tree_problems(self, problems: list[TreeProblem]) -> None:
        for problem in problems:
            if problem.kind == "duplicate-key":
                self.report(
                    ParseCode.DUPLICATE_KEY, Severity.WARNING, problem.message, problem.span
                )
            else:
                severity = Severity.ERROR if problem.kind == "too-large" else Severity.WARNING
                self.report(ParseCode.UNSUPPORTED_YAML, severity, problem.message, problem.span)

    def report_tabs(self, tabs: list[int], base: int) -> None:
        by_line: dict[int, list[int]] = {}
        for index in tabs:
            by_line.setdefault(self.lines.position(base + index).line, []).append(base + index)
        for line, offsets in sorted(by_line.items()):
            line_start = self.lines.line_start(line)
            indent_end = line_start
            while indent_end < len(self.text) and self.text[indent_end] in " \t":
                indent_end += 1
            indent = self.text[line_start:indent_end]
            fix = None
            if indent and set(indent) == {"\t"} and all(o < indent_end for o in offsets):
                edit = TextEdit(self.lines.range(Span(line_start, indent_end)), "  " * len(indent))
                fix = Fix("Indent with spaces", (edit,))
            first = min(offsets)
            self.report(
                ParseCode.TAB_INDENT,
                Severity.WARNING,
                "YAML does not allow tabs here; the tab was read as one space",
                Span(first, first + 1),
                fix,
            )

    def report_colons(self, tree: YamlNode, colons: list[int], base: int) -> None:
        seen: set[int] = set()
        for index in sorted(colons):
            offset = base + index
            scalar = _scalar_at(tree, offset)
            if scalar is not None and id(scalar) in seen:
                continue
            fix = None
            if scalar is not None:
                seen.add(id(scalar))
                quoted = json.dumps(scalar.text, ensure_ascii=False)
                fix = Fix("Quote the value", (TextEdit(self.lines.range(scalar.span), quoted),))
            self.report(
                ParseCode.UNQUOTED_COLON,
                Severity.WARNING,
                "unquoted ': ' inside a value is invalid YAML; it was read as text, but quote "
                "the value so every client reads it",
                Span(offset, min(offset + 2, len(self.text))),
                fix,
            )


# Loader contexts naming a construct that opens at the context mark and that the
# author has to close or repair there (libyaml's and PyYAML's wording agree).
_OPENING_CONSTRUCTS = {
    "while parsing a flow sequence": "this '[' is never closed with ']'",
    "while parsing a flow mapping": "this '{' is never closed with '}'",
    "while scanning a quoted scalar": "this quoted value is never closed with <opener>",
    "while scanning a block scalar": "this block scalar (<opener>) is invalid",
    "while scanning a simple key": "this line is not a 'key: value' pair",
    "while scanning a plain scalar": "this value cannot be read",
}


def _mark_offset(mark: yaml.Mark | None, span: Span) -> int | None:
    """The offset in the whole text of a loader mark into the YAML of ``span``."""
    if mark is None or mark.index < 0:
        return None
    return min(span.start + mark.index, span.end)


def _placeholder(source: str) -> str:
    for code_point in range(0xE000, 0xF8FF):
        candidate = chr(code_point)
        if candidate not in source:
            return candidate
    return "\ufffc"


def _scalar_at(tree: YamlNode, offset: int) -> YamlNode | None:
    best: YamlNode | None = None
    for node in tree.walk():
        if node.kind is NodeKind.SCALAR and node.span.start <= offset < node.span.end:
            best = node
    return best
