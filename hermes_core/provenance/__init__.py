"""Where a skill came from and what has happened to it since: bundled and seeded,
installed from a hub, created by the agent, written by the user, or found in an
external folder; its origin hash against its files now; its lock entry; its usage
and curator state. Read from the files Hermes Agent keeps under ``skills/``."""

from hermes_core.provenance.hashing import bundled_hashes, content_hash
from hermes_core.provenance.model import (
    BundledOrigin,
    HubOrigin,
    Provenance,
    SourceKind,
    Usage,
)
from hermes_core.provenance.records import (
    LockEntry,
    read_bundled_manifest,
    read_hub_lock,
    read_usage,
)
from hermes_core.provenance.resolve import provenance_of

__all__ = [
    "BundledOrigin",
    "HubOrigin",
    "LockEntry",
    "Provenance",
    "SourceKind",
    "Usage",
    "bundled_hashes",
    "content_hash",
    "provenance_of",
    "read_bundled_manifest",
    "read_hub_lock",
    "read_usage",
]
