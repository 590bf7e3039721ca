"""The report of ``compare_skills_ref.py``: per corpus, the agreement table, examples,
misses, where skills-ref is wrong, errors only we report, our crashes, and each built-in
case side by side."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

from skills_ref_cases import Case, ours_right, ref_right
from skills_ref_judging import (
    CATEGORIES,
    CRASH_CAUSES,
    Comparison,
    Finding,
    Verdict,
    pyyaml_problem,
)
from skills_ref_results import SKILL_FILE, OurDiagnostic, OurResult, RefResult

from hermes_core.skills.lint.engine import INTERNAL_ERROR

EXAMPLES = 3


def _visible(text: str) -> str:
    """``text`` with control and format characters escaped."""
    out = []
    for char in text:
        if char.isprintable() or char == " ":
            out.append(char)
        elif ord(char) < 0x100:
            out.append(f"\\x{ord(char):02x}")
        else:
            out.append(f"\\u{ord(char):04x}")
    return "".join(out)


def _short(value: object, limit: int = 70) -> str:
    shown = _visible(value) if isinstance(value, str) else repr(value)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _first_line(message: str, limit: int = 110) -> str:
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    detail = next((line for line in lines if line.startswith("Found ")), "")
    shown = lines[0] if lines else ""
    if detail and detail != shown:
        shown = f"{shown} … {detail}"
    return _short(shown, limit)


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{code} x{n}" for code, n in sorted(counter.items())) or "none"


def render_corpora(
    corpora: Sequence[tuple[str, str]], comparisons: Sequence[Comparison]
) -> list[str]:
    lines = ["Corpora", "-------"]
    for name, where in corpora:
        mine = [c for c in comparisons if c.skill.corpus == name]
        failed = sum(1 for c in mine if c.ref.failed)
        crashed = sum(1 for c in mine if c.ref.crash is not None)
        with_errors = sum(1 for c in mine if c.ours.errors)
        errors = Counter(d.code for c in mine for d in c.ours.errors)
        warnings = Counter(
            d.code for c in mine for d in c.ours.diagnostics if d.severity == "warning"
        )
        lines += [
            f"{name}  ({where})",
            f"  skills: {len(mine)} · skills-ref: {failed} failed, {crashed} crashed"
            f" · ours: {with_errors} with errors",
            f"  our errors by code:   {_counts(errors)}",
            f"  our warnings by code: {_counts(warnings)}",
            "",
        ]
    return lines


def render_agreement(findings: Sequence[Finding]) -> list[str]:
    header = (
        f"{'skills-ref category':<36}{'reported':>9}{'covered':>9}{'ref wrong':>10}"
        f"{'missed':>8}  our codes"
    )
    lines = ["Agreement: what skills-ref reports -> what we report", "-" * 52, header]
    by_category: defaultdict[str, Counter[Verdict]] = defaultdict(Counter)
    for finding in findings:
        by_category[finding.category.key][finding.verdict] += 1
    total: Counter[Verdict] = Counter()
    for category in CATEGORIES:
        counts = by_category.get(category.key)
        if not counts:
            continue
        total.update(counts)
        codes = " ".join(sorted(category.codes)) or ", ".join(CRASH_CAUSES.values())
        lines.append(
            f"{category.label:<36}{sum(counts.values()):>9}{counts[Verdict.COVERED]:>9}"
            f"{counts[Verdict.REF_WRONG]:>10}{counts[Verdict.MISSED]:>8}  {codes}"
        )
    lines.append(
        f"{'total':<36}{sum(total.values()):>9}{total[Verdict.COVERED]:>9}"
        f"{total[Verdict.REF_WRONG]:>10}{total[Verdict.MISSED]:>8}"
    )
    return [*lines, ""]


def render_covered_examples(findings: Sequence[Finding]) -> list[str]:
    lines = ["Covered, one example per category (our code, severity, file:line:column)"]
    seen: set[str] = set()
    for finding in findings:
        if finding.verdict is Verdict.COVERED and finding.category.key not in seen:
            seen.add(finding.category.key)
            lines.append(f"  {finding.category.label}: {finding.detail}")
    return [*lines, ""]


def render_findings(title: str, findings: Sequence[Finding]) -> list[str]:
    lines = [f"{title}: {len(findings)}"]
    for finding in findings:
        lines.append(
            f"  {finding.skill.label}/{SKILL_FILE} [{finding.category.label}] {finding.detail}"
        )
        lines.append(f"      skills-ref: {_first_line(finding.ref_message)}")
    return [*lines, ""]


def render_ours_only(comparisons: Sequence[Comparison]) -> list[str]:
    by_code: defaultdict[str, list[tuple[Comparison, OurDiagnostic]]] = defaultdict(list)
    for comparison in comparisons:
        for diagnostic in comparison.ours_only:
            by_code[diagnostic.code].append((comparison, diagnostic))
    total = sum(len(v) for v in by_code.values())
    lines = [
        f"Errors we report that skills-ref does not (need a human judgement): {total}",
    ]
    for code in sorted(by_code):
        hits = by_code[code]
        skills = {c.skill.path for c, _ in hits}
        blind = {c.skill.path for c, _ in hits if c.ref.parsed is None}
        lines.append(
            f"  {code} x{len(hits)} in {len(skills)} skills"
            f" ({len(blind)} of them skills-ref could not read past the frontmatter)"
        )
        for comparison, diagnostic in hits[:EXAMPLES]:
            where = comparison.skill.at(diagnostic.line, diagnostic.column)
            lines.append(f"      {where}  {_short(diagnostic.message, 100)}")
    return [*lines, ""]


def render_our_crashes(comparisons: Sequence[Comparison]) -> list[str]:
    lines = ["Our linter crashed"]
    for comparison in comparisons:
        if comparison.ours.crash is not None:
            lines.append(f"  {comparison.skill.label}: {comparison.ours.crash}")
        for diagnostic in comparison.ours.diagnostics:
            if diagnostic.code == INTERNAL_ERROR:
                lines.append(f"  {comparison.skill.at(diagnostic.line)}: {diagnostic.message}")
    if len(lines) == 1:
        lines.append("  never")
    return [*lines, ""]


def _describe_ref(ref: RefResult) -> list[str]:
    if ref.crash is not None:
        return [f"CRASH {_short(ref.crash.describe(), 100)}"]
    if not ref.messages:
        values = ", ".join(f"{k}={_short(v, 60)}" for k, v in (ref.parsed or {}).items())
        return [f"valid; read {values}"]
    return [f"FAIL {_first_line(message)}" for message in ref.messages]


def _describe_ours(ours: OurResult) -> list[str]:
    if ours.crash is not None:
        return [f"CRASH {ours.crash}"]
    said = [
        f"{d.code} {d.severity} at {d.line}:{d.column}: {_short(d.message, 90)}"
        for d in ours.diagnostics
        if d.severity in ("error", "warning")
    ]
    values = ", ".join(f"{k}={_short(v, 60)}" for k, v in ours.values.items())
    return [*(said or ["no errors or warnings"]), f"read {values or 'nothing'}"]


def _truth_evidence(ours: OurResult) -> str:
    if ours.frontmatter is None:
        return "PyYAML: no frontmatter found"
    problem = pyyaml_problem(ours.frontmatter)
    return f"PyYAML safe_load: {'error: ' + _visible(problem) if problem else 'reads it'}"


def render_case(case: Case, comparison: Comparison, cli: tuple[int, list[str]]) -> list[str]:
    ref_ok, our_ok = ref_right(case, comparison.ref), ours_right(case, comparison.ours)
    if ref_ok and our_ok:
        verdict = "both right"
    elif our_ok:
        verdict = "skills-ref wrong, we are right"
    elif ref_ok:
        verdict = "WE ARE WRONG, skills-ref is right"
    else:
        verdict = "both wrong"
    text = case.content.decode("utf-8")
    lines = [f"({case.key}) {case.title}  [{comparison.skill.label}]"]
    lines += [f"    | {_visible(line)}" for line in text.split("\n")[:8] if line]
    lines.append(f"    truth:      {case.truth}; {_truth_evidence(comparison.ours)}")
    lines += [f"    skills-ref: {line}" for line in _describe_ref(comparison.ref)]
    code, output = cli
    lines.append(f"    agentskills validate: exit {code}")
    lines += [f"        {_short(line.strip(), 100)}" for line in output]
    lines += [f"    ours:       {line}" for line in _describe_ours(comparison.ours)]
    lines.append(f"    verdict:    {verdict}: {case.why}")
    return [*lines, ""]
