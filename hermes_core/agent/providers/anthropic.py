"""Anthropic Messages API.

Streaming: named server-sent events — ``message_start`` (input usage),
``content_block_start`` / ``_delta`` / ``_stop`` for text, thinking and ``tool_use``
blocks (a tool's input arrives as pieces of JSON), ``message_delta`` (the stop reason and
output usage), ``message_stop``; ``ping`` is ignored and ``error`` is raised. System
messages go in the ``system`` field; tool results are ``tool_result`` blocks in a user
message, consecutive ones together.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from httpx_sse import EventSource

from hermes_core.agent.providers.http import HttpProvider, event_data, open_response
from hermes_core.agent.providers.openai import parse_arguments
from hermes_core.agent.providers.types import (
    ChatMessage,
    ChatRequest,
    Finish,
    ProviderEvent,
    RateLimitError,
    ServerError,
    StopReason,
    StreamError,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    Usage,
)

__all__ = ["AnthropicProvider", "request_body"]

API_VERSION = "2023-06-01"
_STOP: dict[str, StopReason] = {
    "end_turn": "end_turn",
    "tool_use": "tool_use",
    "max_tokens": "max_tokens",
    "stop_sequence": "stop_sequence",
    "refusal": "refusal",
    "pause_turn": "end_turn",
    "model_context_window_exceeded": "max_tokens",
}
# How Hermes Agent stores an Anthropic stop reason (its transports/anthropic.py map):
# in OpenAI's terms, anything else as "stop".
_STORED: dict[str, str] = {
    "end_turn": "stop",
    "tool_use": "tool_calls",
    "max_tokens": "length",
    "stop_sequence": "stop",
    "refusal": "content_filter",
    "model_context_window_exceeded": "length",
}


def _content(message: ChatMessage) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = [
        # Pictures before the text that speaks of them, as Anthropic advises.
        {"type": "image", "source": {"type": "base64", "media_type": i.mime_type, "data": i.data}}
        for i in message.images
    ]
    if message.content:
        blocks.append({"type": "text", "text": message.content})
    for call in message.tool_calls:
        blocks.append(
            {"type": "tool_use", "id": call.id, "name": call.name, "input": call.arguments}
        )
    return blocks


def request_body(request: ChatRequest) -> dict[str, Any]:
    system = "\n\n".join(m.content for m in request.messages if m.role == "system")
    messages: list[dict[str, Any]] = []
    for message in request.messages:
        if message.role == "system":
            continue
        if message.role == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": message.tool_call_id,
                "content": message.content,
                "is_error": message.is_error,
            }
            last = messages[-1] if messages else None
            if (
                last
                and last["role"] == "user"
                and last["content"][-1:]
                and all(b.get("type") == "tool_result" for b in last["content"])
            ):
                last["content"].append(block)
            else:
                messages.append({"role": "user", "content": [block]})
            continue
        messages.append({"role": message.role, "content": _content(message)})
    body: dict[str, Any] = {
        "model": request.model,
        "max_tokens": request.max_tokens,
        "messages": messages,
        "stream": True,
    }
    if system:
        body["system"] = system
    if request.temperature is not None:
        body["temperature"] = request.temperature
    if request.tools:
        body["tools"] = [
            {"name": t.name, "description": t.description, "input_schema": t.parameters}
            for t in request.tools
        ]
    return body


class _Blocks:
    """The content blocks of one streamed message."""

    def __init__(self) -> None:
        self.kinds: dict[int, str] = {}
        self.tools: dict[int, tuple[str, str, list[str]]] = {}
        self.reason: StopReason | None = None
        self.sent_reason = ""
        self.input_tokens = 0
        self.cache_read = 0
        self.cache_write = 0
        self.stopped = False

    def event(self, name: str, data: dict[str, Any]) -> list[ProviderEvent]:
        if name == "message_start":
            usage = (data.get("message") or {}).get("usage") or {}
            self.input_tokens = int(usage.get("input_tokens") or 0)
            self.cache_read = int(usage.get("cache_read_input_tokens") or 0)
            self.cache_write = int(usage.get("cache_creation_input_tokens") or 0)
        elif name == "content_block_start":
            index, block = int(data.get("index", 0)), data.get("content_block") or {}
            self.kinds[index] = str(block.get("type"))
            if block.get("type") == "tool_use":
                self.tools[index] = (str(block.get("id")), str(block.get("name")), [])
        elif name == "content_block_delta":
            return self._delta(int(data.get("index", 0)), data.get("delta") or {})
        elif name == "message_delta":
            reason = (data.get("delta") or {}).get("stop_reason")
            if reason:
                self.reason = _STOP.get(str(reason), "end_turn")
                self.sent_reason = str(reason)
            usage = data.get("usage") or {}
            return [
                Usage(
                    input_tokens=self.input_tokens,
                    output_tokens=int(usage.get("output_tokens") or 0),
                    cache_read_tokens=self.cache_read,
                    cache_write_tokens=self.cache_write,
                )
            ]
        elif name == "message_stop":
            self.stopped = True
        elif name == "error":
            error = data.get("error") or {}
            kind, message = str(error.get("type")), str(error.get("message"))
            if kind == "rate_limit_error":
                raise RateLimitError(f"{kind}: {message}")
            if kind in ("overloaded_error", "api_error"):
                raise ServerError(f"{kind}: {message}")
            raise StreamError(f"the server reported an error mid-stream: {kind}: {message}")
        return []

    def _delta(self, index: int, delta: dict[str, Any]) -> list[ProviderEvent]:
        kind = delta.get("type")
        if kind == "text_delta" and delta.get("text"):
            return [TextDelta(str(delta["text"]))]
        if kind == "thinking_delta" and delta.get("thinking"):
            return [ThoughtDelta(str(delta["thinking"]))]
        if kind == "input_json_delta" and index in self.tools:
            self.tools[index][2].append(str(delta.get("partial_json") or ""))
        return []

    def finish(self) -> Finish:
        if not self.stopped or self.reason is None:
            raise StreamError("the stream ended before the response was complete")
        calls = tuple(
            ToolCall(id=tool_id, name=name, arguments=parse_arguments("".join(pieces)))
            for _index, (tool_id, name, pieces) in sorted(self.tools.items())
        )
        return Finish(self.reason, calls, _STORED.get(self.sent_reason, "stop"))


class AnthropicProvider(HttpProvider):
    """The Messages API. The HTTP client is made on the first request."""

    def _headers(self) -> dict[str, str]:
        headers = {"anthropic-version": API_VERSION, "Accept": "text/event-stream"}
        if self.settings.api_key:
            headers["x-api-key"] = self.settings.api_key
        return headers

    async def stream(self, request: ChatRequest) -> AsyncIterator[ProviderEvent]:
        """The model's response to ``request``, as events; the last is a
        :class:`Finish`. Closing the iterator aborts the HTTP request."""
        url = f"{self.settings.base_url}/v1/messages"
        async with open_response(
            self._http(), url, self._headers(), request_body(request), self.policy
        ) as response:
            if "text/event-stream" not in response.headers.get("content-type", ""):
                raise StreamError(
                    f"expected a stream, got {response.headers.get('content-type') or 'nothing'}"
                )
            blocks = _Blocks()
            async for sse in EventSource(response).aiter_sse():
                if sse.event == "ping" or not sse.data.strip():
                    continue
                data = event_data(sse.data)
                for event in blocks.event(sse.event, data):
                    yield event
                if blocks.stopped:
                    break
            yield blocks.finish()
