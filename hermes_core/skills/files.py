"""Supporting files of a skill, and safe resolution of paths inside a skill folder."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from hermes_core.errors import UnsafePathError
from hermes_core.skills.model import SUPPORT_DIRS, SupportingFile

__all__ = ["MAX_SUPPORTING_FILES", "list_supporting_files", "resolve_inside"]

MAX_SUPPORTING_FILES = 2000
_SKIP_NAMES = frozenset({"__pycache__", ".git", ".DS_Store", "node_modules"})


def list_supporting_files(skill_dir: Path) -> tuple[SupportingFile, ...]:
    """Files under ``references/``, ``templates/``, ``scripts/`` and ``assets/``.

    Symlinks are listed only when they resolve inside the skill; the walk never
    follows a symlinked folder and stops after :data:`MAX_SUPPORTING_FILES` files.
    """
    found: list[SupportingFile] = []
    try:
        root = skill_dir.resolve()
    except OSError:
        return ()
    for kind in SUPPORT_DIRS:
        top = skill_dir / kind
        if not top.is_dir() or top.is_symlink():
            continue
        for current, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_NAMES)
            for name in sorted(files):
                if name in _SKIP_NAMES:
                    continue
                full = Path(current, name)
                try:
                    target = full.resolve()
                    size = target.stat().st_size
                except OSError:
                    continue
                if not target.is_relative_to(root):
                    continue
                rel = full.relative_to(skill_dir).as_posix()
                found.append(SupportingFile(rel, size))
                if len(found) >= MAX_SUPPORTING_FILES:
                    return tuple(found)
    return tuple(found)


def resolve_inside(skill_dir: Path, relative: str) -> Path:
    """The real path of ``relative`` inside ``skill_dir``.

    Raises :class:`UnsafePathError` for an empty or absolute path, a ``..`` segment,
    or a path (symlinks resolved) that ends up outside the skill.
    """
    cleaned = relative.strip().replace("\\", "/")
    if not cleaned:
        raise UnsafePathError(relative, "empty path")
    posix = PurePosixPath(cleaned)
    if posix.is_absolute() or cleaned.startswith("~") or (len(cleaned) > 1 and cleaned[1] == ":"):
        raise UnsafePathError(relative, "absolute paths are not allowed")
    if ".." in posix.parts:
        raise UnsafePathError(relative, "'..' is not allowed")
    if "\x00" in cleaned:
        raise UnsafePathError(relative, "NUL byte in path")
    root = skill_dir.resolve()
    target = (root / Path(*posix.parts)).resolve()
    if not target.is_relative_to(root):
        raise UnsafePathError(relative, "it resolves outside the skill (symlink)")
    return target
