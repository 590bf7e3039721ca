"""Progressive disclosure of skills, as the agent's tools see it.

- level 0 — the index in the system prompt (:mod:`hermes_core.skills.index`);
- level 1 — :func:`skills_list`: name, description and category of every skill
  the filter allows, sorted by category then name;
- level 2 — :func:`skill_view` with a name: the whole SKILL.md (with
  ``${HERMES_SKILL_DIR}`` and ``${HERMES_SESSION_ID}`` substituted), its
  supporting files, and whether it is ready to run here (environment variables,
  also from ``HERMES_HOME/.env``; commands on ``PATH``);
- level 3 — :func:`skill_view` with a name and a path: one supporting file.

An explicit view ignores the platform and tool filters, as in Hermes; a disabled
skill is not found anywhere. Outcomes a model can cause and recover from — a
binary file, a file over :data:`MAX_FILE_BYTES`, a path that does not exist — are
values (:class:`FileStatus`); a path leaving the skill raises
:class:`~hermes_core.errors.UnsafePathError`.
"""

from __future__ import annotations

import logging
import os
import shutil
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import overload

from hermes_core.errors import SkillNotFoundError, StorageError
from hermes_core.paths import HermesPaths
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillEntry, SkillFilter, load_skill_file
from hermes_core.skills.env_file import read_env_file
from hermes_core.skills.files import list_supporting_files, resolve_inside
from hermes_core.skills.listing import SkillListing
from hermes_core.skills.model import EnvRequirement, Skill, SupportingFile
from hermes_core.text.decoding import decode_text

__all__ = [
    "MAX_FILE_BYTES",
    "SESSION_ID_VARIABLE",
    "SKILL_DIR_VARIABLE",
    "FileStatus",
    "Readiness",
    "ReadinessStatus",
    "SkillFileView",
    "SkillListing",
    "SkillView",
    "ViewContext",
    "check_readiness",
    "skill_view",
    "skills_list",
    "substitute_variables",
    "view_entry",
]

logger = logging.getLogger(__name__)

MAX_FILE_BYTES = 1024 * 1024
SKILL_DIR_VARIABLE = "${HERMES_SKILL_DIR}"
SESSION_ID_VARIABLE = "${HERMES_SESSION_ID}"


class ReadinessStatus(StrEnum):
    """Whether a skill can run as it is, or needs setting up first."""

    AVAILABLE = "available"
    SETUP_NEEDED = "setup_needed"


@dataclass(frozen=True, slots=True)
class Readiness:
    """What a skill needs that this machine lacks (names only, never values)."""

    missing_env: tuple[EnvRequirement, ...] = ()
    missing_commands: tuple[str, ...] = ()

    @property
    def status(self) -> ReadinessStatus:
        """SETUP_NEEDED when anything is missing."""
        if self.missing_env or self.missing_commands:
            return ReadinessStatus.SETUP_NEEDED
        return ReadinessStatus.AVAILABLE

    @property
    def missing_env_names(self) -> tuple[str, ...]:
        """The names of the missing environment variables."""
        return tuple(req.name for req in self.missing_env)


@dataclass(frozen=True, slots=True)
class ViewContext:
    """The machine and session a skill is viewed for.

    ``env_file`` (``HERMES_HOME/.env``) counts as set, like the environment;
    ``which`` finds a command on PATH (``shutil.which``).
    """

    environ: Mapping[str, str]
    env_file: Path | None = None
    which: Callable[[str], str | None] = shutil.which
    session_id: str | None = None

    @classmethod
    def for_home(
        cls,
        paths: HermesPaths,
        environ: Mapping[str, str] | None = None,
        *,
        which: Callable[[str], str | None] = shutil.which,
        session_id: str | None = None,
    ) -> ViewContext:
        """The context of a HERMES_HOME: its .env, and this process's environment."""
        return cls(os.environ if environ is None else environ, paths.env_file, which, session_id)


@dataclass(frozen=True, slots=True)
class SkillView:
    """Level 2: one skill in full.

    ``content`` is the whole SKILL.md and ``body`` the part after the frontmatter,
    both with the variables substituted; ``skill`` is the parsed skill as written.
    """

    entry: SkillEntry
    skill: Skill
    content: str
    body: str
    supporting_files: tuple[SupportingFile, ...]
    readiness: Readiness

    @property
    def name(self) -> str:
        """The skill's name."""
        return self.entry.name

    @property
    def skill_dir(self) -> Path:
        """The absolute folder of the skill."""
        return self.entry.skill_dir


class FileStatus(StrEnum):
    """What viewing a supporting file gave."""

    TEXT = "text"
    BINARY = "binary"
    TOO_LARGE = "too_large"
    NOT_FOUND = "not_found"


@dataclass(frozen=True, slots=True)
class SkillFileView:
    """Level 3: one file of a skill. ``content`` is empty unless ``status`` is TEXT;
    ``available`` lists the skill's supporting files when the path was not found."""

    entry: SkillEntry
    path: str
    status: FileStatus
    content: str = ""
    size: int = 0
    available: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        """A sentence for the model or the user explaining a non-text outcome."""
        if self.status is FileStatus.BINARY:
            return f"{self.path} is a binary file ({self.size:,} bytes); it cannot be shown"
        if self.status is FileStatus.TOO_LARGE:
            return (
                f"{self.path} is {self.size:,} bytes; files over {MAX_FILE_BYTES:,} bytes "
                "are not shown"
            )
        if self.status is FileStatus.NOT_FOUND:
            listed = ", ".join(self.available) or "none"
            return f"{self.path} is not a file of skill {self.entry.name!r}; files: {listed}"
        return ""


