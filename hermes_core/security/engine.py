"""The scanner: every rule over one text, in one pass plus short follow-ups.

:class:`Scanner` compiles the rules once (an Aho-Corasick automaton over their
anchors); :meth:`Scanner.scan_text` scans one document — what the language server
calls on every edit — and :mod:`~hermes_core.security.structure` scans a whole
skill folder with it.
"""

from __future__ import annotations

import logging
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum

from hermes_core.security.backdoors import backdoor_hits, may_hold_backdoor
from hermes_core.security.cloud_grants import cloud_admin_grants, may_grant_cloud_role
from hermes_core.security.context import ScanContext
from hermes_core.security.correlate import behaviour_hits, subject_of
from hermes_core.security.facts import extract_facts
from hermes_core.security.findings import Finding, Risk, Suppression
from hermes_core.security.framing import SHOWN_RULES
from hermes_core.security.gather import (
    decoded_hits,
    flow_hits,
    name_hits,
    pattern_hits,
    unicode_hits,
)
from hermes_core.security.git_remotes import git_remote_pushes, may_push_to_remote
from hermes_core.security.hits import Hit, lines_before
from hermes_core.security.installers import own_installer
from hermes_core.security.joined import joined_text, may_join, may_join_adjacent
from hermes_core.security.mail_forwards import mail_forwards
from hermes_core.security.numbers import may_hide_numbers
from hermes_core.security.payees import may_route_by_amount, payee_swaps
from hermes_core.security.purpose import stated_purpose
from hermes_core.security.regions import RegionKind, Regions
from hermes_core.security.relations import signals
from hermes_core.security.retention import retention_hits
from hermes_core.security.rules import RULES, RULES_BY_ID, Rule
from hermes_core.security.setting_gates import setting_gates
from hermes_core.security.suffixes import CODE_NAMES, CODE_SUFFIXES, inner_name, is_test_file
from hermes_core.security.suppressions import suppression_comments
from hermes_core.security.sweeps import home_sweeps, may_sweep
from hermes_core.security.triggers import Tag, build_automaton
from hermes_core.security.unicode import strip_hidden
from hermes_core.security.workflows import fork_runs, may_touch_workflows, workflow_hits
from hermes_core.text.diagnostics import Fix, TextEdit
from hermes_core.text.positions import LineIndex, Position, Range

__all__ = ["Scanner", "TextKind", "TextScan", "kind_for"]

logger = logging.getLogger(__name__)

_MATCHED_MAX = 120
# Data files: tables and markup whose words are values, not instructions.
_DATA_LANGUAGES = frozenset("csv tsv svg xml xsd dtd wsdl lock map".split())
# Files about the project, not for the agent to act on: its history and its licence.
_NOT_READ = re.compile(
    r"(?:changelog|changes|history|license|licence|notice|copying|authors)\b", re.I
)
# How many risk levels each kind of context takes off a finding.
_LOWERING = {
    "negated": 3,
    "disowned": 3,
    "anti-example": 3,
    "deny-list": 4,
    "quoted": 1,
    "shown": 2,
    "data": 2,
}


def _tabular(text: str) -> bool:
    """A table whatever its name (a VCF or TSV saved as .txt): most of its first lines
    hold two tabs or more, under at most a few header lines."""
    head = text[:4000]
    if "\t" not in head:
        return False  # (most texts: no split needed)
    lines = [line for line in head.split("\n")[:24] if line and not line.startswith("#")]
    return len(lines) >= 3 and sum(line.count("\t") >= 2 for line in lines) * 5 >= len(lines) * 4


# Rules whose matches a test suite holds as inputs: traversal paths, injection phrases.
_TEST_INPUT_RULES = ("PATH", "PI")


def _data_file(file: str) -> bool:
    """A table whose cells are values (a CSV row quoting a payload); markup such as SVG,
    which can carry a script, is not one."""
    name = file.rsplit("/", 1)[-1].lower()
    return name.endswith((".csv", ".tsv"))


class TextKind(StrEnum):
    """How a text is cut into regions."""

    MARKDOWN = "markdown"
    CODE = "code"


