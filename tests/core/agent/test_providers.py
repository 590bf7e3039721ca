"""Both providers against scripted servers on 127.0.0.1 speaking the exact wire formats:
streamed text, reasoning and tool calls split across chunks, usage, the non-streaming
fallback, malformed and truncated streams, 429 with Retry-After, 5xx retries, typed
errors, and a server that hangs (cancelling must return at once and close the request)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest

from hermes_core.agent.providers import (
    AnthropicProvider,
    AuthenticationError,
    ChatMessage,
    ChatRequest,
    ContextLengthError,
    Finish,
    OpenAICompatibleProvider,
    ProviderEvent,
    ProviderSettings,
    RateLimitError,
    RetryPolicy,
    ServerError,
    StreamError,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    ToolSpec,
    Usage,
)
from tests.core.agent.scripted import Hang, Pause, Reply, ScriptedServer, anthropic_sse, openai_sse

FAST = RetryPolicy(retries=2, base_delay=0.01, max_wait=5)
WEATHER = ToolSpec(
    "get_weather",
    "The weather in a city",
    {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
)
REQUEST = ChatRequest(
    model="test-model",
    messages=(
        ChatMessage("system", "You are terse."),
        ChatMessage("user", "Weather in Paris and Oslo?"),
    ),
    tools=(WEATHER,),
)


@pytest.fixture
async def openai(server: ScriptedServer) -> AsyncIterator[OpenAICompatibleProvider]:
    settings = ProviderSettings("openai", f"{server.url}/v1", "test-model", "sk-test", "TEST_KEY")
    provider = OpenAICompatibleProvider(settings, policy=FAST)
    try:
        yield provider
    finally:
        await provider.aclose()


@pytest.fixture
async def anthropic(server: ScriptedServer) -> AsyncIterator[AnthropicProvider]:
    settings = ProviderSettings("anthropic", server.url, "claude-test", "ant-key", "TEST_KEY")
    provider = AnthropicProvider(settings, policy=FAST)
    try:
        yield provider
    finally:
        await provider.aclose()


async def collect(provider: OpenAICompatibleProvider | AnthropicProvider) -> list[ProviderEvent]:
    return [event async for event in provider.stream(REQUEST)]


def chunk(delta: dict[str, object], finish: str | None = None) -> dict[str, object]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


# -- OpenAI-compatible ------------------------------------------------------------------


async def test_openai_streams_text_reasoning_and_usage(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    server.reply(
        Reply(
            parts=openai_sse(
                chunk({"role": "assistant", "reasoning_content": "Think."}),
                chunk({"content": "Hel"}),
                chunk({"content": "lo"}),
                chunk({}, "stop"),
                {"choices": [], "usage": {"prompt_tokens": 12, "completion_tokens": 3}},
            )
        )
    )
    events = await collect(openai)
    assert events == [
        ThoughtDelta("Think."),
        TextDelta("Hel"),
        TextDelta("lo"),
        Usage(input_tokens=12, output_tokens=3),
        Finish("end_turn", stored_reason="stop"),
    ]
    [seen] = server.requests
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["authorization"] == "Bearer sk-test"
    assert seen.body["stream"] is True
    assert seen.body["stream_options"] == {"include_usage": True}
    assert seen.body["messages"][0] == {"role": "system", "content": "You are terse."}
    assert seen.body["tools"][0]["function"]["name"] == "get_weather"


async def test_openai_tool_calls_split_across_chunks_come_out_whole(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    first = {"index": 0, "id": "call_a", "type": "function"}
    server.reply(
        Reply(
            parts=openai_sse(
                chunk({"tool_calls": [{**first, "function": {"name": "get_weather"}}]}),
                chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"ci'}}]}),
                chunk(
                    {
                        "tool_calls": [
                            {"index": 1, "id": "call_b", "function": {"name": "get_weather"}},
                            {"index": 0, "function": {"arguments": 'ty": "Par'}},
                        ]
                    }
                ),
                chunk({"tool_calls": [{"index": 1, "function": {"arguments": '{"city":"Oslo"}'}}]}),
                chunk({"tool_calls": [{"index": 0, "function": {"arguments": 'is"}'}}]}),
                chunk({}, "tool_calls"),
            )
        )
    )
    *_, finish = await collect(openai)
    assert finish == Finish(
        "tool_use",
        (
            ToolCall("call_a", "get_weather", {"city": "Paris"}),
            ToolCall("call_b", "get_weather", {"city": "Oslo"}),
        ),
        "tool_calls",  # stored as the server sent it, as Hermes Agent stores it
    )


async def test_openai_a_plain_json_answer_is_read_whole(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    completion = {
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": "Checking.",
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'},
                        }
                    ],
                },
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 2},
    }
    import json

    server.reply(
        Reply(headers={"Content-Type": "application/json"}, parts=[json.dumps(completion).encode()])
    )
    assert await collect(openai) == [
        Usage(5, 2),
        TextDelta("Checking."),
        Finish("tool_use", (ToolCall("c1", "get_weather", {"city": "Oslo"}),), "tool_calls"),
    ]


@pytest.mark.parametrize(
    ("parts", "message"),
    [
        (openai_sse(chunk({"content": "Hi"}), "{not json"), "not JSON"),
        (openai_sse(chunk({"content": "Hi"}), done=False), "ended before the response"),
        (
            openai_sse(
                chunk({"tool_calls": [{"index": 0, "id": "c", "function": {"name": "x"}}]}),
                chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"a": '}}]}),
                chunk({}, "tool_calls"),
            ),
            "arguments are not valid JSON",
        ),
        (openai_sse({"error": {"message": "upstream exploded"}}), "upstream exploded"),
    ],
)
async def test_openai_malformed_and_truncated_streams_are_stream_errors(
    server: ScriptedServer,
    openai: OpenAICompatibleProvider,
    parts: list[bytes | Pause | Hang],
    message: str,
):
    server.reply(Reply(parts=parts))
    with pytest.raises(StreamError, match=message):
        await collect(openai)


async def test_a_429_is_retried_after_the_time_the_server_asks(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    limited = Reply(429, {"Retry-After": "0.3", "Content-Type": "application/json"})
    limited.parts = [b'{"error": {"message": "slow down"}}']
    server.reply(limited, Reply(parts=openai_sse(chunk({"content": "ok"}, "stop"))))
    started = time.monotonic()
    events = await collect(openai)
    assert time.monotonic() - started >= 0.3
    assert events[-1] == Finish("end_turn", stored_reason="stop")
    assert len(server.requests) == 2


async def test_a_429_asking_for_too_long_a_wait_is_raised_with_the_wait(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    server.reply(Reply(429, {"Retry-After": "120"}, [b'{"error": {"message": "quota"}}']))
    with pytest.raises(RateLimitError, match="quota") as caught:
        await collect(openai)
    assert caught.value.retry_after == 120
    assert len(server.requests) == 1


async def test_server_errors_are_retried_a_bounded_number_of_times(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    server.reply(Reply(503, parts=[b"busy"]), Reply(parts=openai_sse(chunk({}, "stop"))))
    assert (await collect(openai))[-1] == Finish("end_turn", stored_reason="stop")
    server.reply(*(Reply(500, parts=[b'{"error": {"message": "boom"}}']) for _ in range(3)))
    with pytest.raises(ServerError, match="HTTP 500: boom"):
        await collect(openai)
    assert len(server.requests) == 2 + 3  # the first attempt and two retries


@pytest.mark.parametrize(
    ("status", "body", "error"),
    [
        (401, b'{"error": {"message": "bad key"}}', AuthenticationError),
        (
            400,
            b'{"error": {"message": "max context", "code": "context_length_exceeded"}}',
            ContextLengthError,
        ),
        (
            400,
            b'{"error": {"message": "This model\'s maximum context length is 8192"}}',
            ContextLengthError,
        ),
    ],
)
async def test_typed_errors_are_not_retried(
    server: ScriptedServer,
    openai: OpenAICompatibleProvider,
    status: int,
    body: bytes,
    error: type[Exception],
):
    server.reply(Reply(status, {"Content-Type": "application/json"}, [body]))
    with pytest.raises(error):
        await collect(openai)
    assert len(server.requests) == 1


async def test_cancelling_a_hung_stream_returns_at_once_and_closes_the_request(
    server: ScriptedServer, openai: OpenAICompatibleProvider
):
    server.reply(Reply(parts=[*openai_sse(chunk({"content": "Hi"}), done=False), Hang()]))
    first = asyncio.Event()

    async def consume() -> None:
        async for event in openai.stream(REQUEST):
            if isinstance(event, TextDelta):
                first.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(first.wait(), 5)
    started = time.monotonic()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert time.monotonic() - started < 0.5
    [seen] = server.requests
    assert await asyncio.to_thread(seen.client_closed.wait, 5)  # the server saw it go


async def test_nothing_touches_the_network_before_the_first_prompt(server: ScriptedServer):
    settings = ProviderSettings("openai", server.url, "m", None, "OPENAI_API_KEY")
    provider = OpenAICompatibleProvider(settings)
    await provider.aclose()
    assert server.requests == []


# -- Anthropic --------------------------------------------------------------------------


def _anthropic_reply() -> Reply:
    return Reply(
        parts=anthropic_sse(
            (
                "message_start",
                {"type": "message_start", "message": {"usage": {"input_tokens": 20}}},
            ),
            ("ping", {"type": "ping"}),
            ("content_block_start", {"index": 0, "content_block": {"type": "thinking"}}),
            (
                "content_block_delta",
                {"index": 0, "delta": {"type": "thinking_delta", "thinking": "Hmm."}},
            ),
            ("content_block_stop", {"index": 0}),
            ("content_block_start", {"index": 1, "content_block": {"type": "text", "text": ""}}),
            (
                "content_block_delta",
                {"index": 1, "delta": {"type": "text_delta", "text": "Let me check."}},
            ),
            ("content_block_stop", {"index": 1}),
            (
                "content_block_start",
                {
                    "index": 2,
                    "content_block": {
                        "type": "tool_use",
                        "id": "tu_1",
                        "name": "get_weather",
                        "input": {},
                    },
                },
            ),
            (
                "content_block_delta",
                {"index": 2, "delta": {"type": "input_json_delta", "partial_json": '{"city"'}},
            ),
            (
                "content_block_delta",
                {"index": 2, "delta": {"type": "input_json_delta", "partial_json": ': "Oslo"}'}},
            ),
            ("content_block_stop", {"index": 2}),
            (
                "message_delta",
                {"delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 15}},
            ),
            ("message_stop", {"type": "message_stop"}),
        )
    )


async def test_anthropic_streams_thinking_text_and_a_tool_use(
    server: ScriptedServer, anthropic: AnthropicProvider
):
    server.reply(_anthropic_reply())
    assert await collect(anthropic) == [
        ThoughtDelta("Hmm."),
        TextDelta("Let me check."),
        Usage(input_tokens=20, output_tokens=15),
        # stored in OpenAI's terms, as Hermes Agent's Anthropic transport stores it
        Finish("tool_use", (ToolCall("tu_1", "get_weather", {"city": "Oslo"}),), "tool_calls"),
    ]
    [seen] = server.requests
    assert seen.path == "/v1/messages"
    assert (seen.headers["x-api-key"], seen.headers["anthropic-version"]) == (
        "ant-key",
        "2023-06-01",
    )
    assert seen.body["system"] == "You are terse."
    assert seen.body["tools"][0]["input_schema"]["required"] == ["city"]


async def test_anthropic_request_carries_tool_results_together(
    server: ScriptedServer, anthropic: AnthropicProvider
):
    calls = (
        ToolCall("t1", "get_weather", {"city": "Paris"}),
        ToolCall("t2", "get_weather", {"city": "Oslo"}),
    )
    request = ChatRequest(
        model="claude-test",
        messages=(
            ChatMessage("user", "Weather?"),
            ChatMessage("assistant", "Checking.", tool_calls=calls),
            ChatMessage("tool", "Sunny", tool_call_id="t1"),
            ChatMessage("tool", "no such city", tool_call_id="t2", is_error=True),
        ),
    )
    server.reply(_anthropic_reply())
    [event async for event in anthropic.stream(request)]
    messages = server.requests[0].body["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[1]["content"][1] == {
        "type": "tool_use",
        "id": "t1",
        "name": "get_weather",
        "input": {"city": "Paris"},
    }
    assert [b["tool_use_id"] for b in messages[2]["content"]] == ["t1", "t2"]
    assert messages[2]["content"][1]["is_error"] is True


async def test_anthropic_error_events_and_truncation(
    server: ScriptedServer, anthropic: AnthropicProvider
):
    overloaded = (
        "error",
        {"type": "error", "error": {"type": "overloaded_error", "message": "busy"}},
    )
    server.reply(Reply(parts=anthropic_sse(overloaded)))
    with pytest.raises(ServerError, match="overloaded_error: busy"):
        await collect(anthropic)
    truncated = _anthropic_reply()
    truncated.parts = truncated.parts[:7]
    server.reply(truncated)
    with pytest.raises(StreamError, match="ended before the response"):
        await collect(anthropic)


async def test_anthropic_429_then_success(server: ScriptedServer, anthropic: AnthropicProvider):
    server.reply(
        Reply(
            429,
            {"retry-after-ms": "50"},
            [b'{"type":"error","error":{"type":"rate_limit_error","message":"x"}}'],
        ),
        _anthropic_reply(),
    )
    assert isinstance((await collect(anthropic))[-1], Finish)
    assert len(server.requests) == 2


def test_pictures_go_to_each_provider_in_its_own_wire_format():
    from hermes_core.agent.providers import ChatMessage, ChatRequest, Image
    from hermes_core.agent.providers import anthropic as anthropic_wire
    from hermes_core.agent.providers import openai as openai_wire

    picture = Image("image/png", "iVBORw0KGgo=")
    request = ChatRequest(
        model="m",
        messages=(ChatMessage("user", "What is this?", images=(picture,)),),
        tools=(),
        max_tokens=10,
    )
    assert openai_wire.request_body(request)["messages"][0]["content"] == [
        {"type": "text", "text": "What is this?"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}},
    ]
    assert anthropic_wire.request_body(request)["messages"][0]["content"] == [
        {
            "type": "image",
            "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="},
        },
        {"type": "text", "text": "What is this?"},
    ]
    plain = ChatRequest(model="m", messages=(ChatMessage("user", "hi"),), tools=(), max_tokens=10)
    assert openai_wire.request_body(plain)["messages"][0]["content"] == "hi"
