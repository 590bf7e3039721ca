"""``hermes skills lint``: check SKILL.md files and report in text, JSON or SARIF."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from hermes_cli.lint_output import DEFAULT_TEXT_SEVERITY, render_json, render_text
from hermes_cli.sarif import render_sarif
from hermes_core.config import load_config
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.skills.lint import get_profile
from hermes_core.skills.lint.batch import lint_paths
from hermes_core.skills.walk import MAX_DEPTH, iter_skill_files
from hermes_core.text.diagnostics import Severity

__all__ = ["emit", "iter_skill_targets", "run_lint"]

# Explicit paths are searched deeper than skill roots: a repository may keep skills
# anywhere, and the walk is loop-proof.
_PATH_DEPTH = 32


class LintUsageError(HermesError):
    """A path or option given to ``lint`` cannot be used."""


def run_lint(args: argparse.Namespace) -> int:
    """Lint, print the report to stdout, and return 1 when any error was found."""
    paths = HermesPaths.from_env()
    config = load_config(paths)
    try:
        profile = get_profile(args.profile or config.skills.lint_profile)
    except KeyError as exc:
        raise LintUsageError(str(exc.args[0])) from exc
    roots = [paths.skills_dir, *config.skills.external_dirs]
    explicit = bool(args.paths)
    targets = [Path(p) for p in args.paths] if explicit else roots
    _check_targets(targets, explicit=explicit)
    with _progress(enabled=not args.no_progress) as advance:
        reports = lint_paths(
            iter_skill_targets(targets, explicit=explicit),
            profile,
            installed=_installed_names(roots),
            jobs=args.jobs,
            on_progress=advance,
        )
    report = {"text": render_text, "json": render_json, "sarif": render_sarif}[args.format]
    emit(report(reports, profile, _min_severity(args)), structured=args.format != "text")
    return 1 if any(r.has_errors for r in reports) else 0


def _min_severity(args: argparse.Namespace) -> Severity:
    """``--min-severity``, else what the format lists by default: text leaves hints to
    editors, JSON and SARIF list everything."""
    if args.min_severity is not None:
        return Severity(args.min_severity)
    return DEFAULT_TEXT_SEVERITY if args.format == "text" else Severity.HINT


def emit(output: str, *, structured: bool) -> None:
    """Write a report to stdout even when its encoding cannot hold every character:
    JSON gets \\u escapes (still valid JSON), text gets backslash escapes."""
    encoding = sys.stdout.encoding or "utf-8"
    try:
        output.encode(encoding)
    except UnicodeEncodeError:
        if structured:
            output = "".join(c if c.isascii() else json.dumps(c)[1:-1] for c in output)
        else:
            output = output.encode(encoding, "backslashreplace").decode(encoding)
    sys.stdout.write(output)


def _check_targets(targets: Sequence[Path], *, explicit: bool) -> None:
    for target in targets:
        if explicit and not target.exists():
            raise LintUsageError(f"no such file or folder: {target}")


def iter_skill_targets(targets: Sequence[Path], *, explicit: bool) -> Iterator[Path]:
    """SKILL.md files named by ``targets`` (files as given, folders searched), each
    once however many ways it is named; lazily, so linting starts while walking."""
    seen: set[str] = set()
    for target in targets:
        if target.is_file():
            candidates: Iterable[tuple[str, Path]] = [(os.path.realpath(target), target)]
        elif target.is_dir():
            # Resolve the folder once; files under it share its real prefix.
            real = os.path.realpath(target)
            prefix = len(str(target))
            depth = _PATH_DEPTH if explicit else MAX_DEPTH
            candidates = (
                (real + str(location.path)[prefix:], location.path)
                for location in iter_skill_files(target, depth)
            )
        else:
            continue
        for key, path in candidates:
            if key not in seen:
                seen.add(key)
                yield path


@contextmanager
def _progress(*, enabled: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress counter on stderr in a terminal (shown once a run takes a moment)."""
    if not enabled or not sys.stderr.isatty():
        yield None
        return
    from tqdm import tqdm  # only a terminal user sees it; keep it off the import path

    with tqdm(desc="linting", unit="skill", file=sys.stderr, leave=False, delay=0.5) as bar:

        def advance(count: int) -> None:
            bar.update(count)

        yield advance


def _installed_names(roots: Iterable[Path]) -> frozenset[str]:
    """Folder names of installed skills, which a related_skills entry may name."""
    names: set[str] = set()
    for root in roots:
        if root.is_dir():
            names.update(location.skill_dir.name for location in iter_skill_files(root))
    return frozenset(names)
