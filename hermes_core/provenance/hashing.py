"""The two content hashes Hermes Agent keeps for a skill folder.

- The bundled manifest's: MD5 hex over every file, sorted by path components; per
  file the relative path (OS separator) then its bytes. Hermes 0.19.0 hashed runtime caches
  (``__pycache__``) too; newer versions leave them out and accept either.
- The hub lock's ``content_hash``: SHA-256 over the files in the same order; per file
  the relative POSIX path, a NUL byte, then its bytes; ``sha256:`` and the first 16
  hex digits.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["bundled_hashes", "content_hash", "files_hashes", "skill_files"]

_CACHE_DIRS = frozenset(("__pycache__",))
_CHUNK = 1 << 20


def skill_files(folder: Path) -> list[tuple[str, Path, bool]]:
    """``(relative path, path, inside a runtime cache)`` of every file, ordered as
    Hermes orders them (by path components, as ``sorted(folder.rglob("*"))`` does).
    A symlink to a file is read through, as Hermes reads it; a symlinked folder is not
    entered (Hermes could be led out of the skill by one)."""
    found = []
    for current, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(current, d))]
        for name in names:
            path = Path(current, name)
            if not path.is_file():
                continue
            relative = os.path.relpath(path, folder)
            parts = Path(relative).parts
            cached = any(part in _CACHE_DIRS for part in parts)
            found.append((parts, relative, path, cached))
    found.sort(key=lambda item: item[0])
    return [(relative, path, cached) for _parts, relative, path, cached in found]


def _feed(digest: hashlib._Hash, path: Path) -> None:
    with open(path, "rb") as handle:
        while block := handle.read(_CHUNK):
            digest.update(block)


def bundled_hashes(folder: Path) -> tuple[str, str]:
    """The manifest hash of ``folder`` without runtime caches, and with them (the
    0.19.0 form); the two are equal when there is no cache."""
    without, with_caches = hashlib.md5(usedforsecurity=False), hashlib.md5(usedforsecurity=False)
    for relative, path, cached in skill_files(folder):
        for digest in (with_caches,) if cached else (without, with_caches):
            digest.update(relative.encode("utf-8", "surrogateescape"))
            _feed(digest, path)
    return without.hexdigest(), with_caches.hexdigest()


def files_hashes(files: Mapping[str, bytes]) -> tuple[str, str]:
    """:func:`bundled_hashes` of a skill given as relative POSIX path to bytes."""
    without, with_caches = hashlib.md5(usedforsecurity=False), hashlib.md5(usedforsecurity=False)
    for parts, data in sorted((Path(relative).parts, data) for relative, data in files.items()):
        cached = any(part in _CACHE_DIRS for part in parts)
        relative = os.path.join(*parts)
        for digest in (with_caches,) if cached else (without, with_caches):
            digest.update(relative.encode("utf-8", "surrogateescape"))
            digest.update(data)
    return without.hexdigest(), with_caches.hexdigest()


def content_hash(folder: Path) -> str:
    """The hub lock's ``sha256:<16 hex>`` of ``folder``."""
    digest = hashlib.sha256()
    for relative, path, _cached in skill_files(folder):
        digest.update(Path(relative).as_posix().encode("utf-8", "surrogateescape"))
        digest.update(b"\0")
        _feed(digest, path)
    return "sha256:" + digest.hexdigest()[:16]
