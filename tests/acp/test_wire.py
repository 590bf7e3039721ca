"""hermes_acp.wire: newline-delimited JSON-RPC 2.0 in both directions, driven in-process
through a ``StreamReader`` the test feeds and a ``write`` that collects what the connection
sends. Every line written is checked to be one strict JSON-RPC 2.0 message."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Any

import pytest
from jsonrpcserver import Result, Success

from hermes_acp.wire import CANCELLED, Connection, RemoteError, RpcError, current_request_id

TIMEOUT = 5.0  # every wait is bounded; none is expected to come near it
Handler = Callable[..., Any]


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


def _message(line: bytes) -> dict[str, Any]:
    """One written line as a message: newline-terminated strict JSON, JSON-RPC 2.0."""
    assert line.endswith(b"\n")
    assert line.count(b"\n") == 1
    message = json.loads(line, parse_constant=_not_json)
    assert isinstance(message, dict)
    assert message["jsonrpc"] == "2.0"
    return message


class Client:
    """The peer: what it sends is fed to the connection's reader; what the connection
    writes is recorded, line by line."""

    def __init__(self, methods: Mapping[str, Handler], limit: int, **options: Any) -> None:
        self.reader = asyncio.StreamReader()
        self.lines: list[bytes] = []
        self.written: asyncio.Queue[bytes] = asyncio.Queue()
        self.connection = Connection(self.reader, self.write, methods, limit=limit, **options)

    def write(self, data: bytes) -> None:
        self.lines.append(data)
        self.written.put_nowait(data)

    def send(self, message: Any) -> None:
        self.reader.feed_data(json.dumps(message).encode() + b"\n")

    async def receive(self) -> dict[str, Any]:
        return _message(await asyncio.wait_for(self.written.get(), TIMEOUT))

    def messages(self) -> list[dict[str, Any]]:
        return [_message(line) for line in self.lines]


@asynccontextmanager
async def connected(
    methods: Mapping[str, Handler], limit: int = 2**16, **options: Any
) -> AsyncIterator[Client]:
    """A connection serving ``methods``; on leaving, the input ends, ``serve()`` must
    return, and every line written must be a valid message."""
    client = Client(methods, limit, **options)
    serving = asyncio.create_task(client.connection.serve())
    try:
        yield client
    finally:
        client.reader.feed_eof()
        await asyncio.wait_for(serving, TIMEOUT)
    client.messages()


def _request(request_id: Any, method: str, params: Any = None) -> dict[str, Any]:
    extra = {} if params is None else {"params": params}
    return {"jsonrpc": "2.0", "id": request_id, "method": method, **extra}


def _cancel(request_id: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": request_id}}


def _broken_pipe(data: bytes) -> None:
    raise OSError("broken pipe")


async def echo(context: Any, **params: Any) -> Result:
    return Success({"context": context, "params": params, "id": current_request_id()})


class Gate:
    """A handler that starts, then waits until the test opens it."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.opened = asyncio.Event()
        self.cancelled = False

    async def __call__(self, context: Any, **params: Any) -> Result:
        self.started.set()
        try:
            await self.opened.wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise
        return Success("opened")

    async def wait_started(self) -> None:
        await asyncio.wait_for(self.started.wait(), TIMEOUT)


# -- requests from the client -------------------------------------------------------------


async def test_a_request_is_answered_on_one_line_with_the_handlers_result() -> None:
    text = 'line\nnext\r\u2028\u2029 ü 😀 \\ "'
    async with connected({"echo": echo}, context="the context") as client:
        client.send(_request("r-1", "echo", {"text": text}))
        assert await client.receive() == {
            "jsonrpc": "2.0",
            "id": "r-1",
            "result": {"context": "the context", "params": {"text": text}, "id": "r-1"},
        }
    assert len(client.lines) == 1


