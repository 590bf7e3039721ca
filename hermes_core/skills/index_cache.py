"""The skills index cache on disk: ``HERMES_HOME/cache/skills_index.json``.

It lets a new process skip reading 10,000 SKILL.md files: it holds the folder
records of every root (:class:`~hermes_core.skills.tree.DirRecord`), every skill
with the stat stamp it was read with, and the index texts rendered from exactly
that state, keyed by :attr:`SkillFilter.key`. A reader trusts nothing blindly:
the catalog stats every folder and SKILL.md and reads again what moved.

Layout: values are stored in columns (one list per field, ``\\0``-joined strings
for paths) rather than one JSON object per skill. Strings and integers are not
tracked by Python's garbage collector, so loading a column costs a fraction of
loading 10,000 small lists. Skills are decoded into entries only when a snapshot
needs them; a process that only wants the index, and finds nothing changed,
never builds them.

The file is derived data. A missing, corrupt, foreign or older-version file is
ignored (and rewritten by the next save); loading never raises, and a malformed
value only costs reading that SKILL.md again. Writes are atomic: a temporary file
in the same folder, fsync, rename.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hermes_core.errors import StorageError
from hermes_core.skills.discovery import FileStamp, SkillEntry, SkillRoot
from hermes_core.skills.document import SKILL_FILE
from hermes_core.skills.model import ConfigEntry, HermesMetadata
from hermes_core.skills.tree import DirRecord

__all__ = [
    "CACHE_FORMAT",
    "CACHE_VERSION",
    "INDEX_CACHE_FILE",
    "CachedSkills",
    "CachedState",
    "Records",
    "load_cache",
    "save_cache",
]

logger = logging.getLogger(__name__)

INDEX_CACHE_FILE = "skills_index.json"
CACHE_FORMAT = "hermes-workbench/skills-index"
# Bump whenever the columns, the folder records or the index rendering change.
CACHE_VERSION = 1
_SEP = "\0"  # never part of a file name
_READ_AGAIN = "\0"  # in the metadata column: decoding reads the SKILL.md again
_NO_METADATA = HermesMetadata()
_DIR_FIELDS = 5  # mtime_ns, device, inode, depth, flags (1: has a skill, 2: racy)
_SKILL_FIELDS = 4  # mtime_ns, size, inode, readable

# Per folder: its absolute path, its record, and whether it was listed so soon
# after a change that it must be listed again.
Records = tuple[tuple[str, DirRecord, bool], ...]


@dataclass(slots=True)
class CachedSkills:
    """Skills as columns; skill ``i`` is the ``i``-th value of every column.

    Built by :meth:`collect` (to save) or by loading (then values are unchecked
    until :meth:`decode`). Mutable while being collected, then only read.
    """

    ranks: list[int] = field(default_factory=list)
    dirs: list[str] = field(default_factory=list)
    stamps: list[int] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    descriptions: list[str] = field(default_factory=list)
    platforms: list[str] = field(default_factory=list)
    hermes: list[str | None] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.ranks)

    def stamp(self, i: int) -> tuple[object, object, object]:
        """The (mtime_ns, size, inode) skill ``i`` was read with."""
        at = i * _SKILL_FIELDS
        stamps = self.stamps
        return stamps[at], stamps[at + 1], stamps[at + 2]

    def path(self, i: int, roots: Sequence[str]) -> str:
        """The SKILL.md path of skill ``i`` (``roots`` are the root paths as text)."""
        root = roots[self.ranks[i]]
        relative = self.dirs[i]
        if not relative:
            return root + os.sep + SKILL_FILE
        return root + os.sep + relative.replace("/", os.sep) + os.sep + SKILL_FILE

    def decode(self, i: int, roots: Sequence[SkillRoot], path: str) -> SkillEntry:
        """Skill ``i``, whose SKILL.md is ``path``, as an entry; raises ValueError or
        TypeError when a value is malformed."""
        root = roots[_int(self.ranks[i])]
        relative_dir = _text(self.dirs[i])
        category, _, leaf = relative_dir.rpartition("/")
        mtime, size, inode = self.stamp(i)
        meta = self.hermes[i]
        if meta == _READ_AGAIN:
            raise ValueError("this skill's metadata must be read from its file")
        platforms = _text(self.platforms[i])
        return SkillEntry(
            file=path,
            root=root,
            relative_dir=relative_dir,
            category=category or None,
            dir_name=leaf or root.path.name,
            name=_text(self.names[i]),
            description=_text(self.descriptions[i]),
            platforms=tuple(platforms.split(_SEP)) if platforms else (),
            hermes=_NO_METADATA if meta is None else _decode_hermes(json.loads(_text(meta))),
            stamp=FileStamp(_int(mtime), _int(size), _int(inode)),
            readable=bool(self.stamps[i * _SKILL_FIELDS + 3]),
        )

    def collect(self, entry: SkillEntry, rank: int) -> None:
        """Append an entry."""
        meta = None
        if entry.hermes != _NO_METADATA:
            if all(_json_exact(c.default) for c in entry.hermes.config):
                fields = _hermes_fields(entry.hermes)
                meta = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
            else:
                # A config default JSON cannot hold exactly (a date, say). The stamp
                # and the index texts stay valid; only decoding reads the file again.
                meta = _READ_AGAIN
        stamp = entry.stamp
        self.ranks.append(rank)
        self.dirs.append(entry.relative_dir)
        self.stamps.extend((stamp.mtime_ns, stamp.size, stamp.inode, int(entry.readable)))
        self.names.append(entry.name)
        self.descriptions.append(entry.description)
        self.platforms.append(_SEP.join(entry.platforms))
        self.hermes.append(meta)

    def copy_from(self, other: CachedSkills, i: int) -> None:
        """Append skill ``i`` of ``other`` unchanged (it was never decoded)."""
        at = i * _SKILL_FIELDS
        self.ranks.append(other.ranks[i])
        self.dirs.append(other.dirs[i])
        self.stamps.extend(other.stamps[at : at + _SKILL_FIELDS])
        self.names.append(other.names[i])
        self.descriptions.append(other.descriptions[i])
        self.platforms.append(other.platforms[i])
        self.hermes.append(other.hermes[i])


@dataclass(frozen=True, slots=True)
class CachedState:
    """What a cache file held for the current roots: folder records per root, the
    skills (``positions`` maps each SKILL.md path to its index) and index texts."""

    trees: tuple[Records, ...]
    skills: CachedSkills
    positions: Mapping[str, int]
    texts: Mapping[str, str]


def load_cache(path: Path, roots: Sequence[SkillRoot], max_depth: int) -> CachedState | None:
    """The cached state for ``roots``, or ``None`` when the file is missing or unusable."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        logger.debug("cannot read the skills index cache %s: %s", path, exc)
        return None
    try:
        return _decode(json.loads(raw), roots, max_depth)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        logger.info("ignoring the unusable skills index cache %s: %s", path, exc)
        return None


