"""What discovery knows about each skill, and how it reads one SKILL.md.

The skills roots are ``HERMES_HOME/skills`` (local, writable) followed by the
``skills.external_dirs`` of config.yaml (read-only), in that order. Each SKILL.md
found under a root becomes a :class:`SkillEntry`: where it is, the metadata the
index and the filters need, and the stat stamp it was read with.
:class:`~hermes_core.skills.catalog.SkillCatalog` owns the walk and the caches;
:class:`SkillFilter` decides what a listing or an index shows.
"""

from __future__ import annotations

import codecs
import json
import logging
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from hermes_core.config import SkillsConfig
from hermes_core.paths import HermesPaths
from hermes_core.skills.build import build_skill
from hermes_core.skills.document import MAX_READ_BYTES, parse_skill_text, read_capped
from hermes_core.skills.model import HermesMetadata, Platform, Skill
from hermes_core.text.decoding import decode_text, looks_binary
from hermes_core.text.fast_frontmatter import read_frontmatter_values

__all__ = [
    "FileStamp",
    "LoadedSkill",
    "RootKind",
    "SkillEntry",
    "SkillFilter",
    "SkillRoot",
    "entry_from_skill",
    "load_skill_file",
    "read_entry",
    "skill_roots",
]

logger = logging.getLogger(__name__)

_BOMS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_NO_METADATA = HermesMetadata()


class RootKind(StrEnum):
    """Whether a skills root belongs to this HERMES_HOME or is shared from elsewhere."""

    LOCAL = "local"
    EXTERNAL = "external"


@dataclass(frozen=True, slots=True)
class SkillRoot:
    """A folder skills are discovered under; external roots are read-only."""

    path: Path
    kind: RootKind

    @property
    def read_only(self) -> bool:
        """True for external roots: skills are viewed there, never written."""
        return self.kind is RootKind.EXTERNAL


def skill_roots(paths: HermesPaths, skills: SkillsConfig) -> tuple[SkillRoot, ...]:
    """The local root, then each external dir, as absolute paths.

    An external dir that is, contains or sits inside an earlier root is skipped with
    a warning: the same SKILL.md would otherwise be found twice. Dirs that do not
    exist are kept; discovery skips them and picks them up once they appear.
    """
    roots = [SkillRoot(Path(os.path.abspath(paths.skills_dir)), RootKind.LOCAL)]
    for folder in skills.external_dirs:
        candidate = Path(os.path.abspath(folder))
        clash = next((r for r in roots if _overlaps(r.path, candidate)), None)
        if clash is not None:
            logger.warning(
                "skills.external_dirs: %s overlaps the skills root %s; skipped",
                candidate,
                clash.path,
            )
            continue
        roots.append(SkillRoot(candidate, RootKind.EXTERNAL))
    return tuple(roots)


def _overlaps(a: Path, b: Path) -> bool:
    sa, sb = os.path.join(str(a), ""), os.path.join(str(b), "")
    return sa.startswith(sb) or sb.startswith(sa)


@dataclass(frozen=True, slots=True)
class FileStamp:
    """What a stat says about a file; a different stamp means "read it again".

    The inode catches an editor's save-by-rename even within one mtime tick.
    """

    mtime_ns: int
    size: int
    inode: int

    @classmethod
    def of(cls, info: os.stat_result) -> FileStamp:
        """The stamp of a stat result."""
        return cls(info.st_mtime_ns, info.st_size, info.st_ino)


@dataclass(frozen=True, slots=True)
class SkillEntry:
    """One discovered SKILL.md and the metadata listing and indexing need.

    ``file`` is the SKILL.md path as text, the key of every cache (:attr:`path`
    gives it as a Path). ``relative_dir`` is the skill folder relative to its root,
    POSIX style ('' when the root itself is the skill); ``category`` is the
    folders above the skill folder, or ``None``. ``name`` is the frontmatter name
    (the folder name when the frontmatter has none). ``readable`` is False when the
    file could not be read as text; such entries are reported, never listed.
    """

    file: str
    root: SkillRoot
    relative_dir: str
    category: str | None
    dir_name: str
    name: str
    description: str
    platforms: tuple[str, ...]
    hermes: HermesMetadata
    stamp: FileStamp
    readable: bool = True

    @property
    def path(self) -> Path:
        """The SKILL.md."""
        return Path(self.file)

    @property
    def skill_dir(self) -> Path:
        """The folder holding the SKILL.md."""
        return Path(os.path.dirname(self.file))

    @property
    def qualified_name(self) -> str:
        """``category/dir-name``: a name that identifies the skill within its root."""
        return self.relative_dir or self.dir_name

    @property
    def read_only(self) -> bool:
        """True when the skill lives in an external (read-only) root."""
        return self.root.read_only

    def same_metadata(self, other: SkillEntry) -> bool:
        """True when ``other`` would list and index exactly like this entry."""
        return (
            self.name == other.name
            and self.description == other.description
            and self.platforms == other.platforms
            and self.hermes == other.hermes
            and self.readable == other.readable
        )


@dataclass(frozen=True, slots=True)
class LoadedSkill:
    """A SKILL.md read from disk: the parsed skill, its text and the stamp read with."""

    skill: Skill
    text: str
    stamp: FileStamp
    readable: bool


