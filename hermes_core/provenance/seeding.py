"""Seeding the bundled skills into ``HERMES_HOME/skills`` with a three-way hash.

For each bundled skill, three hashes decide: the bundled source now, the origin hash
recorded in ``.bundled_manifest`` when it was last copied, and the user's copy.

- not in the manifest, no copy: copy it (a copy equal to the source, left by a run that
  stopped before writing the manifest, is adopted);
- not in the manifest, but the user has a skill of that name: theirs, left alone;
- in the manifest, no copy: the user deleted it; that is respected;
- source unchanged since seeding: skipped, without reading the user's copy (a skill the
  bundle moved to another category follows, by rename, only if the copy is untouched);
- source changed, copy pristine (equal to the origin): updated, through a backup that a
  later run restores if the update was interrupted;
- source changed, copy modified: kept, reported once, not updated until ``reset``.

Names in ``.curator_suppressed`` are skipped, names an external skill folder provides
are not written, ``HERMES_HOME/.no-bundled-skills`` turns seeding off, and every
recursive delete is refused unless strictly inside the skills folder. Each copy lands
by rename and the manifest is written atomically, so a run killed at any point is
finished by the next.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from hermes_core.atomic import remove_tree_inside, write_atomic
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hashing import bundled_hashes, skill_files
from hermes_core.provenance.records import read_bundled_manifest

__all__ = [
    "BUNDLED_ENV",
    "SyncReport",
    "bundled_skills",
    "bundled_source",
    "modified_bundled",
    "reset_bundled",
    "seed_on_first_use",
    "sync_bundled",
]

logger = logging.getLogger(__name__)

BUNDLED_ENV = "HERMES_BUNDLED_SKILLS"
_BACKUP = ".hermes-bak"
_INCOMING = ".hermes-new"
_KEPT = ".bundled_kept"
_JOURNAL = ".bundled_in_progress"
_SOURCE_CACHE = ".bundled_source_hashes.json"
_SKIPPED_DIRS = frozenset((".hub", ".archive", ".curator_backups", ".git"))


@dataclass
class SyncReport:
    """What one run did, by skill name."""

    disabled: bool = False
    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # modified by the user; reported now
    still_kept: list[str] = field(default_factory=list)  # modified; reported before
    deleted_by_user: list[str] = field(default_factory=list)
    theirs: list[str] = field(default_factory=list)  # the user's own skill of that name
    suppressed: list[str] = field(default_factory=list)
    external: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)  # interrupted updates undone
    rebaselined: list[str] = field(default_factory=list)


def bundled_source() -> Path:
    """The bundled skills: ``$HERMES_BUNDLED_SKILLS``, the package's copy, or (in a
    checkout) the repository's ``skills/``."""
    configured = os.environ.get(BUNDLED_ENV, "").strip()
    if configured:
        return Path(configured).expanduser()
    package = Path(__file__).resolve().parents[1] / "_bundled_skills"
    if package.is_dir():
        return package
    return Path(__file__).resolve().parents[2] / "skills"


def _skill_dirs(root: Path) -> Iterable[Path]:
    """Folders under ``root`` holding a SKILL.md (not entering hidden folders,
    symlinked folders, or our own backup and incoming copies)."""
    if not root.is_dir():
        return
    for current, dirs, files in os.walk(root):
        dirs[:] = sorted(
            d
            for d in dirs
            if not d.startswith(".")
            and d not in _SKIPPED_DIRS
            and not d.endswith((_BACKUP, _INCOMING))
            and not os.path.islink(os.path.join(current, d))
        )
        if "SKILL.md" in files and Path(current) != root:
            dirs[:] = []  # a skill's own folders are not skills
            yield Path(current)


def bundled_skills(source: Path) -> dict[str, Path]:
    """Bundled skill folders by name (their folder name)."""
    return {folder.name: folder for folder in _skill_dirs(source)}


def _current(folder: Path) -> tuple[str, str]:
    return bundled_hashes(folder)


