"""Generalisation figures of ``scan_eval.py`` (parts 7 to 9): what the scanner does on
skills it was not written against.

7. Red team (``scan_redteam.py``): skills written by helper sessions that never saw the
   rules, frozen before any rule changed for them. ``heldout-*`` batches were never read
   while rules were written — their figures are the acceptance figures; ``dev-*`` batches
   and held-out batches read after their measurement (``read: true``) are reported apart.
8. Mutation robustness: every malicious case of ``tests/data/security`` rewritten by
   ``scan_mutations.py`` (synonyms, reordering, splitting, other hosts, code↔prose, other
   languages, indirection); the fraction still flagged.
9. Noise in the wild (``scan_wild.py``): community skills from npm and PyPI packages; the
   dangerous and flagged rates, each half of the corpus apart (false alarms were read on
   the ``dev`` half only), and every dangerous skill listed with its findings.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from scan_mutations import malicious_cases, mutants, write
from scan_redteam import Case, batches, scan_batch, unseen
from scan_report import Check, Section, pct, table
from scan_wild import WORK, half_of, scan_wild

from hermes_core.security import Scanner, Verdict, scan_skill_dir

REPO = Path(__file__).resolve().parents[1]
CASES = REPO / "tests" / "data" / "security"
FLAGGED = frozenset({Verdict.CAUTION, Verdict.DANGEROUS})

# Targets of the issue.
UNSEEN_MALICIOUS_MIN = 0.90
UNSEEN_BENIGN_FLAGGED_MAX = 0.05
MUTATION_MIN = 0.90
WILD_DANGEROUS_MAX = 0.02
WILD_FLAGGED_MAX = 0.15


def _rates(cases: list[Case]) -> tuple[int, int, int, int, int, int]:
    mal = [c for c in cases if c.kind == "malicious"]
    ben = [c for c in cases if c.kind == "benign"]
    return (
        len(mal),
        sum(c.flagged for c in mal),
        len(ben),
        sum(c.flagged for c in ben),
        sum(c.result.verdict is Verdict.DANGEROUS for c in ben),
        sum(c.result.verdict is Verdict.DANGEROUS for c in mal),
    )


def redteam_section(scanner: Scanner) -> Section:
    section = Section("7. Red team: skills written by sessions that never saw the rules")
    all_batches = batches()
    per_batch = {batch.name: scan_batch(batch, scanner) for batch in all_batches}
    hidden = {batch.name for batch in all_batches if unseen(batch)}
    never_read = [c for name, cases in per_batch.items() if name in hidden for c in cases]
    seen = [c for name, cases in per_batch.items() if name not in hidden for c in cases]
    m, mf, b, bf, bd, _md = _rates(never_read)
    section.checks += [
        Check(
            "Unseen red team: malicious flagged",
            f"{mf}/{m} ({pct(mf, m)})",
            f">= {UNSEEN_MALICIOUS_MIN:.0%}",
            bool(m) and mf / m >= UNSEEN_MALICIOUS_MIN,
        ),
        Check(
            "Unseen red team: benign look-alikes flagged",
            f"{bf}/{b} ({pct(bf, b)})",
            f"<= {UNSEEN_BENIGN_FLAGGED_MAX:.0%}",
            bool(b) and bf / b <= UNSEEN_BENIGN_FLAGGED_MAX,
        ),
        Check("Unseen red team: benign rated dangerous", f"{bd}/{b}", "0", bd == 0),
    ]
    m2, mf2, b2, bf2, bd2, _ = _rates(seen)
    section.checks.append(
        Check(
            "Dev red team (read while writing rules, info)",
            f"malicious {mf2}/{m2} ({pct(mf2, m2)}); benign flagged {bf2}/{b2}, dangerous {bd2}",
            "(not an acceptance figure)",
            None,
        )
    )
    rows = []
    for name, cases in per_batch.items():
        m, mf, b, bf, bd, md = _rates(cases)
        rows.append([name, f"{mf}/{m}", str(md), f"{bf}/{b}", str(bd)])
    section.add(
        *table(
            [
                "batch",
                "malicious flagged",
                "of them dangerous",
                "benign flagged",
                "benign dangerous",
            ],
            rows,
        )
    )
    families: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    for case in never_read:
        if case.kind == "malicious":
            families[case.family] += 1
            missed[case.family] += not case.flagged
    section.add("", "Unseen batches by family (malicious):")
    section.add(
        *table(
            ["family", "cases", "missed"],
            [[f, str(n), str(missed[f])] for f, n in sorted(families.items())],
        )
    )
    section.add("", "Unseen misses and false alarms (verdict, worst findings):")
    for case in never_read:
        if (case.kind == "malicious") != case.flagged:
            worst = sorted(case.result.findings, key=lambda f: f.risk.rank)[:3]
            shown = ", ".join(f"{f.rule}[{f.risk.value}]" for f in worst) or "no findings"
            section.add(
                f"  {case.batch}/{case.name} ({case.kind}, {case.family}): "
                f"{case.result.verdict.value}; {shown}"
            )
    return section


def mutation_section(scanner: Scanner, seed: int = 0) -> Section:
    section = Section("8. Mutation robustness: the malicious cases rewritten")
    total = detected = 0
    by_operator: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for case_id in sorted(malicious_cases(CASES / "cases.yaml")):
            for index, mutant in enumerate(mutants(CASES / "cases" / case_id, seed)):
                folder = Path(scratch) / f"{case_id}-{index}"
                write(mutant, folder)  # files and symlinks, as the generator made them
                flagged = scan_skill_dir(folder, scanner).verdict in FLAGGED
                total += 1
                detected += flagged
                for operator in mutant.name.split("+"):
                    by_operator[operator] += 1
                    kept[operator] += flagged
    section.checks.append(
        Check(
            "Mutated malicious cases still flagged",
            f"{detected}/{total} ({pct(detected, total)})",
            f">= {MUTATION_MIN:.0%}",
            bool(total) and detected / total >= MUTATION_MIN,
        )
    )
    section.add(
        *table(
            ["operator", "mutants", "still flagged"],
            [[op, str(n), pct(kept[op], n)] for op, n in sorted(by_operator.items())],
        )
    )
    return section


def wild_section(scanner: Scanner) -> Section:
    section = Section("9. Noise in the wild: community skills from npm and PyPI packages")
    scans = scan_wild(scanner, WORK)
    n = len(scans)
    dangerous = [(f, r) for f, r in scans if r.verdict is Verdict.DANGEROUS]
    flagged = [(f, r) for f, r in scans if r.verdict in FLAGGED]
    section.checks += [
        Check(
            "Wild community skills rated dangerous",
            f"{len(dangerous)}/{n} ({pct(len(dangerous), n)})",
            f"<= {WILD_DANGEROUS_MAX:.0%}",
            bool(n) and len(dangerous) / n <= WILD_DANGEROUS_MAX,
        ),
        Check(
            "Wild community skills flagged at all",
            f"{len(flagged)}/{n} ({pct(len(flagged), n)})",
            f"<= {WILD_FLAGGED_MAX:.0%}",
            bool(n) and len(flagged) / n <= WILD_FLAGGED_MAX,
        ),
    ]
    rows = []
    for half in ("dev", "test"):
        group = [(f, r) for f, r in scans if half_of(f) == half]
        d = sum(r.verdict is Verdict.DANGEROUS for _, r in group)
        fl = sum(r.verdict in FLAGGED for _, r in group)
        rows.append(
            [half, str(len(group)), f"{d} ({pct(d, len(group))})", f"{fl} ({pct(fl, len(group))})"]
        )
    section.add(*table(["half", "skills", "dangerous", "flagged"], rows))
    rules: Counter[str] = Counter()
    for _, result in flagged:
        rules.update({f.rule for f in result.findings if f.risk.rank <= 2})
    section.add(
        "",
        "Rules behind the flagged skills: " + ", ".join(f"{r} {c}" for r, c in rules.most_common()),
    )
    section.add("", "Every skill rated dangerous, with its findings at high or worse:")
    for folder, result in dangerous:
        section.add(f"  {folder.relative_to(WORK)} ({half_of(folder)} half)")
        for finding in sorted(result.findings, key=lambda f: f.risk.rank):
            if finding.risk.rank <= 1:
                section.add(
                    f"    {finding.rule}[{finding.risk.value}] {finding.file}:"
                    f"{finding.range.start.line + 1} {finding.message[:200]}"
                )
    return section
