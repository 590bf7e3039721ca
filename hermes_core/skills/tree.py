"""The folders of one skills root as last listed, so changes can be found cheaply.

A folder's mtime changes when an entry is added to it, removed from it or renamed
in it. :class:`SkillTree` remembers every folder the walk entered (its mtime, its
identity and the subfolders it walked into), so checking a root again means one
``stat`` per folder and listing again only the folders whose stamp moved, instead
of listing all of them. Edits inside an existing SKILL.md do not touch folder
mtimes; the catalog stats the SKILL.md files for those.

mtimes are coarse (a few milliseconds on Linux, seconds elsewhere): a folder
listed within :data:`RACY_WINDOW_NS` of its last change may change again without
its mtime moving, so it is listed again on every check until it is older.

The walk follows :func:`hermes_core.skills.walk.iter_skill_files` exactly: the same
skipped folders, no descent into a skill's support folders, a symlinked folder
entered once, the same depth bound.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from hermes_core.skills.document import SKILL_FILE
from hermes_core.skills.model import SUPPORT_DIRS
from hermes_core.skills.walk import MAX_DEPTH, SKIPPED_DIRS

__all__ = ["RACY_WINDOW_NS", "DirRecord", "SkillTree", "TreeDelta", "stat_each"]

logger = logging.getLogger(__name__)

RACY_WINDOW_NS = 50_000_000
_SUPPORT = frozenset(SUPPORT_DIRS)


def stat_each(paths: Sequence[str]) -> list[os.stat_result | None]:
    """Stat paths one after the other; ``None`` for a path that is gone.

    (A thread pool measured no faster on 20,000 stats on a two-core machine.)
    """
    return [_stat(path) for path in paths]


def _stat(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


class DirRecord(NamedTuple):
    """A folder as last listed: its stamp, depth below the root, and what it held.

    A named tuple rather than a dataclass: a cached tree of 10,000 folders is
    rebuilt at start-up, and tuples are made three times faster.
    """

    mtime_ns: int
    device: int
    inode: int
    depth: int
    subdirs: tuple[str, ...]
    has_skill: bool

    def matches(self, info: os.stat_result) -> bool:
        """True when ``info`` says the folder's listing cannot have changed."""
        return (
            info.st_mtime_ns == self.mtime_ns
            and info.st_ino == self.inode
            and info.st_dev == self.device
        )


@dataclass(slots=True)
class TreeDelta:
    """SKILL.md paths that may have appeared or disappeared; whether a touched path
    is a skill now is :meth:`SkillTree.has_skill_file`."""

    touched: set[str] = field(default_factory=set)


