"""What a user changed in a bundled skill: their copy against the files its bundle
seeded — ours or Hermes Agent's — or, when those files are nowhere to be found, a plain
statement that the origin is unknown (with whether the copy still hashes to it).

The baseline is always the exact version that was seeded, recognised by the origin
hash its manifest records: for our skills the files kept at seeding
(:mod:`hermes_core.provenance.origins`) or the bundle, if it still holds that version;
for Hermes Agent's, its stock copy in a folder given by the caller or in the checkout
its installer keeps under ``HERMES_HOME/hermes-agent``. Never a different version.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hermes_core.paths import HermesPaths
from hermes_core.provenance.bundles import (
    OURS,
    Manifests,
    bundled_skills,
    bundled_source,
    skill_dirs,
)
from hermes_core.provenance.hashing import bundled_hashes, files_hashes, skill_files
from hermes_core.provenance.origins import origin_files

__all__ = ["BundledDiff", "FileChange", "NotBundledError", "diff_bundled"]

_MAX_FILE = 8 * 1024 * 1024


class NotBundledError(KeyError):
    """The name is not a bundled skill with a copy in this home."""


@dataclass(frozen=True, slots=True)
class FileChange:
    """One file that differs: ``modified``, ``added`` (only in the copy) or
    ``removed`` (only in what was seeded)."""

    path: str
    status: str
    seeded: bytes | None
    yours: bytes | None


@dataclass(frozen=True, slots=True)
class BundledDiff:
    """The user's copy of a bundled skill against what was seeded."""

    name: str
    bundle: str  # OURS or HERMES_AGENT
    copy: Path
    modified: bool | None  # None: no hash was recorded when it was seeded
    baseline: str | None  # where the seeded files were found; None: origin unknown
    changes: tuple[FileChange, ...]
    note: str = ""


def _files(folder: Path) -> dict[str, bytes]:
    found = {}
    for relative, path, _cached in skill_files(folder):
        try:
            if path.stat().st_size <= _MAX_FILE:
                found[Path(relative).as_posix()] = path.read_bytes()
        except OSError:
            continue
    return found


def _changes(seeded: dict[str, bytes], yours: dict[str, bytes]) -> tuple[FileChange, ...]:
    changes = []
    for path in sorted(seeded.keys() | yours.keys()):
        before, after = seeded.get(path), yours.get(path)
        if before == after:
            continue
        status = "added" if before is None else "removed" if after is None else "modified"
        changes.append(FileChange(path, status, before, after))
    return tuple(changes)


def _copy_of(paths: HermesPaths, name: str) -> Path | None:
    return next((folder for folder in skill_dirs(paths.skills_dir) if folder.name == name), None)


def diff_bundled(
    paths: HermesPaths,
    name: str,
    *,
    source: Path | None = None,
    stock: Sequence[Path] = (),
) -> BundledDiff:
    """Diff ``name``'s copy against what its bundle seeded. ``stock``: folders that may
    hold Hermes Agent's bundled skills (searched before its installer's checkout).
    Raises :class:`NotBundledError` for a name neither bundle seeded here."""
    manifests = Manifests.read(paths)
    owner = manifests.owner(name)
    if owner is None:
        raise NotBundledError(
            f"{name}: not a bundled skill seeded into {paths.skills_dir} "
            "(`hermes skills list --all` shows where each skill came from)"
        )
    copy = _copy_of(paths, name)
    if copy is None:
        raise NotBundledError(f"{name}: no copy in {paths.skills_dir} (deleted?)")
    origin = (manifests.ours if owner == OURS else manifests.theirs)[name]
    yours = _files(copy)
    modified = None if origin is None else origin not in bundled_hashes(copy)
    if origin is None:
        return BundledDiff(
            name, owner, copy, None, None, (), "its manifest line has no hash: origin unknown"
        )
    if owner == OURS:
        found = _our_origin(paths, name, origin, source)
        missing = "the files it was seeded with are no longer kept, and the bundle has changed"
    else:
        found = _their_origin(paths, name, origin, stock)
        missing = (
            "it is Hermes Agent's bundled skill and its stock files are not on this machine "
            f"(looked in {', '.join(str(p) for p in _stock_dirs(paths, stock))}); "
            f"Hermes Agent's own `hermes skills diff {name}` can show it"
        )
    if found is None:
        return BundledDiff(name, owner, copy, modified, None, (), f"origin unknown: {missing}")
    baseline, seeded = found
    return BundledDiff(name, owner, copy, modified, baseline, _changes(seeded, yours))


def _our_origin(
    paths: HermesPaths, name: str, origin: str, source: Path | None
) -> tuple[str, dict[str, bytes]] | None:
    kept = origin_files(paths.skills_dir, name)
    if kept is not None and origin in files_hashes(kept):
        return "the files it was seeded with", kept
    bundled = bundled_skills(source if source is not None else bundled_source()).get(name)
    if bundled is not None and origin in bundled_hashes(bundled):
        return f"the bundled version ({bundled})", _files(bundled)
    return None


def _stock_dirs(paths: HermesPaths, stock: Sequence[Path]) -> list[Path]:
    return [*stock, paths.home / "hermes-agent" / "skills"]


def _their_origin(
    paths: HermesPaths, name: str, origin: str, stock: Sequence[Path]
) -> tuple[str, dict[str, bytes]] | None:
    for root in _stock_dirs(paths, stock):
        folder = bundled_skills(root).get(name)
        if folder is not None and origin in bundled_hashes(folder):
            return f"Hermes Agent's stock copy ({folder})", _files(folder)
    return None