def kind_for(name: str, text: str) -> TextKind:
    """Markdown for .md and for anything without a script suffix, shebang, XML prologue
    or a dotfile's name."""
    lowered = inner_name(name).lower()
    suffix = lowered[lowered.rfind(".") :] if "." in lowered.rsplit("/", 1)[-1] else ""
    base = lowered.rsplit("/", 1)[-1]
    if base in CODE_NAMES or base.split(".", 1)[0] in CODE_NAMES:
        return TextKind.CODE  # Makefile, Makefile.release, justfile, Dockerfile.dev
    if suffix in {".md", ".markdown", ".mdx", ".txt", ".rst"}:
        return TextKind.MARKDOWN
    if suffix in CODE_SUFFIXES or text.startswith("#!") or lowered.endswith("dockerfile"):
        return TextKind.CODE
    if base.startswith(".") and base.count(".") == 1:
        return TextKind.CODE  # a dotfile (.npmrc, .gitconfig, .env): settings, not Markdown
    if text[:200].lstrip("\ufeff \t\r\n").startswith(("<?xml", "<!DOCTYPE", "<!doctype", "<svg")):
        return TextKind.CODE  # XML, schemas, HTML and SVG whatever their suffix
    return TextKind.MARKDOWN


@dataclass(frozen=True, slots=True)
class TextScan:
    """Findings for one text and the suppressions honoured in it."""

    findings: tuple[Finding, ...]
    suppressions: tuple[Suppression, ...]
    # The kinds of fact the text holds, for what a whole skill does across its files.
    kinds: frozenset[str] = frozenset()


