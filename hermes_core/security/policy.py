"""Trust levels, and the install policy: who may install what, as a table of data.

A skill's source decides its trust level (``builtin`` for what ships with the
product, ``trusted`` for the sources listed in config, ``community`` for everything
else, ``agent-created`` for what the agent writes itself). The scan's verdict and the
trust level together give a :class:`Decision`. ``force`` turns an ``ask`` or a
``block`` into ``allow`` — except a dangerous verdict from a community or trusted
source, which nothing overrides.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from hermes_core.security.findings import Verdict

__all__ = [
    "INSTALL_POLICY",
    "Decision",
    "PolicyDecision",
    "TrustLevel",
    "decide",
    "honours_suppressions",
    "trust_for",
]


class TrustLevel(StrEnum):
    """How much a skill's source is trusted."""

    BUILTIN = "builtin"
    TRUSTED = "trusted"
    COMMUNITY = "community"
    AGENT_CREATED = "agent-created"


class Decision(StrEnum):
    """What to do with an install or a write."""

    ALLOW = "allow"
    ASK = "ask"
    BLOCK = "block"


A, Q, B = Decision.ALLOW, Decision.ASK, Decision.BLOCK
# trust level -> decision for (safe, caution, dangerous)
INSTALL_POLICY: Mapping[TrustLevel, tuple[Decision, Decision, Decision]] = MappingProxyType(
    {
        TrustLevel.BUILTIN: (A, A, A),
        TrustLevel.TRUSTED: (A, A, B),
        TrustLevel.COMMUNITY: (A, Q, B),
        TrustLevel.AGENT_CREATED: (A, A, Q),
    }
)
_UNOVERRIDABLE = frozenset({TrustLevel.COMMUNITY, TrustLevel.TRUSTED})
# Sources whose own "hermes-scan: ignore" comments are believed.
_VOUCHING = frozenset({TrustLevel.BUILTIN, TrustLevel.TRUSTED})


def honours_suppressions(trust: TrustLevel) -> bool:
    """Whether a skill from ``trust`` may suppress its own findings.

    Only builtin and trusted sources: a community skill (or one the agent wrote,
    perhaps on a prompt-injected request) would otherwise clear its own verdict."""
    return trust in _VOUCHING


@dataclass(frozen=True, slots=True)
class PolicyDecision:
    """A decision and the sentence that explains it."""

    decision: Decision
    reason: str


def trust_for(source: str, trusted_sources: Iterable[str], *, builtin: bool = False) -> TrustLevel:
    """The trust level of ``source`` (``owner/repo`` or a URL); agent writes say so themselves.

    A source is trusted when it equals a configured entry or lies under it
    (``openai/skills`` covers ``openai/skills/pdf``), compared case-insensitively. A
    plain ``http://`` source is trusted only by an entry written with ``http://``
    itself: anyone on the network path can change what it serves.
    """
    if builtin:
        return TrustLevel.BUILTIN
    if source == TrustLevel.AGENT_CREATED.value:
        return TrustLevel.AGENT_CREATED
    wanted = _normalise(source)
    plaintext = _is_plain_http(source)
    for entry in trusted_sources:
        if plaintext and not _is_plain_http(entry):
            continue
        prefix = _normalise(entry)
        if prefix and (wanted == prefix or wanted.startswith(prefix + "/")):
            return TrustLevel.TRUSTED
    return TrustLevel.COMMUNITY


def _is_plain_http(source: str) -> bool:
    return source.strip().lower().startswith("http://")


def _normalise(source: str) -> str:
    text = source.strip().lower().rstrip("/")
    for scheme in ("https://", "http://"):
        if text.startswith(scheme):
            text = text[len(scheme) :]
    text = text.removeprefix("github.com/").removesuffix(".git")
    # ``a/b/../../evil`` is ``evil``: a source never climbs out of a trusted prefix.
    return posixpath.normpath(text) if text else text


def decide(verdict: Verdict, trust: TrustLevel, *, force: bool = False) -> PolicyDecision:
    """The policy's decision for ``verdict`` from a ``trust`` source."""
    decision = INSTALL_POLICY[trust][verdict.rank]
    if decision is Decision.ALLOW:
        return PolicyDecision(decision, f"allowed: {trust.value} source, {verdict.value} verdict")
    if force:
        if verdict is Verdict.DANGEROUS and trust in _UNOVERRIDABLE:
            return PolicyDecision(
                Decision.BLOCK,
                f"blocked: a dangerous verdict from a {trust.value} source cannot be forced",
            )
        return PolicyDecision(
            Decision.ALLOW, f"forced despite a {verdict.value} verdict ({trust.value} source)"
        )
    verb = "needs confirmation" if decision is Decision.ASK else "blocked"
    return PolicyDecision(decision, f"{verb}: {trust.value} source, {verdict.value} verdict")
