"""Where everything lives under HERMES_HOME (default ``~/.hermes``).

The layout follows Hermes Agent so a user can point this product at an existing
home and keep their skills and records. Nothing here touches the disk.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = ["HERMES_HOME_ENV", "HermesPaths"]

HERMES_HOME_ENV = "HERMES_HOME"


@dataclass(frozen=True, slots=True)
class HermesPaths:
    """Every well-known path under one HERMES_HOME."""

    home: Path

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> HermesPaths:
        """Resolve HERMES_HOME from the environment (``~/.hermes`` when unset or empty)."""
        env = os.environ if environ is None else environ
        raw = env.get(HERMES_HOME_ENV, "").strip()
        home = Path(raw).expanduser() if raw else Path.home() / ".hermes"
        return cls(home=home.absolute())

    @property
    def config_file(self) -> Path:
        """The user's ``config.yaml``."""
        return self.home / "config.yaml"

    @property
    def env_file(self) -> Path:
        """The ``.env`` file holding secrets the user saved."""
        return self.home / ".env"

    @property
    def skills_dir(self) -> Path:
        """The local, writable skills root."""
        return self.home / "skills"

    @property
    def bundled_manifest(self) -> Path:
        """``skills/.bundled_manifest``: name:hash lines of seeded bundled skills."""
        return self.skills_dir / ".bundled_manifest"

    @property
    def workbench_manifest(self) -> Path:
        """``skills/.workbench_bundled_manifest``: the same lines for the skills this
        product bundles (``.bundled_manifest`` stays Hermes Agent's own)."""
        return self.skills_dir / ".workbench_bundled_manifest"

    @property
    def usage_file(self) -> Path:
        """``skills/.usage.json``: per-skill usage counters."""
        return self.skills_dir / ".usage.json"

    @property
    def hub_dir(self) -> Path:
        """``skills/.hub``: lock file, audit log and quarantine of hub installs."""
        return self.skills_dir / ".hub"

    @property
    def archive_dir(self) -> Path:
        """``skills/.archive``: skills the curator archived."""
        return self.skills_dir / ".archive"

    @property
    def state_db(self) -> Path:
        """The SQLite database of sessions and messages."""
        return self.home / "state.db"

    @property
    def cron_dir(self) -> Path:
        """Scheduled jobs (``jobs.json``)."""
        return self.home / "cron"

    @property
    def logs_dir(self) -> Path:
        """Log files and curator reports."""
        return self.home / "logs"

    @property
    def cache_dir(self) -> Path:
        """Derived data that can always be rebuilt (the skills index cache among it)."""
        return self.home / "cache"

    @property
    def daemon_socket(self) -> Path:
        """The daemon's local control socket."""
        return self.home / "daemon.sock"
