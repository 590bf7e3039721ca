"""Writing record files so that a crash at any instant leaves either the old file or
the new one, never a mix; and a lock file for writers in several processes.

``write_atomic``: a temporary file in the same folder, written, fsynced, renamed over
the target, and the folder fsynced. The temporary file is named after the writing
process (``.<name>.<pid>-<thread>.tmp``), so one left by a writer that was killed is
recognised — its process is gone — and removed by the next write.

``locked``: an exclusive ``fcntl`` lock on a separate ``<name>.lock`` file, held for a
read-modify-write.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

__all__ = ["UnsafeDeleteError", "locked", "locked_folder", "remove_tree_inside", "write_atomic"]


class UnsafeDeleteError(Exception):
    """A recursive delete that would reach outside the folder it is allowed in."""


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (and durably)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_orphans(folder, path.name)
    temporary = folder / f".{path.name}.{os.getpid()}-{threading.get_ident()}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    handle = os.open(temporary, flags, 0o600)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _remove_orphans(folder: Path, name: str) -> None:
    """Delete temporary files of ``name`` whose writing process no longer exists."""
    prefix = f".{name}."
    try:
        entries = [e.name for e in os.scandir(folder) if e.name.startswith(prefix)]
    except OSError:
        return
    for entry in entries:
        owner = entry[len(prefix) :].removesuffix(".tmp").split("-", 1)[0]
        if not entry.endswith(".tmp") or not owner.isdigit() or _alive(int(owner)):
            continue
        with suppress(OSError):
            os.unlink(folder / entry)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process
    return True


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``<path>.lock`` (created if missing)."""
    lock = path.with_name(path.name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    handle = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(handle, fcntl.LOCK_UN)
        os.close(handle)


_held = threading.local()


@contextmanager
def locked_folder(folder: Path) -> Iterator[bool]:
    """Hold an exclusive lock on the folder itself (created if missing), for a whole
    operation; re-entrant within a thread. Yields whether this call took the lock (a
    nested call yields ``False``)."""
    folder.mkdir(parents=True, exist_ok=True)
    key = str(folder.resolve())
    held: set[str] = getattr(_held, "folders", set())
    _held.folders = held
    if key in held:
        yield False
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        held.add(key)
        try:
            yield True
        finally:
            held.discard(key)
            fcntl.flock(handle, fcntl.LOCK_UN)
    finally:
        os.close(handle)


def remove_tree_inside(path: Path, root: Path) -> None:
    """Delete the folder ``path`` recursively, only if it lies strictly inside ``root``
    (after resolving symlinks) and is not itself a symlink."""
    resolved_root = root.resolve()
    if path.is_symlink():
        raise UnsafeDeleteError(f"refusing to delete {path}: it is a symlink")
    resolved = path.resolve()
    if resolved == resolved_root or not resolved.is_relative_to(resolved_root):
        raise UnsafeDeleteError(f"refusing to delete {path}: not strictly inside {root}")
    shutil.rmtree(resolved)


def _sync_folder(folder: Path) -> None:
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with suppress(OSError):  # some file systems cannot sync a folder
            os.fsync(handle)
    finally:
        os.close(handle)