class SkillTree:
    """The listed folders of one skills root; owned by a catalog, not thread-safe.

    ``clock`` returns wall-clock nanoseconds, to recognise recently changed folders.
    """

    def __init__(
        self, root: str, max_depth: int = MAX_DEPTH, clock: Callable[[], int] = time.time_ns
    ) -> None:
        self.root = root
        self.max_depth = max_depth
        self._clock = clock
        self._dirs: dict[str, DirRecord] = {}
        self._racy: set[str] = set()
        self._racy_after = 0
        # Which listed folder each (device, inode) was entered through; rebuilt
        # lazily after restore(), since only walking into new folders needs it.
        self._owners: dict[tuple[int, int], str] = {}
        self._owners_known = True
        # Folders listed so far, for callers that measure or test the work done.
        self.listed = 0

    def __len__(self) -> int:
        return len(self._dirs)

    def records(self) -> Iterator[tuple[str, DirRecord, bool]]:
        """Every listed folder (absolute path), its record, and whether it is racy."""
        racy = self._racy
        for path, record in self._dirs.items():
            yield path, record, path in racy

    def restore(self, records: Iterable[tuple[str, DirRecord, bool]]) -> None:
        """Start from records saved earlier; :meth:`validate` then checks them."""
        self._dirs = {}
        self._racy = set()
        for path, record, racy in records:
            self._dirs[path] = record
            if racy:
                self._racy.add(path)
        self._owners_known = False

    def skill_files(self) -> Iterator[str]:
        """The SKILL.md path of every listed folder that holds one."""
        suffix = os.sep + SKILL_FILE
        for path, record in self._dirs.items():
            if record.has_skill:
                yield path + suffix

    def has_skill_file(self, path: str) -> bool:
        """True when ``path`` is the SKILL.md of a listed folder that holds one."""
        record = self._dirs.get(os.path.dirname(path))
        return record is not None and record.has_skill and os.path.basename(path) == SKILL_FILE

    def relative_dir(self, skill_dir: str) -> str:
        """A skill folder relative to the root, POSIX style ('' for the root itself)."""
        if skill_dir == self.root:
            return ""
        return skill_dir[len(self.root) + 1 :].replace(os.sep, "/")

    def contains(self, path: str) -> bool:
        """True when ``path`` is the root or lies under it."""
        return path == self.root or path.startswith(self.root + os.sep)

    def scan(self) -> TreeDelta:
        """Forget everything and walk the root again."""
        delta = TreeDelta(touched={*self.skill_files()})
        self._dirs.clear()
        self._racy.clear()
        self._owners.clear()
        self._owners_known = True
        self._racy_after = self._clock() - RACY_WINDOW_NS
        if not os.path.isdir(self.root):
            logger.debug("skills root %s does not exist; skipped", self.root)
            return delta
        self._walk(self.root, 0, delta)
        return delta

    def validate(self) -> TreeDelta:
        """Stat every listed folder and list again those whose stamp moved."""
        if not self._dirs:
            return self.scan()
        self._racy_after = self._clock() - RACY_WINDOW_NS
        paths = list(self._dirs)
        delta = TreeDelta()
        for path, info in zip(paths, stat_each(paths), strict=True):
            record = self._dirs.get(path)
            if record is None:
                continue  # dropped with an ancestor listed again above
            if info is not None and record.matches(info) and path not in self._racy:
                continue
            delta.touched |= self._relist(path).touched
        return delta

    def rescan(self, path: str) -> TreeDelta:
        """List again the listed folder nearest to ``path`` (itself or an ancestor)."""
        if not self.contains(path):
            return TreeDelta()
        self._racy_after = self._clock() - RACY_WINDOW_NS
        folder = path
        while folder not in self._dirs:
            if folder == self.root:
                return self.scan()
            folder = os.path.dirname(folder)
        return self._relist(folder)

    def _relist(self, folder: str) -> TreeDelta:
        delta = TreeDelta()
        record = self._dirs.get(folder)
        if record is None:
            return delta
        info = _stat(folder)
        if (
            info is None
            or not stat.S_ISDIR(info.st_mode)
            or (info.st_dev, info.st_ino) != (record.device, record.inode)
        ):
            # Gone or replaced by another folder: drop what was known below it and
            # let its parent decide whether it is still walked into.
            self._drop(folder, delta)
            parent = self.scan() if folder == self.root else self.rescan(os.path.dirname(folder))
            delta.touched |= parent.touched
            return delta
        self.listed += 1
        listing = _list(folder)
        has_skill, names = listing if listing is not None else (False, [])
        subdirs = self._walkable(has_skill, names, record.depth)
        self._keep(folder, info, record.depth, subdirs, has_skill)
        if has_skill != record.has_skill:
            delta.touched.add(os.path.join(folder, SKILL_FILE))
        keep = set(subdirs)
        for name in record.subdirs:
            if name not in keep:
                self._drop(os.path.join(folder, name), delta)
        for name in subdirs:
            child = os.path.join(folder, name)
            if child not in self._dirs:
                self._walk(child, record.depth + 1, delta)
        return delta

    def _walk(self, folder: str, depth: int, delta: TreeDelta) -> None:
        info = _stat(folder)
        if info is None:
            return
        key = (info.st_dev, info.st_ino)
        if not self._owners_known:
            self._owners = {(r.device, r.inode): path for path, r in self._dirs.items()}
            self._owners_known = True
        if key in self._owners:
            return
        self._owners[key] = folder
        self.listed += 1
        listing = _list(folder)
        has_skill, names = listing if listing is not None else (False, [])
        subdirs = self._walkable(has_skill, names, depth)
        self._keep(folder, info, depth, subdirs, has_skill)
        if has_skill:
            delta.touched.add(os.path.join(folder, SKILL_FILE))
        for name in subdirs:
            self._walk(os.path.join(folder, name), depth + 1, delta)

    def _keep(
        self,
        folder: str,
        info: os.stat_result,
        depth: int,
        subdirs: tuple[str, ...],
        has_skill: bool,
    ) -> None:
        self._dirs[folder] = DirRecord(
            info.st_mtime_ns, info.st_dev, info.st_ino, depth, subdirs, has_skill
        )
        if info.st_mtime_ns >= self._racy_after:
            self._racy.add(folder)
        else:
            self._racy.discard(folder)

    def _walkable(self, has_skill: bool, names: list[str], depth: int) -> tuple[str, ...]:
        if depth >= self.max_depth:
            return ()
        if has_skill:
            return tuple(name for name in names if name not in _SUPPORT)
        return tuple(names)

    def _drop(self, folder: str, delta: TreeDelta) -> None:
        record = self._dirs.pop(folder, None)
        if record is None:
            return
        self._racy.discard(folder)
        key = (record.device, record.inode)
        if self._owners_known and self._owners.get(key) == folder:
            del self._owners[key]
        if record.has_skill:
            delta.touched.add(os.path.join(folder, SKILL_FILE))
        for name in record.subdirs:
            self._drop(os.path.join(folder, name), delta)


def _list(folder: str) -> tuple[bool, list[str]] | None:
    """Whether the folder holds a SKILL.md file, and its walkable subfolders, sorted."""
    try:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda e: e.name)
    except OSError as exc:
        logger.warning("cannot list %s: %s", folder, exc)
        return None
    has_skill = False
    names: list[str] = []
    for entry in entries:
        name = entry.name
        try:
            if name == SKILL_FILE:
                has_skill = entry.is_file()
            elif name not in SKIPPED_DIRS and entry.is_dir():
                names.append(name)
        except OSError:
            continue
    return has_skill, names
