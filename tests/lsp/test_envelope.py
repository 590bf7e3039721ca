"""What a message body is (:func:`hermes_lsp.envelope.read_envelope`): JSON-RPC 2.0's
rules and LSP's ids, each mistake refused with its code and, where it can be known,
the id of the request waiting for the answer."""

from __future__ import annotations

import json

import pytest

from hermes_lsp.envelope import Ignored, Notification, Request, Response, read_envelope
from hermes_lsp.rpc_errors import RpcError


@pytest.mark.parametrize(
    ("body", "code", "identifier"),
    [
        (b"", -32700, None),
        (b"{", -32700, None),
        (b"NaN", -32700, None),
        (b'{"jsonrpc": "2.0", "id": Infinity, "method": "m"}', -32700, None),
        (b"[" * 100_000, -32700, None),
        (b'{"jsonrpc": "2.0", "id": 3, "method": "m", "p": "\xff"}', -32700, 3),
        (b'\xff{"jsonrpc": "2.0", "id": 3, "method": "m"}', -32700, None),
        (b"[]", -32600, None),
        (b'[{"jsonrpc": "2.0", "id": 1, "method": "m"}]', -32600, None),
        (b'"text"', -32600, None),
        (b"{}", -32600, None),
        (b'{"id": 4, "method": "m"}', -32600, 4),
        (b'{"jsonrpc": "1.0", "id": "a", "method": "m"}', -32600, "a"),
        (b'{"jsonrpc": "2.0", "id": 5, "method": 5}', -32600, 5),
        (b'{"jsonrpc": "2.0", "method": null}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": 1.5, "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": true, "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": null, "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": [1], "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": 9007199254740992, "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": "' + b"i" * 1025 + b'", "method": "m"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": 6}', -32600, 6),
    ],
)
def test_a_bad_message_is_refused_with_its_code_and_the_id_when_known(body, code, identifier):
    envelope = read_envelope(body)
    assert isinstance(envelope, RpcError)
    assert (envelope.code, envelope.id) == (code, identifier)
    assert len(envelope.message) < 200


@pytest.mark.parametrize("identifier", [0, -1, 2**53 - 1, -(2**53 - 1), "", "1", "ид", "i" * 1024])
def test_every_usable_id_makes_a_request(identifier):
    body = json.dumps({"jsonrpc": "2.0", "id": identifier, "method": "m"}).encode()
    envelope = read_envelope(body)
    assert isinstance(envelope, Request)
    assert envelope.id == identifier
    assert type(envelope.id) is type(identifier)


def test_notifications_and_responses_are_told_apart():
    assert isinstance(read_envelope(b'{"jsonrpc": "2.0", "method": "m"}'), Notification)
    response = read_envelope(b'{"jsonrpc": "2.0", "id": "r", "result": null}')
    assert isinstance(response, Response)
    assert response.id == "r"
    error = b'{"jsonrpc": "2.0", "id": 2, "error": {"code": 1, "message": "x"}}'
    assert isinstance(read_envelope(error), Response)


@pytest.mark.parametrize(
    "body",
    [
        b'{"jsonrpc": "2.0", "result": 1}',
        b'{"jsonrpc": "2.0", "id": null, "result": 1}',
        b'{"jsonrpc": "2.0", "id": 1, "result": 1, "error": {"code": 1, "message": "x"}}',
        b'{"jsonrpc": "2.0", "id": 1, "error": "broken"}',
        b'{"jsonrpc": "2.0", "id": 1, "error": {"code": "1", "message": "x"}}',
    ],
)
def test_a_malformed_response_is_ignored_never_answered(body):
    assert isinstance(read_envelope(body), Ignored)
