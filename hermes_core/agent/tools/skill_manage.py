"""``skill_manage``: the agent writes its own skills — create, patch (near-matches
found as by ``patch``), edit, delete, and supporting files (write_file, remove_file).

Every write is atomic, then the whole skill is scanned and put to the install policy
for agent-created skills; anything but *allow* rolls the write back (a created skill
is removed) and the findings go back to the model. Skills in external folders are
read-only; pinned skills cannot be deleted. A created skill is marked as the curator's
to manage; a patch or edit is counted in ``.usage.json``. The catalog is told of every
change.

:class:`SkillWriter` holds that logic for every caller: the agent's tool here, and
``hermes mcp``'s ``skill_manage``. It returns a :class:`SkillChange` or raises
:class:`SkillChangeRefused`.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Annotated, Literal

from hermes_core.agent.tools.fuzzy import NoMatch, replace
from hermes_core.agent.tools.registry import Tool, ToolResult, tool
from hermes_core.atomic import remove_tree_inside, write_atomic
from hermes_core.errors import SkillError, SkillNotFoundError
from hermes_core.paths import HermesPaths
from hermes_core.provenance.usage import UsageStore
from hermes_core.security import (
    Decision,
    Scanner,
    ScanResult,
    TrustLevel,
    decide,
    scan_skill_dir,
)
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.document import parse_skill_text
from hermes_core.text.diagnostics import Severity

__all__ = ["Action", "SkillChange", "SkillChangeRefused", "SkillWriter", "skill_manage_tool"]

_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_FILE_FOLDERS = ("references", "templates", "scripts", "assets")
_MAX_FILE = 1_000_000

Action = Literal["create", "patch", "edit", "delete", "write_file", "remove_file"]


class SkillChangeRefused(SkillError):
    """A change :class:`SkillWriter` will not make; the message (safe to show) says why.
    When the scan and the install policy refused a write, ``scan`` is that scan."""

    def __init__(self, message: str, scan: ScanResult | None = None) -> None:
        super().__init__(message)
        self.scan = scan


@dataclass(frozen=True, slots=True)
class SkillChange:
    """What one action did: the files written or removed (relative to the skill's
    folder), the scan that allowed the write (``None`` for a delete), and a sentence."""

    action: Action
    name: str
    folder: Path
    message: str
    written: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    scan: ScanResult | None = None


class SkillWriter:
    """Changes the skills under ``HERMES_HOME/skills`` as the agent's own (see the module)."""

    def __init__(self, paths: HermesPaths, catalog: SkillCatalog, scanner: Scanner) -> None:
        self.paths = paths
        self.root = paths.skills_dir
        self.catalog = catalog
        self.scanner = scanner
        self.usage = UsageStore(paths.usage_file)

    def folder_of(self, name: str) -> Path:
        entry = self.catalog.resolve(name)
        folder = Path(entry.file).parent
        if not folder.resolve().is_relative_to(self.root.resolve()):
            raise SkillChangeRefused(
                f"{name} lives in an external folder ({folder}); it is read-only"
            )
        return folder

    def check_skill_md(self, text: str, name: str) -> None:
        parsed = parse_skill_text(text)
        errors = [d for d in parsed.diagnostics if d.severity is Severity.ERROR]
        if errors:
            shown = "; ".join(f"line {d.range.start.line + 1}: {d.message}" for d in errors[:5])
            raise SkillChangeRefused(f"the SKILL.md has errors: {shown}")
        if parsed.skill.name != name:
            raise SkillChangeRefused(f"the frontmatter name is {parsed.skill.name!r}, not {name!r}")

    def guarded_write(self, folder: Path, target: Path, data: bytes | None) -> ScanResult:
        """Write (or, with ``None``, delete) ``target``, scan the skill, and undo the
        change unless the policy allows it. Returns the scan."""
        before = target.read_bytes() if target.exists() else None
        if data is None:
            target.unlink()
        else:
            write_atomic(target, data)
        result = scan_skill_dir(folder, self.scanner)
        decision = decide(result.verdict, TrustLevel.AGENT_CREATED)
        if decision.decision is not Decision.ALLOW:
            if before is None:
                target.unlink(missing_ok=True)
            else:
                write_atomic(target, before)
            worst = sorted(result.findings, key=lambda f: f.risk.rank)[:3]
            shown = "; ".join(
                f"{f.rule} {f.file}:{f.range.start.line + 1} {f.message}" for f in worst
            )
            raise SkillChangeRefused(
                f"rolled back: the scan says {result.verdict.value} ({decision.reason}): {shown}",
                result,
            )
        self.catalog.invalidate([target])
        return result

    def apply(
        self,
        action: Action,
        name: str,
        *,
        content: str | None = None,
        old_string: str | None = None,
        new_string: str | None = None,
        replace_all: bool = False,
        path: str | None = None,
        category: str | None = None,
    ) -> SkillChange:
        """Do ``action`` on the skill ``name``; blocking (file writes and a scan)."""
        if action == "create":
            if content is None:
                raise SkillChangeRefused("create needs the whole SKILL.md as content")
            return self.create(name, content, category)
        return self.change(action, name, content, old_string, new_string, replace_all, path)

    def create(self, name: str, content: str, category: str | None) -> SkillChange:
        if not _NAME.fullmatch(name) or len(name) > 64:
            raise SkillChangeRefused(
                f"{name!r} is not a skill name (a-z, 0-9, single hyphens, at most 64)"
            )
        if category is not None and not _NAME.fullmatch(category):
            raise SkillChangeRefused(f"{category!r} is not a category name")
        try:
            existing = self.catalog.resolve(name)
        except SkillNotFoundError:
            pass
        except SkillError as exc:
            raise SkillChangeRefused(f"{name}: {exc}") from exc
        else:
            raise SkillChangeRefused(
                f"a skill named {name} exists already ({existing.file}): patch it"
            )
        self.check_skill_md(content, name)
        folder = self.root / category / name if category else self.root / name
        folder.mkdir(parents=True)
        try:
            scan = self.guarded_write(folder, folder / "SKILL.md", content.encode("utf-8"))
        except SkillChangeRefused:
            remove_tree_inside(folder, self.root)
            raise
        self.usage.mark_agent_managed(name)
        message = f"created {folder / 'SKILL.md'} (scan: {scan.verdict.value})"
        return SkillChange("create", name, folder, message, written=("SKILL.md",), scan=scan)

    def supporting(self, folder: Path, path: str) -> Path:
        pure = PurePosixPath(path)
        if pure.is_absolute() or ".." in pure.parts or len(pure.parts) < 2:
            raise SkillChangeRefused(f"{path!r}: give a path inside {', '.join(_FILE_FOLDERS)}")
        if pure.parts[0] not in _FILE_FOLDERS:
            raise SkillChangeRefused(f"{path!r}: supporting files go in {', '.join(_FILE_FOLDERS)}")
        target = folder.joinpath(*pure.parts)
        if target.is_symlink() or not target.resolve().is_relative_to(folder.resolve()):
            raise SkillChangeRefused(f"{path!r} leaves the skill's folder")
        return target

    def change(
        self,
        action: Action,
        name: str,
        content: str | None,
        old_string: str | None,
        new_string: str | None,
        replace_all: bool,
        path: str | None,
    ) -> SkillChange:
        folder = self.folder_of(name)
        if action == "delete":
            if self.usage.read().get(name) and self.usage.read()[name].pinned:
                raise SkillChangeRefused(f"{name} is pinned: unpin it first")
            files = sorted(
                p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()
            )
            remove_tree_inside(folder, self.root)
            self.catalog.invalidate([folder / "SKILL.md"])
            return SkillChange(action, name, folder, f"deleted {folder}", removed=tuple(files))
        target = self.supporting(folder, path) if path else folder / "SKILL.md"
        if action == "remove_file":
            if not path:
                raise SkillChangeRefused("remove_file needs the path of a supporting file")
            if not target.exists():
                raise SkillChangeRefused(f"{path} does not exist")
            scan = self.guarded_write(folder, target, None)
            return SkillChange(action, name, folder, f"removed {path}", removed=(path,), scan=scan)
        if action == "write_file":
            if not path or content is None:
                raise SkillChangeRefused("write_file needs a path and content")
            data = content.encode("utf-8")
            if len(data) > _MAX_FILE:
                raise SkillChangeRefused(f"{len(data):,} bytes, more than {_MAX_FILE:,}")
            target.parent.mkdir(parents=True, exist_ok=True)
            scan = self.guarded_write(folder, target, data)
            written = target.relative_to(folder).as_posix()
            message = f"wrote {path} (scan: {scan.verdict.value})"
            return SkillChange(action, name, folder, message, written=(written,), scan=scan)
        old = target.read_text(encoding="utf-8")
        if action == "edit":
            if content is None:
                raise SkillChangeRefused("edit needs the whole new content")
            new = content
        else:
            if not old_string or new_string is None:
                raise SkillChangeRefused("patch needs old_string and new_string")
            try:
                new, _strategy = replace(old, old_string, new_string, replace_all=replace_all)
            except NoMatch as exc:
                raise SkillChangeRefused(str(exc)) from exc
        if target.name == "SKILL.md" and not path:
            self.check_skill_md(new, self.catalog.resolve(name).name)
        scan = self.guarded_write(folder, target, new.encode("utf-8"))
        self.usage.record(self.catalog.resolve(name).name, "patch")
        done = "patched" if action == "patch" else "rewrote"
        written = target.relative_to(folder).as_posix()
        message = f"{done} {written} (scan: {scan.verdict.value})"
        return SkillChange(action, name, folder, message, written=(written,), scan=scan)