class Scanner:
    """Scans texts with a fixed set of rules; build one and reuse it."""

    def __init__(self, rules: Iterable[Rule] = RULES) -> None:
        self._rules = {rule.id: rule for rule in rules}
        self._automaton = build_automaton(self._rules.values())

    def scan_text(
        self,
        text: str,
        file: str = "SKILL.md",
        *,
        kind: TextKind | None = None,
        line_offset: int = 0,
        column_offset: int = 0,
        decode_depth: int = 1,
        subject: str | None = None,
    ) -> TextScan:
        """Scan one document. ``line_offset`` and ``column_offset`` (for the text's
        first line) shift ranges, for chunks of a big file. ``subject``: what the skill
        says it is about (:func:`~hermes_core.security.correlate.subject_of` its
        SKILL.md), when the text is another of its files."""
        kind = kind if kind is not None else kind_for(file, text)
        named = inner_name(file)
        language = named[named.rfind(".") + 1 :].lower() if "." in named else ""
        ctx = ScanContext.prepare(text, kind is TextKind.MARKDOWN, self._automaton, language)
        behaviours: list[Hit] = []
        kinds: frozenset[str] = frozenset()
        own = subject_of(text) if kind is TextKind.MARKDOWN else ""  # a comment is no title
        readable = language not in _DATA_LANGUAGES and not _tabular(text)
        if readable and not _NOT_READ.match(file.rsplit("/", 1)[-1]):
            facts = extract_facts(text, ctx.regions)
            behaviours = list(behaviour_hits(facts, f"{own} {subject}" if subject else own))
            # (after the behaviours: negated orders are gone, "never eval it" runs nothing)
            # (a document that disowns what it holds lends none of it to another file)
            if not ctx.regions.disowned():
                kinds = frozenset(kind.value for kind, found in facts.by_kind.items() if found)
                kinds |= signals(facts, f"{own} {subject}" if subject else own)
        code_checks = _code_checks(text, ctx)
        if kind is TextKind.CODE and backdoor_hits in code_checks:
            kinds |= setting_gates(text)  # what a whole skill's settings may fix
        joined: list[Hit] = []
        python = language == "py"
        if decode_depth > 0 and (may_join(text) or (python and may_join_adjacent(text))):
            joined, joined_kinds = self._joined(text, file, kind, python)
            kinds |= joined_kinds
        if ctx.quiet and not (behaviours or code_checks or joined or may_hide_numbers(text)):
            return TextScan((), (), kinds)  # not a trigger word, not even a suppression comment

        def rescan(decoded: str, depth: int) -> tuple[Risk, str, str] | None:
            inner = self.scan_text(decoded, file, kind=TextKind.CODE, decode_depth=depth)
            serious = [f for f in inner.findings if f.risk.rank <= Risk.MEDIUM.rank]
            if not serious:
                return None
            worst = min(serious, key=lambda f: f.risk.rank)
            return worst.risk, worst.rule, worst.message

        hits = behaviours
        said = f"{own} {subject}" if subject else own
        hits += stated_purpose(_own_installers(pattern_hits(ctx), text, said), said)
        hits += flow_hits(ctx)
        hits += _code_check_hits(text, ctx, code_checks)
        hits += name_hits(ctx)
        if "pull_request_target" in text:
            hits += fork_runs(text)
        if joined:
            hits += self._stronger(joined, hits)
        hits += unicode_hits(ctx, rescan, decode_depth)
        if decode_depth > 0:
            hits += decoded_hits(ctx, rescan, decode_depth)
            if Tag.HIDDEN in ctx.tags:
                hits += self._revealed(text, file, kind, {hit.rule for hit in hits})
        lines = LineIndex(text)
        shift = (line_offset, column_offset)
        findings, suppressions = self._resolve(text, hits, ctx.regions, lines, file, shift)
        if Tag.SUPPRESSION in ctx.tags:
            findings, suppressions = _apply_suppressions(text, findings, lines, file, shift)
        return TextScan(tuple(findings), tuple(suppressions), kinds)

    def _relayed(self, finding: Finding, how: str) -> str:
        """The message of a finding of a rewritten text, told of the original: ``how`` it
        was rewritten, then the finding's own detail."""
        summary = self._rules[finding.rule].summary if finding.rule in self._rules else ""
        detail = finding.message.removeprefix(summary).strip(" ()")
        return how + (f": {detail}" if detail else "")

    def _stronger(self, found: list[Hit], hits: list[Hit]) -> list[Hit]:
        """Those of ``found`` whose rule ``hits`` reports at a lower risk or not at all."""
        strongest: dict[str, int] = {}
        for hit in hits:
            risk = hit.risk or self._rules[hit.rule].risk
            strongest[hit.rule] = min(strongest.get(hit.rule, 99), risk.rank)
        return [h for h in found if h.risk and h.risk.rank < strongest.get(h.rule, 99)]

    def _joined(
        self, text: str, file: str, kind: TextKind, python: bool
    ) -> tuple[list[Hit], frozenset[str]]:
        """What a script says once its string pieces are joined (``'Remove-' + 'Item'``),
        mapped back line by line (joining keeps every line where it was), and the kinds
        of fact the joined text holds."""
        folded = joined_text(text, python)
        if folded is None:
            return [], frozenset()
        inner = self.scan_text(folded, file, kind=kind, decode_depth=0)
        lines = LineIndex(text)
        hits = []
        for finding in inner.findings:
            if finding.rule.startswith("UNI"):
                continue  # characters, not words: found in the text as it is
            line = finding.range.start.line
            start = lines.offset(Position(line, 0))
            line_end = text.find("\n", start)
            end = len(text) if line_end < 0 else line_end
            column = min(finding.range.start.character, max(end - start - 1, 0))
            message = self._relayed(finding, "once the string pieces are joined")
            at = start + column
            hit = Hit(finding.rule, at, max(end, at + 1), message, finding.risk, negatable=False)
            hits.append(hit)
        return hits, inner.kinds

    def _revealed(self, text: str, file: str, kind: TextKind, known: set[str]) -> list[Hit]:
        """What the text says once its hidden characters are gone (``cu<ZWSP>rl``
        reads as ``curl`` to a model and to a shell that drops them), mapped back."""
        stripped, runs = strip_hidden(text)
        if not runs:
            return []
        inner = self.scan_text(stripped, file, kind=kind, decode_depth=0)
        lines = LineIndex(stripped)
        # Removed characters before each run, in stripped offsets, to map back.
        starts, removed, total = [], [], 0
        for start, end in runs:
            starts.append(start - total)
            total += end - start
            removed.append(total)

        def original(offset: int) -> int:
            index = bisect_right(starts, offset) - 1
            return offset + (removed[index] if index >= 0 else 0)

        hits = []
        for finding in inner.findings:
            if finding.rule in known or finding.rule.startswith("UNI"):
                continue
            start = original(lines.offset(finding.range.start))
            end = max(original(lines.offset(finding.range.end)), start + 1)
            message = self._relayed(finding, "once the hidden characters are removed")
            hits.append(Hit(finding.rule, start, end, message, finding.risk, negatable=False))
        return hits

    # -- turning hits into findings ----------------------------------------------

    def _resolve(
        self,
        text: str,
        hits: list[Hit],
        regions: Regions,
        lines: LineIndex,
        file: str,
        shift: tuple[int, int],
    ) -> tuple[list[Finding], list[Suppression]]:
        best: dict[tuple[str, int, int], tuple[Hit, Risk, str]] = {}
        for hit in hits:
            rule = self._rules.get(hit.rule) or RULES_BY_ID[hit.rule]
            risk = hit.risk or rule.risk
            context = ""
            if hit.negatable and rule.negatable:
                context = regions.negation(hit.start)
                if _data_file(file) and _LOWERING["data"] > _LOWERING.get(context, 0):
                    context = "data"  # a value in a table, not an instruction
                elif hit.rule.startswith(_TEST_INPUT_RULES) and is_test_file(file):
                    context = "data"  # a test's input: the attack the code under test refuses
                elif hit.rule in SHOWN_RULES and not context and regions.shows_decoded_only():
                    context = "shown"  # a sample for an inspector that never runs it
                if context:
                    risk = risk.lowered(_LOWERING[context])
            elif hit.negatable:  # its negation is the order ("do not tell the user"), yet a
                context = regions.framing(hit.start)  # list of red flags still only cites it
                if context:
                    risk = risk.lowered(_LOWERING[context])
            line = lines.position(hit.start).line
            # One finding per rule and line, except hidden text: each run has its own fix.
            key = (hit.rule, line, hit.start if hit.rule.startswith("UNI") else 0)
            kept = best.get(key)
            # The worst risk, and of equal ones the first on the line.
            if kept is None or (risk.rank, hit.start) < (kept[1].rank, kept[0].start):
                best[key] = (hit, risk, context)
        findings = [
            self._finding(text, hit, risk, context, lines, file, shift)
            for hit, risk, context in best.values()
        ]
        findings.sort(key=lambda f: (f.range.start, f.rule))
        return findings, []

    def _finding(
        self,
        text: str,
        hit: Hit,
        risk: Risk,
        context: str,
        lines: LineIndex,
        file: str,
        shift: tuple[int, int],
    ) -> Finding:
        rule = self._rules.get(hit.rule) or RULES_BY_ID[hit.rule]
        rng = _shift(Range(lines.position(hit.start), lines.position(hit.end)), shift)
        fix = None
        if rule.category.value == "invisible-text":
            fix = Fix("Remove the hidden characters", (TextEdit(rng, ""),))
        message = rule.summary + (f" ({hit.message})" if hit.message else "")
        if context:
            message += f" [risk lowered: {context}]"
        matched = text[hit.start : hit.end]
        if len(matched) > _MATCHED_MAX:
            matched = matched[: _MATCHED_MAX - 1] + "…"
        return Finding(hit.rule, rule.category, risk, file, rng, matched, message, fix, context)