@pytest.mark.parametrize(
    ("message", "request_id", "code"),
    [
        pytest.param(b'{"jsonrpc": "2.0", "id": 1, "method": ', None, -32700, id="not JSON"),
        pytest.param(5, None, -32600, id="a number"),
        pytest.param([], None, -32600, id="an empty batch"),
        pytest.param({"jsonrpc": "2.0", "params": {}}, None, -32600, id="no method"),
        # A request with a bad envelope keeps its id; what has no method (a malformed
        # response, maybe) is answered with a null id (JSON-RPC 2.0, section 5).
        pytest.param({"id": 3, "method": "echo"}, 3, -32600, id="no jsonrpc"),
        pytest.param({"jsonrpc": "2.0", "id": 7}, None, -32600, id="only id"),
        pytest.param(_request(1, "nope"), 1, -32601, id="unknown method"),
        pytest.param(_request(1, "echo", ["a"]), 1, -32602, id="params by position"),
        pytest.param(_request(1, "broken"), 1, -32603, id="handler raised"),
    ],
)
async def test_a_bad_message_gets_its_standard_error_and_the_next_one_works(
    message: Any, request_id: Any, code: int
) -> None:
    async def broken(context: Any, **params: Any) -> Result:
        raise KeyError("oops")

    async with connected({"echo": echo, "broken": broken}) as client:
        if isinstance(message, bytes):
            client.reader.feed_data(message + b"\n")
        else:
            client.send(message)
        client.send(_request("next", "echo"))
    answers = client.messages()
    assert [(m["id"], m["error"]["code"]) for m in answers if m["id"] != "next"] == [
        (request_id, code)
    ]
    assert [m["result"]["id"] for m in answers if m["id"] == "next"] == ["next"]


async def test_an_rpc_error_raised_by_a_handler_is_the_error_answered() -> None:
    async def refuse(context: Any, data: Any = None) -> Result:
        raise RpcError(-32002, "no session 'x'", data)

    async with connected({"refuse": refuse}) as client:
        client.send(_request(1, "refuse", {"data": {"sessionId": "x"}}))
        error = {"code": -32002, "message": "no session 'x'", "data": {"sessionId": "x"}}
        assert (await client.receive())["error"] == error
        client.send(_request(2, "refuse", {}))
        assert (await client.receive())["error"] == {"code": -32002, "message": "no session 'x'"}


async def test_a_notification_is_handled_without_a_response() -> None:
    seen: list[dict[str, Any]] = []

    async def note(context: Any, **params: Any) -> Result:
        seen.append(params)
        return Success(None)

    async with connected({"note": note, "echo": echo}) as client:
        client.send({"jsonrpc": "2.0", "method": "note", "params": {"n": 1}})
        client.send(_request(2, "echo"))
        assert (await client.receive())["id"] == 2
    assert seen == [{"n": 1}]
    assert [message.get("id") for message in client.messages()] == [2]


async def test_a_slow_request_does_not_hold_up_a_later_one() -> None:
    gate = Gate()
    async with connected({"slow": gate, "echo": echo}) as client:
        client.send(_request(1, "slow"))
        await gate.wait_started()
        client.send(_request(2, "echo"))
        assert (await client.receive())["id"] == 2
        gate.opened.set()
        assert await client.receive() == {"jsonrpc": "2.0", "id": 1, "result": "opened"}


async def test_cancel_request_stops_a_running_request_answered_with_minus_32800() -> None:
    gate = Gate()
    async with connected({"slow": gate}) as client:
        client.send(_request(4, "slow"))
        await gate.wait_started()
        client.send(_cancel(4))
        response = await client.receive()
        assert (response["id"], response["error"]["code"]) == (4, CANCELLED)
        assert gate.cancelled


async def test_a_request_cancelled_before_its_handler_starts_is_still_answered() -> None:
    gate = Gate()
    async with connected({"slow": gate}) as client:
        client.send(_request(4, "slow"))
        client.send(_cancel(4))  # read before the handler's task first runs
    assert [message.get("id") for message in client.messages()] == [4]


async def test_a_cancel_for_request_id_true_does_not_cancel_request_1() -> None:
    gate = Gate()
    async with connected({"slow": gate}) as client:
        client.send(_request(1, "slow"))
        await gate.wait_started()
        client.send(_cancel(True))
        client.send(_request(2, "slow"))  # handled after the cancel: the cancel has been read
        gate.opened.set()
        await client.receive()
        await client.receive()
    assert not gate.cancelled


async def test_on_cancel_request_returning_true_takes_over_the_cancel() -> None:
    gate = Gate()
    asked: list[Any] = []

    def on_cancel(request_id: Any) -> bool:
        asked.append(request_id)
        gate.opened.set()  # what this agent does: finish the turn with stopReason cancelled
        return True

    async with connected({"slow": gate}, on_cancel_request=on_cancel) as client:
        client.send(_request("p", "slow"))
        await gate.wait_started()
        client.send(_cancel("p"))
        assert await client.receive() == {"jsonrpc": "2.0", "id": "p", "result": "opened"}
    assert asked == ["p"]
    assert not gate.cancelled


# -- requests to the client ----------------------------------------------------------------


