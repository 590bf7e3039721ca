"""Model providers: OpenAI-compatible Chat Completions and Anthropic Messages, over
httpx, streaming, with typed errors and bounded retries.

The providers themselves (and httpx) are imported on first use: the settings and the
message types are what most importers need, and importing httpx costs ~80 ms.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hermes_core.agent.providers.settings import ProviderSettings, resolve_settings
from hermes_core.agent.providers.types import (
    AuthenticationError,
    ChatMessage,
    ChatRequest,
    ContextLengthError,
    Finish,
    Image,
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

if TYPE_CHECKING:
    from hermes_core.agent.providers.anthropic import AnthropicProvider
    from hermes_core.agent.providers.http import RetryPolicy
    from hermes_core.agent.providers.openai import OpenAICompatibleProvider

    Provider = OpenAICompatibleProvider | AnthropicProvider

_LAZY = {
    "AnthropicProvider": "anthropic",
    "OpenAICompatibleProvider": "openai",
    "RetryPolicy": "http",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    if name == "Provider":
        return __getattr__("OpenAICompatibleProvider") | __getattr__("AnthropicProvider")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AnthropicProvider",
    "AuthenticationError",
    "ChatMessage",
    "ChatRequest",
    "ContextLengthError",
    "Finish",
    "Image",
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
    "check_reachable",
    "make_provider",
    "resolve_settings",
]


async def check_reachable(settings: ProviderSettings, timeout: float = 10.0) -> str:
    """Ask the provider for its model list (one small GET): a line saying what
    answered. Raises :class:`ProviderError` when nothing usable did."""
    import httpx

    from hermes_core.agent.providers.http import classify

    if settings.kind == "anthropic":
        url = f"{settings.base_url}/v1/models"
        headers = {"anthropic-version": "2023-06-01", "x-api-key": settings.api_key or ""}
    else:
        url = f"{settings.base_url}/models"
        headers = {"Authorization": f"Bearer {settings.api_key}"} if settings.api_key else {}
    try:
        async with httpx.AsyncClient(timeout=timeout) as client:
            response = await client.get(url, headers=headers)
    except httpx.HTTPError as exc:
        raise ServerError(f"{url}: {exc or type(exc).__name__}") from exc
    if response.status_code >= 400:
        raise classify(response.status_code, response.headers, response.content)
    return f"{url} answered {response.status_code}"


def make_provider(settings: ProviderSettings, policy: RetryPolicy | None = None) -> Provider:
    """The provider for ``settings.kind`` (no network until its first request)."""
    from hermes_core.agent.providers.anthropic import AnthropicProvider
    from hermes_core.agent.providers.openai import OpenAICompatibleProvider

    if settings.kind == "anthropic":
        return AnthropicProvider(settings, policy=policy)
    return OpenAICompatibleProvider(settings, policy=policy)
