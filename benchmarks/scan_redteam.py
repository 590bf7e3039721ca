"""Red-team figures of ``scan_eval.py``: skills written by helper sessions that never saw
the rules, frozen in ``tests/data/redteam/<batch>/`` before any rule was changed for them.

A batch whose name starts with ``heldout-`` was never looked at while rules were
written: its figures are the ones that count, reported apart from the ``dev-`` batches
(whose misses were read and whose families rules were written for — never their
sentences). A held-out batch whose ``labels.yaml`` says ``read: true`` was measured
unseen once and read afterwards: it counts with the dev batches from then on. Each batch
has ``labels.yaml`` (kind, family, style, language, literals).
Run alone for the per-case table::

    .venv/bin/python benchmarks/scan_redteam.py [--batch dev-a] [--misses]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
if sys.path[:1] != [str(REPO)]:
    sys.path.insert(0, str(REPO))

from hermes_core.security import Scanner, ScanResult, Verdict, scan_skill_dir  # noqa: E402

REDTEAM = REPO / "tests" / "data" / "redteam"
FLAGGED = frozenset({Verdict.CAUTION, Verdict.DANGEROUS})


@dataclass(frozen=True)
class Case:
    """One labelled red-team skill and its scan."""

    batch: str
    name: str
    kind: str
    family: str
    style: str
    language: str
    result: ScanResult

    @property
    def flagged(self) -> bool:
        return self.result.verdict in FLAGGED


def batches(root: Path = REDTEAM) -> list[Path]:
    """Every batch folder (one holding labels.yaml), by name."""
    return sorted(p.parent for p in root.glob("*/labels.yaml"))


def unseen(batch: Path) -> bool:
    """Whether no rule was ever written while this batch was read."""
    data = yaml.safe_load((batch / "labels.yaml").read_text(encoding="utf-8"))
    return batch.name.startswith("heldout-") and not data.get("read", False)


def labels(batch: Path) -> dict[str, dict[str, object]]:
    """The batch's labels, by case folder name."""
    data = yaml.safe_load((batch / "labels.yaml").read_text(encoding="utf-8"))
    return dict(data["cases"])


def scan_batch(batch: Path, scanner: Scanner) -> list[Case]:
    """Scan every case of one batch."""
    cases = []
    for name, label in sorted(labels(batch).items()):
        result = scan_skill_dir(batch / name, scanner)
        cases.append(
            Case(
                batch.name,
                name,
                str(label["kind"]),
                str(label.get("family", "")),
                str(label.get("style", "")),
                str(label.get("language", "")),
                result,
            )
        )
    return cases


def summary(cases: list[Case]) -> dict[str, tuple[int, int, int]]:
    """``kind -> (cases, flagged, dangerous)``."""
    out: dict[str, tuple[int, int, int]] = {}
    for kind in ("malicious", "benign"):
        group = [c for c in cases if c.kind == kind]
        out[kind] = (
            len(group),
            sum(c.flagged for c in group),
            sum(c.result.verdict is Verdict.DANGEROUS for c in group),
        )
    return out


def _worst(result: ScanResult) -> str:
    ranked = sorted(result.findings, key=lambda f: f.risk.rank)
    return ", ".join(f"{f.rule}[{f.risk.value}]" for f in ranked[:4]) or "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--batch", action="append", help="only these batches")
    parser.add_argument("--misses", action="store_true", help="list misses and false alarms")
    args = parser.parse_args(argv)
    scanner = Scanner()
    for batch in batches():
        if args.batch and batch.name not in args.batch:
            continue
        cases = scan_batch(batch, scanner)
        s = summary(cases)
        mal, ben = s["malicious"], s["benign"]
        print(
            f"{batch.name}: malicious {mal[1]}/{mal[0]} flagged ({mal[2]} dangerous); "
            f"benign {ben[1]}/{ben[0]} flagged ({ben[2]} dangerous)"
        )
        if args.misses:
            for case in cases:
                bad = (case.kind == "malicious") != case.flagged
                if bad or (case.kind == "benign" and case.flagged):
                    print(
                        f"  {case.kind:9} {case.family:20} {case.result.verdict.value:9} "
                        f"{case.name}: {_worst(case.result)}"
                    )
        families = Counter(c.family for c in cases if c.kind == "malicious" and not c.flagged)
        if families and args.misses:
            print("  missed families:", dict(families))
    return 0


if __name__ == "__main__":
    sys.exit(main())
