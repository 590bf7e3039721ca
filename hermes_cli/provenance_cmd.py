"""``hermes skills sync | list-modified | diff | reset``: bundled-skill seeding."""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

from hermes_cli.confirm import confirmed
from hermes_core.config import load_config
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.provenance.seeding import (
    SyncReport,
    bundled_skills,
    bundled_source,
    modified_bundled,
    reset_bundled,
    sync_bundled,
)

__all__ = ["run_diff", "run_list_modified", "run_reset", "run_sync"]

_LINES = (
    ("copied", "copied"),
    ("updated", "updated from the bundle"),
    ("moved", "moved where the bundle now keeps it"),
    ("kept", "kept: you changed it, so bundle updates no longer apply (hermes skills reset)"),
    ("deleted_by_user", "not restored: you deleted it"),
    ("theirs", "not written: you have your own skill of that name"),
    ("external", "not written: an external skill folder provides it"),
    ("suppressed", "skipped: the curator removed it"),
    ("restored", "restored after an interrupted update"),
    ("rebaselined", "baseline taken from your copy (the old manifest had no hash)"),
)


class SeedingError(HermesError):
    """A bundled skill named on the command line cannot be used."""


def _context() -> tuple[HermesPaths, tuple[Path, ...]]:
    paths = HermesPaths.from_env()
    try:
        external = load_config(paths).skills.external_dirs
    except HermesError:
        external = ()
    return paths, external


def run_sync(args: argparse.Namespace) -> int:
    """Seed, and say what changed (nothing when nothing did)."""
    paths, external = _context()
    report = sync_bundled(paths, external_dirs=external)
    if args.format == "json":
        print(json.dumps(_as_dict(report), indent=2, sort_keys=True))
        return 0
    if report.disabled:
        print(f"seeding is off ({paths.home / '.no-bundled-skills'} exists)")
        return 0
    for key, text in _LINES:
        for name in getattr(report, key):
            print(f"{name}: {text}")
    print(f"{len(report.unchanged) + len(report.still_kept)} bundled skills unchanged")
    return 0


def _as_dict(report: SyncReport) -> dict[str, object]:
    return {key: getattr(report, key) for key in report.__dataclass_fields__}


def run_list_modified(args: argparse.Namespace) -> int:
    """The bundled skills whose copy differs from what was seeded."""
    paths, _external = _context()
    found = modified_bundled(paths)
    if args.format == "json":
        print(json.dumps([{"name": n, "path": str(p)} for n, p in found], indent=2))
    else:
        for name, path in found:
            print(f"{name}\t{path}")
    return 0


def run_diff(args: argparse.Namespace) -> int:
    """A unified diff from the bundled version to the user's copy (1 when they differ)."""
    paths, _external = _context()
    source = bundled_source()
    bundled = bundled_skills(source).get(args.name)
    copy = dict(modified_bundled(paths)).get(args.name) or _copy_of(paths, args.name)
    if bundled is None or copy is None:
        raise SeedingError(f"{args.name}: not a bundled skill with a copy in {paths.skills_dir}")
    differ = False
    names = sorted(
        {p.relative_to(bundled).as_posix() for p in bundled.rglob("*") if p.is_file()}
        | {p.relative_to(copy).as_posix() for p in copy.rglob("*") if p.is_file()}
    )
    for name in names:
        old, new = _lines(bundled / name), _lines(copy / name)
        if old != new:
            differ = True
            sys.stdout.writelines(
                difflib.unified_diff(old, new, f"bundled/{name}", f"yours/{name}")
            )
    return 1 if differ else 0


def _copy_of(paths: HermesPaths, name: str) -> Path | None:
    for skill_md in paths.skills_dir.rglob("SKILL.md"):
        if skill_md.parent.name == name:
            return skill_md.parent
    return None


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    except OSError:
        return []


def run_reset(args: argparse.Namespace) -> int:
    """Take the copy as baseline, or restore the bundled version (asking first when that
    replaces a copy you changed; 1 when the answer was no)."""
    paths, _external = _context()
    changed = dict(modified_bundled(paths)).get(args.name) if args.restore else None
    if changed is not None and not confirmed(
        f"replace your changed copy at {changed} with the bundled version?",
        yes=args.yes,
        refusal=f"{args.name}: not restored",
    ):
        print(f"{args.name}: kept your copy")
        return 1
    try:
        print(reset_bundled(paths, args.name, restore=args.restore))
    except KeyError as exc:
        raise SeedingError(str(exc.args[0])) from exc
    return 0
