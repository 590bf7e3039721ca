"""Reading Content-Length framing from a client that gets it wrong
(:class:`hermes_lsp.framing.FrameParser`): each input gives the same events however
it is split into reads, a body is answered exactly once, and a lying or missing length
never leaves a request that can be answered waiting."""

from __future__ import annotations

import json
import random

import pytest

from hermes_lsp.framing import Body, Event, FrameParser
from hermes_lsp.rpc_errors import RpcError

PARSE_LATER = "body"  # a Body event: JSON-RPC's own checks come after framing


def _body(identifier: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": identifier, "method": "m"}).encode()


def _frame(data: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


A, B = _body(7), _body(8)


def _summary(events: list[Event]) -> list[tuple[object, ...]]:
    return [
        (PARSE_LATER, event.data) if isinstance(event, Body) else (event.code, event.id)
        for event in events
    ]


def _run(data: bytes, splits: list[int], max_body: int = 1 << 20) -> list[tuple[object, ...]]:
    """Feed ``data`` cut at ``splits``, then a quiet spell; every event."""
    parser = FrameParser(max_body)
    events: list[Event] = []
    start = 0
    for end in [*splits, len(data)]:
        events += parser.feed(data[start:end])
        start = end
    return _summary(events + parser.idle())


CASES: list[tuple[str, bytes, list[tuple[object, ...]]]] = [
    ("one message", _frame(A), [(PARSE_LATER, A)]),
    ("two messages", _frame(A) + _frame(B), [(PARSE_LATER, A), (PARSE_LATER, B)]),
    (
        "blank lines between",
        b"\r\n\r\n" + _frame(A) + b"\r\n" + _frame(B),
        [(PARSE_LATER, A), (PARSE_LATER, B)],
    ),
    ("LF only, any case", b"content-LENGTH:%d\n\n" % len(A) + A, [(PARSE_LATER, A)]),
    (
        "other headers",
        b"Content-Type: x\r\nX-A: 1\r\nContent-Length: %d\r\n\r\n" % len(A) + A,
        [(PARSE_LATER, A)],
    ),
    (
        "the same length twice",
        b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (len(A), len(A)) + A,
        [(PARSE_LATER, A)],
    ),
    (
        "an empty body",
        b"Content-Length: 0\r\n\r\n" + _frame(B),
        [(PARSE_LATER, b""), (PARSE_LATER, B)],
    ),
    ("no Content-Length", b"X-A: 1\r\n\r\n" + A + _frame(B), [(-32600, 7), (PARSE_LATER, B)]),
    ("no headers", A + _frame(B), [(-32600, 7), (PARSE_LATER, B)]),
    ("no headers, one per line", A + b"\n" + B + b"\n", [(-32600, 7), (-32600, 8)]),
    (
        "a length that is not a number",
        b"Content-Length: x\r\n\r\n" + A + _frame(B),
        [(-32600, 7), (PARSE_LATER, B)],
    ),
    ("a negative length", b"Content-Length: -1\r\n\r\n" + A, [(-32600, 7)]),
    (
        "two different lengths",
        b"Content-Length: 1\r\nContent-Length: %d\r\n\r\n" % len(A) + A,
        [(-32600, 7)],
    ),
    (
        "a malformed header line",
        b"Content-Length: %d\r\nnot a header\r\n\r\n" % len(A) + A,
        [(-32600, 7)],
    ),
    (
        "no empty line",
        b"Content-Length: %d\r\n" % len(A) + A + _frame(B),
        [(-32600, 7), (PARSE_LATER, B)],
    ),
    ("an overlong header line", b"Content-Length: " + b"9" * 9000 + b"\r\n\r\n" + A, [(-32600, 7)]),
    (
        "a length too large, the next message after",
        b"Content-Length: 900\r\n\r\n" + A + _frame(B),
        [(-32600, 7), (PARSE_LATER, B)],
    ),
    (
        "a length too large, then a line break",
        b"Content-Length: 900\r\n\r\n" + A + b"\r\n" + _frame(B),
        [(-32600, 7), (PARSE_LATER, B)],
    ),
    ("a length too large, then quiet", b"Content-Length: 900\r\n\r\n" + A, [(-32600, 7)]),
    (
        "a length too small",
        b"Content-Length: 10\r\n\r\n" + A + _frame(B),
        [(PARSE_LATER, A[:10]), (PARSE_LATER, B)],
    ),
    ("noise before a message", b"hello there\r\n" + _frame(A), [(PARSE_LATER, A)]),
    ("binary noise glued to a message", bytes(range(256)) + _frame(A), [(PARSE_LATER, A)]),
    (
        "a header named in a JSON string",
        _frame(b'{"t": "x\\r\\nContent-Length: 5"}'),
        [(PARSE_LATER, b'{"t": "x\\r\\nContent-Length: 5"}')],
    ),
    (
        "a body over the limit, skipped exactly",
        b"Content-Length: %d\r\n\r\n" % (2 << 20) + b"{" * (2 << 20) + _frame(A),
        [(-32600, None), (PARSE_LATER, A)],
    ),
]


@pytest.mark.parametrize(("name", "data", "expected"), CASES, ids=[c[0] for c in CASES])
def test_framing_gives_the_same_events_however_the_input_is_split(name, data, expected):
    assert _run(data, []) == expected
    if len(data) < 20_000:  # a byte at a time
        assert _run(data, list(range(1, len(data)))) == expected
    rng = random.Random(name)
    for _ in range(5):
        cuts = sorted(rng.sample(range(1, len(data)), min(len(data) - 1, rng.randrange(1, 12))))
        assert _run(data, cuts) == expected


def test_a_body_over_the_limit_is_refused_before_its_bytes_arrive():
    parser = FrameParser(max_body=100)
    events = parser.feed(b"Content-Length: 1000000000000\r\n\r\n")
    assert [(e.code, e.id) for e in events if isinstance(e, RpcError)] == [(-32600, None)]
    assert "over the limit" in events[0].message  # type: ignore[union-attr]
    for _ in range(100):  # skipped as it comes, never held
        assert parser.feed(b"x" * 65536) == []
    assert parser.end() == []


def test_quiet_ends_only_a_body_that_is_already_whole_json():
    parser = FrameParser()
    assert parser.feed(b"Content-Length: 900\r\n\r\n" + A[:-1]) == []
    assert parser.wants_idle is False  # not a whole value: quiet changes nothing
    assert parser.idle() == []
    assert parser.feed(A[-1:]) == []
    assert parser.wants_idle is True
    assert _summary(parser.idle()) == [(-32600, 7)]
    assert parser.wants_idle is False
    assert _summary(parser.feed(_frame(B))) == [(PARSE_LATER, B)]


def test_the_end_of_input_answers_a_last_message_without_a_length():
    parser = FrameParser()
    assert parser.feed(A) == []
    assert _summary(parser.end()) == [(-32600, 7)]


def test_a_response_or_notification_without_a_length_is_answered_with_a_null_id():
    parser = FrameParser()
    note = b'{"jsonrpc": "2.0", "method": "initialized"}'
    assert _summary(parser.feed(note + _frame(A))) == [(-32600, None), (PARSE_LATER, A)]
