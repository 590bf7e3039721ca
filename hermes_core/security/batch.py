"""Scan many skill folders, on several processes when there are enough of them.

Each folder is scanned on its own and only its :class:`ScanResult` comes back, in
the order the folders were given. Worker processes are forked from the caller, so
they share its compiled scanner instead of building one each.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from hermes_core.security.engine import Scanner
from hermes_core.security.findings import ScanResult
from hermes_core.security.structure import scan_skill_dir

__all__ = ["PARALLEL_THRESHOLD", "default_jobs", "scan_skill_dirs"]

# Below this many folders a process pool costs more than it saves.
PARALLEL_THRESHOLD = 8
_MAX_JOBS = 8

# The scanner a forked worker inherits (set by the parent before the pool starts).
_worker_scanner: Scanner | None = None


def default_jobs(folder_count: int) -> int:
    """How many processes to use for ``folder_count`` skill folders."""
    if folder_count < PARALLEL_THRESHOLD:
        return 1
    return max(1, min(len(os.sched_getaffinity(0)), _MAX_JOBS, folder_count))


def scan_skill_dirs(
    skill_dirs: Sequence[Path],
    honour_suppressions: Sequence[bool] | bool = False,
    *,
    scanner: Scanner | None = None,
    jobs: int | None = None,
) -> list[ScanResult]:
    """Scan each folder in ``skill_dirs``; results come back in the same order.

    ``honour_suppressions`` is one flag for all folders or one per folder (see
    :func:`~hermes_core.security.structure.scan_skill_dir`). ``jobs=None`` scans a
    handful of folders in this process and more on every available core."""
    flags = (
        [honour_suppressions] * len(skill_dirs)
        if isinstance(honour_suppressions, bool)
        else list(honour_suppressions)
    )
    if len(flags) != len(skill_dirs):
        raise ValueError("one honour_suppressions flag per skill folder, or one for all")
    scanner = scanner if scanner is not None else Scanner()
    workers = jobs if jobs is not None else default_jobs(len(skill_dirs))
    methods = multiprocessing.get_all_start_methods()
    with _batch_gc():
        if workers <= 1 or "fork" not in methods:
            return [
                scan_skill_dir(path, scanner, honour_suppressions=flag)
                for path, flag in zip(skill_dirs, flags, strict=True)
            ]
        return _parallel(skill_dirs, flags, scanner, workers)


def _parallel(
    skill_dirs: Sequence[Path], flags: list[bool], scanner: Scanner, workers: int
) -> list[ScanResult]:
    global _worker_scanner  # noqa: PLW0603 - handed to forked workers, not shared state
    _worker_scanner = scanner
    try:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            # Biggest folders first, one per task, so one huge skill does not finish last.
            order = sorted(range(len(skill_dirs)), key=lambda i: -_size_hint(skill_dirs[i]))
            futures = {
                index: pool.submit(_scan_one, str(skill_dirs[index]), flags[index])
                for index in order
            }
            return [futures[index].result() for index in range(len(skill_dirs))]
    finally:
        _worker_scanner = None


def _scan_one(path: str, honour: bool) -> ScanResult:
    scanner = _worker_scanner if _worker_scanner is not None else Scanner()
    with _batch_gc():
        return scan_skill_dir(Path(path), scanner, honour_suppressions=honour)


def _size_hint(skill_dir: Path) -> int:
    """A cheap guess at how much work a folder is: the size of the files in it (a
    skill's bulk is often in templates or references folders)."""
    total = 0
    pending = [str(skill_dir)]
    try:
        while pending:
            with os.scandir(pending.pop()) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(entry.path)
                    elif entry.is_file(follow_symlinks=False):
                        total += entry.stat(follow_symlinks=False).st_size
    except OSError:
        pass
    return total


@contextmanager
def _batch_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector during a batch of short-lived, acyclic
    allocations; reference counting still frees everything as it goes."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
