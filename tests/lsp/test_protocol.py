"""The protocol's own answers (:class:`hermes_lsp.protocol.HermesProtocol`), driven in
process through the server :func:`create_server` builds: a bug in a feature is a
short -32603 with its traceback in the log, an answer that cannot be encoded still
answers, an error never carries ``data`` or more than a bounded message, a bad answer
from the client fails the server's own waiting request instead of leaving it waiting,
and params are read strictly (a string is no line number) yet every editor's real
capabilities read as before."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import FeatureNotificationError
from pygls.protocol import default_converter

from hermes_lsp.protocol import strict_converter
from hermes_lsp.rpc_errors import INTERNAL_ERROR_SHOWN, MESSAGE_LIMIT
from hermes_lsp.server import HermesLanguageServer, create_server

# The capabilities pytest-lsp captured from VS Code, Neovim and Emacs.
CLIENTS = Path(pytest_lsp.__file__).parent / "clients"


class Wire:
    """What the server writes, read back as messages."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def write(self, data: bytes) -> None:
        header, _, body = data.partition(b"\r\n\r\n")
        assert header.startswith(b"Content-Length: %d\r\n" % len(body))
        self.messages.append(json.loads(body))

    def close(self) -> None:
        pass


def _server() -> tuple[HermesLanguageServer, Wire]:
    server = create_server()
    wire = Wire()
    server.protocol.set_writer(wire)

    @server.feature("test/bug")
    def bug(ls: HermesLanguageServer, params: Any) -> None:
        raise ZeroDivisionError("secret-looking detail")

    @server.feature("test/unencodable")
    def unencodable(ls: HermesLanguageServer, params: Any) -> object:
        return object()

    @server.feature("test/long-error")
    def long_error(ls: HermesLanguageServer, params: Any) -> None:
        from pygls.exceptions import JsonRpcInvalidParams

        raise JsonRpcInvalidParams("first line " + "x" * 5000 + "\nTraceback (most recent call)")

    @server.feature("test/bug-notification")
    def bug_notification(ls: HermesLanguageServer, params: Any) -> None:
        raise KeyError("boom")

    _send(server, id=0, method="initialize", params={"processId": None, "capabilities": {}})
    assert "result" in wire.messages.pop()
    return server, wire


def _send(server: HermesLanguageServer, **fields: Any) -> None:
    server.protocol.receive(json.dumps({"jsonrpc": "2.0", **fields}).encode())


def test_a_bug_in_a_feature_is_a_short_internal_error_with_its_traceback_in_the_log(
    caplog: pytest.LogCaptureFixture,
):
    server, wire = _server()
    with caplog.at_level(logging.ERROR):
        _send(server, id=1, method="test/bug", params={})
    assert wire.messages == [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "error": {
                "code": -32603,
                "message": "internal error (ZeroDivisionError); the server's log has more",
            },
        }
    ]
    assert any(
        record.exc_info and record.exc_info[0] is ZeroDivisionError for record in caplog.records
    )


def test_an_answer_that_cannot_be_encoded_is_still_an_answer():
    server, wire = _server()
    _send(server, id=2, method="test/unencodable", params={})
    assert [(m["id"], m["error"]["code"]) for m in wire.messages] == [(2, -32603)]


def test_an_error_is_one_bounded_line_and_carries_no_data():
    server, wire = _server()
    _send(server, id=3, method="test/long-error", params={})
    (error,) = wire.messages
    assert set(error["error"]) == {"code", "message"}
    assert error["error"]["code"] == -32602
    assert len(error["error"]["message"]) <= MESSAGE_LIMIT
    assert "Traceback" not in error["error"]["message"]


def test_a_bug_in_a_notification_handler_is_told_in_a_short_message(
    caplog: pytest.LogCaptureFixture,
):
    server, wire = _server()
    with caplog.at_level(logging.ERROR):
        _send(server, method="test/bug-notification", params={})
    assert wire.messages == [
        {
            "jsonrpc": "2.0",
            "method": "window/showMessage",
            "params": {
                "type": 1,
                "message": INTERNAL_ERROR_SHOWN,
            },
        }
    ]
    assert any(record.exc_info and record.exc_info[0] is KeyError for record in caplog.records)


def test_an_error_whose_id_cannot_be_known_says_id_null():
    server, wire = _server()
    server.protocol.receive(b"{oops")
    assert wire.messages == [
        {
            "jsonrpc": "2.0",
            "id": None,
            "error": {
                "code": -32700,
                "message": "the message is not JSON: Expecting property name enclosed in "
                "double quotes at character 1",
            },
        }
    ]


def test_a_malformed_answer_from_the_client_fails_the_request_waiting_for_it():
    server, wire = _server()
    future = server.protocol.send_request(
        types.WINDOW_SHOW_DOCUMENT, types.ShowDocumentParams(uri="file:///x")
    )
    (sent,) = wire.messages
    _send(server, id=sent["id"], result={"success": "yes"})  # success must be a boolean
    assert future.done()
    assert "did not deserialise" in str(future.exception())


