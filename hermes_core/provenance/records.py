"""Readers of the record files under ``skills/``. A missing or corrupt file reads as
empty, never as an error: provenance is shown, not enforced, here."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_core.provenance.model import Usage

__all__ = ["LockEntry", "read_bundled_manifest", "read_hub_lock", "read_usage"]

logger = logging.getLogger(__name__)
_MAX_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class LockEntry:
    """One skill in ``.hub/lock.json``."""

    source: str
    identifier: str
    trust_level: str
    scan_verdict: str
    content_hash: str
    install_path: str
    installed_at: str
    updated_at: str
    files: tuple[str, ...]


def _read(path: Path) -> str | None:
    try:
        if path.stat().st_size > _MAX_BYTES:
            logger.warning("%s is too big to read (%d bytes)", path, path.stat().st_size)
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def read_bundled_manifest(path: Path) -> dict[str, str | None]:
    """``name -> origin hash`` (``None`` for the old bare-name form: origin unknown)."""
    text = _read(path)
    if text is None:
        return {}
    found: dict[str, str | None] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        name, colon, digest = line.partition(":")
        found[name.strip()] = digest.strip() or None if colon else None
    return found


def _text(entry: dict[str, Any], key: str) -> str:
    value = entry.get(key)
    return value if isinstance(value, str) else ""


def read_hub_lock(path: Path) -> dict[str, LockEntry]:
    """The ``installed`` entries of ``.hub/lock.json``, by skill name."""
    text = _read(path)
    if text is None:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        logger.warning("%s is not valid JSON; read as empty", path)
        return {}
    installed = data.get("installed") if isinstance(data, dict) else None
    if not isinstance(installed, dict):
        return {}
    entries = {}
    for name, entry in installed.items():
        if not isinstance(name, str) or not isinstance(entry, dict):
            continue
        files = entry.get("files")
        entries[name] = LockEntry(
            _text(entry, "source"),
            _text(entry, "identifier"),
            _text(entry, "trust_level"),
            _text(entry, "scan_verdict"),
            _text(entry, "content_hash"),
            _text(entry, "install_path"),
            _text(entry, "installed_at"),
            _text(entry, "updated_at"),
            tuple(f for f in files if isinstance(f, str)) if isinstance(files, list) else (),
        )
    return entries


def _count(entry: dict[str, Any], key: str) -> int:
    value = entry.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _when(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    return value if isinstance(value, str) and value else None


def read_usage(path: Path) -> dict[str, Usage]:
    """``.usage.json`` by skill name."""
    text = _read(path)
    if text is None:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        logger.warning("%s is not valid JSON; read as empty", path)
        return {}
    if not isinstance(data, dict):
        return {}
    usage = {}
    for name, entry in data.items():
        if not isinstance(name, str) or not isinstance(entry, dict):
            continue
        state = entry.get("state")
        usage[name] = Usage(
            use_count=_count(entry, "use_count"),
            view_count=_count(entry, "view_count"),
            patch_count=_count(entry, "patch_count"),
            last_used_at=_when(entry, "last_used_at"),
            last_viewed_at=_when(entry, "last_viewed_at"),
            last_patched_at=_when(entry, "last_patched_at"),
            created_at=_when(entry, "created_at"),
            state=state if state in ("active", "stale", "archived") else "active",
            pinned=entry.get("pinned") is True,
            agent_created=entry.get("created_by") == "agent" or entry.get("agent_created") is True,
        )
    return usage
