"""Attacker-style rewrites of the scanner's malicious test cases, for a robustness benchmark.

``mutants(case_dir, seed)`` returns rewrites of one case folder (``tests/data/security/cases/
<id>/``): one mutant per operator that applies, plus a few that chain two or three operators.
Every mutant is as harmful as its case; only the way it says it changes. The same case and
seed give the same mutants, byte for byte.

Operators (``mutation_operators.py``): ``hosts``, ``indirection``, ``code_prose``, ``split``,
``reorder``, ``synonyms``, ``language``. They were chosen for what an attacker would rewrite,
with no look at what any scanner does.

    python benchmarks/scan_mutations.py --out /tmp/mutants            # every malicious case
    python benchmarks/scan_mutations.py --out /tmp/mutants --case des-rm-home --seed 3

writes ``OUT/<case>/<mutant>/…`` (the case's files, rewritten) and ``OUT/mutants.yaml``, an
index of case, mutant name, and what each operator did.
"""

from __future__ import annotations

import argparse
import itertools
import logging
import os
import random
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from mutation_operators import OPERATORS, Applied

log = logging.getLogger("scan_mutations")

REPO = Path(__file__).resolve().parent.parent
CASES = REPO / "tests" / "data" / "security" / "cases.yaml"
COMBINATIONS = 4  # chained mutants per case, on top of one per applicable operator
# Pairs that are never chained: a translation would undo the synonyms.
EXCLUSIVE = frozenset({frozenset({"synonyms", "language"})})


@dataclass(frozen=True)
class Mutant:
    """One rewrite of a case: its files, and the operators that made it, in order."""

    case: str
    name: str
    operators: tuple[str, ...]
    details: tuple[str, ...]
    files: dict[str, str | bytes]
    links: dict[str, str] = field(default_factory=dict)


def load_case(case_dir: Path) -> tuple[dict[str, str | bytes], dict[str, str]]:
    """A case folder's files (text as ``str``, anything not UTF-8 as ``bytes``) and its
    symlinks (path → target, kept as they are and never followed)."""
    files: dict[str, str | bytes] = {}
    links: dict[str, str] = {}
    for path in sorted(case_dir.rglob("*")):
        relative = path.relative_to(case_dir).as_posix()
        if path.is_symlink():
            links[relative] = os.readlink(path)
        elif path.is_file():
            data = path.read_bytes()
            try:
                files[relative] = data.decode("utf-8")
            except UnicodeDecodeError:
                files[relative] = data
    return files, links


def mutants(case_dir: Path, seed: int) -> list[Mutant]:
    """The mutants of one case folder for ``seed``: each applies one to three operators."""
    case = case_dir.name
    files, links = load_case(case_dir)
    applicable = [
        name
        for name, operator in OPERATORS.items()
        if operator(files, random.Random(f"{seed}:{case}:probe:{name}")) is not None
    ]
    plans: list[tuple[str, ...]] = [(name,) for name in applicable]
    combos = [
        combo
        for size in (2, 3)
        for combo in itertools.combinations(applicable, size)
        if not any(pair <= set(combo) for pair in EXCLUSIVE)
    ]
    chooser = random.Random(f"{seed}:{case}:plans")
    plans += chooser.sample(combos, min(COMBINATIONS, len(combos)))
    out: list[Mutant] = []
    seen = [files]
    for plan in plans:
        mutant = _apply(case, files, links, plan, random.Random(f"{seed}:{case}:{'+'.join(plan)}"))
        taken = mutant is None or mutant.files in seen or any(m.name == mutant.name for m in out)
        if mutant is not None and not taken:
            seen.append(mutant.files)
            out.append(mutant)
    return out


def _apply(
    case: str,
    files: dict[str, str | bytes],
    links: dict[str, str],
    plan: tuple[str, ...],
    rng: random.Random,
) -> Mutant | None:
    current = files
    done: list[Applied] = []
    names: list[str] = []
    for name in plan:
        applied = OPERATORS[name](current, rng)
        if applied is not None:
            current = applied.files
            done.append(applied)
            names.append(name)
    if not done or current == files:
        return None
    return Mutant(
        case=case,
        name="+".join(names),
        operators=tuple(names),
        details=tuple(applied.label for applied in done),
        files=dict(current),
        links=dict(links),
    )


def malicious_cases(cases_file: Path = CASES) -> list[str]:
    """The ids of the malicious cases in ``cases.yaml``, in file order."""
    data = yaml.safe_load(cases_file.read_text(encoding="utf-8"))
    return [case for case, spec in data["cases"].items() if spec.get("kind") == "malicious"]


def write(mutant: Mutant, folder: Path) -> None:
    """The mutant's files (and symlinks, as they were) under ``folder``."""
    for relative, content in mutant.files.items():
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            target.write_bytes(content)
        else:
            target.write_bytes(content.encode("utf-8"))
    for relative, link in mutant.links.items():
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(link)


def main(argv: list[str] | None = None) -> int:
    """Write the mutants of every malicious case (or of ``--case``) and their index."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="folder to write mutants to")
    parser.add_argument("--case", action="append", help="a case id (repeatable); default: all")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cases-file", type=Path, default=CASES)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)

    cases_dir = args.cases_file.parent / "cases"
    ids = args.case or malicious_cases(args.cases_file)
    missing = [case for case in ids if not (cases_dir / case).is_dir()]
    if missing:
        parser.error(f"no such case: {', '.join(missing)}")
    if args.out.exists() and any(args.out.iterdir()):
        if not (args.out / "mutants.yaml").is_file():
            parser.error(f"{args.out} is not empty and holds no mutants.yaml: not overwriting it")
        shutil.rmtree(args.out)  # an earlier run's output
    index = []
    for case in ids:
        for mutant in mutants(cases_dir / case, args.seed):
            write(mutant, args.out / case / mutant.name)
            index.append({"case": case, "mutant": mutant.name, "operators": list(mutant.details)})
    args.out.mkdir(parents=True, exist_ok=True)
    header = {"seed": args.seed, "cases": len(ids), "mutants": len(index)}
    (args.out / "mutants.yaml").write_text(
        yaml.safe_dump({**header, "index": index}, sort_keys=False, allow_unicode=True),
        encoding="utf-8",
    )
    log.info("%d mutants of %d cases in %s", len(index), len(ids), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
