"""Two bundles, one home: which program's bundled skill a name belongs to.

Hermes Agent seeds its bundled skills into ``skills/`` and records them in
``skills/.bundled_manifest``; this product seeds its own and records them in
``skills/.workbench_bundled_manifest`` (the same ``name:hash`` lines). Each program
writes only its own manifest, so each reads its own correctly, and a user who runs both
gets both sets of skills. A name is owned by the bundle whose manifest lists it:

- listed in Hermes Agent's: theirs — never written, updated or reset by us, even when
  we bundle a skill of the same name (ours is then not installed). Hermes Agent lists a
  name only once its own copy is in place, so a name in both manifests (the user deleted
  our copy, and Hermes Agent's sync then put its own there) is theirs: ours lets go;
- listed in ours only: ours (seeded, updated and reset by us);
- listed in neither: whoever puts a copy there first (Hermes Agent's sync never
  overwrites a skill that is there and not in its manifest; neither does ours).

So no skill ever changes hands, whatever order the two sync in, however often.

Our own skills are recognised by their hashes: ``bundled_history.txt`` lists the
manifest hash of every version of every skill this product ever bundled. Versions
before this scheme wrote our skills into ``.bundled_manifest``; such a line (one of our
names with one of our hashes) is moved into our manifest the next time we sync, which
Hermes Agent's sync would otherwise have dropped (it removes the names it does not
bundle) or, for a clashing name, taken as its own and overwritten.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hermes_core.atomic import write_atomic
from hermes_core.paths import HermesPaths
from hermes_core.provenance.records import read_bundled_manifest

__all__ = [
    "BUNDLED_ENV",
    "HERMES_AGENT",
    "OURS",
    "Manifests",
    "bundled_skills",
    "bundled_source",
    "known_hashes",
    "skill_dirs",
    "write_manifest",
]

BUNDLED_ENV = "HERMES_BUNDLED_SKILLS"
OURS = "hermes-workbench"
HERMES_AGENT = "hermes-agent"
HISTORY = Path(__file__).with_name("bundled_history.txt")
_SKIPPED_DIRS = frozenset((".hub", ".archive", ".curator_backups", ".git"))
_BACKUP = ".hermes-bak"
_INCOMING = ".hermes-new"


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


def skill_dirs(root: Path) -> Iterable[Path]:
    """Folders under ``root`` holding a SKILL.md (not entering hidden folders,
    symlinked folders, or seeding's own backup and incoming copies)."""
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
    return {folder.name: folder for folder in skill_dirs(source)}


@cache
def known_hashes() -> Mapping[str, frozenset[str]]:
    """Every manifest hash each of our bundled skills has had (``bundled_history.txt``)."""
    found: dict[str, set[str]] = {}
    for raw in HISTORY.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            name, _, digest = line.partition(":")
            found.setdefault(name.strip(), set()).add(digest.strip())
    return {name: frozenset(hashes) for name, hashes in found.items()}


def write_manifest(path: Path, manifest: Mapping[str, str | None]) -> None:
    """Write ``name:hash`` lines (a bare name where the hash is unknown), sorted, as
    Hermes Agent writes ``.bundled_manifest``."""
    lines = [
        name if digest is None else f"{name}:{digest}" for name, digest in sorted(manifest.items())
    ]
    write_atomic(path, ("\n".join(lines) + "\n").encode("utf-8") if lines else b"")


@dataclass
class Manifests:
    """Our manifest and Hermes Agent's, as read at the start of a run."""

    ours: dict[str, str | None]
    theirs: dict[str, str | None]

    @classmethod
    def read(cls, paths: HermesPaths) -> Manifests:
        return cls(
            read_bundled_manifest(paths.workbench_manifest),
            read_bundled_manifest(paths.bundled_manifest),
        )

    def owner(self, name: str) -> str | None:
        """Which bundle owns ``name`` here (``None``: neither)."""
        if name in self.theirs:
            return HERMES_AGENT
        if name in self.ours:
            return OURS
        return None

    def claim_ours(self) -> list[str]:
        """Move lines an older version of us wrote into ``.bundled_manifest`` (our
        names with our hashes) into our manifest; returns the names moved."""
        history = known_hashes()
        moved = [
            name
            for name, digest in self.theirs.items()
            if digest is not None and digest in history.get(name, ())
        ]
        for name in moved:
            digest = self.theirs.pop(name)
            self.ours.setdefault(name, digest)
        return sorted(moved)
