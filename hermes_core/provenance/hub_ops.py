"""After the install: ``audit`` (re-scan every installed skill and compare its files with
the lock's content hash), ``update`` (the same three-way decision as seeding: upstream
changed or not, local copy pristine or edited), and git sources (cloned into a temporary
folder with ``git``, then installed as a folder)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath

from hermes_core.atomic import remove_tree_inside
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hashing import content_hash
from hermes_core.provenance.hub import (
    InstallError,
    InstallResult,
    audit,
    hub_operation,
    install_folder,
    journal_path,
    lock_entry,
    quarantine_copy,
    safe_install_path,
    update_lock,
    write_journal,
)
from hermes_core.provenance.records import read_hub_lock
from hermes_core.security import (
    Decision,
    Scanner,
    ScanResult,
    TrustLevel,
    Verdict,
    decide,
    honours_suppressions,
    scan_skill_dir,
)

__all__ = ["AuditRow", "audit_installed", "install_git", "update_installed"]


@dataclass(frozen=True, slots=True)
class AuditRow:
    """One installed skill, checked again."""

    name: str
    recorded_hash: str
    current_hash: str
    recorded_verdict: str
    verdict: Verdict
    findings: int

    @property
    def drifted(self) -> bool:
        """The files changed since they were installed."""
        return self.current_hash != self.recorded_hash


def audit_installed(paths: HermesPaths, scanner: Scanner | None = None) -> list[AuditRow]:
    """Every skill in the lock file: its files' hash now, and a fresh scan."""
    with hub_operation(paths):
        return _audit_installed(paths, scanner or Scanner())


def _audit_installed(paths: HermesPaths, scanner: Scanner) -> list[AuditRow]:
    rows = []
    for name, entry in sorted(read_hub_lock(paths.hub_dir / "lock.json").items()):
        folder = paths.skills_dir / safe_install_path(entry.install_path or name)
        if not folder.is_dir():
            rows.append(
                AuditRow(name, entry.content_hash, "missing", entry.scan_verdict, Verdict.SAFE, 0)
            )
            continue
        scan = scan_skill_dir(folder, scanner)
        rows.append(
            AuditRow(
                name,
                entry.content_hash,
                content_hash(folder),
                entry.scan_verdict,
                scan.verdict,
                len(scan.findings),
            )
        )
    return rows


