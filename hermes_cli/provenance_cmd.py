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
from hermes_core.provenance.bundled_diff import BundledDiff, NotBundledError, diff_bundled
from hermes_core.provenance.bundles import OURS
from hermes_core.provenance.seeding import (
    SyncReport,
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
    (
        "another_bundle",
        "not written: Hermes Agent's bundled skill of that name is installed (it stays; "
        "ours is skipped)",
    ),
    ("claimed", "recorded in our own manifest (an older version listed it in .bundled_manifest)"),
    ("released", "now Hermes Agent's: you deleted ours and Hermes Agent installed its own"),
)
_BUNDLE_NAMES = {OURS: "bundled here", "hermes-agent": "bundled by Hermes Agent"}


class SeedingError(HermesError):
    """A bundled skill named on the command line cannot be used."""


def _context() -> tuple[HermesPaths, tuple[Path, ...]]:
    """The home and its external skill folders. A config.yaml that cannot be read is an
    error here as everywhere: seeding without its external folders could write a skill
    one of them provides."""
    paths = HermesPaths.from_env()
    return paths, load_config(paths).skills.external_dirs


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
    """The bundled skills (ours and Hermes Agent's) whose copy differs from what was
    seeded."""
    paths, _external = _context()
    found = modified_bundled(paths)
    if args.format == "json":
        rows = [{"name": f.name, "path": str(f.path), "bundle": f.bundle} for f in found]
        print(json.dumps(rows, indent=2))
    else:
        for skill in found:
            print(f"{skill.name}\t{skill.path}\t{_BUNDLE_NAMES[skill.bundle]}")
    return 0


def run_diff(args: argparse.Namespace) -> int:
    """A unified diff from what was seeded to the user's copy: 0 the same, 1 changed."""
    paths, _external = _context()
    stock = tuple(Path(p).expanduser() for p in getattr(args, "against", None) or ())
    try:
        found = diff_bundled(paths, args.name, stock=stock)
    except NotBundledError as exc:
        raise SeedingError(str(exc.args[0])) from exc
    _print_diff(found)
    return 1 if found.modified or found.changes else 0


def _print_diff(found: BundledDiff) -> None:
    bundle = _BUNDLE_NAMES[found.bundle]
    if found.baseline is None:
        state = {
            True: "your copy differs from what was seeded",
            False: "your copy is as it was seeded",
            None: "whether you changed it cannot be told",
        }[found.modified]
        print(f"{found.name} ({bundle}, {found.copy}): {state}; {found.note}", file=sys.stderr)
        return
    if not found.changes:
        print(f"{found.name} ({bundle}): your copy matches {found.baseline}", file=sys.stderr)
        return
    print(f"{found.name} ({bundle}): your copy against {found.baseline}", file=sys.stderr)
    for change in found.changes:
        old, new = _lines(change.seeded), _lines(change.yours)
        if old is None or new is None:
            print(f"Binary files seeded/{change.path} and yours/{change.path} differ")
            continue
        sys.stdout.writelines(
            difflib.unified_diff(old, new, f"seeded/{change.path}", f"yours/{change.path}")
        )


def _lines(data: bytes | None) -> list[str] | None:
    """A file's lines for the diff; ``None`` for a binary file."""
    if data is None:
        return []
    if b"\0" in data:
        return None
    return data.decode("utf-8", errors="replace").splitlines(keepends=True)


def run_reset(args: argparse.Namespace) -> int:
    """Take the copy as baseline, or restore the bundled version (asking first when that
    replaces a copy you changed; 1 when the answer was no)."""
    paths, _external = _context()
    modified = modified_bundled(paths) if args.restore else []
    changed = next((found.path for found in modified if found.name == args.name), None)
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
