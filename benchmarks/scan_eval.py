"""Acceptance benchmark of the security scanner: every figure of the issue, in one run.

Run with this repository's interpreter::

    .venv/bin/python benchmarks/scan_eval.py [--corpus /work/shared/corpus] [--peer-repeat 3]

Prints the report on stdout (the acceptance table first, then the details behind each
figure); logs go to stderr. Exit code 0 when every target passes, 1 otherwise.

1. SkillFortifyBench (labelled/skillfortify-bench): malicious and benign specimens; a
   specimen is flagged when a skill in it is rated caution or dangerous.
2. Cisco evals (labelled/cisco-evals): labels from ``_expected.json`` or from the path.
   The label file itself is left out of the scan (it describes the attack).
3. Vendor skills (benign/anthropics-skills, openai-skills, nvidia-skills): how many are
   rated dangerous (each one listed), how many caution and why.
4. Speed against hermes-agent 0.19.0's ``tools.skills_guard`` on the skills bundled in its
   source distribution (downloaded once into ``benchmarks/.work/``), run in its own venv
   through ``peers/skills_guard_runner.py``. Ours as shipped: ``scan_skill_dirs``, which
   ``hermes skills scan`` uses (a fresh fork-based pool on every available core each pass,
   start-up included), best of N; and in-process on one core (reported for information:
   the peer has no parallel mode).
5. ``Scanner.scan_text`` on one typical SKILL.md (median of 200 runs).
6. Memory a child process adds while scanning a skill with a 50 MB text file (payload near
   the end), against the same with a 10 MB file.
7-9. Generalisation (``scan_generalisation.py``): the red-team batches (unseen ones apart),
   mutated malicious cases, and noise on real community skills from npm and PyPI.

The parts live in ``scan_detection.py`` (1-3), ``scan_speed.py`` (4-5) and
``scan_memory.py`` (6); ``scan_report.py`` lays out the report and ``corpora.py`` finds
the corpora.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if sys.path[:1] != [str(REPO)]:
    sys.path.insert(0, str(REPO))  # this checkout's hermes_core, whatever else is installed

from corpora import CORPUS  # noqa: E402
from scan_detection import cisco_section, skillfortify_section, vendor_section  # noqa: E402
from scan_generalisation import mutation_section, redteam_section, wild_section  # noqa: E402
from scan_memory import memory_child, memory_section  # noqa: E402
from scan_report import Section, render, scanner_provenance  # noqa: E402
from scan_speed import speed_section, timed, typical_section  # noqa: E402

from hermes_core.security import Scanner  # noqa: E402

logger = logging.getLogger("scan_eval")


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="shared corpus root")
    parser.add_argument("--repeat", type=int, default=3, help="timed passes of ours (best kept)")
    parser.add_argument("--peer-repeat", type=int, default=3, help="timed passes of skills_guard")
    parser.add_argument("--memory-child", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    args = _parse_args(argv)
    if args.memory_child is not None:
        return memory_child(args.memory_child)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    started = time.perf_counter()
    provenance = scanner_provenance()
    build_s, scanner = timed(Scanner)
    steps: list[tuple[str, Callable[[], Section]]] = [
        ("SkillFortifyBench", lambda: skillfortify_section(args.corpus, scanner)),
        ("cisco evals", lambda: cisco_section(args.corpus, scanner)),
        ("vendor skills", lambda: vendor_section(args.corpus, scanner)),
        ("speed", lambda: speed_section(scanner, build_s, args.repeat, args.peer_repeat)),
        ("typical SKILL.md", lambda: typical_section(args.corpus, scanner)),
        ("memory", memory_section),
        ("red team", lambda: redteam_section(scanner)),
        ("mutations", lambda: mutation_section(scanner)),
        ("wild", lambda: wild_section(scanner)),
    ]
    sections = []
    for name, step in steps:
        logger.info("%s ...", name)
        sections.append(step())
    if scanner_provenance() != provenance:
        provenance += " (WARNING: the scanner's code changed during the run)"
    print("\n".join(render(sections, time.perf_counter() - started, provenance)))
    counted = [c for s in sections for c in s.checks if c.passed is not None]
    return 0 if all(c.passed for c in counted) else 1


if __name__ == "__main__":
    sys.exit(main())
