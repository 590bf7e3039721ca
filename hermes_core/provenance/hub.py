"""Installing skills from outside: the quarantine, the checks, the scan, the install
policy, then an atomic move, a lock entry and an audit line.

Every source is first copied into ``skills/.hub/quarantine/<name>``, refusing what a
skill must not carry: symlinks, hard links, device files, FIFOs and sockets, absolute
or ``..`` paths, names that are not UTF-8, more than ``MAX_FILES`` files, files over
``MAX_FILE_BYTES`` or a total over ``MAX_TOTAL_BYTES``. The quarantined copy is scanned;
the install policy for the source's trust level decides (allow, ask, block). A blocked
or declined install leaves nothing behind but a ``BLOCKED`` audit line.

Formats are Hermes Agent 0.19.0's: ``.hub/lock.json`` (written atomically, under a lock)
and ``.hub/audit.log`` (one line per action).
"""

from __future__ import annotations

import functools
import json
import os
import re
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any, Concatenate, ParamSpec, TypeVar

from hermes_core.atomic import (
    locked,
    locked_folder,
    remove_tree_inside,
    write_atomic,
)
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hashing import content_hash
from hermes_core.security import (
    Decision,
    Scanner,
    ScanResult,
    TrustLevel,
    decide,
    honours_suppressions,
    scan_skill_dir,
)

__all__ = [
    "MAX_FILES",
    "MAX_FILE_BYTES",
    "MAX_TOTAL_BYTES",
    "InstallError",
    "InstallResult",
    "audit",
    "hub_operation",
    "install_folder",
    "journal_path",
    "lock_entry",
    "quarantine_copy",
    "recover",
    "safe_install_path",
    "uninstall",
    "update_lock",
    "write_journal",
]

P = ParamSpec("P")
R = TypeVar("R")

MAX_FILES = 500
MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_TOTAL_BYTES = 50 * 1024 * 1024
_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_CHUNK = 1 << 20


class InstallError(HermesError):
    """A source that cannot be installed, with the reason."""


@dataclass(frozen=True, slots=True)
class InstallResult:
    """What an install did."""

    name: str
    installed: bool
    decision: Decision
    reason: str
    scan: ScanResult | None
    path: Path | None = None


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def audit(
    paths: HermesPaths,
    action: str,
    skill: str,
    source: str,
    trust: str,
    verdict: str,
    extra: str = "",
) -> None:
    """Append one line to ``.hub/audit.log``."""
    log = paths.hub_dir / "audit.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    line = f"{_now()} {action} {skill} {source}:{trust} {verdict}" + (f" {extra}" if extra else "")
    line = line.encode("utf-8", "backslashreplace").decode("utf-8").replace("\n", " ")
    with locked(log), open(log, "a", encoding="utf-8") as out:
        out.write(line + "\n")
        out.flush()
        os.fsync(out.fileno())


def _check_name(name: str) -> None:
    if len(name) > 64 or _NAME.fullmatch(name) is None:
        raise InstallError(
            f"{name!r} is not a valid skill name (a-z, 0-9 and single hyphens, at most 64)"
        )


def quarantine_copy(source: Path, quarantine: Path) -> list[str]:
    """Copy ``source`` into ``quarantine`` with every check; returns the relative
    POSIX paths copied. Raises :class:`InstallError` on the first thing refused."""
    files: list[str] = []
    total = 0
    quarantine.mkdir(parents=True)
    for current, dirs, names in os.walk(source):
        for name in [*dirs, *names]:
            path = Path(current, name)
            relative = path.relative_to(source)
            try:
                name.encode("utf-8")
            except UnicodeEncodeError:
                shown = os.fsencode(relative).decode("utf-8", "backslashreplace")
                raise InstallError(f"{shown}: the name is not UTF-8") from None
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                raise InstallError(f"{relative}: a symlink (skills may not hold links)")
            if stat.S_ISDIR(info.st_mode):
                continue
            if not stat.S_ISREG(info.st_mode):
                raise InstallError(f"{relative}: not a regular file (a device, FIFO or socket)")
            if info.st_nlink > 1:
                raise InstallError(
                    f"{relative}: a hard link (it may share bytes with a file outside)"
                )
            if info.st_size > MAX_FILE_BYTES:
                raise InstallError(
                    f"{relative}: {info.st_size:,} bytes, more than {MAX_FILE_BYTES:,}"
                )
            total += info.st_size
            if total > MAX_TOTAL_BYTES:
                raise InstallError(f"more than {MAX_TOTAL_BYTES:,} bytes in all")
            files.append(relative.as_posix())
            if len(files) > MAX_FILES:
                raise InstallError(f"more than {MAX_FILES} files")
            target = quarantine / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            _copy_file(path, target)
    if "SKILL.md" not in files:
        raise InstallError("no SKILL.md at the top of the source")
    return sorted(files)


