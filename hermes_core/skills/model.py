"""The Skill model: what a SKILL.md says, normalised, with no knowledge of YAML.

Building a :class:`Skill` is lenient, like every client should be: a field of the
wrong shape is left out here and reported by the linter, never raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

__all__ = [
    "INDEX_DESCRIPTION_WIDTH",
    "SUPPORT_DIRS",
    "ConfigEntry",
    "EnvRequirement",
    "HermesMetadata",
    "Platform",
    "SecretRequest",
    "Skill",
    "SupportingFile",
]

SUPPORT_DIRS = ("references", "templates", "scripts", "assets")
# How many characters of a description the skills index shows.
INDEX_DESCRIPTION_WIDTH = 200


class Platform(StrEnum):
    """Operating systems a skill can declare in ``platforms``."""

    MACOS = "macos"
    LINUX = "linux"
    WINDOWS = "windows"

    @classmethod
    def for_sys_platform(cls, sys_platform: str) -> Platform | None:
        """Map ``sys.platform`` to a Platform (``None`` for anything else)."""
        if sys_platform.startswith("linux"):
            return cls.LINUX
        if sys_platform == "darwin":
            return cls.MACOS
        if sys_platform in {"win32", "cygwin"}:
            return cls.WINDOWS
        return None


@dataclass(frozen=True, slots=True)
class ConfigEntry:
    """A config.yaml setting the skill reads (``metadata.hermes.config``)."""

    key: str
    description: str
    default: object = None
    prompt: str = ""


@dataclass(frozen=True, slots=True)
class EnvRequirement:
    """An environment variable the skill needs before it can run.

    ``origin`` says where it was declared: ``required_environment_variables``,
    ``setup.collect_secrets`` or the legacy ``prerequisites.env_vars``.
    """

    name: str
    prompt: str
    help: str = ""
    required_for: str = ""
    optional: bool = False
    origin: str = "required_environment_variables"


@dataclass(frozen=True, slots=True)
class SecretRequest:
    """A secret the setup flow asks the user for (``setup.collect_secrets``)."""

    env_var: str
    prompt: str
    provider_url: str = ""
    secret: bool = True


@dataclass(frozen=True, slots=True)
class HermesMetadata:
    """The Hermes extensions under ``metadata.hermes``."""

    tags: tuple[str, ...] = ()
    related_skills: tuple[str, ...] = ()
    category: str | None = None
    config: tuple[ConfigEntry, ...] = ()
    fallback_for_tools: tuple[str, ...] = ()
    fallback_for_toolsets: tuple[str, ...] = ()
    requires_tools: tuple[str, ...] = ()
    requires_toolsets: tuple[str, ...] = ()

    def is_active(self, tools: frozenset[str] | None, toolsets: frozenset[str] | None) -> bool:
        """Conditional activation: hidden when a tool it falls back for is present,
        or when a tool it requires is missing. ``None`` means "not known", and a
        condition on something unknown never hides the skill."""
        if tools is not None:
            if any(t in tools for t in self.fallback_for_tools):
                return False
            if any(t not in tools for t in self.requires_tools):
                return False
        if toolsets is not None:
            if any(t in toolsets for t in self.fallback_for_toolsets):
                return False
            if any(t not in toolsets for t in self.requires_toolsets):
                return False
        return True


@dataclass(frozen=True, slots=True)
class SupportingFile:
    """A file under one of the skill's support folders, by POSIX relative path."""

    path: str
    size: int

    @property
    def kind(self) -> str:
        """``references``, ``templates``, ``scripts`` or ``assets``."""
        return self.path.split("/", 1)[0]


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill as its SKILL.md declares it.

    ``name`` falls back to the directory name when the frontmatter has none.
    ``env_requirements`` is one list normalised from ``required_environment_variables``,
    ``setup.collect_secrets`` and the legacy ``prerequisites.env_vars``, in that order,
    without duplicates.
    """

    name: str
    description: str
    body: str
    license: str | None = None
    compatibility: str | None = None
    version: str | None = None
    allowed_tools: tuple[str, ...] = ()
    platforms: tuple[str, ...] = ()
    metadata: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    hermes: HermesMetadata = field(default_factory=HermesMetadata)
    env_requirements: tuple[EnvRequirement, ...] = ()
    setup_help: str | None = None
    collect_secrets: tuple[SecretRequest, ...] = ()
    required_commands: tuple[str, ...] = ()
    required_credential_files: tuple[str, ...] = ()

    def supports_platform(self, platform: Platform | None) -> bool:
        """True when the skill lists no platforms, or lists ``platform``."""
        if not self.platforms or platform is None:
            return True
        return platform.value in self.platforms

    def missing_env(self, environ: Mapping[str, str]) -> tuple[EnvRequirement, ...]:
        """Required (non-optional) variables that are unset or empty in ``environ``."""
        return tuple(
            req for req in self.env_requirements if not req.optional and not environ.get(req.name)
        )