def update_installed(
    paths: HermesPaths,
    name: str,
    upstream: Path,
    *,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> str:
    """Bring an installed skill up to date with ``upstream`` (a folder): unchanged
    upstream, nothing to do; local files edited since the install, kept; otherwise the
    new version goes through quarantine, scan and policy, then replaces the old one
    (set aside until the lock is written)."""
    with hub_operation(paths):
        return _update_installed(paths, name, upstream, force, confirm, scanner)


def _update_installed(
    paths: HermesPaths,
    name: str,
    upstream: Path,
    force: bool,
    confirm: Callable[[ScanResult, str], bool],
    scanner: Scanner | None,
) -> str:
    entry = lock_entry(paths, name)
    if entry is None:
        raise InstallError(f"{name} is not installed from a hub")
    install_path = safe_install_path(str(entry.get("install_path") or name))
    local = paths.skills_dir / install_path
    quarantine = paths.hub_dir / "quarantine" / name
    if quarantine.exists():
        remove_tree_inside(quarantine, paths.hub_dir)
    files = quarantine_copy(upstream, quarantine)
    incoming = content_hash(quarantine)
    recorded = str(entry.get("content_hash", ""))
    if incoming == recorded:
        remove_tree_inside(quarantine, paths.hub_dir)
        return f"{name}: up to date"
    if local.is_dir() and content_hash(local) != recorded:
        remove_tree_inside(quarantine, paths.hub_dir)
        return f"{name}: kept, your copy was edited since it was installed (upstream changed too)"
    trust = TrustLevel(str(entry.get("trust_level") or "community"))
    scan = scan_skill_dir(
        quarantine, scanner or Scanner(), honour_suppressions=honours_suppressions(trust)
    )
    decision = decide(scan.verdict, trust, force=force)
    if not (
        decision.decision is Decision.ALLOW
        or (decision.decision is Decision.ASK and confirm(scan, decision.reason))
    ):
        remove_tree_inside(quarantine, paths.hub_dir)
        audit(
            paths,
            "BLOCKED",
            name,
            str(entry.get("source", "?")),
            trust.value,
            scan.verdict.value,
            f"{len(scan.findings)}_findings",
        )
        return f"{name}: not updated ({decision.reason})"
    aside = local.with_name(local.name + ".hermes-old")
    write_journal(paths, {"op": "update", "name": name, "local": install_path})
    if local.exists():
        os.replace(local, aside)
    os.replace(quarantine, local)

    def change(installed: dict[str, object]) -> None:
        current = installed.get(name)
        if isinstance(current, dict):
            current.update(
                content_hash=incoming,
                scan_verdict=scan.verdict.value,
                files=files,
                updated_at=datetime.now(UTC).isoformat(),
            )

    update_lock(paths.hub_dir / "lock.json", change)
    if aside.exists():
        remove_tree_inside(aside, paths.skills_dir)
    journal_path(paths).unlink()
    audit(
        paths,
        "INSTALL",
        name,
        str(entry.get("source", "?")),
        trust.value,
        scan.verdict.value,
        incoming,
    )
    return f"{name}: updated"


def install_git(
    paths: HermesPaths,
    url: str,
    path_in_repo: str = "",
    ref: str | None = None,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Clone ``url`` (at ``ref``) with git into a temporary folder and install the skill
    at ``path_in_repo`` from it. Hooks and the user's git config do not run."""
    work = Path(tempfile.mkdtemp(prefix="hermes-git-"))
    try:
        folder, commit = _clone(url, ref, work / "clone", path_in_repo)
        identifier = f"{url}#{path_in_repo}" if path_in_repo else url
        upstream = {"upstream_url": url, "upstream_ref": ref or "HEAD", "upstream_commit": commit}
        name = PurePosixPath(path_in_repo).name if path_in_repo else url.rstrip("/").split("/")[-1]
        return install_folder(
            paths,
            folder,
            name=name.removesuffix(".git"),
            source_kind="git",
            identifier=identifier,
            trust=trust,
            force=force,
            confirm=confirm,
            scanner=scanner,
            upstream=upstream,
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _clone(url: str, ref: str | None, clone: Path, path_in_repo: str) -> tuple[Path, str]:
    """Clone ``url`` at ``ref`` into ``clone`` (no hooks, no user or system git config,
    no prompts); returns the folder at ``path_in_repo`` and the commit."""
    command = ["git", "-c", "core.hooksPath=/dev/null", "-c", "protocol.file.allow=always"]
    command += ["clone", "--quiet", "--depth", "1"]
    if ref:
        command += ["--branch", ref]
    env = {
        **os.environ,
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_TERMINAL_PROMPT": "0",
    }
    run = subprocess.run(
        # "--": a source starting with "-" is a URL, never an option; git reads nothing
        # from our stdin (an MCP server's stdin is its protocol).
        [*command, "--", url, str(clone)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=300,
    )
    if run.returncode != 0:
        raise InstallError(f"git clone {url} failed: {run.stderr.strip()[:300]}")
    head = ["git", "-C", str(clone), "rev-parse", "HEAD"]
    commit = subprocess.run(head, capture_output=True, text=True, env=env, check=False).stdout
    shutil.rmtree(clone / ".git")
    folder = (clone / path_in_repo).resolve() if path_in_repo else clone
    if not folder.is_relative_to(clone.resolve()) or not folder.is_dir():
        raise InstallError(f"{path_in_repo!r} is not a folder inside the repository")
    return folder, commit.strip()


def update_from_upstream(
    paths: HermesPaths,
    name: str,
    *,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> str:
    """Update ``name`` from where its lock entry says it came from: the same folder for
    a local install, a fresh clone of the same repository and ref for a git one."""
    entry = lock_entry(paths, name)
    if entry is None:
        raise InstallError(f"{name} is not installed from a hub")
    source = str(entry.get("source", ""))
    if source == "local":
        upstream = Path(str(entry.get("identifier", "")))
        return update_installed(
            paths, name, upstream, force=force, confirm=confirm, scanner=scanner
        )
    if source == "git":
        url = str(entry.get("upstream_url", ""))
        identifier = str(entry.get("identifier", ""))
        path_in_repo = identifier.split("#", 1)[1] if "#" in identifier else ""
        ref = str(entry.get("upstream_ref") or "") or None
        work = Path(tempfile.mkdtemp(prefix="hermes-git-"))
        try:
            folder = _clone(url, ref, work / "clone", path_in_repo)[0]
            return update_installed(
                paths, name, folder, force=force, confirm=confirm, scanner=scanner
            )
        finally:
            shutil.rmtree(work, ignore_errors=True)
    if source in ("url", "archive", "well-known"):
        with _staged_again(entry) as folder:
            return update_installed(
                paths, name, folder, force=force, confirm=confirm, scanner=scanner
            )
    raise InstallError(f"{name}: updating a {source or 'unknown'} source is not possible")


@contextmanager
def _staged_again(entry: dict[str, object]) -> Iterator[Path]:
    """The source of a url, archive or well-known install, fetched or unpacked again."""
    from hermes_core.provenance.archives import staged_archive
    from hermes_core.provenance.fetch import staged_url, staged_well_known, well_known_base

    identifier = str(entry.get("identifier", ""))
    upstream = str(entry.get("upstream_url") or "")
    if entry.get("source") == "well-known":
        name = identifier.rsplit("/", 1)[-1]
        with staged_well_known(well_known_base(upstream), name) as folder:
            yield folder
    elif upstream.startswith(("http://", "https://")):
        with staged_url(upstream) as (folder, _name, _kind):
            yield folder
    else:
        with staged_archive(Path(identifier)) as folder:
            yield folder
