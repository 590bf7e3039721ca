"""Putting the records together for one skill folder."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from hermes_core.paths import HermesPaths
from hermes_core.provenance.bundles import OURS, Manifests
from hermes_core.provenance.hashing import bundled_hashes, content_hash
from hermes_core.provenance.model import BundledOrigin, HubOrigin, Provenance, SourceKind
from hermes_core.provenance.records import read_hub_lock, read_usage

__all__ = ["provenance_of"]


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except OSError:
        return False


def provenance_of(
    skill_dir: Path, paths: HermesPaths, external_dirs: Sequence[Path] = ()
) -> Provenance:
    """Where the skill in ``skill_dir`` came from, judged from the records under
    ``paths.skills_dir``: a hub lock entry makes it hub-installed, a line in our
    manifest or Hermes Agent's bundled (by that bundle), the usage file's agent flag
    agent-created; any other skill under the skills folder is the user's, and one in
    an external folder is external."""
    name = skill_dir.name
    usage = read_usage(paths.usage_file).get(name)
    archived = _inside(skill_dir, paths.archive_dir)
    if not _inside(skill_dir, paths.skills_dir):
        external = any(_inside(skill_dir, folder) for folder in external_dirs)
        kind = SourceKind.EXTERNAL if external else SourceKind.USER
        return Provenance(name, kind, "community" if external else "trusted", usage=usage)
    lock = read_hub_lock(paths.hub_dir / "lock.json").get(name)
    if lock is not None:
        current = content_hash(skill_dir)
        hub = HubOrigin(lock, current, current == lock.content_hash)
        trust = lock.trust_level or "community"
        return Provenance(name, SourceKind.HUB, trust, hub=hub, usage=usage, archived=archived)
    manifests = Manifests.read(paths)
    owner = manifests.owner(name)
    if owner is not None:
        origin = (manifests.ours if owner == OURS else manifests.theirs)[name]
        without, with_caches = bundled_hashes(skill_dir)
        pristine = None if origin is None else origin in (without, with_caches)
        bundled = BundledOrigin(origin, without, pristine, owner)
        return Provenance(
            name, SourceKind.BUNDLED, "builtin", bundled=bundled, usage=usage, archived=archived
        )
    if usage is not None and usage.agent_created:
        return Provenance(
            name, SourceKind.AGENT_CREATED, "agent-created", usage=usage, archived=archived
        )
    return Provenance(name, SourceKind.USER, "trusted", usage=usage, archived=archived)
