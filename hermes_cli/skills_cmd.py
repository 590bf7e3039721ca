"""``hermes skills list`` and ``hermes skills view``: the catalog, for people."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass

from hermes_cli.lint_cmd import emit
from hermes_core.config import load_config
from hermes_core.paths import HermesPaths
from hermes_core.provenance.seeding import seed_on_first_use
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillEntry, SkillFilter
from hermes_core.skills.index import shorten_description
from hermes_core.skills.view import FileStatus, SkillFileView, SkillView, ViewContext, skill_view

__all__ = ["run_list", "run_view"]


@dataclass(frozen=True, slots=True)
class _Home:
    paths: HermesPaths
    catalog: SkillCatalog
    skill_filter: SkillFilter


def _home() -> _Home:
    paths = HermesPaths.from_env()
    config = load_config(paths)
    seeded = seed_on_first_use(paths, config.skills.external_dirs)
    if seeded is not None and seeded.copied:
        print(
            f"seeded {len(seeded.copied)} bundled skills into {paths.skills_dir}"
            " (first use; `hermes skills sync` keeps them up to date)",
            file=sys.stderr,
        )
    catalog = SkillCatalog.for_home(paths, config.skills)
    return _Home(paths, catalog, SkillFilter.from_config(config.skills))


def run_list(args: argparse.Namespace) -> int:
    """List the skills the agent sees (``--all``: every discovered skill)."""
    home = _home()
    snapshot = home.catalog.snapshot()
    if args.all:
        entries = [e for e in snapshot if args.category in (None, e.category)]
    else:
        entries = list(home.catalog.listing(home.skill_filter, args.category).skills)
    if args.format == "json":
        rows = [_entry_json(e, home.skill_filter) for e in entries]
        emit(json.dumps({"skills": rows}, indent=2, ensure_ascii=False) + "\n", structured=True)
        return 0
    emit(_list_text(entries, home.skill_filter, show_state=args.all), structured=False)
    for warning in snapshot.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    return 0


def _entry_json(entry: SkillEntry, skill_filter: SkillFilter) -> dict[str, object]:
    return {
        "name": entry.name,
        "qualified_name": entry.qualified_name,
        "description": entry.description,
        "category": entry.category,
        "path": entry.file,
        "read_only": entry.read_only,
        "shown": skill_filter.allows(entry),
    }


def _list_text(entries: list[SkillEntry], skill_filter: SkillFilter, *, show_state: bool) -> str:
    if not entries:
        return "No skills found.\n"
    width = max(len(e.qualified_name) for e in entries)
    lines = []
    for entry in entries:
        state = "" if not show_state or skill_filter.allows(entry) else " (hidden)"
        description = shorten_description(entry.description, 80)
        lines.append(f"{entry.qualified_name:<{width}}  {description}{state}")
    lines.append(f"{len(entries)} skill{'s' if len(entries) != 1 else ''}")
    return "\n".join(lines) + "\n"


def run_view(args: argparse.Namespace) -> int:
    """Show a skill (level 2) or one of its supporting files (level 3)."""
    home = _home()
    context = ViewContext.for_home(home.paths)
    if args.path:
        file_view = skill_view(
            home.catalog, args.name, args.path, skill_filter=home.skill_filter, context=context
        )
        return _show_file(file_view, as_json=args.format == "json")
    view = skill_view(home.catalog, args.name, skill_filter=home.skill_filter, context=context)
    _show_skill(view, as_json=args.format == "json")
    return 0


def _show_skill(view: SkillView, *, as_json: bool) -> None:
    if as_json:
        payload = {
            "name": view.name,
            "path": view.entry.file,
            "content": view.content,
            "supporting_files": [f.path for f in view.supporting_files],
            "readiness": view.readiness.status.value,
            "missing_env": list(view.readiness.missing_env_names),
            "missing_commands": list(view.readiness.missing_commands),
        }
        emit(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", structured=True)
        return
    emit(view.content if view.content.endswith("\n") else view.content + "\n", structured=False)
    notes = []
    if view.supporting_files:
        notes.append("supporting files: " + ", ".join(f.path for f in view.supporting_files))
    if view.readiness.missing_env_names:
        notes.append(
            "missing environment variables: " + ", ".join(view.readiness.missing_env_names)
        )
    if view.readiness.missing_commands:
        notes.append("missing commands: " + ", ".join(view.readiness.missing_commands))
    for note in notes:
        print(note, file=sys.stderr)


def _show_file(view: SkillFileView, *, as_json: bool) -> int:
    if as_json:
        payload = {
            "name": view.entry.name,
            "path": view.path,
            "status": view.status.value,
            "content": view.content,
            "message": view.message,
        }
        emit(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", structured=True)
    elif view.status is FileStatus.TEXT:
        emit(view.content, structured=False)
    else:
        print(f"hermes: {view.message}", file=sys.stderr)
    return 0 if view.status is FileStatus.TEXT else 1
