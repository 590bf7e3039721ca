"""Which documents are skills: SKILL.md (or skill.md), whatever the language id."""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlparse

__all__ = ["SKILL_FILE_NAMES", "is_skill_uri", "uri_path"]

SKILL_FILE_NAMES = frozenset(("SKILL.md", "skill.md"))


def uri_path(uri: str) -> Path | None:
    """The local path of a ``file:`` URI (``None`` for other schemes)."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    return Path(unquote(parsed.path))


def is_skill_uri(uri: str) -> bool:
    """True for a SKILL.md (or skill.md), on disk or in an unsaved buffer whose URI
    still names one."""
    parsed = urlparse(uri)
    return PurePosixPath(unquote(parsed.path)).name in SKILL_FILE_NAMES