def skill_manage_tool(paths: HermesPaths, catalog: SkillCatalog, scanner: Scanner) -> Tool:
    """The agent's ``skill_manage`` over a :class:`SkillWriter`."""
    writer = SkillWriter(paths, catalog, scanner)

    @tool(toolset="skills", kind="edit")
    async def skill_manage(
        action: Action,
        name: Annotated[str, "the skill's name"],
        content: Annotated[
            str | None, "create/edit: the whole SKILL.md; write_file: the file's content"
        ] = None,
        old_string: Annotated[str | None, "patch: the text to replace"] = None,
        new_string: Annotated[str | None, "patch: the replacement"] = None,
        replace_all: Annotated[bool, "patch: every occurrence"] = False,
        path: Annotated[
            str | None, "a supporting file, e.g. references/api.md (patch, write_file, remove_file)"
        ] = None,
        category: Annotated[str | None, "create: the category folder"] = None,
    ) -> ToolResult:
        """Create or change your own skills: procedures worth keeping for next time."""
        try:
            change = await asyncio.to_thread(
                writer.apply,
                action,
                name,
                content=content,
                old_string=old_string,
                new_string=new_string,
                replace_all=replace_all,
                path=path,
                category=category,
            )
        except SkillChangeRefused as exc:
            return ToolResult(str(exc), is_error=True)
        return ToolResult(change.message)

    return skill_manage
