"""What a provider is asked and what it streams back, in the agent's own terms (no
provider's wire types leave its module)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from hermes_core.errors import HermesError

__all__ = [
    "AuthenticationError",
    "ChatMessage",
    "ChatRequest",
    "ContextLengthError",
    "Finish",
    "Image",
    "ProviderError",
    "ProviderEvent",
    "RateLimitError",
    "ServerError",
    "StreamError",
    "TextDelta",
    "ThoughtDelta",
    "ToolCall",
    "ToolSpec",
    "Usage",
]

StopReason = Literal["end_turn", "tool_use", "max_tokens", "refusal", "stop_sequence"]


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool the model asked for; ``arguments`` is the parsed JSON object."""

    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One message of the conversation sent to the model."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    """For ``role="tool"``: the call this is the result of."""
    is_error: bool = False
    images: tuple[Image, ...] = ()
    """For ``role="user"``: pictures sent with the text."""


@dataclass(frozen=True, slots=True)
class Image:
    """A picture for the model: its MIME type and its bytes in base64."""

    mime_type: str
    data: str


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """A tool offered to the model: its JSON-schema parameters."""

    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChatRequest:
    model: str
    messages: tuple[ChatMessage, ...]
    tools: tuple[ToolSpec, ...] = ()
    max_tokens: int = 4096
    temperature: float | None = None


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str


@dataclass(frozen=True, slots=True)
class ThoughtDelta:
    text: str


@dataclass(frozen=True, slots=True)
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0


@dataclass(frozen=True, slots=True)
class Finish:
    """The end of one model response: why it stopped, and the complete tool calls.
    ``stored_reason`` is what is kept in ``messages.finish_reason``: what Hermes Agent
    keeps there — the ``finish_reason`` an OpenAI-compatible server sent, as sent, and
    an Anthropic ``stop_reason`` in OpenAI's terms (``stop``, ``tool_calls``, ``length``,
    ``content_filter``)."""

    reason: StopReason
    tool_calls: tuple[ToolCall, ...] = field(default=())
    stored_reason: str | None = None


ProviderEvent = TextDelta | ThoughtDelta | Usage | Finish


class ProviderError(HermesError):
    """A model call failed; ``retryable`` when trying again later may succeed."""

    retryable = False


class AuthenticationError(ProviderError):
    """The key is missing, wrong or not allowed this model (401/403)."""


class RateLimitError(ProviderError):
    """429: too many requests; ``retry_after`` seconds when the server said."""

    retryable = True

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ContextLengthError(ProviderError):
    """The conversation is longer than the model's context window."""


class ServerError(ProviderError):
    """5xx, or the connection failed."""

    retryable = True


class StreamError(ProviderError):
    """The response was malformed or ended before it was complete."""