_CodeCheck = Callable[[str, int, int], Iterator[Hit]]


def _code_checks(text: str, ctx: ScanContext) -> list[_CodeCheck]:
    """The checks of code a text may need, each by its own cheap test."""
    return [
        check
        for check, wanted in (
            (backdoor_hits, may_hold_backdoor(text)),
            (home_sweeps, may_sweep(text, Tag.RM in ctx.tags)),
            (payee_swaps, may_route_by_amount(text)),
            (mail_forwards, Tag.MAIL_FORWARD in ctx.tags),
            (git_remote_pushes, may_push_to_remote(text)),
            (retention_hits, Tag.RETENTION in ctx.tags),
            (cloud_admin_grants, may_grant_cloud_role(text)),
            (workflow_hits, may_touch_workflows(text)),
        )
        if wanted
    ]


def _code_check_hits(text: str, ctx: ScanContext, checks: list[_CodeCheck]) -> list[Hit]:
    """The checks' hits in every code region (and a git push's in prose too: a command
    in inline code is given all the same, `git remote add …`)."""
    hits: list[Hit] = []
    for region in ctx.regions.regions if checks else ():
        if region.kind is RegionKind.CODE:
            for check in checks:
                hits += check(text, region.start, region.end)
        elif git_remote_pushes in checks:
            hits += git_remote_pushes(text, region.start, region.end)
    return hits