async def test_requests_to_the_client_get_the_answer_with_their_own_id() -> None:
    async with connected({}) as client:
        first = asyncio.create_task(client.connection.request("fs/read_text_file", {"p": 1}))
        second = asyncio.create_task(client.connection.request("terminal/create", {"p": 2}))
        asked = [await client.receive(), await client.receive()]
        assert [(m["method"], m["params"]) for m in asked] == [
            ("fs/read_text_file", {"p": 1}),
            ("terminal/create", {"p": 2}),
        ]
        assert asked[0]["id"] != asked[1]["id"]
        error = {"code": -32602, "message": "no such command", "data": {"why": "x"}}
        client.send({"jsonrpc": "2.0", "id": asked[1]["id"], "error": error})
        client.send({"jsonrpc": "2.0", "id": asked[0]["id"], "result": {"content": "one"}})
        assert await asyncio.wait_for(first, TIMEOUT) == {"content": "one"}
        with pytest.raises(RemoteError) as raised:
            await asyncio.wait_for(second, TIMEOUT)
        assert (raised.value.code, raised.value.message) == (-32602, "no such command")
        assert raised.value.data == {"why": "x"}


async def test_stray_responses_and_cancels_are_ignored() -> None:
    async with connected({"echo": echo}) as client:
        asking = asyncio.create_task(client.connection.request("session/request_permission", {}))
        asked = await client.receive()
        client.send({"jsonrpc": "2.0", "id": 999, "result": "stray"})
        client.send(_cancel(99))
        client.send({"jsonrpc": "2.0", "method": "$/cancel_request", "params": [99]})
        client.send(_request(1, "echo"))
        assert (await client.receive())["id"] == 1
        assert not asking.done()
        client.send({"jsonrpc": "2.0", "id": asked["id"], "result": "allowed"})
        assert await asyncio.wait_for(asking, TIMEOUT) == "allowed"
    assert len(client.messages()) == 2


async def test_a_response_with_an_unhashable_id_is_ignored() -> None:
    async with connected({"echo": echo}) as client:
        client.send({"jsonrpc": "2.0", "id": [1], "result": "stray"})
        client.send(_request(1, "echo"))
    assert [message["id"] for message in client.messages()] == [1]


async def test_cancelling_the_caller_of_a_request_sends_cancel_request() -> None:
    async with connected({}) as client:
        asking = asyncio.create_task(client.connection.request("terminal/wait_for_exit", {}))
        asked = await client.receive()
        asking.cancel()
        assert await client.receive() == _cancel(asked["id"])
        assert asking.cancelled()


