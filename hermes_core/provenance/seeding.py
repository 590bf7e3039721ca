"""Seeding the bundled skills into ``HERMES_HOME/skills`` with a three-way hash.

Hermes Agent seeds the same folder from its own bundle; how the two share it — each
with its own manifest, a name owned by the bundle that lists it — is in
:mod:`hermes_core.provenance.bundles`. A name Hermes Agent's manifest lists is never
written here, whatever we bundle under it (``another_bundle`` in the report).

For each of our bundled skills, three hashes decide: the bundled source now, the origin
hash recorded in our manifest when it was last copied, and the user's copy.

- not in the manifest, no copy: copy it (a pristine copy of this or an earlier version
  of ours, left by a run that stopped before writing the manifest or listed by an old
  manifest that was lost, is adopted);
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
finished by the next; runs in several processes at once (an editor starting the
language server, the agent and the MCP server together) take turns through a lock.
Every copy's files are kept as its origin (:mod:`hermes_core.provenance.origins`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from hermes_core.atomic import UnsafeDeleteError, locked, remove_tree_inside, write_atomic
from hermes_core.paths import HermesPaths
from hermes_core.provenance.bundles import (
    BUNDLED_ENV,
    HERMES_AGENT,
    OURS,
    Manifests,
    bundled_skills,
    bundled_source,
    known_hashes,
    skill_dirs,
    write_manifest,
)
from hermes_core.provenance.hashing import bundled_hashes, skill_files
from hermes_core.provenance.origins import forget_origin, save_origin

__all__ = [
    "BUNDLED_ENV",
    "ModifiedSkill",
    "SyncReport",
    "bundled_skills",
    "bundled_source",
    "modified_bundled",
    "reset_bundled",
    "seed_for_entry_point",
    "seed_on_first_use",
    "sync_bundled",
]

logger = logging.getLogger(__name__)

_BACKUP = ".hermes-bak"
_INCOMING = ".hermes-new"
_KEPT = ".bundled_kept"
_JOURNAL = ".bundled_in_progress"
_SOURCE_CACHE = ".bundled_source_hashes.json"


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
    another_bundle: list[str] = field(default_factory=list)  # Hermes Agent's skill of that name
    claimed: list[str] = field(default_factory=list)  # moved out of .bundled_manifest
    released: list[str] = field(default_factory=list)  # deleted by the user, now Hermes Agent's


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
    if (paths.home / ".no-bundled-skills").exists():
        return SyncReport(disabled=True)
    paths.skills_dir.mkdir(parents=True, exist_ok=True)
    with locked(paths.workbench_manifest):
        return _sync(paths, source if source is not None else bundled_source(), external_dirs)


def _sync(paths: HermesPaths, source: Path, external_dirs: Sequence[Path]) -> SyncReport:
    report = SyncReport()
    root = paths.skills_dir
    manifests = Manifests.read(paths)
    before = dict(manifests.ours)
    report.claimed = manifests.claim_ours()
    journal = root / _JOURNAL
    if journal.exists():  # the last run stopped in the middle: finish or undo its work
        _recover(root, report, manifests.ours)
    cache = SourceHashes(root / _SOURCE_CACHE, source)
    run = _Run(root, source, manifests, report, _read_lines(root / _KEPT), journal, cache)
    suppressed = _read_lines(root / ".curator_suppressed")
    external = {folder.name for base in external_dirs for folder in skill_dirs(base)}
    for name, bundled in sorted(bundled_skills(source).items()):
        if name in suppressed:
            report.suppressed.append(name)
        elif name in external:
            report.external.append(name)
        else:
            run.seed(name, bundled)
    if manifests.ours != before or not paths.workbench_manifest.exists():
        write_manifest(paths.workbench_manifest, manifests.ours)
    if report.claimed:  # only after ours holds them: a crash between leaves them in both
        write_manifest(paths.bundled_manifest, manifests.theirs)
    if run.kept_now != run.kept_before:
        text = "".join(f"{name}\n" for name in sorted(run.kept_now))
        write_atomic(root / _KEPT, text.encode("utf-8"))
    _finish_updates(root, report, manifests.ours)
    if journal.exists():
        journal.unlink()
    cache.save()
    return report


def seed_on_first_use(paths: HermesPaths, external_dirs: Sequence[Path] = ()) -> SyncReport | None:
    """Seed when this product never seeded here (no manifest of ours yet, and no
    ``.no-bundled-skills`` marker) — also in a home Hermes Agent seeded; ``None``
    otherwise."""
    if paths.workbench_manifest.exists() or (paths.home / ".no-bundled-skills").exists():
        return None
    return sync_bundled(paths, external_dirs=external_dirs)


def seed_for_entry_point(
    paths: HermesPaths, external_dirs: Sequence[Path] = ()
) -> SyncReport | None:
    """:func:`seed_on_first_use` for a server starting up (the language server, the
    agent, the MCP server): what it did is logged, and a failure is logged too, never
    raised — a home whose skills cannot be seeded still serves. Returns the report of a
    run that happened."""
    try:
        report = seed_on_first_use(paths, external_dirs)
    except (OSError, UnsafeDeleteError) as exc:
        logger.warning("could not seed the bundled skills into %s: %s", paths.skills_dir, exc)
        return None
    if report is not None and report.copied:
        logger.info(
            "seeded %d bundled skills into %s (first use)", len(report.copied), paths.skills_dir
        )
    return report


@dataclass
class _Run:
    """One sync's state: where things are, and what it has decided so far."""

    root: Path
    source: Path
    manifests: Manifests
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
            self._copies = {folder.name: folder for folder in skill_dirs(self.root)}
        return self._copies.get(name)

    def begin(self) -> None:
        """Note that a change is under way: a run killed from now on leaves the journal
        for the next one."""
        if not self.journal.exists():
            write_atomic(self.journal, b"seeding in progress\n")

    def seed(self, name: str, bundled: Path) -> None:
        """Decide for one bundled skill, from its owner and the three hashes."""
        report, manifest = self.report, self.manifests.ours
        target = self.root / bundled.relative_to(self.source)
        copy = self.copy_of(name, target)
        owner = self.manifests.owner(name)
        if owner == HERMES_AGENT:
            if name in manifest:  # ours was deleted, and Hermes Agent put its own there
                del manifest[name]
                forget_origin(self.root, name)
                report.released.append(name)
            else:
                report.another_bundle.append(name)
            return
        if owner is None and not self._first(name, bundled, target, copy):
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
        save_origin(self.root, name, copy)
        manifest[name] = source_hash
        report.updated.append(name)

    def _first(self, name: str, bundled: Path, target: Path, copy: Path | None) -> bool:
        """A name no manifest lists: copy it in, or adopt a pristine copy of ours.
        Returns whether the name is now ours and still to be brought up to date."""
        if copy is None:
            self.begin()
            target.parent.mkdir(parents=True, exist_ok=True)
            digest = _copy_in(bundled, target, self.root)
            self.manifests.ours[name] = self.cache.remember(bundled, digest)
            save_origin(self.root, name, target)
            self.report.copied.append(name)
            return False
        current = _current(copy)
        source_hash = self.cache.hash(bundled)
        if source_hash in current:  # left by a run stopped before the manifest
            self.manifests.ours[name] = source_hash
            save_origin(self.root, name, copy)
            self.report.copied.append(name)
            return False
        earlier = known_hashes().get(name, frozenset()) & set(current)
        if earlier:  # a pristine earlier version of ours whose manifest line was lost
            self.manifests.ours[name] = next(iter(earlier))
            return True
        self.report.theirs.append(name)
        return False


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


