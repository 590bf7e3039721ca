"""Lint many SKILL.md files: streaming, optionally on several processes.

Each file is read, parsed and linted on its own, and only its report is kept, so a
tree of ten thousand skills never sits in memory at once. The one rule that needs
every file (``related_skills`` must name an existing skill) is resolved at the end,
against the names of all linted skills plus the installed ones.
"""

from __future__ import annotations

import dataclasses
import gc
import logging
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain, islice
from pathlib import Path

from hermes_core.skills.document import read_skill_file
from hermes_core.skills.lint.catalog import RULES_BY_CODE
from hermes_core.skills.lint.engine import lint_document
from hermes_core.skills.lint.hermes_rules import (
    RelatedReference,
    related_references,
    unresolved_related,
)
from hermes_core.skills.lint.profiles import PROFILES, Profile
from hermes_core.skills.lint.rule import LintContext
from hermes_core.text.diagnostics import Diagnostic

__all__ = ["FileReport", "default_jobs", "lint_paths"]

logger = logging.getLogger(__name__)

RELATED_RULE = "SK205"
_CHUNK = 250
# Below this many files a process pool costs more than it saves.
PARALLEL_THRESHOLD = 1000


@dataclass(frozen=True, slots=True)
class FileReport:
    """What linting one file found; ``name`` is the skill name it declares, and
    ``partial`` means only the start of the file was read (it is over the cap)."""

    path: Path
    name: str
    dir_name: str
    diagnostics: tuple[Diagnostic, ...]
    related: tuple[RelatedReference, ...] = ()
    partial: bool = False

    @property
    def has_errors(self) -> bool:
        """True when at least one diagnostic is an error."""
        return any(d.severity.value == "error" for d in self.diagnostics)


def default_jobs(file_count: int) -> int:
    """How many processes to use for ``file_count`` files."""
    if file_count < PARALLEL_THRESHOLD:
        return 1
    return max(1, min(os.cpu_count() or 1, 8))


def lint_paths(
    paths: Iterable[Path],
    profile: Profile,
    *,
    installed: Iterable[str] = (),
    jobs: int | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> list[FileReport]:
    """Lint every file in ``paths``, in order; ``installed`` are skill names that
    exist besides the linted ones (for ``related_skills``).

    ``paths`` may be a lazy walk: files are handed to worker processes while the
    walk goes on. ``jobs=None`` picks sequential work for small trees and every
    core for large ones.
    """
    iterator = iter(paths)
    head = list(islice(iterator, PARALLEL_THRESHOLD))
    workers = jobs if jobs is not None else default_jobs(len(head))
    shareable = PROFILES.get(profile.name) is profile
    everything = chain(head, iterator)
    with _batch_gc():
        if workers > 1 and shareable and len(head) > _CHUNK:
            reports = list(_parallel(everything, profile.name, workers, on_progress))
        else:
            reports = []
            for path in everything:
                reports.append(_lint_one(path, profile))
                if on_progress is not None:
                    on_progress(1)
    return _resolve_related(reports, profile, frozenset(installed))


def _lint_one(path: Path, profile: Profile) -> FileReport:
    document = read_skill_file(path)
    result = lint_document(document, profile)  # cross-file rules resolved later
    related: tuple[RelatedReference, ...] = ()
    if document.readable and profile.severity(RULES_BY_CODE[RELATED_RULE]) is not None:
        related = related_references(LintContext(document, profile.options))
    return FileReport(
        path, document.skill.name, document.dir_name, result.diagnostics, related, document.partial
    )


# What a worker sends back per file: everything of a FileReport but the path, which
# the parent already has (pickling Path objects was a tenth of the parallel cost).
_Found = tuple[str, str, tuple[Diagnostic, ...], tuple[RelatedReference, ...], bool]


def _lint_chunk(paths: list[Path], profile_name: str) -> list[_Found]:
    profile = PROFILES[profile_name]
    with _batch_gc():
        reports = [_lint_one(path, profile) for path in paths]
    return [(r.name, r.dir_name, r.diagnostics, r.related, r.partial) for r in reports]


def _parallel(
    paths: Iterable[Path], profile_name: str, jobs: int, on_progress: Callable[[int], None] | None
) -> Iterator[FileReport]:
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        submitted: list[tuple[list[Path], Future[list[_Found]]]] = []
        iterator = iter(paths)
        while chunk := list(islice(iterator, _CHUNK)):
            submitted.append((chunk, pool.submit(_lint_chunk, chunk, profile_name)))
        for chunk, future in submitted:
            chunk_found = future.result()
            if on_progress is not None:
                on_progress(len(chunk))
            for path, (name, dir_name, diagnostics, related, partial) in zip(
                chunk, chunk_found, strict=True
            ):
                yield FileReport(path, name, dir_name, diagnostics, related, partial)


def _resolve_related(
    reports: list[FileReport], profile: Profile, installed: frozenset[str]
) -> list[FileReport]:
    rule = RULES_BY_CODE[RELATED_RULE]
    severity = profile.severity(rule)
    if severity is None:
        return reports
    known = installed | {r.name for r in reports} | {r.dir_name for r in reports if r.dir_name}
    resolved = []
    for report in reports:
        extra = [
            Diagnostic(rule.code, severity, message, where)
            for message, where in unresolved_related(report.related, report.name, known)
        ]
        if not extra:
            resolved.append(report)
            continue
        merged = tuple(sorted((*report.diagnostics, *extra), key=Diagnostic.sort_key))
        resolved.append(dataclasses.replace(report, diagnostics=merged))
    return resolved


@contextmanager
def _batch_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector: a batch allocates many short-lived,
    acyclic objects, and generation scans of them cost more than the work itself.
    Reference counting still frees everything as it goes."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