def _copy_in(source: Path, target: Path, root: Path) -> str:
    """Copy ``source`` to ``target`` so that ``target`` appears whole or not at all;
    returns the source's manifest hash, computed from the bytes as they are copied."""
    incoming = target.with_name(target.name + _INCOMING)
    if incoming.exists():
        remove_tree_inside(incoming, root)
    incoming.mkdir(parents=True)
    digest = hashlib.md5(usedforsecurity=False)
    made = {incoming}
    for relative, path, cached in skill_files(source):
        data = path.read_bytes()
        if not cached:
            digest.update(relative.encode("utf-8", "surrogateescape"))
            digest.update(data)
        destination = incoming / relative
        if destination.parent not in made:
            destination.parent.mkdir(parents=True, exist_ok=True)
            made.add(destination.parent)
        destination.write_bytes(data)
    os.replace(incoming, target)
    return digest.hexdigest()


def _recover(root: Path, report: SyncReport, manifest: dict[str, str | None]) -> None:
    """Finish or undo what an interrupted run left: incoming copies are dropped; a
    backup whose update did not reach the manifest is put back."""
    for current, dirs, _files in os.walk(root):
        for name in list(dirs):
            path = Path(current, name)
            if name.endswith(_INCOMING):
                remove_tree_inside(path, root)
                dirs.remove(name)
            elif name.endswith(_BACKUP):
                dirs.remove(name)
                target = path.with_name(name[: -len(_BACKUP)])
                origin = manifest.get(target.name)
                if target.exists() and origin is not None and origin in _current(target):
                    remove_tree_inside(path, root)  # the update finished: drop the backup
                    continue
                if target.exists():
                    remove_tree_inside(target, root)
                os.replace(path, target)
                report.restored.append(target.name)


def _write_manifest(path: Path, manifest: dict[str, str | None]) -> None:
    lines = [
        name if digest is None else f"{name}:{digest}" for name, digest in sorted(manifest.items())
    ]
    write_atomic(path, ("\n".join(lines) + "\n").encode("utf-8") if lines else b"")


def _read_lines(path: Path) -> set[str]:
    try:
        return {
            line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
        }
    except OSError:
        return set()


class SourceHashes:
    """Manifest hashes of the bundled sources, remembered with the size and modification
    time of every file: an unchanged source is recognised from ``stat`` alone, without
    reading its files. A source whose files changed in any way is hashed again."""

    def __init__(self, path: Path, source: Path) -> None:
        self.path = path
        self.key = str(source.resolve())
        self.known: dict[str, list[str]] = {}
        self.changed = False
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            entries = data.get(self.key) if isinstance(data, dict) else None
            if isinstance(entries, dict):
                self.known = {
                    k: v
                    for k, v in entries.items()
                    if isinstance(v, list) and len(v) == 2 and all(isinstance(x, str) for x in v)
                }
        except (OSError, ValueError):
            pass

    def hash(self, folder: Path) -> str:
        """The manifest hash of the bundled skill in ``folder``."""
        signature = _signature(folder)
        relative = str(folder)
        kept = self.known.get(relative)
        if kept is not None and kept[0] == signature:
            return kept[1]
        digest = _current(folder)[0]
        self.known[relative] = [signature, digest]
        self.changed = True
        return digest

    def remember(self, folder: Path, digest: str) -> str:
        """Record ``digest`` as ``folder``'s hash (computed elsewhere, e.g. while
        copying); returns it."""
        self.known[str(folder)] = [_signature(folder), digest]
        self.changed = True
        return digest

    def save(self) -> None:
        """Write what was learnt (a cache: losing it only costs a re-hash)."""
        if self.changed:
            data = json.dumps({self.key: self.known}, sort_keys=True).encode("utf-8")
            with suppress(OSError):
                write_atomic(self.path, data)


