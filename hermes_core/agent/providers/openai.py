"""OpenAI-compatible Chat Completions (OpenAI, OpenRouter, vLLM, llama.cpp, Ollama, …).

Streaming: server-sent events of ``chat.completion.chunk`` objects; text and reasoning
deltas pass through as they come; tool calls arrive in pieces keyed by ``index`` (the id
and name in the first, the JSON arguments split across any number) and are emitted
whole, parsed, with the finish. ``stream_options.include_usage`` asks for the usage
chunk. A server that answers with plain JSON instead of a stream (some proxies do) is
read as one complete response. A stream that ends without a finish reason, or carries
something that is not JSON, is a :class:`StreamError`.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from httpx_sse import EventSource

from hermes_core.agent.providers.http import HttpProvider, event_data, open_response
from hermes_core.agent.providers.types import (
    ChatMessage,
    ChatRequest,
    Finish,
    ProviderEvent,
    StopReason,
    StreamError,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    Usage,
)

__all__ = ["OpenAICompatibleProvider", "parse_arguments"]

_STOP: dict[str, StopReason] = {
    "stop": "end_turn",
    "tool_calls": "tool_use",
    "function_call": "tool_use",
    "length": "max_tokens",
    "content_filter": "refusal",
}


def parse_arguments(raw: str) -> dict[str, Any]:
    """A tool call's arguments; text that is not a JSON object raises
    :class:`StreamError` naming the problem."""
    if not raw.strip():
        return {}
    try:
        value = json.loads(raw)
    except ValueError as exc:
        raise StreamError(f"tool call arguments are not valid JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise StreamError("tool call arguments are not a JSON object")
    return value


def _wire_message(message: ChatMessage) -> dict[str, Any]:
    if message.role == "tool":
        return {"role": "tool", "tool_call_id": message.tool_call_id, "content": message.content}
    wire: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.images:  # the content as parts: the text, then each picture as a data URL
        parts: list[dict[str, Any]] = [{"type": "text", "text": message.content}]
        parts.extend(
            {"type": "image_url", "image_url": {"url": f"data:{i.mime_type};base64,{i.data}"}}
            for i in message.images
        )
        wire["content"] = parts
    if message.tool_calls:
        wire["content"] = message.content or None
        wire["tool_calls"] = [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
            }
            for call in message.tool_calls
        ]
    return wire


def request_body(request: ChatRequest) -> dict[str, Any]:
    body: dict[str, Any] = {
        "model": request.model,
        "messages": [_wire_message(m) for m in request.messages],
        "stream": True,
        "stream_options": {"include_usage": True},
        "max_tokens": request.max_tokens,
    }
    if request.temperature is not None:
        body["temperature"] = request.temperature
    if request.tools:
        body["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": tool.name,
                    "description": tool.description,
                    "parameters": tool.parameters,
                },
            }
            for tool in request.tools
        ]
    return body


@dataclass
class _PendingCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class _Assembler:
    """Turns chunks into events, holding tool calls until they are complete."""

    def __init__(self) -> None:
        self.calls: dict[int, _PendingCall] = {}
        self.reason: StopReason | None = None
        self.sent_reason: str | None = None

    def chunk(self, data: dict[str, Any]) -> list[ProviderEvent]:
        if isinstance(data.get("error"), dict | str):
            error = data["error"]
            message = error.get("message") if isinstance(error, dict) else error
            raise StreamError(f"the server reported an error mid-stream: {message}")
        events: list[ProviderEvent] = []
        usage = data.get("usage")
        if isinstance(usage, dict):
            events.append(_usage(usage))
        for choice in data.get("choices") or []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or choice.get("message") or {}
            thought = delta.get("reasoning_content") or delta.get("reasoning")
            if isinstance(thought, str) and thought:
                events.append(ThoughtDelta(thought))
            if isinstance(delta.get("content"), str) and delta["content"]:
                events.append(TextDelta(delta["content"]))
            for piece in delta.get("tool_calls") or []:
                self._tool_piece(piece)
            reason = choice.get("finish_reason")
            if reason:
                self.reason = _STOP.get(str(reason), "end_turn")
                self.sent_reason = str(reason)
        return events

    def _tool_piece(self, piece: dict[str, Any]) -> None:
        pending = self.calls.setdefault(int(piece.get("index", len(self.calls))), _PendingCall())
        pending.id = piece.get("id") or pending.id
        function = piece.get("function") or {}
        pending.name = function.get("name") or pending.name
        if function.get("arguments"):
            pending.arguments.append(str(function["arguments"]))

    def finish(self) -> Finish:
        if self.reason is None:
            raise StreamError("the stream ended before the response was complete")
        calls = tuple(
            ToolCall(
                id=pending.id or f"call_{index}",
                name=pending.name,
                arguments=parse_arguments("".join(pending.arguments)),
            )
            for index, pending in sorted(self.calls.items())
        )
        reason: StopReason = "tool_use" if calls and self.reason == "end_turn" else self.reason
        return Finish(reason, calls, self.sent_reason)


def _usage(usage: dict[str, Any]) -> Usage:
    details = usage.get("prompt_tokens_details") or {}
    return Usage(
        input_tokens=int(usage.get("prompt_tokens") or 0),
        output_tokens=int(usage.get("completion_tokens") or 0),
        cache_read_tokens=int(details.get("cached_tokens") or 0),
    )


class OpenAICompatibleProvider(HttpProvider):
    """A Chat Completions endpoint. The HTTP client is made on the first request:
    nothing touches the network before the first prompt."""

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream"}
        if self.settings.api_key:
            headers["Authorization"] = f"Bearer {self.settings.api_key}"
        return headers

    async def stream(self, request: ChatRequest) -> AsyncIterator[ProviderEvent]:
        """The model's response to ``request``, as events; the last is a
        :class:`Finish`. Closing the iterator (or cancelling its task) aborts the
        HTTP request."""
        url = f"{self.settings.base_url}/chat/completions"
        async with open_response(
            self._http(), url, self._headers(), request_body(request), self.policy
        ) as response:
            if "text/event-stream" not in response.headers.get("content-type", ""):
                for event in await _whole(response):
                    yield event
                return
            assembler = _Assembler()
            async for sse in EventSource(response).aiter_sse():
                if sse.data.strip() == "[DONE]":
                    break
                if not sse.data.strip():
                    continue
                data = event_data(sse.data)
                for event in assembler.chunk(data):
                    yield event
            yield assembler.finish()


async def _whole(response: httpx.Response) -> list[ProviderEvent]:
    """A complete (non-streamed) chat completion, as events."""
    content = await response.aread()
    try:
        data = json.loads(content)
    except ValueError as exc:
        raise StreamError(f"the response is neither a stream nor JSON: {content[:200]!r}") from exc
    if not isinstance(data, dict):
        raise StreamError("the response is not a JSON object")
    assembler = _Assembler()
    events = assembler.chunk(data)
    events.append(assembler.finish())
    return events