def _copy_file(source: Path, target: Path) -> None:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
    handle = os.open(source, flags)
    try:
        with os.fdopen(handle, "rb") as src, open(target, "xb") as out:
            while block := src.read(_CHUNK):
                out.write(block)
    except OSError as exc:
        raise InstallError(f"{source}: {exc.strerror or exc}") from exc


def safe_install_path(path: str) -> str:
    pure = PurePosixPath(path)
    if pure.is_absolute() or not pure.parts or ".." in pure.parts:
        raise InstallError(f"unsafe install path {path!r}")
    return pure.as_posix()


def _read_lock(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"version": 1, "installed": {}}
    if not isinstance(data, dict) or not isinstance(data.get("installed"), dict):
        return {"version": 1, "installed": {}}
    return data


def update_lock(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    with locked(path):
        data = _read_lock(path)
        change(data["installed"])
        # Hermes' layout exactly: insertion order, indent 2, a final newline.
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        write_atomic(path, text.encode("utf-8"))


def lock_entry(paths: HermesPaths, name: str) -> dict[str, Any] | None:
    """The raw lock entry of ``name`` (``None`` when not installed)."""
    entry = _read_lock(paths.hub_dir / "lock.json")["installed"].get(name)
    return entry if isinstance(entry, dict) else None


@contextmanager
def hub_operation(paths: HermesPaths) -> Iterator[None]:
    """One hub command at a time: an exclusive lock on ``.hub`` for the whole
    operation, and what a killed one left finished or undone first (see
    :func:`recover`). Re-entrant within a thread."""
    with locked_folder(paths.hub_dir) as taken:
        if taken:
            recover(paths)
        yield


def _exclusive(
    function: Callable[Concatenate[HermesPaths, P], R],
) -> Callable[Concatenate[HermesPaths, P], R]:
    """Run ``function(paths, …)`` inside :func:`hub_operation`."""

    @functools.wraps(function)
    def run(paths: HermesPaths, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with hub_operation(paths):
            return function(paths, *args, **kwargs)

    return run


@_exclusive
def install_folder(
    paths: HermesPaths,
    source: Path,
    *,
    source_kind: str = "local",
    identifier: str | None = None,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
    upstream: dict[str, str] | None = None,
    name: str | None = None,
) -> InstallResult:
    """Install the skill in the folder ``source`` (see the module), under ``name``
    (default: the folder's name)."""
    source = source.resolve()
    name = name or source.name
    identifier = identifier or str(source)
    _check_name(name)
    root = paths.skills_dir
    quarantine = paths.hub_dir / "quarantine" / name
    if quarantine.exists():
        remove_tree_inside(quarantine, paths.hub_dir)
    target = root / name
    if target.exists() or lock_entry(paths, name) is not None:
        raise InstallError(f"{name} is already installed at {target}: use update")
    try:
        files = quarantine_copy(source, quarantine)
    except InstallError as exc:
        if quarantine.exists():
            remove_tree_inside(quarantine, paths.hub_dir)
        audit(
            paths,
            "BLOCKED",
            name,
            source_kind,
            trust.value,
            "invalid_path",
            str(exc).replace("\n", " "),
        )
        raise
    scan = scan_skill_dir(
        quarantine, scanner or Scanner(), honour_suppressions=honours_suppressions(trust)
    )
    decision = decide(scan.verdict, trust, force=force)
    allowed = decision.decision is Decision.ALLOW or (
        decision.decision is Decision.ASK and confirm(scan, decision.reason)
    )
    if not allowed:
        remove_tree_inside(quarantine, paths.hub_dir)
        reason = decision.reason if decision.decision is Decision.BLOCK else "declined"
        audit(
            paths,
            "BLOCKED",
            name,
            source_kind,
            trust.value,
            scan.verdict.value,
            f"{len(scan.findings)}_findings",
        )
        return InstallResult(name, False, decision.decision, reason, scan)
    digest = content_hash(quarantine)
    now = datetime.now(UTC).isoformat()
    entry: dict[str, Any] = {
        "source": source_kind,
        "identifier": identifier,
        "trust_level": trust.value,
        "scan_verdict": scan.verdict.value,
        "content_hash": digest,
        "install_path": safe_install_path(name),
        "files": files,
        "metadata": {},
        "scan_provenance": {},
        "installed_at": now,
        "updated_at": now,
    }
    if upstream:
        entry.update(upstream)
    # From here a kill is finished by the next hub command: the journal holds the entry.
    write_journal(paths, {"op": "install", "name": name, "entry": entry})
    os.replace(quarantine, target)
    _complete_install(paths, name, entry)
    journal_path(paths).unlink()
    return InstallResult(name, True, decision.decision, decision.reason, scan, target)


def journal_path(paths: HermesPaths) -> Path:
    """``.hub/in-progress.json``: the operation under way, for recovery after a kill."""
    return paths.hub_dir / "in-progress.json"


def write_journal(paths: HermesPaths, record: dict[str, Any]) -> None:
    """Note the operation about to change the skills folder."""
    write_atomic(journal_path(paths), json.dumps(record).encode("utf-8"))


def _complete_install(paths: HermesPaths, name: str, entry: dict[str, Any]) -> None:
    """Record an install whose files are in place: the lock entry, then the audit line
    (not written twice when a recovery repeats this)."""
    update_lock(paths.hub_dir / "lock.json", lambda installed: installed.__setitem__(name, entry))
    source = f"{entry['source']}:{entry['trust_level']}"
    line = f"INSTALL {name} {source} {entry['scan_verdict']} {entry['content_hash']}"
    log = paths.hub_dir / "audit.log"
    try:
        last = log.read_text(encoding="utf-8").splitlines()[-1]
    except (OSError, IndexError):
        last = ""
    if not last.endswith(line):
        audit(
            paths,
            "INSTALL",
            name,
            entry["source"],
            entry["trust_level"],
            entry["scan_verdict"],
            entry["content_hash"],
        )


def recover(paths: HermesPaths) -> str | None:
    """Finish or undo what a killed hub command left (see :func:`journal_path`). Call
    it inside :func:`hub_operation` (which does), never beside a running command."""
    journal = journal_path(paths)
    quarantine = paths.hub_dir / "quarantine"
    if quarantine.is_dir():  # a download or check that never finished
        for leftover in quarantine.iterdir():
            remove_tree_inside(leftover, paths.hub_dir)
    try:
        record = json.loads(journal.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        if journal.exists():
            journal.unlink()
        return None
    name = str(record.get("name", ""))
    done = None
    if record.get("op") == "install" and isinstance(record.get("entry"), dict):
        entry = record["entry"]
        target = paths.skills_dir / safe_install_path(str(entry.get("install_path", name)))
        if target.is_dir() and content_hash(target) == entry.get("content_hash"):
            _complete_install(paths, name, entry)
            done = f"{name}: an interrupted install was completed"
        else:
            done = f"{name}: an interrupted install was dropped"
    elif record.get("op") == "update":
        local = paths.skills_dir / safe_install_path(str(record.get("local", name)))
        aside = local.with_name(local.name + ".hermes-old")
        entry = lock_entry(paths, name)
        if aside.exists():
            if local.exists() and not (entry and content_hash(local) == entry.get("content_hash")):
                remove_tree_inside(local, paths.skills_dir)  # new files, lock not updated: undo
            if not local.exists():
                os.replace(aside, local)
                done = f"{name}: an interrupted update was undone"
            else:
                remove_tree_inside(aside, paths.skills_dir)
                done = f"{name}: an interrupted update was completed"
    journal.unlink()
    return done


@_exclusive
def uninstall(paths: HermesPaths, name: str) -> Path:
    """Remove an installed skill: its install path is checked again before deleting."""
    entry = lock_entry(paths, name)
    if entry is None:
        raise InstallError(f"{name} is not installed from a hub")
    install_path = safe_install_path(str(entry.get("install_path") or ""))
    if PurePosixPath(install_path).name != name:
        raise InstallError(f"the lock says {name} is at {install_path!r}: refusing to delete that")
    target = paths.skills_dir / install_path
    if target.exists():
        remove_tree_inside(target, paths.skills_dir)
    update_lock(paths.hub_dir / "lock.json", lambda installed: installed.pop(name, None))
    audit(
        paths,
        "UNINSTALL",
        name,
        str(entry.get("source", "?")),
        str(entry.get("trust_level", "?")),
        "n/a",
        "user_request",
    )
    return target