def save_cache(
    path: Path,
    *,
    roots: Sequence[SkillRoot],
    max_depth: int,
    trees: Sequence[Records],
    skills: CachedSkills,
    texts: Mapping[str, str],
) -> None:
    """Write the cache atomically; raises :class:`StorageError` when it cannot."""
    document = {
        "format": CACHE_FORMAT,
        "version": CACHE_VERSION,
        "max_depth": max_depth,
        "roots": [[str(root.path), root.kind.value] for root in roots],
        "trees": [
            _encode_records(str(root.path), records)
            for root, records in zip(roots, trees, strict=True)
        ],
        "skills": {
            "ranks": skills.ranks,
            "dirs": _SEP.join(skills.dirs),
            "stamps": skills.stamps,
            "names": skills.names,
            "descriptions": skills.descriptions,
            "platforms": skills.platforms,
            "hermes": skills.hermes,
        },
        "texts": dict(texts),
    }
    data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    _write_atomically(path, data)


def _write_atomically(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except OSError as exc:
        try:
            os.unlink(temp)
        except OSError:
            logger.debug("cannot remove %s", temp)
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc


def _encode_records(root: str, records: Records) -> dict[str, object]:
    folders: list[str] = []
    stamps: list[int] = []
    subdirs: list[str] = []
    cut = len(root) + 1
    for folder, record, racy in records:
        folders.append("" if folder == root else folder[cut:])
        flags = int(record.has_skill) | (2 if racy else 0)
        stamps.extend((record.mtime_ns, record.device, record.inode, record.depth, flags))
        subdirs.append(_SEP.join(record.subdirs))
    return {"folders": _SEP.join(folders), "stamps": stamps, "subdirs": subdirs}


def _decode(document: object, roots: Sequence[SkillRoot], max_depth: int) -> CachedState | None:
    if not isinstance(document, dict):
        raise TypeError("not a JSON object")
    if document.get("format") != CACHE_FORMAT or document.get("version") != CACHE_VERSION:
        logger.info("the skills index cache has another format or version; rebuilding")
        return None
    wanted = [[str(root.path), root.kind.value] for root in roots]
    if document["roots"] != wanted or document["max_depth"] != max_depth:
        return None
    trees = tuple(
        _decode_records(str(root.path), columns)
        for root, columns in zip(roots, document["trees"], strict=True)
    )
    skills = _decode_skills(document["skills"])
    root_texts = [str(root.path) for root in roots]
    count = len(roots)
    positions = {
        skills.path(i, root_texts): i
        for i, rank in enumerate(skills.ranks)
        if type(rank) is int and 0 <= rank < count and type(skills.dirs[i]) is str
    }
    texts = document["texts"]
    if not isinstance(texts, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in texts.items()
    ):
        raise TypeError("bad index texts")
    return CachedState(trees, skills, positions, texts)


def _decode_records(root: str, columns: dict[str, object]) -> Records:
    folders = _text(columns["folders"]).split(_SEP)
    stamps = _int_list(columns["stamps"])
    subdirs = columns["subdirs"]
    if type(subdirs) is not list or not len(subdirs) == len(folders) == len(stamps) // _DIR_FIELDS:
        raise ValueError("folder columns of different lengths")
    records: list[tuple[str, DirRecord, bool]] = []
    prefix = root + os.sep
    for i, relative in enumerate(folders):
        at = i * _DIR_FIELDS
        names = _text(subdirs[i])
        flags = stamps[at + 4]
        record = DirRecord(
            stamps[at],
            stamps[at + 1],
            stamps[at + 2],
            stamps[at + 3],
            tuple(names.split(_SEP)) if names else (),
            bool(flags & 1),
        )
        folder = prefix + relative.replace("/", os.sep) if relative else root
        records.append((folder, record, bool(flags & 2)))
    return tuple(records)


def _decode_skills(columns: object) -> CachedSkills:
    if not isinstance(columns, dict):
        raise TypeError("bad skills")
    dirs = _text(columns["dirs"])
    skills = CachedSkills(
        ranks=_list(columns["ranks"]),
        dirs=dirs.split(_SEP),
        stamps=_list(columns["stamps"]),
        names=_list(columns["names"]),
        descriptions=_list(columns["descriptions"]),
        platforms=_list(columns["platforms"]),
        hermes=_list(columns["hermes"]),
    )
    count = len(skills.ranks)
    if count == 0:
        skills.dirs = []
    lengths = {
        len(skills.dirs),
        len(skills.names),
        len(skills.descriptions),
        len(skills.platforms),
        len(skills.hermes),
        len(skills.stamps) // _SKILL_FIELDS,
    }
    if lengths != {count} or len(skills.stamps) != count * _SKILL_FIELDS:
        raise ValueError("skill columns of different lengths")
    return skills


def _hermes_fields(meta: HermesMetadata) -> list[object]:
    return [
        list(meta.tags),
        list(meta.related_skills),
        meta.category,
        [[c.key, c.description, c.default, c.prompt] for c in meta.config],
        list(meta.fallback_for_tools),
        list(meta.fallback_for_toolsets),
        list(meta.requires_tools),
        list(meta.requires_toolsets),
    ]


def _decode_hermes(fields: object) -> HermesMetadata:
    if not isinstance(fields, list):
        raise TypeError("bad metadata")
    tags, related, category, config, fb_tools, fb_sets, req_tools, req_sets = fields
    if not isinstance(config, list):
        raise TypeError("bad config entries")
    return HermesMetadata(
        tags=_texts(tags),
        related_skills=_texts(related),
        category=None if category is None else _text(category),
        config=tuple(
            ConfigEntry(_text(key), _text(desc), default, _text(prompt))
            for key, desc, default, prompt in config
        ),
        fallback_for_tools=_texts(fb_tools),
        fallback_for_toolsets=_texts(fb_sets),
        requires_tools=_texts(req_tools),
        requires_toolsets=_texts(req_sets),
    )


def _json_exact(value: object) -> bool:
    if value is None or isinstance(value, str | bool | int | float):
        return True
    if isinstance(value, list):
        return all(_json_exact(item) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _json_exact(v) for k, v in value.items())
    return False


def _text(value: object) -> str:
    if type(value) is not str:
        raise TypeError("expected a string")
    return value


def _int(value: object) -> int:
    if type(value) is not int:
        raise TypeError("expected an integer")
    return value


def _list(value: object) -> list[Any]:
    # Values are checked one by one when a skill is decoded, not all at load time.
    if type(value) is not list:
        raise TypeError("expected a list")
    return value


def _int_list(value: object) -> list[int]:
    if type(value) is not list or not all(type(item) is int for item in value):
        raise TypeError("expected a list of integers")
    return value


def _texts(value: object) -> tuple[str, ...]:
    if type(value) is not list or not all(type(item) is str for item in value):
        raise TypeError("expected a list of strings")
    return tuple(value)
