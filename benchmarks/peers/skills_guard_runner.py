"""Time hermes-agent 0.19.0's own security scanner (``tools.skills_guard``) on skill folders.

Run with the peer venv's interpreter (see ``setup_peers.sh``), as a script::

    benchmarks/.peers/hermes-agent-0.19.0/bin/python \\
        benchmarks/peers/skills_guard_runner.py --repeat 3 SKILL_DIR [SKILL_DIR ...]
    ... --dirs-file FILE     # or: one skill folder per line in FILE

Calls ``tools.skills_guard.scan_skill(skill_dir, source="community")`` on every folder,
in the order given, and prints one JSON object on stdout (logs go to stderr):
``total_s`` (best of ``--repeat`` full passes), ``samples_s``, ``import_s``, the
per-verdict counts, the verdict of every folder, and ``lines`` / ``files`` / ``bytes``:
what skills_guard actually reads (SKILL.md and files with a scannable suffix that decode
as UTF-8, minus ``.skillignore`` matches), counted outside the timed passes.

This repository has its own ``hermes_cli`` package, which would shadow hermes-agent's:
the repository root (only that entry, not the venv below it) is taken off ``sys.path``
before hermes-agent is imported, and ``HERMES_HOME`` points to a throw-away folder.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import logging
import os
import platform
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

logger = logging.getLogger("skills_guard_runner")

PACKAGE = "hermes-agent"
SOURCE = "community"
REPO_ROOT = Path(__file__).resolve().parents[2]


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("skill_dirs", nargs="*", type=Path, help="skill folders to scan")
    parser.add_argument("--dirs-file", type=Path, help="file with one skill folder per line")
    parser.add_argument("--repeat", type=int, default=1, help="full passes; best one is kept")
    parser.add_argument("--source", default=SOURCE, help="source given to scan_skill")
    return parser.parse_args(argv)


def _skill_dirs(args: argparse.Namespace) -> list[Path]:
    dirs = list(args.skill_dirs)
    if args.dirs_file is not None:
        lines = args.dirs_file.read_text(encoding="utf-8").splitlines()
        dirs += [Path(line) for line in lines if line.strip()]
    return [d.resolve() for d in dirs]


def _drop_repo_root() -> list[str]:
    """Remove the repository root (exactly that entry) from ``sys.path``; return what went."""
    removed = [entry for entry in sys.path if Path(entry or ".").resolve() == REPO_ROOT]
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != REPO_ROOT]
    return removed


def _import_guard() -> tuple[ModuleType, float]:
    start = time.perf_counter()
    module = importlib.import_module("tools.skills_guard")
    return module, time.perf_counter() - start


def _scan_all(guard: ModuleType, dirs: list[Path], source: str) -> tuple[float, list[str]]:
    start = time.perf_counter()
    verdicts = [guard.scan_skill(d, source=source).verdict for d in dirs]
    return time.perf_counter() - start, verdicts


def _line_count(text: str) -> int:
    return text.count("\n") + (1 if text and not text.endswith("\n") else 0)


def _read_volume(guard: ModuleType, dirs: list[Path]) -> dict[str, int]:
    """Files, bytes and lines skills_guard reads, by its own rules (not timed)."""
    files = size = lines = 0
    for skill_dir in dirs:
        ignore = guard._load_skill_ignore(skill_dir)
        for path in skill_dir.rglob("*"):
            if not path.is_file() or ignore(str(path.relative_to(skill_dir))):
                continue
            if path.suffix.lower() not in guard.SCANNABLE_EXTENSIONS and path.name != "SKILL.md":
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            files += 1
            size += len(text.encode("utf-8"))
            lines += _line_count(text)
    return {"files": files, "bytes": size, "lines": lines}


def run(dirs: list[Path], repeat: int, source: str) -> dict[str, Any]:
    """Import skills_guard, scan every folder ``repeat`` times, describe the result."""
    guard, import_s = _import_guard()
    samples: list[float] = []
    verdicts: list[str] = []
    for index in range(repeat):
        seconds, verdicts = _scan_all(guard, dirs, source)
        samples.append(seconds)
        logger.info("pass %d/%d: %.3f s", index + 1, repeat, seconds)
    volume = _read_volume(guard, dirs)
    return {
        "tool": f"{PACKAGE} {importlib.metadata.version(PACKAGE)} tools.skills_guard.scan_skill",
        "module": guard.__file__,
        "python": platform.python_version(),
        "source": source,
        "skills": len(dirs),
        "repeat": repeat,
        "import_s": import_s,
        "total_s": min(samples),
        "samples_s": samples,
        "verdicts": dict(Counter(verdicts)),
        "per_skill": {str(d): v for d, v in zip(dirs, verdicts, strict=True)},
        **volume,
        "lines_per_s": volume["lines"] / min(samples) if min(samples) else None,
    }


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    args = _parse_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    dirs = _skill_dirs(args)
    if not dirs or args.repeat < 1:
        logger.error("give at least one skill folder, and --repeat >= 1")
        return 2
    removed = _drop_repo_root()
    logger.info("removed from sys.path: %s", removed or "nothing")
    home = Path(tempfile.mkdtemp(prefix="skills-guard-home-"))
    os.environ["HERMES_HOME"] = str(home)
    try:
        result = run(dirs, args.repeat, args.source)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
