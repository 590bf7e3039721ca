"""Side by side with the reference validator skills-ref 0.1.1 on the same corpus.

What this proves: every real spec violation skills-ref reports, we report too, with a
line number; where skills-ref is wrong (flow-style YAML rejected, a ``---`` in a value
truncating the frontmatter, the crash on U+0080), we are right.

Our linter runs in-process with the strict ``agentskills`` profile. skills-ref runs in
one subprocess under its own venv (``benchmarks/peers/skills_ref_runner.py`` calls its
``validate()`` on every folder and records crashes); the venv is created when missing.
Each skills-ref message is put in a category, and each category maps to the codes of
ours that cover it. A report we do not match is a miss unless skills-ref is provably
wrong: it crashed, it cut the frontmatter at a ``---`` inside it, or it rejected YAML
that PyYAML reads fine. Built-in adversarial cases are written to a temporary folder
and run through the same comparison, and ``agentskills validate`` is run on each.

Usage::

    python benchmarks/compare_skills_ref.py [CORPUS_DIR ...] [--peer-venv DIR]

The report goes to stdout, progress to stderr. The exit code is 1 when skills-ref
reports a real violation that we miss, else 0.

The parts: ``skills_ref_validators.py`` runs both validators, ``skills_ref_results.py``
holds what they said, ``skills_ref_judging.py`` judges each skills-ref report,
``skills_ref_cases.py`` holds the built-in cases and ``skills_ref_report.py`` writes the
report; ``corpora.py`` says where the vendor skills are.
"""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from corpora import CORPUS, VENDORS
from skills_ref_cases import ADVERSARIAL, adversarial_cases, ours_right, write_cases
from skills_ref_judging import Verdict, compare
from skills_ref_report import (
    render_agreement,
    render_case,
    render_corpora,
    render_covered_examples,
    render_findings,
    render_our_crashes,
    render_ours_only,
)
from skills_ref_results import SKILL_FILE, SkillDir
from skills_ref_validators import (
    DEFAULT_PEER_VENV,
    PEER_VERSION,
    PROFILE,
    ensure_peer_venv,
    find_skill_dirs,
    lint_ours,
    run_cli,
    run_skills_ref,
)

logger = logging.getLogger("compare_skills_ref")

DEFAULT_CORPORA = tuple(CORPUS / "benign" / vendor for vendor in VENDORS)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, default=list(DEFAULT_CORPORA))
    parser.add_argument("--peer-venv", type=Path, default=DEFAULT_PEER_VENV)
    return parser.parse_args(argv)


def collect(roots: Sequence[Path]) -> tuple[list[tuple[str, str]], list[SkillDir]]:
    """The corpora (name, where) and their skill folders."""
    corpora: list[tuple[str, str]] = []
    skills: list[SkillDir] = []
    for root in roots:
        if not root.is_dir():
            logger.warning("corpus %s is not a folder; skipped", root)
            continue
        found = find_skill_dirs(root, root.name)
        logger.info("%s: %d skills", root, len(found))
        corpora.append((root.name, str(root)))
        skills += found
    return corpora, skills


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s: %(message)s")
    python = ensure_peer_venv(args.peer_venv)
    corpora, skills = collect(args.corpora)
    cases = adversarial_cases()
    with tempfile.TemporaryDirectory(prefix="skills-ref-cases-") as tmp:
        case_dirs = write_cases(Path(tmp), cases)
        corpora.append((ADVERSARIAL, "built-in cases, written to a temporary folder"))
        everything = skills + case_dirs
        refs = run_skills_ref(python, everything)
        logger.info("running our linter (profile %s) on %d skills", PROFILE, len(everything))
        comparisons = [compare(s, refs[s.path], lint_ours(s.path / SKILL_FILE)) for s in everything]
        cli = [run_cli(args.peer_venv, s.path) for s in case_dirs]
    findings = [f for c in comparisons for f in c.findings]
    missed = [f for f in findings if f.verdict is Verdict.MISSED]
    wrong = [f for f in findings if f.verdict is Verdict.REF_WRONG]
    report = [
        f"skills-ref {PEER_VERSION} vs hermes-workbench (profile {PROFILE}), side by side",
        "=" * 72,
        "",
        *render_corpora(corpora, comparisons),
        *render_agreement(findings),
        *render_covered_examples(findings),
        *render_findings("Missed real violations (skills-ref reports them, we do not)", missed),
        *render_findings("Where skills-ref is wrong", wrong),
        *render_ours_only(comparisons),
        *render_our_crashes(comparisons),
        "Built-in adversarial cases",
        "--------------------------",
    ]
    by_dir = {c.skill.path: c for c in comparisons}
    for case, folder, said in zip(cases, case_dirs, cli, strict=True):
        report += render_case(case, by_dir[folder.path], said)
    we_are_wrong = [
        case.key
        for case, folder in zip(cases, case_dirs, strict=True)
        if not ours_right(case, by_dir[folder.path].ours)
    ]
    if missed:
        outcome = f"FAIL: we miss {len(missed)} real violation(s) that skills-ref reports"
    elif we_are_wrong:
        outcome = f"FAIL: we are wrong on built-in case(s) {', '.join(we_are_wrong)}"
    else:
        outcome = "PASS: every real violation skills-ref reports, we report too, with a line number"
    report.append(f"Result: {outcome}")
    print("\n".join(report))
    return 1 if missed or we_are_wrong else 0


if __name__ == "__main__":
    sys.exit(main())
