"""Snapshots of a working folder taken before the agent edits files in it, so an edit
can be undone — kept in one store under ``HERMES_HOME/checkpoints``, never in the user's
own repository.

Each folder gets a shadow git repository in the store (``GIT_DIR``, ``GIT_WORK_TREE``
and ``GIT_INDEX_FILE`` point git at the folder without touching its ``.git``); the
folder's ``.gitignore`` rules apply. At most one snapshot per folder per turn; never of
``/`` or the home folder (too big, and never what was meant). Rolling back first
snapshots the present (so the rollback itself can be undone), then makes the folder
match the chosen snapshot, removing files created since.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from hermes_core.errors import HermesError

__all__ = ["Checkpoint", "CheckpointError", "Checkpoints", "project_folder"]


class CheckpointError(HermesError):
    """git failed, or the folder cannot be snapshotted."""


@dataclass(frozen=True, slots=True)
class Checkpoint:
    commit: str
    label: str
    when: str


def project_folder(path: Path) -> Path:
    """The folder to snapshot for an edit of ``path``: its git root, else its folder."""
    folder = path if path.is_dir() else path.parent
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return folder


class Checkpoints:
    def __init__(self, store: Path) -> None:
        self.store = store

    def _git_dir(self, folder: Path) -> Path:
        key = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
        return self.store / key

    def _git(self, folder: Path, *args: str, check: bool = True) -> str:
        git_dir = self._git_dir(folder)
        env = {
            **os.environ,
            "GIT_DIR": str(git_dir),
            "GIT_WORK_TREE": str(folder),
            "GIT_INDEX_FILE": str(git_dir / "index"),
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_TERMINAL_PROMPT": "0",
        }
        command = ["git", "-c", "user.name=Hermes", "-c", "user.email=hermes@localhost"]
        command += ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false", *args]
        run = subprocess.run(
            command, cwd=folder, env=env, capture_output=True, text=True, check=False, timeout=120
        )
        if check and run.returncode != 0:
            raise CheckpointError(f"git {args[0]} failed: {run.stderr.strip()[:300]}")
        return run.stdout

    def allowed(self, folder: Path) -> bool:
        resolved = folder.resolve()
        return resolved != Path("/") and resolved != Path.home().resolve()

    def snapshot(self, folder: Path, label: str) -> str | None:
        """Commit the folder's present state; ``None`` when the folder is not one to
        snapshot. Returns the commit."""
        if not self.allowed(folder) or not folder.is_dir():
            return None
        git_dir = self._git_dir(folder)
        if not (git_dir / "HEAD").exists():
            git_dir.mkdir(parents=True, exist_ok=True)
            self._git(folder, "init", "--quiet")
            (git_dir / "hermes-folder").write_text(str(folder.resolve()) + "\n")
        self._git(folder, "add", "--all", "--", ".")
        self._git(folder, "commit", "--quiet", "--allow-empty", "--no-verify", "-m", label)
        return self._git(folder, "rev-parse", "HEAD").strip()

    def list(self, folder: Path) -> list[Checkpoint]:
        """Snapshots of ``folder``, newest first."""
        if not (self._git_dir(folder) / "HEAD").exists():
            return []
        out = self._git(folder, "log", "--format=%H%x00%s%x00%cI", check=False)
        rows = [line.split("\0") for line in out.splitlines() if line.count("\0") == 2]
        return [Checkpoint(commit, label, when) for commit, label, when in rows]

    def rollback(self, folder: Path, commit: str) -> str:
        """Make ``folder`` match ``commit``; returns the snapshot of what it was."""
        known = {c.commit for c in self.list(folder)}
        matches = [c for c in known if c.startswith(commit)] if len(commit) >= 7 else []
        if len(matches) != 1:
            raise CheckpointError(f"no single snapshot {commit!r} of {folder}")
        before = self.snapshot(folder, f"before rolling back to {matches[0][:12]}")
        self._git(folder, "read-tree", "--reset", "-u", matches[0])
        self._git(
            folder, "commit", "--quiet", "--allow-empty", "-m", f"rolled back to {matches[0][:12]}"
        )
        return before or ""
