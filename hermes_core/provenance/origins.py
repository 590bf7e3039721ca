"""The exact files each of our bundled skills was seeded with, kept so that
``hermes skills diff`` shows a user's edit against what they were given — also after
a later bundle changed the skill (their copy, being edited, was kept, and the bundle
no longer holds that version).

One uncompressed tar per skill in ``skills/.bundled_origins/<name>.tar``, written
atomically whenever seeding copies or updates the skill. A folder of tar files holds no
``SKILL.md``, so neither program's skill discovery sees it. An archive whose files do
not hash to the origin the manifest records is not used.
"""

from __future__ import annotations

import io
import logging
import tarfile
from contextlib import suppress
from pathlib import Path

from hermes_core.atomic import write_atomic
from hermes_core.provenance.hashing import skill_files

__all__ = ["ORIGINS_DIR", "forget_origin", "origin_files", "save_origin"]

logger = logging.getLogger(__name__)

ORIGINS_DIR = ".bundled_origins"
_MAX_BYTES = 64 * 1024 * 1024


def _archive(root: Path, name: str) -> Path:
    return root / ORIGINS_DIR / f"{name}.tar"


def save_origin(root: Path, name: str, folder: Path) -> None:
    """Keep the files of ``folder`` (a skill just seeded from the bundle) as
    ``name``'s origin. A failure costs only an exact diff later, so it is logged."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for relative, path, _cached in skill_files(folder):
            data = path.read_bytes()
            info = tarfile.TarInfo(Path(relative).as_posix())
            info.size = len(data)
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(data))
    try:
        write_atomic(_archive(root, name), buffer.getvalue())
    except OSError as exc:
        logger.warning("could not keep the seeded files of %s: %s", name, exc)


def forget_origin(root: Path, name: str) -> None:
    """Drop ``name``'s kept origin (the skill is no longer ours to diff)."""
    with suppress(OSError):
        _archive(root, name).unlink()


def origin_files(root: Path, name: str) -> dict[str, bytes] | None:
    """The kept origin of ``name`` (relative POSIX path to bytes), or ``None`` when
    there is none or it cannot be read. Only regular files are taken from the
    archive, and no path that leaves the skill."""
    archive = _archive(root, name)
    try:
        if archive.stat().st_size > _MAX_BYTES:
            return None
        with tarfile.open(archive, mode="r:") as tar:
            files: dict[str, bytes] = {}
            for member in tar.getmembers():
                parts = Path(member.name).parts
                if not member.isfile() or member.name.startswith("/") or ".." in parts:
                    continue
                handle = tar.extractfile(member)
                if handle is not None:
                    files[member.name] = handle.read()
            return files
    except (OSError, tarfile.TarError):
        return None
