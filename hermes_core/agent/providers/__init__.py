"""Model providers: OpenAI-compatible Chat Completions and Anthropic Messages, over
httpx, streaming, with typed errors and bounded retries."""

from hermes_core.agent.providers.anthropic import AnthropicProvider
from hermes_core.agent.providers.http import RetryPolicy
from hermes_core.agent.providers.openai import OpenAICompatibleProvider
from hermes_core.agent.providers.settings import ProviderSettings, resolve_settings
from hermes_core.agent.providers.types import (
    AuthenticationError,
    ChatMessage,
    ChatRequest,
    ContextLengthError,
    Finish,
    ProviderError,
    ProviderEvent,
    RateLimitError,
    ServerError,
    StreamError,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    ToolSpec,
    Usage,
)

__all__ = [
    "AnthropicProvider",
    "AuthenticationError",
    "ChatMessage",
    "ChatRequest",
    "ContextLengthError",
    "Finish",
    "OpenAICompatibleProvider",
    "Provider",
    "ProviderError",
    "ProviderEvent",
    "ProviderSettings",
    "RateLimitError",
    "RetryPolicy",
    "ServerError",
    "StreamError",
    "TextDelta",
    "ThoughtDelta",
    "ToolCall",
    "ToolSpec",
    "Usage",
    "make_provider",
    "resolve_settings",
]

Provider = OpenAICompatibleProvider | AnthropicProvider


def make_provider(settings: ProviderSettings, policy: RetryPolicy | None = None) -> Provider:
    """The provider for ``settings.kind`` (no network until its first request)."""
    if settings.kind == "anthropic":
        return AnthropicProvider(settings, policy=policy)
    return OpenAICompatibleProvider(settings, policy=policy)