async def test_the_answer_to_a_withdrawn_request_is_taken_quietly(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """ACP asks the client to answer a request even after $/cancel_request (with
    "cancelled"): that answer is expected, not a stray response."""
    async with connected({}) as client:
        asking = asyncio.create_task(client.connection.request("session/request_permission", {}))
        asked = await client.receive()
        asking.cancel()
        await client.receive()  # the $/cancel_request
        with caplog.at_level("WARNING", logger="hermes_acp.wire"):
            client.send({"jsonrpc": "2.0", "id": asked["id"], "result": {"outcome": {}}})
            client.send({"jsonrpc": "2.0", "id": 999, "result": {}})  # this one is stray
            await asyncio.sleep(0.05)
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert warnings == ["a response to no request of ours: id 999"]


async def test_end_of_input_fails_waiting_requests_and_serve_returns() -> None:
    async with connected({}) as client:
        asking = asyncio.create_task(client.connection.request("fs/read_text_file", {}))
        await client.receive()
        client.reader.feed_eof()
        with pytest.raises(ConnectionError):
            await asyncio.wait_for(asking, TIMEOUT)
        assert client.connection.closed.is_set()
        with pytest.raises(ConnectionError):
            await client.connection.request("fs/read_text_file", {})


# -- writing ---------------------------------------------------------------------------------


async def test_after_response_callbacks_run_once_the_response_is_written() -> None:
    async def new_session(context: Any, **params: Any) -> Result:
        client.connection.after_response(
            lambda: client.connection.notify("session/update", {"sessionId": "s1"})
        )
        return Success({"sessionId": "s1"})

    async with connected({"session/new": new_session}) as client:
        client.send(_request(1, "session/new", {}))
        assert (await client.receive())["result"] == {"sessionId": "s1"}
        assert (await client.receive())["method"] == "session/update"
        client.connection.after_response(lambda: client.connection.notify("outside", {}))
        assert (await client.receive())["method"] == "outside"


@pytest.mark.parametrize("pieces", [1, 3])
async def test_a_line_longer_than_the_limit_is_skipped_with_an_error(pieces: int) -> None:
    long_line = json.dumps(_request(1, "echo", {"text": "x" * 300})).encode() + b"\n"
    async with connected({"echo": echo}, limit=100) as client:
        size = -(-len(long_line) // pieces)
        for start in range(0, len(long_line), size):
            client.reader.feed_data(long_line[start : start + size])
            await asyncio.sleep(0)  # let the connection read each piece on its own
        client.send(_request(2, "echo", {"text": "short"}))
        error = await client.receive()
        assert (error["id"], error["error"]["code"]) == (None, -32600)
        assert (await client.receive())["result"]["params"] == {"text": "short"}


async def test_a_write_that_fails_closes_the_connection_without_raising() -> None:
    reader = asyncio.StreamReader()
    connection = Connection(reader, _broken_pipe, {"echo": echo})
    reader.feed_data(json.dumps(_request(1, "echo")).encode() + b"\n")
    reader.feed_eof()
    await asyncio.wait_for(connection.serve(), TIMEOUT)
    assert connection.closed.is_set()
    connection.notify("session/update", {})  # does not raise either


async def test_a_request_whose_send_fails_raises_connection_error() -> None:
    connection = Connection(asyncio.StreamReader(), _broken_pipe, {})
    with pytest.raises(ConnectionError):
        await asyncio.wait_for(connection.request("fs/read_text_file", {}), 1.0)


async def test_a_last_message_without_a_newline_is_still_handled() -> None:
    async with connected({"echo": echo}) as client:
        client.reader.feed_data(json.dumps(_request(1, "echo")).encode())
        client.reader.feed_eof()
        assert (await client.receive())["id"] == 1


@pytest.mark.parametrize(
    "line",
    [
        b'{"jsonrpc": "2.0", "id": 1, "method": "echo", "params": {"t": "\\ud800"}}\n',
        b'{"jsonrpc": "2.0", "id": 1, "method": "nan"}\n',
    ],
    ids=["a lone surrogate", "NaN"],
)
async def test_every_request_is_answered_with_valid_json(line: bytes) -> None:
    async def nan(context: Any, **params: Any) -> Result:
        return Success(float("nan"))

    async with connected({"echo": echo, "nan": nan}) as client:
        client.reader.feed_data(line)
    assert [message["id"] for message in client.messages()] == [1]


# -- hostile input -------------------------------------------------------------------------


async def test_params_nested_10000_deep_get_a_parse_error_and_the_next_request_works() -> None:
    deep = b"[" * 10_000 + b"]" * 10_000
    async with connected({"echo": echo}) as client:
        client.reader.feed_data(b'{"jsonrpc": "2.0", "id": 1, "method": "echo", "params": ')
        client.reader.feed_data(deep + b"}\n")
        client.send(_request(2, "echo"))
    answers = client.messages()
    assert [(m["id"], m.get("error", {}).get("code")) for m in answers] == [
        (None, -32700),
        (2, None),
    ]


@pytest.mark.parametrize("token", [b"NaN", b"Infinity", b"1e400"])
async def test_an_id_that_is_not_a_finite_number_is_answered_once_with_a_null_id(
    token: bytes,
) -> None:
    async with connected({"echo": echo}) as client:
        client.reader.feed_data(b'{"jsonrpc": "2.0", "id": ' + token + b', "method": "echo"}\n')
        client.send(_request(2, "echo"))
    answers = client.messages()
    assert [(m["id"], "error" in m) for m in answers] == [(None, True), (2, False)]


@pytest.mark.parametrize("request_id", [1.5, 2**64, "", None], ids=repr)
async def test_any_id_json_rpc_allows_is_answered_with_the_same_id(request_id: Any) -> None:
    async with connected({"echo": echo}) as client:
        client.send(_request(request_id, "echo"))
        answer = await client.receive()
    assert answer["id"] == request_id
    assert type(answer["id"]) is type(request_id)
    assert answer["result"]["id"] == request_id


async def test_a_cancel_whose_request_id_is_an_object_reaches_no_cancel_hook() -> None:
    asked: list[Any] = []

    running: dict[Any, str] = {}

    def on_cancel(request_id: Any) -> bool:
        asked.append(request_id)
        return request_id in running  # as AcpAgent's prompts: needs a hashable id

    async with connected({"echo": echo}, on_cancel_request=on_cancel) as client:
        for request_id in ({}, [1], True, None, 1.5):
            client.send(_cancel(request_id))
        client.send(_request(1, "echo"))
    assert asked == [1.5]
    assert [message["id"] for message in client.messages()] == [1]


async def test_an_exception_while_handling_a_message_stays_with_that_message(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def on_cancel(request_id: Any) -> bool:
        raise RuntimeError("a bug in the hook")

    async with connected({"echo": echo}, on_cancel_request=on_cancel) as client:
        with caplog.at_level("ERROR", logger="hermes_acp.wire"):
            client.send(_cancel("r"))
            client.send(_request(1, "echo"))
            assert (await client.receive())["id"] == 1
    assert [message["id"] for message in client.messages()] == [1]
    logged = [r for r in caplog.records if r.levelname == "ERROR"]
    assert logged
    assert logged[0].exc_info is not None  # with the traceback


async def test_a_batch_is_refused_whole_without_running_its_requests() -> None:
    ran: list[Any] = []

    async def record(context: Any, **params: Any) -> Result:
        ran.append(params)
        return Success(None)

    async with connected({"record": record, "echo": echo}) as client:
        client.send([_request(1, "record"), {"jsonrpc": "2.0", "method": "record"}])
        client.send(_request(2, "echo"))
    answers = client.messages()
    assert [(m["id"], m.get("error", {}).get("code")) for m in answers] == [
        (None, -32600),
        (2, None),
    ]
    assert ran == []


async def test_an_unknown_method_of_20_mb_is_answered_with_a_short_error() -> None:
    async with connected({}, limit=2**26) as client:
        client.send(_request(1, "m" * 20_000_000))
        line = await asyncio.wait_for(client.written.get(), TIMEOUT)
    assert len(line) < 1000
    error = _message(line)["error"]
    assert error["code"] == -32601
    assert error["data"].startswith("m" * 200 + "… (20,000,000 characters)")


async def test_an_rpc_error_quoting_a_huge_value_is_cut_short() -> None:
    async def refuse(context: Any, **params: Any) -> Result:
        value = params["value"]
        raise RpcError(-32602, f"value: not {value!r}", {"value": value, "n": list(range(99))})

    async with connected({"refuse": refuse}, limit=2**24) as client:
        client.send(_request(1, "refuse", {"value": "v" * 5_000_000}))
        error = (await client.receive())["error"]
    assert error["code"] == -32602
    assert len(error["message"]) < 600
    assert len(json.dumps(error["data"])) < 1000


async def test_a_handler_exception_is_an_internal_error_that_keeps_its_details_in_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def broken(context: Any, **params: Any) -> Result:
        raise ValueError("details of the agent's insides")

    async with connected({"broken": broken}) as client:
        with caplog.at_level("ERROR"):
            client.send(_request(1, "broken"))
            error = (await client.receive())["error"]
    assert error["code"] == -32603
    assert "data" not in error
    assert "insides" not in error["message"]
    assert any(r.exc_info and "insides" in str(r.exc_info[1]) for r in caplog.records)


async def test_a_malformed_answer_to_our_request_fails_it() -> None:
    async with connected({}) as client:
        asking = asyncio.create_task(client.connection.request("fs/read_text_file", {}))
        asked = await client.receive()
        client.send({"jsonrpc": "2.0", "id": asked["id"], "error": 5})
        with pytest.raises(RemoteError) as raised:
            await asyncio.wait_for(asking, TIMEOUT)
    assert raised.value.code == -32600


async def test_cancel_request_sent_as_a_request_cancels_and_is_answered() -> None:
    gate = Gate()
    async with connected({"slow": gate}) as client:
        client.send(_request(4, "slow"))
        await gate.wait_started()
        client.send(_request("c", "$/cancel_request", {"requestId": 4}))
        answers = {(await client.receive())["id"], (await client.receive())["id"]}
    assert answers == {4, "c"}
    assert gate.cancelled
    assert {m["id"]: m.get("result", "error") for m in client.messages()} == {
        4: "error",
        "c": None,
    }


async def test_serving_ends_once_the_output_is_gone_though_the_input_stays_open() -> None:
    reader = asyncio.StreamReader()
    connection = Connection(reader, _broken_pipe, {"echo": echo})
    serving = asyncio.create_task(connection.serve())
    reader.feed_data(json.dumps(_request(1, "echo")).encode() + b"\n")
    await asyncio.wait_for(serving, TIMEOUT)  # no end of input was fed
    assert connection.closed.is_set()


async def test_a_notification_with_bad_params_gets_no_response() -> None:
    async def note(context: Any, count: int) -> Result:
        return Success(None)

    async with connected({"note": note, "echo": echo}) as client:
        client.send({"jsonrpc": "2.0", "method": "note", "params": [1, 2, 3]})
        client.send({"jsonrpc": "2.0", "method": "note", "params": {"other": 1}})
        client.send({"jsonrpc": "2.0", "method": "nope", "params": {}})
        client.send(_request(1, "echo"))
    assert [message["id"] for message in client.messages()] == [1]
