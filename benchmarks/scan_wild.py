"""Noise figures of ``scan_eval.py``: how often real community skills (the wild corpus,
``wild_corpus.py``) are rated dangerous or flagged at all. Run alone for the list::

    .venv/bin/python benchmarks/scan_wild.py [--all]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if sys.path[:1] != [str(REPO)]:
    sys.path.insert(0, str(REPO))
sys.path.insert(1, str(Path(__file__).resolve().parent))

from wild_corpus import wild_skill_dirs  # noqa: E402

from hermes_core.security import Scanner, ScanResult, Verdict, scan_skill_dir  # noqa: E402

WORK = Path(__file__).resolve().parent / ".work"


def half_of(folder: Path) -> str:
    """``dev`` or ``test``: the corpus is split by package (a stable hash of its name), so
    rules whose false alarms were read on one half are measured on the other too."""
    package = folder.relative_to(WORK / "wild" / "skills").parts[0]
    return "dev" if int(hashlib.sha256(package.encode()).hexdigest(), 16) % 2 == 0 else "test"


def scan_wild(
    scanner: Scanner, work: Path = WORK, half: str = "all"
) -> list[tuple[Path, ScanResult]]:
    """Every wild skill (of one half, or all) and its scan."""
    folders = [f for f in wild_skill_dirs(work) if half == "all" or half_of(f) == half]
    return [(folder, scan_skill_dir(folder, scanner)) for folder in folders]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--all", action="store_true", help="list caution ones too")
    parser.add_argument("--half", choices=("dev", "test", "all"), default="all")
    args = parser.parse_args(argv)
    scans = scan_wild(Scanner(), half=args.half)
    verdicts = Counter(result.verdict for _, result in scans)
    rules: Counter[str] = Counter()
    for folder, result in scans:
        serious = [f for f in result.findings if f.risk.rank <= 2]
        rules.update({f.rule for f in serious})
        if result.verdict is Verdict.DANGEROUS or (args.all and result.verdict is Verdict.CAUTION):
            print(f"{result.verdict.value:9} {folder.relative_to(WORK)}")
            for f in sorted(serious, key=lambda f: f.risk.rank)[:6]:
                print(
                    f"    {f.rule}[{f.risk.value}] {f.file}:{f.range.start.line + 1} "
                    f"{f.message[:240]}"
                )
    n = len(scans)
    print(
        f"{n} skills: dangerous {verdicts[Verdict.DANGEROUS]} "
        f"({100 * verdicts[Verdict.DANGEROUS] / n:.1f}%), caution {verdicts[Verdict.CAUTION]}, "
        f"flagged {100 * (verdicts[Verdict.DANGEROUS] + verdicts[Verdict.CAUTION]) / n:.1f}%"
    )
    print("rules at medium or worse:", dict(rules.most_common(30)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
