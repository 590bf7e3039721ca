"""Taps: repositories of skills to install from by name, in ``.hub/taps.json``
(``{"taps": [{"repo": "owner/name", "path": "skills/"}]}``, Hermes Agent's format).
``owner/name`` is a GitHub repository; a full git URL (or a ``file://`` one) works too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from hermes_core.atomic import locked, write_atomic
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import InstallError

__all__ = ["add_tap", "list_taps", "remove_tap", "resolve_tap"]

_GITHUB = re.compile(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+")


def _file(paths: HermesPaths) -> Path:
    return paths.hub_dir / "taps.json"


def list_taps(paths: HermesPaths) -> list[dict[str, str]]:
    """The configured taps (a missing or corrupt file reads as none)."""
    try:
        data = json.loads(_file(paths).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    taps = data.get("taps") if isinstance(data, dict) else None
    return [
        {"repo": str(t["repo"]), "path": str(t.get("path", "skills/"))}
        for t in taps or []
        if isinstance(t, dict) and isinstance(t.get("repo"), str)
    ]


def _save(paths: HermesPaths, taps: list[dict[str, str]]) -> None:
    text = json.dumps({"taps": taps}, indent=2, ensure_ascii=False) + "\n"
    write_atomic(_file(paths), text.encode("utf-8"))


def add_tap(paths: HermesPaths, repo: str, path: str = "skills/") -> bool:
    """Add a tap; False when it is already there."""
    if not (_GITHUB.fullmatch(repo) or repo.startswith(("https://", "git@", "file://", "ssh://"))):
        raise InstallError(f"{repo!r}: not owner/name or a git URL")
    with locked(_file(paths)):
        taps = list_taps(paths)
        if any(t["repo"] == repo for t in taps):
            return False
        _save(paths, [*taps, {"repo": repo, "path": path}])
    return True


def remove_tap(paths: HermesPaths, repo: str) -> bool:
    """Remove a tap; False when there was none."""
    with locked(_file(paths)):
        taps = list_taps(paths)
        kept = [t for t in taps if t["repo"] != repo]
        if len(kept) == len(taps):
            return False
        _save(paths, kept)
    return True


def resolve_tap(paths: HermesPaths, skill: str) -> tuple[str, str]:
    """``(git URL, path in the repository)`` of ``skill`` in the first tap that has it
    configured (``tap-repo/skill`` picks a tap by its repo)."""
    taps: list[Any] = list_taps(paths)
    if not taps:
        raise InstallError("no taps configured: hermes skills tap add OWNER/NAME")
    repo, _, name = skill.rpartition("/")
    chosen = [t for t in taps if not repo or t["repo"] == repo]
    if not chosen:
        raise InstallError(f"no tap {repo!r}")
    tap = chosen[0]
    url = tap["repo"]
    if _GITHUB.fullmatch(url):
        url = f"https://github.com/{url}.git"
    return url, f"{tap['path'].strip('/')}/{name}".strip("/")
