"""The one exception tree of the core.

Expected outcomes (a lint finding, a scan verdict, a policy decision) are values, not
exceptions. These are for operations that cannot produce their result::

    HermesError
    ├── ConfigError            config.yaml cannot be read or a value is invalid
    ├── SkillError
    │   ├── SkillNotFoundError     no skill answers to the name
    │   ├── AmbiguousSkillError    several skills answer to the name
    │   └── UnsafePathError        a supporting-file path leaves the skill
    └── StorageError           a file on disk cannot be read or written

Every message is safe to show to a user: no secrets and no tracebacks.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "AmbiguousSkillError",
    "ConfigError",
    "HermesError",
    "SkillError",
    "SkillNotFoundError",
    "StorageError",
    "UnsafePathError",
]


class HermesError(Exception):
    """Base of every error the core raises on purpose."""


class ConfigError(HermesError):
    """config.yaml cannot be read, or one of its values is invalid.

    ``key`` is the dotted path of the offending key and ``line`` its 1-based line,
    when known, and ``file`` the file read, so the message can point the user at the
    right place: ``/home/me/.hermes/config.yaml: skills.disabled (line 3): …``.
    """

    def __init__(
        self,
        message: str,
        *,
        key: str | None = None,
        line: int | None = None,
        file: str | None = None,
    ) -> None:
        self.key = key
        self.line = line
        self.file = file
        self.problem = message
        where = ": ".join(part for part in (file, key) if part)
        if where and line is not None:
            where += f" (line {line})"
        super().__init__(f"{where}: {message}" if where else message)


class SkillError(HermesError):
    """A skill operation failed."""


class SkillNotFoundError(SkillError):
    """No skill answers to the name that was asked for."""

    def __init__(self, name: str, suggestions: Sequence[str] = ()) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        hint = f" Did you mean: {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"No skill named {name!r}.{hint}")


class AmbiguousSkillError(SkillError):
    """Several skills answer to one name; the caller must pick a qualified one."""

    def __init__(self, name: str, candidates: Sequence[str]) -> None:
        self.name = name
        self.candidates = tuple(candidates)
        super().__init__(
            f"Skill name {name!r} is ambiguous; use one of: {', '.join(self.candidates)}"
        )


class UnsafePathError(SkillError):
    """A path inside a skill would leave the skill folder (``..``, absolute, symlink)."""

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"Refusing path {path!r}: {reason}")


class StorageError(HermesError):
    """A file the core owns could not be read or written."""
