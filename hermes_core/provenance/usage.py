"""``skills/.usage.json``: how often each skill is used, viewed and patched, and its
curator state. Written as Hermes Agent writes it: under an exclusive lock on
``.usage.json.lock``, atomically, keys sorted, indented by 2; keys this version does not
know are kept. A corrupt file is set aside (``.usage.json.corrupt-<time>``) before it
is replaced, never silently dropped.

``created_by: "agent"`` is a policy flag ("the curator may manage this skill"), not a
statement of who wrote it. Counts are kept for every skill, as Hermes Agent 0.19 keeps
them (local observability; nothing here is ever sent anywhere). Curator fields — state,
pin, the ``created_by`` flag — are written only for skills the curator may manage:
never for a hub-installed skill (it has an upstream owner), and for a bundled one only
when ``prune_builtins`` is on. The bundled and hub sets are read from the
``.bundled_manifest`` (and ours, ``.workbench_bundled_manifest``) and ``.hub/lock.json``
beside the usage file.
"""

from __future__ import annotations

import json
import logging
import os
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from hermes_core.atomic import locked, write_atomic
from hermes_core.provenance.model import Usage
from hermes_core.provenance.records import read_bundled_manifest, read_hub_lock, read_usage

__all__ = ["Event", "UsageStore"]

logger = logging.getLogger(__name__)

Event = Literal["use", "view", "patch"]
_STATES = ("active", "stale", "archived")


def _now() -> str:
    return datetime.now(UTC).isoformat()  # as Hermes writes it: microseconds, +00:00


def _fresh(now: str) -> dict[str, Any]:
    return {
        "created_by": None,
        "use_count": 0,
        "view_count": 0,
        "last_used_at": None,
        "last_viewed_at": None,
        "patch_count": 0,
        "last_patched_at": None,
        "created_at": now,
        "state": "active",
        "pinned": False,
        "archived_at": None,
    }


class UsageStore:
    """Read and update one ``.usage.json``."""

    def __init__(self, path: Path, *, prune_builtins: bool = False) -> None:
        self.path = path
        self.prune_builtins = prune_builtins

    def manageable(self, name: str) -> bool:
        """Whether the curator may change ``name``'s state (see the module)."""
        skills = self.path.parent
        if name in read_hub_lock(skills / ".hub" / "lock.json"):
            return False
        bundled = read_bundled_manifest(skills / ".bundled_manifest")
        if name in bundled or name in read_bundled_manifest(skills / ".workbench_bundled_manifest"):
            return self.prune_builtins
        return True

    def read(self) -> dict[str, Usage]:
        """Every skill's record (a missing or corrupt file reads as empty)."""
        return read_usage(self.path)

    def record(self, name: str, event: Event, now: str | None = None, *, times: int = 1) -> None:
        """Count ``event`` for ``name`` (``times`` of it, in one write): a view is also
        a use."""
        stamp = now or _now()

        def change(entry: dict[str, Any]) -> None:
            if event in ("use", "view"):
                entry["use_count"] = _count(entry, "use_count") + times
                entry["last_used_at"] = stamp
            if event == "view":
                entry["view_count"] = _count(entry, "view_count") + times
                entry["last_viewed_at"] = stamp
            if event == "patch":
                entry["patch_count"] = _count(entry, "patch_count") + times
                entry["last_patched_at"] = stamp

        self._update(name, change, stamp)

    def set_state(self, name: str, state: str, now: str | None = None) -> bool:
        """Set the curator state (active, stale, archived); ``False`` (nothing written)
        for a skill the curator may not manage."""
        if state not in _STATES:
            raise ValueError(f"unknown state {state!r}: use one of {', '.join(_STATES)}")
        stamp = now or _now()

        def change(entry: dict[str, Any]) -> None:
            entry["state"] = state
            entry["archived_at"] = stamp if state == "archived" else None

        return self._manage(name, change, stamp)

    def set_pinned(self, name: str, pinned: bool) -> bool:
        """Pin a skill (the curator leaves it alone) or unpin it; ``False`` as above."""
        return self._manage(name, lambda entry: entry.__setitem__("pinned", pinned), _now())

    def mark_agent_managed(self, name: str) -> bool:
        """Set ``created_by: "agent"``: the curator may manage this skill; ``False``
        as above."""
        return self._manage(name, lambda entry: entry.__setitem__("created_by", "agent"), _now())

    def _manage(self, name: str, change: Any, now: str) -> bool:
        if not self.manageable(name):
            return False
        self._update(name, change, now)
        return True

    def _update(self, name: str, change: Any, now: str) -> None:
        with locked(self.path):
            data = self._load()
            entry = data.get(name)
            if not isinstance(entry, dict):
                entry = _fresh(now)
                data[name] = entry
            change(entry)
            # Hermes' layout exactly: sorted keys, indent 2, no final newline.
            text = json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False)
            write_atomic(self.path, text.encode("utf-8"))

    def _load(self) -> dict[str, Any]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if isinstance(data, dict):
            return data
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}-{os.getpid()}")
        os.replace(self.path, aside)
        logger.warning("%s was not a JSON object; kept as %s and started afresh", self.path, aside)
        return {}


def _count(entry: dict[str, Any], key: str) -> int:
    value = entry.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
