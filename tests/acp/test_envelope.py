"""hermes_acp.envelope: a line as a JSON-RPC 2.0 message, or the error it gets."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hermes_acp.envelope import (
    INVALID_REQUEST,
    MAX_DEPTH,
    PARSE_ERROR,
    Notification,
    Refused,
    Request,
    Response,
    bounded,
    excerpt,
    nested_deeper_than,
    read_message,
    response_problem,
)


def _line(message: Any) -> bytes:
    return json.dumps(message).encode()


def _request(request_id: Any, **extra: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "method": "initialize", **extra}


@pytest.mark.parametrize(
    "request_id", ["r-1", "", 0, -5, 1.5, 2**64, 1e300, 5e-300, None], ids=repr
)
def test_an_id_json_rpc_allows_makes_a_request_with_that_id(request_id: Any) -> None:
    message = read_message(_line(_request(request_id, params={})))
    assert isinstance(message, Request)
    assert message.id == request_id
    assert type(message.id) is type(request_id)


@pytest.mark.parametrize(
    "raw", [b"{}", b"[1]", b"true", b"false", b"1e400", b"-1e400"], ids=lambda raw: raw.decode()
)
def test_an_id_json_rpc_does_not_allow_is_refused_with_a_null_id(raw: bytes) -> None:
    line = b'{"jsonrpc": "2.0", "id": ' + raw + b', "method": "initialize"}'
    assert read_message(line) == Refused(INVALID_REQUEST, "id: expected a string, a number or null")


@pytest.mark.parametrize("token", [b"NaN", b"Infinity", b"-Infinity"])
def test_nan_and_infinity_are_not_json(token: bytes) -> None:
    message = read_message(b'{"jsonrpc": "2.0", "id": ' + token + b', "method": "x"}')
    assert isinstance(message, Refused)
    assert (message.code, message.id) == (PARSE_ERROR, None)


@pytest.mark.parametrize(
    "line",
    [b"\xff", b'{"x": "caf\xe9"}', b'{"x": "\xed\xa0\x80"}', b'\xef\xbb\xbf{"jsonrpc": "2.0"}'],
    ids=["a stray byte", "latin-1", "an encoded surrogate", "a byte-order mark"],
)
def test_a_line_that_is_not_utf8_json_is_a_parse_error(line: bytes) -> None:
    message = read_message(line)
    assert isinstance(message, Refused)
    assert message.code == PARSE_ERROR


def test_an_integer_too_long_for_python_is_a_parse_error_not_an_exception() -> None:
    message = read_message(b'{"jsonrpc": "2.0", "id": ' + b"9" * 5000 + b', "method": "x"}')
    assert isinstance(message, Refused)
    assert message.code == PARSE_ERROR
    assert len(message.reason) < 300


@pytest.mark.parametrize("line", [b"", b"   ", b"\t\r", b" \r"])
def test_a_blank_line_is_no_message(line: bytes) -> None:
    assert read_message(line) is None


def test_a_line_ending_in_cr_is_read_as_json_whitespace() -> None:
    assert isinstance(read_message(_line(_request(1, params={})) + b"\r"), Request)


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ([], "batches are not supported (ACP has none)"),
        ([_request(1)], "batches are not supported (ACP has none)"),
        (5, "expected a JSON-RPC message object"),
        (None, "expected a JSON-RPC message object"),
        ({"jsonrpc": "2.0", "id": 1}, "no method"),
    ],
    ids=["empty batch", "batch", "number", "null", "no method"],
)
def test_what_is_no_request_is_refused_with_a_null_id(value: Any, reason: str) -> None:
    assert read_message(_line(value)) == Refused(INVALID_REQUEST, reason)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"jsonrpc": "1.0"}, 'jsonrpc: expected "2.0"'),
        ({"method": 5}, "method: expected a string"),
        ({"params": 5}, "params: expected an object or an array"),
        ({"params": None}, "params: expected an object or an array"),
        ({"extra": 1}, "unexpected member 'extra'"),
    ],
)
def test_a_request_with_a_bad_envelope_is_refused_with_its_id(
    change: dict[str, Any], reason: str
) -> None:
    assert read_message(_line({**_request("r"), **change})) == Refused(INVALID_REQUEST, reason, "r")


def test_a_bad_envelope_without_an_id_is_refused_with_a_null_id() -> None:
    line = _line({"jsonrpc": "2.0", "method": "session/cancel", "params": 5})
    assert read_message(line) == Refused(INVALID_REQUEST, "params: expected an object or an array")


def test_a_message_without_an_id_is_a_notification() -> None:
    message = read_message(_line({"jsonrpc": "2.0", "method": "session/cancel", "params": {}}))
    assert isinstance(message, Notification)
    assert message.method == "session/cancel"


@pytest.mark.parametrize(
    "value",
    [{"jsonrpc": "2.0", "id": 1, "result": None}, {"id": [], "error": 5}, {"result": 1}],
)
def test_whatever_has_a_result_or_an_error_and_no_method_is_a_response(value: Any) -> None:
    assert read_message(_line(value)) == Response(value)


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({"jsonrpc": "2.0", "id": 1, "result": {}}, None),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": -1, "message": "no"}}, None),
        ({"id": 1, "result": {}}, 'jsonrpc: expected "2.0"'),
        ({"jsonrpc": "2.0", "id": 1, "result": 1, "error": {}}, "expected either result or error"),
        ({"jsonrpc": "2.0", "id": 1, "error": 5}, "error: expected an object"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": True, "message": ""}}, "error: expected"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": 1}}, "error: expected"),
    ],
)
def test_a_malformed_response_is_told_apart(value: dict[str, Any], problem: str | None) -> None:
    found = response_problem(value)
    assert found == problem if problem is None else (found or "").startswith(problem)


def _nested(depth: int, opening: str = "[", closing: str = "]") -> bytes:
    return (opening * depth + closing * depth).encode()


@pytest.mark.parametrize(("opening", "closing"), [("[", "]"), ('{"a":', "}")])
def test_nesting_counts_from_the_outermost_level(opening: str, closing: str) -> None:
    assert not nested_deeper_than(_nested(MAX_DEPTH, opening, closing))
    assert nested_deeper_than(_nested(MAX_DEPTH + 1, opening, closing))


def test_nesting_of_mixed_arrays_and_objects_counts_every_level() -> None:
    line = b'{"a": [' * 40 + b"1" + b"]}" * 40
    assert nested_deeper_than(line)  # 80 levels
    assert not nested_deeper_than(b"[" + b"[], " * 100_000 + b"[]]")  # wide, shallow


def test_brackets_inside_strings_are_not_nesting() -> None:
    assert not nested_deeper_than(b'{"text": "' + b"[{" * 10_000 + b'"}')
    assert not nested_deeper_than(b'{"text": "\\" ' + b"[" * 10_000 + b'"}')
    assert not nested_deeper_than(b'{"text": "\\\\' + b"[" * 10_000 + b'"}')
    # After an escaped backslash the quote ends the string: what follows counts.
    assert nested_deeper_than(b'{"text": "\\\\", "x": ' + _nested(100) + b"}")


def test_unclosed_nesting_counts_as_deep() -> None:
    assert nested_deeper_than(b"[" * 10_000)


def test_a_deep_line_is_refused_before_it_is_parsed() -> None:
    line = b'{"jsonrpc": "2.0", "id": 1, "method": "x", "params": ' + _nested(10_000) + b"}"
    assert read_message(line) == Refused(PARSE_ERROR, f"nested deeper than {MAX_DEPTH} levels")


def test_an_excerpt_cuts_long_text_and_says_how_long_it_was() -> None:
    assert excerpt("short") == "short"
    cut = excerpt("x" * 1_000_000)
    assert cut == "x" * 200 + "… (1,000,000 characters)"
    assert excerpt(["a"] * 3) == "['a', 'a', 'a']"


def test_bounded_data_keeps_small_values_and_cuts_big_ones() -> None:
    assert bounded({"sessionId": "s1", "n": [1, 2.5, None, True]}) == {
        "sessionId": "s1",
        "n": [1, 2.5, None, True],
    }
    data = bounded({"x": "y" * 10_000, "list": list(range(100)), "deep": [[[[["z"]]]]]})
    assert data["x"].startswith("y" * 200 + "…")
    assert data["list"] == [*range(20), "… 80 more"]
    assert data["deep"] == [[["[…]"]]]
    assert len(bounded({f"k{n}": n for n in range(1000)})) == 21
    assert bounded(float("nan")) is None
