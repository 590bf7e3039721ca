"""Scan many skill folders, on several processes when there are enough of them.

Each folder is scanned on its own and only its :class:`ScanResult` comes back, in
the order the folders were given. Workers are forked from the caller, so they share
its compiled scanner instead of building one each; the caller scans too. Folders are
handed out biggest first from a queue, so one huge skill does not finish last, and
each worker sends its results back once, through a pipe. Whatever a worker
that died had taken is scanned again by the caller: nothing is lost.
"""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import pickle
import signal
import struct
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from hermes_core.security.engine import Scanner
from hermes_core.security.findings import ScanResult
from hermes_core.security.structure import scan_skill_dir

__all__ = ["PARALLEL_THRESHOLD", "default_jobs", "scan_skill_dirs"]

logger = logging.getLogger(__name__)

# Below this many folders a process pool costs more than it saves.
PARALLEL_THRESHOLD = 8
_MAX_JOBS = 8
# Turns in the work queue at most: they must fit in a pipe's buffer (64 KiB on Linux;
# POSIX promises 4 KiB for one atomic write, which is why it is written before forking).
_MAX_TURNS = 4096
_TURN = struct.Struct("<I")


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
    order = sorted(range(len(skill_dirs)), key=lambda i: -_size_hint(skill_dirs[i]))
    # The work queue: a pipe holding one 4-byte turn per batch of folders, written whole
    # before any worker starts. Reads of a few bytes from a pipe are atomic, so each
    # turn goes to one process, and a process that dies holds no lock.
    per_turn = -(-len(order) // _MAX_TURNS)
    turns, queue = os.pipe()
    try:
        os.write(queue, b"".join(_TURN.pack(t) for t in range(0, len(order), per_turn)))
    finally:
        os.close(queue)

    def scan_one(index: int) -> ScanResult:
        return scan_skill_dir(skill_dirs[index], scanner, honour_suppressions=flags[index])

    def drain() -> dict[int, ScanResult]:
        """Take turns from the queue and scan their folders until it is empty."""
        done: dict[int, ScanResult] = {}
        while turn := os.read(turns, _TURN.size):
            (first,) = _TURN.unpack(turn)
            for index in order[first : first + per_turn]:
                done[index] = scan_one(index)
        return done

    children: list[tuple[int, int]] = []  # (pid, read end of its pipe)
    try:
        for _ in range(workers - 1):
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:  # the worker: scan, send everything back once, leave at once
                os.close(read)
                status = 1
                try:
                    data = pickle.dumps(drain(), pickle.HIGHEST_PROTOCOL)
                    with os.fdopen(write, "wb") as pipe:
                        pipe.write(data)
                    status = 0
                finally:
                    os._exit(status)
            os.close(write)
            children.append((pid, read))
        results = drain()
        for pid, read in children:
            results.update(_collect(pid, read))
        children.clear()
    finally:
        os.close(turns)
        for pid, read in children:  # interrupted: stop the workers, leave no zombies
            os.close(read)
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
    for index in range(len(skill_dirs)):
        if index not in results:  # a worker died with it: scan it here
            results[index] = scan_one(index)
    return [results[index] for index in range(len(skill_dirs))]


def _collect(pid: int, read: int) -> dict[int, ScanResult]:
    """What the worker ``pid`` sent, or nothing if it failed."""
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    _pid, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        logger.warning("a scan worker failed (status %s); its folders are scanned again", status)
        return {}
    results: dict[int, ScanResult] = pickle.loads(data)  # written by our own child
    return results


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
