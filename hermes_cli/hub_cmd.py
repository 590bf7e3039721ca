"""``hermes skills install | uninstall | inspect``: skills from outside, through the
quarantine, the scanner and the install policy."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable
from pathlib import Path

from hermes_cli.confirm import ConfirmationNeeded, confirmed
from hermes_core.config import load_config
from hermes_core.paths import HermesPaths
from hermes_core.provenance.fetch import install_archive, install_url, install_well_known
from hermes_core.provenance.hub import InstallError, install_folder, lock_entry, uninstall
from hermes_core.provenance.hub_ops import audit_installed, install_git, update_from_upstream
from hermes_core.provenance.records import read_hub_lock
from hermes_core.provenance.taps import add_tap, list_taps, remove_tap, resolve_tap
from hermes_core.security import (
    Decision,
    Scanner,
    ScanResult,
    TrustLevel,
    Verdict,
    scan_skill_dir,
    trust_for,
)

__all__ = [
    "SHOWN_FINDINGS",
    "deciding_findings",
    "run_audit",
    "run_inspect",
    "run_install",
    "run_tap_add",
    "run_tap_list",
    "run_tap_remove",
    "run_uninstall",
    "run_update",
]


SHOWN_FINDINGS = 5
"""How many findings a refused install lists."""


def run_install(args: argparse.Namespace) -> int:
    """Install; exit 0 installed, 1 declined or blocked, 2 refused source or a
    config.yaml that cannot be read (its trusted sources are part of the policy)."""
    paths = HermesPaths.from_env()
    config = load_config(paths)
    source = Path(args.source)
    if args.source.startswith("tap:"):
        url, path_in_repo = resolve_tap(paths, args.source.removeprefix("tap:"))
        args.source, args.path = url, path_in_repo
    git = not source.is_dir() and _looks_like_git(args.source)
    web = not source.is_dir() and args.source.startswith(("http://", "https://"))
    archive = not (git or web) and source.is_file()
    if not (source.is_dir() or git or web or archive):
        raise InstallError(
            f"{args.source}: not a folder, an archive, a git repository, an http(s) URL or tap:NAME"
        )

    rescan = args.source if source.is_dir() else None
    confirm = _asking(source.name, "install anyway?", "not installed", yes=args.yes, rescan=rescan)
    # A local source is judged by its absolute path: a relative one such as
    # "openai/skills/x" must not pass for the repository of that name.
    named = args.source if git or web else str(source.resolve())
    trust = TrustLevel(args.trust or trust_for(named, config.skills.trusted_sources))
    options = {"trust": trust, "force": args.force, "confirm": confirm}
    if git:
        result = install_git(paths, args.source, args.path, args.ref, **options)
    elif web and args.name:
        result = install_well_known(paths, args.source, args.name, **options)
    elif web:
        result = install_url(paths, args.source, **options)
    elif archive:
        result = install_archive(paths, source, **options)
    else:
        result = install_folder(paths, source, **options)
    verdict = result.scan.verdict.value if result.scan is not None else "?"
    if result.installed:
        print(f"{result.name}: installed at {result.path} ({verdict}; {result.reason})")
        return 0
    print(f"{result.name}: not installed ({verdict}; {result.reason})")
    if result.decision is Decision.BLOCK and result.scan is not None:
        print("\n".join(deciding_findings(result.scan, rescan)))
    return 1


def deciding_findings(scan: ScanResult, rescan: str | None) -> list[str]:
    """The findings that decided a verdict, worst first, at most :data:`SHOWN_FINDINGS`
    (one line each, as ``hermes skills scan`` lists them), then how many more there are
    and how to see them all (``rescan``: the local folder to scan, when there is one)."""
    worst = sorted(scan.findings, key=lambda f: f.risk.rank)[:SHOWN_FINDINGS]
    lines = [
        f"  {_one_line(f.file)}:{f.range.start.line + 1}:{f.range.start.character + 1} "
        f"{f.risk.value} {f.rule} {_one_line(f.message)}"
        for f in worst
    ]
    more = len(scan.findings) - len(worst)
    if more > 0:
        how = (
            f"run `hermes skills scan {shlex.quote(rescan)}` for all"
            if rescan is not None
            else "fetch or unpack the source and run `hermes skills scan` on it for all"
        )
        lines.append(f"  … and {more} more; {how}")
    return lines


def _one_line(text: str) -> str:
    # A skill's own text (file names, matched snippets) must not draw on the terminal.
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


def _asking(
    name: str, question: str, refusal: str, *, yes: bool, rescan: str | None = None
) -> Callable[[ScanResult, str], bool]:
    """The policy's confirmation for a caution verdict: ``--yes``, else the person at
    the terminal after seeing the verdict and its worst findings; without a terminal,
    no."""

    def confirm(scan: ScanResult, reason: str) -> bool:
        if yes:
            return True
        print(f"{name}: {reason}; {len(scan.findings)} finding(s):", file=sys.stderr)
        print("\n".join(deciding_findings(scan, rescan)), file=sys.stderr)
        try:
            return confirmed(question, yes=False, refusal=refusal)
        except ConfirmationNeeded as exc:
            print(exc, file=sys.stderr)
            return False

    return confirm


def _looks_like_git(source: str) -> bool:
    """A repository URL: ends in .git, or a git, ssh or file URL (an http(s) URL to a
    SKILL.md is a different source)."""
    return source.endswith(".git") or source.startswith(("git@", "git://", "ssh://", "file://"))


def run_update(args: argparse.Namespace) -> int:
    """Update the named (or every) installed skill; 1 when one was kept or not updated.
    A config.yaml that cannot be read stops it first, as it stops an install."""
    paths = HermesPaths.from_env()
    load_config(paths)
    names = args.names or sorted(read_hub_lock(paths.hub_dir / "lock.json"))
    status = 0
    for name in names:
        confirm = _asking(name, "update anyway?", "not updated", yes=args.yes)
        message = update_from_upstream(paths, name, confirm=confirm)
        print(message)
        if not message.endswith(("up to date", "updated")):
            status = 1
    return status


def run_audit(args: argparse.Namespace) -> int:
    """Re-scan installed skills; 1 when files drifted or a verdict got worse."""
    rows = audit_installed(HermesPaths.from_env())
    worse = [
        r for r in rows if r.drifted or r.verdict.rank < Verdict(r.recorded_verdict or "safe").rank
    ]
    if args.format == "json":
        print(
            json.dumps(
                [
                    {
                        "name": r.name,
                        "recorded_hash": r.recorded_hash,
                        "current_hash": r.current_hash,
                        "drifted": r.drifted,
                        "recorded_verdict": r.recorded_verdict,
                        "verdict": r.verdict.value,
                        "findings": r.findings,
                    }
                    for r in rows
                ],
                indent=2,
            )
        )
    else:
        for r in rows:
            drift = "files changed since install" if r.drifted else "files as installed"
            verdict = f"verdict {r.verdict.value} (was {r.recorded_verdict})"
            print(f"{r.name}: {drift}; {verdict}, {r.findings} finding(s)")
    return 1 if worse else 0


def run_tap_add(args: argparse.Namespace) -> int:
    """Add a tap."""
    added = add_tap(HermesPaths.from_env(), args.repo, args.path)
    print(f"{args.repo}: {'added' if added else 'already a tap'}")
    return 0


def run_tap_list(args: argparse.Namespace) -> int:
    """List the taps."""
    del args
    for tap in list_taps(HermesPaths.from_env()):
        print(f"{tap['repo']}\t{tap['path']}")
    return 0


def run_tap_remove(args: argparse.Namespace) -> int:
    """Remove a tap; 1 when there was none."""
    removed = remove_tap(HermesPaths.from_env(), args.repo)
    print(f"{args.repo}: {'removed' if removed else 'not a tap'}")
    return 0 if removed else 1


def run_uninstall(args: argparse.Namespace) -> int:
    """Remove an installed skill, its files with it (asks unless --yes; 1 when the
    answer was no)."""
    paths = HermesPaths.from_env()
    entry = lock_entry(paths, args.name)
    if entry is not None:  # else uninstall() says it is not installed
        folder = paths.skills_dir / str(entry.get("install_path") or args.name)
        question = f"remove {args.name} and its files at {folder}?"
        if not confirmed(question, yes=args.yes, refusal=f"{args.name}: not removed"):
            print(f"{args.name}: kept")
            return 1
    target = uninstall(paths, args.name)
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
