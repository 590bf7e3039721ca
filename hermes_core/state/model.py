"""What the session store holds: sessions, their messages, and search hits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hermes_core.errors import HermesError

__all__ = ["Message", "SearchHit", "Session", "StoreError"]


@dataclass(frozen=True, slots=True)
class Session:
    """One conversation. Times are Unix seconds, as Hermes Agent stores them."""

    id: str
    source: str
    started_at: float
    title: str | None = None
    model: str | None = None
    cwd: str | None = None
    parent_session_id: str | None = None
    ended_at: float | None = None
    end_reason: str | None = None
    message_count: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    last_active: float | None = None
    """When its last message was written."""


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a session. ``uid`` makes an append idempotent: appending a
    message whose ``uid`` is already stored returns the stored one's id."""

    role: str
    content: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    tool_call_id: str | None = None
    tool_name: str | None = None
    reasoning: str | None = None
    finish_reason: str | None = None
    token_count: int | None = None
    timestamp: float | None = None
    uid: str | None = None
    id: int | None = field(default=None, compare=False)
    session_id: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A message that matched, newest first, with a snippet around the match."""

    message_id: int
    session_id: str
    role: str
    timestamp: float
    snippet: str
    session_title: str | None = None


class StoreError(HermesError):
    """The session database cannot do what was asked."""
