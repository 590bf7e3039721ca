"""``hermes skills install | uninstall | inspect``: skills from outside, through the
quarantine, the scanner and the install policy."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import InstallError, install_folder, lock_entry, uninstall
from hermes_core.security import Scanner, ScanResult, TrustLevel, scan_skill_dir

__all__ = ["run_inspect", "run_install", "run_uninstall"]


def run_install(args: argparse.Namespace) -> int:
    """Install; exit 0 installed, 1 declined or blocked, 2 refused source."""
    paths = HermesPaths.from_env()
    source = Path(args.source)
    if not source.is_dir():
        raise InstallError(
            f"{source}: not a folder (installing from git, a URL, a well-known index or a tap "
            "is not available yet)"
        )

    def confirm(scan: ScanResult, reason: str) -> bool:
        if args.yes:
            return True
        print(f"{source.name}: {reason}; {len(scan.findings)} finding(s)", file=sys.stderr)
        if not sys.stdin.isatty():
            print("not installed: confirm with --yes", file=sys.stderr)
            return False
        return input("install anyway? [y/N] ").strip().lower() in ("y", "yes")

    result = install_folder(
        paths, source, trust=TrustLevel(args.trust), force=args.force, confirm=confirm
    )
    verdict = result.scan.verdict.value if result.scan is not None else "?"
    if result.installed:
        print(f"{result.name}: installed at {result.path} ({verdict}; {result.reason})")
        return 0
    print(f"{result.name}: not installed ({verdict}; {result.reason})")
    return 1


def run_uninstall(args: argparse.Namespace) -> int:
    """Remove an installed skill."""
    target = uninstall(HermesPaths.from_env(), args.name)
    print(f"{args.name}: removed {target}")
    return 0


def run_inspect(args: argparse.Namespace) -> int:
    """Print the lock entry and a fresh scan of an installed skill."""
    paths = HermesPaths.from_env()
    entry = lock_entry(paths, args.name)
    if entry is None:
        raise InstallError(f"{args.name} is not installed from a hub")
    folder = paths.skills_dir / str(entry.get("install_path", args.name))
    scan = scan_skill_dir(folder, Scanner())
    print(
        json.dumps(
            {
                **entry,
                "scan_now": scan.verdict.value,
                "findings": [
                    f"{f.rule} {f.file}:{f.range.start.line + 1} {f.message}" for f in scan.findings
                ],
            },
            indent=2,
            sort_keys=True,
        )
    )
    return 0
