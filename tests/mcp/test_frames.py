"""What a frame (a stdio line, a POST body) is read as: the message, or the exact
error that answers it."""

from __future__ import annotations

import json

import pytest
from mcp_types import (
    INVALID_REQUEST,
    PARSE_ERROR,
    JSONRPCError,
    JSONRPCNotification,
    JSONRPCRequest,
    JSONRPCResponse,
)

from hermes_mcp.frames import MAX_ID_LENGTH, Rejection, read_frame


@pytest.mark.parametrize(
    "frame",
    [
        b"",
        b"not json",
        b'{"jsonrpc": "2.0", "id": 1,',
        b"\xff\xfe{}",
        b'{"jsonrpc": "2.0", "id": "\xc3", "method": "ping"}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": '
        + b"[" * 300
        + b"]" * 300
        + b"}",
        b"[" * 100_000,
        b'{"jsonrpc": "2.0", "id": 1, "method": "ping"} trailing',
    ],
)
def test_what_is_no_json_or_no_utf8_is_a_parse_error_with_id_null(frame: bytes):
    rejection = read_frame(frame)
    assert isinstance(rejection, Rejection)
    assert (rejection.code, rejection.request_id, rejection.answer) == (PARSE_ERROR, None, True)
    assert rejection.message.startswith("Parse error")
    assert len(rejection.message) <= 300


@pytest.mark.parametrize(
    ("value", "request_id", "problem"),
    [
        ([], None, "batches are not supported"),
        ([{"jsonrpc": "2.0", "id": 1, "method": "ping"}], None, "batches are not supported"),
        (5, None, "a message is a JSON object"),
        ("ping", None, "a message is a JSON object"),
        (None, None, "a message is a JSON object"),
        ({}, None, 'jsonrpc must be "2.0"'),
        ({"jsonrpc": "2.0", "id": 3, "method": 5}, 3, "method must be a string"),
        ({"jsonrpc": "2.0", "id": "a", "method": None}, "a", "method must be a string"),
        ({"jsonrpc": "2.0", "id": 4}, 4, "method must be a string"),
        ({"jsonrpc": "1.0", "id": 5, "method": "ping"}, 5, 'jsonrpc must be "2.0"'),
        ({"id": 6, "method": "ping"}, 6, 'jsonrpc must be "2.0"'),
        ({"jsonrpc": "2.0", "id": 7, "method": "ping", "params": [1]}, 7, "params must be"),
        ({"jsonrpc": "2.0", "id": 8, "method": "ping", "params": "x"}, 8, "params must be"),
        ({"jsonrpc": "2.0", "method": "ping", "params": 1}, None, "params must be an object"),
        ({"jsonrpc": "2.0", "method": 5}, None, "method must be a string"),
        ({"jsonrpc": "2.0", "id": 1.5, "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": 1.0, "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": None, "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": True, "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": [1], "method": "ping"}, None, "string or an integer"),
        ({"jsonrpc": "2.0", "id": 2**63, "method": "ping"}, None, "fit in 64 bits"),
        ({"jsonrpc": "2.0", "id": -(2**70), "method": "ping"}, None, "fit in 64 bits"),
        (
            {"jsonrpc": "2.0", "id": "x" * (MAX_ID_LENGTH + 1), "method": "ping"},
            None,
            f"at most {MAX_ID_LENGTH} characters",
        ),
    ],
)
def test_json_that_is_no_message_is_an_invalid_request_with_its_id_when_usable(
    value: object, request_id: object, problem: str
):
    rejection = read_frame(json.dumps(value).encode())
    assert isinstance(rejection, Rejection)
    assert (rejection.code, rejection.request_id, rejection.answer) == (
        INVALID_REQUEST,
        request_id,
        True,
    )
    assert problem in rejection.message
    error = rejection.to_error()
    assert error.model_dump(by_alias=True, exclude_unset=True) == {
        "jsonrpc": "2.0",
        "id": request_id,
        "error": {"code": INVALID_REQUEST, "message": rejection.message},
    }


@pytest.mark.parametrize(
    "value",
    [
        {"jsonrpc": "2.0", "id": 1, "result": 5},
        {"jsonrpc": "2.0", "id": 1, "error": "bad"},
        {"jsonrpc": "2.0", "id": 1.5, "result": {}},
        {"jsonrpc": "2.0", "id": "x" * (MAX_ID_LENGTH + 1), "result": {}},
    ],
)
def test_a_malformed_response_is_never_answered(value: object, caplog: pytest.LogCaptureFixture):
    rejection = read_frame(json.dumps(value))
    assert isinstance(rejection, Rejection)
    assert not rejection.answer
    assert "ignored a" in caplog.text


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        ({"jsonrpc": "2.0", "id": 1, "method": "ping"}, JSONRPCRequest),
        ({"jsonrpc": "2.0", "id": "a-b", "method": "tools/list", "params": {}}, JSONRPCRequest),
        ({"jsonrpc": "2.0", "id": -5, "method": "ping", "params": None}, JSONRPCRequest),
        ({"jsonrpc": "2.0", "id": "x" * MAX_ID_LENGTH, "method": "ping"}, JSONRPCRequest),
        ({"jsonrpc": "2.0", "id": 2**63 - 1, "method": "ping"}, JSONRPCRequest),
        ({"jsonrpc": "2.0", "method": "notifications/initialized"}, JSONRPCNotification),
        ({"jsonrpc": "2.0", "id": 1, "result": {}}, JSONRPCResponse),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "m"}}, JSONRPCError),
        ({"jsonrpc": "2.0", "id": None, "error": {"code": 1, "message": "m"}}, JSONRPCError),
    ],
)
def test_a_message_is_read_as_the_sdk_reads_it(value: object, kind: type):
    for frame in (json.dumps(value), json.dumps(value).encode(), json.dumps(value) + "\r\n"):
        assert isinstance(read_frame(frame), kind)
