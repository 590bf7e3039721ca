"""The skill catalog: discovery with its caches, name resolution, listing, the index.

One :class:`SkillCatalog` per process (built by the composition root) owns every
cache; nothing lives at module level. It keeps, for each SKILL.md, the entry read
from it keyed by path with the stat stamp it was read with, and for each root the
folders the walk entered (:class:`~hermes_core.skills.tree.SkillTree`).

Keeping it current, from cheapest to most thorough:

- :meth:`SkillCatalog.invalidate` — for callers that know what changed (the
  language server's didChange/didSave, a file watcher): the next read lists
  again only the folders around those paths and reads only those files.
- :meth:`SkillCatalog.refresh` — for callers with no watcher: stats every listed
  folder and every SKILL.md, lists again the folders whose mtime moved and reads
  again the files whose stamp moved.
- A new process starts from the disk cache (:mod:`~hermes_core.skills.index_cache`)
  and validates it the way :meth:`refresh` does, or walks and reads everything.

A file modified within :data:`RACY_WINDOW_NS` of being read might change again
without its stamp moving (coarse mtimes), so :meth:`refresh` reads it again until
it is older than that, as git does with "racily clean" index entries.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_core.config import SkillsConfig
from hermes_core.errors import StorageError
from hermes_core.paths import HermesPaths
from hermes_core.skills.discovery import SkillEntry, SkillFilter, SkillRoot, read_entry, skill_roots
from hermes_core.skills.document import SKILL_FILE
from hermes_core.skills.index import IndexRenderer
from hermes_core.skills.index_cache import (
    INDEX_CACHE_FILE,
    CachedSkills,
    load_cache,
    save_cache,
)
from hermes_core.skills.listing import ListingCache, SkillListing
from hermes_core.skills.resolution import resolve_skill
from hermes_core.skills.snapshot import SkillSnapshot, SnapshotBuilder
from hermes_core.skills.tree import RACY_WINDOW_NS, SkillTree, stat_each
from hermes_core.skills.walk import MAX_DEPTH

__all__ = ["AUTOSAVE_AFTER", "RACY_WINDOW_NS", "CatalogStats", "SkillCatalog"]

logger = logging.getLogger(__name__)

# Changes accumulated in memory before the disk cache is rewritten on its own.
AUTOSAVE_AFTER = 64


@dataclass(frozen=True, slots=True)
class CatalogStats:
    """Work done so far: how many SKILL.md files were read and folders listed,
    and how many times the disk cache was written."""

    files_read: int
    folders_listed: int
    cache_writes: int


class SkillCatalog:
    """Every skill under the roots, kept current cheaply. Thread-safe.

    ``clock`` returns wall-clock nanoseconds (for racy-mtime detection). Stats
    run one after the other: a thread pool measured no faster on 20,000 stats.
    """

    def __init__(
        self,
        roots: Sequence[SkillRoot],
        *,
        cache_file: Path | None = None,
        clock: Callable[[], int] = time.time_ns,
        max_depth: int = MAX_DEPTH,
        autosave_after: int = AUTOSAVE_AFTER,
    ) -> None:
        self._roots = tuple(roots)
        self._cache_file = cache_file
        self._clock = clock
        self._max_depth = max_depth
        self._autosave_after = autosave_after
        self._lock = threading.RLock()
        self._trees = [SkillTree(str(root.path), max_depth, clock) for root in self._roots]
        self._entries: dict[str, SkillEntry] = {}
        # Skills loaded from the disk cache and not decoded yet: path -> position.
        self._cached = CachedSkills()
        self._positions: dict[str, int] = {}
        self._racy: set[str] = set()
        self._pending: set[str] = set()
        self._started = False
        self._builder: SnapshotBuilder | None = None
        self._snapshot: SkillSnapshot | None = None
        self._stale = True
        self._renderer = IndexRenderer()
        self._listings = ListingCache()
        # Index texts from the disk cache; valid while nothing changed since loading it.
        self._disk_texts: dict[str, str] = {}
        self._saved_keys: set[str] = set()
        self._disk_stale = cache_file is not None
        self._unsaved = 0
        self._files_read = 0
        self._cache_writes = 0

    @classmethod
    def for_home(
        cls,
        paths: HermesPaths,
        skills: SkillsConfig,
        *,
        clock: Callable[[], int] = time.time_ns,
        use_disk_cache: bool = True,
    ) -> SkillCatalog:
        """The catalog of a HERMES_HOME: its roots, and its disk cache file."""
        cache_file = paths.cache_dir / INDEX_CACHE_FILE if use_disk_cache else None
        return cls(
            skill_roots(paths, skills),
            cache_file=cache_file,
            clock=clock,
        )

    @property
    def roots(self) -> tuple[SkillRoot, ...]:
        """The roots, local first."""
        return self._roots

    @property
    def stats(self) -> CatalogStats:
        """Counters of the work done so far."""
        listed = sum(tree.listed for tree in self._trees)
        return CatalogStats(self._files_read, listed, self._cache_writes)

    def snapshot(self) -> SkillSnapshot:
        """The current skills, after any pending invalidations (discovers on first use)."""
        with self._lock:
            snapshot = self._current()
            self._maybe_save(None)
            return snapshot

    def invalidate(self, paths: Iterable[Path | str]) -> None:
        """Note paths that changed (files or folders, created, edited or deleted).

        Cheap: the work happens on the next read, and touches only these paths.
        """
        with self._lock:
            self._pending.update(os.path.abspath(p) for p in paths)

    def refresh(self) -> int:
        """Check every folder and SKILL.md against the disk; returns how many skills
        changed (appeared, disappeared or were edited)."""
        with self._lock:
            if not self._started:
                changed = self._start()
            else:
                changed = self._apply_pending() + self._validate()
            self._maybe_save(None)
            return changed

    def resolve(self, name: str, skill_filter: SkillFilter | None = None) -> SkillEntry:
        """The skill ``name`` refers to; see :func:`.resolution.resolve_skill`."""
        return resolve_skill(self.snapshot(), name, skill_filter)

    def listing(self, skill_filter: SkillFilter, category: str | None = None) -> SkillListing:
        """Visible skills the filter allows, by category then name; ``category``
        narrows the list to one category."""
        with self._lock:
            return self._listings.get(self._current(), skill_filter, category)

    def index(self, skill_filter: SkillFilter) -> str:
        """The skills index block for the system prompt ('' when nothing is visible)."""
        with self._lock:
            self._ensure_current_entries()
            key = skill_filter.key
            text = self._disk_texts.get(key)
            if text is None:
                text = self._renderer.render(self._current(), skill_filter)
            self._maybe_save(key)
            return text

    def save(self) -> bool:
        """Write the disk cache now; False when there is none or it cannot be written."""
        with self._lock:
            self._ensure_current_entries()
            return self._save()

    # -- keeping entries current -------------------------------------------------

    def _ensure_current_entries(self) -> None:
        if not self._started:
            self._start()
        if self._pending:
            self._apply_pending()

    def _current(self) -> SkillSnapshot:
        self._ensure_current_entries()
        if self._builder is None:
            self._decode_rows()
            self._builder = SnapshotBuilder(self._roots)
            self._builder.apply((), self._entries.values())
            self._stale = True
        if self._stale or self._snapshot is None:
            self._snapshot = self._builder.publish()
            self._stale = False
        return self._snapshot

    def _start(self) -> int:
        self._started = True
        cached = None
        if self._cache_file is not None:
            cached = load_cache(self._cache_file, self._roots, self._max_depth)
        if cached is None:
            touched: set[str] = set()
            for tree in self._trees:
                touched |= tree.scan().touched
            return self._update(touched, force=touched)
        for tree, records in zip(self._trees, cached.trees, strict=True):
            tree.restore(records)
        self._cached = cached.skills
        self._positions = dict(cached.positions)
        self._disk_stale = False
        changed = self._validate()
        if changed == 0:
            self._disk_texts = dict(cached.texts)
            self._saved_keys = set(cached.texts)
        else:
            # Save once what changed since, or every later process pays for it again.
            self._disk_stale = True
        return changed

    def _validate(self) -> int:
        touched: set[str] = set()
        for tree in self._trees:
            touched |= tree.validate().touched
        paths = [path for tree in self._trees for path in tree.skill_files()]
        changed: set[str] = set()
        racy = self._racy
        for path, info in zip(paths, stat_each(paths), strict=True):
            if (
                info is None
                or path in racy
                or self._stamp(path) != (info.st_mtime_ns, info.st_size, info.st_ino)
            ):
                changed.add(path)
        # Entries no tree lists any more (a cache file out of step with the folders).
        touched |= (self._entries.keys() | self._positions.keys()) - set(paths)
        return self._update(touched | changed, force=changed)

    def _stamp(self, path: str) -> tuple[object, object, object] | None:
        entry = self._entries.get(path)
        if entry is not None:
            stamp = entry.stamp
            return stamp.mtime_ns, stamp.size, stamp.inode
        position = self._positions.get(path)
        return None if position is None else self._cached.stamp(position)

    def _decode_rows(self) -> None:
        """Turn the rows loaded from the disk cache into entries (a malformed row
        means reading that SKILL.md again)."""
        positions, self._positions = self._positions, {}
        cached, self._cached = self._cached, CachedSkills()
        malformed: set[str] = set()
        for path, position in positions.items():
            try:
                self._entries[path] = cached.decode(position, self._roots, path)
            except (TypeError, ValueError, IndexError, KeyError):
                malformed.add(path)
        if malformed:
            logger.debug("re-reading %d skills the cache could not hold exactly", len(malformed))
            self._update(malformed, force=malformed)

    def _apply_pending(self) -> int:
        pending, self._pending = self._pending, set()
        touched: set[str] = set()
        force: set[str] = set()
        for path in pending:
            owners = [tree for tree in self._trees if tree.contains(path)]
            if not owners:
                # A folder above a root: check every root below it.
                below = [t for t in self._trees if t.root.startswith(os.path.join(path, ""))]
                for tree in below:
                    touched |= tree.validate().touched
                    touched.update(tree.skill_files())
                if not below:
                    logger.debug("ignoring a change outside the skills roots: %s", path)
                continue
            if os.path.basename(path) == SKILL_FILE:
                force.add(path)
            touched |= owners[0].rescan(path).touched
        return self._update(touched | force, force=force)

    def _update(self, paths: set[str], *, force: set[str]) -> int:
        """Bring the entries of ``paths`` in line with the disk (reading those in
        ``force`` in any case); returns how many skills changed."""
        removed: list[SkillEntry] = []
        added: list[SkillEntry] = []
        changed: set[str] = set()
        restamped = 0
        for path in paths:
            old = self._entries.get(path)
            # A cached row is never in a snapshot (the builder starts only once rows
            # are decoded), so replacing or dropping one only counts as a change.
            had_row = path in self._positions
            tree = self._owner(path)
            if tree is None or not tree.has_skill_file(path):
                self._positions.pop(path, None)
                if old is not None:
                    removed.append(self._entries.pop(path))
                if old is not None or had_row:
                    changed.add(path)
                self._racy.discard(path)
                continue
            if (old is not None or had_row) and path not in force and not self._moved(path):
                continue
            self._positions.pop(path, None)
            new = self._read(path, tree)
            if new is None:
                if old is not None:
                    removed.append(self._entries.pop(path))
                if old is not None or had_row:
                    changed.add(path)
                continue
            if old is not None and old.stamp == new.stamp and old.same_metadata(new):
                continue  # read again on request, found as it was
            self._entries[path] = new
            if old is not None:
                removed.append(old)
            added.append(new)
            if old is not None and old.same_metadata(new):
                restamped += 1  # touched, or saved unchanged: only the stamp moved
            else:
                changed.add(path)
        # Moved stamps make the disk cache stale too, though no text changes.
        self._unsaved += len(changed) + restamped
        if changed:
            self._disk_texts.clear()
            self._saved_keys.clear()
        if (removed or added) and self._builder is not None:
            self._builder.apply(removed, added)
            self._stale = True
        return len(changed)

    def _moved(self, path: str) -> bool:
        if path in self._racy:
            return True
        try:
            info = os.stat(path)
        except OSError:
            return True
        return self._stamp(path) != (info.st_mtime_ns, info.st_size, info.st_ino)

    def _read(self, path: str, tree: SkillTree) -> SkillEntry | None:
        root = self._roots[self._trees.index(tree)]
        relative_dir = tree.relative_dir(os.path.dirname(path))
        entry = read_entry(path, root, relative_dir)
        self._files_read += 1
        if entry is not None and entry.stamp.mtime_ns >= self._clock() - RACY_WINDOW_NS:
            self._racy.add(path)
        else:
            self._racy.discard(path)
        return entry

    def _owner(self, path: str) -> SkillTree | None:
        for tree in self._trees:
            if tree.contains(path):
                return tree
        return None

    # -- the disk cache ----------------------------------------------------------

    def _maybe_save(self, index_key: str | None) -> None:
        if self._cache_file is None:
            return
        needed = self._disk_stale or self._unsaved >= self._autosave_after
        if index_key is not None and index_key not in self._saved_keys:
            needed = needed or self._unsaved == 0
        if needed:
            self._save()

    def _save(self) -> bool:
        if self._cache_file is None:
            return False
        texts = dict(self._disk_texts)
        if self._snapshot is not None and not self._stale:
            for skill_filter, text in self._renderer.rendered(self._snapshot):
                texts[skill_filter.key] = text
        trees = [tuple(tree.records()) for tree in self._trees]
        # A racy entry may be stale under an unchanged stamp: leave it out, so the
        # next process reads it again.
        rank = {root: i for i, root in enumerate(self._roots)}
        skills = CachedSkills()
        for path, position in self._positions.items():
            if path not in self._racy:
                skills.copy_from(self._cached, position)
        for path, entry in self._entries.items():
            if path not in self._racy:
                skills.collect(entry, rank[entry.root])
        try:
            save_cache(
                self._cache_file,
                roots=self._roots,
                max_depth=self._max_depth,
                trees=trees,
                skills=skills,
                texts=texts,
            )
        except StorageError as exc:
            logger.warning("cannot save the skills index cache: %s", exc)
            # Retry only after as many changes again, not on every call.
            self._disk_stale = False
            self._unsaved = 0
            return False
        self._cache_writes += 1
        self._disk_stale = False
        self._unsaved = 0
        self._saved_keys = set(texts)
        return True
