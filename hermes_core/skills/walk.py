"""Find SKILL.md files under a folder, the way every skills client should.

Skips VCS, dependency and Hermes bookkeeping folders, never descends into a skill's
support folders (``references/`` and friends hold documents, not skills), follows a
symlinked folder at most once (loops cannot trap it), and stops at a depth bound.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hermes_core.skills.document import SKILL_FILE
from hermes_core.skills.model import SUPPORT_DIRS

__all__ = ["MAX_DEPTH", "SKIPPED_DIRS", "SkillLocation", "iter_skill_files"]

logger = logging.getLogger(__name__)

MAX_DEPTH = 6
SKIPPED_DIRS = frozenset(
    {
        ".git",
        ".github",
        ".hub",
        ".archive",
        ".curator_backups",
        "node_modules",
        ".venv",
        "venv",
        "site-packages",
        "__pycache__",
        ".tox",
        ".nox",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
    }
)
_SUPPORT = frozenset(SUPPORT_DIRS)


@dataclass(frozen=True, slots=True)
class SkillLocation:
    """A SKILL.md found under ``root``; ``category`` is the folders between them."""

    path: Path
    root: Path

    @property
    def skill_dir(self) -> Path:
        """The folder holding the SKILL.md."""
        return self.path.parent

    @property
    def relative_dir(self) -> str:
        """The skill folder relative to its root, POSIX style ('' for the root itself)."""
        rel = os.path.relpath(self.path.parent, self.root)
        return "" if rel == "." else rel.replace(os.sep, "/")

    @property
    def category(self) -> str | None:
        """Folders between the root and the skill folder, joined by '/', if any."""
        rel = self.relative_dir
        return rel.rsplit("/", 1)[0] if "/" in rel else None


def iter_skill_files(root: Path, max_depth: int = MAX_DEPTH) -> Iterator[SkillLocation]:
    """Every SKILL.md under ``root`` (``root`` itself may be a skill), sorted by path."""
    visited: set[tuple[int, int]] = set()
    yield from _walk(root, root, 0, max_depth, visited)


def _walk(
    root: Path, folder: Path, depth: int, max_depth: int, visited: set[tuple[int, int]]
) -> Iterator[SkillLocation]:
    try:
        info = os.stat(folder)
    except OSError:
        return
    key = (info.st_dev, info.st_ino)
    if key in visited:
        return
    visited.add(key)
    try:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda e: e.name)
    except OSError as exc:
        logger.warning("cannot list %s: %s", folder, exc)
        return
    is_skill = False
    subfolders: list[os.DirEntry[str]] = []
    for entry in entries:
        name = entry.name
        if name == SKILL_FILE:
            is_skill = _is_file(entry)
        elif name not in SKIPPED_DIRS and _is_dir(entry):
            subfolders.append(entry)
    if is_skill:
        yield SkillLocation(folder / SKILL_FILE, root)
    if depth >= max_depth:
        return
    for entry in subfolders:
        if is_skill and entry.name in _SUPPORT:
            continue
        yield from _walk(root, Path(entry.path), depth + 1, max_depth, visited)


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _is_file(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False