def _signature(folder: Path) -> str:
    """A digest of the relative path, size and modification time of every file."""
    digest = hashlib.sha256()
    for current, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(current, name)
            try:
                info = os.stat(path)
            except OSError:
                continue
            relative = os.path.relpath(path, folder)
            digest.update(
                f"{relative}\0{info.st_size}\0{info.st_mtime_ns}\n".encode(
                    "utf-8", "surrogateescape"
                )
            )
    return digest.hexdigest()


def sync_bundled(
    paths: HermesPaths, source: Path | None = None, external_dirs: Sequence[Path] = ()
) -> SyncReport:
    """Bring ``paths.skills_dir`` up to date with the bundled skills (see the module)."""
    report = SyncReport()
    if (paths.home / ".no-bundled-skills").exists():
        report.disabled = True
        return report
    source = source if source is not None else bundled_source()
    root = paths.skills_dir
    root.mkdir(parents=True, exist_ok=True)
    manifest = read_bundled_manifest(paths.bundled_manifest)
    before = dict(manifest)
    journal = root / _JOURNAL
    if journal.exists():  # the last run stopped in the middle: finish or undo its work
        _recover(root, report, manifest)
    cache = SourceHashes(root / _SOURCE_CACHE, source)
    run = _Run(root, source, manifest, report, _read_lines(root / _KEPT), journal, cache)
    suppressed = _read_lines(root / ".curator_suppressed")
    external = {folder.name for base in external_dirs for folder in _skill_dirs(base)}
    for name, bundled in sorted(bundled_skills(source).items()):
        if name in suppressed:
            report.suppressed.append(name)
        elif name in external:
            report.external.append(name)
        else:
            run.seed(name, bundled)
    if manifest != before:
        _write_manifest(paths.bundled_manifest, manifest)
    if run.kept_now != run.kept_before:
        text = "".join(f"{name}\n" for name in sorted(run.kept_now))
        write_atomic(root / _KEPT, text.encode("utf-8"))
    _finish_updates(root, report, manifest)
    if journal.exists():
        journal.unlink()
    cache.save()
    return report


def seed_on_first_use(paths: HermesPaths, external_dirs: Sequence[Path] = ()) -> SyncReport | None:
    """Seed when nothing was ever seeded here (no ``.bundled_manifest`` yet and no
    ``.no-bundled-skills`` marker), as Hermes does on first use; ``None`` otherwise."""
    if paths.bundled_manifest.exists() or (paths.home / ".no-bundled-skills").exists():
        return None
    return sync_bundled(paths, external_dirs=external_dirs)


@dataclass
class _Run:
    """One sync's state: where things are, and what it has decided so far."""

    root: Path
    source: Path
    manifest: dict[str, str | None]
    report: SyncReport
    kept_before: set[str]
    journal: Path
    cache: SourceHashes
    kept_now: set[str] = field(default_factory=set)
    _copies: dict[str, Path] | None = None

    def copy_of(self, name: str, target: Path) -> Path | None:
        """The user's copy of ``name``: where the bundle keeps it, else wherever it is
        (the whole skills folder is walked only then)."""
        if (target / "SKILL.md").is_file():
            return target
        if self._copies is None:
            self._copies = {folder.name: folder for folder in _skill_dirs(self.root)}
        return self._copies.get(name)

    def begin(self) -> None:
        """Note that a change is under way: a run killed from now on leaves the journal
        for the next one."""
        if not self.journal.exists():
            write_atomic(self.journal, b"seeding in progress\n")

    def seed(self, name: str, bundled: Path) -> None:
        """Decide for one bundled skill, from the three hashes."""
        report, manifest = self.report, self.manifest
        target = self.root / bundled.relative_to(self.source)
        copy = self.copy_of(name, target)
        if name not in manifest:
            self._first(name, bundled, target, copy)
            return
        origin = manifest[name]
        if copy is None:
            report.deleted_by_user.append(name)
            return
        if origin is None:  # an old manifest line without a hash: take the copy as it is
            manifest[name] = _current(copy)[0]
            report.rebaselined.append(name)
            return
        source_hash = self.cache.hash(bundled)
        if source_hash == origin and copy == target:
            report.unchanged.append(name)  # the user's copy is not even read
            return
        if origin not in _current(copy):
            (report.still_kept if name in self.kept_before else report.kept).append(name)
            self.kept_now.add(name)
            return
        if source_hash == origin:  # moved to another category by the bundle
            if not target.exists():
                self.begin()
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(copy, target)
                report.moved.append(name)
            return
        # Updated where the copy is (a later run moves it if the bundle moved it).
        self.begin()
        _update(bundled, copy, copy, self.root)
        manifest[name] = source_hash
        report.updated.append(name)

    def _first(self, name: str, bundled: Path, target: Path, copy: Path | None) -> None:
        if copy is None:
            self.begin()
            target.parent.mkdir(parents=True, exist_ok=True)
            self.manifest[name] = self.cache.remember(bundled, _copy_in(bundled, target, self.root))
            self.report.copied.append(name)
            return
        source_hash = self.cache.hash(bundled)
        if source_hash in _current(copy):  # left by a run stopped before the manifest
            self.manifest[name] = source_hash
            self.report.copied.append(name)
        else:
            self.report.theirs.append(name)