def _own_installers(hits: Iterable[Hit], text: str, subject: str) -> Iterator[Hit]:
    """Downloads piped into a shell, those from the host of the skill's own tool
    shown plainly as a vendor's installer (see :mod:`~hermes_core.security.installers`);
    a one-line wrapper of one program (``const git = (c) => execSync(`git ${c}`)``),
    whose arguments are the script's own, a weakness rather than a risk (low)."""
    for hit in hits:
        if hit.rule == "SUP001" and own_installer(text, hit.start, subject):
            yield hit._replace(rule="SUP007")
        elif hit.rule == "EXE002" and _program_wrapper(text, hit.start):
            yield hit._replace(risk=Risk.LOW, message="a wrapper around one program")
        elif hit.rule == "OBF001" and _ELLIPSIS_INPUT.search(
            text, max(0, hit.start - 40), hit.start
        ):
            # ``echo ... | base64 -d | bash``: a shape named, with nothing in it to run
            yield hit._replace(risk=Risk.LOW, message="the shape of a decode-and-run, no content")
        else:
            yield hit


# What is piped into a decoder is an ellipsis or a bracketed name, not data.
_ELLIPSIS_INPUT = re.compile(
    r"\becho\s+(?:-n\s+)?[\"']?(?:\.{3}|\u2026|<[^<>\n]{1,30}>|\[[^\[\]\n]{1,30}\])[\"']?\s*\|\s*$"
)


# ``execSync(`git ${c}`)``: a template naming its program first, then one argument.
_ONE_PROGRAM = re.compile(
    r"\b(?:exec|execSync)\(\s*`[a-z][\w.-]*\s+\$\{(?P<name>[A-Za-z_$][\w$]*)\}`"
)


def _program_wrapper(text: str, start: int) -> bool:
    """Whether the command at ``start`` is a wrapper of one program whose argument is the
    wrapping function's own parameter (``const git = (c) => execSync(`git ${c}`)``, or
    ``function git(cmd) {`` a line or two above): the script's own calls decide it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    templated = _ONE_PROGRAM.search(line)
    if templated is None:
        return False
    name = re.escape(templated.group("name"))
    above = text[lines_before(text, line_start, 3) : line_start + templated.start()]
    return re.search(rf"\(\s*{name}\s*[,)=:]|\b{name}\s*=>", above) is not None


def _shift(rng: Range, shift: tuple[int, int]) -> Range:
    """``rng`` moved down ``shift[0]`` lines, and right ``shift[1]`` on its first line."""
    lines, columns = shift
    if not lines and not columns:
        return rng
    return Range(_moved(rng.start, lines, columns), _moved(rng.end, lines, columns))


def _moved(position: Position, lines: int, columns: int) -> Position:
    character = position.character + (columns if position.line == 0 else 0)
    return Position(position.line + lines, character)


def _apply_suppressions(
    text: str, findings: list[Finding], lines: LineIndex, file: str, shift: tuple[int, int]
) -> tuple[list[Finding], list[Suppression]]:
    line_offset = shift[0]
    comments = list(suppression_comments(text))
    if not comments:
        return findings, []
    kept: list[Finding] = []
    hidden: dict[int, list[Finding]] = {}
    for finding in findings:
        owner = None
        for index, comment in enumerate(comments):
            first = lines.position(comment.covered[0]).line + line_offset
            last = lines.position(comment.covered[1]).line + line_offset
            if (
                comment.reason
                and finding.rule in comment.rules
                and first <= finding.range.start.line <= last
            ):
                owner = index
                break
        if owner is None:
            kept.append(finding)
        else:
            hidden.setdefault(owner, []).append(finding)
    suppressions = []
    for index, comment in enumerate(comments):
        rng = _shift(Range(lines.position(comment.start), lines.position(comment.end)), shift)
        matched = text[comment.start : comment.end]
        if not comment.reason:
            kept.append(_unhonoured(file, rng, matched, "add '-- why' after the rule ids"))
            continue
        unknown = sorted(name for name in comment.rules if name not in RULES_BY_ID)
        if unknown:
            kept.append(_unhonoured(file, rng, matched, f"no such rule: {', '.join(unknown)}"))
        for name in sorted(comment.rules.difference(unknown)):
            suppressions.append(
                Suppression(
                    name,
                    comment.reason,
                    file,
                    rng,
                    tuple(f for f in hidden.get(index, []) if f.rule == name),
                )
            )
    kept.sort(key=lambda f: (f.range.start, f.rule))
    return kept, suppressions


def _unhonoured(file: str, rng: Range, matched: str, why: str) -> Finding:
    rule = RULES_BY_ID["SUPPRESS001"]
    return Finding(rule.id, rule.category, rule.risk, file, rng, matched, f"{rule.summary} ({why})")
