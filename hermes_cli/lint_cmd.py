"""``hermes skills lint``: check SKILL.md files and report in text, JSON or SARIF."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from hermes_cli.lint_output import render_json, render_text
from hermes_cli.sarif import render_sarif
from hermes_core.config import load_config
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.skills.document import SkillDocument, read_skill_file
from hermes_core.skills.lint import get_profile, lint_document
from hermes_core.skills.walk import MAX_DEPTH, iter_skill_files

__all__ = ["collect_skill_files", "run_lint"]

# Explicit paths are searched deeper than skill roots: a repository may keep skills
# anywhere, and the walk is loop-proof.
_PATH_DEPTH = 32
_PROGRESS_MIN_FILES = 200


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
    files = collect_skill_files(
        [Path(p) for p in args.paths] if args.paths else roots, explicit=bool(args.paths)
    )
    documents = list(_read_all(files, show_progress=not args.no_progress))
    known = _known_names(documents, roots)
    results = [lint_document(doc, profile, known) for doc in documents]
    report = {"text": render_text, "json": render_json, "sarif": render_sarif}[args.format]
    sys.stdout.write(report(results, profile))
    return 1 if any(result.has_errors for result in results) else 0


def collect_skill_files(targets: Sequence[Path], *, explicit: bool) -> list[Path]:
    """SKILL.md files named by ``targets``: files as given, folders searched."""
    found: dict[Path, None] = {}
    for target in targets:
        if target.is_file():
            found[target] = None
        elif target.is_dir():
            depth = _PATH_DEPTH if explicit else MAX_DEPTH
            found.update((location.path, None) for location in iter_skill_files(target, depth))
        elif explicit:
            raise LintUsageError(f"no such file or folder: {target}")
    return list(found)


def _read_all(files: list[Path], *, show_progress: bool) -> Iterator[SkillDocument]:
    if show_progress and len(files) >= _PROGRESS_MIN_FILES and sys.stderr.isatty():
        from tqdm import tqdm  # only a terminal user sees it; keep it off the import path

        for path in tqdm(files, desc="linting", unit="skill", file=sys.stderr, leave=False):
            yield read_skill_file(path)
        return
    for path in files:
        yield read_skill_file(path)


def _known_names(documents: Iterable[SkillDocument], roots: Iterable[Path]) -> frozenset[str]:
    """Names a related_skills entry may refer to: the linted skills and the installed ones."""
    names: set[str] = set()
    for doc in documents:
        names.add(doc.skill.name)
        if doc.dir_name:
            names.add(doc.dir_name)
    for root in roots:
        if root.is_dir():
            names.update(location.skill_dir.name for location in iter_skill_files(root))
    return frozenset(names)