def load_skill_file(path: Path | str) -> LoadedSkill | None:
    """Read and parse one SKILL.md; ``None`` when it does not exist (any more).

    Never raises for the content: everyday frontmatter takes the fast reader, any
    other text the full source-mapped parser, so the values match what the linter
    sees. A file that cannot be read is returned with ``readable=False``.
    """
    try:
        stamp, data = _read_bytes(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        logger.debug("cannot read %s: %s", path, exc)
        try:
            stamp = FileStamp.of(os.stat(path))
        except OSError:
            return None
        return LoadedSkill(build_skill(None, "", _dir_name(path)), "", stamp, readable=False)
    skill, text, readable = _parse(data, path)
    return LoadedSkill(skill, text, stamp, readable)


def _read_bytes(path: Path | str) -> tuple[FileStamp, bytes]:
    """The file's stamp and up to MAX_READ_BYTES + 1 of its bytes."""
    info, data = read_capped(path)
    return FileStamp.of(info), data


def _parse(data: bytes, path: Path | str) -> tuple[Skill, str, bool]:
    if len(data) <= MAX_READ_BYTES and not data.startswith(_BOMS) and not looks_binary(data):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            pass
        else:
            quick = read_frontmatter_values(text)
            if quick is not None:
                frontmatter, body = quick
                return build_skill(frontmatter, body, _dir_name(path)), text, True
            return parse_skill_text(text, Path(path)).skill, text, True
    decoded = decode_text(data[:MAX_READ_BYTES])
    if decoded.binary:
        return build_skill(None, "", _dir_name(path)), "", False
    return parse_skill_text(decoded.text, Path(path)).skill, decoded.text, True


def _dir_name(path: Path | str) -> str:
    return os.path.basename(os.path.dirname(path))


def read_entry(path: Path | str, root: SkillRoot, relative_dir: str) -> SkillEntry | None:
    """The entry for the SKILL.md at ``path``; ``None`` when it does not exist."""
    loaded = load_skill_file(path)
    if loaded is None:
        return None
    return entry_from_skill(
        path, root, relative_dir, loaded.skill, stamp=loaded.stamp, readable=loaded.readable
    )


def entry_from_skill(
    path: Path | str,
    root: SkillRoot,
    relative_dir: str,
    skill: Skill,
    *,
    stamp: FileStamp,
    readable: bool = True,
) -> SkillEntry:
    """Build an entry from an already parsed skill (an editor buffer, say)."""
    category, _, leaf = relative_dir.rpartition("/")
    hermes = skill.hermes
    return SkillEntry(
        file=os.fspath(path),
        root=root,
        relative_dir=relative_dir,
        category=category or None,
        dir_name=leaf or root.path.name,
        name=skill.name,
        description=skill.description,
        platforms=skill.platforms,
        # Share one empty metadata object: most skills declare none.
        hermes=_NO_METADATA if hermes == _NO_METADATA else hermes,
        stamp=stamp,
        readable=readable,
    )


@dataclass(frozen=True, slots=True)
class SkillFilter:
    """What a listing or an index shows.

    ``platform`` is the operating system (``None``: show every platform);
    ``disabled`` holds names hidden everywhere (frontmatter name, folder name or
    ``category/name``); ``tools``/``toolsets`` are what the agent has, for
    conditional activation (``None``: unknown, show).
    """

    platform: Platform | None = None
    disabled: frozenset[str] = frozenset()
    tools: frozenset[str] | None = None
    toolsets: frozenset[str] | None = None

    @classmethod
    def from_config(
        cls,
        skills: SkillsConfig,
        *,
        surface: str | None = None,
        sys_platform: str = sys.platform,
        tools: Iterable[str] | None = None,
        toolsets: Iterable[str] | None = None,
    ) -> SkillFilter:
        """The filter for ``surface`` (a chat platform such as ``telegram``, or None)
        on the operating system ``sys_platform``."""
        return cls(
            platform=Platform.for_sys_platform(sys_platform),
            disabled=skills.disabled_for(surface),
            tools=None if tools is None else frozenset(tools),
            toolsets=None if toolsets is None else frozenset(toolsets),
        )

    def is_disabled(self, entry: SkillEntry) -> bool:
        """True when the user disabled the skill by any of its names."""
        disabled = self.disabled
        return bool(disabled) and (
            entry.name in disabled or entry.dir_name in disabled or entry.qualified_name in disabled
        )

    def allows(self, entry: SkillEntry) -> bool:
        """True when a listing or an index should show the skill."""
        if self.is_disabled(entry):
            return False
        platform = self.platform
        if platform is not None and entry.platforms and platform.value not in entry.platforms:
            return False
        if self.tools is None and self.toolsets is None:
            return True
        return entry.hermes.is_active(self.tools, self.toolsets)

    @property
    def key(self) -> str:
        """A stable text form, used to key caches that outlive the process."""
        return json.dumps(
            [
                None if self.platform is None else self.platform.value,
                sorted(self.disabled),
                None if self.tools is None else sorted(self.tools),
                None if self.toolsets is None else sorted(self.toolsets),
            ],
            separators=(",", ":"),
        )
