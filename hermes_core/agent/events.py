"""What a turn streams to whoever drives it (the CLI, ``hermes acp``, the gateway):
the one interface every entry point consumes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from hermes_core.agent.tools.registry import ToolKind

__all__ = [
    "PlanUpdated",
    "TextChunk",
    "ThoughtChunk",
    "ToolCallFinished",
    "ToolCallStarted",
    "ToolCallUpdated",
    "TurnEnded",
    "TurnEvent",
    "TurnStopReason",
    "UsageReport",
]

TurnStopReason = Literal["end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"]


@dataclass(frozen=True, slots=True)
class TextChunk:
    text: str


@dataclass(frozen=True, slots=True)
class ThoughtChunk:
    text: str


@dataclass(frozen=True, slots=True)
class ToolCallStarted:
    call_id: str
    name: str
    arguments: dict[str, Any]
    kind: ToolKind
    title: str
    warning: str | None = None
    """Why this call looks dangerous, when it does (the user is asked)."""


@dataclass(frozen=True, slots=True)
class ToolCallUpdated:
    """The call is waiting for permission, or running."""

    call_id: str
    status: Literal["awaiting_permission", "in_progress"]


@dataclass(frozen=True, slots=True)
class ToolCallFinished:
    """Every started call ends with exactly one of these."""

    call_id: str
    status: Literal["completed", "failed", "cancelled"]
    content: str
    diff: tuple[str, str | None, str] | None = None


@dataclass(frozen=True, slots=True)
class PlanUpdated:
    entries: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class UsageReport:
    input_tokens: int
    output_tokens: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """Always the last event of a turn."""

    stop_reason: TurnStopReason
    error: str | None = None


TurnEvent = (
    TextChunk
    | ThoughtChunk
    | ToolCallStarted
    | ToolCallUpdated
    | ToolCallFinished
    | PlanUpdated
    | UsageReport
    | TurnEnded
)