@dataclass(frozen=True, slots=True)
class ModifiedSkill:
    """A bundled skill whose copy no longer matches what its bundle seeded."""

    name: str
    path: Path
    bundle: str  # OURS or HERMES_AGENT


def modified_bundled(paths: HermesPaths) -> list[ModifiedSkill]:
    """Bundled skills — ours and Hermes Agent's — whose copy no longer matches the hash
    it was seeded with."""
    manifests = Manifests.read(paths)
    found = []
    for folder in skill_dirs(paths.skills_dir):
        owner = manifests.owner(folder.name)
        if owner is None:
            continue
        origin = (manifests.ours if owner == OURS else manifests.theirs)[folder.name]
        if origin is not None and origin not in _current(folder):
            found.append(ModifiedSkill(folder.name, folder, owner))
    return sorted(found, key=lambda skill: skill.name)


def reset_bundled(
    paths: HermesPaths, name: str, *, restore: bool = False, source: Path | None = None
) -> str:
    """Stop keeping a modified bundled skill: take the user's copy as the new baseline
    (later bundle updates apply to it again), or with ``restore`` put the bundled
    version back in its place. Returns what was done."""
    with locked(paths.workbench_manifest):
        return _reset(paths, name, restore, source if source is not None else bundled_source())


def _reset(paths: HermesPaths, name: str, restore: bool, source: Path) -> str:
    root = paths.skills_dir
    manifests = Manifests.read(paths)
    manifest = manifests.ours
    if name not in manifest:
        if name in manifests.theirs:
            raise KeyError(
                f"{name} is Hermes Agent's bundled skill: reset it with Hermes Agent "
                f"(`hermes skills reset {name}` of hermes-agent)"
            )
        raise KeyError(f"{name} is not a seeded bundled skill")
    copy = next((f for f in skill_dirs(root) if f.name == name), None)
    bundled = bundled_skills(source).get(name)
    if restore:
        if bundled is None:
            raise KeyError(f"{name} is no longer bundled: nothing to restore")
        if copy is not None:
            _update(bundled, copy, copy, root)
            save_origin(root, name, copy)
        else:
            target = root / bundled.relative_to(source)
            _copy_in(bundled, target, root)
            save_origin(root, name, target)
        manifest[name] = _current(bundled)[0]
        done = f"{name}: the bundled version is back"
    else:
        if copy is None:
            raise KeyError(f"{name} has no copy in {root}")
        manifest[name] = _current(copy)[0]
        save_origin(root, name, copy)
        done = f"{name}: your copy is the new baseline; bundle updates apply to it again"
    write_manifest(paths.workbench_manifest, manifest)
    kept = _read_lines(root / _KEPT) - {name}
    write_atomic(root / _KEPT, "".join(f"{n}\n" for n in sorted(kept)).encode("utf-8"))
    if restore:
        report = SyncReport(updated=[name])
        _finish_updates(root, report, manifest)
    return done