def skills_list(
    catalog: SkillCatalog, skill_filter: SkillFilter, category: str | None = None
) -> SkillListing:
    """Level 1, sorted by category then name; ``category`` narrows the list to one
    category."""
    return catalog.listing(skill_filter, category)


@overload
def skill_view(
    catalog: SkillCatalog,
    name: str,
    path: None = None,
    *,
    skill_filter: SkillFilter | None = None,
    context: ViewContext | None = None,
) -> SkillView: ...


@overload
def skill_view(
    catalog: SkillCatalog,
    name: str,
    path: str,
    *,
    skill_filter: SkillFilter | None = None,
    context: ViewContext | None = None,
) -> SkillFileView: ...


def skill_view(
    catalog: SkillCatalog,
    name: str,
    path: str | None = None,
    *,
    skill_filter: SkillFilter | None = None,
    context: ViewContext | None = None,
) -> SkillView | SkillFileView:
    """Level 2 (no ``path``) or level 3 (``path`` inside the skill).

    Raises :class:`SkillNotFoundError`, :class:`AmbiguousSkillError` or
    :class:`UnsafePathError` (see :func:`~hermes_core.skills.resolution.resolve_skill`),
    and :class:`StorageError` when a file exists but cannot be read.
    """
    entry = catalog.resolve(name, skill_filter)
    if path is not None:
        return _view_file(entry, path)
    return view_entry(catalog, entry, context=context)


def view_entry(
    catalog: SkillCatalog, entry: SkillEntry, *, context: ViewContext | None = None
) -> SkillView:
    """Level 2 for a skill already resolved (see :func:`skill_view`)."""
    context = context or ViewContext(os.environ)
    loaded = load_skill_file(entry.path)
    if loaded is None or loaded.stamp != entry.stamp:
        # Changed on disk behind the catalog's back: tell it, so lists catch up.
        catalog.invalidate([entry.path])
    if loaded is None:
        raise SkillNotFoundError(entry.name)
    if not loaded.readable:
        raise StorageError(f"{entry.path} cannot be read as text")
    skill_dir = entry.skill_dir
    return SkillView(
        entry=entry,
        skill=loaded.skill,
        content=substitute_variables(loaded.text, skill_dir, context.session_id),
        body=substitute_variables(loaded.skill.body, skill_dir, context.session_id),
        supporting_files=list_supporting_files(skill_dir),
        readiness=check_readiness(loaded.skill, context),
    )


def _view_file(entry: SkillEntry, path: str) -> SkillFileView:
    shown = path.strip().replace("\\", "/")
    target = resolve_inside(entry.skill_dir, path)
    try:
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return _not_found(entry, shown)
    except OSError as exc:
        raise StorageError(f"cannot read {shown}: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return _not_found(entry, shown)
        if info.st_size > MAX_FILE_BYTES:
            return SkillFileView(entry, shown, FileStatus.TOO_LARGE, size=info.st_size)
        data = _read_up_to(fd, MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise StorageError(f"cannot read {shown}: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        return SkillFileView(entry, shown, FileStatus.TOO_LARGE, size=len(data))
    decoded = decode_text(data)
    if decoded.binary:
        return SkillFileView(entry, shown, FileStatus.BINARY, size=len(data))
    return SkillFileView(entry, shown, FileStatus.TEXT, decoded.text, len(data))


def _read_up_to(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while total < limit:
        chunk = os.read(fd, limit - total)
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def _not_found(entry: SkillEntry, shown: str) -> SkillFileView:
    available = tuple(f.path for f in list_supporting_files(entry.skill_dir))
    return SkillFileView(entry, shown, FileStatus.NOT_FOUND, available=available)


def substitute_variables(text: str, skill_dir: Path, session_id: str | None) -> str:
    """Replace ``${HERMES_SKILL_DIR}`` with the skill folder, and
    ``${HERMES_SESSION_ID}`` with ``session_id`` when there is one (else leave it)."""
    if "${HERMES_" not in text:
        return text
    text = text.replace(SKILL_DIR_VARIABLE, str(skill_dir))
    if session_id:
        text = text.replace(SESSION_ID_VARIABLE, session_id)
    return text


def check_readiness(skill: Skill, context: ViewContext) -> Readiness:
    """Which required variables are unset (in the environment and the .env file)
    and which required commands are not on PATH."""
    missing_env: tuple[EnvRequirement, ...] = ()
    if any(not req.optional for req in skill.env_requirements):
        present = dict(context.environ)
        if context.env_file is not None:
            present.update({k: v for k, v in read_env_file(context.env_file).items() if v})
        missing_env = skill.missing_env(present)
    missing_commands = tuple(c for c in skill.required_commands if context.which(c) is None)
    return Readiness(missing_env, missing_commands)