def test_a_well_formed_answer_from_the_client_reaches_the_request():
    server, wire = _server()
    future = server.protocol.send_request(
        types.WINDOW_SHOW_DOCUMENT, types.ShowDocumentParams(uri="file:///x")
    )
    (sent,) = wire.messages
    _send(server, id=sent["id"], result={"success": True})
    assert future.result() == types.ShowDocumentResult(success=True)


def test_scalars_are_taken_only_as_what_they_are():
    server, wire = _server()
    server.protocol.receive(
        json.dumps(
            {
                "jsonrpc": "2.0",
                "method": "textDocument/didOpen",
                "params": {
                    "textDocument": {
                        "uri": "file:///n/README.md",
                        "languageId": "markdown",
                        "version": 1,
                        "text": "x",
                    }
                },
            }
        ).encode()
    )
    for identifier, params in (
        (10, {"query": 5}),
        (11, {"query": {}}),
        (12, {"query": None}),
    ):
        _send(server, id=identifier, method="workspace/symbol", params=params)
    document = {"uri": "file:///n/README.md"}
    for identifier, position in (
        (13, {"line": "0", "character": 0}),
        (14, {"line": 0.0, "character": 0}),
        (15, {"line": True, "character": 0}),
    ):
        _send(
            server,
            id=identifier,
            method="textDocument/hover",
            params={"textDocument": document, "position": position},
        )
    codes = [(m["id"], m["error"]["code"]) for m in wire.messages if "id" in m]
    assert codes == [(n, -32602) for n in range(10, 16)]
    assert "expected int" in wire.messages[-1]["error"]["message"]


@pytest.mark.parametrize("client", sorted(p.stem for p in CLIENTS.glob("*.json")))
def test_every_editor_s_capabilities_read_as_pygls_reads_them(client: str):
    capabilities = json.loads((CLIENTS / f"{client}.json").read_text())["capabilities"]
    strict = strict_converter().structure(capabilities, types.ClientCapabilities)
    assert strict == default_converter().structure(capabilities, types.ClientCapabilities)
    assert strict.text_document is not None


def test_nothing_a_client_sent_is_kept_after_its_answer():
    server, wire = _server()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for number in range(5):  # distinct long method names, each answered -32601
            _send(server, id=number, method=f"{number}-" + "m" * 2_000_000, params={})
        wire.messages.clear()
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 1_000_000, f"{kept} bytes kept"


def test_a_change_reaches_an_open_document_however_its_uri_is_quoted():
    server, _wire = _server()
    uri = "file:///some%20folder/README.md"
    item = {"uri": uri, "languageId": "markdown", "version": 1, "text": "old"}
    _send(server, method="textDocument/didOpen", params={"textDocument": item})
    change = {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": "new"}]}
    _send(server, method="textDocument/didChange", params=change)
    assert server.workspace.get_text_document(uri).source == "new"


def test_a_change_to_a_document_never_opened_is_dropped_quietly():
    server, wire = _server()
    change = {
        "textDocument": {"uri": "file:///never/README.md", "version": 2},
        "contentChanges": [{"text": "new"}],
    }
    _send(server, method="textDocument/didChange", params=change)
    assert wire.messages == []  # no "internal error" shown for the client's mistake
    assert "file:///never/README.md" not in server.workspace.text_documents


def test_an_error_pygls_reports_is_shown_in_one_short_line(caplog: pytest.LogCaptureFixture):
    server, wire = _server()
    with caplog.at_level(logging.ERROR):
        server.report_server_error(RuntimeError("x" * 10_000), FeatureNotificationError)
    assert wire.messages == [
        {
            "jsonrpc": "2.0",
            "method": "window/showMessage",
            "params": {"type": 1, "message": INTERNAL_ERROR_SHOWN},
        }
    ]
    assert all(len(record.getMessage()) < 400 for record in caplog.records)


async def test_a_second_initialized_starts_nothing_twice():
    server = create_server()
    wire = Wire()
    server.protocol.set_writer(wire)
    _send(
        server,
        id=0,
        method="initialize",
        params={
            "processId": None,
            "capabilities": {"workspace": {"configuration": True}},
            "initializationOptions": {"hermes": {"watch": False}},
        },
    )
    for _ in range(2):
        _send(server, method="initialized", params={})
    for _ in range(5):  # let the settings fetch started by initialized send its request
        await asyncio.sleep(0)
    asked = [m for m in wire.messages if m.get("method") == "workspace/configuration"]
    assert len(asked) == 1
    _send(server, id=asked[0]["id"], result=[None])
    for _ in range(5):
        await asyncio.sleep(0)
    assert not server.state.background  # the one fetch finished
