"""Helpers for the discovery, catalog, view, index and invocation tests.

Every file and folder these helpers write gets an explicit mtime from a
:class:`FakeTimes` counter (via ``os.utime``), far in the past of the catalog's
injected clock: changes are always visible to stat-based checks, no test waits,
and nothing counts as "racy" unless a test asks for it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from hermes_core.config import SkillsConfig
from hermes_core.paths import HermesPaths
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter, SkillRoot

BASE_MTIME_NS = 1_600_000_000 * 10**9
# The catalog's clock in tests: an hour after every mtime the helpers set.
TEST_CLOCK_NS = BASE_MTIME_NS + 3600 * 10**9
ANY_PLATFORM = SkillFilter()


class FakeTimes:
    """Hands out strictly increasing mtimes, one second apart."""

    def __init__(self) -> None:
        self.now = BASE_MTIME_NS

    def next(self) -> int:
        self.now += 10**9
        return self.now

    def touch(self, *paths: Path) -> None:
        """Give each path (file or folder) a new, later mtime."""
        for path in paths:
            stamp = self.next()
            os.utime(path, ns=(stamp, stamp), follow_symlinks=False)


def skill_text(
    name: str | None,
    description: str | None = "Use when the tests need a skill.",
    *,
    extra: str = "",
    body: str = "# Title\n\nDo the thing.\n",
) -> str:
    """A SKILL.md: frontmatter with ``name``/``description`` (left out when None)."""
    lines = ["---"]
    if name is not None:
        lines.append(f"name: {name}")
    if description is not None:
        lines.append(f"description: {description}")
    if extra:
        lines.append(extra.rstrip("\n"))
    lines.append("---")
    return "\n".join(lines) + "\n" + body


class SkillWriter:
    """Writes, edits, moves and deletes skill folders, bumping every mtime it touches."""

    def __init__(self, times: FakeTimes) -> None:
        self.times = times

    def write(
        self,
        root: Path,
        relative_dir: str,
        name: str | None = None,
        description: str | None = "Use when the tests need a skill.",
        *,
        extra: str = "",
        body: str = "# Title\n\nDo the thing.\n",
        text: str | None = None,
    ) -> Path:
        """Write ``root/relative_dir/SKILL.md``; ``name`` defaults to the folder name."""
        folder = root / relative_dir if relative_dir else root
        created = [p for p in (folder, *folder.parents) if not p.exists()]
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "SKILL.md"
        if text is None:
            shown = name if name is not None else folder.name
            text = skill_text(shown, description, extra=extra, body=body)
        path.write_text(text, encoding="utf-8")
        self.times.touch(path, folder)
        for created_dir in reversed(created):
            self.times.touch(created_dir, created_dir.parent)
        return path

    def edit(self, path: Path, text: str) -> None:
        """Rewrite a file in place (same inode) and give it a new mtime."""
        path.write_text(text, encoding="utf-8")
        self.times.touch(path)

    def file(self, path: Path, content: bytes | str) -> Path:
        """Write any file (a supporting file, say)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_bytes(content)
        self.times.touch(path, path.parent)
        return path

    def remove(self, folder: Path) -> None:
        """Delete a skill folder."""
        shutil.rmtree(folder)
        self.times.touch(folder.parent)

    def rename(self, folder: Path, new_name: str) -> Path:
        """Rename a folder in place."""
        target = folder.with_name(new_name)
        folder.rename(target)
        self.times.touch(target.parent)
        return target


@pytest.fixture
def times() -> FakeTimes:
    return FakeTimes()


@pytest.fixture
def skills(times: FakeTimes) -> SkillWriter:
    return SkillWriter(times)


@pytest.fixture
def home(tmp_path: Path) -> HermesPaths:
    paths = HermesPaths(tmp_path / "hermes")
    paths.skills_dir.mkdir(parents=True)
    return paths


CatalogFactory = Callable[..., SkillCatalog]


@pytest.fixture
def make_catalog(home: HermesPaths) -> CatalogFactory:
    """Build a catalog of ``home`` with the test clock (and the disk cache)."""

    def make(
        config: SkillsConfig | None = None,
        *,
        use_disk_cache: bool = True,
        clock: Callable[[], int] = lambda: TEST_CLOCK_NS,
    ) -> SkillCatalog:
        return SkillCatalog.for_home(
            home, config or SkillsConfig(), clock=clock, use_disk_cache=use_disk_cache
        )

    return make


def roots_of(catalog: SkillCatalog) -> tuple[SkillRoot, ...]:
    """The catalog's roots (a readable shortcut in assertions)."""
    return catalog.roots
