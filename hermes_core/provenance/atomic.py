"""Writing record files so that a crash at any instant leaves either the old file or
the new one, never a mix; and a lock file for writers in several processes.

``write_atomic``: a temporary file in the same folder, written, fsynced, renamed over
the target, and the folder fsynced. ``locked``: an exclusive ``fcntl`` lock on a
separate ``<name>.lock`` file, held for a read-modify-write.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

__all__ = ["UnsafeDeleteError", "locked", "remove_tree_inside", "write_atomic"]


class UnsafeDeleteError(Exception):
    """A recursive delete that would reach outside the folder it is allowed in."""


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (and durably)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
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
