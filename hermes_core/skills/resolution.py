"""Find the one skill a user or a model means by a name.

A name is ``category/name`` (the skill folder relative to its root, e.g.
``software-development/code-review``), a folder name, or a frontmatter name. A
name that several visible skills answer to raises :class:`AmbiguousSkillError`
listing their qualified names; an unknown one raises :class:`SkillNotFoundError`
with up to three close matches. Names that try to leave the skills roots (``..``,
absolute paths) raise :class:`UnsafePathError` before any lookup.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from hermes_core.errors import AmbiguousSkillError, SkillNotFoundError, UnsafePathError
from hermes_core.skills.discovery import SkillEntry, SkillFilter
from hermes_core.skills.snapshot import SkillSnapshot

__all__ = ["MAX_SUGGESTIONS", "clean_skill_name", "resolve_skill", "suggestions"]

MAX_SUGGESTIONS = 3
_DRIVE = re.compile(r"[A-Za-z]:")


def clean_skill_name(name: str) -> str:
    """``name`` with separators normalised to ``/``; raises for unsafe names."""
    raw = name.strip()
    if "\x00" in raw:
        raise UnsafePathError(name, "NUL byte in name")
    unified = raw.replace("\\", "/")
    if unified.startswith(("/", "~")) or _DRIVE.match(unified):
        raise UnsafePathError(name, "absolute paths are not allowed")
    parts = [part for part in unified.split("/") if part not in ("", ".")]
    if ".." in parts:
        raise UnsafePathError(name, "'..' is not allowed")
    return "/".join(parts)


def resolve_skill(
    snapshot: SkillSnapshot, name: str, skill_filter: SkillFilter | None = None
) -> SkillEntry:
    """The one visible skill answering to ``name``.

    Only ``skill_filter``'s disabled list applies (an explicit load ignores the
    platform and tool filters, as in Hermes): a disabled skill is not found.
    """
    key = clean_skill_name(name)
    if not key:
        raise SkillNotFoundError(name)
    hidden = skill_filter.is_disabled if skill_filter is not None else _never
    candidates = [entry for entry in _candidates(snapshot, key) if not hidden(entry)]
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        raise AmbiguousSkillError(name, _qualified(candidates))
    raise SkillNotFoundError(name, suggestions(snapshot, key, skill_filter))


def _never(_entry: SkillEntry) -> bool:
    return False


def _candidates(snapshot: SkillSnapshot, key: str) -> list[SkillEntry]:
    if "/" in key:
        found = list(snapshot.by_qualified_name.get(key, ()))
        if found:
            return found
        # ``category/frontmatter-name`` also names a skill whose folder differs.
        category, _, leaf = key.rpartition("/")
        return [e for e in snapshot.categories.get(category, ()) if e.name == leaf]
    by_name = snapshot.by_name.get(key, ())
    by_dir = snapshot.by_dir_name.get(key, ())
    if not by_dir:
        return list(by_name)
    unique = {entry.file: entry for entry in (*by_name, *by_dir)}
    return list(unique.values())


def _qualified(entries: Iterable[SkillEntry]) -> list[str]:
    names = [entry.qualified_name for entry in entries]
    repeated = {n for n in names if names.count(n) > 1}
    shown = [
        f"{entry.qualified_name} ({entry.root.path})"
        if entry.qualified_name in repeated
        else entry.qualified_name
        for entry in entries
    ]
    return sorted(shown)


def suggestions(
    snapshot: SkillSnapshot, key: str, skill_filter: SkillFilter | None = None
) -> list[str]:
    """Up to :data:`MAX_SUGGESTIONS` visible names close to ``key``."""
    pool: set[str] = set()
    for entries in snapshot.by_name.values():
        for entry in entries:
            if skill_filter is None or not skill_filter.is_disabled(entry):
                pool.add(entry.qualified_name if "/" in key else entry.name)
    return difflib.get_close_matches(key, sorted(pool), n=MAX_SUGGESTIONS, cutoff=0.6)
