"""Lint profiles: which rules apply, how severe they are, and the limits they use.

Each profile models what one kind of client accepts. ``docs/rules/profiles.md``
renders the same table for people; a test keeps the two in step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType

from hermes_core.skills.lint.catalog import ALL_RULES
from hermes_core.skills.lint.rule import ProfileOptions, Rule, TabTolerance
from hermes_core.text.diagnostics import Severity

__all__ = ["DEFAULT_PROFILE", "PROFILES", "Profile", "get_profile"]

SPEC_KEYS = frozenset(
    {"name", "description", "license", "compatibility", "metadata", "allowed-tools"}
)
HERMES_KEYS = SPEC_KEYS | {
    "version",
    "platforms",
    "author",
    "authors",
    "required_environment_variables",
    "setup",
    "prerequisites",
    "required_credential_files",
    "dependencies",
    "tags",
    "triggers",
    "environments",
}
CLAUDE_CODE_KEYS = SPEC_KEYS | {
    "when_to_use",
    "argument-hint",
    "arguments",
    "disable-model-invocation",
    "user-invocable",
    "model",
    "effort",
    "context",
    "agent",
    "hooks",
    "paths",
    "shell",
    "version",
}

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
_HERMES_ONLY = (
    "SK201",
    "SK202",
    "SK203",
    "SK204",
    "SK205",
    "SK206",
    "SK207",
    "SK208",
    "SK209",
    "SK210",
    "SK303",
    "SK306",
)
_CLIENT_ONLY = ("SK401", "SK402", "SK403", "SK404", "SK405", "SK131")


@dataclass(frozen=True, slots=True, eq=False)
class Profile:
    """A named set of rule severities and options. ``None`` turns a rule off.

    Profiles compare by identity, so one can key a cache.
    """

    name: str
    summary: str
    options: ProfileOptions
    overrides: Mapping[str, Severity | None] = field(default_factory=lambda: MappingProxyType({}))

    def severity(self, rule: Rule) -> Severity | None:
        """The severity of ``rule`` under this profile, or ``None`` when it is off."""
        return self.overrides.get(rule.code, rule.severity)

    def enabled(self) -> tuple[Rule, ...]:
        """The rules this profile runs, in catalogue order."""
        return _enabled(self)


@cache
def _enabled(profile: Profile) -> tuple[Rule, ...]:
    return tuple(rule for rule in ALL_RULES if profile.severity(rule) is not None)


def _off(*codes: str) -> dict[str, Severity | None]:
    return dict.fromkeys(codes)


def _build() -> dict[str, Profile]:
    hermes_off = _off(*_HERMES_ONLY)
    clients_off = _off(*_CLIENT_ONLY)
    profiles = [
        Profile(
            "agentskills",
            "The Agent Skills specification, strictly: only its six fields, metadata as strings.",
            ProfileOptions(
                known_keys=SPEC_KEYS, client="the Agent Skills reference validator (skills-ref)"
            ),
            MappingProxyType(
                {
                    **hermes_off,
                    **clients_off,
                    "SK007": E,
                    "SK131": INFO,
                    "SK005": E,
                    "SK130": E,
                    "SK150": E,
                }
            ),
        ),
        Profile(
            "hermes",
            "Hermes Agent (default): the spec plus Hermes's fields, lenient where Hermes is.",
            ProfileOptions(
                known_keys=HERMES_KEYS, client="Hermes Agent", tabs=TabTolerance.LINE_FALLBACK
            ),
            MappingProxyType({**clients_off, "SK106": W}),
        ),
        Profile(
            "claude-code",
            "Claude Code: name and description optional, its own fields known, 1,536-char listing.",
            ProfileOptions(
                known_keys=CLAUDE_CODE_KEYS, client="Claude Code", tab_after_indicator_loads=True
            ),
            MappingProxyType(
                {
                    **hermes_off,
                    **clients_off,
                    "SK007": E,
                    "SK403": W,
                    "SK404": W,
                    "SK101": INFO,
                    "SK110": W,
                    "SK106": W,
                    "SK112": None,
                }
            ),
        ),
        Profile(
            "codex",
            "OpenAI Codex: name and description required and length-checked, other keys ignored.",
            ProfileOptions(known_keys=SPEC_KEYS, client="Codex"),
            MappingProxyType(
                {
                    **hermes_off,
                    **clients_off,
                    "SK007": E,
                    "SK405": E,
                    "SK005": E,
                    "SK104": W,
                    "SK105": W,
                    "SK106": None,
                    "SK120": None,
                    "SK130": None,
                    "SK140": None,
                    "SK150": None,
                    "SK151": None,
                }
            ),
        ),
        Profile(
            "anthropic-api",
            "Anthropic API skills upload: the spec, no XML in name/description, no reserved words.",
            ProfileOptions(known_keys=SPEC_KEYS, client="the Anthropic API"),
            MappingProxyType(
                {**hermes_off, **clients_off, "SK007": E, "SK401": E, "SK402": E, "SK130": E}
            ),
        ),
    ]
    return {profile.name: profile for profile in profiles}


PROFILES: Mapping[str, Profile] = MappingProxyType(_build())
DEFAULT_PROFILE = "hermes"


def get_profile(name: str) -> Profile:
    """The profile called ``name``; raises ``KeyError`` listing the valid names."""
    try:
        return PROFILES[name]
    except KeyError:
        raise KeyError(
            f"unknown lint profile {name!r}; choose one of {', '.join(PROFILES)}"
        ) from None
