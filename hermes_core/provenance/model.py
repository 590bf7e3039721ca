"""What is known about where one skill came from."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermes_core.provenance.records import LockEntry

__all__ = ["BundledOrigin", "HubOrigin", "Provenance", "SourceKind", "Usage"]


class SourceKind(StrEnum):
    """How a skill got where it is."""

    BUNDLED = "bundled"
    HUB = "hub-installed"
    AGENT_CREATED = "agent-created"
    USER = "user"
    EXTERNAL = "external dir"


@dataclass(frozen=True, slots=True)
class Usage:
    """A skill's line in ``.usage.json``."""

    use_count: int = 0
    view_count: int = 0
    patch_count: int = 0
    last_used_at: str | None = None
    last_viewed_at: str | None = None
    last_patched_at: str | None = None
    created_at: str | None = None
    state: str = "active"  # active, stale, archived
    pinned: bool = False
    agent_created: bool = False


@dataclass(frozen=True, slots=True)
class BundledOrigin:
    """A seeded bundled skill: the hash it was seeded with and the one it has now."""

    origin_hash: str | None  # None: seeded by an old version that kept no hash
    current_hash: str
    pristine: bool | None  # None when the origin is unknown
    bundle: str = "hermes-workbench"  # whose bundle: ours, or "hermes-agent"


@dataclass(frozen=True, slots=True)
class HubOrigin:
    """A hub install: its lock entry, and whether the files still match its hash."""

    entry: LockEntry
    current_hash: str
    files_match: bool


@dataclass(frozen=True, slots=True)
class Provenance:
    """Everything known about one skill's origin and life."""

    name: str
    kind: SourceKind
    trust: str  # builtin, trusted, community, agent-created
    bundled: BundledOrigin | None = None
    hub: HubOrigin | None = None
    usage: Usage | None = None
    archived: bool = False
