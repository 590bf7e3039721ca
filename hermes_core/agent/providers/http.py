"""Sending a request to a model's HTTP API: errors classified into the agent's types,
and bounded retries — only before any of the response was used, so a retry never
repeats text the user has seen."""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx

from hermes_core.agent.providers.settings import ProviderSettings
from hermes_core.agent.providers.types import (
    AuthenticationError,
    ContextLengthError,
    ProviderError,
    RateLimitError,
    ServerError,
    StreamError,
)

__all__ = ["HttpProvider", "RetryPolicy", "classify", "event_data", "open_response", "retry_after"]

_CONTEXT_MARKERS = (
    "context_length_exceeded",
    "context length",
    "context window",
    "maximum context",
    "prompt is too long",
    "too many tokens",
    "reduce the length",
)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How hard to try: ``retries`` more attempts after the first, waiting at most
    ``max_wait`` seconds for one retry (a longer Retry-After is not waited for)."""

    retries: int = 3
    base_delay: float = 0.5
    max_wait: float = 60.0


def retry_after(headers: httpx.Headers) -> float | None:
    """Seconds to wait, from ``retry-after-ms`` or ``Retry-After`` (seconds or a date)."""
    milliseconds = headers.get("retry-after-ms")
    if milliseconds:
        try:
            return max(0.0, float(milliseconds) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _message(body: bytes) -> str:
    try:
        data: Any = json.loads(body)
    except ValueError:
        return body.decode("utf-8", "replace").strip()[:500]
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])
    if isinstance(error, str):
        return error
    if isinstance(data, dict) and data.get("message"):
        return str(data["message"])
    return json.dumps(data)[:500]


def classify(status: int, headers: httpx.Headers, body: bytes) -> ProviderError:
    """The error a failed response means."""
    message = _message(body)
    text = f"HTTP {status}: {message}" if message else f"HTTP {status}"
    if status in (401, 403):
        return AuthenticationError(text)
    if status == 429:
        return RateLimitError(text, retry_after(headers))
    lowered = f"{message} {body[:4096].decode('utf-8', 'replace')}".lower()
    if status in (400, 413) and any(marker in lowered for marker in _CONTEXT_MARKERS):
        return ContextLengthError(text)
    if status >= 500:
        return ServerError(text)
    return ProviderError(text)


@asynccontextmanager
async def open_response(
    client: httpx.AsyncClient,
    url: str,
    headers: dict[str, str],
    body: dict[str, Any],
    policy: RetryPolicy,
) -> AsyncIterator[httpx.Response]:
    """POST ``body`` and yield the response once its status is a success, streaming.
    429 and 5xx answers and connection failures are retried per ``policy``."""
    attempt = 0
    while True:
        request = client.build_request("POST", url, headers=headers, json=body)
        try:
            response = await client.send(request, stream=True)
        except httpx.TimeoutException as exc:
            error: ProviderError = ServerError(f"{url}: timed out ({type(exc).__name__})")
        except httpx.TransportError as exc:
            error = ServerError(f"{url}: {exc or type(exc).__name__}")
        else:
            if response.status_code < 400:
                try:
                    yield response
                finally:
                    await response.aclose()
                return
            try:
                content = await response.aread()
            finally:
                await response.aclose()
            error = classify(response.status_code, response.headers, content[:65536])
        if not error.retryable or attempt >= policy.retries:
            raise error
        wait = getattr(error, "retry_after", None)
        if wait is None:
            wait = policy.base_delay * (2**attempt) * random.uniform(0.75, 1.25)
        if wait > policy.max_wait:
            raise error
        await asyncio.sleep(wait)
        attempt += 1


def event_data(data: str) -> dict[str, Any]:
    """One server-sent event's JSON object; :class:`StreamError` when it is not one."""
    try:
        value = json.loads(data)
    except ValueError as exc:
        raise StreamError(f"a stream event is not JSON: {data[:200]!r}") from exc
    if not isinstance(value, dict):
        raise StreamError(f"a stream event is not an object: {data[:200]!r}")
    return value


class HttpProvider:
    """What every HTTP provider has: its settings, retry policy and timeout, and an
    HTTP client made on the first request (nothing touches the network before the
    first prompt)."""

    def __init__(
        self,
        settings: ProviderSettings,
        *,
        policy: RetryPolicy | None = None,
        timeout: httpx.Timeout | None = None,
    ) -> None:
        self.settings = settings
        self.policy = policy or RetryPolicy()
        self._timeout = timeout or httpx.Timeout(600.0, connect=15.0)
        self._client: httpx.AsyncClient | None = None

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient(timeout=self._timeout)
        return self._client

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