def _update(bundled: Path, copy: Path, target: Path, root: Path) -> None:
    """Replace a pristine copy with the new bundled version: the old copy is renamed
    aside first and dropped only once the manifest records the new origin."""
    backup = copy.with_name(copy.name + _BACKUP)
    os.replace(copy, backup)
    _copy_in(bundled, target, root)


def _finish_updates(root: Path, report: SyncReport, manifest: dict[str, str | None]) -> None:
    """After the manifest is written: the backups of finished updates go."""
    for name in report.updated:
        for backup in root.rglob(name + _BACKUP):
            if backup.is_dir() and manifest.get(name) is not None:
                remove_tree_inside(backup, root)


def modified_bundled(paths: HermesPaths) -> list[tuple[str, Path]]:
    """Bundled skills whose copy no longer matches the hash it was seeded with."""
    manifest = read_bundled_manifest(paths.bundled_manifest)
    found = []
    for folder in _skill_dirs(paths.skills_dir):
        origin = manifest.get(folder.name)
        if origin is not None and origin not in _current(folder):
            found.append((folder.name, folder))
    return sorted(found)


def reset_bundled(
    paths: HermesPaths, name: str, *, restore: bool = False, source: Path | None = None
) -> str:
    """Stop keeping a modified bundled skill: take the user's copy as the new baseline
    (later bundle updates apply to it again), or with ``restore`` put the bundled
    version back in its place. Returns what was done."""
    source = source if source is not None else bundled_source()
    root = paths.skills_dir
    manifest = read_bundled_manifest(paths.bundled_manifest)
    if name not in manifest:
        raise KeyError(f"{name} is not a seeded bundled skill")
    copy = next((f for f in _skill_dirs(root) if f.name == name), None)
    bundled = bundled_skills(source).get(name)
    if restore:
        if bundled is None:
            raise KeyError(f"{name} is no longer bundled: nothing to restore")
        if copy is not None:
            _update(bundled, copy, copy, root)
        else:
            _copy_in(bundled, root / bundled.relative_to(source), root)
        manifest[name] = _current(bundled)[0]
        done = f"{name}: the bundled version is back"
    else:
        if copy is None:
            raise KeyError(f"{name} has no copy in {root}")
        manifest[name] = _current(copy)[0]
        done = f"{name}: your copy is the new baseline; bundle updates apply to it again"
    _write_manifest(paths.bundled_manifest, manifest)
    kept = _read_lines(root / _KEPT) - {name}
    write_atomic(root / _KEPT, "".join(f"{n}\n" for n in sorted(kept)).encode("utf-8"))
    if restore:
        report = SyncReport(updated=[name])
        _finish_updates(root, report, manifest)
    return done
