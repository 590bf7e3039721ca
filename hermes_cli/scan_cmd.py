"""``hermes skills scan``: run the security scanner over skill folders, judge each
verdict with the install policy, and report in text, JSON or SARIF.

The exit status follows the worst verdict (see :data:`EXIT_CODES`); 2 is kept for
usage errors, as argparse and ``hermes`` use it everywhere else.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

from hermes_cli.scan_output import (
    SkillScan,
    display_path,
    render_json,
    render_sarif,
    render_text,
)
from hermes_core.config import Config, load_config
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.security import (
    Risk,
    Scanner,
    TrustLevel,
    Verdict,
    decide,
    honours_suppressions,
    trust_for,
)
from hermes_core.security.batch import scan_skill_dirs
from hermes_core.skills.document import SKILL_FILE
from hermes_core.skills.walk import MAX_DEPTH, iter_skill_files

__all__ = [
    "EXIT_CAUTION",
    "EXIT_CODES",
    "EXIT_DANGEROUS",
    "EXIT_SAFE",
    "EXIT_USAGE",
    "ScanUsageError",
    "exit_code",
    "explicit_skill_dirs",
    "installed_skill_dirs",
    "run_scan",
]

EXIT_SAFE = 0
EXIT_CAUTION = 1
EXIT_USAGE = 2
EXIT_DANGEROUS = 3
EXIT_CODES: Mapping[Verdict, int] = MappingProxyType(
    {Verdict.SAFE: EXIT_SAFE, Verdict.CAUTION: EXIT_CAUTION, Verdict.DANGEROUS: EXIT_DANGEROUS}
)
# Explicit paths are searched as deep as lint searches them; the walk is loop-proof.
_PATH_DEPTH = 32


class ScanUsageError(HermesError):
    """A path or option given to ``scan`` cannot be used (exit status 2)."""


def run_scan(args: argparse.Namespace) -> int:
    """Scan, print the report to stdout, and return the exit status of the worst verdict."""
    paths = HermesPaths.from_env()
    config = load_config(paths)
    trust = _trust(args, config)
    min_risk = (
        Risk(args.min_risk)
        if args.min_risk is not None
        else Risk.LOW
        if args.format == "text"
        else Risk.INFO
    )
    if args.paths:
        skill_dirs = explicit_skill_dirs([Path(p) for p in args.paths])
    else:
        skill_dirs = installed_skill_dirs([paths.skills_dir, *config.skills.external_dirs])
    results = scan_skill_dirs(skill_dirs, honours_suppressions(trust), scanner=Scanner())
    scans = [
        SkillScan(skill_dir, result, trust, decide(result.verdict, trust, force=args.force))
        for skill_dir, result in zip(skill_dirs, results, strict=True)
    ]
    render = {"text": render_text, "json": render_json, "sarif": render_sarif}[args.format]
    _emit(render(scans, min_risk), structured=args.format != "text")
    return exit_code(scan.result.verdict for scan in scans)


def exit_code(verdicts: Iterable[Verdict]) -> int:
    """The exit status of the worst verdict; 0 when nothing was scanned."""
    worst = max(verdicts, key=lambda verdict: verdict.rank, default=Verdict.SAFE)
    return EXIT_CODES[worst]


def _trust(args: argparse.Namespace, config: Config) -> TrustLevel:
    if args.trust is not None:
        return TrustLevel(args.trust)
    if args.source is not None:
        return trust_for(args.source, config.skills.trusted_sources)
    return TrustLevel.COMMUNITY


def explicit_skill_dirs(targets: Sequence[Path]) -> list[Path]:
    """The skill folders named by ``targets``, each once however many ways it is named.

    A folder holding a SKILL.md is one skill; a SKILL.md stands for its folder; any
    other folder is searched for skills. A target that is missing, unusable or holds
    no skill raises :class:`ScanUsageError`: scanning nothing must not pass as safe.
    """
    found: list[Path] = []
    seen: set[str] = set()
    for target in targets:
        dirs = _skill_dirs_of(target)
        if not dirs:
            raise ScanUsageError(f"no skill (no {SKILL_FILE}) found in {_shown(target)}")
        _add_new(dirs, found, seen)
    return found


def installed_skill_dirs(roots: Sequence[Path]) -> list[Path]:
    """Every skill folder under the skill roots that exist, as Hermes finds them."""
    found: list[Path] = []
    seen: set[str] = set()
    for root in roots:
        if root.is_dir():
            _add_new((loc.skill_dir for loc in iter_skill_files(root, MAX_DEPTH)), found, seen)
    return found


def _add_new(dirs: Iterable[Path], found: list[Path], seen: set[str]) -> None:
    for skill_dir in dirs:
        key = os.path.realpath(skill_dir)
        if key not in seen:
            seen.add(key)
            found.append(skill_dir)


def _skill_dirs_of(target: Path) -> list[Path]:
    try:
        info = os.stat(target)
    except FileNotFoundError:
        if os.path.islink(target):
            raise ScanUsageError(f"broken symlink: {_shown(target)}") from None
        raise ScanUsageError(f"no such file or folder: {_shown(target)}") from None
    except OSError as exc:
        raise ScanUsageError(f"cannot use {_shown(target)}: {exc.strerror or exc}") from None
    if stat.S_ISREG(info.st_mode):
        if target.name != SKILL_FILE:
            raise ScanUsageError(
                f"{_shown(target)} is a file but not a {SKILL_FILE}; "
                "give its skill folder or the skill's SKILL.md"
            )
        return [target.parent]
    if not stat.S_ISDIR(info.st_mode):
        raise ScanUsageError(f"not a file or folder: {_shown(target)}")
    if (target / SKILL_FILE).is_file():
        return [target]
    return [location.skill_dir for location in iter_skill_files(target, _PATH_DEPTH)]


def _shown(path: Path) -> str:
    """A path for a message: relative when below the working directory, quoted when odd."""
    text = display_path(path)
    return text if text.isprintable() else repr(text)


def _emit(output: str, *, structured: bool) -> None:
    """Write a report to stdout, like ``lint``'s ``emit``: when the encoding cannot hold
    every character, JSON gets \\u escapes (still valid JSON), text backslash escapes.
    A reader that goes away early (``| head``) ends the output quietly."""
    encoding = sys.stdout.encoding or "utf-8"
    try:
        output.encode(encoding)
    except UnicodeEncodeError:
        if structured:
            output = "".join(c if c.isascii() else json.dumps(c)[1:-1] for c in output)
        else:
            output = output.encode(encoding, "backslashreplace").decode(encoding)
    try:
        sys.stdout.write(output)
        sys.stdout.flush()
    except BrokenPipeError:
        # Point stdout at devnull so the interpreter's final flush does not fail too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
